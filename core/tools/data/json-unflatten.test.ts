import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

type Result = { result: unknown; paths: number };
const unflatten = (json: string, separator?: string) => run<Result>('json-unflatten', separator === undefined ? { json } : { json, separator });
const flatten = async (json: string, separator?: string) =>
  (await run<{ flat: Record<string, unknown> }>('json-flatten', separator === undefined ? { json } : { json, separator })).flat;

// The reference, run by hand with jq 1.6 (integer-like parts become array indexes):
// jq -c 'reduce to_entries[] as $e (null; setpath($e.key | split(".") | map(if test("^(0|[1-9][0-9]*)$") then tonumber else . end); $e.value))'

describe('json-unflatten', () => {
  it('rebuilds nested objects and arrays as jq setpath does', async () => {
    // jq (above) on {"a.b.0":1,"a.b.1.c":null,"a.e":{},"a.f":[],"g":"x","h.":1}
    expect(await unflatten('{"a.b.0":1,"a.b.1.c":null,"a.e":{},"a.f":[],"g":"x","h.":1}')).toEqual({
      result: { a: { b: [1, { c: null }], e: {}, f: [] }, g: 'x', h: { '': 1 } },
      paths: 6,
    });
    // jq (above) on {"user.name":"Ada","user.langs.1":"fr","user.langs.0":"en"}: indexes in any order
    expect((await unflatten('{"user.name":"Ada","user.langs.1":"fr","user.langs.0":"en"}')).result).toEqual({ user: { name: 'Ada', langs: ['en', 'fr'] } });
    // jq (above) on {"0":"a","1":"b"}: a root array
    expect((await unflatten('{"0":"a","1":"b"}')).result).toEqual(['a', 'b']);
  });

  it('keeps a level an object unless its parts are exactly 0…n-1', async () => {
    // Where jq's setpath would pad with nulls ([null,"x"]) or refuse, the parts stay object keys.
    expect((await unflatten('{"a.1":"x"}')).result).toEqual({ a: { '1': 'x' } });
    expect((await unflatten('{"a.0":"x","a.b":"y"}')).result).toEqual({ a: { '0': 'x', b: 'y' } });
    expect((await unflatten('{"a.00":"x"}')).result).toEqual({ a: { '00': 'x' } });
    expect((await unflatten('{"a.-1":"x"}')).result).toEqual({ a: { '-1': 'x' } });
    expect(await unflatten('{}')).toEqual({ result: {}, paths: 0 });
  });

  it('splits at every separator, keeping empty parts', async () => {
    expect((await unflatten('{"a..b":1,".c":2,"d.":3}')).result).toEqual({ a: { '': { b: 1 } }, '': { c: 2 }, d: { '': 3 } });
    expect((await unflatten('{"":1}')).result).toEqual({ '': 1 });
    await expectInvalid('json-unflatten', { json: '{"":1,".":2}' }, /^json: the keys "" and "\." conflict/);
  });

  it('refuses conflicting keys, naming both, whichever comes first', async () => {
    const message = 'json: the keys "a" and "a.b" conflict: "a" sets a value where "a.b" needs an object or array to go into';
    await expectInvalid('json-unflatten', { json: '{"a": 1, "a.b": 2}' }, message);
    await expectInvalid('json-unflatten', { json: '{"a.b": 2, "a": 1}' }, message);
    await expectInvalid('json-unflatten', { json: '{"a.b.c": 2, "a.b": {}}' }, /^json: the keys "a\.b" and "a\.b\.c" conflict/);
    await expectInvalid('json-unflatten', { json: '{"x/y": 1, "x": []}', separator: '/' }, /^json: the keys "x" and "x\/y" conflict/);
  });

  it('builds objects without a prototype, so __proto__, constructor and prototype stay data', async () => {
    const { result } = await unflatten('{"__proto__.polluted":true,"constructor.prototype.polluted":true,"a.__proto__":{"polluted":true}}');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(result)).toBeNull();
    const object = result as Record<string, Record<string, unknown>>;
    expect(Object.keys(object)).toEqual(['__proto__', 'constructor', 'a']);
    expect(Object.hasOwn(object, '__proto__') && object.__proto__!.polluted).toBe(true);
    expect(Object.getPrototypeOf(object.a)).toBeNull();
    expect(Object.hasOwn(object.a!, '__proto__')).toBe(true);
    expect(JSON.parse(JSON.stringify(result))).toEqual(JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},"a":{"__proto__":{"polluted":true}}}'));
  });

  it('refuses what is not an object, malformed JSON, and too deep a result', async () => {
    await expectInvalid('json-unflatten', { json: '[1]' }, 'json: must be an object of path → value, got an array');
    await expectInvalid('json-unflatten', { json: '"a.b"' }, 'json: must be an object of path → value, got a string');
    await expectInvalid('json-unflatten', { json: 'null' }, 'json: must be an object of path → value, got null');
    await expectInvalid('json-unflatten', { json: '{"a.b": 1,}' }, 'json: invalid JSON at line 1, column 11: unexpected "}" after a comma (trailing commas are not allowed)');
    const path = (parts: number) => Array(parts).fill('a').join('.');
    expect(JSON.stringify((await unflatten(`{"${path(999)}": [1]}`)).result)).toBe('{"a":'.repeat(999) + '[1]' + '}'.repeat(999));
    await expectInvalid('json-unflatten', { json: `{"${path(1000)}": [1]}` }, /^json: the key "a\.a\.a[^"]*"… would nest its value deeper than 1000 levels$/);
    await expectInvalid('json-unflatten', { json: `{"${path(400_000)}": 1}` }, /would nest its value deeper than 1000 levels/);
  });

  it('refuses wrong types, bad separators and unknown fields', async () => {
    await expectInvalid('json-unflatten', {}, 'json: is required');
    await expectInvalid('json-unflatten', { json: '{}', separator: '' }, 'separator: must not be empty');
    await expectInvalid('json-unflatten', { json: '{}', separator: null }, 'separator: must be a string, got null');
    await expectInvalid('json-unflatten', { json: 'x'.repeat(1_000_001) }, 'json: must be at most 1000000 characters');
  });

  // Documents json-flatten can take back: keys without the separator, and no object whose keys
  // are exactly "0"…"n-1" (those come back as arrays, the one case the two directions cannot tell apart).
  const key = fc.string({ maxLength: 6 }).filter((k) => !k.includes('.') && !/^(?:0|[1-9]\d*)$/.test(k));
  const scalar = fc.oneof(fc.constant(null), fc.boolean(), fc.double({ noNaN: true, noDefaultInfinity: true }).map((x) => (x === 0 ? 0 : x)), fc.string({ maxLength: 8 }));
  const { value } = fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      scalar,
      fc.array(tie('value'), { maxLength: 4 }),
      fc.dictionary(key, tie('value'), { maxKeys: 4 }),
    ),
  }));
  const document = fc.dictionary(key, value, { maxKeys: 5 });

  it('round-trips: unflatten(flatten(x)) is x', async () => {
    await fc.assert(
      fc.asyncProperty(document, async (doc) => {
        const text = JSON.stringify(doc);
        const flat = await flatten(text);
        const back = (await unflatten(JSON.stringify(flat))).result;
        expect(JSON.parse(JSON.stringify(back))).toEqual(JSON.parse(text));
      }),
      { numRuns: 300 },
    );
  });

  it('round-trips: flatten(unflatten(m)) is m for flat maps without conflicts', async () => {
    // Paths of 1-3 short parts, none a prefix of another.
    const part = fc.constantFrom('a', 'b', 'c', '0', '1', '__proto__', '');
    const paths = fc.uniqueArray(fc.array(part, { minLength: 1, maxLength: 3 }).map((parts) => parts.join('/')), { maxLength: 8 }).map((all) =>
      all.filter((p) => !all.some((q) => q !== p && (q.startsWith(`${p}/`) || p.startsWith(`${q}/`)))),
    );
    await fc.assert(
      fc.asyncProperty(paths, fc.array(scalar, { minLength: 8, maxLength: 8 }), async (keys, values) => {
        const flat = Object.fromEntries(keys.map((k, i) => [k, values[i]]));
        const nested = (await unflatten(JSON.stringify(flat), '/')).result;
        const again = await flatten(JSON.stringify(nested), '/');
        // A level of parts 0…n-1 is rebuilt as an array and flattens to the same paths.
        expect(JSON.parse(JSON.stringify(again))).toEqual(JSON.parse(JSON.stringify(flat)));
      }),
      { numRuns: 300 },
    );
  });
});
