import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

type Result = { params: Record<string, string | string[]>; query: string; count: number };
const read = async (input: string) => {
  const result = await run<Result>('url-params-to-json', { input });
  return { ...result, params: JSON.parse(JSON.stringify(result.params)) as Record<string, string | string[]> };
};

describe('url-params-to-json', () => {
  it('reads the query of a full URL, without its fragment (node: new URL(u).searchParams)', async () => {
    // node: [...new URL('https://example.com/search?q=json+to+yaml&sort=desc&tag=a&tag=b#results').searchParams]
    expect(await read('https://example.com/search?q=json+to+yaml&sort=desc&tag=a&tag=b#results')).toEqual({
      params: { q: 'json to yaml', sort: 'desc', tag: ['a', 'b'] },
      query: 'q=json+to+yaml&sort=desc&tag=a&tag=b',
      count: 4,
    });
    expect((await read('mailto:someone@example.com?subject=Hi%20there&body=a%26b')).params).toEqual({ subject: 'Hi there', body: 'a&b' });
    expect((await read('/search?q=%C3%A9t%C3%A9')).params).toEqual({ q: 'été' });
    expect((await read('  example.com/?x=1  ')).params).toEqual({ x: '1' });
  });

  it('reads a bare query string, with or without "?", decoding like URLSearchParams and parse_qsl', async () => {
    // python3: parse_qsl('name=J%C3%BCrgen&city=K%C3%B6ln&filter[x]=1&e=&f', keep_blank_values=True)
    expect(await read('name=J%C3%BCrgen&city=K%C3%B6ln&filter[x]=1&e=&f')).toEqual({
      params: { name: 'Jürgen', city: 'Köln', 'filter[x]': '1', e: '', f: '' },
      query: 'name=J%C3%BCrgen&city=K%C3%B6ln&filter[x]=1&e=&f',
      count: 5,
    });
    expect((await read('?a=1&a=2&a=3')).params).toEqual({ a: ['1', '2', '3'] });
    expect((await read('x=%zz&y=%FF')).params).toEqual({ x: '%zz', y: '\uFFFD' });
    expect((await read('??a=1')).params).toEqual({ '?a': '1' });
  });

  it('answers no parameters for a URL without a query, or an empty input', async () => {
    expect(await read('https://example.com/path')).toEqual({ params: {}, query: '', count: 0 });
    expect(await read('/just/a/path')).toEqual({ params: {}, query: '', count: 0 });
    expect(await read('https://example.com/#a=1')).toEqual({ params: {}, query: '', count: 0 });
    expect(await read('')).toEqual({ params: {}, query: '', count: 0 });
  });

  it('keeps __proto__, constructor and prototype as ordinary names', async () => {
    const result = await run<Result>('url-params-to-json', { input: '?__proto__=x&__proto__=y&constructor=1&prototype=2' });
    expect(Object.getPrototypeOf(result.params)).toBe(null);
    expect(JSON.stringify(result.params)).toBe('{"__proto__":["x","y"],"constructor":"1","prototype":"2"}');
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('holds the 1,000,000-character bound', async () => {
    const input = '?' + 'a=1&'.repeat(249_999) + 'b=1';
    expect(input.length).toBe(1_000_000);
    expect((await read(input)).count).toBe(250_000);
    await expectInvalid('url-params-to-json', { input: input + '2' }, 'input: must be at most 1000000 characters');
  });

  it('refuses wrong types and unknown fields', async () => {
    await expectInvalid('url-params-to-json', {}, 'input: is required');
    await expectInvalid('url-params-to-json', { input: null }, 'input: must be a string, got null');
    await expectInvalid('url-params-to-json', { input: 'a=1', url: 'x' }, 'url: unknown field');
  });
});
