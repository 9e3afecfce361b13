import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

type Result = { minified: string; originalBytes: number; minifiedBytes: number; savedBytes: number; savedPercent: number };
const minify = (json: string) => run<Result>('json-minifier', { json });
const utf8 = (text: string) => new TextEncoder().encode(text).length;

describe('json-minifier', () => {
  it('minifies as Python does when nothing but whitespace differs, and counts UTF-8 bytes', async () => {
    // python3: json.dumps(json.loads(s), separators=(',', ':'), ensure_ascii=False); len(s.encode()) → 35
    expect(await minify('{\n  "a" : [ 1 , 2 ],\r\n\t"b": "x y" }')).toEqual({
      minified: '{"a":[1,2],"b":"x y"}',
      originalBytes: 35,
      minifiedBytes: 21,
      savedBytes: 14,
      savedPercent: 40,
    });
    // python3: len(' "only a string" '.encode()) → 17
    expect(await minify(' "only a string" ')).toEqual({ minified: '"only a string"', originalBytes: 17, minifiedBytes: 15, savedBytes: 2, savedPercent: 11.76 });
    expect(await minify('0')).toEqual({ minified: '0', originalBytes: 1, minifiedBytes: 1, savedBytes: 0, savedPercent: 0 });
  });

  it('keeps values exactly as written, where a re-serializer would not', async () => {
    // python3 re-serializes to ["é","é","😀",1.5,100.0]; minifying keeps every token. len(s.encode()) → 35
    const result = await minify('["\\u00e9", "é", "😀", 1.50, 1E2]');
    expect(result).toEqual({ minified: '["\\u00e9","é","😀",1.50,1E2]', originalBytes: 35, minifiedBytes: 31, savedBytes: 4, savedPercent: 11.43 });
    expect((await minify('{"id": 12345678901234567890, "id": 1e400}')).minified).toBe('{"id":12345678901234567890,"id":1e400}');
    expect((await minify('{"__proto__": {"x": 1}}')).minified).toBe('{"__proto__":{"x":1}}');
  });

  it('reports a parse error with its line and column', async () => {
    // python3: json.loads('{\n  "a": 1,\n  "b": 2,\n}') → Expecting property name enclosed in double quotes: line 4 column 1
    await expectInvalid('json-minifier', { json: '{\n  "a": 1,\n  "b": 2,\n}' }, 'json: invalid JSON at line 4, column 1: unexpected "}" after a comma (trailing commas are not allowed)');
    // python3: json.loads('[1, 2') → Expecting ',' delimiter: line 1 column 6
    await expectInvalid('json-minifier', { json: '[1, 2' }, 'json: invalid JSON at line 1, column 6: unexpected end of input, expected "," or "]"');
    // python3: json.loads('"abc') → Unterminated string starting at: line 1 column 1
    await expectInvalid('json-minifier', { json: '"abc' }, 'json: invalid JSON at line 1, column 1: unterminated string (no closing double quote)');
    await expectInvalid('json-minifier', { json: '' }, 'json: invalid JSON at line 1, column 1: empty input, expected a JSON value');
    await expectInvalid('json-minifier', { json: '{"a":1} {"b":2}' }, 'json: invalid JSON at line 1, column 9: unexpected character "{" after the end of the JSON value');
    await expectInvalid('json-minifier', { json: '// comment\n{}' }, /^json: invalid JSON at line 1, column 1: /);
  });

  it('counts code points past the BMP as 4 bytes and a lone surrogate as 3', async () => {
    expect(await minify('"\uD83D\uDE00"')).toMatchObject({ originalBytes: 6, minifiedBytes: 6 });
    expect(await minify('"\uD800" ')).toMatchObject({ originalBytes: 6, minifiedBytes: 5 });
  });

  it('minifies any depth and the full 1,000,000 characters', async () => {
    const deep = `${'[ '.repeat(100_000)}${' ]'.repeat(100_000)}`;
    expect((await minify(deep)).minified).toBe(`${'['.repeat(100_000)}${']'.repeat(100_000)}`);
    const max = `[${' 0,'.repeat(333_332)}0 ]`;
    expect(max.length).toBe(1_000_000);
    expect((await minify(max)).minifiedBytes).toBe(666_667);
    await expectInvalid('json-minifier', { json: `${max} ` }, 'json: must be at most 1000000 characters');
    await expectInvalid('json-minifier', {}, 'json: is required');
    await expectInvalid('json-minifier', { json: [] }, 'json: must be a string, got an array');
  });

  it('gives what JSON.parse reads, and its sizes in UTF-8 bytes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.json(), fc.constantFrom(0, 2, 4), async (text, indent) => {
        const pretty = JSON.stringify(JSON.parse(text), null, indent);
        const result = await minify(pretty);
        expect(JSON.parse(result.minified)).toEqual(JSON.parse(pretty));
        expect(result.minified).toBe(JSON.stringify(JSON.parse(pretty)));
        expect(result.originalBytes).toBe(utf8(pretty));
        expect(result.minifiedBytes).toBe(utf8(result.minified));
        expect(result.savedBytes).toBe(result.originalBytes - result.minifiedBytes);
      }),
      { numRuns: 300 },
    );
  });
});
