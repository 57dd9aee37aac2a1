import { readingMinutes, sanitizeArticleHtml, wordCount } from './article-html';

describe('article html', () => {
  it('keeps every rich-text element of the spec', () => {
    const html =
      '<h1>A</h1><h2 id="b">B</h2><h3>C</h3><h4>D</h4><h5>E</h5><h6>F</h6><p>Text <strong>bold</strong> ' +
      '<em>em</em> <code>x</code> <a href="/faq">faq</a></p><blockquote><p>q</p></blockquote><hr />' +
      '<img src="https://example.com/a.png" alt="a" /><ul><li>one</li></ul><ol start="2"><li>two</li></ol>' +
      '<pre><code class="language-bash">ls</code></pre>' +
      '<table><thead><tr><th scope="col">h</th></tr></thead><tbody><tr><td>c</td></tr></tbody></table>';
    const clean = sanitizeArticleHtml(html);
    for (const tag of [
      'h1',
      'h2',
      'h3',
      'h4',
      'h5',
      'h6',
      'p',
      'strong',
      'em',
      'code',
      'a',
      'blockquote',
      'hr',
      'img',
      'ul',
      'ol',
      'li',
      'pre',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
    ]) {
      expect(clean).toContain(`<${tag}`);
    }
    expect(clean).toContain('<a href="/faq">faq</a>');
    expect(clean).toContain('<code class="language-bash">');
  });

  it('strips scripts, handlers, styles and dangerous URLs', () => {
    const clean = sanitizeArticleHtml(
      '<p onclick="steal()">Hi<script>alert(1)</script><style>p{}</style></p>' +
        '<a href="javascript:alert(1)">x</a><img src="data:image/png;base64,AA" onerror="x()">' +
        '<iframe src="https://evil.example">in frame</iframe><div>kept text</div>',
    );
    expect(clean).not.toMatch(/script|alert|onclick|onerror|style|iframe|javascript|data:|in frame|<div/);
    expect(clean).toContain('<p>Hi</p>');
    expect(clean).toContain('kept text');
  });

  it('opens external links in a new tab with a safe rel', () => {
    expect(sanitizeArticleHtml('<a href="https://example.com" rel="opener" target="_self">e</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">e</a>',
    );
  });

  it('counts words and reading time', () => {
    expect(wordCount('<p>one two</p><p>three — four</p>')).toBe(4);
    expect(readingMinutes('<p>short</p>')).toBe(1);
    expect(readingMinutes(`<p>${'word '.repeat(880)}</p>`)).toBe(4);
  });
});
