import "./style.css";
import type React from "react";

export default function Layout({ children }: { children: React.ReactNode }) {
  return (
    <div id="app">
      <nav>
        <a href="/">Welcome</a> <a href="/about">About</a>
      </nav>
      <div id="page-content">{children}</div>
    </div>
  );
}
