import { Type, type Static } from '@sinclair/typebox';
import { JsonNumber, readOrderedJson, writeOrderedJson, type OrderedJson } from '../../lib/json-ordered.ts';
import { lazyModule } from '../../lib/lazy.ts';
import { quoteClipped } from '../../lib/quote.ts';
import { MAX_RESULT_CHARS, resultTooLarge } from '../../lib/result-size.ts';
import { lineColumnAt } from '../../lib/text-position.ts';
import { MAX_YAML_DEPTH, parseYaml } from '../../lib/yaml-parse.ts';
import { writeYaml } from '../../lib/yaml-write.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the issue leaves them open):
 * - TOML is read and written by smol-toml (TOML 1.0). Integers are read as BigInt, so every 64-bit
 *   integer (beyond 2^53 too) reaches JSON and YAML exactly; a JSON or YAML integer outside TOML's
 *   signed 64-bit range is refused, never rounded. JSON floats become TOML floats (1.50 → 1.5).
 * - TOML dates and times become JSON/YAML strings in RFC 3339 form: offset date-times keep their
 *   offset ("1979-05-27T00:32:00-07:00" → "1979-05-27T00:32:00.000-07:00"), local date-times,
 *   local dates and local times stay local ("1979-05-27", "07:32:00.000"). Fractions of a second
 *   are truncated to milliseconds, as TOML 1.0 allows. Going the other way a string stays a
 *   string: nothing guesses that "1979-05-27" was meant as a date.
 * - TOML has no null: a null anywhere is refused with its path (not silently dropped). A TOML
 *   document is a table, so to=toml needs a JSON object or one YAML mapping.
 * - inf and nan have no JSON form and are refused for to=json; YAML writes them as .inf and .nan.
 * - YAML is read as json-yaml-converter reads it (lib/yaml-parse.ts: 1.2 core schema, aliases
 *   expanded with a bound); several YAML documents become a JSON array, as there, but cannot
 *   become one TOML document.
 * - Keys are kept as written, `__proto__` included (objects are Maps here and null-prototype
 *   objects for smol-toml). Key order is kept, except that TOML writes a table's plain values
 *   before its sub-tables and smol-toml hands integer-like keys ("2") back first.
 * - Nesting is limited to 200 levels in every format (the writers recurse).
 */

const FORMATS = ['toml', 'json', 'yaml'] as const;
type Format = (typeof FORMATS)[number];

const loadToml = lazyModule(() => import('smol-toml'));

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

const output = closedObject({
  result: Type.String({ description: 'The converted text: JSON indented by two spaces, or TOML or YAML ending with a line break' }),
});

type Result = Static<typeof output>;

/** A path for error messages: $.a.b[2]. */
const childPath = (path: string, key: string | number): string =>
  typeof key === 'number' ? `${path}[${key}]` : /^[A-Za-z_$][\w$]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;

/** A path as an error message shows it: clipped, so a deep or long-keyed input never comes back whole. */
const shown = (path: string): string => (path.length > 80 ? `${path.slice(0, 80)}…` : path);

interface TomlDateLike {
  toISOString(): string;
}

/** smol-toml's parsed value as OrderedJson: tables become Maps, integers JsonNumbers, dates RFC 3339 strings. */
function fromToml(value: unknown, depth: number, path: string): OrderedJson {
  if (depth > MAX_YAML_DEPTH) invalid(`input: nested deeper than ${MAX_YAML_DEPTH} levels at ${shown(path)}`);
  if (typeof value === 'bigint') return new JsonNumber(tomlInteger(value, path).toString());
  if (typeof value === 'string' || typeof value === 'boolean' || typeof value === 'number') return value;
  if (value instanceof Date) return (value as TomlDateLike).toISOString();
  if (Array.isArray(value)) return value.map((item, index) => fromToml(item, depth + 1, childPath(path, index)));
  const table = new Map<string, OrderedJson>();
  for (const key of Object.keys(value as object)) {
    table.set(key, fromToml((value as Record<string, unknown>)[key], depth + 1, childPath(path, key)));
  }
  return table;
}

async function parseToml(text: string): Promise<OrderedJson> {
  const toml = await loadToml();
  let parsed: unknown;
  try {
    parsed = toml.parse(text, { integersAsBigInt: true, maxDepth: MAX_YAML_DEPTH });
  } catch (error) {
    if (!(error instanceof toml.TomlError)) throw error;
    const [reason = 'invalid TOML'] = error.message.replace(/^Invalid TOML document: /, '').split('\n');
    invalid(`input: invalid TOML at line ${error.line}, column ${error.column}: ${reason}`);
  }
  return fromToml(parsed, 0, '$');
}

/** An integer as TOML holds it, or a refusal naming its path. */
function tomlInteger(value: bigint, path: string): bigint {
  if (value < INT64_MIN || value > INT64_MAX) invalid(`input: the integer at ${shown(path)} (${quoteClipped(value.toString())}) is outside TOML's 64-bit range`);
  return value;
}

/**
 * OrderedJson as the plain values smol-toml writes: null-prototype objects (so `__proto__` is an
 * ordinary key), integers as BigInt, floats as numbers (written with numbersAsFloat, so 5.0 stays
 * a float). Counts an upper bound of the TOML's length on the way (every table header repeats its
 * whole path) and refuses a result past the cap before smol-toml builds it.
 */
function toTomlValues(root: OrderedJson): unknown {
  let size = 0;
  const charge = (chars: number) => {
    size += chars;
    if (size > MAX_RESULT_CHARS) resultTooLarge('input', 'the TOML');
  };
  const convert = (value: OrderedJson, path: string, pathChars: number): unknown => {
    if (value === null) invalid(`input: null at ${shown(path)} has no TOML form`);
    if (typeof value === 'string') {
      charge(value.length * 6 + 2);
      return value;
    }
    charge(32);
    if (typeof value === 'boolean') return value;
    if (typeof value === 'bigint') return tomlInteger(value, path);
    if (typeof value === 'number') return value;
    if (value instanceof JsonNumber) {
      if (/^-?\d+$/.test(value.text)) return tomlInteger(BigInt(value.text), path);
      const float = Number(value.text);
      if (!Number.isFinite(float)) invalid(`input: the number at ${shown(path)} (${quoteClipped(value.text)}) is too large for a TOML float`);
      return float;
    }
    if (Array.isArray(value)) return value.map((item, index) => convert(item, childPath(path, index), pathChars + 8));
    const table = Object.create(null) as Record<string, unknown>;
    for (const [key, member] of value) {
      const keyChars = key.length * 6 + 3;
      charge(pathChars + keyChars + 8);
      table[key] = convert(member, childPath(path, key), pathChars + keyChars);
    }
    return table;
  };
  return convert(root, '$', 0);
}

async function writeToml(value: OrderedJson, documents: number): Promise<string> {
  if (documents > 1) invalid(`input: ${documents} YAML documents cannot become one TOML document`);
  if (!(value instanceof Map)) invalid('input: a TOML document is a table, so the top level must be an object (a mapping)');
  if (value.size === 0) return '';
  const toml = await loadToml();
  const text = toml.stringify(toTomlValues(value), { numbersAsFloat: true, maxDepth: MAX_YAML_DEPTH + 2 });
  return text.endsWith('\n') ? text : `${text}\n`;
}

function writeJson(value: OrderedJson): string {
  const refuseNonFinite = (item: OrderedJson, path: string): void => {
    if (typeof item === 'number' && !Number.isFinite(item)) invalid(`input: ${Number.isNaN(item) ? 'nan' : item > 0 ? 'inf' : '-inf'} at ${shown(path)} has no JSON form`);
    else if (Array.isArray(item)) item.forEach((element, index) => refuseNonFinite(element, childPath(path, index)));
    else if (item instanceof Map) for (const [key, member] of item) refuseNonFinite(member, childPath(path, key));
  };
  refuseNonFinite(value, '$');
  return writeOrderedJson(value, 2, 'input');
}

async function read(text: string, from: Format): Promise<{ value: OrderedJson; documents: number }> {
  if (from === 'toml') return { value: await parseToml(text), documents: 1 };
  if (from === 'json') {
    const value = readOrderedJson(text, 'input', {
      maxDepth: MAX_YAML_DEPTH,
      onString(string, offset) {
        if (!string.isWellFormed()) {
          const { line, column } = lineColumnAt(text, offset);
          invalid(`input: the string at line ${line}, column ${column} holds a lone surrogate, which TOML and YAML cannot represent`);
        }
      },
    });
    return { value, documents: 1 };
  }
  const { documents } = await parseYaml(text, 'input');
  return { value: documents.length === 0 ? null : documents.length === 1 ? documents[0]! : documents, documents: documents.length };
}

export default defineTool({
  id: 'toml-convert',
  name: 'TOML ⇄ JSON ⇄ YAML Converter',
  category: 'data',
  description:
    'Convert between TOML 1.0, JSON and YAML 1.2 in any direction. 64-bit integers stay exact, TOML dates become RFC 3339 strings, ' +
    'and errors give the line and column.',
  keywords: ['toml', 'toml to json', 'json to toml', 'toml to yaml', 'yaml to toml', 'cargo.toml', 'pyproject.toml', 'toml parser'],
  // Reading a megabyte of hostile YAML takes the yaml package seconds (see json-yaml-converter).
  isolate: true,
  input: closedObject({
    input: Type.String({ maxLength: 1_000_000, description: 'The text to convert, at most 1,000,000 characters' }),
    from: withDefault(stringEnum(FORMATS, { description: 'The format of input: toml (default), json or yaml' }), 'toml'),
    to: withDefault(stringEnum(FORMATS, { description: 'The format to write: json (default), toml or yaml' }), 'json'),
  }),
  output,
  examples: [
    {
      title: 'TOML to JSON (an offset date-time becomes a string)',
      input: { input: '[package]\nname = "tooldeck"\nversion = "1.2.0"\nreleased = 1979-05-27T07:32:00Z\n\n[dependencies]\nserde = { version = "1", features = ["derive"] }\n' },
      output: {
        result:
          '{\n  "package": {\n    "name": "tooldeck",\n    "version": "1.2.0",\n    "released": "1979-05-27T07:32:00.000Z"\n  },\n' +
          '  "dependencies": {\n    "serde": {\n      "version": "1",\n      "features": [\n        "derive"\n      ]\n    }\n  }\n}',
      },
    },
    {
      title: 'JSON to TOML (an integer past 2^53 stays exact)',
      input: { input: '{"title":"demo","max_id":9007199254740993,"owner":{"name":"Tom"},"servers":[{"ip":"10.0.0.1"},{"ip":"10.0.0.2"}]}', from: 'json', to: 'toml' },
      output: { result: 'title = "demo"\nmax_id = 9007199254740993\n\n[owner]\nname = "Tom"\n\n[[servers]]\nip = "10.0.0.1"\n\n[[servers]]\nip = "10.0.0.2"\n' },
    },
    {
      title: 'TOML to YAML',
      input: { input: 'name = "app"\nports = [80, 443]\n\n[db]\nhost = "localhost"\n', to: 'yaml' },
      output: { result: 'name: app\nports:\n  - 80\n  - 443\ndb:\n  host: localhost\n' },
    },
  ],
  async run({ input, from, to }): Promise<Result> {
    const { value, documents } = await read(input, from);
    if (to === 'toml') return { result: await writeToml(value, documents) };
    if (to === 'yaml') return { result: await writeYaml(value, 2, 'input') };
    return { result: writeJson(value) };
  },
});
