/**
 * Lighthouse per report, and the score of the same fixture sites without and with a report. Not a test: a
 * measurement. Usage: npx tsx bench/lighthouse.ts [hosts=secure.test,wordpress.test,static.test]
 *
 * For each fixture site of `test/fixtures/sites.ts` (127.0.0.1): a passive analysis with the bundled release snapshot
 * (the score without a Lighthouse report — model v2 then equals model v1's value, see `score/score.ts`), one
 * Lighthouse run behind the address guard (wall time, peak memory of the Lighthouse process and of Chromium), and the
 * score again with the report (model v2 with Lighthouse).
 */
import { analyze } from '../src/analyze';
import { parseResolveRules } from '../src/collect/resolve-rules';
import { runLighthouse } from '../src/lighthouse/run';
import { bundledLatestVersions } from '../src/versions/snapshot';
import { startFixtureSites } from '../test/fixtures/sites';

async function main() {
  const hosts = (process.argv[2] ?? 'secure.test,wordpress.test,static.test').split(',');
  const sites = await startFixtureSites();
  const latestVersions = bundledLatestVersions();
  const options = {
    resolve: sites.resolveRules(),
    allowPrivateNetworks: true,
    skipDns: true,
    latestVersions,
  };
  try {
    for (const host of hosts) {
      const url = `http://${host}:${sites.port}/`;
      const without = await analyze(url, options);
      const run = await runLighthouse(url, {
        allowPrivateNetworks: true,
        resolve: parseResolveRules(sites.resolveRules()),
      });
      const withReport = await analyze(url, { ...options, lighthouse: run.evidence });
      const e = run.evidence;
      const modernity = withReport.score.breakdown.find((p) => p.key === 'modernity');
      console.log(
        `${host}: Lighthouse ${run.durationMs} ms, peak memory Lighthouse process ${Math.round((run.maxRssKb ?? 0) / 1024)} MB RSS + ` +
          `Chromium ${Math.round((run.browserPeakRssKb ?? 0) / 1024)} MB PSS; categories P${e.performance} A${e.accessibility} ` +
          `BP${e.bestPractices} SEO${e.seo}; score without a report (v1 = v2) ${without.score.value}, v2 with the report ` +
          `${withReport.score.value}; ${modernity?.coverage?.text ?? ''}`,
      );
    }
  } finally {
    await sites.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
