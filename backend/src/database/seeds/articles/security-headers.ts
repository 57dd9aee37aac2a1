import type { SeedArticle } from '../articles';

/** "Security headers every site should send". */
export const securityHeadersArticle: SeedArticle = {
  slug: 'security-headers-every-site-should-send',
  title: 'Security headers every site should send',
  summary:
    'Six HTTP response headers cost nothing, break nothing when introduced carefully, and close whole classes of attacks. What each one does and a safe value to start with.',
  author: 'The StackLens team',
  tags: ['security', 'http headers', 'hardening'],
  publishedAt: '2025-03-10T09:00:00Z',
  bodyHtml: `
<p>Most security work is expensive: audits, code reviews, penetration tests. Security headers are the exception. They are a few lines of server configuration that tell the browser to enforce rules on your behalf, and they protect every visitor on every page. They also make up a large share of the security part of the <a href="/content/articles/how-the-awesomeness-score-is-computed">Awesomeness Score</a>.</p>
<p>Here are the headers we check, what each one prevents, and a value that is safe to start with.</p>

<h2 id="hsts">1. Strict-Transport-Security</h2>
<p>HTTPS only protects a visitor who actually uses it. Someone typing <code>example.com</code> into the address bar starts with a plain HTTP request that an attacker on the same network can intercept before your redirect ever arrives. <strong>HSTS</strong> tells the browser to use HTTPS for your domain, without asking, for a given time.</p>
<pre><code>Strict-Transport-Security: max-age=31536000; includeSubDomains</code></pre>
<p>Start with a short <code>max-age</code> such as one day if you are unsure whether every subdomain supports HTTPS, then raise it. StackLens gives full credit from 180 days. Only send the header over HTTPS; browsers ignore it on plain HTTP.</p>

<h2 id="csp">2. Content-Security-Policy</h2>
<p>A <strong>Content Security Policy</strong> is an allow-list of where scripts, styles, images and frames may come from. If an attacker manages to inject a <code>&lt;script&gt;</code> into your page, a good policy stops the browser from running it. It is the single most effective defence against cross-site scripting, and also the header that needs the most care.</p>
<p>Introduce it in two steps. First send it in report-only mode and watch the violations:</p>
<pre><code>Content-Security-Policy-Report-Only: default-src 'self'; img-src 'self' data: https:; report-to csp</code></pre>
<p>When the reports only show things you do not want anyway, switch to the enforcing header:</p>
<pre><code>Content-Security-Policy: default-src 'self'; img-src 'self' data: https:; object-src 'none'; base-uri 'self'; frame-ancestors 'self'</code></pre>
<p>Avoid <code>'unsafe-inline'</code> for scripts where you can; nonces or hashes allow the inline scripts you need without allowing everyone else's.</p>

<h2 id="nosniff">3. X-Content-Type-Options</h2>
<p>Browsers used to guess the type of a response from its content, a behaviour called MIME sniffing. An uploaded "image" containing script could then be executed as JavaScript. One value turns that off:</p>
<pre><code>X-Content-Type-Options: nosniff</code></pre>
<p>There is no reason not to send it, as long as your server sends correct <code>Content-Type</code> headers, which it should anyway.</p>

<h2 id="framing">4. Frame protection</h2>
<p>Clickjacking hides your page in an invisible frame on another site and tricks visitors into clicking buttons they cannot see, such as "delete account" or "confirm payment". You can forbid other sites from framing your pages with either of these:</p>
<pre><code>X-Frame-Options: SAMEORIGIN
Content-Security-Policy: frame-ancestors 'self'</code></pre>
<p>The CSP directive is the modern form and supports lists of allowed origins; the older header is still understood everywhere. Sending both does no harm.</p>

<h2 id="referrer">5. Referrer-Policy</h2>
<p>When a visitor follows a link, the browser tells the target where they came from. Full URLs can contain search terms, user ids or reset tokens. A referrer policy limits what leaves your site:</p>
<pre><code>Referrer-Policy: strict-origin-when-cross-origin</code></pre>
<p>Other sites then only see your origin, and nothing at all over an insecure connection. Never use <code>unsafe-url</code>, which sends the full address everywhere.</p>

<h2 id="leaks">6. Headers you should not send</h2>
<p>Security is also about what you leave out. Headers such as <code>Server: Apache/2.4.41 (Ubuntu)</code>, <code>X-Powered-By: PHP/7.4.3</code> or <code>X-AspNet-Version</code> tell an attacker exactly which vulnerabilities to try. Hiding versions does not fix anything, but it stops you from appearing in every automated scan for a specific version.</p>
<table>
  <thead>
    <tr><th scope="col">Server</th><th scope="col">How to hide the version</th></tr>
  </thead>
  <tbody>
    <tr><td>nginx</td><td><code>server_tokens off;</code></td></tr>
    <tr><td>Apache</td><td><code>ServerTokens Prod</code> and <code>ServerSignature Off</code></td></tr>
    <tr><td>PHP</td><td><code>expose_php = Off</code> in php.ini</td></tr>
    <tr><td>Express</td><td><code>app.disable('x-powered-by')</code></td></tr>
  </tbody>
</table>

<h2 id="cookies">A word about cookies</h2>
<p>Cookies are set by a header too, and their flags matter. Mark session cookies <code>Secure</code> so they never travel over plain HTTP, <code>HttpOnly</code> so scripts cannot read them, and give them a <code>SameSite</code> attribute to limit cross-site requests:</p>
<pre><code>Set-Cookie: session=…; Path=/; Secure; HttpOnly; SameSite=Lax</code></pre>

<h2 id="all-together">All together</h2>
<p>For nginx, the whole set fits in one block. Put it in the <code>server</code> block for your HTTPS site:</p>
<pre><code class="language-nginx">add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;
add_header Content-Security-Policy "default-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'self'" always;
add_header X-Content-Type-Options "nosniff" always;
add_header X-Frame-Options "SAMEORIGIN" always;
add_header Referrer-Policy "strict-origin-when-cross-origin" always;
server_tokens off;</code></pre>
<p>The <code>always</code> parameter makes nginx send the headers on error pages too, which attackers like to frame just as much.</p>
<blockquote>
  <p>Test before you enforce: a Content Security Policy that is too strict breaks pages; the other headers almost never do.</p>
</blockquote>
<hr />
<p>Once the headers are deployed, <a href="/">analyse your site again</a>. Every header above is a separate check in the breakdown, with the value we received, so you can confirm each one in seconds.</p>
`,
};
