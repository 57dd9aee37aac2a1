import type { SeedArticle } from '../articles';

/** "How the Awesomeness Score is computed": the score model of libs/analyzer/src/score/score.ts, in prose. */
export const awesomenessScoreArticle: SeedArticle = {
  slug: 'how-the-awesomeness-score-is-computed',
  title: 'How the Awesomeness Score is computed',
  summary:
    'The Awesomeness Score condenses a website into one number from 0 to 100. Here is exactly what goes into it, how each part is weighted, and how to raise yours.',
  author: 'The StackLens team',
  tags: ['awesomeness score', 'methodology'],
  publishedAt: '2025-01-15T09:00:00Z',
  bodyHtml: `
<p>Every analysis on StackLens ends with a single number between 0 and 100: the <strong>Awesomeness Score</strong>. A single number is convenient, but it is only useful if you can see where it comes from. This article explains the model behind it, check by check, so that you can reproduce the result and, more importantly, improve it.</p>

<h2 id="four-parts">Four parts, fixed weights</h2>
<p>The score is a weighted sum of four parts. Each part is worth a fixed number of points, and the points of the four parts add up to the score you see:</p>
<table>
  <thead>
    <tr><th scope="col">Part</th><th scope="col">Points</th><th scope="col">What it measures</th></tr>
  </thead>
  <tbody>
    <tr><td>Modernity</td><td>30</td><td>How far the detected software versions are behind their latest releases</td></tr>
    <tr><td>Security</td><td>30</td><td>HTTPS, the certificate, the security headers the server sends, and the known vulnerabilities of the detected versions</td></tr>
    <tr><td>Performance</td><td>25</td><td>Lighthouse performance and Core Web Vitals when a report at most 30 days old exists; otherwise time to first byte, document size, compression, HTTP version, caching, requests</td></tr>
    <tr><td>Best practice</td><td>15</td><td>Lighthouse best practices, SEO and accessibility when a report exists; otherwise title, description, language, viewport, robots.txt and sitemap</td></tr>
  </tbody>
</table>
<p>Inside a part, every check has a relative weight and earns a fraction between 0 and 1. The part's points are its weight multiplied by the weighted average of what its checks earned. A check that could not be measured, for example cookie flags on a site that sets no cookies, carries no weight at all: the part is averaged over the checks that <em>could</em> be measured. Nothing is punished for being absent when it does not apply.</p>
<p><strong>Unknown is never perfect</strong> (score model v2). If a whole part has no evidence at all — say, no detected technology has both a known version and a known latest release — the breakdown shows it as <em>not measured</em>: it earns nothing, and its weight is shared by the measured parts in proportion to their own weights. With Modernity not measured, for example, Security counts for 30/70 × 100 = 42.9 points, Performance for 35.7 and Best practice for 21.4. The breakdown always says which parts were measured and where each value comes from (versions, the HTTP fetch, the browser, or Lighthouse).</p>

<h2 id="modernity">Modernity (30 points)</h2>
<p>For every detected technology with both a detected version and a known latest release, StackLens adds one check. What it earns depends on how far behind the version is:</p>
<ul>
  <li>up to date: 100%</li>
  <li>a patch release behind: 90%</li>
  <li>a minor release behind: 70%</li>
  <li>a major release behind: 30%</li>
  <li>end of life (the vendor no longer ships security fixes): 0%</li>
</ul>
<p>End of life is judged per release cycle (PHP 7.4, say) from the release data StackLens ships and refreshes daily: even the newest patch of a cycle past its end of life earns nothing. Every versioned technology weighs the same, so a site running an end-of-life PHP next to an up-to-date jQuery lands at 50% for this part. Technologies whose detected or latest version is unknown are left out, and the part says how many were measured, for example <em>3 of 7 versioned technologies measured</em>. We would rather say nothing than guess.</p>

<h2 id="security">Security (30 points)</h2>
<p>Security is the part with the most checks, because most of them are cheap to fix. The relative weights are in brackets:</p>
<ol>
  <li><strong>HTTPS</strong> [3]: the final page is served over HTTPS.</li>
  <li><strong>Valid TLS certificate</strong> [3]: the certificate chain validates for the host name.</li>
  <li><strong>HTTP redirects to HTTPS</strong> [2]: a visitor typing <code>http://</code> ends up on HTTPS.</li>
  <li><strong>Strict-Transport-Security</strong> [2]: full credit from a <code>max-age</code> of 180 days (15,552,000 seconds); a shorter positive max-age earns half.</li>
  <li><strong>Content-Security-Policy</strong> [2]: present. A report-only policy alone earns a quarter: it is a good first step, but it does not protect anyone yet.</li>
  <li><strong>X-Content-Type-Options</strong> [1]: set to <code>nosniff</code>.</li>
  <li><strong>Frame protection</strong> [1]: <code>X-Frame-Options: DENY</code> or <code>SAMEORIGIN</code>, or a CSP <code>frame-ancestors</code> directive.</li>
  <li><strong>Referrer-Policy</strong> [1]: present and not <code>unsafe-url</code>.</li>
  <li><strong>No version-leaking headers</strong> [1]: <code>Server</code> and <code>X-Powered-By</code> carry no version numbers, and there is no <code>X-AspNet-Version</code>.</li>
  <li><strong>Secure cookies</strong> [2]: the share of cookies with the <code>Secure</code> flag and the share with <code>HttpOnly</code>, averaged.</li>
  <li><strong>No known vulnerabilities</strong> [4] (score model v3): see below.</li>
</ol>
<p><strong>Known vulnerabilities.</strong> StackLens matches every detected version against published security advisories (the GitHub Advisory Database, retire.js, the Apache HTTP Server and nginx advisories, FriendsOfPHP; refreshed daily and credited on the result page). Only a version StackLens actually detected can be vulnerable: a technology whose version is unknown or implied, or that no source covers, costs nothing. Each vulnerable technology costs the severity of its worst advisory — a critical one the whole check, high 60%, medium or unrated 30%, low 10% — and half of that when the version may be patched by the distribution that packages it (Debian's or Ubuntu's Apache, nginx and PHP report the upstream version while carrying backported fixes; StackLens says so when it detects the distribution). Only the worst advisory of a technology counts, so a long tail of minor findings cannot drown the rest; the costs of several technologies add up to at most the whole check. A site with detected versions and no advisory earns the check in full; a site with no version to look up is <em>not measured</em> here.</p>

<h2 id="performance">Performance (25 points)</h2>
<p>When a Lighthouse report at most 30 days old exists (run one from the result page), performance comes from it: the Lighthouse performance score [4] and three lab Core Web Vitals, each [1] — Largest Contentful Paint (2.5 s or less earns everything, up to 4 s half), Cumulative Layout Shift (0.1 or less, up to 0.25 half) and Total Blocking Time (200 ms or less, up to 600 ms half).</p>
<p>When no Lighthouse report is available, performance is judged from what the server actually sent:</p>
<ul>
  <li><strong>Time to first byte</strong> [3]: 200 ms or less earns everything, up to 500 ms 85%, up to 800 ms 70%, up to 1.8 s 35%, slower nothing.</li>
  <li><strong>Document transfer size</strong> [2]: up to 100 KB on the wire is ideal, up to 300 KB earns 70%, up to 1 MB 35%.</li>
  <li><strong>Compression</strong> [2]: gzip, Brotli, zstd or deflate. Documents under 1 KB pass without it.</li>
  <li><strong>HTTP/2 or newer</strong> [1].</li>
  <li><strong>Caching headers</strong> [1]: a <code>Cache-Control</code> with <code>max-age</code>, <code>s-maxage</code> or <code>no-cache</code>, or an <code>ETag</code> or <code>Last-Modified</code> validator.</li>
  <li><strong>Request count</strong> [1]: measured only when the page was loaded in a browser: 50 requests or fewer is ideal, more than 200 earns nothing.</li>
</ul>

<h2 id="best-practice">Best practice (15 points)</h2>
<p>With a Lighthouse report, this part is the average of Lighthouse's best-practices, SEO and accessibility scores. Without one, it checks the basics that search engines, screen readers and phones rely on: a non-empty <code>&lt;title&gt;</code> [2], a meta description [2], a <code>lang</code> attribute on the <code>&lt;html&gt;</code> element [1], a viewport meta tag [2], a <code>robots.txt</code> [1] and a sitemap [1].</p>

<h2 id="bands">Reading the number</h2>
<p>The score is shown in three bands: <strong>49 or below</strong> needs attention, <strong>50 to 89</strong> is decent with room to improve, and <strong>90 and above</strong> is excellent. Every score is stored with the version of the model that produced it, so a change to the model never silently rewrites your history: the score history marks where a new model starts. The current model is v3: v2 reported unmeasured parts and unknown versions instead of counting them as full marks and let Lighthouse reports feed Performance and Best practice; v3 adds the known vulnerabilities of detected versions to Security. Because advisories are published after the fact, a website can lose Security points in v3 without changing anything.</p>

<blockquote>
  <p>A score is a summary, not a verdict. Open the breakdown on the result page: every check shows what was measured, for example <code>max-age 86400 s</code> or <code>TTFB 640 ms</code>, so you know exactly what to fix.</p>
</blockquote>

<h2 id="improve">The quickest wins</h2>
<p>Most sites can gain ten points or more in an afternoon, because the cheapest checks are headers. A typical nginx configuration that satisfies most of the security part looks like this:</p>
<pre><code class="language-nginx">add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;
add_header X-Content-Type-Options "nosniff" always;
add_header Referrer-Policy "strict-origin-when-cross-origin" always;
add_header Content-Security-Policy "default-src 'self'; frame-ancestors 'self'" always;
server_tokens off;
gzip on;</code></pre>
<p>After that, update the libraries that are a major version behind, and make sure every page has a title and a description. Then run the analysis again: the breakdown shows each check that changed.</p>
<hr />
<p>Questions about a result? <a href="/contact">Write to us</a>. We read every message, and many of the checks above were refined thanks to them.</p>
`,
};
