/**
 * CPU per server render of the public pages, and a check that the server's plain markup for antd components
 * (`src/components/light-antd.tsx`, `light-card.tsx`, `light-tag.tsx`, `light-tooltip.tsx`, `light-skeleton.tsx`,
 * `light-progress.tsx`, `light-link.tsx`) is antd's and react-router's HTML
 * (`npm run bench:ssr` at the repository root, after the build).
 *
 * Starts the real stack (`e2e/support/stack.ts`), seeds the result page of `http.ts`, loads the built renderer
 * (`dist/server/entry-server.js`) into this process against the stack's API — its reads kept in memory, as the web
 * server's render data cache keeps them for many first renders — and then:
 * 1. renders each page in `PAGES` under each cookie set of `COOKIES` twice, with the plain markup (the web server's
 *    way) and with antd's and react-router's own components (`fullAntd`, the browser's components): the documents
 *    must be identical (the data's timestamps aside) — otherwise the browser would hydrate other markup than it
 *    renders. A difference is printed and the process exits with 1;
 * 2. renders the result page with a new query string (a first render, as `bench:http`'s cold target)
 *    BENCH_SSR_RENDERS times (default 200) per way, alternating ways for BENCH_SSR_ROUNDS rounds (default 4), and
 *    prints the median CPU milliseconds (user + system of this process) per render of each way side by side.
 */
import { startStack, stopStack } from '../e2e/support/stack';
import { COOKIES, lightMarkupDifferences, loadRenderer } from '../e2e/support/light-markup';
import { BENCH_DOMAIN, seedResult } from './seed-result';

const RENDERS = Number(process.env.BENCH_SSR_RENDERS ?? 200);
const ROUNDS = Number(process.env.BENCH_SSR_ROUNDS ?? 4);
const RESULT_PAGE = `/analysis/website/${BENCH_DOMAIN}`;
/** The pages compared both ways. */
const PAGES = [
  RESULT_PAGE,
  '/',
  '/technologies',
  '/technologies/react',
  '/pricing',
  '/insights/websites/awesome',
];

async function main(): Promise<void> {
  const stack = await startStack();
  try {
    await seedResult(stack);
    const render = await loadRenderer(stack.apiUrl);

    // 1. The same HTML both ways.
    const differences = await lightMarkupDifferences(render, PAGES);
    for (const difference of differences) console.log(`DIFFERENT ${difference}`);
    console.log(
      differences.length
        ? `${differences.length} of ${PAGES.length * COOKIES.length} documents differ`
        : `${PAGES.length} pages × ${COOKIES.length} cookie sets: the same HTML with plain markup and with antd's components`,
    );

    // 2. CPU per first render of the result page, both ways alternating.
    let counter = 0;
    const cpu: Record<'antd' | 'plain', number[]> = { antd: [], plain: [] };
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const way of ['antd', 'plain'] as const) {
        const before = process.cpuUsage();
        for (let i = 0; i < RENDERS; i += 1)
          await render(`${RESULT_PAGE}?cold=${(counter += 1)}`, way === 'antd');
        const used = process.cpuUsage(before);
        cpu[way].push((used.user + used.system) / 1000 / RENDERS);
      }
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    console.log(
      `result page, first render, CPU ms per render (median of ${ROUNDS} × ${RENDERS}): ` +
        `antd components ${median(cpu.antd).toFixed(2)}, plain markup ${median(cpu.plain).toFixed(2)} ` +
        `(${(median(cpu.antd) / median(cpu.plain)).toFixed(2)}× less)`,
    );
    if (differences.length) process.exitCode = 1;
  } finally {
    await stopStack(stack);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
