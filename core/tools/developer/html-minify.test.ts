import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Minified {
  html: string;
  originalBytes: number;
  resultBytes: number;
  savedPercent: number;
}
const minify = (html: string, options: Record<string, boolean> = {}) => run<Minified>('html-minify', { html, ...options });

const PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Shop &amp; more</title><link rel=stylesheet href=a.css><style>body{margin:0;font:14px/1.4 sans-serif}.x>a{color:red}</style></head><body class="home"><!-- nav --><nav><ul><li><a href="/">Home</a><li><a href="/about?a=1&amp;b=2">About</a></ul></nav><main><h1>Hello <em>there</em>!</h1><p>Some <b>bold</b> and <code>code</code>.<br>Next line</p><pre>  keep\n    this   spacing</pre><textarea name=t>  raw <b>text</b></textarea><table><tr><th>a<th>b<tr><td>1<td>2</table><img src="x.png" alt=""><select><option>one<option selected>two</select></main><script>function f(a,b){return a<b?a:b}console.log(f(1,2))</script></body></html>\n';

/*
 * Both results parsed with html5lib against PAGE give the same DOM: fixtures/html-same-dom.py
 * (Debian's python3-html5lib 1.1) says so with text whitespace trimmed and, STRICT=1, untrimmed;
 * so do the examples (the first as a fragment), and '<p>a <b>b</b> <i>c</i></p>' below, STRICT.
 * The <style> body is what csso 5.0.5's own minify() gives for it, the <script> body what terser
 * 5.51.4's minify() gives (node, by hand, less terser's final ";", which html-minifier-terser drops).
 */
const PAGE_MINIFIED =
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Shop &amp; more</title><link rel="stylesheet" href="a.css"><style>body{margin:0;font:14px/1.4 sans-serif}.x>a{color:red}</style></head><body class="home"><nav><ul><li><a href="/">Home</a></li><li><a href="/about?a=1&amp;b=2">About</a></li></ul></nav><main><h1>Hello <em>there</em>!</h1><p>Some <b>bold</b> and <code>code</code>.<br>Next line</p><pre>  keep\n    this   spacing</pre><textarea name="t">  raw <b>text</b></textarea><table><tr><th>a</th><th>b<tr><td>1</td><td>2</td></tr></th></tr></table><img src="x.png" alt=""><select><option>one</option><option selected>two</option></select></main><script>function f(n,o){return n<o?n:o}console.log(f(1,2))</script></body></html>';
const PAGE_MINIFIED_HARDER =
  '<!DOCTYPE html><html lang=en><meta charset=utf-8><title>Shop &amp; more</title><link rel=stylesheet href=a.css><style>body{margin:0;font:14px/1.4 sans-serif}.x>a{color:red}</style><body class=home><nav><ul><li><a href=/ >Home</a><li><a href="/about?a=1&amp;b=2">About</a></ul></nav><main><h1>Hello <em>there</em>!</h1><p>Some <b>bold</b> and <code>code</code>.<br>Next line<pre>  keep\n    this   spacing</pre><textarea name=t>  raw <b>text</b></textarea><table><tr><th>a<th>b<tr><td>1<td>2</table><img src=x.png alt=""><select><option>one<option selected>two</select></main><script>function f(n,o){return n<o?n:o}console.log(f(1,2))</script>';

describe('html-minify', () => {
  it('minifies a page to markup html5lib reads as the same DOM', async () => {
    expect((await minify(PAGE)).html).toBe(PAGE_MINIFIED);
    expect((await minify(PAGE, { remove_attribute_quotes: true, remove_optional_tags: true })).html).toBe(PAGE_MINIFIED_HARDER);
  });

  it('keeps pre and textarea bodies, and the space between inline elements', async () => {
    const { html } = await minify(PAGE);
    expect(html).toContain('<pre>  keep\n    this   spacing</pre>');
    expect(html).toContain('<textarea name="t">  raw <b>text</b></textarea>');
    expect((await minify('<p>a <b>b</b> <i>c</i></p>')).html).toBe('<p>a <b>b</b> <i>c</i></p>');
  });

  it('turns each step off by its field', async () => {
    // csso.minify('a { color : red }') → a{color:red}; terser.minify('var x = 1 + 1') → var x=2; (by hand).
    const html = '<div>\n  <!-- note -->\n  <input disabled="disabled">\n  <style>a { color : red }</style>\n  <script>var x = 1 + 1</script>\n</div>';
    expect((await minify(html)).html).toBe('<div><input disabled><style>a{color:red}</style><script>var x=2</script></div>');
    expect((await minify(html, { collapse_whitespace: false })).html).toBe('<div>\n  \n  <input disabled>\n  <style>a{color:red}</style>\n  <script>var x=2</script>\n</div>');
    expect((await minify(html, { remove_comments: false })).html).toContain('<!-- note -->');
    expect((await minify(html, { collapse_boolean_attributes: false })).html).toContain('<input disabled="disabled">');
    expect((await minify(html, { minify_css: false })).html).toContain('<style>a { color : red }</style>');
    expect((await minify(html, { minify_js: false })).html).toContain('<script>var x = 1 + 1</script>');
  });

  it('minifies style and media attributes with csso', async () => {
    // csso 5.0.5 by hand: minifyBlock('color : #ff0000 ; margin: 0px 0px ;') → color:red;margin:0, and
    // minify('@media screen and (max-width : 600px){a{top:0}}') → @media screen and (max-width:600px){a{top:0}}.
    expect((await minify('<p style="color : #ff0000 ; margin: 0px 0px ;">x</p><style media="screen and (max-width : 600px)">a { color : red }</style><link rel=stylesheet media=" print " href=p.css>')).html).toBe(
      '<p style="color:red;margin:0">x</p><style media="screen and (max-width:600px)">a{color:red}</style><link rel="stylesheet" media="print" href="p.css">',
    );
  });

  it('keeps <!--! --> comments and scripts terser cannot parse; csso drops declarations browsers would ignore', async () => {
    expect((await minify('<!--! licence --><p>x</p><!-- gone -->')).html).toBe('<!--! licence --><p>x</p>');
    expect((await minify('<script>var = ;</script>')).html).toBe('<script>var = ;</script>');
    // csso.minify('a{color:}b{margin:0}') → b{margin:0} (by hand).
    expect((await minify('<style>a{color:}b{margin:0}</style>')).html).toBe('<style>b{margin:0}</style>');
  });

  it('leaves CSS as written where css-tree reports a problem, since csso would drop what it cannot read', async () => {
    // csso.minify('a { color red; } b { margin : 0 }') → b{margin:0}: the rule without a colon vanishes.
    expect((await minify('<style>a { color red; } b { margin : 0 }</style><p style="color red">x</p>')).html).toBe('<style>a { color red; } b { margin : 0 }</style><p style="color red">x</p>');
    expect((await minify('<style media="a{b}">a{top:0}</style>')).html).toBe('<style media="a{b}">a{top:0}</style>');
  });

  it('keeps template fragments (<% %>, <? ?>) in CSS and attributes', async () => {
    expect((await minify('<style>a{ <?php echo $c ?> } b { color : #ff0000 }</style><p style="<%= s %>">  x  </p>')).html).toBe(
      '<style>a{ <?php echo $c ?> } b { color : #ff0000 }</style><p style="<%= s %>">x</p>',
    );
  });

  it('never reads an @import: csso does no I/O', async () => {
    expect((await minify('<style>@import url(/etc/passwd);a{color:red}</style>')).html).toBe('<style>@import url(/etc/passwd);a{color:red}</style>');
  });

  it('counts sizes in UTF-8 bytes', async () => {
    expect(await minify('<p>  héllo  </p>')).toEqual({ html: '<p>héllo</p>', originalBytes: 17, resultBytes: 13, savedPercent: 23.5 });
    expect(await minify('')).toEqual({ html: '', originalBytes: 0, resultBytes: 0, savedPercent: 0 });
  });

  it('refuses markup its parser cannot read, quoting a clipped excerpt', async () => {
    await expectInvalid('html-minify', { html: '<div><p a="b" <x' + 'y'.repeat(10_000) }, /^html: cannot be parsed at "<p a=\\"b\\" <xy+"…$/);
  });

  it('refuses elements nested or left open deeper than 256 levels (its parser would take minutes)', async () => {
    await expectInvalid('html-minify', { html: '<a>'.repeat(300_000) }, 'html: nests elements more than 256 levels deep');
    expect((await minify('<div>'.repeat(256) + 'x')).html).toBe('<div>'.repeat(256) + 'x' + '</div>'.repeat(256));
  });

  it('holds the 1,000,000-character bound', async () => {
    expect((await minify('x'.repeat(1_000_000))).resultBytes).toBe(1_000_000);
    await expectInvalid('html-minify', { html: 'x'.repeat(1_000_001) }, 'html: must be at most 1000000 characters');
  });

  it('refuses wrong types and unknown fields, naming them', async () => {
    await expectInvalid('html-minify', { html: null }, /^html: must be a string/);
    await expectInvalid('html-minify', { html: 'a', minify_js: 'yes' }, /^minify_js: must be a boolean/);
    await expectInvalid('html-minify', { html: 'a', collapseWhitespace: true }, /collapseWhitespace/);
    await expectInvalid('html-minify', JSON.parse('{"html":"a","__proto__":{"minify_js":false}}'), /__proto__/);
  });
});
