import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

type Cell = string | number | boolean | null;
type Result = { rows: Record<string, Cell>[]; count: number; headers: string[]; warnings: string[] };
const toJson = (csv: string, options: { delimiter?: string; coerce?: boolean } = {}) => run<Result>('csv-to-json', { csv, ...options });
const plain = (rows: Record<string, Cell>[]) => rows.map((row) => ({ ...row }));

describe('csv-to-json', () => {
  it('reads RFC 4180 quoting, doubled quotes, CRLF inside a field and a BOM like Python', async () => {
    const csv = '\uFEFFname,quote,n\r\n"Doe, Jane","She said ""hi""",1\r\n"multi\r\nline",,2\r\n';
    // python3: list(csv.DictReader(io.StringIO(csv[1:], newline='')))
    const result = await toJson(csv, { coerce: false });
    expect(plain(result.rows)).toEqual([
      { name: 'Doe, Jane', quote: 'She said "hi"', n: '1' },
      { name: 'multi\r\nline', quote: '', n: '2' },
    ]);
    expect(result).toMatchObject({ count: 2, headers: ['name', 'quote', 'n'], warnings: [] });
  });

  it('skips blank lines, like csv.DictReader, and keeps a line of just ""', async () => {
    // python3: list(csv.DictReader(io.StringIO('a,b\n1,2\n\n3,4\n\n', newline='')))
    expect(plain((await toJson('a,b\n1,2\n\n3,4\n\n', { coerce: false })).rows)).toEqual([{ a: '1', b: '2' }, { a: '3', b: '4' }]);
    // python3: list(csv.reader(io.StringIO('a\n""\nb\n', newline=''))) → [['a'], [''], ['b']]
    expect(plain((await toJson('a\n""\nb\n', { coerce: false })).rows)).toEqual([{ a: '' }, { a: 'b' }]);
  });

  it('reads CR line ends and other delimiters', async () => {
    // python3: list(csv.DictReader(io.StringIO('a|b\r1|"x|y"\r', newline=''), delimiter='|'))
    expect(plain((await toJson('a|b\r1|"x|y"\r', { delimiter: '|', coerce: false })).rows)).toEqual([{ a: '1', b: 'x|y' }]);
    // python3: list(csv.DictReader(io.StringIO('a\tb\n1,5\t"2"\n', newline=''), delimiter='\t'))
    expect(plain((await toJson('a\tb\n1,5\t"2"\n', { delimiter: '\t', coerce: false })).rows)).toEqual([{ a: '1,5', b: '2' }]);
    expect(plain((await toJson('a;b\n1;2', { delimiter: ';' })).rows)).toEqual([{ a: 1, b: 2 }]);
  });

  it('reads a file mixing CRLF, LF and CR line ends as Python does, keeping line breaks inside quotes', async () => {
    // python3: list(csv.DictReader(io.StringIO('a,b\r\n1,2\n3,4\r5,"x\ry\r\nz"\r\n\r6,7', newline='')))
    const result = await toJson('a,b\r\n1,2\n3,4\r5,"x\ry\r\nz"\r\n\r6,7', { coerce: false });
    expect(plain(result.rows)).toEqual([{ a: '1', b: '2' }, { a: '3', b: '4' }, { a: '5', b: 'x\ry\r\nz' }, { a: '6', b: '7' }]);
    expect(result.warnings).toEqual([]);
    // python3: list(csv.DictReader(io.StringIO('a\r\n"x\ry\rz\r"\r\n"b"\r\n', newline='')))
    expect(plain((await toJson('a\r\n"x\ry\rz\r"\r\n"b"\r\n', { coerce: false })).rows)).toEqual([{ a: 'x\ry\rz\r' }, { a: 'b' }]);
  });

  it('coerces only numbers a double holds exactly, JSON literals and empty cells', async () => {
    // Numbers: python3: math.isfinite(float(s)) and Decimal(s) == Decimal(repr(float(s))) decides, for s in JSON's number grammar.
    const cases: [string, Cell][] = [
      ['-1.5e3', -1500],
      ['0', 0],
      ['42', 42],
      ['1.50', 1.5],
      ['-0', 0],
      ['0.1', 0.1],
      ['5e-324', 5e-324],
      ['9007199254740992', 9007199254740992],
      ['18014398509481984', 18014398509481984],
      ['9007199254740993', '9007199254740993'],
      ['12345678901234567890', '12345678901234567890'],
      ['123456789012345678', '123456789012345678'],
      ['0.1000000000000000055511151231257827', '0.1000000000000000055511151231257827'],
      ['1e400', '1e400'],
      ['1e-400', '1e-400'],
      ['2.5e-324', '2.5e-324'],
      ['0012', '0012'],
      ['1_000', '1_000'],
      [' 5', ' 5'],
      ['5 ', '5 '],
      ['+5', '+5'],
      ['.5', '.5'],
      ['5.', '5.'],
      ['0x1F', '0x1F'],
      ['Infinity', 'Infinity'],
      ['NaN', 'NaN'],
      ['true', true],
      ['false', false],
      ['null', null],
      ['', null],
      ['TRUE', 'TRUE'],
      ['True', 'True'],
      ['NULL', 'NULL'],
      [' ', ' '],
    ];
    const csv = 'v\n' + cases.map(([cell]) => (cell === '' ? '""' : cell)).join('\n');
    const result = await toJson(csv);
    expect(result.rows.map((row) => row.v)).toEqual(cases.map(([, value]) => value));
    expect(Object.is(result.rows[4]!.v, 0)).toBe(true);

    const strings = await toJson(csv, { coerce: false });
    expect(strings.rows.map((row) => row.v)).toEqual(cases.map(([cell]) => cell));
  });

  it('keeps short rows with null cells and long rows under generated names, with warnings', async () => {
    const result = await toJson('a,b,c\n1,2,3\n4\n5,6,7,8,9\n10,11,12,13\n');
    expect(result.headers).toEqual(['a', 'b', 'c', 'column_4', 'column_5']);
    expect(plain(result.rows)).toEqual([
      { a: 1, b: 2, c: 3, column_4: null, column_5: null },
      { a: 4, b: null, c: null, column_4: null, column_5: null },
      { a: 5, b: 6, c: 7, column_4: 8, column_5: 9 },
      { a: 10, b: 11, c: 12, column_4: 13, column_5: null },
    ]);
    expect(result.warnings).toEqual([
      'row 2 (line 3): expected 3 cells, got 1; the missing cells are null',
      'row 3 (line 4): expected 3 cells, got 5; the extra cells are kept as "column_4", "column_5"',
      'row 4 (line 5): expected 3 cells, got 4; the extra cells are kept as "column_4"',
    ]);
    expect(result.count).toBe(4);
  });

  it('gives line numbers that count blank lines and line breaks inside quotes', async () => {
    const result = await toJson('a,b\r\n\r\n"x\r\ny",1\r\n2\r\n', { coerce: false });
    expect(result.warnings).toEqual(['row 2 (line 5): expected 2 cells, got 1; the missing cells are null']);
  });

  it('renames repeated and empty header names, never taking a name the header uses', async () => {
    const result = await toJson('name,name,,name_2,column_3,name\n1,2,3,4,5,6\n', { coerce: false });
    expect(result.headers).toEqual(['name', 'name_3', 'column_3_2', 'name_2', 'column_3', 'name_4']);
    expect(plain(result.rows)).toEqual([{ name: '1', name_3: '2', column_3_2: '3', name_2: '4', column_3: '5', name_4: '6' }]);
    expect(result.warnings).toEqual([
      'header: column 2 repeats the name "name"; it is called "name_3"',
      'header: column 3 has no name; it is called "column_3_2"',
      'header: column 6 repeats the name "name"; it is called "name_4"',
    ]);
  });

  it('keeps __proto__, constructor and prototype as ordinary keys', async () => {
    const result = await toJson('__proto__,constructor,prototype\n{"polluted":1},2,3\n');
    const row = result.rows[0]!;
    expect(Object.keys(row)).toEqual(['__proto__', 'constructor', 'prototype']);
    expect(Object.getOwnPropertyDescriptor(row, '__proto__')?.value).toBe('{"polluted":1}');
    expect(row.constructor).toBe(2);
    expect(JSON.parse(JSON.stringify(result.rows))).toEqual([JSON.parse('{"__proto__":"{\\"polluted\\":1}","constructor":2,"prototype":3}')]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('answers an empty file and a header without rows', async () => {
    expect(await toJson('')).toEqual({ rows: [], count: 0, headers: [], warnings: [] });
    expect(await toJson('\uFEFF')).toEqual({ rows: [], count: 0, headers: [], warnings: [] });
    expect(await toJson('a,b\r\n')).toEqual({ rows: [], count: 0, headers: ['a', 'b'], warnings: [] });
  });

  it('refuses broken quoting with the line and column of the field', async () => {
    await expectInvalid('csv-to-json', { csv: 'a,b\n1,2\n3,"x\n4,5\n' }, 'csv: invalid CSV at line 3, column 3: the quoted field starting here is never closed');
    await expectInvalid(
      'csv-to-json',
      { csv: 'a,b\r\n"x"y,2\r\n' },
      'csv: invalid CSV at line 2, column 1: the quoted field starting here has text after its closing quote (a quote inside a quoted field is written "")',
    );
    await expectInvalid('csv-to-json', { csv: '\uFEFF"a' }, 'csv: invalid CSV at line 1, column 1: the quoted field starting here is never closed');
  });

  it('refuses delimiters that are not one plain character', async () => {
    const message = 'delimiter: must be one character other than a double quote, CR, LF or U+FEFF, and not one past U+FFFF such as an emoji (for example ",", ";", "|" or a tab)';
    for (const delimiter of ['', ';;', '"', '\n', '\r', '\uFEFF', '\\t', '😀', '\uD800', '\uDC00']) await expectInvalid('csv-to-json', { csv: 'a', delimiter }, message);
    await expectInvalid('csv-to-json', { csv: 'a', delimiter: 1 }, 'delimiter: must be a string, got an integer');
  });

  it('refuses wrong types, extra fields and more than 1,000,000 characters', async () => {
    await expectInvalid('csv-to-json', { csv: 'a', coerce: 'yes' }, 'coerce: must be a boolean, got a string');
    await expectInvalid('csv-to-json', { csv: 'a', header: true }, 'header: unknown field');
    await expectInvalid('csv-to-json', {}, 'csv: is required');
    const max = 'a\n' + '1\n'.repeat(499_999);
    expect(max.length).toBe(1_000_000);
    expect((await toJson(max)).count).toBe(499_999);
    await expectInvalid('csv-to-json', { csv: max + '1' }, 'csv: must be at most 1000000 characters');
  });

  it('lists at most 100 warnings, then counts the rest', async () => {
    const result = await toJson('a,b\n' + '1\n'.repeat(150));
    expect(result.count).toBe(150);
    expect(result.warnings).toHaveLength(101);
    expect(result.warnings[100]).toBe('… and 50 more warnings');
    const header = await toJson(','.repeat(200_000) + '\n');
    expect(header.headers).toHaveLength(200_001);
    expect(header.headers[200_000]).toBe('column_200001');
    expect(header.warnings).toHaveLength(101);
  });

  it('refuses a result that would explode instead of building it', async () => {
    // One wide row gives every other row 300,000 columns.
    const csv = 'a\n' + ','.repeat(300_000) + '\n' + 'x\n'.repeat(300_000);
    await expectInvalid('csv-to-json', { csv }, 'csv: the JSON of the rows would be longer than 20000000 characters');
    // Long header names are repeated in every row.
    await expectInvalid('csv-to-json', { csv: 'h'.repeat(500_000) + '\n' + '1\n'.repeat(200_000) }, /would be longer than 20000000 characters/);
  });

  it('reads back any table of strings written with RFC 4180 quoting and any line ends', async () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'b', ' ', ',', ';', '"', '\r', '\n', 'é', '😀'), maxLength: 8 });
    const quote = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.stringMatching(/^[a-z]{1,6}$/), { minLength: 1, maxLength: 4 }),
        fc.array(fc.array(text, { minLength: 4, maxLength: 4 }), { maxLength: 5 }),
        fc.array(fc.constantFrom('\r\n', '\n', '\r'), { minLength: 6, maxLength: 6 }),
        async (headers, table, lineEnds) => {
          const cells = table.map((row) => row.slice(0, headers.length));
          // A lone empty field is written "" so the record is not a blank line (Python's csv does the same).
          const line = (row: string[]) => (row.length === 1 && row[0] === '' ? '""' : row.map(quote).join(','));
          const csv = [headers, ...cells].map((row, i) => line(row) + lineEnds[i]).join('');
          const result = await toJson(csv, { coerce: false });
          expect(result.headers).toEqual(headers);
          expect(result.warnings).toEqual([]);
          expect(plain(result.rows)).toEqual(cells.map((row) => Object.fromEntries(headers.map((name, i) => [name, row[i]]))));
        },
      ),
    );
  });
});
