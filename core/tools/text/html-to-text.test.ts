import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

const toText = async (input: Record<string, unknown>) => (await run<{ text: string }>('html-to-text', input)).text;

const PAGE =
  '<!DOCTYPE html><html><head><title>T</title><style>body{color:red}</style></head><body>' +
  '<h2>Caf&eacute; menu</h2><p>Open <b>daily</b> &ndash; 8&nbsp;am to 6&#160;pm.</p>' +
  '<ol><li>Espresso &lt;single&gt;</li><li>Latte</li></ol>' +
  '<table><tr><th>Item</th><th>Price</th></tr><tr><td>Tea</td><td>&euro;2</td></tr></table>' +
  '<p>Write to <a href="mailto:a@example.com">us</a>.<script>alert("x")</script></p></body></html>';

describe('html-to-text', () => {
  it('keeps exactly the text Python html.parser reads, entities decoded', async () => {
    // python3: an html.parser.HTMLParser(convert_charrefs=True) collecting handle_data outside
    // script, style and title, joined, whitespace removed (re.sub(r'\s', '', …)).
    const python = 'CafémenuOpendaily–8amto6pm.Espresso<single>LatteItemPriceTea€2Writetous.';
    // The ordered list's markers (" 1. ") are ours to add; the rest must be the parser's text.
    const text = (await toText({ html: PAGE, links: false })).replace(/^ \d+\. /gm, '');
    expect(text.replace(/\s/g, '')).toBe(python);
  });

  it('lays blocks, lists and tables out as text', async () => {
    const text = await toText({ html: PAGE, links: false });
    expect(text.split('\n\n')).toEqual(['Café menu', 'Open daily – 8\u00a0am to 6\u00a0pm.', ' 1. Espresso <single>\n 2. Latte', 'Item   Price\nTea    €2', 'Write to us.']);
  });

  it('writes link targets and image sources only when links is on', async () => {
    const html = '<p><a href="https://example.com/a">Docs</a> <img src="logo.png" alt="Logo"></p>';
    expect(await toText({ html })).toBe('Docs [https://example.com/a] Logo [logo.png]');
    expect(await toText({ html, links: false })).toBe('Docs Logo');
  });

  it('wraps at the width asked (as fold -s -w 20 breaks at spaces), and not at all with 0', async () => {
    const html = '<p>' + 'word '.repeat(30) + '</p>';
    const lines = (await toText({ html, wrap: 20 })).split('\n');
    expect(lines.every((line) => line.length <= 20)).toBe(true);
    expect(lines.join(' ')).toBe(Array(30).fill('word').join(' '));
    expect(await toText({ html, wrap: 0 })).toBe(Array(30).fill('word').join(' '));
  });

  it('answers plain text and an empty document', async () => {
    expect(await toText({ html: 'just text' })).toBe('just text');
    expect(await toText({ html: '' })).toBe('');
  });

  it('takes 256 levels of nesting and refuses 257, before the parser', async () => {
    expect(await toText({ html: '<div>'.repeat(256) + 'deep' })).toBe('deep');
    await expectInvalid('html-to-text', { html: '<div>'.repeat(257) + 'deep' }, 'html: nests elements more than 256 levels deep');
    await expectInvalid('html-to-text', { html: '<b>'.repeat(333_333) }, 'html: nests elements more than 256 levels deep');
  });

  it('counts siblings the parser closes by itself as one level', async () => {
    expect(await toText({ html: '<ul>' + '<li>a'.repeat(1000) + '</ul>', wrap: 0 })).toBe(' * a\n'.repeat(999) + ' * a');
    expect(await toText({ html: '<p>x</i></b>'.repeat(500) })).toContain('x');
  });

  it('lays out up to 5,000 cells as grids, and more as a cell per paragraph', async () => {
    expect(await toText({ html: '<table>' + '<tr><td>a<td>b'.repeat(2500) + '</table>' })).toBe('a   b\n'.repeat(2499) + 'a   b');
    expect(await toText({ html: '<table>' + '<tr><td>a<td>b'.repeat(2501) + '</table>' })).toBe('a\n\nb\n\n'.repeat(2500) + 'a\n\nb');
  });

  it('holds the 1,000,000-character bound', async () => {
    expect((await toText({ html: 'a'.repeat(1_000_000), wrap: 0 })).length).toBe(1_000_000);
    await expectInvalid('html-to-text', { html: 'a'.repeat(1_000_001) }, 'html: must be at most 1000000 characters');
  });

  it('refuses wrong types, bounds and unknown fields, naming the field', async () => {
    await expectInvalid('html-to-text', { html: 1 }, 'html: must be a string, got an integer');
    await expectInvalid('html-to-text', { html: 'a', wrap: 201 }, 'wrap: must be ≤ 200');
    await expectInvalid('html-to-text', { html: 'a', wrap: -1 }, 'wrap: must be ≥ 0');
    await expectInvalid('html-to-text', { html: 'a', links: 'yes' }, /links: must be a boolean/);
    await expectInvalid('html-to-text', {}, 'html: is required');
    await expectInvalid('html-to-text', JSON.parse('{"html":"a","__proto__":{"wrap":5}}'), /__proto__/);
  });
});
