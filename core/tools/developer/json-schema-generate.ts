import { Type, type Static } from '@sinclair/typebox';
import { parseJsonDocument } from '../../lib/json-document.ts';
import { closedObject, withDefault } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

/*
 * Decisions (the issue leaves them open):
 * - The schema is JSON Schema 2020-12 ($schema first) and describes the sample as it is: the
 *   types seen (integer for whole numbers, number once any has a fraction, a list of types where
 *   values differ, "null" included), every property of an object, and as required the properties
 *   present in every object seen at that place. Objects stay open (no additionalProperties):
 *   a sample shows what is there, not what is forbidden.
 * - An array's `items` is one schema merged across all its elements (and across every array seen
 *   at that place), so [{"a":1},{"a":2,"b":"x"}] gives items with a and b, a required. An empty
 *   array gives {"type":"array"} with no items. No enum, const, minimum or length bounds are
 *   guessed.
 * - detect_formats (default true): a string place gets `format` when every string seen there is
 *   one of date-time (RFC 3339), date, time, email, uri (with a scheme and //), uuid or ipv4; a
 *   mix of formats gives none.
 * - Key order is first-seen order; `__proto__` is an ordinary property name.
 * - The sample is JSON of at most 1,000,000 characters, nested at most 64 levels.
 */

type JsonType = 'null' | 'boolean' | 'integer' | 'number' | 'string' | 'array' | 'object';
const TYPE_ORDER: readonly JsonType[] = ['object', 'array', 'string', 'number', 'integer', 'boolean', 'null'];

const FORMATS: readonly [string, RegExp][] = [
  ['date-time', /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])[Tt ](?:[01]\d|2[0-3]):[0-5]\d:(?:[0-5]\d|60)(?:\.\d+)?(?:[Zz]|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/],
  ['date', /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/],
  ['time', /^(?:[01]\d|2[0-3]):[0-5]\d:(?:[0-5]\d|60)(?:\.\d+)?(?:[Zz]|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/],
  ['uuid', /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/],
  ['email', /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/],
  ['ipv4', /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/],
  ['uri', /^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^\s"<>\\^`{|}]+$/],
];

/** What one place in the sample held, merged over every value seen there. */
interface Shape {
  types: Set<JsonType>;
  /** The format every string here had; null once two differ or one had none; undefined before any string. */
  format?: string | null;
  items?: Shape;
  properties?: Map<string, Shape>;
  /** Objects seen here, and how many of them had each key: a key in all of them is required. */
  objects: number;
  keyCounts?: Map<string, number>;
}

const emptyShape = (): Shape => ({ types: new Set(), objects: 0 });

function formatOf(text: string): string | null {
  if (text.length > 2_000) return null;
  for (const [name, pattern] of FORMATS) if (pattern.test(text)) return name;
  return null;
}

function observe(shape: Shape, value: unknown, detectFormats: boolean): void {
  if (value === null) shape.types.add('null');
  else if (typeof value === 'boolean') shape.types.add('boolean');
  else if (typeof value === 'number') shape.types.add(Number.isInteger(value) ? 'integer' : 'number');
  else if (typeof value === 'string') {
    shape.types.add('string');
    if (detectFormats && shape.format !== null) {
      const format = formatOf(value);
      shape.format = shape.format === undefined || shape.format === format ? format : null;
    }
  } else if (Array.isArray(value)) {
    shape.types.add('array');
    for (const item of value) observe((shape.items ??= emptyShape()), item, detectFormats);
  } else {
    shape.types.add('object');
    shape.objects++;
    const properties = (shape.properties ??= new Map());
    const keyCounts = (shape.keyCounts ??= new Map());
    for (const key of Object.keys(value as object)) {
      let property = properties.get(key);
      if (!property) properties.set(key, (property = emptyShape()));
      keyCounts.set(key, (keyCounts.get(key) ?? 0) + 1);
      observe(property, (value as Record<string, unknown>)[key], detectFormats);
    }
  }
}

/** A plain object without a prototype, so a property named __proto__ is an own key like any other. */
const record = (): Record<string, unknown> => Object.create(null) as Record<string, unknown>;

function toSchema(shape: Shape): Record<string, unknown> {
  const schema = record();
  const types = new Set(shape.types);
  if (types.has('number')) types.delete('integer');
  const ordered = TYPE_ORDER.filter((type) => types.has(type));
  if (ordered.length === 1) schema.type = ordered[0];
  else if (ordered.length > 1) schema.type = ordered;
  if (typeof shape.format === 'string') schema.format = shape.format;
  if (shape.items) schema.items = toSchema(shape.items);
  if (shape.properties) {
    const properties = record();
    const required: string[] = [];
    for (const [key, property] of shape.properties) {
      properties[key] = toSchema(property);
      if (shape.keyCounts!.get(key) === shape.objects) required.push(key);
    }
    schema.properties = properties;
    if (required.length > 0) schema.required = required;
  }
  return schema;
}

const output = closedObject({
  schema: Type.String({ description: 'The JSON Schema, as JSON text indented by two spaces' }),
});

export default defineTool({
  id: 'json-schema-generate',
  name: 'JSON Schema Generator',
  category: 'developer',
  description:
    'Infer a JSON Schema (2020-12) from a sample JSON document: types, properties, required keys, array items merged across elements, ' +
    'and formats such as date-time, email, uri and uuid.',
  keywords: ['json to json schema', 'infer schema', 'schema from json', 'to-json-schema', 'generate schema', 'jsonschema'],
  // Like json-to-typescript and the other generators from a sample: a megabyte of JSON is parsed
  // and walked in about 100-200 ms on a loaded machine, past the inline budget.
  isolate: true,
  input: closedObject({
    sample: Type.String({ maxLength: 1_000_000, description: 'A sample JSON document, at most 1,000,000 characters and 64 levels deep' }),
    detect_formats: withDefault(
      Type.Boolean({ description: 'Add format (date-time, date, time, email, uri, uuid, ipv4) where every string at a place has it; default true' }),
      true,
    ),
  }),
  output,
  examples: [
    {
      title: 'An object with an array of records (items merged, required where always present)',
      input: { sample: '{"id":"123e4567-e89b-12d3-a456-426614174000","tags":[{"name":"a","weight":1},{"name":"b","weight":2.5,"note":null}]}' },
      output: {
        schema:
          '{\n  "$schema": "https://json-schema.org/draft/2020-12/schema",\n  "type": "object",\n  "properties": {\n' +
          '    "id": {\n      "type": "string",\n      "format": "uuid"\n    },\n' +
          '    "tags": {\n      "type": "array",\n      "items": {\n        "type": "object",\n        "properties": {\n' +
          '          "name": {\n            "type": "string"\n          },\n          "weight": {\n            "type": "number"\n          },\n' +
          '          "note": {\n            "type": "null"\n          }\n        },\n        "required": [\n          "name",\n          "weight"\n        ]\n' +
          '      }\n    }\n  },\n  "required": [\n    "id",\n    "tags"\n  ]\n}',
      },
    },
    {
      title: 'Mixed values become a list of types',
      input: { sample: '[1, "2024-01-01T10:00:00Z", null]' },
      output: {
        schema: '{\n  "$schema": "https://json-schema.org/draft/2020-12/schema",\n  "type": "array",\n  "items": {\n    "type": [\n      "string",\n      "integer",\n      "null"\n    ],\n    "format": "date-time"\n  }\n}',
      },
    },
  ],
  run({ sample, detect_formats }): Static<typeof output> {
    const value = parseJsonDocument(sample, 'sample');
    const shape = emptyShape();
    observe(shape, value, detect_formats);
    const schema = record();
    schema.$schema = 'https://json-schema.org/draft/2020-12/schema';
    Object.assign(schema, toSchema(shape));
    return { schema: JSON.stringify(schema, null, 2) };
  },
});
