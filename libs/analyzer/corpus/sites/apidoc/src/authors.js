/**
 * @api {get} /authors List authors
 * @apiName ListAuthors
 * @apiGroup Authors
 * @apiVersion 1.2.0
 * @apiDescription Everyone with at least one book on the shelf.
 *
 * @apiSuccess {Object[]} authors       The authors.
 * @apiSuccess {String}   authors.name  Name.
 * @apiSuccess {Number}   authors.books How many of their books are on the shelf.
 */
function listAuthors(req, res) {
  res.json(store.authors());
}

module.exports = { listAuthors };
