import { execFileSync } from 'node:child_process';
import * as sqlFormatter from 'sql-formatter';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';
import { get } from '../../catalog.ts';
import { SQL_LEXICONS, type SqlLanguage } from '../../lib/sql-dialect-lexer.ts';

interface SqlResult {
  sql: string;
  mode: string;
  language: string;
  statementCount: number;
  commentsRemoved: number;
  originalBytes: number;
  resultBytes: number;
  savedPercent: number;
}

const format = (sql: string, options: Record<string, unknown> = {}) => run<SqlResult>('sql-formatter', { sql, ...options });
const minify = (sql: string, dialect = 'standard') => run<SqlResult>('sql-formatter', { sql, mode: 'minify', dialect });

function hasSqlite(): boolean {
  try {
    execFileSync('sqlite3', ['-version']);
    return true;
  } catch {
    return false;
  }
}

describe('sql-formatter', () => {
  it('is isolated: sql-formatter takes seconds on a megabyte', () => {
    expect(get('sql-formatter')!.isolate).toBe(true);
  });

  it('formats as the sql-formatter 15 CLI does', async () => {
    // printf "SELECT e.name, COUNT(*) AS n FROM employees e JOIN depts d ON d.id = e.dept_id WHERE d.name <> 'HR' GROUP BY e.name HAVING COUNT(*) > 1;" \
    //   | npx sql-formatter -l postgresql -c '{"tabWidth":4}'
    const postgres = await format(
      "SELECT e.name, COUNT(*) AS n FROM employees e JOIN depts d ON d.id = e.dept_id WHERE d.name <> 'HR' GROUP BY e.name HAVING COUNT(*) > 1;",
      { dialect: 'postgresql', indent: 4 },
    );
    expect(postgres.sql).toBe(
      "SELECT\n    e.name,\n    COUNT(*) AS n\nFROM\n    employees e\n    JOIN depts d ON d.id = e.dept_id\nWHERE\n    d.name <> 'HR'\nGROUP BY\n    e.name\nHAVING\n    COUNT(*) > 1;",
    );
    expect(postgres).toMatchObject({ language: 'postgresql', statementCount: 1, commentsRemoved: 0 });
    // printf "SELECT TOP 5 [Order ID], N'x' FROM dbo.[Orders] WHERE @p = 1" | npx sql-formatter -l tsql
    const tsql = await format("SELECT TOP 5 [Order ID], N'x' FROM dbo.[Orders] WHERE @p = 1", { dialect: 'tsql' });
    expect(tsql).toMatchObject({ sql: "SELECT\n  TOP 5 [Order ID],\n  N'x'\nFROM\n  dbo.[Orders]\nWHERE\n  @p = 1", language: 'transactsql' });
  });

  it('answers parse errors with line and column (sql-formatter CLI: "Parse error at token: ) at line 1 column 16")', async () => {
    await expectInvalid('sql-formatter', { sql: 'SELECT a FROM t)', dialect: 'sqlite' }, 'sql: cannot parse at line 1, column 16: unexpected ")"');
    await expectInvalid('sql-formatter', { sql: 'SELECT a FROM t WHERE a IN (1,2', dialect: 'sqlite' }, 'sql: cannot parse at line 1, column 32: unexpected end of input');
    // sql-formatter counts only LF ("line 1 column 26" here); a lone CR ends a line too.
    await expectInvalid('sql-formatter', { sql: 'SELECT 1;\rSELECT a FROM t)', dialect: 'sqlite' }, 'sql: cannot parse at line 2, column 16: unexpected ")"');
    // The standard dialect knows no # comments (sql-formatter: Unexpected "# c" at line 1 column 29), and says so.
    await expectInvalid(
      'sql-formatter',
      { sql: 'SELECT * FROM t WHERE x = 1 # c' },
      /^sql: cannot parse at line 1, column 29: unexpected "# c" \(the standard dialect does not know every database's syntax; try dialect postgresql/,
    );
  });

  it('refuses unclosed strings, quoted names and comments with the line and column (sql-formatter would mangle "/*")', async () => {
    await expectInvalid('sql-formatter', { sql: "SELECT 'abc FROM t" }, 'sql: invalid SQL at line 1, column 8: the string opened here is never closed');
    await expectInvalid('sql-formatter', { sql: 'SELECT 1\n/* unterminated' }, 'sql: invalid SQL at line 2, column 1: the comment opened here is never closed with "*/"');
    await expectInvalid('sql-formatter', { sql: 'SELECT `a FROM t', dialect: 'mysql', mode: 'minify' }, 'sql: invalid SQL at line 1, column 8: the quoted name opened here is never closed');
    await expectInvalid('sql-formatter', { sql: 'SELECT $fn$ body', dialect: 'postgresql' }, 'sql: invalid SQL at line 1, column 8: the dollar-quoted string opened here is never closed with $fn$');
    await expectInvalid('sql-formatter', { sql: '/* 🎉 */ SELECT "x', dialect: 'postgresql' }, /line 1, column 16: the quoted name or string opened here/);
    // PostgreSQL block comments nest (manual, 4.1.5 Comments): the first */ does not close this one.
    await expectInvalid('sql-formatter', { sql: '/* a /* b */ SELECT 1', dialect: 'postgresql', mode: 'minify' }, /line 1, column 1: the comment opened here is never closed/);
    expect((await minify('/* a /* b */ c */ SELECT 1', 'postgresql')).sql).toBe('SELECT 1');
  });

  it('minifies without changing what sqlite3 answers', async () => {
    const script = [
      '-- setup',
      'CREATE TABLE t (id INTEGER PRIMARY KEY, "odd  name" TEXT, [br name] TEXT, `bt name` TEXT);',
      "INSERT INTO t VALUES (1, 'it''s  --not a comment', '/* nor   this */', 'x   y');",
      "INSERT INTO t VALUES ( 2 , 'a' || '  b' , NULL , 'tab\tin' ) ;",
      'SELECT id, "odd  name", [br name], `bt name` FROM t ORDER BY id;',
      "SELECT 1 - -1, 2 - - 3, 5 / /* c */ 2, 7 % 3, 1e3 + 1, 'x' || 'y', - 4 * - 2;",
      "SELECT CASE WHEN id = 1 THEN 'one' ELSE 'other' END AS label FROM t WHERE id IN ( 1 , 2 ) ;",
      'SELECT 1 < 2, 2 >= 1, 1 <> 2, 1 != 2, 1 == 1, ~ 5, 6 & 3, 6 | 3, 1 << 2, 8 >> 1;',
      "SELECT x'41', length( '  ' ), upper ( 'a' ) , 'a' /* mid */ || 'b'; -- trailing",
      "SELECT count(*) FROM t WHERE \"odd  name\" LIKE '%  %'",
    ].join('\n');
    const result = await minify(script, 'sqlite');
    expect(result.sql).not.toContain('\n');
    expect(result).toMatchObject({ statementCount: 9, commentsRemoved: 4 });
    expect(result.sql).toContain("'it''s  --not a comment','/* nor   this */','x   y'");
    expect(result.sql).toContain('SELECT 1- -1,2- -3,5/2,7%3,1e3+1,');
    if (!hasSqlite()) return;
    // The reference: sqlite3 :memory: < script, before and after (the answers were checked by hand once:
    // 1|it's  --not a comment|/* nor   this */|x   y … 2|5|2|1|1001.0|xy|8 … 1|1|1|1|1|-6|2|7|4|4 … A|2|A|ab … 2).
    const answer = (sql: string) => execFileSync('sqlite3', [':memory:'], { input: sql }).toString();
    expect(answer(result.sql)).toBe(answer(script));
    expect(answer(script)).toContain('2|5|2|1|1001.0|xy|8');
  });

  it('never joins tokens into different ones', async () => {
    // MySQL manual, "Comment Syntax": -- starts a comment only when followed by whitespace or a control character.
    expect((await minify('SELECT 1--1', 'mysql')).sql).toBe('SELECT 1--1');
    expect((await minify('SELECT 1 -- note\n, 2 # more\n', 'mysql'))).toMatchObject({ sql: 'SELECT 1,2', commentsRemoved: 2 });
    expect((await minify('SELECT a - - b, c / * d, N \'x\', \'a\' \'b\', 2e - 1')).sql).toBe("SELECT a- -b,c/ *d,N 'x','a' 'b',2e -1");
    expect((await minify('SELECT a < = b, x : : int', 'postgresql')).sql).toBe('SELECT a< =b,x : : int');
  });

  it('copies strings, quoted names and hints as written in each dialect', async () => {
    // BigQuery raw strings: a backslash does not escape (r'C:\' ends at its second quote); ordinary strings do.
    expect((await minify("SELECT r'C:\\' , 'it\\'s  x' , '''a  ''  b'''", 'bigquery')).sql).toBe("SELECT r'C:\\','it\\'s  x','''a  ''  b'''");
    // PostgreSQL: only E'…' strings take backslash escapes.
    expect((await minify("SELECT E'a\\'  b' , 'c\\' , $$ x  y $$", 'postgresql')).sql).toBe("SELECT E'a\\'  b','c\\',$$ x  y $$");
    // T-SQL: ]] inside brackets is one ].
    expect((await minify('SELECT [a]]  b] , 1', 'tsql')).sql).toBe('SELECT [a]]  b],1');
    // Oracle q-quoting with a chosen delimiter.
    expect((await minify("SELECT q'[it's  here]' FROM dual", 'plsql')).sql).toBe("SELECT q'[it's  here]' FROM dual");
    // MySQL optimizer hints and executable comments change what runs: kept.
    expect((await minify('SELECT /*+ MAX_EXECUTION_TIME(1000) */ * FROM t /*! STRAIGHT_JOIN */ , u', 'mysql'))).toMatchObject({
      sql: 'SELECT /*+ MAX_EXECUTION_TIME(1000) */ *FROM t /*! STRAIGHT_JOIN */,u',
      commentsRemoved: 0,
    });
    // Snowflake // comments; PostgreSQL $1 is a parameter, not a dollar quote.
    expect((await minify('SELECT 1 // c\n, $1 , $2', 'snowflake')).sql).toBe('SELECT 1,$1,$2');
    expect((await minify('SELECT $1 , $2', 'postgresql')).sql).toBe('SELECT $1,$2');
  });

  it('knows each dialect\'s quotes and comments as sql-formatter defines them', () => {
    type QuoteType = string | { quote: string; prefixes: string[]; requirePrefix?: boolean } | { regex: string };
    const plain = (types: QuoteType[]) => types.flatMap((type) => (typeof type === 'string' ? [type] : 'quote' in type && !type.requirePrefix ? [type.quote] : []));
    const prefixed = (types: QuoteType[], prefix: string) =>
      types.some((type) => typeof type === 'object' && 'quote' in type && type.requirePrefix === true && type.prefixes.includes(prefix));
    for (const [language, lexicon] of Object.entries(SQL_LEXICONS)) {
      const options = (sqlFormatter as unknown as Record<string, { tokenizerOptions: Record<string, unknown> }>)[language]!.tokenizerOptions;
      const strings = options.stringTypes as QuoteType[];
      const idents = options.identTypes as QuoteType[];
      const all = [...plain(strings), ...plain(idents)];
      const comments = (options.lineCommentTypes as string[] | undefined) ?? ['--'];
      const derived = {
        hashComments: comments.includes('#'),
        slashComments: comments.includes('//'),
        nestedBlockComments: options.nestedBlockComments === true,
        singleQuoteBackslash: all.some((type) => type.startsWith("''-") && type.includes('bs')),
        doubleQuoteBackslash: all.some((type) => type.startsWith('""-') && type.includes('bs')),
        escapePrefix: prefixed(strings, 'E'),
        rawPrefix: prefixed(strings, 'R'),
        backticks: all.includes('``'),
        brackets: all.includes('[]'),
        dollarQuotes: all.includes('$$'),
        tripleQuotes: all.includes("'''..'''"),
        qQuotes: all.includes("q''"),
      };
      const { dashNeedsSpace, ...ours } = lexicon;
      expect(ours, language).toEqual(derived);
      expect(dashNeedsSpace, language).toBe(['mysql', 'mariadb', 'tidb', 'singlestoredb'].includes(language as SqlLanguage));
    }
  });

  it('counts statements and UTF-8 bytes', async () => {
    const result = await minify("SELECT 'é';;\n  ;SELECT 2 -- x\n");
    expect(result).toMatchObject({ sql: "SELECT 'é';;;SELECT 2", statementCount: 2, commentsRemoved: 1 });
    // python3: len("SELECT 'é';;\n  ;SELECT 2 -- x\n".encode()) == 31
    expect(result.originalBytes).toBe(31);
    expect((await minify('')).statementCount).toBe(0);
  });

  it('refuses parentheses nested past 100 levels and results past the size bound', async () => {
    const nested = (depth: number) => `SELECT ${'('.repeat(depth)}1${')'.repeat(depth)}`;
    expect((await format(nested(100))).sql).toContain('1');
    await expectInvalid('sql-formatter', { sql: nested(101) }, /^sql: parentheses nested deeper than 100 levels at line 1, column 108;/);
    // Minify does not lay anything out, so depth does not matter there.
    expect((await minify(nested(5000))).sql).toBe(nested(5000).replace(' ', ''));
    const wide = `SELECT ${'('.repeat(100)}${'a,'.repeat(60_000)}1${')'.repeat(100)}`;
    await expectInvalid('sql-formatter', { sql: wide, indent: 8 }, 'sql: the formatted SQL would be longer than 20000000 characters');
  });

  it('holds the 1,000,000-character bound, the indent range and the dialect list', async () => {
    expect((await minify(`SELECT 1${' '.repeat(999_992)}`)).sql).toBe('SELECT 1');
    await expectInvalid('sql-formatter', { sql: ' '.repeat(1_000_001) }, 'sql: must be at most 1000000 characters');
    await expectInvalid('sql-formatter', { sql: 'SELECT 1', indent: 0 }, 'indent: must be ≥ 1');
    await expectInvalid('sql-formatter', { sql: 'SELECT 1', indent: 9 }, 'indent: must be ≤ 8');
    await expectInvalid('sql-formatter', { sql: 'SELECT 1', dialect: 'oracle' }, /^dialect: must be one of standard, bigquery, clickhouse, .*, trino, tsql$/);
    await expectInvalid('sql-formatter', { sql: 'SELECT 1', mode: 'compress' }, 'mode: must be one of format, minify');
    await expectInvalid('sql-formatter', { sql: null }, 'sql: must be a string, got null');
    await expectInvalid('sql-formatter', {}, 'sql: is required');
  });
});
