import { Value } from '@sinclair/typebox/value';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { get } from '../../catalog-metadata.ts';
import { expectInvalid, run } from '../../../test/helpers.ts';

type Answer = { valid: boolean; type?: string; keys?: number; error?: string; line?: number; column?: number };
const validate = (json: string) => run<Answer>('json-validate', { json });
const outputSchema = get('json-validate')!.output;

function acceptedByJsonParse(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

describe('json-validate', () => {
  it('names the type of every kind of value, and counts keys for objects only', async () => {
    expect(await validate('{"a": 1, "b": [true, null]}')).toEqual({ valid: true, type: 'object', keys: 2 });
    expect(await validate('{}')).toEqual({ valid: true, type: 'object', keys: 0 });
    expect(await validate(' [1, {"a": 2}] ')).toEqual({ valid: true, type: 'array' });
    expect(await validate('"x"')).toEqual({ valid: true, type: 'string' });
    expect(await validate('-1.5e3')).toEqual({ valid: true, type: 'number' });
    expect(await validate('12345678901234567890')).toEqual({ valid: true, type: 'number' });
    expect(await validate('false')).toEqual({ valid: true, type: 'boolean' });
    expect(await validate('null')).toEqual({ valid: true, type: 'null' });
  });

  it('counts distinct top-level keys, as a parsed object has them', async () => {
    // python3: len(json.loads('{"a":1,"a":2,"\\u0061":3,"b":{"c":1}}')) → 2
    expect(await validate('{"a":1,"a":2,"\\u0061":3,"b":{"c":1}}')).toEqual({ valid: true, type: 'object', keys: 2 });
    expect(await validate('{"__proto__":1,"constructor":2,"toString":3}')).toEqual({ valid: true, type: 'object', keys: 3 });
  });

  it('finds the first error where Python does', async () => {
    // python3: json.loads(text) → JSONDecodeError (.lineno, .colno), Python 3.11, for each text below
    const cases: [string, number, number][] = [
      ['{"a":1', 1, 7], // Expecting ',' delimiter (truncated)
      ['[1,2', 1, 5], // Expecting ',' delimiter (truncated)
      ['"abc', 1, 1], // Unterminated string starting at
      ['{"a":', 1, 6], // Expecting value (truncated)
      ['[1,2,]', 1, 6], // Expecting value (trailing comma)
      ['{"a":1,}', 1, 8], // Expecting property name enclosed in double quotes (trailing comma)
      ["{'a':1}", 1, 2], // Expecting property name enclosed in double quotes (single quotes)
      ["['a']", 1, 2], // Expecting value (single quotes)
      ['{a:1}', 1, 2], // Expecting property name enclosed in double quotes (unquoted key)
      ['["a\u0001"]', 1, 4], // Invalid control character at
      ['["a\nb"]', 1, 4], // Invalid control character at
      ['["\\q"]', 1, 3], // Invalid \escape
      ['[01]', 1, 3], // Expecting ',' delimiter (leading zero)
      ['[-01]', 1, 4], // Expecting ',' delimiter (leading zero)
      ['{} x', 1, 4], // Extra data (trailing garbage)
      ['[1]]', 1, 4], // Extra data
      ['tru', 1, 1], // Expecting value
      ['[.5]', 1, 2], // Expecting value
      ['[+1]', 1, 2], // Expecting value
      ['{"a" 1}', 1, 6], // Expecting ':' delimiter
      ['{"a":1 "b":2}', 1, 8], // Expecting ',' delimiter
      ['[1}', 1, 3], // Expecting ',' delimiter
      ['{"a":1]', 1, 7], // Expecting ',' delimiter
      ['\u00a0{}', 1, 1], // Expecting value (no-break space is not JSON whitespace)
      ['[1,\r\n 2,\r\n ]', 3, 2], // Expecting value (CRLF lines)
      ['{"a":\n  {"b": x}}', 2, 9], // Expecting value
      ['"\u{1F600}" x', 1, 5], // Extra data (an emoji is one column)
      ['{,}', 1, 2], // Expecting property name enclosed in double quotes
      ['[,]', 1, 2], // Expecting value
      ['1 2', 1, 3], // Extra data
      ['\uFEFF', 1, 1], // Unexpected UTF-8 BOM (a lone BOM)
      ['', 1, 1], // Expecting value (empty input)
      [' \n\t ', 2, 3], // Expecting value (only whitespace)
    ];
    for (const [text, line, column] of cases) {
      const answer = await validate(text);
      expect(answer, JSON.stringify(text)).toMatchObject({ valid: false, line, column });
      expect(Object.keys(answer).sort()).toEqual(['column', 'error', 'line', 'valid']);
    }
  });

  it('says what is wrong in the same words on every engine', async () => {
    const error = async (text: string) => (await validate(text)).error;
    expect(await error('[1, 2')).toBe('unexpected end of input, expected "," or "]"');
    expect(await error('[1,2,]')).toBe('unexpected "]" after a comma (trailing commas are not allowed)');
    expect(await error("{'a': 1}")).toBe('unexpected "\'": strings must be in double quotes');
    expect(await error('{a: 1}')).toBe('unexpected word "a": property names must be strings in double quotes');
    expect(await error('["tab\there"]')).toBe('unescaped control character U+0009 in a string');
    expect(await error('["\\x41"]')).toBe('invalid escape "\\x" in a string (valid: \\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)');
    expect(await error('["\\u00G0"]')).toBe('invalid escape: \\u must be followed by 4 hex digits');
    expect(await error('007')).toBe('numbers must not have leading zeros');
    expect(await error('{"a": 1} {"b": 2}')).toBe('unexpected character "{" after the end of the JSON value');
    expect(await error('')).toBe('empty input, expected a JSON value');
    expect(await error('\uFEFF')).toBe('unexpected byte order mark (U+FEFF) at the start; JSON text must not begin with one');
    expect(await error('\uFEFF{"a":1}')).toBe('unexpected byte order mark (U+FEFF) at the start; JSON text must not begin with one');
    expect(await error('"abc')).toBe('unterminated string (no closing double quote)');
    expect(await error('[NaN]')).toBe('unexpected word "NaN": JSON has no NaN');
    expect(await error('True')).toBe('invalid literal "True" (the literals are true, false and null, in lowercase)');
    expect(await error('[1.]')).toBe('unexpected character "]", expected a digit after the decimal point');
    expect(await error('{"a":1 "b":2}')).toBe('unexpected character \'"\', expected "," or "}"');
  });

  it('counts a lone CR as a line end', async () => {
    expect(await validate('[1,\r2,\r]')).toMatchObject({ valid: false, line: 3, column: 1 });
  });

  it('answers both shapes within its output schema', async () => {
    for (const text of ['{"a":1}', '[1]', '[1,', '']) expect([...Value.Errors(outputSchema, await validate(text))]).toEqual([]);
  });

  it('holds the 1,000,000-character bound exactly', async () => {
    const max = `[${'0,'.repeat(499_998)}0]`;
    expect(max.length).toBe(999_999);
    expect(await validate(max + ' ')).toEqual({ valid: true, type: 'array' });
    await expectInvalid('json-validate', { json: max + '  ' }, 'json: must be at most 1000000 characters');
  });

  it('checks deep nesting without running out of stack', async () => {
    expect(await validate('['.repeat(500_000) + ']'.repeat(500_000))).toEqual({ valid: true, type: 'array' });
    expect(await validate('{"a":'.repeat(100_000) + '1' + '}'.repeat(99_999))).toMatchObject({ valid: false, line: 1, column: 600_001 });
  });

  it('refuses wrong types and extra fields', async () => {
    await expectInvalid('json-validate', { json: 5 }, 'json: must be a string, got an integer');
    await expectInvalid('json-validate', {}, 'json: is required');
    await expectInvalid('json-validate', { json: '1', strict: true }, 'strict: unknown field');
  });

  it('accepts exactly what JSON.parse accepts', async () => {
    const piece = fc.constantFrom('{', '}', '[', ']', ':', ',', '"', '\\', 'u', '0', '1', '-', '.', 'e', '+', ' ', '\n', 'a', 'true', 'null', "'", '\t', '\u0001', '\uFEFF', 'é');
    const nearlyJson = fc.oneof(
      fc.string({ unit: piece, maxLength: 30 }),
      // Valid JSON with one character removed, replaced or inserted.
      fc.tuple(fc.json(), fc.nat(), piece, fc.constantFrom('remove', 'replace', 'insert')).map(([text, at, char, edit]) => {
        const i = text.length === 0 ? 0 : at % text.length;
        if (edit === 'remove') return text.slice(0, i) + text.slice(i + 1);
        if (edit === 'replace') return text.slice(0, i) + char + text.slice(i + 1);
        return text.slice(0, i) + char + text.slice(i);
      }),
      fc.json(),
    );
    await fc.assert(
      fc.asyncProperty(nearlyJson, async (text) => {
        expect((await validate(text)).valid, JSON.stringify(text)).toBe(acceptedByJsonParse(text));
      }),
      { numRuns: 2000 },
    );
  });
});
