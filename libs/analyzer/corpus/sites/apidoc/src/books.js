/**
 * Bookshelf API: routes for books (annotated for apiDoc).
 */

/**
 * @api {get} /books List books
 * @apiName ListBooks
 * @apiGroup Books
 * @apiVersion 1.2.0
 * @apiDescription Returns the books on the shelf, newest first.
 *
 * @apiQuery {Number{1-100}} [limit=20] How many books to return.
 * @apiQuery {String} [author] Only books by this author.
 *
 * @apiSuccess {Object[]} books       The books.
 * @apiSuccess {String}   books.id    Book id.
 * @apiSuccess {String}   books.title Title.
 * @apiSuccess {String}   books.author Author's name.
 * @apiSuccess {Number}   books.year  Year of publication.
 *
 * @apiSuccessExample {json} Success-Response:
 *     HTTP/1.1 200 OK
 *     [{ "id": "b1", "title": "The Left Hand of Darkness", "author": "Ursula K. Le Guin", "year": 1969 }]
 *
 * @apiExample {curl} Example usage:
 *     curl -i http://127.0.0.1:9/api/books?limit=5
 */
function listBooks(req, res) {
  res.json(store.list(req.query));
}

/**
 * @api {get} /books/:id Get a book
 * @apiName GetBook
 * @apiGroup Books
 * @apiVersion 1.2.0
 *
 * @apiParam {String} id The book's unique id.
 *
 * @apiSuccess {String} id     Book id.
 * @apiSuccess {String} title  Title.
 * @apiSuccess {String} author Author's name.
 *
 * @apiError BookNotFound The <code>id</code> of the book was not found.
 *
 * @apiErrorExample {json} Error-Response:
 *     HTTP/1.1 404 Not Found
 *     { "error": "BookNotFound" }
 */
function getBook(req, res) {
  const book = store.get(req.params.id);
  if (!book) return res.status(404).json({ error: 'BookNotFound' });
  res.json(book);
}

/**
 * @api {post} /books Add a book
 * @apiName AddBook
 * @apiGroup Books
 * @apiVersion 1.2.0
 *
 * @apiBody {String} title  Title.
 * @apiBody {String} author Author's name.
 * @apiBody {Number} [year] Year of publication.
 *
 * @apiSuccess (201) {String} id The new book's id.
 * @apiError (400) InvalidInput A required field is missing.
 */
function addBook(req, res) {
  res.status(201).json({ id: store.add(req.body) });
}

module.exports = { listBooks, getBook, addBook };
