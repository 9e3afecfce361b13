import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Problem {
  line: number;
  column?: number;
  message: string;
  path?: string;
}
interface Answer {
  valid: boolean;
  errors: Problem[];
  errorCount: number;
  warnings: Problem[];
}

const validate = (xml: string, xsd?: string) => run<Answer>('xml-validate', xsd === undefined ? { xml } : { xml, xsd });

// Every expectation below marked "xmllint" is Debian 12's xmllint (libxml 20914) run by hand on
// the same text saved to a file: `xmllint --noout --schema s.xsd d.xml`, or `xmllint --noout d.xml`
// without a schema. Its "d.xml:3: element n: Schemas validity error : " prefix is xmllint's own;
// the line and the message after it are libxml2's.
const NOTE_XSD = `<?xml version="1.0"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">
  <xs:element name="note">
    <xs:complexType>
      <xs:sequence>
        <xs:element name="to" type="xs:string"/>
        <xs:element name="n" type="xs:integer"/>
        <xs:element name="code" type="codeType" minOccurs="0"/>
      </xs:sequence>
      <xs:attribute name="id" type="xs:ID" use="required"/>
    </xs:complexType>
  </xs:element>
  <xs:simpleType name="codeType">
    <xs:restriction base="xs:string">
      <xs:pattern value="[A-Z]{3}-[0-9]{2}"/>
    </xs:restriction>
  </xs:simpleType>
</xs:schema>
`;

/** A schema whose one element r must be empty: a document that validates read nothing into r. */
const EMPTY_R_XSD =
  '<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"><xs:element name="r"><xs:simpleType><xs:restriction base="xs:string">' +
  '<xs:length value="0"/></xs:restriction></xs:simpleType></xs:element></xs:schema>';

describe('xml-validate', () => {
  it('answers as xmllint --schema does: valid, wrong type, missing child, undeclared element, bad facet', async () => {
    // xmllint: "valid.xml validates"
    expect(await validate('<note id="a1">\n  <to>Tove</to>\n  <n>42</n>\n  <code>ABC-12</code>\n</note>\n', NOTE_XSD)).toEqual({ valid: true, errors: [], errorCount: 0, warnings: [] });
    // xmllint: type.xml:3: element n: Schemas validity error : Element 'n': 'forty' is not a valid value of the atomic type 'xs:integer'.
    expect((await validate('<note id="a1">\n  <to>Tove</to>\n  <n>forty</n>\n</note>\n', NOTE_XSD)).errors).toEqual([
      { line: 3, message: "Element 'n': 'forty' is not a valid value of the atomic type 'xs:integer'.", path: '/note/n' },
    ]);
    // xmllint: missing.xml:1: element note: Schemas validity error : Element 'note': Missing child element(s). Expected is ( n ).
    expect((await validate('<note id="a1">\n  <to>Tove</to>\n</note>\n', NOTE_XSD)).errors).toEqual([
      { line: 1, message: "Element 'note': Missing child element(s). Expected is ( n ).", path: '/note' },
    ]);
    // xmllint: undeclared.xml:4: element extra: Schemas validity error : Element 'extra': This element is not expected. Expected is ( code ).
    expect((await validate('<note id="a1">\n  <to>Tove</to>\n  <n>1</n>\n  <extra/>\n</note>\n', NOTE_XSD)).errors).toEqual([
      { line: 4, message: "Element 'extra': This element is not expected. Expected is ( code ).", path: '/note/extra' },
    ]);
    // xmllint: facet.xml:4: element code: Schemas validity error : Element 'code': [facet 'pattern'] The value 'abc-1' is not accepted by the pattern '[A-Z]{3}-[0-9]{2}'.
    expect((await validate('<note id="a1">\n  <to>Tove</to>\n  <n>1</n>\n  <code>abc-1</code>\n</note>\n', NOTE_XSD)).errors).toEqual([
      { line: 4, message: "Element 'code': [facet 'pattern'] The value 'abc-1' is not accepted by the pattern '[A-Z]{3}-[0-9]{2}'.", path: '/note/code' },
    ]);
    // xmllint, two errors in document order:
    //   two.xml:1: element note: Schemas validity error : Element 'note': The attribute 'id' is required but missing.
    //   two.xml:3: element n: Schemas validity error : Element 'n': '1.5' is not a valid value of the atomic type 'xs:integer'.
    expect(await validate('<note>\n  <to>Tove</to>\n  <n>1.5</n>\n</note>\n', NOTE_XSD)).toEqual({
      valid: false,
      errors: [
        { line: 1, message: "Element 'note': The attribute 'id' is required but missing.", path: '/note' },
        { line: 3, message: "Element 'n': '1.5' is not a valid value of the atomic type 'xs:integer'.", path: '/note/n' },
      ],
      errorCount: 2,
      warnings: [],
    });
  });

  it('reports a malformed document with line and column, with or without a schema, and does not validate it', async () => {
    // xmllint: malformed.xml:3: parser error : Opening and ending tag mismatch: to line 2 and note, caret under column 8.
    // (libxml2 2.9 adds "Premature end of data in tag note line 1" at line 4; the newer libxml2 stops at the first.)
    const malformed = '<note id="a1">\n  <to>Tove\n</note>\n';
    const expected = { valid: false, errors: [{ line: 3, column: 8, message: 'Opening and ending tag mismatch: to line 2 and note' }], errorCount: 1, warnings: [] };
    expect(await validate(malformed)).toEqual(expected);
    expect(await validate(malformed, NOTE_XSD)).toEqual(expected);
    // xmllint: extra-root.xml:5: parser error : Extra content at the end of the document, caret under column 1.
    expect((await validate('<note id="a1">\n  <to>Tove</to>\n  <n>1</n>\n</note>\n<note/>\n')).errors).toEqual([{ line: 5, column: 1, message: 'Extra content at the end of the document' }]);
    // xmllint on an empty file: empty.xml:1: parser error : Document is empty, caret under column 1.
    expect((await validate('')).errors).toEqual([{ line: 1, column: 1, message: 'Document is empty' }]);
    expect((await validate('', NOTE_XSD)).valid).toBe(false);
    // xmllint: ns.xml:1: namespace warning : xmlns: URI foo is not absolute, caret under column 15; the document is well-formed.
    expect(await validate('<a xmlns="foo"/>')).toEqual({ valid: true, errors: [], errorCount: 0, warnings: [{ line: 1, column: 15, message: 'xmlns: URI foo is not absolute' }] });
    // A character XML forbids, and a lone surrogate (not UTF-8 at all), are well-formedness errors, not crashes.
    expect((await validate('<r>\u0000</r>')).errors[0]).toMatchObject({ line: 1, column: 4 });
    expect((await validate('<r>\ud800</r>')).errors[0]).toMatchObject({ line: 1, column: 4, message: 'Invalid bytes in character encoding' });
  });

  it('refuses a schema that does not compile or is not XML, naming xsd with libxml2\'s message and line', async () => {
    const badType = NOTE_XSD.replace('type="xs:integer"', 'type="xs:intger"');
    // xmllint: bad.xsd:7: element element: Schemas parser error : element decl. 'n', attribute 'type': The QName value
    // '{http://www.w3.org/2001/XMLSchema}intger' does not resolve to a(n) type definition. / WXS schema bad.xsd failed to compile
    await expectInvalid(
      'xml-validate',
      { xml: '<note id="a"/>', xsd: badType },
      "xsd: the schema does not compile at line 7: element decl. 'n', attribute 'type': The QName value '{http://www.w3.org/2001/XMLSchema}intger' does not resolve to a(n) type definition.",
    );
    // xmllint: malformed.xsd:3: parser error : Opening and ending tag mismatch: element line 2 and schema, caret under column 13.
    await expectInvalid(
      'xml-validate',
      { xml: '<a/>', xsd: '<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">\n  <xs:element name="a">\n</xs:schema>\n' },
      'xsd: not well-formed XML at line 3, column 13: Opening and ending tag mismatch: element line 2 and schema',
    );
    // xmllint: Schemas parser error : The XML document 'notschema.xsd' is not a schema document. (libxml2-wasm names the buffer in_memory_buffer)
    await expectInvalid('xml-validate', { xml: '<a/>', xsd: '<a/>' }, /^xsd: the schema does not compile: The XML document '.*' is not a schema document\.$/);
    await expectInvalid('xml-validate', { xml: '<a/>', xsd: '' }, 'xsd: not well-formed XML at line 1, column 1: Document is empty');
    // xmllint: Element '{http://www.w3.org/2001/XMLSchema}pattern': The value '(a|b' of the facet 'pattern' is not a valid regular expression.
    await expectInvalid(
      'xml-validate',
      { xml: '<r/>', xsd: EMPTY_R_XSD.replace('<xs:length value="0"/>', '<xs:pattern value="(a|b"/>') },
      "xsd: the schema does not compile at line 1: Element '{http://www.w3.org/2001/XMLSchema}pattern': The value '(a|b' of the facet 'pattern' is not a valid regular expression.",
    );
  });

  it('substitutes internal entities before validating, as xmllint --noent', async () => {
    // xmllint --noent --noout --schema s.xsd e.xml: "e.xml validates" (without --noent: an internal error on the entity reference).
    const withEntity = '<?xml version="1.0"?>\n<!DOCTYPE note [<!ENTITY who "Tove">]>\n<note id="a1">\n  <to>&who;</to>\n  <n>12</n>\n</note>\n';
    expect((await validate(withEntity, NOTE_XSD)).valid).toBe(true);
  });

  describe('reads nothing outside its two texts', () => {
    let hits = 0;
    const server = createServer((_, response) => {
      hits++;
      response.end('<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"><xs:element name="r"/></xs:schema>');
    });
    let base = '';
    beforeAll(async () => {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    const including = (tag: string, location: string) =>
      `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">\n  <${tag} schemaLocation="${location}"/>\n  <xs:element name="r"/>\n</xs:schema>`;

    it('refuses xs:include and xs:redefine from a URL or a path, skips xs:import, and ignores xsi:schemaLocation', async () => {
      for (const location of [`${base}/a.xsd`, 'file:///etc/passwd', '/etc/passwd', '/dev/stdin', '/dev/urandom']) {
        for (const tag of ['xs:include', 'xs:redefine']) {
          await expectInvalid('xml-validate', { xml: '<r/>', xsd: including(tag, location) }, /^xsd: the schema does not compile at line 2: Element '\{http:\/\/www\.w3\.org\/2001\/XMLSchema\}(include|redefine)': Failed to load the document '.*' for (inclusion|redefinition)\. \(includes, imports and redefines are never loaded/);
        }
      }
      // An import is skipped (libxml2 warns and compiles without it), so the schema still works for what it declares itself.
      // xmllint --nonet: imp.xsd:2: element import: Schemas parser warning : Element '{http://www.w3.org/2001/XMLSchema}import':
      // Failed to locate a schema at location 'http://127.0.0.1:9/b.xsd'. Skipping the import. / r.xml validates
      const imported = await validate('<r/>', including('xs:import namespace="urn:x"', `${base}/b.xsd`));
      expect(imported.valid).toBe(true);
      expect(imported.warnings).toContainEqual({
        line: 2,
        message: `Element '{http://www.w3.org/2001/XMLSchema}import': Failed to locate a schema at location '${base}/b.xsd'. Skipping the import.`,
        path: '/xs:schema/xs:import',
      });
      const hinted = `<r xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="${base}/c.xsd"/>`;
      expect((await validate(hinted, EMPTY_R_XSD)).valid).toBe(true);
      expect(hits).toBe(0);
    });

    it('never loads an external entity or DTD (XXE): the entity stays empty, nothing is fetched or read', async () => {
      // xmllint --noent would put /etc/passwd into r; here r stays empty, which the schema's length 0 checks.
      for (const system of ['file:///etc/passwd', '/etc/passwd', '/dev/stdin', `${base}/x.txt`]) {
        expect(await validate(`<!DOCTYPE r [<!ENTITY x SYSTEM "${system}">]>\n<r>&x;</r>`, EMPTY_R_XSD)).toMatchObject({ valid: true, errors: [] });
        expect((await validate(`<!DOCTYPE r [<!ENTITY % p SYSTEM "${system}"> %p;]>\n<r/>`, EMPTY_R_XSD)).valid).toBe(true);
        // With an external subset unread, an undeclared entity is no well-formedness error (the subset could declare it), and expands to nothing.
        expect((await validate(`<!DOCTYPE r SYSTEM "${system}">\n<r>&ent;</r>`, EMPTY_R_XSD)).valid).toBe(true);
      }
      expect(hits).toBe(0);
    });
  });

  it('stops billion laughs and entity loops as well-formedness errors, without expanding them', async () => {
    // Nine levels of ten references: a 10^9-character expansion. xmllint 2.9.14 stops it too (laughs.xml:12: parser error :
    // Detected an entity reference loop); the newer libxml2 stops it by its amplification limit.
    const entities = ['<!ENTITY a "aaaaaaaaaa">', ...Array.from({ length: 8 }, (_, i) => `<!ENTITY ${String.fromCharCode(98 + i)} "${`&${String.fromCharCode(97 + i)};`.repeat(10)}">`)];
    const laughs = `<!DOCTYPE r [\n${entities.join('\n')}\n]>\n<r>&i;</r>\n`;
    const started = performance.now();
    for (const xsd of [undefined, EMPTY_R_XSD]) {
      const answer = await validate(laughs, xsd);
      expect(answer.valid).toBe(false);
      expect(answer.errors[0]!.message).toMatch(/amplification|entity reference loop/);
    }
    expect(performance.now() - started).toBeLessThan(2_000);
    // xmllint: loop.xml:1: parser error : Detected an entity reference loop
    expect((await validate('<!DOCTYPE r [<!ENTITY a "&b;"><!ENTITY b "&a;">]><r>&a;</r>')).errors[0]).toMatchObject({ line: 1, message: 'Detected an entity reference loop' });
  });

  it('answers a pattern past libxml2\'s regex limits as not valid, with libxml2\'s internal errors', async () => {
    // xmllint --noout --schema re.xsd re.xml (100,000 a's and a '!' against (a|aa)*b), after four minutes:
    //   re.xml:1: element r: Schemas validity error : Internal error: xmlSchemaValidateFacets, validating against a pattern facet.
    //   (three more "Internal error" lines) / re.xml validation generated an internal error
    const answer = await validate(`<r>${'a'.repeat(100_000)}!</r>`, EMPTY_R_XSD.replace('<xs:length value="0"/>', '<xs:pattern value="(a|aa)*b"/>'));
    expect(answer.valid).toBe(false);
    expect(answer.errors[0]).toEqual({ line: 1, message: 'Internal error: xmlSchemaValidateFacets, validating against a pattern facet.', path: '/r' });
  });

  it('lists at most 1000 errors and counts them all', async () => {
    const xsd = EMPTY_R_XSD.replace('<xs:element name="r">', '<xs:element name="list"><xs:complexType><xs:sequence><xs:element name="r" maxOccurs="unbounded">').replace('</xs:element></xs:schema>', '</xs:element></xs:sequence></xs:complexType></xs:element></xs:schema>');
    const answer = await validate(`<list>\n${'<r>x</r>\n'.repeat(1500)}</list>`, xsd);
    expect(answer.errorCount).toBe(1500);
    expect(answer.errors).toHaveLength(1000);
    expect(answer.errors[999]).toMatchObject({ line: 1001, path: '/list/r[1000]' });
  });
});
