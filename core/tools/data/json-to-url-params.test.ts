import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

type Result = { query: string; count: number };
const convert = (json: string, options: { encode_values?: boolean; flatten_arrays?: boolean } = {}) => run<Result>('json-to-url-params', { json, ...options });

describe('json-to-url-params', () => {
  it('writes one pair per value, percent-encoded per RFC 3986 (python3: quote(s, safe="~"))', async () => {
    // python3: '&'.join(quote(k, safe='~') + '=' + quote(v, safe='~') for k, v in [('q', 'json to url'), ('page', '2'), ('tags', 'a'), ('tags', 'b'), ('draft', 'false'), ('note', '')])
    expect(await convert('{"q":"json to url","page":2,"tags":["a","b"],"draft":false,"note":null}')).toEqual({
      query: 'q=json%20to%20url&page=2&tags=a&tags=b&draft=false&note=',
      count: 6,
    });
    // python3: quote('key with space', safe='~'), quote('é 😀&=#', safe='~')
    expect((await convert('{"key with space":"é 😀&=#"}')).query).toBe('key%20with%20space=%C3%A9%20%F0%9F%98%80%26%3D%23');
  });

  it('keeps number digits and writes nested values as JSON text', async () => {
    expect((await convert('{"big":12345678901234567890,"x":1.50,"e":1E3}')).query).toBe('big=12345678901234567890&x=1.50&e=1E3');
    // python3: quote('{"year":2024}', safe='~')
    expect((await convert('{"filter":{"year":2024},"m":[[1,2],{"a":null}]}')).query).toBe(
      'filter=%7B%22year%22%3A2024%7D&m=%5B1%2C2%5D&m=%7B%22a%22%3Anull%7D',
    );
  });

  it('joins arrays with commas when flatten_arrays is false, each item encoded on its own', async () => {
    // python3: quote('a,b', safe='~') → 'a%2Cb'
    expect(await convert('{"ids":[1,2,3],"tags":["a,b","c"],"none":[]}', { flatten_arrays: false })).toEqual({ query: 'ids=1,2,3&tags=a%2Cb,c&none=', count: 3 });
    expect(await convert('{"none":[],"x":1}')).toEqual({ query: 'x=1', count: 1 });
  });

  it('writes values as they are when encode_values is false, still encoding names', async () => {
    expect(await convert('{"path":"/a b","q":"x&y=z#f","a b":"c"}', { encode_values: false })).toEqual({ query: 'path=/a b&q=x&y=z#f&a%20b=c', count: 3 });
    expect((await convert('{"ids":[1,2],"f":{"y":1}}', { encode_values: false, flatten_arrays: false })).query).toBe('ids=1,2&f={"y":1}');
  });

  it('writes __proto__ and constructor keys like any other, in order', async () => {
    expect((await convert('{"b":1,"__proto__":{"polluted":1},"constructor":2,"1":3}')).query).toBe('b=1&__proto__=%7B%22polluted%22%3A1%7D&constructor=2&1=3');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses a JSON value that is not an object, and invalid JSON with its line and column', async () => {
    await expectInvalid('json-to-url-params', { json: '[1,2]' }, 'json: must be a JSON object of parameters, got an array');
    await expectInvalid('json-to-url-params', { json: '"a=1"' }, 'json: must be a JSON object of parameters, got a string');
    await expectInvalid('json-to-url-params', { json: 'null' }, 'json: must be a JSON object of parameters, got null');
    await expectInvalid('json-to-url-params', { json: '12' }, 'json: must be a JSON object of parameters, got a number');
    await expectInvalid('json-to-url-params', { json: '{"a":1,}' }, 'json: invalid JSON at line 1, column 8: unexpected "}" after a comma (trailing commas are not allowed)');
    await expectInvalid('json-to-url-params', { json: '{"a":"\\ud800"}' }, 'json: the value of "a" holds a lone surrogate, which cannot be percent-encoded as UTF-8');
  });

  it('holds the 1,000,000-character bound and refuses bad options', async () => {
    const json = `{"a":"${'x'.repeat(999_992)}"}`;
    expect(json.length).toBe(1_000_000);
    expect((await convert(json)).query.length).toBe(999_994);
    await expectInvalid('json-to-url-params', { json: json + ' ' }, 'json: must be at most 1000000 characters');
    await expectInvalid('json-to-url-params', { json: '{}', encode_values: 'no' }, 'encode_values: must be a boolean, got a string');
    await expectInvalid('json-to-url-params', { json: '{}', flatten_arrays: 0 }, 'flatten_arrays: must be a boolean, got an integer');
  });
});
