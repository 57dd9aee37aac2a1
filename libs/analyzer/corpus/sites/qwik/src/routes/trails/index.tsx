import { component$ } from "@builder.io/qwik";
import type { DocumentHead } from "@builder.io/qwik-city";

export default component$(() => (
  <>
    <h1>Trail conditions</h1>
    <p>Ridge traverse: snow above 1 400 m. Other trails open.</p>
  </>
));

export const head: DocumentHead = { title: "Trail conditions" };
