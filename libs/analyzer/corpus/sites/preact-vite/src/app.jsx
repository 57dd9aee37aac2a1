import { useState, useMemo } from 'preact/hooks'
import './app.css'

const START = [
  { id: 1, title: 'The Overstory', author: 'Richard Powers', done: true },
  { id: 2, title: 'Braiding Sweetgrass', author: 'Robin Wall Kimmerer', done: false },
  { id: 3, title: 'H is for Hawk', author: 'Helen Macdonald', done: false },
]

function Book({ book, onToggle }) {
  return (
    <li class={book.done ? 'book done' : 'book'}>
      <label>
        <input type="checkbox" checked={book.done} onChange={() => onToggle(book.id)} />
        <span class="title">{book.title}</span> <span class="author">{book.author}</span>
      </label>
    </li>
  )
}

export function App() {
  const [books, setBooks] = useState(START)
  const [title, setTitle] = useState('')
  const [filter, setFilter] = useState('all')
  const shown = useMemo(
    () => books.filter((b) => filter === 'all' || (filter === 'done') === b.done),
    [books, filter],
  )
  const toggle = (id) => setBooks((bs) => bs.map((b) => (b.id === id ? { ...b, done: !b.done } : b)))
  const add = (e) => {
    e.preventDefault()
    if (!title.trim()) return
    setBooks((bs) => [...bs, { id: Date.now(), title: title.trim(), author: '', done: false }])
    setTitle('')
  }
  return (
    <main>
      <h1>Reading list</h1>
      <form onSubmit={add}>
        <input value={title} onInput={(e) => setTitle(e.currentTarget.value)} placeholder="Add a book" />
        <button type="submit">Add</button>
      </form>
      <nav>
        {['all', 'open', 'done'].map((f) => (
          <button class={f === filter ? 'active' : ''} onClick={() => setFilter(f)}>{f}</button>
        ))}
      </nav>
      <ul>{shown.map((b) => <Book key={b.id} book={b} onToggle={toggle} />)}</ul>
      <p class="count">{books.filter((b) => b.done).length} of {books.length} read</p>
    </main>
  )
}
