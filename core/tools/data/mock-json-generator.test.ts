import { describe, expect, it } from 'vitest';
import { expectInvalid, run, zeroRandom } from '../../../test/helpers.ts';

type Result = { records: Record<string, unknown>[]; count: number };
const mock = (fields: unknown[], count?: number, random: (size: number) => Uint8Array = zeroRandom) =>
  run<Result>('mock-json-generator', { fields, ...(count !== undefined ? { count } : {}) }, { random });

const counting = (size: number) => Uint8Array.from({ length: size }, (_, i) => (i * 7 + 3) & 0xff);

describe('mock-json-generator', () => {
  it('draws values in field order from faker seeded as json-faker seeds it', async () => {
    // node: faker.seed([0, 0, 0, 0]); twice: [faker.string.uuid(), faker.person.fullName(), faker.internet.email(), faker.number.int({ min: 18, max: 90 })]
    // (the same run by hand as json-faker's test: flat fields draw exactly as json-faker does)
    const result = await mock(
      [{ name: 'id', type: 'uuid' }, { name: 'name', type: 'fullName' }, { name: 'email', type: 'email' }, { name: 'age', type: 'integer', options: { min: 18, max: 90 } }],
      2,
    );
    expect(result.records).toEqual([
      { id: '632ba3b9-dd9c-458c-bde7-f48c2305473a', name: 'Kaycee Spencer II', email: 'Alba83@gmail.com', age: 23 },
      { id: 'f2d37fe9-c258-4112-8fdb-ccc5030a061d', name: 'Miss Asia Lindgren', email: 'Giovanna.Quitzon67@hotmail.com', age: 83 },
    ]);
  });

  it('nests objects and arrays, arrays of objects included', async () => {
    const { records } = await mock(
      [
        { name: 'id', type: 'integer', options: { min: 1, max: 9 } },
        {
          name: 'user',
          type: 'object',
          fields: [
            { name: 'email', type: 'email' },
            { name: 'address', type: 'object', fields: [{ name: 'zip', type: 'zipCode' }, { name: 'geo', type: 'object', fields: [{ name: 'lat', type: 'latitude' }] }] },
          ],
        },
        { name: 'tags', type: 'word', array: { min: 0, max: 4 } },
        { name: 'lines', type: 'object', array: { min: 1, max: 3 }, fields: [{ name: 'qty', type: 'integer', options: { min: 1, max: 5 } }] },
        { name: 'fixed', type: 'boolean', array: { min: 2, max: 2 } },
      ],
      100,
      counting,
    );
    const tagLengths = new Set<number>();
    for (const record of records) {
      expect(Object.keys(record)).toEqual(['id', 'user', 'tags', 'lines', 'fixed']);
      const user = record.user as { email: string; address: { zip: string; geo: { lat: number } } };
      expect(Object.keys(user)).toEqual(['email', 'address']);
      expect(user.email).toMatch(/@/);
      expect(typeof user.address.zip).toBe('string');
      expect(user.address.geo.lat).toSatisfy((n: number) => n >= -90 && n <= 90);
      const tags = record.tags as string[];
      expect(tags.length).toBeLessThanOrEqual(4);
      tagLengths.add(tags.length);
      for (const tag of tags) expect(typeof tag).toBe('string');
      const lines = record.lines as { qty: number }[];
      expect(lines.length >= 1 && lines.length <= 3).toBe(true);
      for (const line of lines) expect(line.qty >= 1 && line.qty <= 5).toBe(true);
      expect((record.fixed as boolean[]).map((value) => typeof value)).toEqual(['boolean', 'boolean']);
    }
    expect([...tagLengths].sort()).toEqual([0, 1, 2, 3, 4]);
  });

  it('makes about null_rate of the values null', async () => {
    const { records } = await mock([{ name: 'maybe', type: 'word', null_rate: 0.3 }, { name: 'never', type: 'word', null_rate: 0 }, { name: 'always', type: 'word', array: { min: 1, max: 2 }, null_rate: 1 }], 1000, counting);
    const nulls = records.filter((record) => record.maybe === null).length;
    // Binomial(1000, 0.3): mean 300, standard deviation 14.5; 5 deviations either side.
    expect(nulls).toBeGreaterThan(227);
    expect(nulls).toBeLessThan(373);
    expect(records.every((record) => record.never !== null && record.always === null)).toBe(true);
  });

  it('builds objects without a prototype, so hostile names stay plain keys', async () => {
    const fields = JSON.parse('[{"name": "__proto__", "type": "object", "fields": [{"name": "polluted", "type": "boolean"}]}, {"name": "constructor", "type": "object", "fields": [{"name": "prototype", "type": "object", "fields": [{"name": "__proto__", "type": "word"}]}]}]');
    const { records } = await mock(fields, 3);
    for (const record of records) {
      expect(Object.getPrototypeOf(record)).toBeNull();
      expect(Object.keys(record)).toEqual(['__proto__', 'constructor']);
      expect(Object.getPrototypeOf(record['__proto__'])).toBeNull();
      expect(typeof (record['__proto__'] as Record<string, unknown>).polluted).toBe('boolean');
      const inner = (record['constructor'] as Record<string, Record<string, unknown>>).prototype!;
      expect(Object.keys(inner)).toEqual(['__proto__']);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses definitions that do not fit together, naming the nested field', async () => {
    const id = 'mock-json-generator';
    await expectInvalid(id, { fields: [{ name: 'a', type: 'object' }] }, 'fields[0].fields: the type object needs the fields of the nested object');
    await expectInvalid(id, { fields: [{ name: 'a', type: 'word', fields: [{ name: 'b', type: 'word' }] }] }, 'fields[0].fields: only the type object has fields');
    await expectInvalid(id, { fields: [{ name: 'a', type: 'object', options: {}, fields: [{ name: 'b', type: 'word' }] }] }, 'fields[0].options: the type object takes no options');
    await expectInvalid(id, { fields: [{ name: 'a', type: 'word', array: { min: 3, max: 1 } }] }, 'fields[0].array: min (3) must not be greater than max (1)');
    await expectInvalid(id, { fields: [{ name: 'a', type: 'word', array: { min: 0, max: 101 } }] }, 'fields[0].array.max: must be ≤ 100');
    await expectInvalid(id, { fields: [{ name: 'a', type: 'word', null_rate: 1.5 }] }, 'fields[0].null_rate: must be ≤ 1');
    await expectInvalid(id, { fields: [{ name: 'o', type: 'object', fields: [{ name: 'x', type: 'word' }, { name: 'x', type: 'uuid' }] }] }, 'fields[0].fields[1].name: "x" is already the name of fields[0].fields[0]');
    await expectInvalid(id, { fields: [{ name: 'o', type: 'object', fields: [{ name: 'n', type: 'integer', options: { min: 2, max: 1 } }] }] }, 'fields[0].fields[0].options: min (2) must not be greater than max (1)');
    await expectInvalid(id, { fields: [{ name: 'o', type: 'object', fields: [{ name: 'n', type: 'ssn' }] }] }, /^fields\[0\]\.fields\[0\]\.type: must be one of firstName, lastName, .*, enum, object$/);
  });

  it('nests at most 4 levels below the record', async () => {
    const nest = (depth: number): unknown => (depth === 0 ? { name: 'leaf', type: 'word' } : { name: `level${depth}`, type: 'object', fields: [nest(depth - 1)] });
    const deep = await mock([nest(4)], 1);
    expect(JSON.stringify(deep.records[0])).toMatch(/^\{"level4":\{"level3":\{"level2":\{"level1":\{"leaf":"[a-z]+"\}\}\}\}\}$/);
    await expectInvalid('mock-json-generator', { fields: [nest(5)] }, 'fields[0].fields[0].fields[0].fields[0].fields: unknown field');
  });

  it('counts the values before making them, and holds the other bounds', async () => {
    const id = 'mock-json-generator';
    // 1000 records × 100 × (1 + 100) values is far past 250,000; 24 records (242,400 values) are not.
    const wide = [{ name: 'rows', type: 'object', array: { min: 0, max: 100 }, fields: [{ name: 'cells', type: 'integer', array: { min: 0, max: 100 } }] }];
    await expectInvalid(id, { fields: wide, count: 1000 }, 'count: 1000 records of up to 10100 values each would be more than 250000 values; lower count or the array sizes');
    expect((await mock(wide, 24)).count).toBe(24);
    await expectInvalid(id, { fields: wide, count: 25 }, /^count: 25 records of up to 10100 values each/);
    const definitions = Array.from({ length: 6 }, (_, i) => ({ name: `o${i}`, type: 'object', fields: Array.from({ length: 50 }, (_, j) => ({ name: `f${j}`, type: 'word' })) }));
    await expectInvalid(id, { fields: [...definitions, ...definitions.slice(0, 5).map((d, i) => ({ ...d, name: `p${i}` }))] }, 'fields: at most 500 field definitions in all, nested ones included');
    await expectInvalid(id, { fields: [{ name: 'a', type: 'word' }], count: 1001 }, 'count: must be ≤ 1000');
    await expectInvalid(id, { fields: [] }, 'fields: must have at least 1 items');
    await expectInvalid(id, { fields: [{ name: 'a', type: 'word', nullable: true }] }, 'fields[0].nullable: unknown field');
    const huge = [{ name: 'p', type: 'paragraph', options: { min: 100, max: 100 }, array: { min: 100, max: 100 } }];
    // 100,000 values, within the count, but 100,000 paragraphs of 100 sentences pass 20,000,000 characters.
    await expectInvalid(id, { fields: huge, count: 1000 }, 'count: the generated data would be longer than 20000000 characters');
  }, 60_000);
});
