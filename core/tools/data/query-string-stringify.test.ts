import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

type Result = { query: string; count: number };
const stringify = (params: unknown, prefix?: boolean) => run<Result>('query-string-stringify', prefix === undefined ? { params } : { params, prefix });
const query = async (params: unknown) => (await stringify(params)).query;

describe('query-string-stringify', () => {
  it('percent-encodes UTF-8 per RFC 3986 (python3: urllib.parse.quote(s, safe="~"))', async () => {
    // python3: '&'.join(quote(k, safe='~') + '=' + quote(v, safe='~') for k, v in pairs)
    expect(await query({ q: 'tool deck', 'a+b': "!*'();:@&=$,/?#[]", uni: 'é😀€', safe: 'A-z_0.9~' })).toBe(
      'q=tool%20deck&a%2Bb=%21%2A%27%28%29%3B%3A%40%26%3D%24%2C%2F%3F%23%5B%5D&uni=%C3%A9%F0%9F%98%80%E2%82%AC&safe=A-z_0.9~',
    );
  });

  it('writes nested objects and arrays in bracket notation with indices, as qs.stringify does by default', async () => {
    // qs README: qs.stringify({ a: ['b', 'c', 'd'] }) → 'a%5B0%5D=b&a%5B1%5D=c&a%5B2%5D=d'
    expect(await query({ a: ['b', 'c', 'd'] })).toBe('a%5B0%5D=b&a%5B1%5D=c&a%5B2%5D=d');
    // qs README: qs.stringify({ a: { b: { c: 'd', e: 'f' } } }) → 'a%5Bb%5D%5Bc%5D=d&a%5Bb%5D%5Be%5D=f'
    expect(await query({ a: { b: { c: 'd', e: 'f' } } })).toBe('a%5Bb%5D%5Bc%5D=d&a%5Bb%5D%5Be%5D=f');
    // qs README: null gives "a=", empty arrays write nothing.
    expect(await stringify({ a: null, b: [], c: {}, d: 'zz' })).toEqual({ query: 'a=&d=zz', count: 2 });
    expect(await query({ n: 1.5, big: 1e21, t: true, f: false, z: 0 })).toBe('n=1.5&big=1e%2B21&t=true&f=false&z=0');
    expect(await query({ list: [{ id: 1 }, { id: 2 }] })).toBe('list%5B0%5D%5Bid%5D=1&list%5B1%5D%5Bid%5D=2');
  });

  it('adds "?" only when asked and only to a non-empty query', async () => {
    expect(await stringify({ a: 1 }, true)).toEqual({ query: '?a=1', count: 1 });
    expect(await stringify({}, true)).toEqual({ query: '', count: 0 });
    expect(await stringify({ a: 1 })).toEqual({ query: 'a=1', count: 1 });
  });

  it('writes __proto__ and constructor keys like any other', async () => {
    const params = JSON.parse('{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":2}}}');
    expect(await query(params)).toBe('__proto__%5Bpolluted%5D=1&constructor%5Bprototype%5D%5Bpolluted%5D=2');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses nesting past 20 levels and lone surrogates, naming where', async () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 20; i++) deep = { k: deep };
    expect((await stringify({ a: deep })).count).toBe(1);
    await expectInvalid('query-string-stringify', { params: { a: { k: deep } } }, /^params: params\.a(\.k){20} is nested deeper than 20 levels$/);
    await expectInvalid('query-string-stringify', { params: { a: 'x\uD800' } }, 'params: the value at params.a holds a lone surrogate, which cannot be percent-encoded as UTF-8');
    await expectInvalid('query-string-stringify', { params: { ['k\uDC00']: 1 } }, /^params: the key "k.*" holds a lone surrogate/);
  });

  it('refuses a query longer than an answer may be', async () => {
    const big = Array.from({ length: 40 }, () => '😀'.repeat(100_000));
    await expectInvalid('query-string-stringify', { params: { a: big } }, 'params: the query string would be longer than 20000000 characters');
  });

  it('refuses params that are not an object', async () => {
    await expectInvalid('query-string-stringify', { params: [1, 2] }, 'params: must be an object, got an array');
    await expectInvalid('query-string-stringify', { params: 'a=1' }, 'params: must be an object, got a string');
    await expectInvalid('query-string-stringify', {}, 'params: is required');
    await expectInvalid('query-string-stringify', { params: {}, prefix: 'yes' }, 'prefix: must be a boolean, got a string');
  });

  it('writes what query-string-parse reads back to the same object', async () => {
    const key = fc.stringMatching(/^[a-z_][a-z0-9 _.~&=+%é-]{0,5}$/);
    const text = fc.string({ unit: fc.constantFrom('a', ' ', '+', '&', '=', '%', '#', '?', '[', ']', 'é', '😀', '/'), maxLength: 6 });
    const value = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        text,
        fc.array(tie('node'), { minLength: 1, maxLength: 3 }),
        fc.dictionary(key, tie('node'), { minKeys: 1, maxKeys: 3 }),
      ),
    })).node;
    await fc.assert(
      fc.asyncProperty(fc.dictionary(key, value, { maxKeys: 4 }), async (params) => {
        const parsed = await run<{ params: unknown }>('query-string-parse', { query: await query(params) });
        expect(JSON.parse(JSON.stringify(parsed.params))).toEqual(params);
      }),
      { numRuns: 200 },
    );
  });
});
