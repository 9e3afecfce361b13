import { Type } from '@sinclair/typebox';
import { isOrderedObject, readOrderedJson, scalarText, type OrderedJson } from '../../lib/json-ordered.ts';
import { lazy } from '../../lib/lazy.ts';
import { quoteClipped } from '../../lib/quote.ts';
import { MAX_RESULT_CHARS, resultTooLarge } from '../../lib/result-size.ts';
import { codePointLabel, escapeXmlAttribute, escapeXmlText, FORBIDDEN_XML_CHAR, XML_NAME } from '../../lib/xml-text.ts';
import { closedObject, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the spec leaves them open):
 * - The mapping is xml-to-json's (xmltodict's convention) read backwards, so the two round-trip:
 *   the JSON becomes the content of one root element named root_name; an object's keys become
 *   child elements in order, "@name" keys attributes and "#text" the element's text; an array
 *   becomes the element repeated; null and "" an empty element (<a/>); numbers (digits as written)
 *   and booleans text. A top-level array becomes <item> children of the root; an empty array
 *   writes nothing.
 * - Names are checked, never rewritten: a key that is not an XML name (after "@" for attributes)
 *   is refused, naming the key and where it is. So are an array directly inside an array, an
 *   object or array as an attribute value or as "#text", and characters XML 1.0 cannot hold at all
 *   (control characters other than tab, LF and CR, lone surrogates), naming the path.
 * - Escaping is done here and fast-xml-parser's XMLBuilder lays the elements out: &, < and > in
 *   text; &, <, >, " and tab/LF/CR (as character references, so attribute normalisation keeps
 *   them) in attributes, which are double-quoted. A CR in text is written &#13; so it survives.
 * - indent: 2 by default, 0 to 8; 0 writes everything on one line. No XML declaration is written
 *   (UTF-8 XML 1.0 needs none).
 */

const MAX_DEPTH = 200;

const loadBuilder = lazy(async () => (await import('fast-xml-parser')).XMLBuilder);

type BuilderNode = string | BuilderObject | BuilderNode[];
interface BuilderObject {
  [name: string]: BuilderNode;
}

/** A JSON path for messages: $.a.b[0]. */
function pathOf(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`;
  return /^[A-Za-z_$][\w$]*$/.test(key) ? `${parent}.${key}` : `${parent}[${JSON.stringify(key)}]`;
}

class XmlTree {
  /** An upper bound on the XML length, to refuse a result past MAX_RESULT_CHARS before building it. */
  size = 0;
  private readonly indent: number;

  // No parameter property: Node's type stripping refuses them.
  constructor(indent: number) {
    this.indent = indent;
  }

  private text(value: OrderedJson, path: string, what: string, escape: (text: string) => string): string {
    if (Array.isArray(value) || isOrderedObject(value)) {
      invalid(`json: ${path} is ${Array.isArray(value) ? 'an array' : 'an object'}, but ${what} must be a string, number, boolean or null`);
    }
    const raw = scalarText(value);
    const bad = FORBIDDEN_XML_CHAR.exec(raw);
    if (bad) invalid(`json: the string at ${path} holds ${codePointLabel(raw, bad.index)}, which XML 1.0 cannot represent`);
    const escaped = escape(raw);
    this.size += escaped.length;
    return escaped;
  }

  private name(key: string, path: string, what: string): void {
    if (!XML_NAME.test(key)) invalid(`json: the key ${quoteClipped(key)} at ${path} is not a valid XML ${what} name`);
  }

  /** The content of an element: text, or an object of attributes, children and "#text". */
  content(value: OrderedJson, path: string, depth: number): BuilderNode {
    this.size += 2 * depth * this.indent + 8;
    if (this.size > MAX_RESULT_CHARS) resultTooLarge('json', 'the XML');
    if (Array.isArray(value)) {
      const node: BuilderObject = Object.create(null);
      const items = value.map((item, index) => this.child(item, pathOf(path, index), depth + 1, 'item'));
      if (items.length > 0) node.item = items;
      return node;
    }
    if (!isOrderedObject(value)) return this.text(value, path, 'element text', escapeXmlText);
    const node: BuilderObject = Object.create(null);
    for (const [key, member] of value) {
      const memberPath = pathOf(path, key);
      if (key === '#text') {
        node[key] = this.text(member, memberPath, '"#text"', escapeXmlText);
      } else if (key.startsWith('@')) {
        this.name(key.slice(1), memberPath, 'attribute');
        node[key] = this.text(member, memberPath, 'an attribute value', escapeXmlAttribute);
        this.size += key.length + 4;
      } else {
        this.name(key, memberPath, 'element');
        this.size += key.length * 2 + 5;
        if (Array.isArray(member)) {
          const items = member.map((item, index) => this.child(item, pathOf(memberPath, index), depth + 1, key));
          if (items.length > 0) node[key] = items;
        } else {
          node[key] = this.content(member, memberPath, depth + 1);
        }
      }
    }
    return node;
  }

  private child(item: OrderedJson, path: string, depth: number, name: string): BuilderNode {
    if (Array.isArray(item)) invalid(`json: ${path} is an array inside an array, which has no XML form (wrap it in an object)`);
    this.size += name.length * 2 + 5;
    return this.content(item, path, depth);
  }
}

export default defineTool({
  id: 'json-to-xml',
  name: 'JSON to XML',
  category: 'data',
  description:
    'Convert JSON to XML under one root element: keys become elements, "@name" keys attributes, "#text" text, arrays repeated elements ' +
    '(the xmltodict convention, so xml-to-json reads it back). Text and attributes are escaped; keys that are not XML names are refused, naming the key.',
  keywords: ['xml builder', 'generate xml', 'xml converter', 'xmltodict', 'json2xml'],
  mcp: true,
  // its worst input (mixed-types-per-key) took 1364.1 ms inline: never on the server's event loop (bench/worst-case.ts, DESIGN's 50 ms rule).
  isolate: true,
  input: closedObject({
    json: Type.String({ maxLength: 1_000_000, description: 'The JSON text' }),
    root_name: withDefault(Type.String({ minLength: 1, maxLength: 200, description: 'The name of the root element (an XML name)' }), 'root'),
    indent: withDefault(Type.Integer({ minimum: 0, maximum: 8, description: 'Spaces per nesting level; 0 writes the XML on one line' }), 2),
  }),
  output: closedObject({
    xml: Type.String({ description: 'The XML document, without an XML declaration or a trailing line break' }),
  }),
  examples: [
    {
      title: 'Attributes, an array and escaping',
      input: { json: '{"@version":"2","title":"Fish & Chips","tag":["food","uk"],"price":{"@currency":"GBP","#text":9.5}}', root_name: 'menu' },
      output: {
        xml: '<menu version="2">\n  <title>Fish &amp; Chips</title>\n  <tag>food</tag>\n  <tag>uk</tag>\n  <price currency="GBP">9.5</price>\n</menu>',
      },
    },
    {
      title: 'One line, a null and a top-level array',
      input: { json: '[{"id":1,"note":null},{"id":2,"note":"<b>"}]', indent: 0 },
      output: { xml: '<root><item><id>1</id><note/></item><item><id>2</id><note>&lt;b&gt;</note></item></root>' },
    },
  ],
  async run({ json, root_name: rootName, indent }): Promise<{ xml: string }> {
    if (!XML_NAME.test(rootName)) invalid(`root_name: ${quoteClipped(rootName)} is not a valid XML element name`);
    const value = readOrderedJson(json, 'json', { maxDepth: MAX_DEPTH });
    const tree = new XmlTree(indent);
    const root: BuilderObject = Object.create(null);
    root[rootName] = tree.content(value, '$', 0);
    const XMLBuilder = await loadBuilder();
    const builder = new XMLBuilder({
      ignoreAttributes: false,
      attributeNamePrefix: '@',
      textNodeName: '#text',
      format: indent > 0,
      indentBy: ' '.repeat(indent),
      suppressEmptyNode: true,
      suppressBooleanAttributes: false,
      // Text and attribute values arrive escaped (see XmlTree).
      processEntities: false,
      // Its default is 100; the root and the JSON's own levels fit in this.
      maxNestedTags: MAX_DEPTH + 2,
    });
    const xml = (builder.build(root) as string).replace(/\n$/, '');
    if (xml.length > MAX_RESULT_CHARS) resultTooLarge('json', 'the XML');
    return { xml };
  },
});
