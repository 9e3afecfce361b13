import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Answer {
  results: { type: string; value: string | number | boolean }[];
  count: number;
}

const query = (xml: string, expr: string, ns?: Record<string, string>) => run<Answer>('xpath-query', { xml, expr, ...(ns ? { ns } : {}) });
const values = async (xml: string, expr: string, ns?: Record<string, string>) => (await query(xml, expr, ns)).results.map((item) => item.value);

const BOOKS = '<books><book id="1"><title>Dune</title></book><book id="2"><title>Emma</title></book></books>';

describe('xpath-query', () => {
  it('answers as xmllint --xpath does on the same document', async () => {
    // xmllint --xpath '//book[@id="2"]/title | //book/@id' bk.xml → ` id="1"`, ` id="2"`, `<title>Emma</title>`
    expect(await query(BOOKS, '//book[@id="2"]/title | //book/@id')).toEqual({
      results: [
        { type: 'attribute', value: 'id="1"' },
        { type: 'attribute', value: 'id="2"' },
        { type: 'element', value: '<title>Emma</title>' },
      ],
      count: 3,
    });
    // xmllint --xpath 'count(//book)' bk.xml → 2
    expect(await values(BOOKS, 'count(//book)')).toEqual([2]);
    // xmllint --xpath 'string(//book[1]/title)' bk.xml → Dune
    expect(await values(BOOKS, 'string(//book[1]/title)')).toEqual(['Dune']);
    // xmllint --xpath '//book/title/text()' bk.xml → Dune, Emma
    expect(await query(BOOKS, '//book/title/text()')).toEqual({ results: [{ type: 'text', value: 'Dune' }, { type: 'text', value: 'Emma' }], count: 2 });
    // xmllint --xpath 'sum(//book/@id) > 2' bk.xml → true
    expect(await query(BOOKS, 'sum(//book/@id) > 2')).toEqual({ results: [{ type: 'boolean', value: true }], count: 1 });
    // xmllint --xpath '//book[2]' bk.xml → <book id="2"><title>Emma</title></book>
    expect(await values(BOOKS, '//book[2]')).toEqual(['<book id="2"><title>Emma</title></book>']);
  });

  it('resolves prefixes from ns, then from the root element', async () => {
    const atom = '<feed xmlns="http://www.w3.org/2005/Atom"><entry/><entry/></feed>';
    // xmllint --xpath 'count(//*[local-name()="entry"])' atom.xml → 2
    expect(await values(atom, 'count(//a:entry)', { a: 'http://www.w3.org/2005/Atom' })).toEqual([2]);
    // Unlike xmllint (which answers 0), an unprefixed name takes the root's default namespace.
    expect(await values(atom, 'count(//entry)')).toEqual([2]);
    const prefixed = '<r xmlns:p="urn:p"><p:b>z</p:b></r>';
    expect(await values(prefixed, '//p:b/text()')).toEqual(['z']);
    expect(await values(prefixed, 'count(//p:b)', { p: 'urn:other' })).toEqual([0]);
    await expectInvalid('xpath-query', { xml: prefixed, expr: '//z:b' }, /^expr: XPST0081: The prefix z could not be resolved/);
  });

  it('shows comments, processing instructions, CDATA text, the document and XPath 3.1 values', async () => {
    const xml = '<r><a>y<!--c--><![CDATA[cd]]><?pi d?></a></r>';
    expect(await query(xml, '//comment() | //processing-instruction()')).toEqual({
      results: [{ type: 'comment', value: '<!--c-->' }, { type: 'processing-instruction', value: '<?pi d?>' }],
      count: 2,
    });
    expect(await values(xml, '//a/text()')).toEqual(['y', 'cd']);
    expect(await query(xml, '/')).toEqual({ results: [{ type: 'document', value: xml }], count: 1 });
    expect(await values(xml, '(1 div 0, -1 div 0, 0 div 0, 1.5, "s", xs:date("2020-01-01"), xs:dayTimeDuration("PT90M"))')).toEqual([
      'INF', '-INF', 'NaN', 1.5, 's', '2020-01-01', 'PT1H30M',
    ]);
    expect(await values(xml, 'for $i in 1 to 3 return $i * 2')).toEqual([2, 4, 6]);
  });

  it('refuses maps, arrays and functions, which have no XML form', async () => {
    for (const expr of ['map{"a": 1}', '[1, 2]', 'concat#2']) {
      await expectInvalid('xpath-query', { xml: '<r/>', expr }, 'expr: returns a map, array or function, which has no XML form: select nodes or atomic values');
    }
  });

  it('refuses entity declarations (billion laughs) and undeclared entities, never expanding them', async () => {
    const laughs = '<!DOCTYPE r [\n<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;">]><r>&b;</r>';
    await expectInvalid('xpath-query', { xml: laughs, expr: 'string(/r)' }, /^xml: the DOCTYPE declares an entity at line 2, column 1: entity declarations are refused/);
    await expectInvalid('xpath-query', { xml: '<!DOCTYPE r SYSTEM "file:///etc/passwd"><r>&nbsp;</r>', expr: '/r' }, /^xml: an entity reference that is not predefined/);
    expect(await values('<!DOCTYPE r><r>&lt;&#65;</r>', 'string(/r)')).toEqual(['<A']);
  });

  it('refuses malformed XML with its line and column, and bad expressions naming expr', async () => {
    await expectInvalid('xpath-query', { xml: '<a>\n<b></a>', expr: '/' }, /^xml: invalid XML at line 2, column 4: Expected closing tag 'b'/);
    await expectInvalid('xpath-query', { xml: '<a/><b/>', expr: '/' }, /^xml: invalid XML: /);
    await expectInvalid('xpath-query', { xml: '<a>\u0000</a>', expr: '/' }, 'xml: U+0000 at line 1, column 4 is a character XML does not allow');
    await expectInvalid('xpath-query', { xml: BOOKS, expr: '//book[' }, /^expr: .*XPST0003/);
    await expectInvalid('xpath-query', { xml: BOOKS, expr: 'doc("file:///etc/passwd")' }, /^expr: XPST0017: .*doc/);
    await expectInvalid('xpath-query', { xml: BOOKS, expr: 'unparsed-text("http://example.com/")' }, /^expr: XPST0017/);
  });

  it('refuses wrong types, bad prefixes and __proto__ prefixes by the schema, naming the field', async () => {
    await expectInvalid('xpath-query', { xml: BOOKS }, 'expr: is required');
    await expectInvalid('xpath-query', { xml: BOOKS, expr: '' }, /^expr: /);
    await expectInvalid('xpath-query', { xml: 1, expr: '/' }, 'xml: must be a string, got an integer');
    await expectInvalid('xpath-query', { xml: BOOKS, expr: '/', ns: { '1x': 'urn:a' } }, /^ns/);
    await expectInvalid('xpath-query', { xml: BOOKS, expr: '/', ns: { a: 5 } }, /^ns\.a|^ns/);
    // A "__proto__" prefix is an ordinary NCName: it must neither crash nor reach Object.prototype.
    expect((await query('<r/>', 'count(/r)', JSON.parse('{"__proto__":"urn:x"}'))).count).toBe(1);
    expect(Object.prototype).not.toHaveProperty('urn:x');
    await expectInvalid('xpath-query', { xml: BOOKS, expr: 'x'.repeat(10_001) }, 'expr: must be at most 10000 characters');
  });

  it('queries a document at the 1,000,000-character bound', async () => {
    const xml = `<r><i>${'x'.repeat(999_986)}</i></r>`.padEnd(1_000_000, ' ');
    expect(await values(xml, 'string-length(/r/i)')).toEqual([999_986]);
    await expectInvalid('xpath-query', { xml: xml + ' ', expr: '/' }, 'xml: must be at most 1000000 characters');
  });
});
