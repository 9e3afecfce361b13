import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Finding {
  file: 'env' | 'example';
  line: number;
  column: number;
  severity: 'error' | 'warning' | 'info';
  rule: string;
  key?: string;
  message: string;
}

interface EnvResult {
  valid: boolean;
  variables: Record<string, string>;
  keyCount: number;
  findings: Finding[];
  errorCount: number;
  warningCount: number;
  infoCount: number;
  truncated: boolean;
  missingKeys: string[];
  extraKeys: string[];
}

const lint = (env: string, example?: string) => run<EnvResult>('env-linter', example === undefined ? { env } : { env, example });
const variables = async (env: string) => ({ ...(await lint(env)).variables });
/** rule@line:column for each finding, the compact form the tests compare. */
const rules = async (env: string, example?: string) => (await lint(env, example)).findings.map((f) => `${f.rule}@${f.file === 'env' ? '' : 'example:'}${f.line}:${f.column}`);

/*
 * Known answers: dotenv's README ("What rules does the parsing engine follow?"), checked against
 * dotenv 16's own parse() (lib/main.js: the LINE regular expression and the quote handling after it)
 * run by hand with node, and against node's util.parseEnv where the two agree.
 */
describe('env-linter', () => {
  it('loads values as the dotenv README documents (node: util.parseEnv gives the same)', async () => {
    const readme = [
      'BASIC=basic',
      '',
      '# comment line',
      'EMPTY=',
      'JSON={"foo": "bar"}',
      'FOO=  some value  ',
      "SINGLE_QUOTE='quoted'",
      'DOUBLE_SPACES="  some value  "',
      'MULTILINE="new\\nline"',
      'BACKTICK_KEY=`This has \'single\' and "double" quotes inside of it.`',
      'SECRET_KEY=YOURSECRETKEYGOESHERE # comment',
      'SECRET_HASH="something-with-a-#-hash"',
      'PRIVATE_KEY="-----BEGIN RSA PRIVATE KEY-----',
      'Kh9NV...',
      '-----END RSA PRIVATE KEY-----"',
    ].join('\n');
    expect(await variables(readme)).toEqual({
      BASIC: 'basic',
      EMPTY: '',
      JSON: '{"foo": "bar"}',
      FOO: 'some value',
      SINGLE_QUOTE: 'quoted',
      DOUBLE_SPACES: '  some value  ',
      MULTILINE: 'new\nline',
      BACKTICK_KEY: 'This has \'single\' and "double" quotes inside of it.',
      SECRET_KEY: 'YOURSECRETKEYGOESHERE',
      SECRET_HASH: 'something-with-a-#-hash',
      PRIVATE_KEY: '-----BEGIN RSA PRIVATE KEY-----\nKh9NV...\n-----END RSA PRIVATE KEY-----',
    });
  });

  it('reproduces the corners of dotenv 16 parse() (run by hand)', async () => {
    // parse('A="say \\"hi\\""') → { A: 'say \\"hi\\"' }: an escaped quote does not close, and keeps its backslash.
    expect(await variables('A="say \\"hi\\""')).toEqual({ A: 'say \\"hi\\"' });
    // Only double quotes expand \n: parse("S='a\\nb'\nD=\"a\\nb\"\nB=`a\\nb`") → { S: 'a\\nb', D: 'a\nb', B: 'a\\nb' }
    expect(await variables("S='a\\nb'\nD=\"a\\nb\"\nB=`a\\nb`")).toEqual({ S: 'a\\nb', D: 'a\nb', B: 'a\\nb' });
    expect(await variables('K="line1\nline2\\nline3"')).toEqual({ K: 'line1\nline2\nline3' });
    // Unquoted values end at any #: { URL: 'http://a/', COLOR: '', NOTE: 'a' }
    expect(await variables('URL=http://a/#frag\nCOLOR=#fff\nNOTE=a # comment')).toEqual({ URL: 'http://a/', COLOR: '', NOTE: 'a' });
    // A quote followed by text is no quote: { A: '"x" y' }; never closed: { A: '"abc', B: '2' }
    expect(await variables('A="x" y')).toEqual({ A: '"x" y' });
    expect(await variables('A="abc\nB=2')).toEqual({ A: '"abc', B: '2' });
    expect(await variables('A="x"#c\nB=\'y\'  # c')).toEqual({ A: 'x', B: 'y' });
    // "KEY: value" is dotenv syntax, "K2:value" is not; export is a prefix unless it is the name.
    expect(await variables('KEY: value\nK2:value')).toEqual({ KEY: 'value' });
    expect(await variables('export E=1\nexport = x')).toEqual({ E: '1', export: 'x' });
    // Names are [\w.-]+: { '1ABC': 'x', 'MY-VAR': 'y', 'my.var': 'z' }; the others are skipped.
    expect(await variables('1ABC=x\nMY-VAR=y\nmy.var=z\nMY VAR=w\n=nokey\nJUST_NAME')).toEqual({ '1ABC': 'x', 'MY-VAR': 'y', 'my.var': 'z' });
    // CR and CRLF end lines: { R: 'a', B: 'b', C: 'c' }; the last value of a name wins: { D: '2' }
    expect(await variables('R=a\rB=b\r\nC=c')).toEqual({ R: 'a', B: 'b', C: 'c' });
    expect(await variables('D=1\nD=2')).toEqual({ D: '2' });
    expect(await variables('K = v\n  INDENTED=1')).toEqual({ K: 'v', INDENTED: '1' });
  });

  it('says where each problem is, with the rule and severity', async () => {
    const env = [
      'JUST_NAME', // 1: missing-equals
      'MY VAR=w', // 2: invalid name, skipped
      '1ABC=x', // 3: not POSIX, loaded
      'A="abc', // 4: unterminated
      'B="x" y', // 5: text after quote
      'C=a b', // 6: unquoted whitespace
      'URL=http://x/#top', // 7: hash in value
      'E=', // 8: empty
      'C=2', // 9: duplicate
      'K: v', // 10: colon
      'S = 1', // 11: spaces around =
    ].join('\n');
    expect(await rules(env)).toEqual([
      'missing-equals@1:1',
      'invalid-name@2:1',
      'invalid-name@3:1',
      'unterminated-quote@4:3',
      'text-after-quote@5:7',
      'unquoted-whitespace@6:3',
      'hash-in-value@7:14',
      'empty-value@8:3',
      'duplicate-key@9:1',
      'colon-separator@10:2',
      'space-around-equals@11:2',
    ]);
    const result = await lint(env);
    expect(result).toMatchObject({ valid: false, errorCount: 5, warningCount: 4, infoCount: 2, truncated: false });
    expect(result.findings[3]).toEqual({
      file: 'env',
      line: 4,
      column: 3,
      severity: 'error',
      rule: 'unterminated-quote',
      key: 'A',
      message: 'the quote opened here is never closed: dotenv reads A as the literal text "\\"abc"',
    });
    expect(result.findings[6]!.message).toBe('"#" starts a comment even inside an unquoted value, so dotenv reads URL as "http://x/"; quote the value to keep the rest');
    expect(result.findings[8]!.message).toBe('C is already set on line 6; dotenv keeps this later value');
    expect(result.variables.C).toBe('2');
  });

  it('counts columns in code points and lines across multi-line values', async () => {
    expect(await rules('EMOJI=🎉 x\nM="one\ntwo"\nAFTER=a b')).toEqual(['unquoted-whitespace@1:7', 'unquoted-whitespace@4:7']);
    expect(await rules('A=1\r\nB\rC=x y')).toEqual(['missing-equals@2:1', 'unquoted-whitespace@3:3']);
    expect(await rules('  export  X=a b')).toEqual(['unquoted-whitespace@1:13']);
  });

  it('compares names with an example file', async () => {
    const result = await lint('A=1\nB=2\nEXTRA=3\n', '# needed\nA=\nB=\nC=\nD=\n');
    expect(result).toMatchObject({ missingKeys: ['C', 'D'], extraKeys: ['EXTRA'], valid: false, errorCount: 2, warningCount: 1 });
    expect(result.findings.map((f) => `${f.file}:${f.rule}:${f.key}@${f.line}`)).toEqual([
      'env:extra-key:EXTRA@3',
      'example:missing-key:C@4',
      'example:missing-key:D@5',
    ]);
    // The example's own mistakes are reported too, but not its empty placeholders.
    expect(await rules('A=1', 'A=\nA=\nBAD NAME=')).toEqual(['duplicate-key@example:2:1', 'invalid-name@example:3:1']);
    // Without an example nothing is compared.
    expect(await lint('A=1')).toMatchObject({ missingKeys: [], extraKeys: [], findings: [], valid: true });
  });

  it('keeps __proto__, constructor and prototype as plain names (dotenv 16 loses __proto__ into the prototype)', async () => {
    const result = await lint('__proto__=x\nconstructor=y\nprototype=z', '__proto__=\n');
    expect(Object.getPrototypeOf(result.variables)).toBeNull();
    expect(Object.keys(result.variables)).toEqual(['__proto__', 'constructor', 'prototype']);
    expect(result.variables['__proto__']).toBe('x');
    expect(JSON.parse(JSON.stringify(result.variables))).toEqual(JSON.parse('{"__proto__":"x","constructor":"y","prototype":"z"}'));
    expect(result.missingKeys).toEqual([]);
    expect(result.extraKeys).toEqual(['constructor', 'prototype']);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('stays linear on hostile input and caps the list at 1,000 findings', async () => {
    // Every line opens a quote that never closes: a regex-based reader rescans to the end each time
    // (dotenv's LINE regex: about 10^11 steps here). The bound is loose for a loaded machine.
    const unclosed = 'K="x\n'.repeat(199_999);
    let started = performance.now();
    const many = await lint(unclosed);
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(many).toMatchObject({ truncated: true, errorCount: 199_999, warningCount: 199_998 });
    expect(many.findings).toHaveLength(1000);
    // Every line's quote closes far below, behind text: each would be found and refused again.
    const farClose = `${'K="x\n'.repeat(100_000)}Z="x" trailing\n`;
    started = performance.now();
    expect((await lint(farClose)).errorCount).toBe(100_001);
    expect(performance.now() - started).toBeLessThan(10_000);
    expect((await lint(`A=${'a'.repeat(999_998)}`)).variables.A).toHaveLength(999_998);
  });

  it('holds the bounds and refuses wrong types', async () => {
    await expectInvalid('env-linter', { env: 'a'.repeat(1_000_001) }, 'env: must be at most 1000000 characters');
    await expectInvalid('env-linter', { env: 'A=1', example: 'a'.repeat(1_000_001) }, 'example: must be at most 1000000 characters');
    await expectInvalid('env-linter', { env: 5 }, 'env: must be a string, got an integer');
    await expectInvalid('env-linter', { env: 'A=1', example: null }, 'example: must be a string, got null');
    await expectInvalid('env-linter', {}, 'env: is required');
  });
});
