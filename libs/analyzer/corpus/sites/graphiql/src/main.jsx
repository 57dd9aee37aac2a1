import 'graphiql/setup-workers/vite';
import { GraphiQL } from 'graphiql';
import { createRoot } from 'react-dom/client';
import { buildSchema, graphql } from 'graphql';
import 'graphiql/style.css';

// A small schema executed in the page by graphql-js: GraphiQL's fetcher contract (a function that takes the
// request and returns the result), without a server.
const schema = buildSchema(`
  "A book on the shelf"
  type Book { id: ID!, title: String!, author: Author!, year: Int }
  "Someone who wrote books"
  type Author { name: String!, books: [Book!]! }
  type Query {
    "All books, optionally by one author"
    books(author: String): [Book!]!
    book(id: ID!): Book
    authors: [Author!]!
  }
`);
const authors = [{ name: 'Ursula K. Le Guin' }, { name: 'Octavia E. Butler' }];
const books = [
  { id: 'b1', title: 'The Left Hand of Darkness', year: 1969, author: authors[0] },
  { id: 'b2', title: 'The Dispossessed', year: 1974, author: authors[0] },
  { id: 'b3', title: 'Kindred', year: 1979, author: authors[1] },
];
for (const a of authors) a.books = books.filter((b) => b.author === a);
const rootValue = {
  books: ({ author }) => (author ? books.filter((b) => b.author.name === author) : books),
  book: ({ id }) => books.find((b) => b.id === id) ?? null,
  authors: () => authors,
};
const fetcher = ({ query, variables, operationName }) =>
  graphql({ schema, source: query, rootValue, variableValues: variables, operationName });

const defaultQuery = `# Books on the shelf
query {
  books {
    title
    year
    author { name }
  }
}
`;

createRoot(document.getElementById('graphiql')).render(<GraphiQL fetcher={fetcher} defaultQuery={defaultQuery} />);
