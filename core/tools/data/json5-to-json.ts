import { Type, type Static } from '@sinclair/typebox';
import { MAX_INPUT_DEPTH } from '../../lib/json-depth.ts';
import { JsonNumber, writeOrderedJson, type OrderedJson } from '../../lib/json-ordered.ts';
import { lazyModule } from '../../lib/lazy.ts';
import { lineColumnAt } from '../../lib/text-position.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';
import type { Node as JsoncNode, ParseError } from 'jsonc-parser';

/*
 * Decisions (the issue leaves them open):
 * - json5: JSON5 1.0 by the json5 package (comments, trailing commas, single quotes, unquoted
 *   keys, hex, +1, .5, multi-line strings). Its numbers are IEEE 754 doubles, as the JSON5 spec
 *   says, so 12345678901234567890 comes out rounded; Infinity and NaN have no JSON form and are
 *   refused with their path.
 * - jsonc: JSON with // and block comments and trailing commas (VS Code's jsonc-parser, as
 *   tsconfig.json and settings.json are read). Numbers are JSON numbers and keep their digits.
 * - js: a JavaScript object literal is read as JSON5 (JSON5 is the ES5 literal grammar), never
 *   evaluated. A leading `export default`, `module.exports =` or `const|let|var name =` and a
 *   trailing semicolon are accepted, so a pasted config file works; anything past JSON5
 *   (functions, template literals, undefined, regular expressions) is refused with its position.
 * - A key repeated in one object keeps its last value, as JSON.parse does; `__proto__` is an
 *   ordinary key. Nesting is limited to 64 levels, checked on the text before parsing.
 */

const DIALECTS = ['json5', 'jsonc', 'js'] as const;

const loadJson5 = lazyModule(() => import('json5'));
const loadJsonc = lazyModule(() => import('jsonc-parser'));

/** A JS assignment or export before the literal, blanked (not cut) so error positions stay true. */
const JS_PREFIX = /^(\s*(?:\/\/[^\n]*\n\s*|\/\*[\s\S]*?\*\/\s*)*)(export\s+default\s+|module\.exports\s*=\s*|(?:const|let|var)\s+[A-Za-z_$][\w$]*\s*=\s*)/;
const JS_SUFFIX = /;(\s*(?:\/\/[^\n]*)?)$/;

function blankJsWrapping(text: string): string {
  let out = text.replace(JS_PREFIX, (_, comments: string, prefix: string) => comments + ' '.repeat(prefix.length));
  out = out.replace(JS_SUFFIX, (_, rest: string) => ` ${rest}`);
  return out;
}

/**
 * The offset of the first bracket nested deeper than `limit`, skipping strings (either quote) and
 * comments, so JSON5 and JSONC texts are refused before a parser (json5's is slow on deep input,
 * jsonc-parser's recursive) meets them.
 */
function tooDeepAt(text: string, limit: number): number | undefined {
  let depth = 0;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === '"' || char === "'") {
      for (index++; index < text.length && text[index] !== char; index++) if (text[index] === '\\') index++;
    } else if (char === '/' && text[index + 1] === '/') {
      const end = text.indexOf('\n', index);
      index = end < 0 ? text.length : end;
    } else if (char === '/' && text[index + 1] === '*') {
      const end = text.indexOf('*/', index + 2);
      index = end < 0 ? text.length : end + 1;
    } else if (char === '[' || char === '{') {
      if (++depth > limit) return index;
    } else if (char === ']' || char === '}') depth--;
  }
  return undefined;
}

/** The path of a value for error messages: $.a[2]. */
const childPath = (path: string, key: string | number): string =>
  typeof key === 'number' ? `${path}[${key}]` : /^[A-Za-z_$][\w$]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key.slice(0, 40))}]`;

/** json5's value as OrderedJson, refusing Infinity and NaN by path (depth is bounded before parsing). */
function fromJson5(value: unknown, path: string): OrderedJson {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) invalid(`input: ${value} at ${path} has no JSON form`);
    return value;
  }
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.map((item, index) => fromJson5(item, childPath(path, index)));
  const members = new Map<string, OrderedJson>();
  for (const key of Object.keys(value as object)) members.set(key, fromJson5((value as Record<string, unknown>)[key], childPath(path, key)));
  return members;
}

/** jsonc-parser's tree as OrderedJson, numbers with their written digits. */
function fromJsoncTree(node: JsoncNode | undefined, text: string): OrderedJson {
  if (!node) return null;
  switch (node.type) {
    case 'object': {
      const members = new Map<string, OrderedJson>();
      for (const property of node.children ?? []) {
        const [key, value] = property.children ?? [];
        members.set(key!.value as string, fromJsoncTree(value, text));
      }
      return members;
    }
    case 'array':
      return (node.children ?? []).map((child) => fromJsoncTree(child, text));
    case 'number':
      return new JsonNumber(text.slice(node.offset, node.offset + node.length));
    default:
      return node.value as string | boolean | null;
  }
}

async function parseJson5(text: string): Promise<OrderedJson> {
  const json5 = await loadJson5();
  let value: unknown;
  try {
    value = json5.parse(text);
  } catch (error) {
    const { lineNumber, columnNumber, message } = error as { lineNumber?: number; columnNumber?: number; message: string };
    const reason = message.replace(/^JSON5: /, '').replace(/ at \d+:\d+$/, '');
    invalid(`input: ${reason}${lineNumber ? ` at line ${lineNumber}, column ${columnNumber}` : ''}`);
  }
  return fromJson5(value, '$');
}

async function parseJsonc(text: string): Promise<OrderedJson> {
  const jsonc = await loadJsonc();
  const errors: ParseError[] = [];
  const tree = jsonc.parseTree(text, errors, { allowTrailingComma: true, disallowComments: false, allowEmptyContent: false });
  const first = errors[0];
  if (first) {
    const { line, column } = lineColumnAt(text, first.offset);
    const reason = jsonc.printParseErrorCode(first.error).replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
    invalid(`input: ${reason} at line ${line}, column ${column}`);
  }
  return fromJsoncTree(tree, text);
}

const output = closedObject({
  result: Type.String({ description: 'The same data as strict JSON (RFC 8259)' }),
});

export default defineTool({
  id: 'json5-to-json',
  name: 'JSON5 / JSONC to JSON',
  category: 'data',
  description:
    'Turn JSON5, JSON with comments (tsconfig.json, VS Code settings) or a JavaScript object literal into strict JSON: comments and ' +
    'trailing commas go, keys and strings get double quotes. Never evaluates code.',
  keywords: ['json5', 'jsonc', 'json with comments', 'strip json comments', 'js object to json', 'tsconfig', 'relaxed json', 'hjson'],
  // json5's parser takes seconds on a megabyte (2 s for 500,000 array items).
  isolate: true,
  input: closedObject({
    input: Type.String({ maxLength: 1_000_000, description: 'The JSON5, JSONC or object-literal text, at most 1,000,000 characters and 64 levels deep' }),
    dialect: withDefault(stringEnum(DIALECTS, { description: 'json5 (default), jsonc (comments and trailing commas only) or js (an object literal, read as JSON5)' }), 'json5'),
    indent: withDefault(Type.Integer({ minimum: 0, maximum: 8, description: 'Spaces per level in the JSON, 0 to 8 (0 minifies); default 2' }), 2),
  }),
  output,
  examples: [
    {
      title: 'JSON5 with comments, unquoted keys, hex and a trailing comma',
      input: { input: "// app settings\n{\n  name: 'tooldeck',\n  port: 0x1F90,\n  ratio: .5,\n  tags: ['a', 'b',],\n}" },
      output: { result: '{\n  "name": "tooldeck",\n  "port": 8080,\n  "ratio": 0.5,\n  "tags": [\n    "a",\n    "b"\n  ]\n}' },
    },
    {
      title: 'tsconfig.json (JSONC) to JSON',
      input: { input: '{\n  /* compiler */\n  "compilerOptions": { "strict": true, "target": "ES2022", }, // done\n}', dialect: 'jsonc', indent: 0 },
      output: { result: '{"compilerOptions":{"strict":true,"target":"ES2022"}}' },
    },
    {
      title: 'A pasted JavaScript config',
      input: { input: "module.exports = {\n  semi: false,\n  singleQuote: true,\n};", dialect: 'js', indent: 0 },
      output: { result: '{"semi":false,"singleQuote":true}' },
    },
  ],
  async run({ input, dialect, indent }): Promise<Static<typeof output>> {
    const text = dialect === 'js' ? blankJsWrapping(input) : input;
    const deepAt = tooDeepAt(text, MAX_INPUT_DEPTH);
    if (deepAt !== undefined) {
      const { line, column } = lineColumnAt(text, deepAt);
      invalid(`input: nested deeper than ${MAX_INPUT_DEPTH} levels at line ${line}, column ${column}`);
    }
    const value = dialect === 'jsonc' ? await parseJsonc(text) : await parseJson5(text);
    return { result: writeOrderedJson(value, indent, 'input') };
  },
});
