import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

type Result = { csv: string; rows: number; columns: number; headers: string[]; warnings: string[] };
const toCsv = (ndjson: string, options: Record<string, unknown> = {}) => run<Result>('ndjson-to-csv', { ndjson, ...options });

/*
 * Known answers from python3, run by hand as to_csv(text, nested, delimiter, header):
 *   each line that is not blank → json.loads; flatten(v, prefix) walks dicts by key and lists by index,
 *   joining with '.', an empty dict/list giving '{}'/'[]'; columns = keys in first-seen order;
 *   cell = '' for None, 'true'/'false', json.dumps(v, separators=(',', ':'), ensure_ascii=False) for
 *   dicts and lists, str(v) otherwise; written by csv.writer(buf, delimiter=delimiter).
 */
const SAMPLE =
  '{"id":1,"user":{"name":"Ann","langs":["en","fr"]},"note":"say \\"hi\\", ok","empty":{},"none":[]}\n\n' +
  '{"id":2,"user":{"name":"Bob\\nJr."},"score":-1.5,"ok":false,"x":null}\r\n';

describe('ndjson-to-csv', () => {
  it('flattens nested values into dotted columns like the python reference', async () => {
    // python3: to_csv(SAMPLE)
    expect(await toCsv(SAMPLE)).toEqual({
      csv: 'id,user.name,user.langs.0,user.langs.1,note,empty,none,score,ok,x\r\n1,Ann,en,fr,"say ""hi"", ok",{},[],,,\r\n2,"Bob\nJr.",,,,,,-1.5,false,\r\n',
      rows: 2,
      columns: 10,
      headers: ['id', 'user.name', 'user.langs.0', 'user.langs.1', 'note', 'empty', 'none', 'score', 'ok', 'x'],
      warnings: [],
    });
  });

  it('keeps nested values as JSON text, without a header, with another delimiter', async () => {
    // python3: to_csv(SAMPLE, 'json', ';', False)
    expect((await toCsv(SAMPLE, { nested: 'json', delimiter: ';', header: false })).csv).toBe(
      '1;"{""name"":""Ann"",""langs"":[""en"",""fr""]}";"say ""hi"", ok";{};[];;;\r\n2;"{""name"":""Bob\\nJr.""}";;;;-1.5;false;\r\n',
    );
  });

  it('writes numbers exactly as written, never through a double', async () => {
    expect((await toCsv('{"id":12345678901234567890,"x":1.0,"y":1E5,"z":-0,"n":{"big":1e400}}\n', { nested: 'json' })).csv).toBe(
      'id,x,y,z,n\r\n12345678901234567890,1.0,1E5,-0,"{""big"":1e400}"\r\n',
    );
  });

  it('refuses a JSON array, whole or on one line, as the spec says', async () => {
    const whole = 'ndjson: is a JSON array; NDJSON has one JSON object per line (convert an array of objects with json-to-csv)';
    await expectInvalid('ndjson-to-csv', { ndjson: '[{"a":1},{"a":2}]' }, whole);
    await expectInvalid('ndjson-to-csv', { ndjson: '\n  [\n  {"a":1}\n]\n' }, whole);
    await expectInvalid('ndjson-to-csv', { ndjson: '{"a":1}\n[1,2]\n' }, 'ndjson: line 2: is a JSON array; NDJSON has one JSON object per line');
  });

  it('refuses lines that are not objects or not JSON, with line and column', async () => {
    await expectInvalid('ndjson-to-csv', { ndjson: '{"a":1}\n42\n' }, 'ndjson: line 2: must be a JSON object, got a number');
    await expectInvalid('ndjson-to-csv', { ndjson: '{"a":1}\n"x"\n' }, 'ndjson: line 2: must be a JSON object, got a string');
    await expectInvalid('ndjson-to-csv', { ndjson: '{"a":1}\n\n{"a": tru}\n' }, 'ndjson: invalid JSON at line 3, column 7: invalid literal "tru" (the literals are true, false and null, in lowercase)');
    await expectInvalid('ndjson-to-csv', { ndjson: '{"😀":1, "b":}' }, 'ndjson: invalid JSON at line 1, column 13: unexpected character "}", expected a value');
    await expectInvalid('ndjson-to-csv', { ndjson: '{"a":1} {"b":2}' }, 'ndjson: invalid JSON at line 1, column 9: unexpected character "{" after the end of the JSON value');
    // A pretty-printed object spans lines: its first line is not a whole JSON text.
    await expectInvalid('ndjson-to-csv', { ndjson: '{\n  "a": 1\n}\n' }, 'ndjson: invalid JSON at line 1, column 2: unexpected end of input, expected a property name in double quotes or "}"');
  });

  it('keeps the first column and the last value of a repeated key, with a warning', async () => {
    expect(await toCsv('{"a":{"b":1},"a.b":2,"c":3,"c":4}\n')).toMatchObject({
      csv: 'a.b,c\r\n2,4\r\n',
      warnings: ['line 1: the key "a.b" occurs more than once (once flattened); its last value is kept', 'line 1: the key "c" occurs more than once (once flattened); its last value is kept'],
    });
  });

  it('keeps __proto__, constructor and prototype as plain columns', async () => {
    const result = await toCsv('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}\n');
    expect(result.headers).toEqual(['__proto__.polluted', 'constructor.prototype.polluted']);
    expect(result.csv).toBe('__proto__.polluted,constructor.prototype.polluted\r\ntrue,true\r\n');
    expect((await toCsv('{"__proto__":1}\n', { nested: 'json' })).csv).toBe('__proto__\r\n1\r\n');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('answers empty input, blank lines and empty objects with no CSV', async () => {
    expect(await toCsv('')).toEqual({ csv: '', rows: 0, columns: 0, headers: [], warnings: [] });
    expect(await toCsv('\uFEFF \n\t\r\n')).toEqual({ csv: '', rows: 0, columns: 0, headers: [], warnings: [] });
    expect(await toCsv('{}\n{}\n')).toEqual({ csv: '', rows: 0, columns: 0, headers: [], warnings: [] });
  });

  it('handles deep nesting without recursion, and refuses runaway column names', async () => {
    const deep = '{"a":' + '['.repeat(100_000) + ']'.repeat(100_000) + '}';
    const result = await toCsv(deep);
    expect(result.headers).toEqual(['a' + '.0'.repeat(99_999)]);
    expect(result.csv.endsWith('\r\n[]\r\n')).toBe(true);
    expect((await toCsv(deep, { nested: 'json' })).csv).toBe('a\r\n' + '['.repeat(100_000) + ']'.repeat(100_000) + '\r\n');
    // 100,000 levels, then 150,000 leaves whose names each repeat the whole path.
    const wide = '{"a":' + '['.repeat(100_000) + '1,'.repeat(150_000) + '1' + ']'.repeat(100_000) + '}';
    expect(wide.length).toBeLessThanOrEqual(1_000_000);
    await expectInvalid('ndjson-to-csv', { ndjson: wide }, 'ndjson: the column names would be longer than 20000000 characters');
  });

  it('refuses a result that would explode instead of building it', async () => {
    // One object with 50,000 keys, then 50,000 objects with one key: every row gets 50,000 cells.
    const keys = '{' + Array.from({ length: 50_000 }, (_, index) => `"${index}":1`).join(',') + '}\n';
    const ndjson = keys + '{"0":1}\n'.repeat(50_000);
    expect(ndjson.length).toBeLessThanOrEqual(1_000_000);
    await expectInvalid('ndjson-to-csv', { ndjson }, 'ndjson: the CSV would be longer than 20000000 characters');
  });

  it('refuses bad fields', async () => {
    await expectInvalid('ndjson-to-csv', { ndjson: '', nested: 'yaml' }, 'nested: must be one of flatten, json');
    await expectInvalid('ndjson-to-csv', { ndjson: '', delimiter: '\n' }, /^delimiter: must be one character/);
    await expectInvalid('ndjson-to-csv', { ndjson: 'a'.repeat(1_000_001) }, 'ndjson: must be at most 1000000 characters');
    await expectInvalid('ndjson-to-csv', { json: '[]' }, 'ndjson: is required; json: unknown field');
  });
});
