/**
 * TSV fields cannot hold a tab or a line break (IANA text/tab-separated-values). The CSV↔TSV tools
 * follow the escaping convention of linear TSV, PostgreSQL's COPY text format and MySQL's LOAD DATA:
 * a backslash is written \\, a tab \t, LF \n and CR \r. Reading undoes exactly those four; any other
 * backslash is kept as written (so `C:\dir` survives, though `C:\new` reads as a line break).
 */

const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
const UNESCAPES: Record<string, string> = { '\\': '\\', t: '\t', n: '\n', r: '\r' };

/** `field` with backslash, tab, LF and CR escaped. */
export function escapeTsvField(field: string): string {
  return /[\\\t\n\r]/.test(field) ? field.replace(/[\\\t\n\r]/g, (char) => ESCAPES[char]!) : field;
}

/** `field` with \\, \t, \n and \r turned back into the characters; other backslashes kept. */
export function unescapeTsvField(field: string): string {
  return field.includes('\\') ? field.replace(/\\([\\tnr])/g, (_, char: string) => UNESCAPES[char]!) : field;
}
