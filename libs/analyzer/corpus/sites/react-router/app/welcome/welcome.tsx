import { useState } from "react";

export function Welcome() {
  const [count, setCount] = useState(0);
  return (
    <main>
      <h1>Welcome to React Router</h1>
      <nav>
        <p>What&apos;s next?</p>
        <ul>
          <li><a href="https://reactrouter.com/docs" target="_blank" rel="noreferrer">React Router Docs</a></li>
          <li><a href="https://rmx.as/discord" target="_blank" rel="noreferrer">Join Discord</a></li>
        </ul>
      </nav>
      <button type="button" onClick={() => setCount((c) => c + 1)}>count is {count}</button>
    </main>
  );
}
