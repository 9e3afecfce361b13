/** Source scans of the tests (catalog.test.ts, isomorphic.test.ts): text approximations, no parser. */

/** Code with the contents of its string and template literals taken out, so words in text are not taken for code. */
export function withoutStrings(code: string): string {
  return code.replace(/'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`/g, "''");
}
