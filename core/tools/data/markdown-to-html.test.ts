import fc from 'fast-check';
import { Parser } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

type Result = { html: string; blockedLinks: string[] };
const render = (markdown: string) => run<Result>('markdown-to-html', { markdown });

/**
 * CommonMark examples with the HTML the spec gives for them: [example number, Markdown, HTML], from
 * the GFM spec 0.29-gfm (cmark-gfm's spec.txt, which carries the CommonMark examples), two from each
 * section whose examples do not use raw HTML or bare URLs (which this tool escapes or links on purpose).
 */
const COMMONMARK: [number, string, string][] = [
  [1, "\tfoo\tbaz\t\tbim\n", "<pre><code>foo\tbaz\t\tbim\n</code></pre>\n"], // Tabs
  [7, "-\t\tfoo\n", "<ul>\n<li>\n<pre><code>  foo\n</code></pre>\n</li>\n</ul>\n"], // Tabs
  [12, "- `one\n- two`\n", "<ul>\n<li>`one</li>\n<li>two`</li>\n</ul>\n"], // Precedence
  [13, "***\n---\n___\n", "<hr />\n<hr />\n<hr />\n"], // Thematic breaks
  [23, "-     -      -      -\n", "<hr />\n"], // Thematic breaks
  [32, "# foo\n## foo\n### foo\n#### foo\n##### foo\n###### foo\n", "<h1>foo</h1>\n<h2>foo</h2>\n<h3>foo</h3>\n<h4>foo</h4>\n<h5>foo</h5>\n<h6>foo</h6>\n"], // ATX headings
  [33, "####### foo\n", "<p>####### foo</p>\n"], // foo
  [39, "    # foo\n", "<pre><code># foo\n</code></pre>\n"], // foo
  [42, "# foo ##################################\n##### foo ##\n", "<h1>foo</h1>\n<h5>foo</h5>\n"], // foo ##
  [45, "# foo#\n", "<h1>foo#</h1>\n"], // foo ##
  [47, "****\n## foo\n****\n", "<hr />\n<h2>foo</h2>\n<hr />\n"], // foo #\##
  [50, "Foo *bar*\n=========\n\nFoo *bar*\n---------\n", "<h1>Foo <em>bar</em></h1>\n<h2>Foo <em>bar</em></h2>\n"], // Setext headings
  [64, "- Foo\n---\n", "<ul>\n<li>Foo</li>\n</ul>\n<hr />\n"], // Setext headings
  [77, "    a simple\n      indented code block\n", "<pre><code>a simple\n  indented code block\n</code></pre>\n"], // Indented code blocks
  [83, "Foo\n    bar\n\n", "<p>Foo\nbar</p>\n"], // Indented code blocks
  [89, "```\n<\n >\n```\n", "<pre><code>&lt;\n &gt;\n</code></pre>\n"], // Fenced code blocks
  [104, "    ```\n    aaa\n    ```\n", "<pre><code>```\naaa\n```\n</code></pre>\n"], // Fenced code blocks
  [161, "[foo]: /url \"title\"\n\n[foo]\n", "<p><a href=\"/url\" title=\"title\">foo</a></p>\n"], // Link reference definitions
  [175, "[ΑΓΩ]: /φου\n\n[αγω]\n", "<p><a href=\"/%CF%86%CE%BF%CF%85\">αγω</a></p>\n"], // Link reference definitions
  [189, "aaa\n\nbbb\n", "<p>aaa</p>\n<p>bbb</p>\n"], // Paragraphs
  [193, "aaa\n             bbb\n                                       ccc\n", "<p>aaa\nbbb\nccc</p>\n"], // Paragraphs
  [197, "  \n\naaa\n  \n\n# aaa\n\n  \n", "<p>aaa</p>\n<h1>aaa</h1>\n"], // Blank lines
  [206, "> # Foo\n> bar\n> baz\n", "<blockquote>\n<h1>Foo</h1>\n<p>bar\nbaz</p>\n</blockquote>\n"], // Block quotes
  [220, "> foo\n\n> bar\n", "<blockquote>\n<p>foo</p>\n</blockquote>\n<blockquote>\n<p>bar</p>\n</blockquote>\n"], // Block quotes
  [231, "A paragraph\nwith two lines.\n\n    indented code\n\n> A block quote.\n", "<p>A paragraph\nwith two lines.</p>\n<pre><code>indented code\n</code></pre>\n<blockquote>\n<p>A block quote.</p>\n</blockquote>\n"], // List items
  [255, "-  foo\n\n   bar\n", "<ul>\n<li>\n<p>foo</p>\n<p>bar</p>\n</li>\n</ul>\n"], // List items
  [281, "- foo\n- bar\n+ baz\n", "<ul>\n<li>foo</li>\n<li>bar</li>\n</ul>\n<ul>\n<li>baz</li>\n</ul>\n"], // Lists
  [296, "- a\n- b\n\n  c\n- d\n", "<ul>\n<li>\n<p>a</p>\n</li>\n<li>\n<p>b</p>\n<p>c</p>\n</li>\n<li>\n<p>d</p>\n</li>\n</ul>\n"], // Lists
  [308, "\\!\\\"\\#\\$\\%\\&\\'\\(\\)\\*\\+\\,\\-\\.\\/\\:\\;\\<\\=\\>\\?\\@\\[\\\\\\]\\^\\_\\`\\{\\|\\}\\~\n", "<p>!&quot;#$%&amp;'()*+,-./:;&lt;=&gt;?@[\\]^_`{|}~</p>\n"], // Backslash escapes
  [314, "    \\[\\]\n", "<pre><code>\\[\\]\n</code></pre>\n"], // Backslash escapes
  [321, "&nbsp; &amp; &copy; &AElig; &Dcaron;\n&frac34; &HilbertSpace; &DifferentialD;\n&ClockwiseContourIntegral; &ngE;\n", "<p>  &amp; © Æ Ď\n¾ ℋ ⅆ\n∲ ≧̸</p>\n"], // Entity and numeric character references
  [330, "``` f&ouml;&ouml;\nfoo\n```\n", "<pre><code class=\"language-föö\">foo\n</code></pre>\n"], // Entity and numeric character references
  [338, "`foo`\n", "<p><code>foo</code></p>\n"], // Code spans
  [349, "``foo`bar``\n", "<p><code>foo`bar</code></p>\n"], // Code spans
  [360, "*foo bar*\n", "<p><em>foo bar</em></p>\n"], // Emphasis and strong emphasis
  [424, "*foo**bar***\n", "<p><em>foo<strong>bar</strong></em></p>\n"], // Emphasis and strong emphasis
  [493, "[link](/uri \"title\")\n", "<p><a href=\"/uri\" title=\"title\">link</a></p>\n"], // Links
  [538, "[link *foo **bar** `#`*][ref]\n\n[ref]: /uri\n", "<p><a href=\"/uri\">link <em>foo <strong>bar</strong> <code>#</code></em></a></p>\n"], // Links
  [580, "![foo](/url \"title\")\n", "<p><img src=\"/url\" alt=\"foo\" title=\"title\" /></p>\n"], // Images
  [591, "![foo][bar]\n\n[BAR]: /url\n", "<p><img src=\"/url\" alt=\"foo\" /></p>\n"], // Images
  [602, "<http://foo.bar.baz>\n", "<p><a href=\"http://foo.bar.baz\">http://foo.bar.baz</a></p>\n"], // Autolinks
  [613, "<foo+special@Bar.baz-bar0.com>\n", "<p><a href=\"mailto:foo+special@Bar.baz-bar0.com\">foo+special@Bar.baz-bar0.com</a></p>\n"], // Autolinks
  [637, "<33> <__>\n", "<p>&lt;33&gt; &lt;__&gt;</p>\n"], // Raw HTML
  [643, "</a href=\"foo\">\n", "<p>&lt;/a href=&quot;foo&quot;&gt;</p>\n"], // Raw HTML
  [654, "foo  \nbaz\n", "<p>foo<br />\nbaz</p>\n"], // Hard line breaks
  [661, "`code  \nspan`\n", "<p><code>code   span</code></p>\n"], // Hard line breaks
  [669, "foo\nbaz\n", "<p>foo\nbaz</p>\n"], // Soft line breaks
  [670, "foo \n baz\n", "<p>foo\nbaz</p>\n"], // Soft line breaks
  [671, "hello $.;'there\n", "<p>hello $.;'there</p>\n"], // Textual content
  [673, "Multiple     spaces\n", "<p>Multiple     spaces</p>\n"], // Textual content
];

/** The tags markdown-it writes for CommonMark plus GFM tables and strikethrough. */
const ALLOWED_TAGS = new Set(['p', 'a', 'img', 'em', 'strong', 's', 'code', 'pre', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'blockquote', 'hr', 'br', 'table', 'thead', 'tbody', 'tr', 'th', 'td']);
const ALLOWED_ATTRIBUTES = new Set(['href', 'src', 'alt', 'title', 'class', 'style', 'start']);
const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:', 'ftp:']);

/** Parses the HTML as a browser would tokenise it (htmlparser2) and lists whatever could run script. */
function dangers(html: string): string[] {
  const found: string[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (!ALLOWED_TAGS.has(name)) found.push(`tag <${name}>`);
        for (const [attribute, value] of Object.entries(attributes)) {
          if (!ALLOWED_ATTRIBUTES.has(attribute)) found.push(`attribute ${attribute} on <${name}>`);
          if (attribute === 'style' && !/^text-align:(left|center|right)$/.test(value)) found.push(`style ${value}`);
          if (attribute === 'href' || attribute === 'src') {
            // The WHATWG URL parser, as the browser resolves the link against the page.
            const protocol = new URL(value, 'https://page.example/dir/').protocol;
            if (!SAFE_PROTOCOLS.has(protocol)) found.push(`${attribute}=${value} (${protocol})`);
          }
        }
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return found;
}

/**
 * Payloads from the OWASP XSS Filter Evasion Cheat Sheet, and their Markdown forms: raw HTML, link,
 * image, autolink and reference destinations with javascript:, vbscript: and data: in every spelling
 * (letter case, entity-encoded letters and colon, control characters, whitespace), and attribute breakouts.
 */
const PAYLOADS = [
  "<script>alert('XSS')</script>",
  '<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>',
  `<IMG SRC="javascript:alert('XSS');">`,
  "<IMG SRC=JaVaScRiPt:alert('XSS')>",
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>">',
  '<img src=x onerror=alert(1)>',
  "<svg/onload=alert('XSS')>",
  "<BODY ONLOAD=alert('XSS')>",
  `<iframe src="javascript:alert('XSS');"></iframe>`,
  '<a href="javascript:alert(1)">x</a>',
  '<div style="background-image: url(javascript:alert(1))">',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  "[x](javascript:alert('XSS'))",
  '[x](JaVaScRiPt:alert(1))',
  '[x]( javascript:alert(1))',
  '[x](<javascript:alert(1)>)',
  '[x](javascript&#58;alert(1))',
  '[x](javascript&colon;alert(1))',
  '[x](&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1))',
  '[x](&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1))',
  '[x](&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1))',
  '[x](<java\tscript:alert(1)>)',
  '[x](&#9;javascript:alert(1))',
  '[x](&#x0A;javascript:alert(1))',
  '[x](\u0001javascript:alert(1))',
  '[x](java%73cript:alert(1))',
  '[x](javas\\cript:alert(1))',
  '[x](vbscript:msgbox(1))',
  '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[x](file:///etc/passwd)',
  '![x](javascript:alert(1))',
  '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  '<javascript:alert(1)>',
  '<JAVASCRIPT:alert(1)>',
  '[x][ref]\n\n[ref]: javascript:alert(1)',
  '[x](javascript:alert(1) "title")',
  '[x](https://example.com" onmouseover="alert(1))',
  '[x](https://example.com "t\\" onmouseover=\\"alert(1)")',
  '![x" onerror="alert(1)](https://example.com/a.png)',
  '```js" onclick="alert(1)\ncode\n```',
  '`<script>alert(1)</script>`',
  'https://example.com/"onmouseover="alert(1)',
  'javascript:alert(1)',
  '[<img src=x onerror=alert(1)>](https://example.com)',
  '| a |\n|---|\n| <script>alert(1)</script> |',
];

describe('markdown-to-html', () => {
  for (const [example, markdown, html] of COMMONMARK) {
    it(`renders CommonMark spec example ${example} as the spec does`, async () => {
      expect((await render(markdown)).html).toBe(html);
    });
  }

  it('leaves nothing that can run script in the output of any XSS payload', async () => {
    for (const payload of PAYLOADS) {
      const { html } = await render(payload);
      expect(dangers(html), `${JSON.stringify(payload)} → ${html}`).toEqual([]);
      expect(html).not.toMatch(/<(script|iframe|svg|math|body)/i);
    }
  });

  it('escapes raw HTML and shows refused links as text', async () => {
    expect(await render('<script>alert(1)</script>')).toEqual({ html: '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n', blockedLinks: [] });
    expect(await render('[x](javascript&#58;alert(1))')).toEqual({ html: '<p>[x](javascript:alert(1))</p>\n', blockedLinks: ['javascript:alert(1)'] });
    expect(await render('<javascript:alert(1)>')).toEqual({ html: '<p>&lt;javascript:alert(1)&gt;</p>\n', blockedLinks: ['javascript:alert(1)'] });
    expect(await render('[x](data:text/html,hi) ![y](vbscript:z) [z](file:///etc/passwd)')).toEqual({
      html: '<p>[x](data:text/html,hi) ![y](vbscript:z) [z](file:///etc/passwd)</p>\n',
      blockedLinks: ['data:text/html,hi', 'vbscript:z', 'file:///etc/passwd'],
    });
    // A tab or newline that the URL parser would drop is percent-encoded first, so the link is relative.
    expect((await render('[x](<java\tscript:alert(1)>)')).html).toBe('<p><a href="java%09script:alert(1)">x</a></p>\n');
  });

  it('keeps relative, http(s), mailto, tel and ftp links, and refuses other schemes (CommonMark examples 604, 606, 607)', async () => {
    expect((await render('[a](/path?q=1&r=2#top) [b](https://example.com) <mailto:a@b.example> [c](tel:+1-555) [d](ftp://f.example/x) [e](#frag)')).html).toBe(
      '<p><a href="/path?q=1&amp;r=2#top">a</a> <a href="https://example.com">b</a> <a href="mailto:a@b.example">mailto:a@b.example</a> <a href="tel:+1-555">c</a> <a href="ftp://f.example/x">d</a> <a href="#frag">e</a></p>\n',
    );
    // The spec renders these as links; the allow-list keeps them text.
    expect(await render('<irc://foo.bar:2233/baz>')).toEqual({ html: '<p>&lt;irc://foo.bar:2233/baz&gt;</p>\n', blockedLinks: ['irc://foo.bar:2233/baz'] });
    expect((await render('<a+b+c:d>')).blockedLinks).toEqual(['a+b+c:d']);
    expect((await render('<made-up-scheme://foo,bar>')).blockedLinks).toEqual(['made-up-scheme://foo,bar']);
  });

  it('links bare http(s) URLs and e-mail addresses, not www. or file names', async () => {
    expect((await render('see https://example.com/a?b=1, write to a@b.example; www.example.com README.md')).html).toBe(
      '<p>see <a href="https://example.com/a?b=1">https://example.com/a?b=1</a>, write to <a href="mailto:a@b.example">a@b.example</a>; www.example.com README.md</p>\n',
    );
  });

  it('renders GFM tables and strikethrough', async () => {
    // GFM spec example 199 (tables) and 491 (strikethrough); markdown-it writes style="text-align:…" where cmark-gfm writes align="…".
    expect((await render('| abc | defghi |\n:-: | -----------:\nbar | baz\n')).html).toBe(
      '<table>\n<thead>\n<tr>\n<th style="text-align:center">abc</th>\n<th style="text-align:right">defghi</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td style="text-align:center">bar</td>\n<td style="text-align:right">baz</td>\n</tr>\n</tbody>\n</table>\n',
    );
    expect((await render('~~Hi~~ Hello, world!')).html).toBe('<p><s>Hi</s> Hello, world!</p>\n');
  });

  it('lists each refused URL once, at most 100, clipped to 200 characters', async () => {
    const many = Array.from({ length: 150 }, (_, i) => `[x](javascript:alert(${i}))`).join(' ');
    const result = await render(many + ' [y](javascript:alert(0))');
    expect(result.blockedLinks).toHaveLength(100);
    expect(result.blockedLinks[0]).toBe('javascript:alert(0)');
    const long = (await render(`[x](javascript:${'a'.repeat(300)})`)).blockedLinks[0]!;
    expect(long).toBe(`javascript:${'a'.repeat(189)}…`);
  });

  it('refuses output that reference links would blow up', async () => {
    const definition = '[a]: http://x.example/' + 'a'.repeat(50_000) + '\n\n';
    await expectInvalid('markdown-to-html', { markdown: definition + '[a] '.repeat(2_000) }, 'markdown: the HTML would be longer than 20000000 characters');
    expect((await render(definition + '[a] '.repeat(100))).html.length).toBeGreaterThan(5_000_000);
  });

  it('answers pathological nesting quickly and boundedly', async () => {
    for (const markdown of ['> '.repeat(200_000) + 'x', '['.repeat(100_000) + 'a', '*a'.repeat(100_000), '`'.repeat(200_000) + 'a']) {
      const started = performance.now();
      const { html } = await render(markdown);
      expect(html.length).toBeLessThan(markdown.length * 5 + 100);
      expect(performance.now() - started).toBeLessThan(8_000);
    }
  });

  it('refuses wrong types, unknown fields and more than 1,000,000 characters', async () => {
    await expectInvalid('markdown-to-html', { markdown: null }, 'markdown: must be a string, got null');
    await expectInvalid('markdown-to-html', { markdown: '', html: true }, 'html: unknown field');
    await expectInvalid('markdown-to-html', {}, 'markdown: is required');
    const max = 'x'.repeat(1_000_000);
    expect((await render(max)).html.length).toBe(1_000_008);
    await expectInvalid('markdown-to-html', { markdown: max + 'x' }, 'markdown: must be at most 1000000 characters');
  });

  it('never lets random mixtures of HTML, links and entities through', async () => {
    const piece = fc.constantFrom(
      '<', '>', '"', "'", '&', '&#58;', '&#x3A;', '&colon;', ':', '(', ')', '[', ']', '!', '\n', ' ', '\t', '`', '*', '|', '\\',
      'javascript', 'JaVaScRiPt', 'vbscript', 'data', 'script', 'img', 'src=', 'href=', 'onerror=', 'alert(1)', 'x', '-', '#', '\u0000', '\u0001',
    );
    await fc.assert(
      fc.asyncProperty(fc.array(piece, { maxLength: 40 }), async (pieces) => {
        const { html } = await render(pieces.join(''));
        expect(dangers(html)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});
