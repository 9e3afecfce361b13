import { Type, type Static } from '@sinclair/typebox';
import { parseDotenv, type DotenvIssue, type DotenvParse } from '../../lib/dotenv.ts';
import { quoteClipped } from '../../lib/quote.ts';
import { closedObject, stringEnum } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

/*
 * Decisions (the spec names only env and example):
 * - Parsing follows the npm dotenv package (see lib/dotenv.ts); `variables` is what dotenv would load.
 * - Severities. error: the line does not load the way it reads (no "=", a name that is not POSIX
 *   [A-Za-z_][A-Za-z0-9_]* — dotenv skips names with other characters and loads dotted or dashed ones
 *   no shell can export —, a quote never closed, text after a closing quote) and keys of `example`
 *   missing from `env`. warning: a repeated name (dotenv keeps the last), an unquoted value with
 *   whitespace, a # inside an unquoted value (dotenv cuts it there), an empty value, and keys of
 *   `env` that `example` does not list. info: dotenv-only syntax (KEY: value, spaces around "=").
 * - `example` is checked with the same rules except empty values (placeholders are normal there).
 * - At most 1,000 findings are listed (counts cover all); `valid` means no errors.
 * - variables has no prototype, so a name like __proto__ is just a name.
 * - Linear time, but a megabyte of one-line mistakes (200,000 findings) takes about a second: isolated.
 * - Where dotenv's regular expression lets \s run across line ends (a name on one line and its "=" on
 *   the next, or NAME= followed by a line starting with a quote), dotenv joins the lines; this reader
 *   keeps lines apart and reports the first line as missing "=" or the value as empty.
 */

const MAX_FINDINGS = 1000;

type Severity = 'error' | 'warning' | 'info';
type Rule = DotenvIssue['kind'] | 'duplicate-key' | 'missing-key' | 'extra-key';
type File = 'env' | 'example';

interface Finding {
  file: File;
  line: number;
  column: number;
  severity: Severity;
  rule: Rule;
  key?: string;
  message: string;
}

const SEVERITY: Record<Rule, Severity> = {
  'missing-equals': 'error',
  'invalid-name': 'error',
  'unterminated-quote': 'error',
  'text-after-quote': 'error',
  'missing-key': 'error',
  'duplicate-key': 'warning',
  'unquoted-whitespace': 'warning',
  'hash-in-value': 'warning',
  'empty-value': 'warning',
  'extra-key': 'warning',
  'colon-separator': 'info',
  'space-around-equals': 'info',
};

const RULES = Object.keys(SEVERITY) as [Rule, ...Rule[]];

function describeIssue(issue: DotenvIssue): string {
  const key = issue.key ?? '';
  const detail = issue.detail ?? '';
  switch (issue.kind) {
    case 'missing-equals':
      return 'no "=" on this line: dotenv ignores it (write NAME=value)';
    case 'invalid-name':
      return issue.key === undefined
        ? `${quoteClipped(detail)} is not a valid name: dotenv skips this line (names are letters, digits and _, not starting with a digit)`
        : `${quoteClipped(detail)} is not a POSIX name: dotenv loads it, but shells and most tools cannot export it (use letters, digits and _, not starting with a digit)`;
    case 'unterminated-quote':
      return `the quote opened here is never closed: dotenv reads ${key} as the literal text ${quoteClipped(detail)}`;
    case 'text-after-quote':
      return `text after the closing quote: dotenv then keeps the quotes, reading ${key} as ${quoteClipped(detail)}`;
    case 'colon-separator':
      return `"${key}: value" is dotenv-only syntax; other loaders expect ${key}=value`;
    case 'space-around-equals':
      return `spaces around "=": dotenv accepts them, a shell sourcing this file does not`;
    case 'hash-in-value':
      return `"#" starts a comment even inside an unquoted value, so dotenv reads ${key} as ${quoteClipped(detail)}; quote the value to keep the rest`;
    case 'unquoted-whitespace':
      return `the value of ${key} contains whitespace but is not quoted; quote it so shells and other loaders read it the same way`;
    case 'empty-value':
      return `${key} is empty`;
  }
}

const output = closedObject({
  valid: Type.Boolean({ description: 'True when there are no errors (warnings and infos allowed)' }),
  variables: Type.Record(Type.String(), Type.String(), {
    additionalProperties: false,
    description: 'What dotenv would load from env: each name with its final value (a repeated name keeps the last)',
  }),
  keyCount: Type.Integer({ minimum: 0, description: 'How many distinct names env sets' }),
  findings: Type.Array(
    closedObject({
      file: stringEnum(['env', 'example'], { description: 'Which input the finding is about' }),
      line: Type.Integer({ minimum: 1, description: '1-based line' }),
      column: Type.Integer({ minimum: 1, description: '1-based column, in code points' }),
      severity: stringEnum(['error', 'warning', 'info'], { description: 'error, warning or info' }),
      rule: stringEnum(RULES, { description: 'Which check found it' }),
      key: Type.Optional(Type.String({ description: 'The variable name, when the line has one' })),
      message: Type.String({ description: 'What is wrong and what dotenv makes of it' }),
    }),
    { description: `The findings, env first, by line and column (at most ${MAX_FINDINGS})` },
  ),
  errorCount: Type.Integer({ minimum: 0, description: 'Errors in all' }),
  warningCount: Type.Integer({ minimum: 0, description: 'Warnings in all' }),
  infoCount: Type.Integer({ minimum: 0, description: 'Infos in all' }),
  truncated: Type.Boolean({ description: `True when more than ${MAX_FINDINGS} findings were found and the list stops there` }),
  missingKeys: Type.Array(Type.String(), { description: 'Names example sets and env does not (empty without example)' }),
  extraKeys: Type.Array(Type.String(), { description: 'Names env sets and example does not (empty without example)' }),
});

/** Names with their first line and column, in order of first appearance. */
function firstSeen(parse: DotenvParse): Map<string, { line: number; column: number }> {
  const seen = new Map<string, { line: number; column: number }>();
  for (const entry of parse.entries) if (!seen.has(entry.key)) seen.set(entry.key, { line: entry.line, column: entry.column });
  return seen;
}

/** A finding before its message is written (most are only counted: the list stops at MAX_FINDINGS). */
interface PendingFinding {
  file: File;
  line: number;
  column: number;
  rule: Rule;
  key?: string;
  message: () => string;
}

function lintFile(file: File, parse: DotenvParse, findings: PendingFinding[]): void {
  for (const issue of parse.issues) {
    if (file === 'example' && issue.kind === 'empty-value') continue;
    findings.push({ file, line: issue.line, column: issue.column, rule: issue.kind, key: issue.key, message: () => describeIssue(issue) });
  }
  const firstLine = new Map<string, number>();
  for (const entry of parse.entries) {
    const earlier = firstLine.get(entry.key);
    if (earlier === undefined) {
      firstLine.set(entry.key, entry.line);
      continue;
    }
    findings.push({
      file,
      line: entry.line,
      column: entry.column,
      rule: 'duplicate-key',
      key: entry.key,
      message: () => `${entry.key} is already set on line ${earlier}; dotenv keeps this later value`,
    });
  }
}

export default defineTool({
  id: 'env-linter',
  name: '.env Linter',
  category: 'developer',
  description:
    'Lint a .env file as the dotenv package reads it: missing "=", names that are not POSIX, unclosed quotes, repeated names, unquoted values with spaces or a #, empty values; with an example file, the keys missing from or extra to it. Findings have line, column and severity; also returns the variables dotenv would load.',
  keywords: ['dotenv', 'environment variables', 'env file', 'env vars', 'dotenv validator'],
  isolate: true,
  input: closedObject({
    env: Type.String({ maxLength: 1_000_000, description: 'The .env text' }),
    example: Type.Optional(Type.String({ maxLength: 1_000_000, description: 'An .env.example to compare names with (its values are ignored)' })),
  }),
  output,
  examples: [
    {
      title: 'Problems in one file, compared with an example',
      input: {
        env: 'DB_HOST=localhost\nDB_PORT=5432\nAPP NAME=demo\nGREETING=hello world\nDB_PORT=5433\nCOLOR=#ff0000\n',
        example: 'DB_HOST=\nDB_PORT=\nAPI_KEY=\n',
      },
      output: {
        valid: false,
        variables: { DB_HOST: 'localhost', DB_PORT: '5433', GREETING: 'hello world', COLOR: '' },
        keyCount: 4,
        findings: [
          {
            file: 'env',
            line: 3,
            column: 1,
            severity: 'error',
            rule: 'invalid-name',
            message: '"APP NAME" is not a valid name: dotenv skips this line (names are letters, digits and _, not starting with a digit)',
          },
          { file: 'env', line: 4, column: 1, severity: 'warning', rule: 'extra-key', key: 'GREETING', message: 'GREETING is not in the example' },
          {
            file: 'env',
            line: 4,
            column: 10,
            severity: 'warning',
            rule: 'unquoted-whitespace',
            key: 'GREETING',
            message: 'the value of GREETING contains whitespace but is not quoted; quote it so shells and other loaders read it the same way',
          },
          {
            file: 'env',
            line: 5,
            column: 1,
            severity: 'warning',
            rule: 'duplicate-key',
            key: 'DB_PORT',
            message: 'DB_PORT is already set on line 2; dotenv keeps this later value',
          },
          { file: 'env', line: 6, column: 1, severity: 'warning', rule: 'extra-key', key: 'COLOR', message: 'COLOR is not in the example' },
          {
            file: 'env',
            line: 6,
            column: 7,
            severity: 'warning',
            rule: 'hash-in-value',
            key: 'COLOR',
            message: '"#" starts a comment even inside an unquoted value, so dotenv reads COLOR as ""; quote the value to keep the rest',
          },
          {
            file: 'example',
            line: 3,
            column: 1,
            severity: 'error',
            rule: 'missing-key',
            key: 'API_KEY',
            message: 'API_KEY is in the example but not in env',
          },
        ],
        errorCount: 2,
        warningCount: 5,
        infoCount: 0,
        truncated: false,
        missingKeys: ['API_KEY'],
        extraKeys: ['GREETING', 'COLOR'],
      },
    },
    {
      title: 'A clean file with quotes, export and a multi-line value',
      input: { env: '# settings\nexport NODE_ENV=production\nTITLE="My App" # shown in the header\nKEY="-----BEGIN KEY-----\\nabc\n-----END KEY-----"\n' },
      output: {
        valid: true,
        variables: { NODE_ENV: 'production', TITLE: 'My App', KEY: '-----BEGIN KEY-----\nabc\n-----END KEY-----' },
        keyCount: 3,
        findings: [],
        errorCount: 0,
        warningCount: 0,
        infoCount: 0,
        truncated: false,
        missingKeys: [],
        extraKeys: [],
      },
    },
  ],
  run({ env, example }): Static<typeof output> {
    const parsedEnv = parseDotenv(env);
    const variables: Record<string, string> = Object.create(null);
    for (const entry of parsedEnv.entries) variables[entry.key] = entry.value;
    const envKeys = firstSeen(parsedEnv);

    const envFindings: PendingFinding[] = [];
    const exampleFindings: PendingFinding[] = [];
    lintFile('env', parsedEnv, envFindings);
    let missingKeys: string[] = [];
    let extraKeys: string[] = [];
    if (example !== undefined) {
      const parsedExample = parseDotenv(example);
      lintFile('example', parsedExample, exampleFindings);
      const exampleKeys = firstSeen(parsedExample);
      missingKeys = [...exampleKeys.keys()].filter((key) => !envKeys.has(key));
      extraKeys = [...envKeys.keys()].filter((key) => !exampleKeys.has(key));
      for (const key of missingKeys) {
        const { line, column } = exampleKeys.get(key)!;
        exampleFindings.push({ file: 'example', line, column, rule: 'missing-key', key, message: () => `${key} is in the example but not in env` });
      }
      for (const key of extraKeys) {
        const { line, column } = envKeys.get(key)!;
        envFindings.push({ file: 'env', line, column, rule: 'extra-key', key, message: () => `${key} is not in the example` });
      }
    }

    const counts: Record<Severity, number> = { error: 0, warning: 0, info: 0 };
    const findings: Finding[] = [];
    for (const list of [envFindings, exampleFindings]) {
      list.sort((a, b) => a.line - b.line || a.column - b.column);
      for (const pending of list) {
        const severity = SEVERITY[pending.rule];
        counts[severity]++;
        if (findings.length === MAX_FINDINGS) continue;
        const { file, line, column, rule, key } = pending;
        findings.push({ file, line, column, severity, rule, ...(key !== undefined ? { key } : {}), message: pending.message() });
      }
    }

    return {
      valid: counts.error === 0,
      variables,
      keyCount: envKeys.size,
      findings,
      errorCount: counts.error,
      warningCount: counts.warning,
      infoCount: counts.info,
      truncated: counts.error + counts.warning + counts.info > findings.length,
      missingKeys,
      extraKeys,
    };
  },
});
