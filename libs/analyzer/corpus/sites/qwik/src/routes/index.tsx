import { component$, useSignal, useComputed$ } from "@builder.io/qwik";
import { Link, type DocumentHead } from "@builder.io/qwik-city";

const TRAILS = [
  { name: "Lakeshore loop", km: 6.5, climb: 120 },
  { name: "Ridge traverse", km: 14.2, climb: 860 },
  { name: "Waterfall path", km: 3.1, climb: 210 },
];

export default component$(() => {
  const maxKm = useSignal(20);
  const shown = useComputed$(() => TRAILS.filter((t) => t.km <= maxKm.value));
  return (
    <>
      <h1>Valley trails</h1>
      <label>
        Longest walk: {maxKm.value} km
        <input
          type="range"
          min={1}
          max={20}
          value={maxKm.value}
          onInput$={(_, el) => (maxKm.value = Number(el.value))}
        />
      </label>
      <ul>
        {shown.value.map((t) => (
          <li key={t.name}>
            {t.name}: {t.km} km, {t.climb} m climb
          </li>
        ))}
      </ul>
      <p>
        <Link href="/trails/">Trail conditions</Link>
      </p>
    </>
  );
});

export const head: DocumentHead = {
  title: "Valley trails",
  meta: [{ name: "description", content: "Walking trails of the valley, with distance and climb" }],
};
