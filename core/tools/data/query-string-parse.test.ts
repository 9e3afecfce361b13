import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

type Params = Record<string, unknown>;
type Result = { params: Params; pairs: { key: string; value: string }[]; count: number };
const parse = (query: string) => run<Result>('query-string-parse', { query });
const params = async (query: string) => JSON.parse(JSON.stringify((await parse(query)).params)) as Params;
const pairs = async (query: string) => (await parse(query)).pairs.map(({ key, value }) => [key, value]);

describe('query-string-parse', () => {
  it('decodes pairs exactly as URLSearchParams and Python parse_qsl do', async () => {
    // node: [...new URLSearchParams(q)]; python3: parse_qsl(q, keep_blank_values=True) — both give these.
    expect(await pairs('a=1&&b=&=c&d&e==f')).toEqual([['a', '1'], ['b', ''], ['', 'c'], ['d', ''], ['e', '=f']]);
    expect(await pairs('x=%zz&y=%E0%A4%A&z=%C3%A9%20+')).toEqual([['x', '%zz'], ['y', '\uFFFD%A'], ['z', 'é  ']]);
    expect(await pairs('k=%FF%FE')).toEqual([['k', '\uFFFD\uFFFD']]);
    expect(await pairs('a+b=c+d&%61=%62')).toEqual([['a b', 'c d'], ['a', 'b']]);
    expect(await pairs('a=1;b=2')).toEqual([['a', '1;b=2']]);
    expect(await pairs('%F0%9F%98%80=%e2%82%ac')).toEqual([['😀', '€']]);
    // node only (Python has no leading "?" rule): one "?" is dropped, a "#" is an ordinary character.
    expect(await pairs('?a=1&b=2')).toEqual([['a', '1'], ['b', '2']]);
    expect(await pairs('??a=1')).toEqual([['?a', '1']]);
    expect(await pairs('a=1#frag')).toEqual([['a', '1#frag']]);
    expect(await parse('')).toEqual({ params: {}, pairs: [], count: 0 });
  });

  it('gathers repeated names into arrays and keeps a single one as a string (qs README: a=b&a=c)', async () => {
    expect(await params('a=b&a=c&x=1')).toEqual({ a: ['b', 'c'], x: '1' });
    expect((await parse('a=b&a=c&x=1')).count).toBe(3);
  });

  it('nests bracket notation as the qs README shows', async () => {
    expect(await params('a[b][c]=d')).toEqual({ a: { b: { c: 'd' } } });
    expect(await params('a[]=b&a[]=c')).toEqual({ a: ['b', 'c'] });
    expect(await params('a[1]=c&a[0]=b')).toEqual({ a: ['b', 'c'] });
    expect(await params('a[0]=b&a[b]=c')).toEqual({ a: { 0: 'b', b: 'c' } });
    expect(await params('a[][b]=c')).toEqual({ a: [{ b: 'c' }] });
    expect(await params('a[100]=b')).toEqual({ a: { 100: 'b' } });
    expect(await params('a[<>]=23&b[<=>]x=1')).toEqual({ a: { '<>': '23' }, 'b[<': '>]x=1' });
    expect(await params('a%5Bb%5D=c')).toEqual({ a: { b: 'c' } });
    expect(await params('0=foo&1=bar')).toEqual({ 0: 'foo', 1: 'bar' });
  });

  it('follows its own documented rules where conventions differ', async () => {
    // Names end at the first "=", as URLSearchParams splits them (qs would split a[>=]=1 after the bracket).
    expect(await params('a[>=]=1')).toEqual({ 'a[>': ']=1' });
    // Sparse indices stay an object (qs would compact a[1]=b&a[15]=c into an array).
    expect(await params('a[1]=b&a[15]=c')).toEqual({ a: { 1: 'b', 15: 'c' } });
    // Leading zeros are names, not indices.
    expect(await params('a[00]=x')).toEqual({ a: { '00': 'x' } });
    // "[]" always starts a new element; "[name]" fills the latest object.
    expect(await params('u[][n]=1&u[][n]=2')).toEqual({ u: [{ n: '1' }, { n: '2' }] });
    expect(await params('u[a]=1&u[b]=2')).toEqual({ u: { a: '1', b: '2' } });
    expect(await params('a[][]=1&a[][]=2')).toEqual({ a: [['1'], ['2']] });
    // A plain value and a nested one under one name are both kept, in order.
    expect(await params('a=1&a[b]=2')).toEqual({ a: ['1', { b: '2' }] });
    expect(await params('a[b]=1&a[b]=2')).toEqual({ a: { b: ['1', '2'] } });
    // Keys that are not name[..][..] exactly are plain names.
    expect(await params('a[b=1&[c]=2&d]=3&e[f]g=4')).toEqual({ 'a[b': '1', '[c]': '2', 'd]': '3', 'e[f]g': '4' });
    // More than 20 bracket groups: a plain name.
    const deep = 'a' + '[x]'.repeat(21);
    expect(await params(`${deep}=1`)).toEqual({ [deep]: '1' });
    expect(JSON.stringify(await params('a' + '[x]'.repeat(20) + '=1'))).toBe('{"a":' + '{"x":'.repeat(20) + '"1"' + '}'.repeat(21));
  });

  it('keeps __proto__, constructor and prototype as ordinary names', async () => {
    const result = await parse('__proto__[polluted]=1&constructor[prototype][polluted]=2&a[__proto__][polluted]=3&prototype=4');
    expect(JSON.stringify(result.params)).toBe('{"__proto__":{"polluted":"1"},"constructor":{"prototype":{"polluted":"2"}},"a":{"__proto__":{"polluted":"3"}},"prototype":"4"}');
    expect(Object.getPrototypeOf(result.params)).toBe(null);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('handles the 1,000,000-character bound and many pairs in linear time', async () => {
    const query = 'a[]=1&'.repeat(166_665) + 'b=12345678';
    expect(query.length).toBe(1_000_000);
    const started = performance.now();
    const result = await parse(query);
    expect(result.count).toBe(166_666);
    expect((result.params.a as string[]).length).toBe(166_665);
    expect(performance.now() - started).toBeLessThan(8_000);
    await expectInvalid('query-string-parse', { query: query + '5' }, 'query: must be at most 1000000 characters');
  });

  it('refuses wrong types and unknown fields', async () => {
    await expectInvalid('query-string-parse', {}, 'query: is required');
    await expectInvalid('query-string-parse', { query: { a: 1 } }, 'query: must be a string, got an object');
    await expectInvalid('query-string-parse', { query: 'a=1', input: 'x' }, 'input: unknown field');
  });
});
