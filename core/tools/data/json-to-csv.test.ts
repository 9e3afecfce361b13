import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

type Result = { csv: string; rows: number; columns: number };
const toCsv = (json: string, options: { delimiter?: string; includeHeaders?: boolean } = {}) => run<Result>('json-to-csv', { json, ...options });

/*
 * Known answers from Python's csv and json modules: this function, run by hand with python3 as
 * to_csv(s, delimiter, headers):
 *   rows = json.loads(s); cols = keys in first-seen order
 *   cell(v) = '' for None, 'true'/'false' for booleans, json.dumps(v, separators=(',', ':'), ensure_ascii=False)
 *             for dicts and lists, str(v) otherwise
 *   w = csv.writer(buf, delimiter=delimiter)   # QUOTE_MINIMAL, lineterminator '\r\n'
 *   if headers: w.writerow(cols); then w.writerow([cell(r.get(c)) for c in cols]) for each row
 */
const SAMPLE =
  '[{"name":"Doe, Jane","quote":"She said \\"hi\\"","n":1},' +
  '{"name":"multi\\nline","extra":{"k": [1, "a b"]},"n":-2},' +
  '{"name":" padded ","n":null,"flag":true,"cr":"x\\ry"}]';

describe('json-to-csv', () => {
  it('writes the union of keys, RFC 4180 quoting and CRLF like Python', async () => {
    // python3: to_csv(SAMPLE)
    expect(await toCsv(SAMPLE)).toEqual({
      csv: 'name,quote,n,extra,flag,cr\r\n"Doe, Jane","She said ""hi""",1,,,\r\n"multi\nline",,-2,"{""k"":[1,""a b""]}",,\r\n padded ,,,,true,"x\ry"\r\n',
      rows: 3,
      columns: 6,
    });
  });

  it('uses other delimiters, quoting for the delimiter in use', async () => {
    // python3: to_csv(SAMPLE, ';', False)
    expect((await toCsv(SAMPLE, { delimiter: ';', includeHeaders: false })).csv).toBe(
      'Doe, Jane;"She said ""hi""";1;;;\r\n"multi\nline";;-2;"{""k"":[1,""a b""]}";;\r\n padded ;;;;true;"x\ry"\r\n',
    );
    // python3: to_csv(SAMPLE, '\t')
    expect((await toCsv(SAMPLE, { delimiter: '\t' })).csv).toBe(
      'name\tquote\tn\textra\tflag\tcr\r\nDoe, Jane\t"She said ""hi"""\t1\t\t\t\r\n"multi\nline"\t\t-2\t"{""k"":[1,""a b""]}"\t\t\r\n padded \t\t\t\ttrue\t"x\ry"\r\n',
    );
  });

  it('writes a record of one empty field as "" so it is not a blank line', async () => {
    // python3: to_csv('[{"a":""},{"a":null},{"a":"x"}]') and to_csv('[{"":1}]')
    expect(await toCsv('[{"a":""},{"a":null},{"a":"x"}]')).toEqual({ csv: 'a\r\n""\r\n""\r\nx\r\n', rows: 3, columns: 1 });
    expect((await toCsv('[{"":1}]')).csv).toBe('""\r\n1\r\n');
  });

  it('leaves cells that look like spreadsheet formulas as they are', async () => {
    // python3: to_csv('[{"a":"=1+1","b":"-5","c":"@x"}]')
    expect((await toCsv('[{"a":"=1+1","b":"-5","c":"@x"}]')).csv).toBe('a,b,c\r\n=1+1,-5,@x\r\n');
  });

  it('writes numbers exactly as written, never through a double', async () => {
    expect((await toCsv('[{"id":12345678901234567890,"x":1.0,"y":1E5,"z":-0,"n":{"big":123456789012345678901234}}]')).csv).toBe(
      'id,x,y,z,n\r\n12345678901234567890,1.0,1E5,-0,"{""big"":123456789012345678901234}"\r\n',
    );
  });

  it('keeps the first column and the last value of a key repeated in one object', async () => {
    // JSON.parse('{"a":1,"b":2,"a":3}') keeps a = 3, in a's first position.
    expect(await toCsv('[{"a":1,"b":2,"a":3}]')).toEqual({ csv: 'a,b\r\n3,2\r\n', rows: 1, columns: 2 });
  });

  it('treats __proto__ and constructor as ordinary keys', async () => {
    expect((await toCsv('[{"__proto__":{"polluted":1},"constructor":"c"},{"toString":2}]')).csv).toBe(
      '__proto__,constructor,toString\r\n"{""polluted"":1}",c,\r\n,,2\r\n',
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('decodes string escapes in keys and values', async () => {
    expect((await toCsv('[{"\\u0061":"\\u00e9\\t\\"\\/"}]')).csv).toBe('a\r\n"é\t""/"\r\n');
  });

  it('writes nothing when there is no column', async () => {
    expect(await toCsv('[]')).toEqual({ csv: '', rows: 0, columns: 0 });
    expect(await toCsv(' [ {}, {} ] ')).toEqual({ csv: '', rows: 0, columns: 0 });
    expect(await toCsv('[{}, {"a": 1}]')).toEqual({ csv: 'a\r\n""\r\n1\r\n', rows: 2, columns: 1 });
  });

  it('refuses what is not an array of objects, naming the item', async () => {
    await expectInvalid('json-to-csv', { json: '{"a":1}' }, 'json: must be an array of objects, got an object');
    await expectInvalid('json-to-csv', { json: '"x"' }, 'json: must be an array of objects, got a string');
    await expectInvalid('json-to-csv', { json: '[1]' }, 'json[0]: must be an object, got a number');
    await expectInvalid('json-to-csv', { json: '[{"a":1}, [2], null]' }, 'json[1]: must be an object, got an array');
    await expectInvalid('json-to-csv', { json: '[{"a":1}, null]' }, 'json[1]: must be an object, got null');
  });

  it('refuses invalid JSON with its line and column, before judging its shape', async () => {
    // python3: json.loads('{"a":') → Expecting value: line 1 column 6
    await expectInvalid('json-to-csv', { json: '{"a":' }, 'json: invalid JSON at line 1, column 6: unexpected end of input, expected a value');
    // python3: json.loads('[\n  {"a": 1},\n]') → Expecting value: line 3 column 1
    await expectInvalid('json-to-csv', { json: '[\n  {"a": 1},\n]' }, 'json: invalid JSON at line 3, column 1: unexpected "]" after a comma (trailing commas are not allowed)');
    await expectInvalid('json-to-csv', { json: '' }, 'json: invalid JSON at line 1, column 1: empty input, expected a JSON value');
  });

  it('refuses bad delimiters, wrong types and extra fields', async () => {
    const message = 'delimiter: must be one character other than a double quote, CR, LF or U+FEFF, and not one past U+FFFF such as an emoji (for example ",", ";", "|" or a tab)';
    for (const delimiter of ['', ',,', '"', '\r\n']) await expectInvalid('json-to-csv', { json: '[]', delimiter }, message);
    await expectInvalid('json-to-csv', { json: '[]', includeHeaders: 1 }, 'includeHeaders: must be a boolean, got an integer');
    await expectInvalid('json-to-csv', { json: [] }, 'json: must be a string, got an array');
    await expectInvalid('json-to-csv', { json: '[]', header: true }, 'header: unknown field');
  });

  it('holds the 1,000,000-character bound exactly', async () => {
    const items = `[${'{"a":1},'.repeat(124_998)}{"a":1}]`;
    const max = items + ' '.repeat(1_000_000 - items.length);
    expect(await toCsv(max)).toMatchObject({ rows: 124_999, columns: 1 });
    await expectInvalid('json-to-csv', { json: max + ' ' }, 'json: must be at most 1000000 characters');
  });

  it('refuses a sparse table that would explode instead of building it', async () => {
    // 70,000 objects with a key each: 70,000 columns × 70,000 rows.
    const json = `[${Array.from({ length: 70_000 }, (_, i) => `{"${i}":1}`).join(',')}]`;
    await expectInvalid('json-to-csv', { json }, 'json: the CSV would be longer than 20000000 characters');
  });

  it('writes what csv-to-json reads back', async () => {
    const text = fc.string({ unit: fc.constantFrom('a', ' ', ',', '"', '\r', '\n', 'é', '😀', '='), maxLength: 6 });
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.stringMatching(/^[a-z_]{1,5}$/), { minLength: 1, maxLength: 4 }),
        fc.array(fc.array(text, { minLength: 4, maxLength: 4 }), { maxLength: 5 }),
        fc.constantFrom(',', ';', '\t'),
        async (keys, table, delimiter) => {
          const objects = table.map((row) => Object.fromEntries(keys.map((key, i) => [key, row[i]!])));
          const { csv } = await toCsv(JSON.stringify(objects), { delimiter });
          const back = await run<{ rows: Record<string, unknown>[]; warnings: string[] }>('csv-to-json', { csv, delimiter, coerce: false });
          expect(back.warnings).toEqual([]);
          expect(back.rows.map((row) => ({ ...row }))).toEqual(objects);
        },
      ),
    );
  });
});
