import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";

export const meta: MetaFunction = () => [{ title: "About" }];

export default function About() {
  return (
    <main>
      <h1>About</h1>
      <p>A small Remix application.</p>
      <p><Link to="/">Home</Link></p>
    </main>
  );
}
