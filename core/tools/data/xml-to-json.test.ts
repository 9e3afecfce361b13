import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

type Result = { json: string; root: string; warnings: string[] };
const convert = (xml: string, pretty = false) => run<Result>('xml-to-json', { xml, pretty });
const toJson = async (xml: string) => (await convert(xml)).json;

// Known answers: python3 -c "import xmltodict, json; print(json.dumps(xmltodict.parse(xml), ensure_ascii=False, separators=(',', ':')))"
// (xmltodict 1.0.4 on expat), run by hand for each document below.
describe('xml-to-json', () => {
  it('reads an RSS feed as xmltodict does: attributes, repeated elements, entities', async () => {
    const xml =
      '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0">\n  <channel>\n    <title>News</title>\n    <item><title>One</title><link>https://example.com/1</link></item>\n' +
      '    <item><title>Two &amp; more</title><link>https://example.com/2?a=1&amp;b=2</link></item>\n  </channel>\n</rss>';
    expect(await convert(xml)).toEqual({
      json: '{"rss":{"@version":"2.0","channel":{"title":"News","item":[{"title":"One","link":"https://example.com/1"},{"title":"Two & more","link":"https://example.com/2?a=1&b=2"}]}}}',
      root: 'rss',
      warnings: [],
    });
  });

  it('joins mixed text, keeps CDATA undecoded and makes empty elements null, as xmltodict does', async () => {
    expect(await toJson('<r a="1"><x>1</x><x>2</x><e/><m>hi <b/> there</m><c><![CDATA[ <raw> &lt; ]]></c><t a="x">txt</t></r>')).toBe(
      '{"r":{"@a":"1","x":["1","2"],"e":null,"m":{"b":null,"#text":"hi  there"},"c":"<raw> &lt;","t":{"@a":"x","#text":"txt"}}}',
    );
  });

  it('keeps namespace prefixes and xmlns attributes as written', async () => {
    const xml = '<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><m:Get xmlns:m="urn:x"><m:Id>7</m:Id></m:Get></soap:Body></soap:Envelope>';
    const result = await convert(xml);
    expect(result.json).toBe('{"soap:Envelope":{"@xmlns:soap":"http://schemas.xmlsoap.org/soap/envelope/","soap:Body":{"m:Get":{"@xmlns:m":"urn:x","m:Id":"7"}}}}');
    expect(result.root).toBe('soap:Envelope');
  });

  it('decodes the predefined entities and character references, and normalises attribute whitespace', async () => {
    expect(await toJson('<a x="&#10;&#x41;&lt;\ty">&#65;&#x1F600;&#0000000066; &quot;&apos;&gt;</a>')).toBe('{"a":{"@x":"\\nA< y","#text":"A😀B \\"\'>"}}');
  });

  it('trims text at both ends only, turns CRLF into LF, and keeps every value a string', async () => {
    expect(await toJson('<r>\n  <a>  padded  </a>\n  <b>\n  </b>\n  <c>line1\n  line2</c>\n</r>')).toBe('{"r":{"a":"padded","b":null,"c":"line1\\n  line2"}}');
    expect(await toJson('<r>\r\n<a>x\r\ny</a>\r\n</r>\r\n')).toBe('{"r":{"a":"x\\ny"}}');
    expect(await toJson('<v><n>007</n><f>1e5</f><h>0x1F</h><b>true</b><s> </s></v>')).toBe('{"v":{"n":"007","f":"1e5","h":"0x1F","b":"true","s":null}}');
  });

  it('drops the declaration, comments and processing instructions', async () => {
    expect(await toJson('<?xml version="1.0"?>\n<!-- before -->\n<?pi data?>\n<r><!-- inside --><a>1</a><?pi x?></r>\n<!-- after -->\n')).toBe('{"r":{"a":"1"}}');
    const xhtml = '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd"><html xmlns="http://www.w3.org/1999/xhtml"><body/></html>';
    expect(await toJson(xhtml)).toBe('{"html":{"@xmlns":"http://www.w3.org/1999/xhtml","body":null}}');
  });

  it('pretty-prints by default, two spaces a level', async () => {
    expect((await run<Result>('xml-to-json', { xml: '<a><b>1</b></a>' })).json).toBe('{\n  "a": {\n    "b": "1"\n  }\n}');
  });

  it('keeps __proto__, constructor and prototype as ordinary element names', async () => {
    const xml = '<r><__proto__><polluted>1</polluted></__proto__><constructor>2</constructor><constructor>3</constructor><prototype>x</prototype><hasOwnProperty a="1"/></r>';
    expect(await toJson(xml)).toBe('{"r":{"__proto__":{"polluted":"1"},"constructor":["2","3"],"prototype":"x","hasOwnProperty":{"@a":"1"}}}');
    expect(await toJson('<r __proto__="1" constructor="2"/>')).toBe('{"r":{"@__proto__":"1","@constructor":"2"}}');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('never reads an external entity (XXE): the document is refused', async () => {
    const envelope = await run<Result>('xml-to-json', { xml: '<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>' }).catch((error: Error) => error.message);
    expect(envelope).toBe(
      'xml-to-json failed: VALIDATION_ERROR xml: refused the entity declaration at line 1, column 14 (External entities are not supported): external and parameter entities are never read or expanded',
    );
    await expectInvalid('xml-to-json', { xml: '<!DOCTYPE x [<!ENTITY e PUBLIC "-//x" "http://127.0.0.1/x">]><x>&e;</x>' }, /^xml: refused the entity declaration at line 1, column 14 /);
    await expectInvalid('xml-to-json', { xml: '<!DOCTYPE x [<!ENTITY % p SYSTEM "http://127.0.0.1/x.dtd"> %p;]><x/>' }, /^xml: refused the entity declaration at line 1, column 14 /);
  });

  it('never expands declared entities (billion laughs): references stay as written, with a warning', async () => {
    const lol = Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${Array(10).fill(`&lol${i};`).join('')}">`).join('');
    const xml = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol0 "lol">${lol}]><lolz>&lol9;</lolz>`;
    const started = performance.now();
    expect(await convert(xml)).toEqual({
      json: '{"lolz":"&lol9;"}',
      root: 'lolz',
      warnings: ['the entity reference "&lol9;" is kept as written: only the five predefined entities and character references are decoded'],
    });
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('refuses malformed XML with the validator\'s line and column', async () => {
    await expectInvalid('xml-to-json', { xml: '<a><b></a>' }, "xml: invalid XML at line 1, column 7: Expected closing tag 'b' (opened in line 1, col 4) instead of closing tag 'a'.");
    await expectInvalid('xml-to-json', { xml: '<a>\n  <b x=1></b>\n</a>' }, "xml: invalid XML at line 2, column 6: Attribute 'x' is without value.");
    await expectInvalid('xml-to-json', { xml: '<a x="1" x="2"/>' }, "xml: invalid XML at line 1, column 10: Attribute 'x' is repeated.");
    await expectInvalid('xml-to-json', { xml: '<a>' }, "xml: invalid XML at line 1, column 1: Unclosed tag 'a'.");
    await expectInvalid('xml-to-json', { xml: '<a>AT&T</a>' }, "xml: invalid XML at line 1, column 6: char '&' is not expected.");
    await expectInvalid('xml-to-json', { xml: 'just text' }, "xml: invalid XML at line 1, column 1: char 'j' is not expected.");
    await expectInvalid('xml-to-json', { xml: '' }, /^xml: invalid XML at line 1: Start tag expected\.$/);
  });

  it('refuses what the validator lets through: a second root, text after the root, forbidden characters', async () => {
    await expectInvalid('xml-to-json', { xml: '<a/>\n<b x="1"/>' }, 'xml: a second root element <b> (a document has exactly one) starts at line 2, column 1');
    await expectInvalid('xml-to-json', { xml: '<a/>\n<!-- ok -->junk' }, 'xml: text after the root element at line 2, column 12');
    await expectInvalid('xml-to-json', { xml: '<a>\u0001</a>' }, 'xml: U+0001 is a character XML does not allow at line 1, column 4');
    await expectInvalid('xml-to-json', { xml: '<a>x\uD800</a>' }, 'xml: U+D800 is a character XML does not allow at line 1, column 5');
    await expectInvalid('xml-to-json', { xml: '<a>&#0;</a>' }, 'xml: the character reference "&#0;" at line 1, column 4 names a character XML does not allow');
    await expectInvalid('xml-to-json', { xml: '<a>&#x110000;</a>' }, /^xml: the character reference "&#x110000;" at line 1, column 4/);
  });

  it('holds the nesting bound of 200 elements', async () => {
    const nest = (depth: number) => '<a>'.repeat(depth) + 'x' + '</a>'.repeat(depth);
    expect(await toJson(nest(200))).toBe('{"a":'.repeat(200) + '"x"' + '}'.repeat(200));
    await expectInvalid('xml-to-json', { xml: nest(201) }, 'xml: elements nest deeper than 200 levels');
    await expectInvalid('xml-to-json', { xml: '<a>'.repeat(333_333) }, /^xml: invalid XML at line 1/);
  });

  it('holds the 1,000,000-character bound exactly', async () => {
    const max = `<a>${'x'.repeat(1_000_000 - 7)}</a>`;
    expect((await toJson(max)).length).toBe(1_000_000 - 7 + 8);
    await expectInvalid('xml-to-json', { xml: max + ' ' }, 'xml: must be at most 1000000 characters');
  });

  it('refuses wrong types and unknown fields', async () => {
    await expectInvalid('xml-to-json', {}, 'xml: is required');
    await expectInvalid('xml-to-json', { xml: ['<a/>'] }, 'xml: must be a string, got an array');
    await expectInvalid('xml-to-json', { xml: '<a/>', pretty: 1 }, 'pretty: must be a boolean, got an integer');
    await expectInvalid('xml-to-json', { xml: '<a/>', indent: 2 }, 'indent: unknown field');
  });
});
