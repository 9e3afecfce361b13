import { Type, type Static } from '@sinclair/typebox';
import { FAKE_TYPE_NAMES, fakeOptionsSchema, fakeValue, loadFaker, resolveOptions, ResultBudget, seedFaker, typeList } from '../../lib/fake-data.ts';
import { quoteClipped } from '../../lib/quote.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the spec names fields and count only):
 * - Values come from @faker-js/faker's English locale (core/lib/fake-data.ts, shared with
 *   mock-json-generator), from a fixed list of types; an unknown type is refused by the schema,
 *   whose message lists the known ones. Options are checked per type (integer takes min and max,
 *   date takes from and to…); an option a type does not take is refused.
 * - Randomness: faker's generator is seeded with 16 bytes of ctx.random, so the same bytes give the
 *   same records (the examples run on zero bytes); dates fall in the year before ctx.now() unless
 *   from/to say otherwise.
 * - A field name is a key as written: "a.b" is one key, not a nested object (mock-json-generator
 *   nests). Records have no prototype, so "__proto__" or "constructor" are ordinary keys. A name used
 *   twice is refused.
 * - 1 to 100 fields, count 1 to 1000 (default 10); a result that would pass 20,000,000 characters is
 *   refused. The largest runs take seconds, so the tool is isolated.
 */

const fieldSchema = closedObject({
  name: Type.String({ minLength: 1, maxLength: 100, description: 'The key of the value in each record, used as written' }),
  type: stringEnum(FAKE_TYPE_NAMES, { description: `What kind of value: ${typeList()}` }),
  options: Type.Optional(fakeOptionsSchema),
});

const valueSchema = Type.Union([Type.String(), Type.Number(), Type.Boolean()]);

const output = closedObject({
  records: Type.Array(
    Type.Record(Type.String({ pattern: '^[\\s\\S]*$' }), valueSchema, { additionalProperties: false, description: 'One record, keyed by field name, in field order' }),
    { description: 'The generated records' },
  ),
  count: Type.Integer({ minimum: 1, description: 'How many records there are' }),
});

export default defineTool({
  id: 'json-faker',
  name: 'JSON Faker',
  category: 'data',
  description: `Generate realistic fake JSON records with faker (English): give each field a name and a type (${typeList()}), with options such as min/max for integer or a list of values for enum. Unknown types are refused.`,
  keywords: ['fake data', 'faker', 'test data', 'dummy data', 'mock data', 'random data', 'fixtures'],
  mcp: true,
  deterministic: false,
  // 100,000 faker calls take a few seconds: run on a worker, under the deadline.
  isolate: true,
  input: closedObject({
    fields: Type.Array(fieldSchema, { minItems: 1, maxItems: 100, description: 'The fields of each record, in order: name, type and optional options' }),
    count: withDefault(Type.Integer({ minimum: 1, maximum: 1000, description: 'How many records, 1 to 1000 (default 10)' }), 10),
  }),
  output,
  examples: [
    {
      title: 'Users',
      input: {
        fields: [
          { name: 'id', type: 'uuid' },
          { name: 'name', type: 'fullName' },
          { name: 'email', type: 'email' },
          { name: 'age', type: 'integer', options: { min: 18, max: 90 } },
        ],
        count: 2,
      },
      output: {
        records: [
          { id: '632ba3b9-dd9c-458c-bde7-f48c2305473a', name: 'Kaycee Spencer II', email: 'Alba83@gmail.com', age: 23 },
          { id: 'f2d37fe9-c258-4112-8fdb-ccc5030a061d', name: 'Miss Asia Lindgren', email: 'Giovanna.Quitzon67@hotmail.com', age: 83 },
        ],
        count: 2,
      },
    },
    {
      title: 'Orders: enum, price and a date range',
      input: {
        fields: [
          { name: 'status', type: 'enum', options: { values: ['pending', 'shipped', 'delivered'] } },
          { name: 'total', type: 'price', options: { min: 5, max: 500 } },
          { name: 'placed', type: 'date', options: { from: '2023-01-01', to: '2023-12-31' } },
        ],
        count: 1,
      },
      output: { records: [{ status: 'shipped', total: 125.07, placed: '2023-02-17' }], count: 1 },
    },
  ],
  async run({ fields, count }, ctx): Promise<Static<typeof output>> {
    const now = ctx.now();
    const seen = new Map<string, number>();
    const resolved = fields.map((field, i) => {
      const earlier = seen.get(field.name);
      if (earlier !== undefined) invalid(`fields[${i}].name: ${quoteClipped(field.name)} is already the name of fields[${earlier}]`);
      seen.set(field.name, i);
      return { name: field.name, type: field.type, options: resolveOptions(field.type, field.options, `fields[${i}]`, now) };
    });
    const faker = await loadFaker();
    // From here to the return everything is synchronous: no other run can reseed faker in between.
    seedFaker(faker, ctx.random, now);
    const budget = new ResultBudget('count');
    const records: Record<string, string | number | boolean>[] = [];
    for (let n = 0; n < count; n++) {
      const record = Object.create(null) as Record<string, string | number | boolean>;
      for (const { name, type, options } of resolved) {
        const value = fakeValue(faker, type, options) as string | number | boolean;
        budget.add(value, name);
        record[name] = value;
      }
      records.push(record);
    }
    return { records, count };
  },
});
