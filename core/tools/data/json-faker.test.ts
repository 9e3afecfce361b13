import { describe, expect, it } from 'vitest';
import { FAKE_TYPE_NAMES } from '../../lib/fake-data.ts';
import { call, expectInvalid, run, zeroRandom } from '../../../test/helpers.ts';

type Result = { records: Record<string, unknown>[]; count: number };
const fake = (fields: unknown[], options: { count?: number; random?: (size: number) => Uint8Array; now?: string } = {}) =>
  run<Result>('json-faker', { fields, ...(options.count !== undefined ? { count: options.count } : {}) }, { random: options.random ?? zeroRandom, ...(options.now ? { now: options.now } : {}) });

/** Bytes 1, 2, 3, … : a source that is not all zeros but still repeatable. */
const counting = (size: number) => Uint8Array.from({ length: size }, (_, i) => (i + 1) & 0xff);

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('json-faker', () => {
  it('gives what faker gives with the same seed, run by hand', async () => {
    // node: import { faker } from '@faker-js/faker/locale/en'; faker.seed([0, 0, 0, 0]);
    //   twice: [faker.string.uuid(), faker.person.fullName(), faker.internet.email(), faker.number.int({ min: 18, max: 90 })]
    const result = await fake(
      [{ name: 'id', type: 'uuid' }, { name: 'name', type: 'fullName' }, { name: 'email', type: 'email' }, { name: 'age', type: 'integer', options: { min: 18, max: 90 } }],
      { count: 2 },
    );
    expect(result).toEqual({
      records: [
        { id: '632ba3b9-dd9c-458c-bde7-f48c2305473a', name: 'Kaycee Spencer II', email: 'Alba83@gmail.com', age: 23 },
        { id: 'f2d37fe9-c258-4112-8fdb-ccc5030a061d', name: 'Miss Asia Lindgren', email: 'Giovanna.Quitzon67@hotmail.com', age: 83 },
      ],
      count: 2,
    });
  });

  it('seeds faker from ctx.random, four 32-bit words big-endian', async () => {
    // node: faker.seed([0x01020304, 0x05060708, 0x090a0b0c, 0x0d0e0f10]);
    //   [faker.person.firstName(), faker.location.city(), faker.date.between({ from: '2020-01-01T00:00:00Z', to: '2020-12-31T00:00:00Z' }).toISOString()]
    const result = await fake(
      [{ name: 'first', type: 'firstName' }, { name: 'city', type: 'city' }, { name: 'at', type: 'datetime', options: { from: '2020-01-01', to: '2020-12-31' } }],
      { count: 1, random: counting },
    );
    expect(result.records).toEqual([{ first: 'Vesta', city: 'Littelton', at: '2020-12-26T20:15:34.566Z' }]);
    // Different bytes, different data; the same bytes, the same data.
    const again = await fake([{ name: 'id', type: 'uuid' }], { count: 3, random: counting });
    expect(again).toEqual(await fake([{ name: 'id', type: 'uuid' }], { count: 3, random: counting }));
    expect(again).not.toEqual(await fake([{ name: 'id', type: 'uuid' }], { count: 3 }));
  });

  it('makes every type in its documented form', async () => {
    const fields = FAKE_TYPE_NAMES.map((type) => ({ name: type, type, ...(type === 'enum' ? { options: { values: ['a', 'b'] } } : {}) }));
    const { records } = await fake(fields, { count: 50, random: counting, now: '2024-06-15T12:00:00Z' });
    expect(records).toHaveLength(50);
    for (const record of records) {
      expect(Object.keys(record)).toEqual(FAKE_TYPE_NAMES);
      expect(record.uuid).toMatch(UUID_V4);
      expect(record.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/i);
      expect(record.url).toMatch(/^https?:\/\/[^\s/]+\/?$/);
      expect(record.ipv4).toMatch(/^(\d{1,3})(\.\d{1,3}){3}$/);
      expect(record.ipv6).toMatch(/^[0-9a-f]{1,4}(:[0-9a-f]{1,4}){7}$/);
      expect(record.color).toMatch(/^#[0-9a-f]{6}$/);
      expect(record.countryCode).toMatch(/^[A-Z]{2}$/);
      expect(record.currencyCode).toMatch(/^[A-Z]{3}$/);
      expect(record.integer).toSatisfy((n: number) => Number.isInteger(n) && n >= 0 && n <= 1000);
      expect(record.float).toSatisfy((n: number) => n >= 0 && n <= 1000 && Math.round(n * 100) / 100 === n);
      expect(record.price).toSatisfy((n: number) => n >= 1 && n <= 1000 && Math.round(n * 100) / 100 === n);
      expect(typeof record.boolean).toBe('boolean');
      expect(record.latitude).toSatisfy((n: number) => n >= -90 && n <= 90);
      expect(record.longitude).toSatisfy((n: number) => n >= -180 && n <= 180);
      // Dates fall in the year before ctx.now().
      expect(record.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(record.date! >= '2023-06-16' && record.date! <= '2024-06-15').toBe(true);
      expect(Date.parse(record.datetime as string)).toBeGreaterThanOrEqual(Date.parse('2023-06-16T12:00:00Z'));
      expect(Date.parse(record.datetime as string)).toBeLessThanOrEqual(Date.parse('2024-06-15T12:00:00Z'));
      expect(['a', 'b']).toContain(record.enum);
      expect((record.words as string).split(' ').length).toBeGreaterThanOrEqual(2);
      expect(record.sentence).toMatch(/^[A-Z].*\.$/);
      for (const type of ['firstName', 'lastName', 'fullName', 'username', 'phone', 'jobTitle', 'company', 'streetAddress', 'city', 'state', 'zipCode', 'country', 'domain', 'productName', 'word', 'paragraph']) {
        expect(typeof record[type], type).toBe('string');
        expect((record[type] as string).length, type).toBeGreaterThan(0);
      }
    }
  });

  it('applies options: ranges, decimals, counts and date ranges', async () => {
    const { records } = await fake(
      [
        { name: 'dice', type: 'integer', options: { min: 1, max: 6 } },
        { name: 'negative', type: 'integer', options: { max: -5 } },
        { name: 'ratio', type: 'float', options: { min: 0, max: 1, decimals: 3 } },
        { name: 'whole', type: 'float', options: { min: 10, max: 20, decimals: 0 } },
        { name: 'title', type: 'words', options: { min: 3, max: 3 } },
        { name: 'long', type: 'sentence', options: { min: 20 } },
        { name: 'day', type: 'date', options: { from: '2020-02-28', to: '2020-03-01' } },
        { name: 'future', type: 'date', options: { from: '2030-01-01' } },
      ],
      { count: 200, random: counting },
    );
    const seen = new Set(records.map((record) => record.dice));
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    for (const record of records) {
      expect(record.negative).toSatisfy((n: number) => Number.isInteger(n) && n <= -5 && n >= -5);
      expect(record.ratio).toSatisfy((n: number) => n >= 0 && n <= 1 && Math.round(n * 1000) / 1000 === n);
      expect(record.whole).toSatisfy((n: number) => Number.isInteger(n) && n >= 10 && n <= 20);
      expect((record.title as string).split(' ')).toHaveLength(3);
      expect((record.long as string).split(' ').length).toBeGreaterThanOrEqual(20);
      expect(['2020-02-28', '2020-02-29', '2020-03-01']).toContain(record.day);
      expect(record.future! >= '2030-01-01' && record.future! <= '2031-01-01').toBe(true);
    }
  });

  it('refuses unknown types, listing the known ones', async () => {
    const envelope = await call('json-faker', { fields: [{ name: 'x', type: 'socialSecurityNumber' }] });
    expect(envelope).toMatchObject({ success: false, error: { code: 'VALIDATION_ERROR' } });
    if (!envelope.success) expect(envelope.error.message).toBe(`fields[0].type: must be one of ${FAKE_TYPE_NAMES.join(', ')}`);
  });

  it('refuses options a type does not take, and bad ranges', async () => {
    const id = 'json-faker';
    await expectInvalid(id, { fields: [{ name: 'a', type: 'email', options: { min: 1 } }] }, 'fields[0].options.min: the type email takes no options');
    await expectInvalid(id, { fields: [{ name: 'a', type: 'integer', options: { decimals: 2 } }] }, 'fields[0].options.decimals: the type integer takes only min, max');
    await expectInvalid(id, { fields: [{ name: 'a', type: 'integer', options: { min: 1.5 } }] }, 'fields[0].options.min: must be an integer for integer');
    await expectInvalid(id, { fields: [{ name: 'a', type: 'integer', options: { min: 5, max: 1 } }] }, 'fields[0].options: min (5) must not be greater than max (1)');
    await expectInvalid(id, { fields: [{ name: 'a', type: 'float', options: { min: 0.1, max: 0.2, decimals: 0 } }] }, 'fields[0].options: no number with 0 decimals lies between min and max');
    await expectInvalid(id, { fields: [{ name: 'a', type: 'sentence', options: { max: 101 } }] }, 'fields[0].options.max: must be 1 to 100 for sentence');
    await expectInvalid(id, { fields: [{ name: 'a', type: 'enum' }] }, 'fields[0].options.values: the type enum needs the list of values to pick from');
    await expectInvalid(id, { fields: [{ name: 'a', type: 'enum', options: { values: [] } }] }, 'fields[0].options.values: must have at least 1 items');
    await expectInvalid(id, { fields: [{ name: 'a', type: 'date', options: { from: '2024-02-30' } }] }, 'fields[0].options.from: "2024-02-30" is not an ISO 8601 date such as 2024-01-31 or 2024-01-31T12:00:00Z');
    await expectInvalid(id, { fields: [{ name: 'a', type: 'date', options: { to: 'yesterday' } }] }, /^fields\[0\]\.options\.to: "yesterday" is not an ISO 8601 date/);
    await expectInvalid(id, { fields: [{ name: 'a', type: 'date', options: { from: '2024-02-01', to: '2024-01-01' } }] }, 'fields[0].options: from must not be later than to');
    await expectInvalid(id, { fields: [{ name: 'a', type: 'integer', options: { min: 1e16 } }] }, 'fields[0].options.min: must be ≤ 1000000000000000');
    await expectInvalid(id, { fields: [{ name: 'a', type: 'integer', options: { step: 1 } }] }, 'fields[0].options.step: unknown field');
  });

  it('treats names as plain keys: no prototype, no nesting, no repeats', async () => {
    const fields = JSON.parse('[{"name": "__proto__", "type": "word"}, {"name": "constructor", "type": "integer"}, {"name": "a.b", "type": "boolean"}, {"name": "toString", "type": "word"}]');
    const { records } = await fake(fields, { count: 2 });
    for (const record of records) {
      expect(Object.getPrototypeOf(record)).toBeNull();
      expect(Object.keys(record)).toEqual(['__proto__', 'constructor', 'a.b', 'toString']);
      expect(typeof record['__proto__']).toBe('string');
      expect(typeof record.constructor).toBe('number');
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    await expectInvalid('json-faker', { fields: [{ name: 'id', type: 'uuid' }, { name: 'x', type: 'word' }, { name: 'id', type: 'integer' }] }, 'fields[2].name: "id" is already the name of fields[0]');
  });

  it('holds its bounds', async () => {
    const id = 'json-faker';
    await expectInvalid(id, { fields: [] }, 'fields: must have at least 1 items');
    await expectInvalid(id, { fields: Array.from({ length: 101 }, (_, i) => ({ name: `f${i}`, type: 'word' })) }, 'fields: must have at most 100 items');
    await expectInvalid(id, { fields: [{ name: 'a', type: 'word' }], count: 0 }, 'count: must be ≥ 1');
    await expectInvalid(id, { fields: [{ name: 'a', type: 'word' }], count: 1001 }, 'count: must be ≤ 1000');
    await expectInvalid(id, { fields: [{ name: '', type: 'word' }] }, 'fields[0].name: must not be empty');
    await expectInvalid(id, { fields: [{ name: 'x'.repeat(101), type: 'word' }] }, 'fields[0].name: must be at most 100 characters');
    await expectInvalid(id, { fields: [{ name: 'a' }] }, 'fields[0].type: is required');
    await expectInvalid(id, { fields: 'name' }, 'fields: must be an array, got a string');
    expect((await fake([{ name: 'a', type: 'boolean' }], { count: 1000 })).records).toHaveLength(1000);
    expect((await fake([{ name: 'a', type: 'word' }])).count).toBe(10);
    // 100 fields of 100-sentence paragraphs for 1000 records would pass the 20,000,000-character bound.
    const huge = Array.from({ length: 100 }, (_, i) => ({ name: `p${i}`, type: 'paragraph', options: { min: 100, max: 100 } }));
    await expectInvalid(id, { fields: huge, count: 1000 }, 'count: the generated data would be longer than 20000000 characters');
  }, 60_000);
});
