/**
 * Fixtures of the round-7 overlay rules (technologies the seventh held-out corpus round named that no fingerprint set
 * had; libs/analyzer/corpus README "Round 7"): `fingerprints/overlay/round7.json` (Fossil, Gitit, Happstack, HonKit,
 * Mercurial's hgweb). Small hand-written signals imitating what the shipped software emits (Debian 12 fossil 2.21's
 * built-in skins, gitit 0.15.1.0's data/templates/footer.st and its happstack-server `Server` header, mercurial 6.3.2's
 * templates/<style>/header.tmpl, npm honkit 6.1.7's default theme layout), never a copy of a recorded site. Each asserts the
 * detection (and version) with the overlay and that upstream alone lacked it.
 */
import { found, pageAt, upstream } from './overlay.test-support';

const page = pageAt('https://scm.example.org/');

describe('overlay: round 7 applications', () => {
  it('Fossil: the body classes of every page and the footer of each built-in skin, with the version', () => {
    const body = page({
      html: '<body class="timeline rpage-timeline cpage-timeline"><div class="header"></div>',
    });
    expect(found(body, 'Fossil')?.version).toBeNull();
    expect(found(body, 'Fossil', upstream)).toBeUndefined();
    // default skin: `…s by\nFossil $release_version $manifest_version $manifest_date`
    const plain = page({
      html: '<div class="footer">\nThis page was generated in about\n0.005s by\nFossil 2.21 [3c53b6364e] 2023-02-26 19:24:24\n</div>',
    });
    expect(found(plain, 'Fossil')?.version).toBe('2.21');
    // a skin linking the name: `<a href="$fossilUrl/">Fossil</a>\n  version $release_version $tclVersion`
    const linked = page({
      html: 'This page was generated in about\n  0.012s by\n  <a href="https://scm.example.org/">Fossil</a>\n  version 2.21 ',
    });
    expect(found(linked, 'Fossil')?.version).toBe('2.21');
    const site = page({
      html: '<a href="https://www.fossil-scm.org/">Fossil 2.21 [3c53b6364e] 2023-02-26 19:24:24</a>',
    });
    expect(found(site, 'Fossil')?.version).toBe('2.21');
    // another program's page naming Fossil is not Fossil
    expect(found(page({ html: '<p>We moved from Fossil 2.21 to git.</p>' }), 'Fossil')).toBeUndefined();
  });

  it('Gitit: its footer, with Happstack and Haskell implied; Happstack by its Server header with the version', () => {
    const gitit = page({
      html: '<div id="footer">powered by <a href="http://github.com/jgm/gitit/tree/master/">gitit</a></div>',
    });
    expect(found(gitit, 'Gitit')).toBeDefined();
    expect(found(gitit, 'Happstack')).toBeDefined();
    expect(found(gitit, 'Haskell')).toBeDefined();
    expect(found(gitit, 'Gitit', upstream)).toBeUndefined();
    const server = page({ headers: { server: ['Happstack/7.7.2'] } });
    expect(found(server, 'Happstack')?.version).toBe('7.7.2');
    expect(found(server, 'Haskell')).toBeDefined();
    expect(found(server, 'Happstack', upstream)).toBeUndefined();
  });

  it('HonKit: the generator meta of its default theme, with the version (GitBook not claimed)', () => {
    const book = page({ meta: { generator: ['HonKit 6.1.7'] } });
    expect(found(book, 'HonKit')?.version).toBe('6.1.7');
    expect(found(book, 'GitBook')).toBeUndefined();
    expect(found(book, 'HonKit', upstream)).toBeUndefined();
  });

  it('Mercurial: the stylesheet and script every hgweb style links, Python implied', () => {
    for (const style of ['paper', 'gitweb', 'monoblue', 'spartan']) {
      const hgweb = page({
        html:
          `<link rel="stylesheet" href="/static/style-${style}.css" type="text/css" />\n` +
          '<script type="text/javascript" src="/static/mercurial.js"></script>',
      });
      expect(found(hgweb, 'Mercurial')).toBeDefined();
      expect(found(hgweb, 'Python')).toBeDefined();
    }
    // coal: paper's stylesheet, then its own, then the script
    const coal = page({
      html:
        '<link rel="stylesheet" href="/static/style-paper.css" type="text/css" />\n' +
        '<link rel="stylesheet" href="/static/style-extra-coal.css" type="text/css" />\n' +
        '<script type="text/javascript" src="/static/mercurial.js"></script>',
    });
    expect(found(coal, 'Mercurial')).toBeDefined();
    expect(found(coal, 'Mercurial', upstream)).toBeUndefined();
    // a script of that name alone is not hgweb
    expect(found(page({ html: '<script src="/js/mercurial.js"></script>' }), 'Mercurial')).toBeUndefined();
  });
  it('Node.js behind TiddlyWiki: the TiddlyWeb sync plugin in the tiddler store (additions.json, confidence 75)', () => {
    // npm tiddlywiki 5.4.1, server edition (`tiddlywiki wiki --init server`): the plugin's record in the JSON store
    const store = (plugins: string) =>
      page({
        meta: { generator: ['TiddlyWiki'] },
        html: `<script class="tiddlywiki-tiddler-store" type="application/json">[${plugins}]</script>`,
      });
    const served = store(
      '{"title":"$:/plugins/tiddlywiki/tiddlyweb","name":"TiddlyWeb","description":"Sync changes from the browser to TW5 (node.js) or TiddlyWeb server","version":"5.4.1","plugin-type":"plugin"}',
    );
    expect(found(served, 'TiddlyWiki')).toBeDefined();
    expect(found(served, 'Node.js')?.confidence).toBe(75);
    expect(found(served, 'Node.js', upstream)).toBeUndefined();
    // a wiki saved as one file: the core's publish filter names the plugin, the store does not hold it
    const saved = store(
      '{"title":"$:/core/save/all","text":"\\\\define saveTiddlerFilter()\\n[is[tiddler]] -[[$:/plugins/tiddlywiki/filesystem]] -[[$:/plugins/tiddlywiki/tiddlyweb]]"}',
    );
    expect(found(saved, 'TiddlyWiki')).toBeDefined();
    expect(found(saved, 'Node.js')).toBeUndefined();
  });
  it("Highlight.js embedded in the page: its build banner in TiddlyWiki's tiddler store (signatures.json html)", () => {
    // npm tiddlywiki 5.4.1's highlight plugin: the library as a JSON string, not a script the page runs
    const wiki = page({
      html:
        '<script class="tiddlywiki-tiddler-store" type="application/json">[{"title":"$:/plugins/tiddlywiki/highlight",' +
        '"text":"{\\"tiddlers\\":{\\"$:/plugins/tiddlywiki/highlight/highlight.js\\":{\\"text\\":\\"/*!\\\\n  ' +
        'Highlight.js v11.11.1 (git: 08cb242e7d)\\\\n  (c) 2006-2024 Josh Goebel"}]</script>',
    });
    expect(found(wiki, 'Highlight.js')?.version).toBe('11.11.1');
    expect(found(wiki, 'Highlight.js', upstream)).toBeUndefined();
    // prose naming the library is not the library
    expect(
      found(page({ html: '<p>We use Highlight.js v11.11.1 for code.</p>' }), 'Highlight.js'),
    ).toBeUndefined();
  });
});
