import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

const format = async (input: Record<string, unknown>) => (await run<{ result: string }>('xml-format', input)).result;

// The reference documents, formatted by hand-run xmllint (libxml2 2.9/2.12); xmllint prefixes
// <?xml version="1.0"?> when the input has none, which this tool does not, so it is left out.
const TABBED = '<root>\n\t<item  a="1"   b=\'two\'>x</item>\n\t<empty></empty>\n\t<!-- note -->\n\t<nest><deep><deeper>t</deeper></deep></nest>\n</root>\n';

describe('xml-format', () => {
  it('pretty-prints as xmllint --format does, at 4 spaces and at 0', async () => {
    // XMLLINT_INDENT="    " xmllint --format c.xml
    expect(await format({ xml: TABBED, indent: 4 })).toBe(
      '<root>\n    <item a="1" b="two">x</item>\n    <empty/>\n    <!-- note -->\n    <nest>\n        <deep>\n            <deeper>t</deeper>\n        </deep>\n    </nest>\n</root>',
    );
    // XMLLINT_INDENT="" xmllint --format c.xml
    expect(await format({ xml: TABBED, indent: 0 })).toBe(
      '<root>\n<item a="1" b="two">x</item>\n<empty/>\n<!-- note -->\n<nest>\n<deep>\n<deeper>t</deeper>\n</deep>\n</nest>\n</root>',
    );
  });

  it('keeps the declaration, comments, processing instructions, entities and quotes as xmllint --format does', async () => {
    const xml =
      '<?xml version="1.0"?>\n<!-- top --><catalog lang="en"><book id="1"><title>XML &amp; JSON</title><note/><p>Mixed <b>bold</b> text</p><e></e></book>' +
      '<?pi data?><book id="2" x=\'q"\'>  <title>YAML</title>\n</book></catalog>\n';
    // xmllint --format b.xml
    expect(await format({ xml })).toBe(
      '<?xml version="1.0"?>\n<!-- top -->\n<catalog lang="en">\n  <book id="1">\n    <title>XML &amp; JSON</title>\n    <note/>\n    <p>Mixed <b>bold</b> text</p>\n    <e/>\n  </book>\n' +
        '  <?pi data?>\n  <book id="2" x="q&quot;">\n    <title>YAML</title>\n  </book>\n</catalog>',
    );
  });

  it('minifies as xmllint --noblanks does, on one line', async () => {
    // xmllint --noblanks c.xml
    expect(await format({ xml: TABBED, mode: 'minify' })).toBe('<root><item a="1" b="two">x</item><empty/><!-- note --><nest><deep><deeper>t</deeper></deep></nest></root>');
  });

  it('keeps xml:space="preserve" content and namespaces as written', async () => {
    expect(await format({ xml: '<r xmlns:n="urn:x"><n:p xml:space="preserve">  a  <n:b/> </n:p></r>' })).toBe(
      '<r xmlns:n="urn:x">\n  <n:p xml:space="preserve">  a  <n:b/> </n:p>\n</r>',
    );
  });

  it('never expands entities, so a billion-laughs DOCTYPE is harmless', async () => {
    const xml = '<!DOCTYPE r [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><r>&b;</r>';
    expect(await format({ xml, mode: 'minify' })).toBe(xml);
  });

  it('refuses malformed XML with its line and column', async () => {
    await expectInvalid('xml-format', { xml: '<a>\n<b x=1></b></a>' }, "xml: invalid XML at line 2, column 4: Attribute 'x' is without value.");
    await expectInvalid('xml-format', { xml: '<a><b></a>' }, /^xml: invalid XML at line 1, column 7: Expected closing tag 'b'/);
    await expectInvalid('xml-format', { xml: '<a></a>junk' }, /^xml: invalid XML at line 1, column 8/);
    await expectInvalid('xml-format', { xml: 'just text' }, /^xml: invalid XML at line 1, column 1/);
    await expectInvalid('xml-format', { xml: '<a/><b/>' }, 'xml: has more than one root element (a document has exactly one)');
    await expectInvalid('xml-format', { xml: '<a>\u0001</a>' }, 'xml: U+0001 at line 1, column 4 is a character XML does not allow');
  });

  it('refuses nesting deeper than the formatter can recurse, as a 400', async () => {
    const depth = 100_000;
    await expectInvalid('xml-format', { xml: '<a>'.repeat(depth) + '</a>'.repeat(depth) }, 'xml: elements nest too deeply to format');
  });

  it('formats a document at the 1,000,000-character bound and refuses one past it', async () => {
    const item = '<i>x</i>';
    const body = item.repeat((1_000_000 - 7) / item.length | 0);
    const xml = `<r>${body}</r>`.padEnd(1_000_000, ' ');
    expect((await format({ xml, mode: 'minify' })).length).toBe(7 + body.length);
    await expectInvalid('xml-format', { xml: xml + ' ' }, 'xml: must be at most 1000000 characters');
  });

  it('refuses wrong types and out-of-range options, naming the field', async () => {
    await expectInvalid('xml-format', { xml: 5 }, 'xml: must be a string, got an integer');
    await expectInvalid('xml-format', { xml: '<a/>', indent: 9 }, /^indent: /);
    await expectInvalid('xml-format', { xml: '<a/>', indent: 1.5 }, /^indent: /);
    await expectInvalid('xml-format', { xml: '<a/>', mode: 'ugly' }, 'mode: must be one of pretty, minify');
    await expectInvalid('xml-format', JSON.parse('{"xml":"<a/>","__proto__":1}'), /__proto__/);
    await expectInvalid('xml-format', {}, 'xml: is required');
  });
});
