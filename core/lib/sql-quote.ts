/**
 * Quoting names and strings for the SQL the data tools write (csv-to-sql, json-to-sql).
 *
 * - Identifiers are always quoted, so keywords, spaces and letter case survive: PostgreSQL and SQLite
 *   write "name" with " doubled (SQL standard), MySQL `name` with ` doubled.
 * - Strings are '…' with ' doubled in every dialect. MySQL also reads a backslash as an escape inside a
 *   string (unless sql_mode has NO_BACKSLASH_ESCAPES), so there a backslash is written \\, and U+0000,
 *   LF, CR and Ctrl-Z as \0, \n, \r and \Z, as mysql_real_escape_string writes them (line-reading
 *   clients such as the mysql shell would otherwise turn CRLF into LF). PostgreSQL
 *   (standard_conforming_strings, on by default since 9.1) and SQLite read a backslash as itself. In
 *   SQLite a CR is written '…' || char(13) || '…', as its .dump does, because the sqlite3 shell turns
 *   CRLF inside a string into LF. Neither PostgreSQL nor SQLite can hold U+0000 in text, so callers
 *   refuse it there (see `nulRefused`).
 */
import { Type } from '@sinclair/typebox';
import { stringEnum, withDefault } from '../schema.ts';

export const SQL_DIALECTS = ['postgres', 'mysql', 'sqlite'] as const;
export type SqlDialect = (typeof SQL_DIALECTS)[number];

/** The `dialect` input field of the SQL-writing tools. */
export function sqlDialectField() {
  return withDefault(
    stringEnum(SQL_DIALECTS, {
      description: 'The SQL dialect to write: postgres (PostgreSQL), mysql (MySQL/MariaDB) or sqlite; it decides identifier quoting, string escaping and column type names',
    }),
    'postgres',
  );
}

/** The `table` input field of the SQL-writing tools. */
export function sqlTableField() {
  return withDefault(
    Type.String({
      minLength: 1,
      maxLength: 64,
      pattern: '^[^\\u0000]*$',
      errorMessage: 'must not contain U+0000',
      description: 'The table name, written as one quoted identifier (a dot is part of the name, not a schema separator); at most 64 characters',
    }),
    'my_table',
  );
}

/** `name` as a quoted identifier of `dialect`. */
export function quoteIdentifier(name: string, dialect: SqlDialect): string {
  return dialect === 'mysql' ? `\`${name.replaceAll('`', '``')}\`` : `"${name.replaceAll('"', '""')}"`;
}

const MYSQL_ESCAPES: Record<string, string> = { '\\': '\\\\', '\u0000': '\\0', '\n': '\\n', '\r': '\\r', '\x1a': '\\Z' };

/** `value` as a string literal of `dialect` (an expression, for SQLite text holding a CR). */
export function quoteString(value: string, dialect: SqlDialect): string {
  const doubled = value.replaceAll("'", "''");
  if (dialect === 'mysql') return `'${doubled.replace(/[\\\u0000\n\r\x1a]/g, (char) => MYSQL_ESCAPES[char]!)}'`;
  // The sqlite3 shell reads scripts line by line and turns CRLF into LF, even inside a string, so a CR
  // is written as char(13), as SQLite's own .dump does.
  if (dialect === 'sqlite' && doubled.includes('\r')) return doubled.split('\r').map((part) => `'${part}'`).join(' || char(13) || ');
  return `'${doubled}'`;
}

/** True when `dialect` cannot hold `value` as text (PostgreSQL and SQLite refuse U+0000). */
export function nulRefused(value: string, dialect: SqlDialect): boolean {
  return dialect !== 'mysql' && value.includes('\u0000');
}
