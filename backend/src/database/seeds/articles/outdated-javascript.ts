import type { SeedArticle } from '../articles';

/** "Why outdated JavaScript libraries matter". */
export const outdatedJavascriptArticle: SeedArticle = {
  slug: 'why-outdated-javascript-libraries-matter',
  title: 'Why outdated JavaScript libraries matter',
  summary:
    'An old jQuery or a forgotten Lodash is rarely the headline of a breach, but it is often the open door. Why front-end dependencies age badly, and a practical routine to keep them current.',
  author: 'The StackLens team',
  tags: ['javascript', 'security', 'maintenance'],
  publishedAt: '2025-02-03T09:00:00Z',
  bodyHtml: `
<p>Front-end code has a peculiar property: once it ships, it keeps working. A page built in 2016 with jQuery 1.12 and a carousel plugin will usually still render today. That is exactly why outdated JavaScript libraries are so common on the web, and why they matter more than their quiet behaviour suggests.</p>

<h2 id="what-we-see">What we see in the analyses</h2>
<p>When StackLens analyses a website, it detects the libraries a page loads and, where it can, their versions. It then compares each version with the latest release. In the analyses we run, the same pattern shows up again and again: the content management system is reasonably current, because its admin panel nags the owner, while the JavaScript bundled by a theme years ago has never been touched.</p>
<p>The reasons are easy to understand:</p>
<ul>
  <li>Libraries are often copied into a theme rather than installed with a package manager, so no tool ever reports them as outdated.</li>
  <li>An update rarely has a visible benefit for the person who has to approve it.</li>
  <li>Major updates of old libraries break plugins that depend on removed APIs, so nobody wants to be the one who tries.</li>
</ul>

<h2 id="why-it-matters">Why it matters</h2>
<h3>Known vulnerabilities are public</h3>
<p>When a vulnerability in a popular library is fixed, the advisory, the affected version range and often a proof of concept become public. From that day on, anyone can scan the web for pages that load an affected version. That takes no skill: version strings are in file names, in comments at the top of the file, and in global variables such as <code>jQuery.fn.jquery</code>.</p>
<p>Client-side vulnerabilities are mostly cross-site scripting: a library turns attacker-controlled input into HTML or script. Older jQuery versions, for instance, had well-documented issues in how they handled HTML passed to their manipulation methods, and old versions of popular utility libraries had prototype-pollution bugs. Whether a given site is exploitable depends on how it uses the library, but "probably not exploitable" is a weak argument when the fix is an update.</p>

<h3>End of life means nobody is watching</h3>
<p>Worse than being a few versions behind is running a release line that its maintainers no longer support. An end-of-life version does not receive fixes for problems found in the future. This is why the Awesomeness Score treats versions unequally: a patch behind still earns 90% of the version check, a major version behind 30%, and an end-of-life version nothing.</p>

<h3>Performance and compatibility</h3>
<p>Old libraries also cost speed. Many were written for browsers that no longer exist and carry polyfills and workarounds every visitor still downloads. Modern versions are often smaller, support tree shaking, and make use of APIs the browser provides natively. Some older code even stops working correctly as browsers remove deprecated features.</p>

<blockquote>
  <p>An outdated library is not a vulnerability by itself. It is a liability with an unknown due date.</p>
</blockquote>

<h2 id="routine">A routine that works</h2>
<p>Keeping front-end dependencies current is not a one-off project; it is a habit. This is the routine we recommend:</p>
<ol>
  <li><strong>Make the inventory.</strong> Run an analysis on StackLens and note every technology with a version status of <em>major behind</em> or <em>end of life</em>. Look at your build too: <code>npm outdated</code> lists what your package manager knows about.</li>
  <li><strong>Move copied files into the package manager.</strong> A library in <code>package.json</code> is visible to <code>npm audit</code>, Dependabot and Renovate. A file in <code>/assets/js/vendor/</code> is invisible to all of them.</li>
  <li><strong>Update patch and minor releases continuously.</strong> They are meant to be compatible. Automate them with a dependency bot and let your tests decide.</li>
  <li><strong>Plan major updates.</strong> Read the upgrade guide, search your code for removed APIs, and upgrade one library at a time. jQuery, for instance, offers a migration plugin that logs every deprecated call it sees.</li>
  <li><strong>Remove what you no longer need.</strong> The safest dependency is the one you deleted. Many utilities that once needed a library, such as <code>fetch</code>, <code>classList</code> or <code>Array.prototype.includes</code>, are now part of every browser.</li>
</ol>

<h2 id="defence">Defence in depth</h2>
<p>Updates close known holes, but they do not stop the next one. Two headers reduce the damage a vulnerable script can do. A <code>Content-Security-Policy</code> restricts where scripts may come from and can forbid inline script altogether. Subresource Integrity pins third-party files to a known hash:</p>
<pre><code class="language-html">&lt;script src="https://cdn.example.com/lib-3.7.1.min.js"
        integrity="sha384-…"
        crossorigin="anonymous"&gt;&lt;/script&gt;</code></pre>
<p>If the file on the CDN changes, the browser refuses to run it. Together with current versions, that turns your front end from an easy target into an uninteresting one.</p>

<h2 id="measure">Measure, then repeat</h2>
<p>After an update, run the analysis again. The modernity part of the score moves as soon as the new version is detected, and the score history shows the improvement over time. Repeat the inventory every quarter; it takes minutes once the libraries live in your package manager.</p>
<hr />
<p>Curious how your versions compare to the rest of the web? The <a href="/insights/technologies/most-used">most-used technologies</a> insight shows what other sites run, and every <a href="/technologies">technology page</a> lists the versions we have seen with their shares.</p>
`,
};
