import fs from 'node:fs';
import path from 'node:path';
import { loadFingerprints } from '../fingerprints/load';
import { vulnerabilitiesOf } from './match';
import { loadAdvisorySnapshot, loadAdvisorySourceMapping } from './snapshot';

describe('advisory-sources.json (reviewed mapping)', () => {
  const mapping = loadAdvisorySourceMapping();
  const fingerprints = loadFingerprints();
  const mapped = Object.values(mapping.sources).flatMap((names) => Object.values(names));

  it('every mapped technology exists in the fingerprint set', () => {
    const missing = [
      ...mapped,
      ...Object.keys(mapping.minSegments),
      ...mapping.backports.technologies,
      ...mapping.backports.distributions,
      ...(mapping.branchBackports ?? []),
    ].filter((name) => !fingerprints.technologies.has(name));
    expect(missing).toEqual([]);
  });

  it('maps the servers, PHP applications and front-end libraries of the done criteria', () => {
    for (const name of [
      'Nginx',
      'Apache HTTP Server',
      'phpMyAdmin',
      'Adminer',
      'RoundCube',
      'PHP',
      'jQuery',
      'Bootstrap',
      'WordPress',
    ])
      expect(mapped).toContain(name);
  });
});

describe('advisory-sources.json osv (npm packages of the GitHub Advisory Database)', () => {
  const osv = loadAdvisorySourceMapping().sources.osv;
  const manifest = JSON.parse(
    fs.readFileSync(path.resolve(__dirname, '..', '..', 'bench', 'libraries', 'manifest.json'), 'utf8'),
  ) as { libraries: Array<{ package: string; technology: string }> };

  it('names npm packages by npm rules (lowercase, URL-safe, scoped as @scope/name, at most 214 characters)', () => {
    const bad = Object.keys(osv).filter(
      (name) => name.length > 214 || !/^(?:@[a-z0-9][a-z0-9._~-]*\/)?[a-z0-9][a-z0-9._~-]*$/.test(name),
    );
    expect(bad).toEqual([]);
  });

  it('maps a package of the library matrix to the technology the matrix finds it as', () => {
    const wrong = manifest.libraries
      .filter((l) => osv[l.package] && osv[l.package] !== l.technology)
      .map((l) => `${l.package} → ${osv[l.package]} (matrix: ${l.technology})`);
    expect(wrong).toEqual([]);
    // the matrix's packages are all mapped but those whose version line is not the detected one
    const left = manifest.libraries.filter((l) => !osv[l.package]).map((l) => l.package);
    expect(left.sort()).toEqual(['@amcharts/amcharts4', '@fancyapps/ui', 'ckeditor5', 'three']);
  });

  it.each([
    ['vue', 'Vue.js'],
    ['react', 'React'],
    ['react-dom', 'React'],
    ['@angular/core', 'Angular'],
    ['angular', 'AngularJS'],
    ['next', 'Next.js'],
    ['nuxt', 'Nuxt.js'],
    ['astro', 'Astro'],
    ['@astrojs/starlight', 'Starlight'],
    ['gatsby', 'Gatsby'],
    ['@docusaurus/core', 'Docusaurus'],
    ['vitepress', 'VitePress'],
    ['vuepress', 'VuePress'],
    ['react-router', 'React Router'],
    ['react-router-dom', 'React Router'],
    ['swagger-ui-dist', 'Swagger UI'],
    ['storybook', 'Storybook'],
    ['reveal.js', 'Reveal.js'],
    ['redoc', 'ReDoc'],
    ['@builder.io/qwik', 'Qwik'],
    ['dexie', 'Dexie.js'],
    ['htmx.org', 'Htmx'],
    ['ace-builds', 'Ace'],
    ['fuse.js', 'Fuse.js'],
    ['nprogress', 'NProgress'],
    ['clipboard', 'Clipboard.js'],
    ['moment-timezone', 'Moment Timezone'],
    ['codemirror', 'CodeMirror'],
    ['@11ty/eleventy', 'Eleventy'],
    ['hexo', 'Hexo'],
    ['@rspack/core', 'Rspack'],
    ['docsify', 'Docsify'],
  ])('maps %s to %s', (name, technology) => {
    expect(osv[name]).toBe(technology);
  });

  it('maps no plugin, router or tool of a framework to the framework itself', () => {
    for (const name of ['vue-router', '@vue/compiler-sfc', 'react-scripts', 'd3-color', 'jquery-validation'])
      expect(osv[name]).toBeUndefined();
  });
});

describe('bundled advisories.json', () => {
  const snapshot = loadAdvisorySnapshot();
  const mapping = loadAdvisorySourceMapping();

  it('holds only mapped technologies, each advisory with an id, a source, a URL and a range or version', () => {
    const mapped = new Set(Object.values(mapping.sources).flatMap((names) => Object.values(names)));
    for (const [name, t] of Object.entries(snapshot.technologies)) {
      expect(mapped.has(name)).toBe(true);
      for (const a of t.advisories) {
        expect(a.id && a.source && /^https?:\/\//.test(a.url)).toBeTruthy();
        expect(a.ranges.length + (a.versions?.length ?? 0)).toBeGreaterThan(0);
      }
    }
  });

  it.each([
    ['Apache HTTP Server', '2.4.49', 'CVE-2021-41773'],
    ['Nginx', '1.20.0', 'CVE-2021-23017'],
    ['jQuery', '3.4.1', 'GHSA-gxr4-xjj5-5px2'],
    ['Bootstrap', '3.3.7', 'GHSA-3mgp-fx93-9xv5'],
    ['phpMyAdmin', '4.9.0', 'PMASA-2020-3'],
    ['RoundCube', '1.6.5', 'CVE-2024-42009'],
    ['PHP', '8.1.28', 'CVE-2024-4577'],
    ['Hugo', '0.111.3', 'GO-2026-5313'],
    ['git', '2.39.1', 'CVE-2023-22490'],
    ['Jetty', '9.4.50', 'CVE-2023-44487'],
    ['Ruby', '3.1.2', 'CVE-2021-33621'],
    ['WEBrick', '1.8.1', 'CVE-2025-6442'],
    ['WordPress', '6.1.6', 'CVE-2024-31111'],
    ['Cacti', '1.2.24', 'CVE-2023-39361'],
    ['Apache Tomcat', '10.1.34', 'CVE-2025-24813'],
    ['AWStats', '7.8', 'CVE-2022-46391'],
  ])('knows the advisories of %s %s offline (%s)', (name, version, id) => {
    const [found] = vulnerabilitiesOf(
      [{ name, version, implied: false, evidence: [{ family: 'headers', version }] }],
      snapshot,
    );
    expect(found.advisories.map((a) => a.id)).toContain(id);
  });

  it('does not flag WordPress 6.1.9 (the corpus version) for fixes backported to it', () => {
    const [found] = vulnerabilitiesOf(
      [
        {
          name: 'WordPress',
          version: '6.1.9',
          implied: false,
          evidence: [{ family: 'meta', version: '6.1.9' }],
        },
      ],
      snapshot,
    );
    expect(found.advisories).toEqual([]);
    expect(found.sources).toEqual(['cve']);
  });

  it("marks Debian's Cacti 1.2.24 (the corpus site: Apache/2.4.71 (Debian)) as maybe patched by the distribution", () => {
    const cacti = {
      name: 'Cacti',
      version: '1.2.24',
      implied: false,
      evidence: [{ family: 'meta', version: '1.2.24' }],
    };
    const debian = { name: 'Debian', version: null, implied: false, evidence: [{ family: 'headers' }] };
    const [alone] = vulnerabilitiesOf([cacti], snapshot);
    const [withDebian] = vulnerabilitiesOf([cacti, debian], snapshot);
    expect(alone.advisories.length).toBeGreaterThan(0);
    expect(alone.mayBePatchedByDistribution).toBe(false);
    expect(withDebian.mayBePatchedByDistribution).toBe(true);
  });
});
