import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startFixtureSites, type FixtureSites } from '../../libs/analyzer/test/fixtures/sites';
import { LatestVersionsService } from '../src/modules/technologies/latest-versions.service';
import { TechnologiesAdminService } from '../src/modules/technologies/technologies-admin.service';
import { signUp, startHarness, waitForAnalysis, type Harness } from './support/harness';

/**
 * The daily latest-versions job runs in the real worker on its BullMQ schedule, against local servers
 * that speak the wire formats of the npm registry (abbreviated metadata), endoflife.date (API v1) and GitHub
 * releases; the catalogue is updated, and the next analysis marks PHP 7.4 as end of life from the stored cycles.
 */
describe('latest-versions refresh job (worker)', () => {
  let harness: Harness;
  let sites: FixtureSites;
  let sources: http.Server;
  const requests: string[] = [];
  let mappingFile: string;

  beforeAll(async () => {
    sources = http.createServer((req, res) => {
      requests.push(`${req.method} ${req.url} ${req.headers.accept ?? ''}`);
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.url === '/npm/jquery') {
        return json(200, { name: 'jquery', 'dist-tags': { latest: '4.1.0' }, versions: { '4.1.0': {} } });
      }
      if (req.url === '/npm/react') {
        return json(200, { name: 'react', 'dist-tags': { latest: '19.9.0' }, versions: { '19.9.0': {} } });
      }
      if (req.url === '/eol/api/v1/products/php') {
        return json(200, {
          schema_version: '1.0.0',
          result: {
            name: 'php',
            releases: [
              {
                name: '8.4',
                isEol: false,
                eolFrom: '2028-12-31',
                latest: { name: '8.4.15', date: '2026-11-20' },
              },
              {
                name: '7.4',
                isEol: true,
                eolFrom: '2022-11-28',
                latest: { name: '7.4.33', date: '2022-11-03' },
              },
            ],
          },
        });
      }
      if (req.url === '/gh/repos/gohugoio/hugo/releases/latest') return json(200, { tag_name: 'v0.152.2' });
      json(404, { message: 'Not Found' });
    });
    await new Promise<void>((resolve) => sources.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(sources.address() as AddressInfo).port}`;
    mappingFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'stacklens-mapping-')), 'mapping.json');
    fs.writeFileSync(
      mappingFile,
      JSON.stringify({
        technologies: {
          jQuery: { source: 'npm', id: 'jquery' },
          PHP: { source: 'endoflife', id: 'php' },
          Hugo: { source: 'github', id: 'gohugoio/hugo' },
        },
      }),
    );
    sites = await startFixtureSites();
    harness = await startHarness({
      ANALYZER_ALLOW_PRIVATE_NETWORKS: 'true',
      ANALYZER_RESOLVE: sites.resolveRules().join(','),
      ANALYZER_SKIP_DNS: 'true',
      LATEST_VERSIONS_SCHEDULE: '* * * * * *',
      LATEST_VERSIONS_NPM_REGISTRY: `${base}/npm`,
      LATEST_VERSIONS_ENDOFLIFE_URL: `${base}/eol`,
      LATEST_VERSIONS_GITHUB_URL: `${base}/gh`,
      LATEST_VERSIONS_MAPPING: mappingFile,
    });
  });

  afterAll(async () => {
    await harness?.close();
    await sites?.close();
    await new Promise((resolve) => sources?.close(resolve));
    if (mappingFile) fs.rmSync(path.dirname(mappingFile), { recursive: true, force: true });
  });

  const catalogue = async (name: string) =>
    (
      await harness.dataSource.query(
        `SELECT latest_version, latest_checked_at, eol_product, eol_cycles FROM technology WHERE name = $1`,
        [name],
      )
    )[0] as {
      latest_version: string | null;
      latest_checked_at: Date | null;
      eol_product: string | null;
      eol_cycles: unknown;
    };

  it('refreshes the catalogue from each source on its schedule', async () => {
    const deadline = Date.now() + 20000;
    while (Date.now() < deadline && (await catalogue('Hugo')).latest_version !== '0.152.2') {
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(await catalogue('jQuery')).toMatchObject({ latest_version: '4.1.0', eol_product: null });
    expect((await catalogue('jQuery')).latest_checked_at).toBeInstanceOf(Date);
    const php = await catalogue('PHP');
    expect(php.latest_version).toBe('8.4.15');
    expect(php.eol_product).toBe('php');
    expect(php.eol_cycles).toEqual([
      expect.objectContaining({ cycle: '8.4', latest: '8.4.15', eol: '2028-12-31' }),
      expect.objectContaining({ cycle: '7.4', latest: '7.4.33', eol: '2022-11-28' }),
    ]);
    expect((await catalogue('Hugo')).latest_version).toBe('0.152.2');
    expect(requests).toContainEqual(
      expect.stringMatching(/^GET \/npm\/jquery application\/vnd\.npm\.install-v1\+json/),
    );
  });

  it('the next analysis reads the refreshed catalogue: PHP 7.4.33 is end of life', async () => {
    const { client, userId } = await signUp(harness);
    await harness.dataSource.query(`UPDATE app_user SET plan = 'paid' WHERE id = $1`, [userId]);
    const csrf = await client.csrfToken();
    const accepted = await client.agent
      .post('/api/v2/websites/analyze')
      .set('x-csrf-token', csrf)
      .send({ url: sites.url('shop.test').replace(/\/$/, '') });
    expect(accepted.status).toBe(200);
    const status = await waitForAnalysis(harness, accepted.body.id);
    expect(status.statusCode).toBe(200);
    const result = await harness.http().get('/api/v1/websites/shop.test');
    const php = result.body.techs.find((t: { name: string }) => t.name === 'PHP');
    expect(php).toMatchObject({ version: '7.4.33', latestVersion: '8.4.15', versionStatus: 'end-of-life' });
  });

  it("follows the operators' latest-version sources (admin panel) over the mapping file", async () => {
    const technologies = harness.api.get(TechnologiesAdminService);
    const idOf = async (name: string) =>
      (
        (await harness.dataSource.query(`SELECT id FROM technology WHERE name = $1`, [name])) as {
          id: number;
        }[]
      )[0].id;
    // React is not in the mapping file; jQuery's npm entry is overridden by a manual version.
    await technologies.update(await idOf('React'), { versionSource: 'npm', versionSourceId: 'react' });
    await technologies.update(await idOf('jQuery'), {
      versionSource: 'manual',
      manualLatestVersion: '3.0.0',
    });
    expect((await catalogue('jQuery')).latest_version).toBe('3.0.0');
    const deadline = Date.now() + 20000;
    while (Date.now() < deadline && (await catalogue('React')).latest_version !== '19.9.0') {
      await new Promise((r) => setTimeout(r, 250));
    }
    expect((await catalogue('React')).latest_version).toBe('19.9.0');
    expect(requests).toContainEqual(expect.stringMatching(/^GET \/npm\/react /));
    // The same refresh answered jQuery from the operator's manual value, not from npm's 4.1.0.
    expect((await catalogue('jQuery')).latest_version).toBe('3.0.0');
  });

  it("a refresh that read the sources before an operator's change never overwrites it", async () => {
    const latestVersions = harness.worker.get(LatestVersionsService);
    const technologies = harness.api.get(TechnologiesAdminService);
    const hugo = { source: 'github', id: 'gohugoio/hugo' } as const;
    // A refresh starts: Hugo has no operator source, so it asks GitHub (the mapping file's entry)...
    const { stored } = await latestVersions.withOverrides({ Hugo: hugo });
    expect(stored.Hugo).toBeUndefined();
    // ...meanwhile an operator sets Hugo's latest version by hand...
    const [{ id }] = (await harness.dataSource.query(`SELECT id FROM technology WHERE name = 'Hugo'`)) as {
      id: number;
    }[];
    await technologies.update(id, { versionSource: 'manual', manualLatestVersion: '0.99.0' });
    // ...and GitHub's answer arrives afterwards: the operator's value stays.
    expect(await latestVersions.saveRelease('Hugo', { version: '0.152.2' }, hugo, stored.Hugo ?? null)).toBe(
      false,
    );
    expect((await catalogue('Hugo')).latest_version).toBe('0.99.0');
    // A refresh that read the operator's source writes (the manual value, checked again).
    const now = await latestVersions.withOverrides({ Hugo: hugo });
    expect(now.stored.Hugo).toMatchObject({ source: 'manual', manual: '0.99.0' });
    expect(
      await latestVersions.saveRelease('Hugo', { version: '0.99.0' }, now.mapping.Hugo, now.stored.Hugo),
    ).toBe(true);
    expect((await catalogue('Hugo')).latest_version).toBe('0.99.0');
  });
});
