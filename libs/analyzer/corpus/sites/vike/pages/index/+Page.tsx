import { useState } from "react";

export default function Page() {
  const [count, setCount] = useState(0);
  return (
    <>
      <h1>My Vike app</h1>
      This page is:
      <ul>
        <li>Rendered to HTML.</li>
        <li>
          Interactive. <button type="button" onClick={() => setCount((c) => c + 1)}>Counter {count}</button>
        </li>
      </ul>
    </>
  );
}
