import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

const format = async (json: string, indent?: number) =>
  (await run<{ result: string }>('json-format', indent === undefined ? { json } : { json, indent })).result;
const minify = async (json: string) => (await run<{ result: string }>('json-format', { json, action: 'minify' })).result;

const SAMPLE = '{"id":12345678901234567890,"name":"Zoë","list":[1,[],{},{"x":null,"y":[true,false]}],"neg":-5}';

describe('json-format', () => {
  it('pretty-prints like Python, keeping a number past 2^53 exactly', async () => {
    // python3: json.dumps(json.loads(SAMPLE), indent=2, ensure_ascii=False)
    expect(await format(SAMPLE)).toBe(
      '{\n  "id": 12345678901234567890,\n  "name": "Zoë",\n  "list": [\n    1,\n    [],\n    {},\n    {\n      "x": null,\n      "y": [\n        true,\n        false\n      ]\n    }\n  ],\n  "neg": -5\n}',
    );
    // python3: json.dumps(json.loads(SAMPLE), indent=4, ensure_ascii=False)
    expect(await format(SAMPLE, 4)).toBe(
      '{\n    "id": 12345678901234567890,\n    "name": "Zoë",\n    "list": [\n        1,\n        [],\n        {},\n        {\n            "x": null,\n            "y": [\n                true,\n                false\n            ]\n        }\n    ],\n    "neg": -5\n}',
    );
    // python3: json.dumps(json.loads('[[[]]]'), indent=1)
    expect(await format(' [ [ [ ] ] ] ', 1)).toBe('[\n [\n  []\n ]\n]');
  });

  it('minifies like Python, keeping the big number', async () => {
    // python3: json.dumps(json.loads(SAMPLE), separators=(',', ':'), ensure_ascii=False)
    expect(await minify(await format(SAMPLE, 8))).toBe(SAMPLE);
    expect(await minify('{\n  "id": 12345678901234567890 ,\r\n\t"x" : [ 1 , 2 ]\n}')).toBe('{"id":12345678901234567890,"x":[1,2]}');
  });

  it('keeps number text, string escapes and duplicate keys exactly as written', async () => {
    expect(await format('[1.0, 1E5, -0, 0.1000000000000000055511151231257827]')).toBe(
      '[\n  1.0,\n  1E5,\n  -0,\n  0.1000000000000000055511151231257827\n]',
    );
    expect(await minify('["\\u00e9\\n", "\\/"]')).toBe('["\\u00e9\\n","\\/"]');
    expect(await format('{"a":1,"a":2}')).toBe('{\n  "a": 1,\n  "a": 2\n}');
    expect(await minify('{"__proto__": {"x": 1}, "constructor": 2}')).toBe('{"__proto__":{"x":1},"constructor":2}');
  });

  it('formats a top-level scalar on its own, without surrounding whitespace', async () => {
    expect(await format(' \n "x" \n')).toBe('"x"');
    expect(await format('\t-12.5e+3 ')).toBe('-12.5e+3');
    expect(await minify(' null ')).toBe('null');
    expect(await run('json-format', { json: '[ 1 ]', action: 'minify', indent: 8 })).toEqual({ result: '[1]' });
  });

  it('refuses invalid JSON with the line and column of the first error', async () => {
    // Positions as python3 reports them: json.loads(text) → JSONDecodeError .lineno / .colno
    await expectInvalid('json-format', { json: '{\n  "a": 1,\n  "b": }' }, 'json: invalid JSON at line 3, column 8: unexpected character "}", expected a value');
    await expectInvalid('json-format', { json: '[1,2,]' }, 'json: invalid JSON at line 1, column 6: unexpected "]" after a comma (trailing commas are not allowed)');
    await expectInvalid('json-format', { json: "{'a':1}" }, 'json: invalid JSON at line 1, column 2: unexpected "\'": strings must be in double quotes');
    await expectInvalid('json-format', { json: '{"a":1' }, 'json: invalid JSON at line 1, column 7: unexpected end of input, expected "," or "}"');
    await expectInvalid('json-format', { json: '' }, 'json: invalid JSON at line 1, column 1: empty input, expected a JSON value');
    await expectInvalid('json-format', { json: '{} x' }, 'json: invalid JSON at line 1, column 4: unexpected character "x" after the end of the JSON value');
    await expectInvalid('json-format', { json: '\uFEFF{}', action: 'minify' }, /^json: invalid JSON at line 1, column 1: unexpected byte order mark/);
  });

  it('holds the 1,000,000-character bound exactly', async () => {
    const max = `"${'a'.repeat(999_998)}"`;
    expect(await minify(max)).toBe(max);
    await expectInvalid('json-format', { json: max + ' ' }, 'json: must be at most 1000000 characters');
  });

  it('refuses bad indents, actions, types and fields, naming the field', async () => {
    await expectInvalid('json-format', { json: '1', indent: 0 }, 'indent: must be ≥ 1');
    await expectInvalid('json-format', { json: '1', indent: 9 }, 'indent: must be ≤ 8');
    await expectInvalid('json-format', { json: '1', indent: 2.5 }, 'indent: must be an integer');
    await expectInvalid('json-format', { json: '1', indent: '2' }, 'indent: must be an integer, got a string');
    await expectInvalid('json-format', { json: '1', action: 'pretty' }, 'action: must be one of format, minify');
    await expectInvalid('json-format', { json: { a: 1 } }, /^json: must be a string/);
    await expectInvalid('json-format', {}, 'json: is required');
    await expectInvalid('json-format', { json: '1', zzz: true }, 'zzz: unknown field');
  });

  it('refuses a pretty-print that would explode, but still minifies deep nesting', async () => {
    const deep = '['.repeat(500_000) + ']'.repeat(500_000);
    await expectInvalid('json-format', { json: deep }, 'json: the formatted result would be longer than 20000000 characters');
    expect(await minify(deep)).toBe(deep);
    // A syntax error is reported even when the formatted output had already grown too large.
    await expectInvalid('json-format', { json: '['.repeat(499_999) + ']'.repeat(499_998) + '}' }, /^json: invalid JSON at line 1, column 999998: unexpected character "}"/);
  });

  it('lays out any JSON value exactly as JSON.stringify does with the same indent', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), fc.integer({ min: 1, max: 8 }), async (value, indent) => {
        expect(await format(JSON.stringify(value), indent)).toBe(JSON.stringify(value, null, indent));
      }),
    );
  });

  it('format then minify returns the input value, and minify(format(x)) === minify(x)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.json(), fc.integer({ min: 1, max: 8 }), async (text, indent) => {
        const formatted = await format(text, indent);
        const minified = await minify(formatted);
        expect(JSON.parse(minified)).toEqual(JSON.parse(text));
        expect(minified).toBe(await minify(text));
      }),
    );
  });
});
