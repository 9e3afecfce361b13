/**
 * SQLite as the outside reference of the SQL tools' tests: a script runs in a fresh in-memory
 * database through python3's sqlite3 module when python3 is installed, else through the sqlite3
 * command-line shell. Python first because the shell (3.40) reads its input line by line and turns a
 * CRLF inside a string literal into LF, so it cannot tell whether our CRLFs survived. Answers are
 * text SQLite itself produced (json_group_array…, .dump), so both backends give the same bytes.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

function has(command: string, args: string[]): boolean {
  try {
    execFileSync(command, args, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const hasPython = has('python3', ['-c', 'import sqlite3']);
export const hasSqliteCli = has('sqlite3', ['-version']);
export const hasSqlite = hasPython || hasSqliteCli;
export const hasSqlitePython = hasPython;

const PYTHON_RUNNER = `
import sqlite3, sys, json
job = json.load(sys.stdin)
db = sqlite3.connect(':memory:')
try:
    db.executescript(job['script'])
except sqlite3.Error as error:
    sys.stderr.write(str(error)); sys.exit(1)
if job['dump']:
    sys.stdout.write('\\n'.join(db.iterdump()) + '\\n')
elif job['query']:
    row = db.execute(job['query']).fetchone()
    sys.stdout.write('' if row is None or row[0] is None else str(row[0]))
`;

/** Runs `script` (stopping at the first error, which throws) and answers the first column of `query`'s first row. */
export function sqliteQuery(script: string, query: string): string {
  if (!hasPython) {
    const out = execFileSync('sqlite3', ['-bail', ':memory:'], { input: `${script}\n${query};\n`, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
    return out.replace(/\n$/, '');
  }
  return execFileSync('python3', ['-c', PYTHON_RUNNER], { input: JSON.stringify({ script, query, dump: false }), encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
}

/** Like sqliteQuery, but always through the sqlite3 shell (to check what people will pipe into it). */
export function sqliteCliQuery(script: string, query: string): string {
  return execFileSync('sqlite3', ['-bail', ':memory:'], { input: `${script}\n${query};\n`, encoding: 'utf8' }).replace(/\n$/, '');
}

/** The rows of `table` as SQLite reports them: a JSON array of arrays of the listed columns. */
export function sqliteRows(script: string, table: string, columns: string[]): unknown[][] {
  const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
  const query = `SELECT json_group_array(json_array(${columns.map(quote).join(', ')})) FROM (SELECT * FROM ${quote(table)} ORDER BY rowid)`;
  return JSON.parse(sqliteQuery(script, query) || '[]') as unknown[][];
}

/** The declared type of each column of `table`. */
export function sqliteColumnTypes(script: string, table: string): string[] {
  const query = `SELECT json_group_array(type) FROM pragma_table_info('${table.replaceAll("'", "''")}')`;
  return JSON.parse(sqliteQuery(script, query)) as string[];
}

/** The shell's .dump of the database `script` builds (the script read by python, so CRs survive). */
export function sqliteCliDump(script: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'tooldeck-sqlite-')), 'dump.db');
  try {
    if (hasPython) sqliteQueryInto(file, script);
    else execFileSync('sqlite3', ['-bail', file], { input: script, encoding: 'utf8' });
    return execFileSync('sqlite3', [file, '.dump'], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  } finally {
    rmSync(dirname(file), { recursive: true, force: true });
  }
}

/** Python's sqlite3 iterdump of the database `script` builds. */
export function sqlitePythonDump(script: string): string {
  return execFileSync('python3', ['-c', PYTHON_RUNNER], { input: JSON.stringify({ script, query: '', dump: true }), encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
}

function sqliteQueryInto(file: string, script: string): void {
  execFileSync('python3', ['-c', `import sqlite3, sys\ndb = sqlite3.connect(sys.argv[1])\ndb.executescript(sys.stdin.read())\ndb.commit()`, file], { input: script });
}
