import { useMemo, useState } from 'react'
import { Link, Route, Routes } from 'react-router-dom'
import Fuse from 'fuse.js'
import { fruits } from './fruits.js'

function Search() {
  const [query, setQuery] = useState('')
  const fuse = useMemo(
    () => new Fuse(fruits, { keys: ['name', 'color', 'origin'], threshold: 0.4, includeScore: true }),
    [],
  )
  const results = query ? fuse.search(query).map((r) => r.item) : fruits

  return (
    <section>
      <input
        type="search"
        placeholder="Search fruits (try “bery” or “yelow”)"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        autoFocus
      />
      <p className="count">{results.length} of {fruits.length}</p>
      <ul>
        {results.map((f) => (
          <li key={f.name}>
            <strong>{f.name}</strong> <span>{f.color}, from {f.origin}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}

function About() {
  return (
    <section>
      <p>A small fuzzy finder over a list of fruits, searched in the browser.</p>
    </section>
  )
}

export default function App() {
  return (
    <main>
      <h1>Fruit finder</h1>
      <nav>
        <Link to="/">Search</Link> · <Link to="/about">About</Link>
      </nav>
      <Routes>
        <Route path="/" element={<Search />} />
        <Route path="/about" element={<About />} />
      </Routes>
    </main>
  )
}
