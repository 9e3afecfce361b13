import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { call, expectInvalid, run } from '../../../test/helpers.ts';
import { doublingRatio } from '../../../test/linear-cost.ts';
import { sqliteCliQuery, sqliteColumnTypes, sqliteQuery, sqliteRows } from '../../../test/sqlite-reference.ts';

type Result = {
  sql: string;
  table: string;
  dialect: string;
  delimiter: string;
  rows: number;
  columns: { name: string; type: string }[];
  statements: number;
  warnings: string[];
};
const toSql = (csv: string, options: Record<string, unknown> = {}) => run<Result>('csv-to-sql', { csv, ...options });

/** Every field quoted as RFC 4180 writes it (Python: csv.writer(quoting=csv.QUOTE_ALL)). */
const csvOf = (rows: string[][]) => rows.map((row) => row.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(',')).join('\r\n') + '\r\n';

const HOSTILE = [
  "'; DROP TABLE x; --",
  "Robert'); DROP TABLE students;--",
  'say "hi" and \'bye\'',
  "''",
  'C:\\new\\table',
  'ends with \\',
  '\\\\',
  "\\'",
  'é 😀 漢字 \u2028 \u0085',
  'line1\nline2',
  'crlf\r\nend',
  'cr\rend',
  'tab\there',
  'NULL',
  '*/ /* -- #',
  '$$ dollar $$ $tag$',
  '`backtick`',
];

describe('csv-to-sql', () => {
  it('writes hostile strings that SQLite reads back exactly, in every non-MySQL dialect and batch mode', async () => {
    const csv = csvOf([['id', 'value'], ...HOSTILE.map((value, index) => [String(index + 1), value])]);
    for (const dialect of ['sqlite', 'postgres']) {
      for (const batch of [false, true]) {
        const result = await toSql(csv, { dialect, batch, table: 'x' });
        // sqlite3: the script loaded into :memory:, then SELECT json_group_array(json_array(id, value)) FROM x
        expect(sqliteRows(result.sql, 'x', ['id', 'value'])).toEqual(HOSTILE.map((value, index) => [index + 1, value]));
      }
    }
  });

  it('writes a CR as char(13) for SQLite, so even the sqlite3 shell (which reads CRLF as LF) keeps it', async () => {
    const result = await toSql(csvOf([['v'], ['crlf\r\nend'], ['cr\r'], ["'\r'"]]), { dialect: 'sqlite', create_table: true });
    expect(result.sql).toContain(`VALUES ('crlf' || char(13) || '\nend');`);
    // sqlite3 shell: SELECT json_group_array(v) FROM my_table
    expect(JSON.parse(sqliteCliQuery(result.sql, 'SELECT json_group_array(v) FROM my_table'))).toEqual(['crlf\r\nend', 'cr\r', "'\r'"]);
  });

  it('quotes hostile table and column names so SQLite creates exactly those names', async () => {
    const names = ['we"ird', 'select', 'a b', '`tick`', "it's", '; DROP TABLE y; --', 'Ünïcode 😀'];
    const csv = csvOf([names, names.map((_, index) => String(index))]);
    for (const table of ['my"table', 'x; DROP TABLE y; --', 'order']) {
      const result = await toSql(csv, { dialect: 'sqlite', table });
      // sqlite3: SELECT json_group_array(name) FROM pragma_table_info(<table>)
      expect(JSON.parse(sqliteQuery(result.sql, `SELECT json_group_array(name) FROM pragma_table_info('${table.replaceAll("'", "''")}')`))).toEqual(names);
      expect(sqliteRows(result.sql, table, names)).toEqual([[0, 1, 2, 3, 4, 5, 6]]);
    }
  });

  it('infers column types and stores values with those types', async () => {
    const csv =
      'int,real,big,huge,zip,bool,mixed,empty,text\n' +
      '1,1.5,9007199254740993,12345678901234567890,007,true,1,,a\n' +
      '-2,2,-9223372036854775808,1,010,false,x,,b\n' +
      '0,1e3,3000000000,2,011,,2.5,,c\n';
    const result = await toSql(csv, { dialect: 'sqlite', table: 't' });
    expect(result.columns).toEqual([
      { name: 'int', type: 'INTEGER' },
      { name: 'real', type: 'REAL' },
      { name: 'big', type: 'INTEGER' },
      { name: 'huge', type: 'TEXT' },
      { name: 'zip', type: 'TEXT' },
      { name: 'bool', type: 'INTEGER' },
      { name: 'mixed', type: 'TEXT' },
      { name: 'empty', type: 'TEXT' },
      { name: 'text', type: 'TEXT' },
    ]);
    // sqlite3: pragma_table_info and typeof() of the loaded rows.
    expect(sqliteColumnTypes(result.sql, 't')).toEqual(['INTEGER', 'REAL', 'INTEGER', 'TEXT', 'TEXT', 'INTEGER', 'TEXT', 'TEXT', 'TEXT']);
    const columns = ['int', 'real', 'big', 'huge', 'zip', 'bool', 'mixed', 'empty', 'text'];
    expect(sqliteRows(result.sql, 't', columns)).toEqual([
      [1, 1.5, 9007199254740993, '12345678901234567890', '007', 1, '1', null, 'a'],
      [-2, 2, -9223372036854775808n, '1', '010', 0, 'x', null, 'b'].map((value) => (typeof value === 'bigint' ? Number(value) : value)),
      [0, 1000, 3000000000, '2', '011', null, '2.5', null, 'c'],
    ]);
    const exact = sqliteQuery(result.sql, "SELECT big || ',' || typeof(big) FROM t WHERE rowid = 1");
    expect(exact).toBe('9007199254740993,integer');

    const postgres = await toSql(csv, { table: 't' });
    expect(postgres.columns.map((column) => column.type)).toEqual(['INTEGER', 'DOUBLE PRECISION', 'BIGINT', 'TEXT', 'TEXT', 'BOOLEAN', 'TEXT', 'TEXT', 'TEXT']);
    expect(postgres.sql).toContain(`VALUES (1, 1.5, 9007199254740993, '12345678901234567890', '007', TRUE, '1', NULL, 'a');`);
    expect(postgres.sql).toContain(`VALUES (0, 1e3, 3000000000, '2', '011', NULL, '2.5', NULL, 'c');`);
    const mysql = await toSql(csv, { table: 't', dialect: 'mysql' });
    expect(mysql.columns.map((column) => column.type)).toEqual(['INT', 'DOUBLE', 'BIGINT', 'TEXT', 'TEXT', 'BOOLEAN', 'TEXT', 'TEXT', 'TEXT']);
  });

  it('writes empty cells as NULL, or as empty strings with null_empty false', async () => {
    const csv = 'a,b\n1,\n,x\n';
    const nulls = await toSql(csv, { dialect: 'sqlite' });
    expect(sqliteRows(nulls.sql, 'my_table', ['a', 'b'])).toEqual([[1, null], [null, 'x']]);
    const empties = await toSql(csv, { dialect: 'sqlite', null_empty: false });
    expect(empties.columns).toEqual([
      { name: 'a', type: 'TEXT' },
      { name: 'b', type: 'TEXT' },
    ]);
    expect(sqliteRows(empties.sql, 'my_table', ['a', 'b'])).toEqual([['1', ''], ['', 'x']]);
    // A short row's missing cell is NULL either way.
    const short = await toSql('a,b\n1\n', { dialect: 'sqlite', null_empty: false });
    expect(sqliteRows(short.sql, 'my_table', ['a', 'b'])).toEqual([[1, null]]);
    expect(short.warnings).toEqual(['row 1 (line 2): expected 2 cells, got 1; the missing cells are null']);
  });

  it('quotes MySQL names with backticks and escapes backslashes, as the MySQL manual specifies', async () => {
    // MySQL 8.0 manual, 11.1.1 String Literals (Table 11.1: \\ is one backslash, \0 NUL, \n LF, \r CR,
    // \Z Ctrl-Z; '' is a quote) and 11.2 Schema Object Names (a backtick inside a quoted name is written ``).
    const result = await toSql('we`ird,v\n1,"C:\\new \'x\' \\"\n2,"a\r\nb\u001a"\n', { dialect: 'mysql', table: 'a`b', create_table: false });
    expect(result.sql).toBe("INSERT INTO `a``b` (`we``ird`, `v`) VALUES (1, 'C:\\\\new ''x'' \\\\');\nINSERT INTO `a``b` (`we``ird`, `v`) VALUES (2, 'a\\r\\nb\\Z');\n");
    // By hand: the hostile strings of the first test, written for mysql (batch and not), loaded into
    // MariaDB 10.11 with the mariadb shell and read back with JSON_ARRAYAGG, came back exactly; so did
    // the postgres form through psql into PostgreSQL 15.
  });

  it('writes U+0000 for MySQL as \\0 and refuses it for PostgreSQL and SQLite, naming row and column', async () => {
    const csv = 'a,b\nx,"nul\u0000here"\n';
    expect((await toSql(csv, { dialect: 'mysql', create_table: false })).sql).toBe("INSERT INTO `my_table` (`a`, `b`) VALUES ('x', 'nul\\0here');\n");
    await expectInvalid('csv-to-sql', { csv }, 'csv: row 1 (line 2), column "b" contains U+0000, which PostgreSQL cannot store in text');
    await expectInvalid('csv-to-sql', { csv, dialect: 'sqlite' }, 'csv: row 1 (line 2), column "b" contains U+0000, which SQLite cannot store in text');
    await expectInvalid('csv-to-sql', { csv: 'a\u0000b\n1\n' }, /^csv: column 1's name "a\\u0000b" contains U\+0000/);
    await expectInvalid('csv-to-sql', { csv: 'a\n1\n', table: 'x\u0000' }, 'table: must not contain U+0000');
  });

  it('batches at most 1000 rows per INSERT, and SQLite loads them all', async () => {
    const csv = 'n\n' + Array.from({ length: 2500 }, (_, index) => `${index}\n`).join('');
    const result = await toSql(csv, { dialect: 'sqlite', batch: true });
    expect(result.statements).toBe(4);
    expect(result.sql.match(/INSERT INTO/g)).toHaveLength(3);
    expect(sqliteQuery(result.sql, 'SELECT count(*) || \',\' || sum(n) FROM my_table')).toBe(`2500,${(2499 * 2500) / 2}`);
  });

  it('renames names SQLite and MySQL do not tell apart, and empty or repeated headers', async () => {
    // name_2 is taken (ignoring case) by the fourth header, so the second column becomes name_3.
    const result = await toSql('Name,name,,NAME_2,COLUMN_3\n1,2,3,4,5\n', { dialect: 'sqlite' });
    expect(result.columns.map((column) => column.name)).toEqual(['Name', 'name_3', 'column_3', 'NAME_2', 'COLUMN_3_2']);
    expect(result.warnings).toEqual([
      'header: column 3 has no name; it is called "column_3"',
      'column 2: "name" differs from an earlier name only in letter case, which SQLite does not tell apart; it is called "name_3"',
      'column 5: "COLUMN_3" differs from an earlier name only in letter case, which SQLite does not tell apart; it is called "COLUMN_3_2"',
    ]);
    expect(sqliteRows(result.sql, 'my_table', ['Name', 'name_3', 'column_3', 'NAME_2', 'COLUMN_3_2'])).toEqual([[1, 2, 3, 4, 5]]);
    // PostgreSQL tells them apart: nothing renamed.
    expect((await toSql('Name,name\n1,2\n')).columns.map((column) => column.name)).toEqual(['Name', 'name']);
  });

  it('warns about names the dialect truncates or refuses', async () => {
    const long = 'é'.repeat(40); // 80 UTF-8 bytes, 40 characters
    expect((await toSql(`${long}\n1\n`)).warnings).toEqual([`column 1: "${long}" is longer than 63 bytes; PostgreSQL truncates it`]);
    expect((await toSql(`${long}\n1\n`, { dialect: 'mysql' })).warnings).toEqual([]);
    expect((await toSql(`${'a'.repeat(65)}\n1\n`, { dialect: 'mysql', table: 'trail ' })).warnings).toEqual([
      'table: "trail " ends with a space, which MySQL refuses in a name',
      `column 1: "${'a'.repeat(40)}"… is longer than 64 characters, which MySQL refuses`,
    ]);
  });

  it('detects the delimiter, since the spec gives this tool no delimiter field', async () => {
    expect((await toSql('a;b\n1,5;2\n')).delimiter).toBe(';');
    expect((await toSql('a\tb\n1\t2\n')).delimiter).toBe('\t');
    expect((await toSql('a|b\n1|2\n')).delimiter).toBe('|');
    expect((await toSql('a,b\n"x;y",2\n')).delimiter).toBe(',');
    expect((await toSql('only\nx;y\n')).delimiter).toBe(',');
  });

  it('answers a header without rows with CREATE TABLE alone, and refuses a file without a header', async () => {
    const result = await toSql('a,b\n');
    expect(result).toMatchObject({ sql: 'CREATE TABLE "my_table" (\n  "a" TEXT,\n  "b" TEXT\n);\n', rows: 0, statements: 1 });
    expect((await toSql('a,b\n', { create_table: false })).sql).toBe('');
    await expectInvalid('csv-to-sql', { csv: '' }, 'csv: has no header row; the first record must name the columns');
    await expectInvalid('csv-to-sql', { csv: '\n\n' }, 'csv: has no header row; the first record must name the columns');
  });

  it('refuses broken quoting with line and column, and bad fields', async () => {
    await expectInvalid('csv-to-sql', { csv: 'a,b\n1,"x\n' }, 'csv: invalid CSV at line 2, column 3: the quoted field starting here is never closed');
    await expectInvalid('csv-to-sql', { csv: 'a', dialect: 'oracle' }, 'dialect: must be one of postgres, mysql, sqlite');
    await expectInvalid('csv-to-sql', { csv: 'a', table: '' }, 'table: must not be empty');
    await expectInvalid('csv-to-sql', { csv: 'a', table: 'x'.repeat(65) }, 'table: must be at most 64 characters');
    await expectInvalid('csv-to-sql', { csv: 'a', batch: 'yes' }, 'batch: must be a boolean, got a string');
    await expectInvalid('csv-to-sql', { csv: 'a', delimiter: ';' }, 'delimiter: unknown field');
    await expectInvalid('csv-to-sql', { csv: 'a'.repeat(1_000_001) }, 'csv: must be at most 1000000 characters');
  });

  it('refuses a result that would explode instead of building it', async () => {
    // One wide row gives every other row 300,000 NULLs.
    const csv = 'a\n' + ','.repeat(300_000) + '\n' + 'x\n'.repeat(300_000);
    await expectInvalid('csv-to-sql', { csv }, /would be longer than 20000000 characters/);
  });

  it('stops a header of a million columns at the cap: CREATE TABLE and the column list are charged too', async () => {
    // 999,999 delimiters: a million columns named column_1…; the script and the column list of the
    // result once came to 65.8 MB past the 20,000,000-character cap, built before any check.
    await expectInvalid('csv-to-sql', { csv: ','.repeat(999_999), create_table: false }, 'csv: the SQL would be longer than 20000000 characters');
  });

  it('writes a wide header at a cost linear in its columns', async () => {
    // Four times the columns: about 4 times the time when linear, 16 when quadratic (a doubling,
    // 2 against 4, read 3.4 on a busy machine).
    const inputs = new Map([10_000, 40_000].map((columns) => [columns, ','.repeat(columns - 1)]));
    const ratio = await doublingRatio(async (columns) => {
      const envelope = await call('csv-to-sql', { csv: inputs.get(columns)! });
      expect(envelope.success && (envelope.result as { columns: unknown[] }).columns.length).toBe(columns);
    }, 10_000, 5, 4);
    expect(ratio).toBeLessThan(10);
  });

  it('round-trips any table of strings through SQLite', async () => {
    const cell = fc.string({ unit: fc.constantFrom('a', '1', ' ', ',', '"', "'", '\\', '\n', '\r', ';', '-', 'é', '😀', '`', '$'), maxLength: 8 });
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(cell, { minLength: 2, maxLength: 2 }), { minLength: 1, maxLength: 6 }), fc.boolean(), async (table, batch) => {
        const result = await toSql(csvOf([['k', 'v'], ...table]), { dialect: 'sqlite', batch, null_empty: false, table: 't' });
        const rows = sqliteRows(result.sql, 't', ['k', 'v']);
        // Cells that look like JSON numbers are stored as numbers when their whole column is numeric.
        expect(rows.map((row) => row.map(String))).toEqual(table.map((row) => row.map((value, index) => (result.columns[index]!.type === 'TEXT' ? value : String(Number(value))))));
      }),
      { numRuns: 15 },
    );
  });
});
