import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

type Result = { ndjson: string; count: number; headers: string[]; delimiter: string; warnings: string[] };
const toNdjson = (csv: string, options: Record<string, unknown> = {}) => run<Result>('csv-to-ndjson', { csv, ...options });
const lines = (ndjson: string) => ndjson.split('\n').slice(0, -1).map((line) => JSON.parse(line) as unknown);

describe('csv-to-ndjson', () => {
  it('writes one object per row, as Python writes csv.DictReader rows with json.dumps', async () => {
    const csv = '\uFEFFname,quote,n\r\n"Doe, Jane","She said ""hi""",1\r\n"multi\r\nline",,2\r\n';
    // python3: ''.join(json.dumps(r, ensure_ascii=False, separators=(',', ':')) + '\n' for r in csv.DictReader(io.StringIO(csv[1:], newline='')))
    expect(await toNdjson(csv)).toEqual({
      ndjson: '{"name":"Doe, Jane","quote":"She said \\"hi\\"","n":"1"}\n{"name":"multi\\r\\nline","quote":"","n":"2"}\n',
      count: 2,
      headers: ['name', 'quote', 'n'],
      delimiter: ',',
      warnings: [],
    });
  });

  it('writes arrays of cells without a header, the first record included', async () => {
    // python3: ''.join(json.dumps(r, separators=(',', ':')) + '\n' for r in csv.reader(io.StringIO('a,b\n1\n"x,y",2,3\n')))
    expect((await toNdjson('a,b\n1\n"x,y",2,3\n', { header: false })).ndjson).toBe('["a","b"]\n["1"]\n["x,y","2","3"]\n');
  });

  it('coerces as csv-to-json does only when asked', async () => {
    const csv = 'a,b,c,d,e\n42,1.50,true,,007\n';
    expect(lines((await toNdjson(csv)).ndjson)).toEqual([{ a: '42', b: '1.50', c: 'true', d: '', e: '007' }]);
    expect(lines((await toNdjson(csv, { coerce: true })).ndjson)).toEqual([{ a: 42, b: 1.5, c: true, d: null, e: '007' }]);
    expect((await toNdjson('x\n12345678901234567890\n', { coerce: true })).ndjson).toBe('{"x":"12345678901234567890"}\n');
  });

  it('guesses the delimiter as Python\'s csv.Sniffer does on these files, or uses the one given', async () => {
    // python3: csv.Sniffer().sniff(s).delimiter for each s
    const cases: [string, string][] = [
      ['name;age\n"Doe; Jane";42\nBob;\n', ';'],
      ['a\tb\n1,5\t2\n', '\t'],
      ['a|b|c\n1|2|3\n', '|'],
      ['a,b\n"x;y",2\n', ','],
      ['name;price\nfoo;1,5\nbar;2,25\n', ';'],
    ];
    for (const [csv, delimiter] of cases) expect((await toNdjson(csv)).delimiter, JSON.stringify(csv)).toBe(delimiter);
    // One column: nothing to guess from, comma.
    expect(await toNdjson('word\nhello\n')).toMatchObject({ delimiter: ',', ndjson: '{"word":"hello"}\n' });
    expect(await toNdjson('a;b\n1;2\n', { delimiter: ',' })).toMatchObject({ delimiter: ',', ndjson: '{"a;b":"1;2"}\n' });
  });

  it('reports short and long rows and renamed headers like csv-to-json', async () => {
    const result = await toNdjson('a,a,\n1\n1,2,3,4\n');
    expect(result.headers).toEqual(['a', 'a_2', 'column_3', 'column_4']);
    expect(lines(result.ndjson)).toEqual([
      { a: '1', a_2: null, column_3: null, column_4: null },
      { a: '1', a_2: '2', column_3: '3', column_4: '4' },
    ]);
    expect(result.warnings).toEqual([
      'header: column 2 repeats the name "a"; it is called "a_2"',
      'header: column 3 has no name; it is called "column_3"',
      'row 1 (line 2): expected 3 cells, got 1; the missing cells are null',
      'row 2 (line 3): expected 3 cells, got 4; the extra cells are kept as "column_4"',
    ]);
  });

  it('keeps __proto__, constructor and prototype as plain keys', async () => {
    const result = await toNdjson('__proto__,constructor,prototype\n{"polluted":1},2,3\n');
    expect(result.ndjson).toBe('{"__proto__":"{\\"polluted\\":1}","constructor":"2","prototype":"3"}\n');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('answers empty input and refuses broken quoting with line and column', async () => {
    expect(await toNdjson('')).toEqual({ ndjson: '', count: 0, headers: [], delimiter: ',', warnings: [] });
    expect(await toNdjson('', { header: false })).toEqual({ ndjson: '', count: 0, headers: [], delimiter: ',', warnings: [] });
    await expectInvalid('csv-to-ndjson', { csv: 'a,b\n1,"x\n' }, 'csv: invalid CSV at line 2, column 3: the quoted field starting here is never closed');
    await expectInvalid('csv-to-ndjson', { csv: 'a\n"x"y\n', header: false }, /^csv: invalid CSV at line 2, column 1: the quoted field starting here has text after its closing quote/);
  });

  it('refuses bad fields', async () => {
    const message = 'delimiter: must be "auto" or one character other than a double quote, CR, LF or U+FEFF (for example ",", ";", "|" or a tab)';
    for (const delimiter of ['', 'AUTO', ';;', '"', '\n']) await expectInvalid('csv-to-ndjson', { csv: 'a', delimiter }, message);
    await expectInvalid('csv-to-ndjson', { csv: 'a', header: 1 }, 'header: must be a boolean, got an integer');
    await expectInvalid('csv-to-ndjson', { csv: 'a'.repeat(1_000_001) }, 'csv: must be at most 1000000 characters');
    expect((await toNdjson('a\n' + '1\n'.repeat(499_999))).count).toBe(499_999);
  });

  it('refuses a result that would explode instead of building it', async () => {
    const csv = 'a\n' + ','.repeat(300_000) + '\n' + 'x\n'.repeat(300_000);
    await expectInvalid('csv-to-ndjson', { csv }, 'csv: the JSON of the rows would be longer than 20000000 characters');
  });

  it('reads back any table of strings written with RFC 4180 quoting', async () => {
    const text = fc.string({ unit: fc.constantFrom('a', ' ', ',', ';', '"', '\r', '\n', 'é', '😀', '\\', '\u2028'), maxLength: 8 });
    const quote = (cell: string) => `"${cell.replaceAll('"', '""')}"`;
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(text, { minLength: 3, maxLength: 3 }), { minLength: 1, maxLength: 5 }), async (table) => {
        const csv = ['h1,h2,h3', ...table.map((row) => row.map(quote).join(','))].join('\r\n');
        const result = await toNdjson(csv);
        expect(lines(result.ndjson)).toEqual(table.map(([h1, h2, h3]) => ({ h1, h2, h3 })));
        // Every line is one JSON text: a U+2028 or a line break inside a cell never splits a line.
        expect(result.ndjson.split('\n')).toHaveLength(table.length + 1);
      }),
    );
  });
});
