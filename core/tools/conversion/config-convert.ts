import { Type } from '@sinclair/typebox';
import { parseDotenv } from '../../lib/dotenv.ts';
import { JsonNumber, readOrderedJson, writeOrderedJson, type OrderedJson } from '../../lib/json-ordered.ts';
import { lazy, lazyModule } from '../../lib/lazy.ts';
import { parseYaml } from '../../lib/yaml-parse.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the issue leaves them open):
 * - `from` must be named: INI, .env and .properties texts look alike, and a guess would convert
 *   silently wrong.
 * - Reading: INI with the npm ini package (sections become objects, [a.b] nests, key[] makes
 *   arrays, true/false become booleans); .env with the dotenv package's rules (lib/dotenv.ts:
 *   quotes, # comments, \n in double quotes, a repeated name keeps its last value); .properties
 *   with dot-properties (Java's Properties.load rules: = or : or space, \ line continuations,
 *   \uXXXX escapes), keys kept flat; JSON and YAML (one document) as they are.
 * - Writing flat formats from nested data: .properties joins the path with "." (a.b.c, arrays by
 *   index a.0); .env joins it with "_" and upper-cases it, any other character becoming "_"
 *   (database.host → DATABASE_HOST), and refuses two paths that give one name. A value is written
 *   bare when it has nothing dotenv would read differently, else in the first of ', ", ` that it
 *   does not hold. Scalars become text: null is empty, numbers keep their digits.
 * - INI output puts top-level scalars first, then one [section] per object (nested objects as
 *   [a.b]), arrays as key[] lines.
 */

const MAX_DEPTH = 100;

const loadIni = lazyModule(() => import('ini'));
const loadProperties = lazy(() => import('dot-properties'));

type Format = 'ini' | 'env' | 'properties' | 'json' | 'yaml';

function fromPlain(value: unknown): OrderedJson {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'boolean' || typeof value === 'number') return value;
  if (Array.isArray(value)) return value.map(fromPlain);
  return new Map(Object.entries(value as Record<string, unknown>).map(([key, member]) => [key, fromPlain(member)]));
}

function scalarText(value: OrderedJson, path: string): string {
  if (value === null) return '';
  if (value instanceof JsonNumber) return value.text;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return invalid(`input: ${path} is not a scalar`);
}

/** Leaf paths and their text, depth first. */
function flatten(value: OrderedJson, path: string[], out: [string[], string][]): void {
  if (path.length > MAX_DEPTH) invalid(`input: nests deeper than ${MAX_DEPTH} levels`);
  if (value instanceof Map) {
    for (const [key, member] of value) flatten(member, [...path, key], out);
  } else if (Array.isArray(value)) {
    value.forEach((member, index) => flatten(member, [...path, String(index)], out));
  } else out.push([path, scalarText(value, path.join('.'))]);
}

async function read(input: string, from: Format): Promise<OrderedJson> {
  switch (from) {
    case 'json':
      return readOrderedJson(input, 'input', { maxDepth: MAX_DEPTH });
    case 'yaml': {
      const { documents } = await parseYaml(input, 'input');
      if (documents.length > 1) invalid(`input: holds ${documents.length} YAML documents; convert one at a time`);
      return documents[0] ?? null;
    }
    case 'env': {
      const map = new Map<string, OrderedJson>();
      for (const { key, value } of parseDotenv(input).entries) map.set(key, value);
      return map;
    }
    case 'properties': {
      const properties = await loadProperties();
      const map = new Map<string, OrderedJson>();
      for (const [key, value] of Object.entries(properties.parse(input, false) as Record<string, string>)) map.set(key, value);
      return map;
    }
    default: {
      const ini = await loadIni();
      return fromPlain(ini.parse(input));
    }
  }
}

function envName(path: string[]): string {
  return path.join('_').toUpperCase().replace(/[^A-Z0-9_]/g, '_');
}

function envValue(value: string): string {
  if (/^[^\s#'"`\\]*$/.test(value)) return value;
  for (const quote of ["'", '"', '`']) {
    // In double quotes dotenv turns \n into a line break, so a value holding a backslash-n keeps out of them.
    if (!value.includes(quote) && !(quote === '"' && /\\[nr]/.test(value))) return `${quote}${value}${quote}`;
  }
  return invalid('input: a value holds all three quote characters, which no .env quoting can carry');
}

async function write(value: OrderedJson, to: Exclude<Format, 'yaml'>): Promise<string> {
  if (to === 'json') return writeOrderedJson(value, 2, 'result');
  if (!(value instanceof Map)) invalid(`input: must hold an object (keys and values) to become ${to === 'env' ? '.env' : to === 'ini' ? 'INI' : '.properties'}`);
  const leaves: [string[], string][] = [];
  flatten(value, [], leaves);
  if (to === 'env') {
    const seen = new Map<string, string>();
    const lines = leaves.map(([path, text]) => {
      const name = envName(path);
      const earlier = seen.get(name);
      if (earlier !== undefined) invalid(`input: ${earlier} and ${path.join('.')} both become the .env name ${name}`);
      seen.set(name, path.join('.'));
      if (name === '' || /^[0-9]/.test(name)) invalid(`input: ${path.join('.')} gives the .env name ${JSON.stringify(name)}, which is not a variable name`);
      return `${name}=${envValue(text)}`;
    });
    return lines.length === 0 ? '' : `${lines.join('\n')}\n`;
  }
  if (to === 'properties') {
    const properties = await loadProperties();
    return properties.stringify(Object.fromEntries(leaves.map(([path, text]) => [path.join('.'), text])), { lineWidth: null });
  }
  const ini = await loadIni();
  return ini.stringify(toPlain(value), { whitespace: true });
}

/** Nested Maps as plain objects for ini.stringify, scalars as text. */
function toPlain(value: OrderedJson, depth = 0): unknown {
  if (depth > MAX_DEPTH) invalid(`input: nests deeper than ${MAX_DEPTH} levels`);
  if (value instanceof Map) {
    const object: Record<string, unknown> = {};
    for (const [key, member] of value) Object.defineProperty(object, key, { value: toPlain(member, depth + 1), enumerable: true, writable: true, configurable: true });
    return object;
  }
  if (Array.isArray(value)) return value.map((member) => (member instanceof Map || Array.isArray(member) ? JSON.stringify(JSON.parse(writeOrderedJson(member, 0, 'result'))) : scalarText(member, '')));
  return scalarText(value, '');
}

export default defineTool({
  id: 'config-convert',
  name: 'Config File Converter',
  category: 'conversion',
  description: 'Convert configuration between INI, .env, Java .properties, JSON and YAML: sections become objects, nested keys become a.b or A_B names.',
  keywords: ['ini', 'env', 'dotenv', 'properties', 'java properties', 'config converter', 'ini to json', 'env to json', 'properties to yaml', 'configparser'],
  mcp: true,
  // its worst input (astral, 1M characters) took 1314 ms inline, superlinear (×2 = 2.9): never on the server's event loop
  // (bench/worst-case.ts, DESIGN's 50 ms rule).
  isolate: true,
  input: closedObject({
    input: Type.String({ maxLength: 1_000_000, description: 'The configuration text, at most 1,000,000 characters' }),
    from: stringEnum(['ini', 'env', 'properties', 'json', 'yaml'], { description: 'The format of input: ini, env (.env), properties (Java), json or yaml' }),
    to: withDefault(stringEnum(['ini', 'env', 'properties', 'json'], { description: 'The format to write: ini, env, properties or json (default json)' }), 'json'),
  }),
  output: closedObject({
    result: Type.String({ description: 'The converted configuration text' }),
  }),
  examples: [
    {
      title: 'INI to JSON',
      input: { input: '; app settings\nname = demo\n\n[database]\nhost = localhost\nport = 5432\n', from: 'ini' },
      output: { result: '{\n  "name": "demo",\n  "database": {\n    "host": "localhost",\n    "port": "5432"\n  }\n}' },
    },
    {
      title: 'JSON to .env',
      input: { input: '{"database": {"host": "db.local", "password": "p@ss word"}, "debug": true}', from: 'json', to: 'env' },
      output: { result: "DATABASE_HOST=db.local\nDATABASE_PASSWORD='p@ss word'\nDEBUG=true\n" },
    },
  ],
  async run({ input, from, to }) {
    return { result: await write(await read(input, from), to) };
  },
});
