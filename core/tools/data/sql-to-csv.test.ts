import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';
import { sqliteCliDump, sqlitePythonDump, sqliteRows } from '../../../test/sqlite-reference.ts';

type Result = {
  csv: string;
  table: string;
  headers: string[];
  rows: number;
  truncated: boolean;
  tables: { name: string; rows: number }[];
  backslashEscapes: boolean;
  warnings: string[];
};
const toCsv = (sql: string, options: Record<string, unknown> = {}) => run<Result>('sql-to-csv', { sql, ...options });
const fixture = (name: string) => readFileSync(new URL(`fixtures/${name}`, import.meta.url), 'utf8');

/** The CSV read back by papaparse (an outside reader), without the header. */
const records = (csv: string) => Papa.parse<string[]>(csv, { newline: '\r\n' }).data.slice(1, -1);

/*
 * The fixtures are real dumps of one table, made by hand on this machine:
 *   MariaDB 10.11: rows inserted as CONVERT(X'<utf-8 hex>' USING utf8mb4) (so no quoting of ours is
 *   involved), then `mysqldump --skip-dump-date fx` and `mysqldump --complete-insert --skip-extended-insert`;
 *   PostgreSQL 15: rows inserted as convert_from('\x<hex>'::bytea, 'UTF8'), then `pg_dump fx` (COPY),
 *   `pg_dump --inserts fx` and `pg_dump --column-inserts --rows-per-insert=4 fx`.
 * hostile-rows.json holds the rows that were inserted (written by the python script that made them).
 */
const HOSTILE = JSON.parse(fixture('hostile-rows.json')) as [number, string | null, number | null, boolean | null][];
const FLAGS: Record<string, boolean | null> = { '1': true, '0': false, true: true, false: false, t: true, f: false, '': null };

function expectHostileRows(result: Result) {
  expect(result.headers).toEqual(['id', 'we"ird', 'num', 'flag']);
  expect(result.rows).toBe(HOSTILE.length);
  const read = records(result.csv);
  expect(read.map(([id]) => Number(id))).toEqual(HOSTILE.map(([id]) => id));
  // Text exactly; NULL is an empty field and the empty string is written "" (the raw CSV shows which).
  expect(read.map(([, text]) => text)).toEqual(HOSTILE.map(([, text]) => text ?? ''));
  expect(result.csv).toContain('\r\n6,"",,\r\n');
  expect(result.csv).toContain('\r\n9,,42,\r\n');
  // Numbers as each dump writes them (1e300, 1e+300), equal in value.
  expect(read.map(([, , num]) => (num === '' ? null : Number(num)))).toEqual(HOSTILE.map(([, , num]) => num));
  expect(read.map(([, , , flag]) => FLAGS[flag!])).toEqual(HOSTILE.map(([, , , flag]) => flag));
  expect(result.warnings).toEqual([]);
}

describe('sql-to-csv', () => {
  it('reads mysqldump output: backticks, /*! comments, multi-row VALUES, backslash escapes', async () => {
    for (const name of ['mysqldump.sql', 'mysqldump-complete-insert.sql']) {
      const result = await toCsv(fixture(name));
      expectHostileRows(result);
      expect(result).toMatchObject({ table: 'hostile `t` name', tables: [{ name: 'hostile `t` name', rows: 9 }], backslashEscapes: true });
    }
  });

  it('reads pg_dump output: COPY text data, --inserts and --column-inserts, psql meta-commands', async () => {
    for (const name of ['pg_dump.sql', 'pg_dump-inserts.sql', 'pg_dump-column-inserts.sql']) {
      const result = await toCsv(fixture(name));
      expectHostileRows(result);
      expect(result).toMatchObject({ table: 'public.hostile `t` name', tables: [{ name: 'public.hostile `t` name', rows: 9 }], backslashEscapes: false });
    }
    // A name without a dot matches the last part of a qualified one.
    expect((await toCsv(fixture('pg_dump-inserts.sql'), { table: 'HOSTILE `T` NAME' })).rows).toBe(9);
  });

  // Rows inserted as CAST(X'<utf-8 hex>' AS TEXT), so SQLite's own dump does all the quoting.
  const SQLITE_SETUP =
    'CREATE TABLE "odd ""t"" name" (id INTEGER, "we""ird" TEXT, v REAL, b BLOB);\n' +
    HOSTILE.map(([id, text, num]) => {
      const literal = text === null ? 'NULL' : `CAST(X'${Buffer.from(text, 'utf8').toString('hex')}' AS TEXT)`;
      return `INSERT INTO "odd ""t"" name" VALUES (${id}, ${literal}, ${num ?? 'NULL'}, ${id === 1 ? "X'00ff'" : 'NULL'});`;
    }).join('\n');

  // Both references are required: .ci/run installs the sqlite3 shell, and python3 is on every machine.
  for (const [label, dump] of [
    ['the sqlite3 shell\'s .dump (replace(…, char(10)) for line breaks)', sqliteCliDump],
    ["python's sqlite3 iterdump", sqlitePythonDump],
  ] as const) {
    it(`reads ${label} back to the rows SQLite holds`, async () => {
      const result = await toCsv(dump(SQLITE_SETUP));
      expect(result.headers).toEqual(['id', 'we"ird', 'v', 'b']);
      expect(result.table).toBe('odd "t" name');
      // sqlite3: SELECT json_group_array(json_array(id, "we""ird", v)) over the same database.
      const reference = sqliteRows(SQLITE_SETUP, 'odd "t" name', ['id', 'we"ird', 'v']);
      const read = records(result.csv);
      expect(read.map(([id, text, v]) => [Number(id), text, v === '' ? null : Number(v)])).toEqual(reference.map(([id, text, v]) => [id, text ?? '', v]));
      expect(read[0]![3]).toBe('\\x00ff');
      expect(result.warnings).toEqual([]);
    });
  }

  it('decodes MySQL escapes as the MySQL manual lists them (checked in MariaDB by hand)', async () => {
    // mariadb: SELECT HEX('\0\'\"\b\n\r\t\Z\\\%\_\x') → 002722080A0D091A5C5C255C5F78
    const result = await toCsv("INSERT INTO `t` (`v`) VALUES ('\\0\\'\\\"\\b\\n\\r\\t\\Z\\\\\\%\\_\\x');");
    expect(records(result.csv)[0]![0]).toBe('\u0000\'"\b\n\r\t\u001a\\\\%\\_x');
    expect(result.backslashEscapes).toBe(true);
    // mariadb: HEX(_utf8mb4'é') → C3A9, HEX(_binary 'ab') → 6162, HEX(0x4142) → 4142, HEX(CHAR(10)) → 0A
    const introducers = await toCsv("INSERT INTO `t` VALUES (_utf8mb4'é', _binary 'ab', 0x4142, CHAR(10), CONCAT('a', 'b'));");
    expect(records(introducers.csv)[0]).toEqual(['é', 'ab', '\\x4142', '\n', 'ab']);
  });

  it('turns to backslash escapes when the script reads only that way', async () => {
    // No backtick, no /*!: the string reads as standard SQL only up to the escaped quote.
    const result = await toCsv("INSERT INTO t VALUES ('it\\'s', 'a\\\\b');");
    expect(records(result.csv)).toEqual([["it's", 'a\\b']]);
    expect(result.backslashEscapes).toBe(true);
    // Standard SQL that also reads without error: backslashes stay.
    const standard = await toCsv("INSERT INTO t VALUES ('C:\\new', 'x');");
    expect(records(standard.csv)).toEqual([['C:\\new', 'x']]);
    expect(standard.backslashEscapes).toBe(false);
  });

  it("decodes PostgreSQL E'' strings as psql does", async () => {
    // psql: SELECT encode(convert_to(E'\x41\101\u0041\n\q''', 'UTF8'), 'hex') → 4141410a7127
    const result = await toCsv("INSERT INTO t VALUES (E'\\x41\\101\\u0041\\n\\q''', e'tab\\there', N'nat', 'a' || 'b', 'x'::text, $$dollar 'q'$$, $t$a$$b$t$);");
    expect(records(result.csv)).toEqual([["AAA\nq'", 'tab\there', 'nat', 'ab', 'x', "dollar 'q'", 'a$$b']]);
  });

  it('reads SQLite .dump functions: replace(), char(), unistr()', async () => {
    const result = await toCsv(
      "INSERT INTO t VALUES(replace(replace('a\\nb\\rc','\\r',char(13)),'\\n',char(10)), char(72,105), unistr('\\00e9\\u00e9\\+01F600\\\\'), replace('x',NULL,'y'));",
    );
    expect(records(result.csv)).toEqual([['a\nb\rc', 'Hi', 'éé😀\\', '']]);
  });

  it('keeps the SQL text of values that are not literals, with a warning giving line and column', async () => {
    const result = await toCsv("INSERT INTO t (a, b, c) VALUES\n  (1, NOW(), DEFAULT),\n  (2, 1 + 1, 'x');");
    expect(records(result.csv)).toEqual([
      ['1', 'NOW()', 'DEFAULT'],
      ['2', '1 + 1', 'x'],
    ]);
    expect(result.warnings).toEqual([
      'line 2, column 7: "NOW()" is not a literal value; its SQL text is kept',
      'line 2, column 14: "DEFAULT" is not a literal value; its SQL text is kept',
      'line 3, column 7: "1 + 1" is not a literal value; its SQL text is kept',
    ]);
  });

  it('picks one table, lists every table, and honours max_rows', async () => {
    const sql = 'INSERT INTO a VALUES (1);\nINSERT INTO b (x) VALUES (10), (20);\nINSERT INTO a VALUES (2);\nINSERT INTO A VALUES (3);\n';
    const first = await toCsv(sql);
    expect(first).toMatchObject({
      csv: 'column_1\r\n1\r\n2\r\n3\r\n',
      table: 'a',
      rows: 3,
      tables: [
        { name: 'a', rows: 3 },
        { name: 'b', rows: 2 },
      ],
      warnings: ['the script also inserts into "b"; set table to convert another'],
    });
    expect(await toCsv(sql, { table: 'B', max_rows: 1 })).toMatchObject({
      csv: 'x\r\n10\r\n',
      table: 'b',
      rows: 1,
      truncated: true,
      warnings: ['only the first 1 rows were written (max_rows)'],
    });
    await expectInvalid('sql-to-csv', { sql, table: 'c' }, 'table: the script has no INSERT into "c"; it inserts into "a", "b"');
  });

  it('takes columns from the column list or CREATE TABLE, and unions differing column lists', async () => {
    const sql =
      'CREATE TABLE IF NOT EXISTS "t" (id INTEGER PRIMARY KEY, "na me" TEXT NOT NULL DEFAULT \'x\', n NUMERIC(10, 2), CONSTRAINT c UNIQUE (id), PRIMARY KEY (id));\n' +
      "INSERT INTO t VALUES (1, 'a', 1.50);\n" +
      "INSERT INTO t (n, extra) VALUES (2, 'e');\n";
    const result = await toCsv(sql);
    expect(result.headers).toEqual(['id', 'na me', 'n', 'extra']);
    expect(result.csv).toBe('id,na me,n,extra\r\n1,a,1.50,\r\n,,2,e\r\n');
    // A table created but never filled: its header alone.
    expect(await toCsv('CREATE TABLE e (a INT, b TEXT);')).toMatchObject({ csv: 'a,b\r\n', table: 'e', rows: 0, tables: [{ name: 'e', rows: 0 }] });
  });

  it('reads INSERT variants and ignores the clauses after the rows', async () => {
    const sql =
      "INSERT OR REPLACE INTO t VALUES (1);\nREPLACE INTO t VALUES (2);\nINSERT IGNORE INTO t VALUES (3);\nINSERT INTO t VALUES (4) ON CONFLICT DO NOTHING;\nINSERT INTO t VALUES (5) ON DUPLICATE KEY UPDATE a = 1;\nINSERT INTO t VALUES (6) RETURNING *;\nINSERT INTO t VALUES (-7), (+8), (.5e1);\n";
    expect(records((await toCsv(sql)).csv).map(([value]) => value)).toEqual(['1', '2', '3', '4', '5', '6', '-7', '8', '.5e1']);
    expect((await toCsv("INSERT INTO t SET a = 1, `b` = 'x';")).csv).toBe('a,b\r\n1,x\r\n');
  });

  it('skips other statements, warning about the ones that change data', async () => {
    const sql =
      "PRAGMA foreign_keys=OFF;\nBEGIN TRANSACTION;\nINSERT INTO t VALUES (1);\nUPDATE t SET a = 2;\nUPDATE t SET a = 3;\nDELETE FROM t;\nINSERT INTO t SELECT * FROM u;\nCOMMIT;\n";
    expect(await toCsv(sql)).toMatchObject({
      csv: 'column_1\r\n1\r\n',
      warnings: [
        '2 UPDATE statements were skipped: only INSERT and COPY data is read',
        '1 DELETE statement was skipped: only INSERT and COPY data is read',
        '1 INSERT … SELECT statement was skipped: only INSERT and COPY data is read',
      ],
    });
  });

  it('is not fooled by semicolons and quotes inside function bodies, comments or psql meta-commands', async () => {
    const sql =
      '\\connect mydb\n' +
      "CREATE FUNCTION f() RETURNS trigger AS $body$ BEGIN INSERT INTO t VALUES ('no'); RETURN NULL; END; $body$ LANGUAGE plpgsql;\n" +
      "-- INSERT INTO t VALUES ('comment');\n" +
      "/* INSERT INTO t VALUES ('block'); */\n" +
      "INSERT INTO t VALUES ('yes; it''s -- real');\n";
    expect(await toCsv(sql)).toMatchObject({ csv: "column_1\r\nyes; it's -- real\r\n", rows: 1, backslashEscapes: false });
  });

  it('refuses unreadable INSERTs and unclosed text with line and column', async () => {
    await expectInvalid('sql-to-csv', { sql: "INSERT INTO `t` VALUES ('a\\');\n" }, 'sql: invalid SQL at line 1, column 25: the string starting here is never closed');
    await expectInvalid('sql-to-csv', { sql: "INSERT INTO t VALUES (1, 'x);\n" }, 'sql: invalid SQL at line 1, column 26: the string starting here is never closed');
    await expectInvalid('sql-to-csv', { sql: 'SELECT 1;\nINSERT INTO "t VALUES (1);' }, 'sql: invalid SQL at line 2, column 13: the quoted name starting here is never closed');
    await expectInvalid('sql-to-csv', { sql: '/* never closed\nINSERT INTO t VALUES (1);' }, 'sql: invalid SQL at line 1, column 1: the comment starting here is never closed');
    await expectInvalid('sql-to-csv', { sql: 'INSERT INTO t (a, b) VALUES (1);' }, 'sql: invalid SQL at line 1, column 29: 1 value for 2 columns');
    await expectInvalid('sql-to-csv', { sql: 'CREATE TABLE t (a, b);\nINSERT INTO t VALUES (1, 2, 3);' }, 'sql: invalid SQL at line 2, column 22: 3 values for the 2 columns of "t"');
    await expectInvalid('sql-to-csv', { sql: 'INSERT INTO t VALUES (1, 2;' }, 'sql: invalid SQL at line 1, column 22: the row of values starting here is never closed');
    await expectInvalid('sql-to-csv', { sql: 'INSERT INTO t VALUES (1), 2;' }, 'sql: invalid SQL at line 1, column 27: expected "(" to start a row of values, found "2"');
    await expectInvalid('sql-to-csv', { sql: 'INSERT INTO t VALUES (1,);' }, 'sql: invalid SQL at line 1, column 25: a value is missing');
    await expectInvalid('sql-to-csv', { sql: 'INSERT INTO t WHERE 1;' }, 'sql: invalid SQL at line 1, column 15: expected VALUES, found "WHERE"');
    await expectInvalid('sql-to-csv', { sql: 'INSERT INTO (1);' }, 'sql: invalid SQL at line 1, column 13: expected a table name, found "("');
    await expectInvalid('sql-to-csv', { sql: 'SELECT 1;' }, 'sql: found no INSERT statement (nor COPY data) to convert');
    await expectInvalid('sql-to-csv', { sql: '' }, 'sql: found no INSERT statement (nor COPY data) to convert');
  });

  it('writes NULL as an empty field and the empty string as "", and any delimiter', async () => {
    const result = await toCsv("INSERT INTO t (a, b, c) VALUES (NULL, '', 'x;y');", { delimiter: ';' });
    expect(result.csv).toBe('a;b;c\r\n;"";"x;y"\r\n');
    // A record of one NULL is written "" so it is not a blank line.
    expect((await toCsv('INSERT INTO t (a) VALUES (NULL);')).csv).toBe('a\r\n""\r\n');
  });

  it('keeps __proto__ and constructor as plain column names', async () => {
    const result = await toCsv('INSERT INTO t (__proto__, constructor, "prototype") VALUES (1, 2, 3);');
    expect(result.headers).toEqual(['__proto__', 'constructor', 'prototype']);
    expect(result.csv).toBe('__proto__,constructor,prototype\r\n1,2,3\r\n');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses bad fields and inputs past the bounds', async () => {
    await expectInvalid('sql-to-csv', { sql: 'x', max_rows: 0 }, 'max_rows: must be ≥ 1');
    await expectInvalid('sql-to-csv', { sql: 'x', max_rows: 1_000_001 }, 'max_rows: must be ≤ 1000000');
    await expectInvalid('sql-to-csv', { sql: 'x', max_rows: 1.5 }, 'max_rows: must be an integer');
    await expectInvalid('sql-to-csv', { sql: 'x', table: '' }, 'table: must not be empty');
    await expectInvalid('sql-to-csv', { sql: 'x', delimiter: '"' }, /^delimiter: must be one character/);
    await expectInvalid('sql-to-csv', { sql: 'x'.repeat(1_000_001) }, 'sql: must be at most 1000000 characters');
    const max = 'INSERT INTO t VALUES ' + Array.from({ length: 249_994 }, () => '(1)').join(',') + ';';
    expect(max.length).toBeLessThanOrEqual(1_000_000);
    expect((await toCsv(max)).rows).toBe(249_994);
  });

  it('refuses a result that would explode instead of building it', async () => {
    // One INSERT with 50,000 columns, then 100,000 one-column rows that each get 50,000 empty fields.
    const wide = 'INSERT INTO t (' + Array.from({ length: 50_000 }, (_, index) => `c${index}`).join(',') + ') VALUES (' + '1,'.repeat(49_999) + '1);';
    const sql = wide + 'INSERT INTO t (c0) VALUES ' + Array.from({ length: 100_000 }, () => '(1)').join(',') + ';';
    expect(sql.length).toBeLessThanOrEqual(1_000_000);
    await expectInvalid('sql-to-csv', { sql }, 'sql: the CSV would be longer than 20000000 characters');
  });
});
