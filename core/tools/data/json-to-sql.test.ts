import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';
import { sqliteColumnTypes, sqliteQuery, sqliteRows } from '../../../test/sqlite-reference.ts';

type Result = { sql: string; table: string; dialect: string; rows: number; columns: { name: string; type: string }[]; statements: number; warnings: string[] };
const toSql = (json: string, options: Record<string, unknown> = {}) => run<Result>('json-to-sql', { json, ...options });

const HOSTILE = ["'; DROP TABLE x; --", 'say "hi" and \'bye\'', 'C:\\new\\table', 'ends with \\', 'é 😀 \u2028', 'line1\nline2', 'crlf\r\nend', 'cr\rend', 'tab\t', '*/ -- #', '`tick`', ''];

describe('json-to-sql', () => {
  it('writes hostile strings and keys that SQLite reads back exactly', async () => {
    const keys = ['we"ird', 'select', "it's", '`t`', '; DROP TABLE y; --'];
    const json = JSON.stringify(HOSTILE.map((value) => Object.fromEntries(keys.map((key) => [key, value]))));
    for (const dialect of ['sqlite', 'postgres']) {
      for (const batch of [false, true]) {
        const result = await toSql(json, { dialect, batch, table: 'x"; y' });
        // sqlite3: SELECT json_group_array(json_array(<columns>)) FROM "x""; y"
        expect(sqliteRows(result.sql, 'x"; y', keys)).toEqual(HOSTILE.map((value) => keys.map(() => value)));
      }
    }
  });

  it('writes the MySQL form that MariaDB read back exactly (checked by hand)', async () => {
    // mariadb 10.11: this script loaded into an utf8mb4 database, then
    // SELECT JSON_ARRAYAGG(JSON_ARRAY(`v`, `j`)) FROM `t` gave [["a\\b\r\n'c'", {"k": "v \"q\" \\"}]].
    const result = await toSql('[{"v":"a\\\\b\\r\\n\'c\'","j":{"k":"v \\"q\\" \\\\"}}]', { dialect: 'mysql', table: 't' });
    expect(result.sql).toBe(
      'CREATE TABLE `t` (\n  `v` TEXT,\n  `j` JSON\n);\n' + 'INSERT INTO `t` (`v`, `j`) VALUES (\'a\\\\b\\r\\n\'\'c\'\'\', \'{"k":"v \\\\"q\\\\" \\\\\\\\"}\');\n',
    );
  });

  it('infers types from JSON values and keeps numbers exactly as written', async () => {
    const json =
      '[{"i":1,"r":1.5,"big":9007199254740993,"huge":12345678901234567890,"inf":1e400,"b":true,"n":{"k":[1,2]},"mix":1,"nil":null},' +
      '{"i":-2,"r":2,"big":-9223372036854775808,"huge":1,"inf":1,"b":false,"n":[],"mix":"x","nil":null}]';
    const result = await toSql(json, { dialect: 'sqlite', table: 't' });
    expect(result.columns.map((column) => column.type)).toEqual(['INTEGER', 'REAL', 'INTEGER', 'TEXT', 'TEXT', 'INTEGER', 'TEXT', 'TEXT', 'TEXT']);
    // sqlite3: pragma_table_info, then typeof() and the values themselves.
    expect(sqliteColumnTypes(result.sql, 't')).toEqual(['INTEGER', 'REAL', 'INTEGER', 'TEXT', 'TEXT', 'INTEGER', 'TEXT', 'TEXT', 'TEXT']);
    expect(sqliteQuery(result.sql, "SELECT group_concat(big || ':' || typeof(big), ' ') FROM t")).toBe('9007199254740993:integer -9223372036854775808:integer');
    expect(sqliteQuery(result.sql, "SELECT group_concat(huge || ':' || inf || ':' || n || ':' || mix, ' ') FROM t")).toBe(
      '12345678901234567890:1e400:{"k":[1,2]}:1 1:1:[]:x',
    );
    // Nested values are JSON text SQLite's JSON functions read.
    expect(sqliteQuery(result.sql, "SELECT json_extract(n, '$.k[1]') FROM t WHERE rowid = 1")).toBe('2');
    const postgres = await toSql(json, { table: 't' });
    expect(postgres.columns.map((column) => column.type)).toEqual(['INTEGER', 'DOUBLE PRECISION', 'BIGINT', 'TEXT', 'TEXT', 'BOOLEAN', 'JSON', 'TEXT', 'TEXT']);
    // psql 15 (by hand): this script loads, and json_agg of the rows gives 9007199254740993 and "12345678901234567890".
    expect(postgres.sql).toContain(`VALUES (1, 1.5, 9007199254740993, '12345678901234567890', '1e400', TRUE, '{"k":[1,2]}', '1', NULL);`);
  });

  it('takes one object as one row, and missing keys as NULL', async () => {
    const single = await toSql('{"a":1,"b":"x"}', { dialect: 'sqlite' });
    expect(single.rows).toBe(1);
    expect(sqliteRows(single.sql, 'my_table', ['a', 'b'])).toEqual([[1, 'x']]);
    const sparse = await toSql('[{"a":1},{"b":2},{"a":3,"b":null}]', { dialect: 'sqlite' });
    expect(sqliteRows(sparse.sql, 'my_table', ['a', 'b'])).toEqual([[1, null], [null, 2], [3, null]]);
  });

  it('keeps __proto__, constructor and prototype as plain columns, and renames an empty key', async () => {
    const result = await toSql('[{"__proto__":{"polluted":true},"constructor":1,"prototype":2,"":3}]', { dialect: 'sqlite' });
    expect(result.columns.map((column) => column.name)).toEqual(['__proto__', 'constructor', 'prototype', 'column_4']);
    expect(result.warnings).toEqual(['column 4 has an empty name, which SQL does not allow; it is called "column_4"']);
    expect(sqliteRows(result.sql, 'my_table', ['__proto__', 'constructor', 'prototype', 'column_4'])).toEqual([['{"polluted":true}', 1, 2, 3]]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('keeps the first column and the last value of a repeated key', async () => {
    const result = await toSql('[{"a":1,"b":2,"a":3}]', { create_table: false });
    expect(result.sql).toBe('INSERT INTO "my_table" ("a", "b") VALUES (3, 2);\n');
  });

  it('refuses other shapes, invalid JSON with line and column, and what the dialect cannot hold', async () => {
    await expectInvalid('json-to-sql', { json: '42' }, 'json: must be an array of objects or one object, got a number');
    await expectInvalid('json-to-sql', { json: '[{"a":1}, [1]]' }, 'json[1]: must be an object, got an array');
    await expectInvalid('json-to-sql', { json: '[]' }, 'json: the array has no object; there is no column to write');
    await expectInvalid('json-to-sql', { json: '[{},{}]' }, 'json: no object has a key; there is no column to write');
    await expectInvalid('json-to-sql', { json: '[{"a":1},\n {"a":}]' }, 'json: invalid JSON at line 2, column 7: unexpected character "}", expected a value');
    await expectInvalid('json-to-sql', { json: '[{"a":"x\\u0000y"}]' }, 'json: json[0], column "a" contains U+0000, which PostgreSQL cannot store in text');
    await expectInvalid('json-to-sql', { json: '{"a\\u0000":1}' }, /^json: column 1's name "a\\u0000" contains U\+0000/);
    expect((await toSql('{"a":"x\\u0000y"}', { dialect: 'mysql', create_table: false })).sql).toBe("INSERT INTO `my_table` (`a`) VALUES ('x\\0y');\n");
  });

  it('refuses bad fields and inputs past the bound', async () => {
    await expectInvalid('json-to-sql', { json: '{}', dialect: 'mssql' }, 'dialect: must be one of postgres, mysql, sqlite');
    await expectInvalid('json-to-sql', { json: '{}', null_empty: true }, 'null_empty: unknown field');
    await expectInvalid('json-to-sql', { json: '{}', create_table: null }, 'create_table: must be a boolean, got null');
    await expectInvalid('json-to-sql', { json: ' '.repeat(1_000_001) }, 'json: must be at most 1000000 characters');
  });

  it('refuses a result that would explode instead of building it', async () => {
    // One object with 50,000 keys, then 60,000 empty objects that each get 50,000 NULLs.
    const json = '[{' + Array.from({ length: 50_000 }, (_, index) => `"${index}":1`).join(',') + '}' + ',{}'.repeat(60_000) + ']';
    expect(json.length).toBeLessThanOrEqual(1_000_000);
    await expectInvalid('json-to-sql', { json }, 'json: the SQL would be longer than 20000000 characters');
  });

  it('round-trips any array of flat string objects through SQLite', async () => {
    const text = fc.string({ unit: fc.constantFrom('a', ' ', "'", '"', '\\', '\n', '\r', ';', '-', 'é', '😀', '`'), maxLength: 8 });
    await fc.assert(
      fc.asyncProperty(fc.array(fc.record({ k: text, v: text }), { minLength: 1, maxLength: 6 }), async (rows) => {
        const result = await toSql(JSON.stringify(rows), { dialect: 'sqlite', table: 't', batch: true });
        expect(sqliteRows(result.sql, 't', ['k', 'v'])).toEqual(rows.map((row) => [row.k, row.v]));
      }),
      { numRuns: 15 },
    );
  });
});
