import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

const format = async (html: string, indent?: number) =>
  (await run<{ html: string }>('html-format', { html, ...(indent === undefined ? {} : { indent }) })).html;

/** A page with the awkward parts: optional end tags, pre, textarea, a comment, entities, inline script and style. */
const PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Shop &amp; more</title><link rel=stylesheet href=a.css><style>body{margin:0;font:14px/1.4 sans-serif}.x>a{color:red}</style></head><body class="home"><!-- nav --><nav><ul><li><a href="/">Home</a><li><a href="/about?a=1&amp;b=2">About</a></ul></nav><main><h1>Hello <em>there</em>!</h1><p>Some <b>bold</b> and <code>code</code>.<br>Next line</p><pre>  keep\n    this   spacing</pre><textarea name=t>  raw <b>text</b></textarea><table><tr><th>a<th>b<tr><td>1<td>2</table><img src="x.png" alt=""><select><option>one<option selected>two</select></main><script>function f(a,b){return a<b?a:b}console.log(f(1,2))</script></body></html>\n';

/*
 * Known answer, checked two ways: read line by line by hand (block elements one per line, inline
 * ones kept in their line, pre and textarea untouched), and parsed with html5lib against PAGE:
 *   /usr/bin/python3 samedom.py page.html formatted.html  →  same DOM
 * (samedom.py: html5lib.parse both, text whitespace collapsed outside pre/textarea, whitespace
 * dropped in script/style, trees compared: elements, attributes, text, comments.)
 */
const PAGE_FORMATTED = [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '',
    '<head>',
    '  <meta charset="utf-8">',
    '  <title>Shop &amp; more</title>',
    '  <link rel=stylesheet href=a.css>',
    '  <style>',
    '    body {',
    '      margin: 0;',
    '      font: 14px/1.4 sans-serif',
    '    }',
    '',
    '    .x>a {',
    '      color: red',
    '    }',
    '  </style>',
    '</head>',
    '',
    '<body class="home"><!-- nav -->',
    '  <nav>',
    '    <ul>',
    '      <li><a href="/">Home</a>',
    '      <li><a href="/about?a=1&amp;b=2">About</a>',
    '    </ul>',
    '  </nav>',
    '  <main>',
    '    <h1>Hello <em>there</em>!</h1>',
    '    <p>Some <b>bold</b> and <code>code</code>.<br>Next line</p>',
    '    <pre>  keep',
    '    this   spacing</pre><textarea name=t>  raw <b>text</b></textarea>',
    '    <table>',
    '      <tr>',
    '        <th>a',
    '        <th>b',
    '      <tr>',
    '        <td>1',
    '        <td>2',
    '    </table><img src="x.png" alt=""><select>',
    '      <option>one',
    '      <option selected>two',
    '    </select>',
    '  </main>',
    '  <script>',
    '    function f(a, b) {',
    '      return a < b ? a : b',
    '    }',
    '    console.log(f(1, 2))',
    '  </script>',
    '</body>',
    '',
    '</html>',
].join('\n');

describe('html-format', () => {
  it('formats a page to the hand-checked layout html5lib reads as the same DOM', async () => {
    expect(await format(PAGE)).toBe(PAGE_FORMATTED);
  });

  it('indents by the given width', async () => {
    // Hand-checked; html5lib: same DOM as the input.
    expect(await format('<div><p>a</p><p>b</p></div>', 4)).toBe('<div>\n    <p>a</p>\n    <p>b</p>\n</div>');
    expect(await format('<div><p>a</p></div>', 1)).toBe('<div>\n <p>a</p>\n</div>');
    expect(await format('<div><p>a</p></div>', 8)).toBe('<div>\n        <p>a</p>\n</div>');
  });

  it('leaves pre and textarea bodies exactly as written', async () => {
    const formatted = await format(PAGE);
    expect(formatted).toContain('<pre>  keep\n    this   spacing</pre>');
    expect(formatted).toContain('<textarea name=t>  raw <b>text</b></textarea>');
  });

  it('is stable: formatting its own output changes nothing', async () => {
    expect(await format(PAGE_FORMATTED)).toBe(PAGE_FORMATTED);
  });

  it('keeps CRLF line ends', async () => {
    expect(await format('<div>\r\n<p>a</p></div>')).toBe('<div>\r\n  <p>a</p>\r\n</div>');
  });

  it('formats fragments, text alone and the empty document', async () => {
    expect(await format('')).toBe('');
    expect(await format('just text')).toBe('just text');
    expect(await format('<li>a<li>b')).toBe('<li>a\n<li>b');
  });

  it('refuses at once what would format past the result cap: deep nesting, deep code', async () => {
    await expectInvalid('html-format', { html: '<div>'.repeat(200_000) }, 'html: the formatted HTML would be longer than 20000000 characters');
    await expectInvalid('html-format', { html: '<script>' + '{'.repeat(999_000) + '</script>' }, /^html: the formatted HTML would be longer/);
    await expectInvalid('html-format', { html: '<div>'.repeat(500) + 'a\n'.repeat(400_000), indent: 8 }, /^html: the formatted HTML would be longer/);
  });

  it('holds the 1,000,000-character bound', async () => {
    expect(await format('x'.repeat(1_000_000))).toHaveLength(1_000_000);
    await expectInvalid('html-format', { html: 'x'.repeat(1_000_001) }, 'html: must be at most 1000000 characters');
  });

  it('refuses wrong types, bounds and unknown fields, naming the field', async () => {
    await expectInvalid('html-format', { html: 5 }, 'html: must be a string, got an integer');
    await expectInvalid('html-format', {}, 'html: is required');
    await expectInvalid('html-format', { html: 'a', indent: 0 }, /^indent: must be ≥ 1/);
    await expectInvalid('html-format', { html: 'a', indent: 9 }, /^indent: must be ≤ 8/);
    await expectInvalid('html-format', { html: 'a', indent: 2.5 }, /^indent: must be an integer/);
    await expectInvalid('html-format', JSON.parse('{"html":"a","__proto__":{"indent":3}}'), /__proto__/);
  });
});
