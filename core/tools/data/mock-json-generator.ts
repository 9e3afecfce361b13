import { Type, type Static, type TSchema } from '@sinclair/typebox';
import type { Faker } from '@faker-js/faker';
import {
  FAKE_TYPE_NAMES,
  fakeOptionsSchema,
  fakeValue,
  loadFaker,
  resolveOptions,
  ResultBudget,
  seedFaker,
  typeList,
  type FakeOptionsInput,
  type ResolvedOptions,
} from '../../lib/fake-data.ts';
import { quoteClipped } from '../../lib/quote.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the spec names fields and count only):
 * - A field is {name, type, options?, fields?, array?, null_rate?}. Types are json-faker's (the same
 *   faker English locale and options, core/lib/fake-data.ts) plus `object`, whose `fields` describe a
 *   nested object (up to 4 levels below the records). `array: {min, max}` makes the value an array
 *   of min to max values of the type (0 to 100 items; objects too). `null_rate` (0 to 1) is the share
 *   of values that are null instead.
 * - Randomness, dates, names and limits as in json-faker: seeded from 16 bytes of ctx.random, the
 *   year before ctx.now() for dates, keys as written in objects without a prototype, repeated names
 *   refused. At most 500 field definitions in all, and at most 250,000 values per request
 *   (count × the most values one record can hold), counted before anything is generated.
 */

const MAX_NESTING = 4;
const MAX_DEFINITIONS = 500;
const MAX_VALUES = 250_000;
const MAX_ARRAY = 100;

const TYPES = [...FAKE_TYPE_NAMES, 'object'] as [string, ...string[]];

interface FieldInput {
  name: string;
  type: string;
  options?: FakeOptionsInput;
  fields?: FieldInput[];
  array?: { min: number; max: number };
  null_rate?: number;
}

/** The schema of a field whose `fields` may nest `depth` more levels (a JSON Schema cannot recurse without $ref). */
function fieldSchema(depth: number): TSchema {
  return closedObject({
    name: Type.String({ minLength: 1, maxLength: 100, description: 'The key of the value, used as written' }),
    type: stringEnum(TYPES, { description: `What kind of value: ${typeList()}, or object (with fields)` }),
    options: Type.Optional(fakeOptionsSchema),
    ...(depth > 0
      ? {
          fields: Type.Optional(
            Type.Array(fieldSchema(depth - 1), { minItems: 1, maxItems: 50, description: 'For type object: the fields of the nested object' }),
          ),
        }
      : {}),
    array: Type.Optional(
      closedObject(
        {
          min: Type.Integer({ minimum: 0, maximum: MAX_ARRAY, description: 'Fewest items' }),
          max: Type.Integer({ minimum: 0, maximum: MAX_ARRAY, description: 'Most items' }),
        },
        { description: 'Make the value an array of min to max values of the type' },
      ),
    ),
    null_rate: Type.Optional(Type.Number({ minimum: 0, maximum: 1, description: 'Share of values (or arrays) that are null instead, 0 to 1 (default 0)' })),
  });
}

interface Plan {
  name: string;
  type: string;
  options: ResolvedOptions;
  fields?: Plan[];
  array?: { min: number; max: number };
  nullRate: number;
}

/** Checks the definitions and counts the most values one record can hold. */
function plan(fields: FieldInput[], path: string, now: Date, counter: { definitions: number }): { plans: Plan[]; values: number } {
  const seen = new Map<string, number>();
  let values = 0;
  const plans = fields.map((field, i) => {
    const at = `${path}[${i}]`;
    if (++counter.definitions > MAX_DEFINITIONS) invalid(`fields: at most ${MAX_DEFINITIONS} field definitions in all, nested ones included`);
    const earlier = seen.get(field.name);
    if (earlier !== undefined) invalid(`${at}.name: ${quoteClipped(field.name)} is already the name of ${path}[${earlier}]`);
    seen.set(field.name, i);
    if (field.array && field.array.min > field.array.max) invalid(`${at}.array: min (${field.array.min}) must not be greater than max (${field.array.max})`);
    const repeat = field.array ? field.array.max : 1;
    if (field.type === 'object') {
      if (!field.fields) invalid(`${at}.fields: the type object needs the fields of the nested object`);
      if (field.options) invalid(`${at}.options: the type object takes no options`);
      const nested = plan(field.fields, `${at}.fields`, now, counter);
      values += repeat * (1 + nested.values);
      return { name: field.name, type: field.type, options: {}, fields: nested.plans, ...(field.array ? { array: field.array } : {}), nullRate: field.null_rate ?? 0 };
    }
    if (field.fields) invalid(`${at}.fields: only the type object has fields`);
    values += repeat;
    return {
      name: field.name,
      type: field.type,
      options: resolveOptions(field.type, field.options, at, now),
      ...(field.array ? { array: field.array } : {}),
      nullRate: field.null_rate ?? 0,
    };
  });
  return { plans, values };
}

function makeObject(faker: Faker, plans: Plan[], budget: ResultBudget): Record<string, unknown> {
  const object = Object.create(null) as Record<string, unknown>;
  for (const field of plans) {
    const one = (): unknown => {
      if (field.fields) return makeObject(faker, field.fields, budget);
      const value = fakeValue(faker, field.type, field.options);
      budget.add(value);
      return value;
    };
    let value: unknown;
    if (field.nullRate > 0 && faker.datatype.boolean({ probability: field.nullRate })) value = null;
    else if (field.array) value = Array.from({ length: faker.number.int({ min: field.array.min, max: field.array.max }) }, one);
    else value = one();
    budget.add(null, field.name);
    object[field.name] = value;
  }
  return object;
}

const output = closedObject({
  records: Type.Array(
    Type.Record(Type.String({ pattern: '^[\\s\\S]*$' }), Type.Unknown(), {
      additionalProperties: false,
      description: 'One record, keyed by field name: strings, numbers, booleans, nulls, nested objects and arrays as the fields say',
    }),
    { description: 'The generated records' },
  ),
  count: Type.Integer({ minimum: 1, description: 'How many records there are' }),
});

export default defineTool({
  id: 'mock-json-generator',
  name: 'Mock JSON Generator',
  category: 'data',
  description: `Generate mock JSON records with nested objects, arrays and nulls from field definitions, filled with faker data (English): types ${typeList()}, and object with its own fields; array: {min, max} repeats a value, null_rate makes some values null.`,
  keywords: ['fake data', 'faker', 'test data', 'dummy data', 'mock api', 'random data', 'fixtures'],
  deterministic: false,
  // 250,000 faker calls take seconds: run on a worker, under the deadline.
  isolate: true,
  input: closedObject({
    fields: Type.Array(fieldSchema(MAX_NESTING), { minItems: 1, maxItems: 100, description: 'The fields of each record, in order; objects nest their own fields' }),
    count: withDefault(Type.Integer({ minimum: 1, maximum: 1000, description: 'How many records, 1 to 1000 (default 10)' }), 10),
  }),
  output,
  examples: [
    {
      title: 'A user with a nested address and a list of tags',
      input: {
        fields: [
          { name: 'id', type: 'integer', options: { min: 1, max: 9999 } },
          { name: 'user', type: 'object', fields: [{ name: 'name', type: 'firstName' }, { name: 'address', type: 'object', fields: [{ name: 'city', type: 'city' }] }] },
          { name: 'tags', type: 'word', array: { min: 1, max: 3 } },
        ],
        count: 1,
      },
      output: {
        records: [{ id: 4284, user: { name: 'Maybelle', address: { city: 'Mohrhaven' } }, tags: ['magnam', 'terra', 'coma'] }],
        count: 1,
      },
    },
    {
      title: 'Arrays of objects and nullable values',
      input: {
        fields: [
          { name: 'orderId', type: 'uuid' },
          { name: 'items', type: 'object', array: { min: 1, max: 2 }, fields: [{ name: 'sku', type: 'word' }, { name: 'qty', type: 'integer', options: { min: 1, max: 5 } }] },
          { name: 'note', type: 'sentence', null_rate: 0.5 },
        ],
        count: 3,
      },
      output: {
        records: [
          { orderId: '632ba3b9-dd9c-458c-bde7-f48c2305473a', items: [{ sku: 'iste', qty: 3 }], note: 'Ventus claustrum ars apostolus constans acervus altus volaticus cotidie.' },
          { orderId: '07db1f2d-37fe-49c2-a581-12fdbccc5030', items: [{ sku: 'currus', qty: 1 }], note: 'Acsi curis amet ipsa.' },
          { orderId: '8c9462a5-d9b6-4a2e-94d5-e20be7d524e8', items: [{ sku: 'caelestis', qty: 4 }], note: null },
        ],
        count: 3,
      },
    },
  ],
  async run({ fields, count }, ctx): Promise<Static<typeof output>> {
    const now = ctx.now();
    const { plans, values } = plan(fields as FieldInput[], 'fields', now, { definitions: 0 });
    if (values * count > MAX_VALUES) {
      invalid(`count: ${count} records of up to ${values} values each would be more than ${MAX_VALUES} values; lower count or the array sizes`);
    }
    const faker = await loadFaker();
    // From here to the return everything is synchronous: no other run can reseed faker in between.
    seedFaker(faker, ctx.random, now);
    const budget = new ResultBudget('count');
    const records = Array.from({ length: count }, () => makeObject(faker, plans, budget));
    return { records, count };
  },
});
