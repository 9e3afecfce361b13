import { Type } from '@sinclair/typebox';
import { WarningList } from '../../lib/csv-table.ts';
import { invalidJson } from '../../lib/json-position.ts';
import { MAX_RESULT_CHARS, resultTooLarge } from '../../lib/result-size.ts';
import { decodeJsonString, scanJson, TOKEN_TYPE_NAMES } from '../../lib/json-tokens.ts';
import { sqlDialectField, sqlTableField } from '../../lib/sql-quote.ts';
import { checkIdentifier, inferColumnTypes, numberKind, sqlColumnNames, writeSqlScript, type SqlValue } from '../../lib/sql-script.ts';
import { closedObject, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the spec leaves them open):
 * - The input is an array of objects (one row each) or a single object (one row). The JSON is read
 *   token by token (json-tokens.ts), so numbers reach the SQL exactly as written (12345678901234567890
 *   is not rounded) and parse errors give line and column.
 * - Columns are the union of the keys in first-seen order; a key missing from an object is NULL. A key
 *   repeated inside one object keeps its first column and its last value (what JSON.parse keeps).
 *   Keys are held in Maps, so `__proto__` is an ordinary column. An empty key is renamed
 *   `column_<position>` (SQL has no empty names), with a warning.
 * - Values: strings are text, numbers integers or reals (lib/sql-script.ts: an integer outside 64 bits,
 *   or a number no double can hold such as 1e400, is text), true/false booleans, null NULL, and a
 *   nested object or array its minified JSON text (numbers and escapes as written) in a JSON column
 *   (TEXT in SQLite). Types and quoting follow lib/sql-script.ts and lib/sql-quote.ts.
 * - An array without objects, or objects without keys, is refused: there is no column to create or fill.
 */

interface Table {
  keys: string[];
  rows: Map<string, SqlValue>[];
  single: boolean;
}

/** Reads an array of objects, or one object, into rows of SQL values; refuses any other shape. */
function readRows(text: string): Table {
  const keys: string[] = [];
  const known = new Set<string>();
  const rows: Map<string, SqlValue>[] = [];
  let single = false;
  let shapeError: string | undefined;
  // 0: before the value; 1: inside the top array; 2: inside a row object; 3+: inside a nested value.
  let depth = 0;
  let rowDepth = 2;
  let row: Map<string, SqlValue> | undefined;
  let key = '';
  let nested = '';

  const setValue = (value: SqlValue) => {
    if (!known.has(key)) {
      known.add(key);
      keys.push(key);
    }
    row!.set(key, value);
  };

  const error = scanJson(text, (kind, start, end) => {
    if (shapeError !== undefined) return;
    const opens = kind === '{' || kind === '[';
    const closes = kind === '}' || kind === ']';
    if (depth > rowDepth || (depth === rowDepth && opens)) {
      // Inside a nested value: copy its tokens, i.e. minify it.
      nested += text.slice(start, end);
      if (opens) depth++;
      else if (closes && --depth === rowDepth) {
        setValue({ kind: 'json', text: nested });
        nested = '';
      }
      return;
    }
    if (depth === 0) {
      if (kind === '[') depth = 1;
      else if (kind === '{') {
        single = true;
        rowDepth = depth = 1;
        row = new Map();
        rows.push(row);
      } else shapeError = `json: must be an array of objects or one object, got ${TOKEN_TYPE_NAMES[kind]}`;
    } else if (depth === 1 && !single) {
      if (kind === '{') {
        row = new Map();
        rows.push(row);
        depth = 2;
      } else if (kind === ']') {
        depth = 0;
      } else if (kind !== ',') {
        shapeError = `json[${rows.length}]: must be an object, got ${TOKEN_TYPE_NAMES[kind]}`;
      }
    } else if (kind === '}') {
      depth--;
    } else if (kind === 'key') {
      key = decodeJsonString(text, start, end);
    } else if (kind === 'string') {
      setValue({ kind: 'text', text: decodeJsonString(text, start, end) });
    } else if (kind === 'number') {
      const written = text.slice(start, end);
      setValue({ kind: numberKind(written), text: written });
    } else if (kind === 'true' || kind === 'false') {
      setValue({ kind: 'boolean', text: kind });
    } else if (kind === 'null') {
      setValue(null);
    }
  });
  if (error) invalidJson('json', text, error);
  if (shapeError !== undefined) invalid(shapeError);
  return { keys, rows, single };
}

const output = closedObject({
  sql: Type.String({ description: 'The SQL script: CREATE TABLE (when asked for) then the INSERT statements, each ended by ";" and a line break' }),
  table: Type.String({ description: 'The table name as given (quoted in the SQL)' }),
  dialect: Type.String({ description: 'The dialect written: postgres, mysql or sqlite' }),
  rows: Type.Integer({ minimum: 0, description: 'The number of rows inserted' }),
  columns: Type.Array(
    closedObject({
      name: Type.String({ description: 'The column name used (after renaming empty or case-colliding names)' }),
      type: Type.String({ description: 'The SQL type written for it, e.g. BIGINT, BOOLEAN, JSON, TEXT' }),
    }),
    { description: 'The columns, in order, with their inferred types' },
  ),
  statements: Type.Integer({ minimum: 0, description: 'The number of SQL statements in the script' }),
  warnings: Type.Array(Type.String(), { description: 'Renamed columns, and names the dialect would truncate or refuse' }),
});

export default defineTool({
  id: 'json-to-sql',
  name: 'JSON to SQL',
  category: 'data',
  description:
    'Convert a JSON array of objects (or one object) to a SQL script for PostgreSQL, MySQL or SQLite: a CREATE TABLE with column types inferred from the values (integer, real, boolean, JSON, text) and INSERT statements, one per row or batched. Nested objects and arrays are stored as JSON text; identifiers and strings are quoted for the dialect.',
  keywords: ['insert statements', 'create table', 'sql insert', 'postgresql', 'mysql', 'sqlite'],
  mcp: true,
  // its worst input (flat-numbers) took 976.8 ms inline: never on the server's event loop (bench/worst-case.ts, DESIGN's 50 ms rule).
  isolate: true,
  input: closedObject({
    json: Type.String({ maxLength: 1_000_000, description: 'JSON text of an array of objects, or of one object' }),
    table: sqlTableField(),
    dialect: sqlDialectField(),
    create_table: withDefault(Type.Boolean({ description: 'Start with a CREATE TABLE statement whose column types are inferred from the values' }), true),
    batch: withDefault(Type.Boolean({ description: 'Write multi-row INSERT statements (at most 1000 rows each) instead of one INSERT per row' }), false),
  }),
  output,
  examples: [
    {
      title: 'SQLite, missing keys are NULL, a nested array is JSON text',
      input: { json: '[{"id":1,"name":"Ann","tags":["a","b"]},{"id":2,"name":"O\'Brien","active":true}]', table: 'users', dialect: 'sqlite' },
      output: {
        sql:
          'CREATE TABLE "users" (\n  "id" INTEGER,\n  "name" TEXT,\n  "tags" TEXT,\n  "active" INTEGER\n);\n' +
          'INSERT INTO "users" ("id", "name", "tags", "active") VALUES (1, \'Ann\', \'["a","b"]\', NULL);\n' +
          'INSERT INTO "users" ("id", "name", "tags", "active") VALUES (2, \'O\'\'Brien\', NULL, 1);\n',
        table: 'users',
        dialect: 'sqlite',
        rows: 2,
        columns: [
          { name: 'id', type: 'INTEGER' },
          { name: 'name', type: 'TEXT' },
          { name: 'tags', type: 'TEXT' },
          { name: 'active', type: 'INTEGER' },
        ],
        statements: 3,
        warnings: [],
      },
    },
    {
      title: 'One object into PostgreSQL, a big integer kept exactly',
      input: { json: '{"id":9007199254740993,"price":1.50,"meta":{"k":"v"}}', table: 'items', create_table: true, batch: true },
      output: {
        sql:
          'CREATE TABLE "items" (\n  "id" BIGINT,\n  "price" DOUBLE PRECISION,\n  "meta" JSON\n);\n' +
          'INSERT INTO "items" ("id", "price", "meta") VALUES\n  (9007199254740993, 1.50, \'{"k":"v"}\');\n',
        table: 'items',
        dialect: 'postgres',
        rows: 1,
        columns: [
          { name: 'id', type: 'BIGINT' },
          { name: 'price', type: 'DOUBLE PRECISION' },
          { name: 'meta', type: 'JSON' },
        ],
        statements: 2,
        warnings: [],
      },
    },
  ],
  run({ json, table, dialect, create_table, batch }) {
    const { keys, rows, single } = readRows(json);
    if (keys.length === 0) invalid(rows.length === 0 ? 'json: the array has no object; there is no column to write' : 'json: no object has a key; there is no column to write');
    const warnings = new WarningList();
    checkIdentifier(table, dialect, 'table', (message) => warnings.add(message));
    const columns = sqlColumnNames(keys, dialect, 'json', (message) => warnings.add(message));
    // Sparse rows cost a NULL per missing key: check before building rows × columns values.
    if (rows.length * keys.length * 3 > MAX_RESULT_CHARS) resultTooLarge('json', 'the SQL');
    const values = rows.map((row) => keys.map((key) => row.get(key) ?? null));
    const types = inferColumnTypes(columns.length, values);
    const script = writeSqlScript({
      table,
      dialect,
      columns,
      types,
      rows: values,
      createTable: create_table,
      batch,
      field: 'json',
      rowName: (index) => (single ? 'the object' : `json[${index}]`),
    });
    return {
      sql: script.sql,
      table,
      dialect,
      rows: rows.length,
      columns: columns.map((name, index) => ({ name, type: script.typeNames[index]! })),
      statements: script.statements,
      warnings: warnings.done(),
    };
  },
});
