import { Type, type Static } from '@sinclair/typebox';
import { locateJsonError } from '../../lib/json-position.ts';
import { scanJson, type JsonTokenKind } from '../../lib/json-tokens.ts';
import { closedObject, stringEnum } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

const JSON_TYPES = ['object', 'array', 'string', 'number', 'boolean', 'null'] as const;

const TYPE_OF_TOKEN: Partial<Record<JsonTokenKind, (typeof JSON_TYPES)[number]>> = {
  '{': 'object',
  '[': 'array',
  string: 'string',
  number: 'number',
  true: 'boolean',
  false: 'boolean',
  null: 'null',
};

// One closed object for both answers (a tool's output schema is an object, not a union); each
// optional field says in its description which answer carries it, and the tests hold both shapes.
const output = closedObject({
  valid: Type.Boolean({ description: 'Whether the text is exactly one valid JSON value (RFC 8259)' }),
  type: Type.Optional(
    stringEnum(JSON_TYPES, { description: 'Only when valid: the type of the top-level value' }),
  ),
  keys: Type.Optional(
    Type.Integer({
      minimum: 0,
      description: 'Only when valid and the value is an object: its number of distinct top-level keys (a repeated key counts once, as JSON.parse keeps one)',
    }),
  ),
  error: Type.Optional(Type.String({ description: 'Only when invalid: what is wrong at the first syntax error' })),
  line: Type.Optional(Type.Integer({ minimum: 1, description: 'Only when invalid: 1-based line of the first syntax error' })),
  column: Type.Optional(
    Type.Integer({ minimum: 1, description: 'Only when invalid: 1-based column (in characters) of the first syntax error' }),
  ),
});

export default defineTool({
  id: 'json-validate',
  name: 'JSON Validate',
  category: 'data',
  description:
    'Check whether text is valid JSON. Valid: the type of the value, and the number of keys for an object. Invalid: what is wrong and the line and column of the first error (answered as a success with valid false).',
  keywords: ['json lint', 'jsonlint', 'validator', 'check json', 'syntax check', 'parse json'],
  mcp: true,
  // its worst input (flat-numbers) took 661.9 ms inline: never on the server's event loop (bench/worst-case.ts, DESIGN's 50 ms rule).
  isolate: true,
  input: closedObject({
    json: Type.String({ maxLength: 1_000_000, description: 'The text to check' }),
  }),
  output,
  examples: [
    { title: 'A valid object', input: { json: '{"a": 1, "b": [true, null]}' }, output: { valid: true, type: 'object', keys: 2 } },
    {
      title: 'A trailing comma',
      input: { json: '{\n  "a": 1,\n}' },
      output: { valid: false, error: 'unexpected "}" after a comma (trailing commas are not allowed)', line: 3, column: 1 },
    },
  ],
  run({ json }): Static<typeof output> {
    let type: (typeof JSON_TYPES)[number] | undefined;
    let depth = 0;
    const keys = new Set<string>();
    const error = scanJson(json, (kind, start, end) => {
      type ??= TYPE_OF_TOKEN[kind];
      if (kind === '{' || kind === '[') depth++;
      else if (kind === '}' || kind === ']') depth--;
      else if (kind === 'key' && depth === 1) {
        const raw = json.slice(start + 1, end - 1);
        // Two spellings of one name ("a" and "\u0061") are one key.
        keys.add(raw.includes('\\') ? (JSON.parse(json.slice(start, end)) as string) : raw);
      }
    });
    if (error) {
      const { message, line, column } = locateJsonError(json, error);
      return { valid: false, error: message, line, column };
    }
    return type === 'object' ? { valid: true, type, keys: keys.size } : { valid: true, type: type! };
  },
});
