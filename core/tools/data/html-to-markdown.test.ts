import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

const convert = async (html: string) => (await run<{ markdown: string }>('html-to-markdown', { html })).markdown;

describe('html-to-markdown', () => {
  it('writes what pandoc writes for headings, lists, quotes, images, breaks, escapes and emphasis', async () => {
    const html =
      '<h2>Install</h2>\n<ol><li>Download</li><li>Run <code>make</code></li></ol>\n<blockquote><p>Quoted <em>text</em></p></blockquote>\n<p>An image: <img src="a.png" alt="Alt text"> and a<br>break.</p>\n<h3>Nested</h3>\n<ul><li>one<ul><li>inner</li></ul></li><li>two</li></ul>\n<p>Special chars: 1 * 2 _x_ [y]</p>\n<p><a href="https://example.com/a">link</a> and <strong>bold <em>both</em></strong></p>\n<script>alert(1)</script>\n';
    // pandoc 2.17.1.1: pandoc -f html -t gfm --wrap=none agree.html (its trailing newline aside)
    const pandoc =
      '## Install\n\n1.  Download\n2.  Run `make`\n\n> Quoted *text*\n\nAn image: ![Alt text](a.png) and a  \nbreak.\n\n### Nested\n\n-   one\n    -   inner\n-   two\n\nSpecial chars: 1 \\* 2 \\_x\\_ \\[y\\]\n\n[link](https://example.com/a) and **bold *both***\n';
    expect(await convert(html)).toBe(pandoc.trimEnd());
  });

  it('writes a plain table as a pipe table, with pandoc\'s cells (pandoc pads the columns: | http | 80   |)', async () => {
    // pandoc -f html -t gfm: "| Name | Port |\n|------|------|\n| http | 80   |"; the same cells, unpadded.
    expect(await convert('<table><thead><tr><th>Name</th><th>Port</th></tr></thead><tbody><tr><td>http</td><td>80</td></tr><tr><td>a|b</td><td>two\nlines</td></tr></tbody></table>')).toBe(
      '| Name | Port |\n| --- | --- |\n| http | 80 |\n| a\\|b | two lines |',
    );
  });

  it('keeps a table with merged cells or ragged rows as HTML', async () => {
    expect(await convert('<table><tr><td colspan="2">wide</td></tr><tr><td>a</td><td>b</td></tr></table>')).toBe(
      '<table><tbody><tr><td colspan="2">wide</td></tr><tr><td>a</td><td>b</td></tr></tbody></table>',
    );
    expect(await convert('<table><tr><td>a</td></tr><tr><td>b</td><td>c</td></tr></table>')).toBe(
      '<table><tbody><tr><td>a</td></tr><tr><td>b</td><td>c</td></tr></tbody></table>',
    );
  });

  it('fences code with its language, and a rule as ---', async () => {
    // pandoc writes "``` sh" and 72 dashes; CommonMark reads both forms the same.
    expect(await convert('<pre><code class="language-sh">curl -I localhost\n</code></pre><hr><p>end</p>')).toBe('```sh\ncurl -I localhost\n```\n\n---\n\nend');
  });

  it('reads a whole document the way a browser would: head and scripts dropped, entities decoded', async () => {
    expect(await convert('<!doctype html><html><head><title>T</title><style>p{}</style></head><body><p>Fish &amp; chips&nbsp;&lt;3</p><noscript>x</noscript></body></html>')).toBe(
      'Fish & chips\u00a0<3',
    );
  });

  it('gives the empty string for nothing to convert', async () => {
    expect(await convert('')).toBe('');
    expect(await convert('<script>x</script>')).toBe('');
  });

  it('refuses elements nested deeper than 256 levels, and accepts 256', async () => {
    await expectInvalid('html-to-markdown', { html: '<div>'.repeat(257) + 'x' }, 'html: nests elements more than 256 levels deep');
    expect(await convert('<div>'.repeat(256) + 'x')).toBe('x');
  });

  it('holds the 1,000,000-character bound', async () => {
    await expectInvalid('html-to-markdown', { html: 'x'.repeat(1_000_001) }, 'html: must be at most 1000000 characters');
    expect(await convert('x'.repeat(1_000_000))).toHaveLength(1_000_000);
  });

  it('refuses wrong types and unknown fields, naming them', async () => {
    await expectInvalid('html-to-markdown', { html: ['<p>'] }, /^html: must be a string/);
    await expectInvalid('html-to-markdown', {}, 'html: is required');
    await expectInvalid('html-to-markdown', { html: 'a', gfm: true }, /gfm/);
    await expectInvalid('html-to-markdown', JSON.parse('{"html":"a","__proto__":{"x":1}}'), /__proto__/);
  });
});
