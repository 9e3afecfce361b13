import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

const convert = async (input: string, dialect = 'json5', indent = 2) => (await run<{ result: string }>('json5-to-json', { input, dialect, indent })).result;

// The example of json5.org (abridged, with escapes and nesting added).
const JSON5_EXAMPLE = "// JSON5 spec example (json5.org), abridged\n{\n  // comments\n  unquoted: 'and you can quote me on that',\n  singleQuotes: 'I can use \"double quotes\" here',\n  lineBreaks: \"Look, Mom! \\\nNo \\\\n's!\",\n  hexadecimal: 0xdecaf,\n  leadingDecimalPoint: .8675309, andTrailing: 8675309.,\n  positiveSign: +1,\n  trailingComma: 'in objects', andIn: ['arrays',],\n  \"backwardsCompatible\": \"with JSON\",\n  escapes: '\\x41\\u00e9\\t\\0',\n  nested: {deep: [1, [2, {three: null}]], yes: true},\n}\n";

describe('json5-to-json', () => {
  it('reads JSON5 as python3-json5 does', async () => {
    // /usr/bin/python3 -c 'import json5,json; print(json.dumps(json5.load(open("j5.json5")), ensure_ascii=False, separators=(",",":")))'
    // (python3-json5 0.9.10, j5.json5 holding JSON5_EXAMPLE); compared as values, since Python writes 8675309. as 8675309.0.
    const python = "{\"unquoted\":\"and you can quote me on that\",\"singleQuotes\":\"I can use \\\"double quotes\\\" here\",\"lineBreaks\":\"Look, Mom! No \\\\n's!\",\"hexadecimal\":912559,\"leadingDecimalPoint\":0.8675309,\"andTrailing\":8675309.0,\"positiveSign\":1,\"trailingComma\":\"in objects\",\"andIn\":[\"arrays\"],\"backwardsCompatible\":\"with JSON\",\"escapes\":\"A\u00e9\\t\\u0000\",\"nested\":{\"deep\":[1,[2,{\"three\":null}]],\"yes\":true}}";
    expect(JSON.parse(await convert(JSON5_EXAMPLE))).toEqual(JSON.parse(python));
  });

  it('reads JSONC (tsconfig-style) as python3-json5 does, keeping the digits of numbers', async () => {
    // /usr/bin/python3 -c 'import json5,json; print(json.dumps(json5.loads(TEXT), separators=(",",":")))' printed
    // {"compilerOptions":{"strict":true,"target":"ES2022"}}
    const text = '{\n  /* compiler */\n  "compilerOptions": { "strict": true, "target": "ES2022", }, // done\n}';
    expect(await convert(text, 'jsonc', 0)).toBe('{"compilerOptions":{"strict":true,"target":"ES2022"}}');
    expect(await convert('{"big": 12345678901234567890, "f": 1.50}', 'jsonc', 0)).toBe('{"big":12345678901234567890,"f":1.50}');
  });

  it('keeps JSONC strict about everything but comments and trailing commas', async () => {
    await expectInvalid('json5-to-json', { input: "{'a': 1}", dialect: 'jsonc' }, /^input: .* at line 1, column 2$/);
    await expectInvalid('json5-to-json', { input: '{a: 1}', dialect: 'jsonc' }, /^input: .* at line 1, column 2$/);
    await expectInvalid('json5-to-json', { input: '{"a": 1 "b": 2}', dialect: 'jsonc' }, 'input: comma expected at line 1, column 9');
    await expectInvalid('json5-to-json', { input: '', dialect: 'jsonc' }, 'input: value expected at line 1, column 1');
  });

  it('reads a pasted JavaScript object literal without evaluating it', async () => {
    expect(await convert("export default {\n  a: [1, 2,],\n  'b': \"x\",\n};\n", 'js', 0)).toBe('{"a":[1,2],"b":"x"}');
    expect(await convert('// config\nconst config = { debug: true };', 'js', 0)).toBe('{"debug":true}');
    await expectInvalid('json5-to-json', { input: 'module.exports = { f() { return 1 } }', dialect: 'js' }, "input: invalid character '(' at line 1, column 21");
    await expectInvalid('json5-to-json', { input: '({ a: `x` })', dialect: 'js' }, /^input: invalid character '\(' at line 1, column 1$/);
    await expectInvalid('json5-to-json', { input: 'module.exports = {a: 1};', dialect: 'json5' }, /^input: invalid character 'm' at line 1, column 1$/);
  });

  it('refuses Infinity and NaN, which JSON cannot hold, by path', async () => {
    await expectInvalid('json5-to-json', { input: '{a: {b: [1, Infinity]}}' }, 'input: Infinity at $.a.b[1] has no JSON form');
    await expectInvalid('json5-to-json', { input: 'NaN' }, 'input: NaN at $ has no JSON form');
  });

  it('gives the line and column of JSON5 errors', async () => {
    await expectInvalid('json5-to-json', { input: '{a: 1,\n b: }' }, "input: invalid character '}' at line 2, column 5");
    await expectInvalid('json5-to-json', { input: '' }, 'input: invalid end of input at line 1, column 1');
  });

  it('keeps __proto__ as an ordinary key, and the last of repeated keys', async () => {
    expect(await convert('{__proto__: {polluted: true}, a: 1, a: 2}', 'json5', 0)).toBe('{"__proto__":{"polluted":true},"a":2}');
    expect(await convert('{"__proto__": {"polluted": true}, "a": 1, "a": 2}', 'jsonc', 0)).toBe('{"__proto__":{"polluted":true},"a":2}');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses nesting past 64 levels before parsing, but not brackets inside strings or comments', async () => {
    await expectInvalid('json5-to-json', { input: '['.repeat(1_000_000) }, 'input: nested deeper than 64 levels at line 1, column 65');
    await expectInvalid('json5-to-json', { input: '{"a":'.repeat(100), dialect: 'jsonc' }, /^input: nested deeper than 64 levels at line 1/);
    const brackets = '['.repeat(100);
    expect(await convert(`{a: '${brackets}', /* ${brackets} */ b: "${brackets}"} // ${brackets}`, 'json5', 0)).toBe(`{"a":"${brackets}","b":"${brackets}"}`);
    expect(await convert('['.repeat(64) + ']'.repeat(64), 'json5', 0)).toBe('['.repeat(64) + ']'.repeat(64));
  });

  it('refuses bad fields, naming them', async () => {
    await expectInvalid('json5-to-json', { input: '1', dialect: 'yaml' }, /^dialect: must be one of json5, jsonc, js/);
    await expectInvalid('json5-to-json', { input: '1', indent: 9 }, /^indent: must be ≤ 8/);
    await expectInvalid('json5-to-json', { input: ' '.repeat(1_000_001) }, 'input: must be at most 1000000 characters');
    await expectInvalid('json5-to-json', { dialect: 'js' }, 'input: is required');
  });

  it('reads every JSON text as JSON.parse does, in every dialect', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ maxDepth: 4 }), fc.constantFrom('json5', 'jsonc', 'js'), async (value, dialect) => {
        const text = JSON.stringify(value);
        expect(JSON.parse(await convert(text, dialect, 0))).toEqual(JSON.parse(text));
      }),
      { numRuns: 60 },
    );
  });
});
