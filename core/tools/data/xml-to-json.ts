import { Type, type Static } from '@sinclair/typebox';
import { writeOrderedJson, type OrderedJson, type OrderedJsonObject } from '../../lib/json-ordered.ts';
import { lazy } from '../../lib/lazy.ts';
import { quoteClipped } from '../../lib/quote.ts';
import { lineColumnAt } from '../../lib/text-position.ts';
import { codePointLabel, FORBIDDEN_XML_CHAR, unescapeXml } from '../../lib/xml-text.ts';
import { closedObject, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the spec leaves them open):
 * - The shape is xmltodict's (Python), a common convention: {"root": …}; attributes are "@name"
 *   keys, text is "#text", an element with neither attributes nor children is its text (null
 *   when empty), and elements repeated under one parent become an array (a lone one does not).
 *   Keys come attributes first, then children in document order, then "#text". Text pieces of an
 *   element (CDATA included) are joined and trimmed of XML whitespace at both ends, as xmltodict
 *   does; whitespace-only text disappears. Interleaving of different children is not kept.
 * - Values stay strings: "007", "1e5" and "true" are text, as XML has no types.
 * - Entities: fast-xml-parser runs with processEntities: false, so no entity is expanded at all.
 *   The five predefined entities and character references are decoded here (each is one
 *   character, never an expansion); any other reference, such as one a DOCTYPE declares, stays as
 *   written and a warning says so. A DOCTYPE declaring an external (SYSTEM/PUBLIC) or parameter
 *   entity is refused: nothing is ever read from a file or URL. Attribute values are normalised as
 *   XML says (a literal tab or line break becomes a space; &#10; stays a line break).
 * - Names are kept as written, prefixes included (xmlns declarations are attributes); `__proto__`
 *   or `constructor` are ordinary names. Comments, processing instructions, the XML declaration
 *   and the DOCTYPE are dropped.
 * - Well-formedness is checked by fast-xml-parser's validator (errors with line and column), plus
 *   what it lets through: characters XML forbids, a second root element, text after the root.
 *   Elements may nest 200 levels deep.
 * - pretty defaults to true (two spaces per level); false minifies.
 */

const MAX_XML_DEPTH = 200;
const MAX_WARNINGS = 100;
/** Prepended to every element and attribute name inside the parser, so no name is special to it (it refuses "__proto__"). */
const NAME_GUARD = '\u0000';

const loadParser = lazy(() => import('fast-xml-parser'));

type OrderedNode = Record<string, unknown>;

const output = closedObject({
  json: Type.String({ description: 'The JSON text: an object whose one key is the root element name' }),
  root: Type.String({ description: 'The name of the root element' }),
  warnings: Type.Array(Type.String(), {
    description: 'Entity references kept as written because they are not predefined, e.g. "the entity reference &copy; is kept as written: …"',
  }),
});

function clip(message: string): string {
  return message.length > 200 ? `${message.slice(0, 200)}…` : message;
}

function unguard(name: string): string {
  let start = 0;
  while (name.charCodeAt(start) === 0) start++;
  return name.slice(start);
}

class Shaper {
  readonly unexpanded = new Set<string>();
  private readonly xml: string;

  // No parameter property: Node's type stripping refuses them.
  constructor(xml: string) {
    this.xml = xml;
  }

  private decode(raw: string): string {
    const { text, unexpanded, forbidden } = unescapeXml(raw);
    if (forbidden !== undefined) {
      const { line, column } = lineColumnAt(this.xml, Math.max(0, this.xml.indexOf(forbidden)));
      invalid(`xml: the character reference ${quoteClipped(forbidden)} at line ${line}, column ${column} names a character XML does not allow`);
    }
    for (const reference of unexpanded) this.unexpanded.add(reference);
    return text;
  }

  /** One element, from fast-xml-parser's preserveOrder form: its children in order and its attributes. */
  element(children: OrderedNode[], attributes: Record<string, string> | undefined): OrderedJson {
    const members: OrderedJsonObject = new Map();
    for (const [name, value] of Object.entries(attributes ?? {})) {
      // Attribute-value normalisation: literal whitespace characters become spaces, references are kept.
      members.set(`@${unguard(name)}`, this.decode(value.replace(/[\t\n\r]/g, ' ')));
    }
    let text = '';
    for (const child of children) {
      if ('#text' in child) {
        text += this.decode(String(child['#text']));
        continue;
      }
      if ('#cdata' in child) {
        for (const piece of child['#cdata'] as OrderedNode[]) text += String(piece['#text'] ?? '');
        continue;
      }
      const tag = Object.keys(child).find((key) => key !== ':@')!;
      const name = unguard(tag);
      const value = this.element(child[tag] as OrderedNode[], child[':@'] as Record<string, string> | undefined);
      const existing = members.get(name);
      if (existing === undefined) members.set(name, value);
      else if (Array.isArray(existing)) existing.push(value);
      else members.set(name, [existing, value]);
    }
    text = text.replace(/^[ \t\n\r]+|[ \t\n\r]+$/g, '');
    if (members.size === 0) return text === '' ? null : text;
    if (text !== '') members.set('#text', text);
    return members;
  }
}

/** The offset of the first character after the root element that is neither whitespace, a comment nor a processing instruction. */
function trailingContent(xml: string, from: number): number | undefined {
  let i = from;
  while (i < xml.length) {
    const char = xml[i]!;
    if (char === ' ' || char === '\t' || char === '\n' || char === '\r') i++;
    else if (xml.startsWith('<!--', i)) {
      const end = xml.indexOf('-->', i + 4);
      if (end < 0) return i;
      i = end + 3;
    } else if (xml.startsWith('<?', i)) {
      const end = xml.indexOf('?>', i + 2);
      if (end < 0) return i;
      i = end + 2;
    } else return i;
  }
  return undefined;
}

function refuseAt(xml: string, offset: number, what: string): never {
  const { line, column } = lineColumnAt(xml, offset);
  invalid(`xml: ${what} at line ${line}, column ${column}`);
}

export default defineTool({
  id: 'xml-to-json',
  name: 'XML to JSON',
  category: 'data',
  description:
    'Convert XML to JSON in the xmltodict convention: attributes as "@name", text as "#text", repeated elements as arrays, values as strings. ' +
    'Safe on untrusted XML: entities are never expanded and external entities never read (XXE and billion laughs cannot happen). ' +
    'Malformed XML is refused with the line and column.',
  keywords: ['xmltodict', 'xml parser', 'parse xml', 'convert xml', 'soap', 'rss'],
  mcp: true,
  // its worst input (many-attributes) took 1204.4 ms inline: never on the server's event loop (bench/worst-case.ts, DESIGN's 50 ms rule).
  isolate: true,
  input: closedObject({
    xml: Type.String({ maxLength: 1_000_000, description: 'The XML document' }),
    pretty: withDefault(Type.Boolean({ description: 'Indent the JSON by two spaces per level; false minifies it' }), true),
  }),
  output,
  examples: [
    {
      title: 'Attributes, repeated elements and an entity',
      input: {
        xml: '<?xml version="1.0"?>\n<catalog lang="en">\n  <book id="1"><title>XML &amp; JSON</title></book>\n  <book id="2"><title>YAML</title></book>\n</catalog>',
        pretty: false,
      },
      output: {
        json: '{"catalog":{"@lang":"en","book":[{"@id":"1","title":"XML & JSON"},{"@id":"2","title":"YAML"}]}}',
        root: 'catalog',
        warnings: [],
      },
    },
    {
      title: 'Text beside attributes, and an empty element',
      input: { xml: '<note priority="high">Call back<seen/></note>' },
      output: { json: '{\n  "note": {\n    "@priority": "high",\n    "seen": null,\n    "#text": "Call back"\n  }\n}', root: 'note', warnings: [] },
    },
  ],
  async run({ xml, pretty }): Promise<Static<typeof output>> {
    const forbidden = FORBIDDEN_XML_CHAR.exec(xml);
    if (forbidden) refuseAt(xml, forbidden.index, `${codePointLabel(xml, forbidden.index)} is a character XML does not allow`);

    const { XMLParser, XMLValidator } = await loadParser();
    const validation = XMLValidator.validate(xml);
    if (validation !== true) {
      const { line, col, msg } = validation.err;
      invalid(`xml: invalid XML at line ${line}${col === undefined ? '' : `, column ${col}`}: ${clip(msg)}`);
    }

    const parser = new XMLParser({
      preserveOrder: true,
      captureMetaData: true,
      ignoreAttributes: false,
      attributeNamePrefix: '',
      processEntities: false,
      parseTagValue: false,
      parseAttributeValue: false,
      trimValues: false,
      ignoreDeclaration: true,
      ignorePiTags: true,
      cdataPropName: '#cdata',
      // The parser allows one level more than this.
      maxNestedTags: MAX_XML_DEPTH - 1,
      transformTagName: (name) => NAME_GUARD + name,
      transformAttributeName: (name) => NAME_GUARD + name,
    });
    let nodes: OrderedNode[];
    try {
      nodes = parser.parse(xml) as OrderedNode[];
    } catch (error) {
      const message = clip(error instanceof Error ? error.message : String(error));
      if (/nested tags/i.test(message)) invalid(`xml: elements nest deeper than ${MAX_XML_DEPTH} levels`);
      const entity = /<!ENTITY/i.exec(xml);
      if (entity) {
        const { line, column } = lineColumnAt(xml, entity.index);
        invalid(
          `xml: refused the entity declaration at line ${line}, column ${column} (${message}): external and parameter entities are never read or expanded`,
        );
      }
      invalid(`xml: invalid XML: ${message}`);
    }

    const meta = XMLParser.getMetaDataSymbol();
    const elements = nodes.filter((node) => !('#text' in node) && !('#cdata' in node));
    const [root, second] = elements;
    if (root === undefined) invalid('xml: has no root element');
    const tagOf = (node: OrderedNode) => Object.keys(node).find((key) => key !== ':@')!;
    const position = (node: OrderedNode) => (node as unknown as Record<symbol, { startIndex?: number; endIndex?: number }>)[meta as symbol];
    if (second !== undefined) {
      refuseAt(xml, position(second)?.startIndex ?? 0, `a second root element <${unguard(tagOf(second))}> (a document has exactly one) starts`);
    }
    const after = trailingContent(xml, position(root)?.endIndex ?? xml.length);
    if (after !== undefined) refuseAt(xml, after, 'text after the root element');

    const shaper = new Shaper(xml);
    const tag = tagOf(root);
    const name = unguard(tag);
    const value = shaper.element(root[tag] as OrderedNode[], root[':@'] as Record<string, string> | undefined);
    const warnings = [...shaper.unexpanded].slice(0, MAX_WARNINGS).map(
      (reference) => `the entity reference ${quoteClipped(reference)} is kept as written: only the five predefined entities and character references are decoded`,
    );
    if (shaper.unexpanded.size > MAX_WARNINGS) warnings.push(`… and ${shaper.unexpanded.size - MAX_WARNINGS} more entity references`);
    return { json: writeOrderedJson(new Map([[name, value]]), pretty ? 2 : 0, 'xml'), root: name, warnings };
  },
});
