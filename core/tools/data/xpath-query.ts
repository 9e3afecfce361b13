import { Type, type Static } from '@sinclair/typebox';
import { lazy, lazyModule } from '../../lib/lazy.ts';
import { lineColumnAt } from '../../lib/text-position.ts';
import { codePointLabel, FORBIDDEN_XML_CHAR } from '../../lib/xml-text.ts';
import { closedObject } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the issue leaves them open):
 * - The language is XPath 3.1 as fontoxpath implements it (XPath 1.0 expressions mean the same,
 *   apart from 1.0's looser comparisons). It has no doc(), unparsed-text() or other function that
 *   reads a file or URL, so a query never leaves the document.
 * - Entities: a DOCTYPE that declares entities is refused (nothing is expanded, so no billion
 *   laughs and no external entity); other DOCTYPEs are allowed and ignored. An entity reference
 *   other than the five predefined ones is refused too, as xmldom cannot resolve it.
 * - Prefixes resolve through `ns` first, then through the namespaces declared on the root
 *   element, so a document's own prefixes work without repeating them. An unprefixed element
 *   name takes the root's default namespace (XPath 2.0+'s "default element namespace"), so
 *   //entry finds the entries of an Atom feed; xmllint, on XPath 1.0, finds none there.
 * - Each result item is {type, value}: nodes are serialised (an attribute as name="value", a
 *   text node as its text), numbers are JSON numbers (NaN and ±infinity as the strings "NaN",
 *   "INF" and "-INF", XPath's spellings), booleans are booleans, and every other atomic value
 *   (dates, durations, QNames…) is its string value with type "string". Maps, arrays and
 *   functions are refused: they have no XML serialisation.
 */

const MAX_MESSAGE = 200;
/** The error the string-value rewrite raises for an item with no XML form. */
const NOT_SHOWN = 'TOOLDECKNOTSHOWN';
const NOT_SHOWN_MESSAGE = 'expr: returns a map, array or function, which has no XML form: select nodes or atomic values';

// Both are CommonJS: a code-split bundle (the server's worker, dist/) hands them back from import()
// with their exports on `default` only, which lazyModule unwraps.
const loadFontoxpath = lazyModule(() => import('fontoxpath'));
const loadXmldom = lazyModule(() => import('@xmldom/xmldom'));
const loadXPath = lazy(async () => {
  const [api, xmldom] = await Promise.all([loadFontoxpath(), loadXmldom()]);
  return { api, DOMParser: xmldom.DOMParser, XMLSerializer: xmldom.XMLSerializer };
});
const loadValidator = lazy(async () => (await import('fast-xml-parser')).XMLValidator);

const NODE_TYPES: Record<number, string> = {
  1: 'element',
  2: 'attribute',
  3: 'text',
  4: 'text',
  7: 'processing-instruction',
  8: 'comment',
  9: 'document',
};

const item = closedObject({
  type: Type.Union(
    ['element', 'attribute', 'text', 'processing-instruction', 'comment', 'document', 'string', 'number', 'boolean'].map((name) => Type.Literal(name)),
    { description: 'What the item is: a kind of node, or the type of an atomic value' },
  ),
  value: Type.Union([Type.String(), Type.Number(), Type.Boolean()], {
    description: 'A node serialised as XML (an attribute as name="value"); a number (NaN, INF, -INF as strings), boolean or string value',
  }),
});

const output = closedObject({
  results: Type.Array(item, { description: 'The items the expression returns, in order' }),
  count: Type.Integer({ minimum: 0, description: 'How many items the expression returns' }),
});

type Item = Static<typeof item>;

function clip(message: string): string {
  const lines = message.split('\n').filter((line) => line.trim() !== '').slice(-2).join(' ').replace(/\s+/g, ' ');
  return lines.length > MAX_MESSAGE ? `${lines.slice(0, MAX_MESSAGE)}…` : lines;
}

interface DomNode {
  nodeType: number;
  nodeName: string;
  nodeValue: string | null;
}

function isNode(value: unknown): value is DomNode {
  return typeof value === 'object' && value !== null && typeof (value as DomNode).nodeType === 'number';
}

function numberValue(value: number): number | string {
  if (Number.isNaN(value)) return 'NaN';
  if (value === Infinity) return 'INF';
  if (value === -Infinity) return '-INF';
  return value;
}

function parseDocument(xml: string, DOMParser: typeof import('@xmldom/xmldom').DOMParser) {
  const problems: string[] = [];
  let doc;
  try {
    doc = new DOMParser({ onError: (level: string, message: string) => (level === 'warning' ? undefined : problems.push(message)) }).parseFromString(xml, 'text/xml');
  } catch {
    invalid(`xml: invalid XML: ${clip(problems[0] ?? 'cannot be parsed')}`);
  }
  if (problems.length > 0) invalid(`xml: ${clip(problems[0]!.replace(/^entity not found:/, 'an entity reference that is not predefined: '))}`);
  return doc;
}

export default defineTool({
  id: 'xpath-query',
  name: 'XPath Query',
  category: 'data',
  description:
    'Run an XPath expression (XPath 3.1, so 1.0 expressions too) against an XML document and list what it returns: elements and attributes serialised as XML, text, numbers, booleans. ' +
    'Namespace prefixes come from a map you give or from the root element. Entities are never expanded.',
  keywords: ['xpath', 'xml query', 'xml path', 'xmllint xpath', 'xpath tester', 'xpath evaluator', 'xquery', 'select xml'],
  mcp: true,
  // User expressions can loop or build huge sequences (for $i in 1 to 1e9): never on the event loop.
  isolate: true,
  input: closedObject({
    xml: Type.String({ maxLength: 1_000_000, description: 'The XML document, at most 1,000,000 characters' }),
    expr: Type.String({ minLength: 1, maxLength: 10_000, description: 'The XPath expression (XPath 3.1; XPath 1.0 works), 1–10,000 characters' }),
    ns: Type.Optional(
      Type.Record(Type.String({ pattern: '^[A-Za-z_][A-Za-z0-9_.-]*$' }), Type.String({ maxLength: 2000 }), {
        additionalProperties: false,
        maxProperties: 100,
        description: 'Namespace prefixes for the expression: prefix → URI (at most 100, URIs up to 2,000 characters). Prefixes not listed fall back to those declared on the root element',
      }),
    ),
  }),
  output,
  examples: [
    {
      title: 'Select attributes and elements',
      input: { xml: '<books><book id="1"><title>Dune</title></book><book id="2"><title>Emma</title></book></books>', expr: '//book[@id="2"]/title | //book/@id' },
      output: {
        results: [
          { type: 'attribute', value: 'id="1"' },
          { type: 'attribute', value: 'id="2"' },
          { type: 'element', value: '<title>Emma</title>' },
        ],
        count: 3,
      },
    },
    {
      title: 'Count in a namespaced document',
      input: { xml: '<feed xmlns="http://www.w3.org/2005/Atom"><entry/><entry/></feed>', expr: 'count(//a:entry)', ns: { a: 'http://www.w3.org/2005/Atom' } },
      output: { results: [{ type: 'number', value: 2 }], count: 1 },
    },
  ],
  async run({ xml, expr, ns }): Promise<Static<typeof output>> {
    const forbidden = FORBIDDEN_XML_CHAR.exec(xml);
    if (forbidden) {
      const { line, column } = lineColumnAt(xml, forbidden.index);
      invalid(`xml: ${codePointLabel(xml, forbidden.index)} at line ${line}, column ${column} is a character XML does not allow`);
    }
    const entity = /<!ENTITY/.exec(xml);
    if (entity) {
      const { line, column } = lineColumnAt(xml, entity.index);
      invalid(`xml: the DOCTYPE declares an entity at line ${line}, column ${column}: entity declarations are refused, as entities are never expanded`);
    }
    const [XMLValidator, { api, DOMParser, XMLSerializer }] = await Promise.all([loadValidator(), loadXPath()]);
    const validation = XMLValidator.validate(xml);
    if (validation !== true) {
      const { line, col, msg } = validation.err;
      invalid(`xml: invalid XML at line ${line}${col === undefined ? '' : `, column ${col}`}: ${clip(msg)}`);
    }
    const doc = parseDocument(xml, DOMParser);
    const root = doc.documentElement;
    const bindings = new Map(Object.entries(ns ?? {}));
    const namespaceResolver = (prefix: string): string | null => bindings.get(prefix) ?? root?.lookupNamespaceURI(prefix) ?? null;

    const evaluate = (expression: string): unknown[] => {
      try {
        return api.evaluateXPath(expression, doc, null, null, api.ReturnType.ALL_RESULTS, { namespaceResolver }) as unknown[];
      } catch (error) {
        if (error instanceof RangeError) invalid('expr: recurses too deeply');
        if (error instanceof Error && error.message.includes(NOT_SHOWN)) invalid(NOT_SHOWN_MESSAGE);
        invalid(`expr: ${clip(error instanceof Error ? error.message : String(error))}`);
      }
    };
    let items = evaluate(expr);
    // fontoxpath hands dates and durations back as lossy JavaScript objects: ask XPath for their string values instead.
    if (items.some((value) => typeof value === 'object' && value !== null && !isNode(value))) {
      items = evaluate(
        `for $item in (${expr}) return if ($item instance of node() or $item instance of xs:numeric or $item instance of xs:boolean or $item instance of xs:string) then $item ` +
          `else if ($item instance of xs:anyAtomicType) then string($item) else error(QName("", "${NOT_SHOWN}"), "")`,
      );
    }
    const serializer = new XMLSerializer();
    const results = items.map((value): Item => {
      if (isNode(value)) {
        const type = NODE_TYPES[value.nodeType] as Item['type'] | undefined;
        if (type === undefined) invalid('expr: returns a node of a kind that cannot be shown');
        if (type === 'attribute') return { type, value: serializer.serializeToString(value as never).trimStart() };
        if (type === 'text') return { type, value: value.nodeValue ?? '' };
        return { type, value: serializer.serializeToString(value as never) };
      }
      if (typeof value === 'number') return { type: 'number', value: numberValue(value) };
      if (typeof value === 'boolean') return { type: 'boolean', value };
      if (typeof value === 'string') return { type: 'string', value };
      invalid(NOT_SHOWN_MESSAGE);
    });
    return { results, count: results.length };
  },
});
