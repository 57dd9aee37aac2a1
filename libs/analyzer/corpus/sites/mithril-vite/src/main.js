// A Mithril 2 app in the style of its tutorial: components, m.route, closure state.
import m from 'mithril'
import './style.css'

const books = [
  { id: 1, title: 'The Dispossessed', author: 'Ursula K. Le Guin', read: true },
  { id: 2, title: 'Piranesi', author: 'Susanna Clarke', read: false },
  { id: 3, title: 'The Left Hand of Darkness', author: 'Ursula K. Le Guin', read: false },
]

const List = {
  view: () =>
    m('main', [
      m('h1', 'Reading list'),
      m('ul', books.map((b) =>
        m('li', { key: b.id, class: b.read ? 'read' : '' }, [
          m(m.route.Link, { href: `/book/${b.id}` }, b.title),
          ` — ${b.author} `,
          m('button', { onclick: () => { b.read = !b.read } }, b.read ? 'unread' : 'read'),
        ]),
      )),
    ]),
}

const Book = {
  view: (vnode) => {
    const b = books.find((x) => String(x.id) === vnode.attrs.id)
    return m('main', [m('h1', b.title), m('p', `by ${b.author}`), m(m.route.Link, { href: '/' }, 'Back')])
  },
}

m.route(document.getElementById('app'), '/', { '/': List, '/book/:id': Book })
