import { Type, type Static } from '@sinclair/typebox';
import { lazy } from '../../lib/lazy.ts';
import { closedObject } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the issue leaves them open):
 * - The engine is libxml2 itself, compiled to WebAssembly by libxml2-wasm (MIT), so messages and
 *   line numbers are xmllint's. Its WebAssembly is embedded in its JavaScript (no .wasm file to
 *   locate, no worker of its own), which lets the library bundle, the browser worker and the
 *   server's pool all ship it as plain JavaScript. Only its emscripten module is used (see
 *   loadEngine), not its wrapper classes. Its libxml2 is newer than Debian 12's xmllint
 *   (2.9.14): lines and messages agree, but after a well-formedness error it reports that error
 *   alone, where 2.9 adds a "Premature end of data" for each tag left open.
 * - Nothing outside the two texts is ever read: libxml2 is left with no input handler, so every
 *   URL and path it asks for (external DTDs and entities, xs:include, xs:import, xs:redefine,
 *   xsi:schemaLocation) fails to open. In the WebAssembly build a path would otherwise open
 *   emscripten's in-memory files (/dev/urandom; /dev/stdin, which reads the server's stdin), and
 *   the build has no HTTP client. So an xs:include fails the schema's compilation (a 400 naming
 *   xsd) and an xs:import is skipped, as xmllint --nonet skips a remote one (then a type it should
 *   have brought does not resolve, also a 400); paste the schemas into one document instead.
 * - The worst inputs (bench/worst-inputs.ts) run for seconds: a megabyte of invalid siblings about
 *   two, a backtracking pattern facet about five until libxml2's regex limit gives up, and a
 *   content model of some 24,000 optional particles past a minute to compile (the deadline's
 *   TIMEOUT in a worker). Hence isolate.
 * - Internal entities are substituted before validating, as xmllint --noent (libxml2's schema
 *   validator cannot walk entity references: without substitution it stops with an internal
 *   error). libxml2's amplification limit refuses billion-laughs expansions as a well-formedness
 *   error; external entities are never loaded (XML_PARSE_NO_XXE).
 * - `valid` is false when the document is not well-formed or, with xsd, breaks the schema; each
 *   error has libxml2's line, its column where libxml2 knows one (parser errors, counted from 1),
 *   its message and, for schema errors, the element's path. Warnings (e.g. an import skipped)
 *   come apart. At most MAX_ITEMS of each are listed; errorCount counts them all.
 * - A schema that is not well-formed XML or does not compile is a 400 naming xsd with libxml2's
 *   first error and its line, not an answer: the document was not checked.
 * - Texts are parsed as the UTF-16 strings they arrive as: an encoding named in the XML
 *   declaration is ignored, as the text is decoded already. Line numbers past 65535 stay exact
 *   (XML_PARSE_BIG_LINES, as xmllint sets it).
 */

const MAX_ITEMS = 1_000;

// libxml2's xmlParserOption bits (parser.h).
const XML_PARSE_NOENT = 1 << 1;
const XML_PARSE_NONET = 1 << 11;
const XML_PARSE_BIG_LINES = 1 << 22;
const XML_PARSE_NO_XXE = 1 << 23;
const PARSE_OPTIONS = XML_PARSE_NOENT | XML_PARSE_NONET | XML_PARSE_BIG_LINES | XML_PARSE_NO_XXE;

/** libxml2's xmlErrorLevel: 1 warning, 2 error, 3 fatal. */
const XML_ERR_ERROR = 2;

interface Detail {
  message: string;
  level: number;
  line: number;
  col: number;
  xpath?: string;
}

type Raw = Awaited<ReturnType<typeof import('libxml2-wasm/lib/libxml2raw.mjs')['default']>>;
type Pointer = number;

/** What one parse, compilation or validation reported: the first MAX_ITEMS of each level, and how many errors there were. */
class Diagnostics {
  readonly errors: Detail[] = [];
  readonly warnings: Detail[] = [];
  errorCount = 0;
}

interface Engine {
  raw: Raw;
  /** The handler libxml2 calls with each diagnostic, filling `collecting.into`. */
  handler: Pointer;
  collecting: { into?: Diagnostics };
}

// Offsets in libxml2's xmlError struct on wasm32 (as libxml2-wasm 0.7.2 reads them).
const ERROR_MESSAGE = 8;
const ERROR_LEVEL = 12;
const ERROR_LINE = 20;
const ERROR_COLUMN = 40;
const ERROR_NODE = 48;

/*
 * libxml2-wasm's emscripten module, bound here directly: the package's own wrapper starts it with
 * a top-level await, which a worker bundled as a classic script (Vite's default worker format)
 * cannot hold, and its schema classes drop what libxml2 says on an internal error and find each
 * error's element path anew (quadratic in siblings).
 */
const loadEngine = lazy(async (): Promise<Engine> => {
  const { default: start } = await import('libxml2-wasm/lib/libxml2raw.mjs');
  const raw = await start();
  raw._xmlInitParser();
  // Empties libxml2's table of input handlers, its built-in file handler included: with none, no
  // URL or path can be opened. (A handler that refuses is not enough: libxml2 then asks the next.)
  raw._xmlCleanupInputCallbacks();
  const collecting: Engine['collecting'] = {};
  const handler = raw.addFunction((_data: number, error: Pointer) => {
    const into = collecting.into;
    if (!into) return;
    const level = raw.getValue(error + ERROR_LEVEL, 'i32');
    if (level >= XML_ERR_ERROR) into.errorCount++;
    const list = level >= XML_ERR_ERROR ? into.errors : into.warnings;
    if (list.length >= MAX_ITEMS) return;
    const node = raw.getValue(error + ERROR_NODE, '*');
    const path = node ? raw._xmlGetNodePath(node) : 0;
    const xpath = path ? raw.UTF8ToString(path) : undefined;
    if (path) raw._free(path);
    const message = raw.getValue(error + ERROR_MESSAGE, '*');
    list.push({
      message: message ? raw.UTF8ToString(message) : 'libxml2 gave no message',
      level,
      line: raw.getValue(error + ERROR_LINE, 'i32'),
      col: raw.getValue(error + ERROR_COLUMN, 'i32'),
      ...(xpath ? { xpath } : {}),
    });
  }, 'vii');
  return { raw, handler, collecting };
});

/** Runs `step` with libxml2's diagnostics going into a fresh Diagnostics. */
function collect<T>(engine: Engine, step: () => T): [T, Diagnostics] {
  const into = new Diagnostics();
  engine.collecting.into = into;
  try {
    return [step(), into];
  } finally {
    engine.collecting.into = undefined;
  }
}

/** `text` parsed by libxml2 from its UTF-8 bytes (the encoding forced, whatever the declaration says); 0 when it is not well-formed. */
function parse(engine: Engine, text: string): [Pointer, Diagnostics] {
  const { raw } = engine;
  const size = raw.lengthBytesUTF8(text);
  const buffer = raw._malloc(size + 1);
  const encoding = raw._malloc(6);
  raw.stringToUTF8(text, buffer, size + 1);
  raw.stringToUTF8('UTF-8', encoding, 6);
  const context = raw._xmlNewParserCtxt();
  raw._xmlCtxtSetErrorHandler(context, engine.handler, 0);
  try {
    const [document, found] = collect(engine, () => raw._xmlCtxtReadMemory(context, buffer, size, 0, encoding, PARSE_OPTIONS));
    if (document && found.errorCount > 0) {
      raw._xmlFreeDoc(document);
      return [0, found];
    }
    if (!document && found.errorCount === 0) {
      // No error, no document: an empty text (xmllint's answer on an empty file).
      found.errorCount++;
      found.errors.push({ message: 'Document is empty', level: 3, line: 1, col: 1 });
    }
    return [document, found];
  } finally {
    raw._xmlFreeParserCtxt(context);
    raw._free(buffer);
    raw._free(encoding);
  }
}

const problem = closedObject({
  line: Type.Integer({ minimum: 0, description: 'Line, from 1, as xmllint reports it (0 when libxml2 knows none)' }),
  column: Type.Optional(Type.Integer({ minimum: 1, description: 'Column, from 1, where libxml2 knows one (well-formedness errors)' })),
  message: Type.String({ description: "libxml2's message" }),
  path: Type.Optional(Type.String({ description: 'The path of the element concerned, e.g. /note/n (schema errors)' })),
});

const output = closedObject({
  valid: Type.Boolean({ description: 'True when the document is well-formed and, with xsd, valid against the schema' }),
  errors: Type.Array(problem, { description: `Why it is not, in document order (at most ${MAX_ITEMS}); empty when valid` }),
  errorCount: Type.Integer({ minimum: 0, description: 'How many errors libxml2 reported, listed or not' }),
  warnings: Type.Array(problem, { description: `What libxml2 warns of in the document without failing it, e.g. an xs:import it skipped, a namespace name that is not an absolute URI (at most ${MAX_ITEMS})` }),
});

type Problem = Static<typeof problem>;

function toProblem(detail: Detail): Problem {
  return {
    line: Math.max(0, detail.line),
    ...(detail.col > 0 ? { column: detail.col } : {}),
    message: detail.message.trimEnd(),
    ...(detail.xpath ? { path: detail.xpath } : {}),
  };
}

/** The schema's error that says most (the schema element's own, over the input layer's), as a 400 naming xsd. */
function schemaRefused(what: string, found: Diagnostics): never {
  const first = found.errors.find((detail) => detail.xpath !== undefined) ?? found.errors[0] ?? found.warnings[0];
  if (!first) invalid(`xsd: ${what}`);
  const where = first.line > 0 ? ` at line ${first.line}${first.col > 0 ? `, column ${first.col}` : ''}` : '';
  const hint = /Failed to (load|locate)/.test(first.message) ? ' (includes, imports and redefines are never loaded: put every declaration in one schema)' : '';
  invalid(`xsd: ${what}${where}: ${first.message.trim()}${hint}`);
}

function answer(...parts: Diagnostics[]): Static<typeof output> {
  const errorCount = parts.reduce((sum, part) => sum + part.errorCount, 0);
  return {
    valid: errorCount === 0,
    errors: parts.flatMap((part) => part.errors).slice(0, MAX_ITEMS).map(toProblem),
    errorCount,
    warnings: parts.flatMap((part) => part.warnings).slice(0, MAX_ITEMS).map(toProblem),
  };
}

export default defineTool({
  id: 'xml-validate',
  name: 'XML Validator',
  category: 'data',
  description:
    'Check that an XML document is well-formed and, given an XML Schema (XSD), valid against it, with libxml2 (xmllint\'s engine): every error with its line, as xmllint --schema reports it. ' +
    'Nothing is fetched or read: includes, imports and external entities are refused, and entity bombs are stopped.',
  keywords: ['xml validator', 'xsd', 'xml schema', 'xmllint', 'validate xml', 'xsd validation', 'well-formed', 'xml lint', 'schema validation', 'wxs'],
  mcp: true,
  // A megabyte of XML against a schema takes libxml2 well past 50 ms, and WebAssembly cannot be interrupted in its thread.
  isolate: true,
  input: closedObject({
    xml: Type.String({ maxLength: 1_000_000, description: 'The XML document, at most 1,000,000 characters' }),
    xsd: Type.Optional(
      Type.String({ maxLength: 1_000_000, description: 'An XML Schema (XSD 1.0) to validate the document against, at most 1,000,000 characters; without it only well-formedness is checked' }),
    ),
  }),
  output,
  examples: [
    {
      title: 'A wrong type and a missing attribute (xmllint --noout --schema note.xsd note.xml)',
      input: {
        xml: '<note>\n  <to>Tove</to>\n  <n>1.5</n>\n</note>',
        xsd:
          '<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">\n  <xs:element name="note">\n    <xs:complexType>\n      <xs:sequence>\n' +
          '        <xs:element name="to" type="xs:string"/>\n        <xs:element name="n" type="xs:integer"/>\n      </xs:sequence>\n' +
          '      <xs:attribute name="id" type="xs:ID" use="required"/>\n    </xs:complexType>\n  </xs:element>\n</xs:schema>',
      },
      output: {
        valid: false,
        errors: [
          { line: 1, message: "Element 'note': The attribute 'id' is required but missing.", path: '/note' },
          { line: 3, message: "Element 'n': '1.5' is not a valid value of the atomic type 'xs:integer'.", path: '/note/n' },
        ],
        errorCount: 2,
        warnings: [],
      },
    },
    {
      title: 'Well-formedness alone (xmllint --noout)',
      input: { xml: '<note>\n  <to>Tove\n</note>' },
      output: { valid: false, errors: [{ line: 3, column: 8, message: 'Opening and ending tag mismatch: to line 2 and note' }], errorCount: 1, warnings: [] },
    },
  ],
  async run({ xml, xsd }): Promise<Static<typeof output>> {
    const engine = await loadEngine();
    const { raw } = engine;
    let schema: Pointer = 0;
    let compiling = new Diagnostics();
    // Kept until the end: the compiled schema may point into its document.
    let schemaDocument: Pointer = 0;
    try {
      if (xsd !== undefined) {
        const [parsed, parsing] = parse(engine, xsd);
        if (!parsed) schemaRefused('not well-formed XML', parsing);
        schemaDocument = parsed;
        const parser = raw._xmlSchemaNewDocParserCtxt(schemaDocument);
        raw._xmlSchemaSetParserStructuredErrors(parser, engine.handler, 0);
        const [compiled, found] = collect(engine, () => raw._xmlSchemaParse(parser));
        raw._xmlSchemaFreeParserCtxt(parser);
        if (!compiled) schemaRefused('the schema does not compile', found);
        schema = compiled;
        compiling = found;
      }
      const [document, parsing] = parse(engine, xml);
      if (!document) return answer(compiling, parsing);
      try {
        if (!schema) return answer(parsing);
        const validation = raw._xmlSchemaNewValidCtxt(schema);
        raw._xmlSchemaSetValidStructuredErrors(validation, engine.handler, 0);
        const [status, found] = collect(engine, () => raw._xmlSchemaValidateDoc(validation, document));
        raw._xmlSchemaFreeValidCtxt(validation);
        // Below 0: libxml2 gave up (e.g. a pattern facet past its regex engine's limits), which xmllint
        // reports as "validation generated an internal error": not valid, with what libxml2 said.
        if (status < 0 && found.errorCount === 0) {
          found.errorCount++;
          found.errors.push({ message: 'libxml2 stopped validating with an internal error', level: XML_ERR_ERROR, line: 0, col: 0 });
        }
        return answer(compiling, parsing, found);
      } finally {
        raw._xmlFreeDoc(document);
      }
    } finally {
      if (schema) raw._xmlSchemaFree(schema);
      if (schemaDocument) raw._xmlFreeDoc(schemaDocument);
    }
  },
});
