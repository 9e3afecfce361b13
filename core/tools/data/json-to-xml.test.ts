import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

const toXml = async (json: string, options: { root_name?: string; indent?: number } = {}) => (await run<{ xml: string }>('json-to-xml', { json, ...options })).xml;
const toJson = async (xml: string) => (await run<{ json: string }>('xml-to-json', { xml, pretty: false })).json;

// Each expected XML was read back by hand with Python: xml.etree.ElementTree.fromstring(xml) (exact text and
// attribute values) and xmltodict.parse(xml), whose result is quoted in the comment.
describe('json-to-xml', () => {
  it('escapes text and attribute values so a parser gets every character back', async () => {
    const json = JSON.stringify({ '@q': 'a"b\'c<d>&\te\nf\r', t: 'x < y && z > "w" ]]> \r\n' });
    const xml = await toXml(json, { root_name: 'doc', indent: 0 });
    expect(xml).toBe('<doc q="a&quot;b&apos;c&lt;d&gt;&amp;&#9;e&#10;f&#13;"><t>x &lt; y &amp;&amp; z &gt; "w" ]]&gt; &#13;\n</t></doc>');
    // python3: ET.fromstring(xml).attrib['q'] == 'a"b\'c<d>&\te\nf\r'; ET.fromstring(xml)[0].text == 'x < y && z > "w" ]]> \r\n'
  });

  it('writes objects, attributes, repeated elements and empty elements, indented', async () => {
    const json = '{"order":{"@id":"A-1","customer":{"name":"Ada","email":"ada@example.com"},"line":[{"sku":"X1","qty":2},{"sku":"Y2","qty":1}],"paid":true,"note":null,"empty":"","nothing":{}}}';
    expect(await toXml(json, { indent: 4 })).toBe(
      '<root>\n    <order id="A-1">\n        <customer>\n            <name>Ada</name>\n            <email>ada@example.com</email>\n        </customer>\n' +
        '        <line>\n            <sku>X1</sku>\n            <qty>2</qty>\n        </line>\n        <line>\n            <sku>Y2</sku>\n            <qty>1</qty>\n        </line>\n' +
        '        <paid>true</paid>\n        <note/>\n        <empty/>\n        <nothing/>\n    </order>\n</root>',
    );
    // xmltodict: {"root": {"order": {"@id": "A-1", "customer": {...}, "line": [{"sku": "X1", "qty": "2"}, {"sku": "Y2", "qty": "1"}], "paid": "true", "note": null, "empty": null, "nothing": null}}}
  });

  it('writes a top-level scalar as the root text and a top-level array as <item> children', async () => {
    expect(await toXml('"just text & more"')).toBe('<root>just text &amp; more</root>');
    expect(await toXml('[1,"two",{"three":3}]', { root_name: 'list' })).toBe('<list>\n  <item>1</item>\n  <item>two</item>\n  <item>\n    <three>3</three>\n  </item>\n</list>');
    // xmltodict: {"list": {"item": ["1", "two", {"three": "3"}]}}
    expect(await toXml('null', { root_name: 'x' })).toBe('<x/>');
  });

  it('keeps number digits, drops empty arrays, and treats __proto__ as an element name', async () => {
    expect(await toXml('{"a":[],"b":12345678901234567890,"c":1.50,"__proto__":{"x":"1"}}')).toBe(
      '<root>\n  <b>12345678901234567890</b>\n  <c>1.50</c>\n  <__proto__>\n    <x>1</x>\n  </__proto__>\n</root>',
    );
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('writes "#text" beside attributes and children', async () => {
    const xml = await toXml('{"m":{"#text":"hi","@k":"v","c":"1"}}', { indent: 0 });
    expect(xml).toBe('<root><m k="v">hi<c>1</c></m></root>');
    // xmltodict: {"root": {"m": {"@k": "v", "c": "1", "#text": "hi"}}}
    expect(await toJson(xml)).toBe('{"root":{"m":{"@k":"v","c":"1","#text":"hi"}}}');
  });

  it('refuses keys that are not XML names, naming the key and where it is', async () => {
    await expectInvalid('json-to-xml', { json: '{"a b":1}' }, 'json: the key "a b" at $["a b"] is not a valid XML element name');
    await expectInvalid('json-to-xml', { json: '{"ok":{"1st":1}}' }, 'json: the key "1st" at $.ok["1st"] is not a valid XML element name');
    await expectInvalid('json-to-xml', { json: '{"":1}' }, 'json: the key "" at $[""] is not a valid XML element name');
    await expectInvalid('json-to-xml', { json: '{"@1x":1}' }, 'json: the key "1x" at $["@1x"] is not a valid XML attribute name');
    await expectInvalid('json-to-xml', { json: '{"a<b":1}' }, 'json: the key "a<b" at $["a<b"] is not a valid XML element name');
    await expectInvalid('json-to-xml', { json: '{}', root_name: 'my root' }, 'root_name: "my root" is not a valid XML element name');
    expect(await toXml('{"xs:élément-1.a":"ok","@xml:lang":"fr"}', { root_name: 'ns:doc', indent: 0 })).toBe('<ns:doc xml:lang="fr"><xs:élément-1.a>ok</xs:élément-1.a></ns:doc>');
  });

  it('refuses shapes XML cannot hold, naming the path', async () => {
    await expectInvalid('json-to-xml', { json: '{"a":[[1,2]]}' }, 'json: $.a[0] is an array inside an array, which has no XML form (wrap it in an object)');
    await expectInvalid('json-to-xml', { json: '[[1]]' }, 'json: $[0] is an array inside an array, which has no XML form (wrap it in an object)');
    await expectInvalid('json-to-xml', { json: '{"@a":{"b":1}}' }, 'json: $["@a"] is an object, but an attribute value must be a string, number, boolean or null');
    await expectInvalid('json-to-xml', { json: '{"x":{"#text":[1]}}' }, 'json: $.x["#text"] is an array, but "#text" must be a string, number, boolean or null');
    await expectInvalid('json-to-xml', { json: '{"c":"bell\\u0007"}' }, 'json: the string at $.c holds U+0007, which XML 1.0 cannot represent');
    await expectInvalid('json-to-xml', { json: '{"c":"\\ud800"}' }, 'json: the string at $.c holds U+D800, which XML 1.0 cannot represent');
  });

  it('refuses invalid JSON with the line and column, and nesting past 200 levels', async () => {
    await expectInvalid('json-to-xml', { json: '{"a":\n  [1,}' }, 'json: invalid JSON at line 2, column 6: unexpected character "}", expected a value');
    const deep = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
    expect(await toXml(deep(200), { indent: 0 })).toBe('<root>' + '<a>'.repeat(200) + '1' + '</a>'.repeat(200) + '</root>');
    await expectInvalid('json-to-xml', { json: deep(201) }, 'json: nested deeper than 200 levels at line 1, column 1001');
  });

  it('refuses XML that would outgrow an answer instead of building it', async () => {
    const json = '{"a":'.repeat(150) + '[' + Array(60_000).fill('1').join(',') + ']' + '}'.repeat(150);
    await expectInvalid('json-to-xml', { json, indent: 8 }, 'json: the XML would be longer than 20000000 characters');
  });

  it('refuses bad options and wrong types', async () => {
    await expectInvalid('json-to-xml', { json: '{}', indent: 9 }, 'indent: must be ≤ 8');
    await expectInvalid('json-to-xml', { json: '{}', indent: -1 }, 'indent: must be ≥ 0');
    await expectInvalid('json-to-xml', { json: '{}', root_name: '' }, 'root_name: must not be empty');
    await expectInvalid('json-to-xml', { json: '{}', root_name: 'r'.repeat(201) }, 'root_name: must be at most 200 characters');
    await expectInvalid('json-to-xml', { json: {} }, 'json: must be a string, got an object');
    await expectInvalid('json-to-xml', { json: '1'.repeat(1_000_001) }, 'json: must be at most 1000000 characters');
  });

  it('round-trips with xml-to-json for objects of trimmed strings and repeated elements', async () => {
    const name = fc.stringMatching(/^[a-z_][a-z0-9_.-]{0,6}$/);
    const text = fc.string({ unit: fc.constantFrom('a', 'Z', ' ', '&', '<', '>', '"', "'", ']', '\n', 'é', '😀', '\t'), minLength: 1, maxLength: 10 })
      .map((value) => value.replace(/^[ \t\n]+|[ \t\n]+$/g, ''))
      .filter((value) => value !== '');
    const element = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        text,
        fc.dictionary(name, tie('value'), { minKeys: 1, maxKeys: 3 }),
        // Repeated elements come back as an array only when there are at least two.
        fc.array(tie('value'), { minLength: 2, maxLength: 3 }).map((items) => ({ list: items })),
      ),
    })).value;
    const attributes = fc.dictionary(name.map((key) => `@${key}`), fc.string({ unit: fc.constantFrom('a', ' ', '\t', '\n', '\r', '&', '"', '<'), maxLength: 6 }), { maxKeys: 2 });
    await fc.assert(
      fc.asyncProperty(fc.dictionary(name, element, { minKeys: 1, maxKeys: 4 }), attributes, fc.integer({ min: 0, max: 4 }), async (body, attrs, indent) => {
        const value = { ...attrs, ...body };
        const xml = await toXml(JSON.stringify(value), { root_name: 'doc', indent });
        expect(JSON.parse(await toJson(xml))).toEqual({ doc: value });
      }),
      { numRuns: 150 },
    );
  });
});
