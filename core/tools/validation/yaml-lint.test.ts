import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Problem {
  line: number;
  col: number;
  message: string;
  code: string;
}
interface Answer {
  valid: boolean;
  documents: number;
  errors: Problem[];
  duplicateKeys: string[];
  warnings: Problem[];
}
const lint = (yaml: string) => run<Answer>('yaml-lint', { yaml });
const positions = (answer: Answer) => answer.errors.map((error) => `${error.line}:${error.col}`);

describe('yaml-lint', () => {
  it('finds errors at the lines and columns yamllint gives', async () => {
    // yamllint 1.29 -f parsable -d '{rules: {key-duplicates: enable}}' FILE, one file per case:
    const cases: [string, string[], string][] = [
      // dup.yaml:3:1: [error] duplication of key "name" in mapping (key-duplicates)
      ['name: app\nport: 80\nname: api\nlist:\n  - a\n  - b\n', ['3:1'], 'DUPLICATE_KEY'],
      // multi.yaml:4:3: [error] duplication of key "y" …; multi.yaml:7:1: [error] syntax error: expected ',' or ']' …
      ['x:\n  y: 1\n  z: 2\n  y: 3\n---\nk: [1, 2\n', ['4:3', '7:1'], 'DUPLICATE_KEY'],
      // quote.yaml:4:1: [error] syntax error: found unexpected end of stream (syntax)
      ['a: 1\nb: "unterminated\nc: 3\n', ['4:1'], 'MISSING_CHAR'],
      // tab.yaml:2:1: [error] syntax error: found character '\t' that cannot start any token (syntax)
      ['a:\n\tb: 1\n', ['2:1'], 'TAB_AS_INDENT'],
    ];
    for (const [yaml, expected, firstCode] of cases) {
      const answer = await lint(yaml);
      expect(answer.valid, yaml).toBe(false);
      expect(positions(answer), yaml).toEqual(expected);
      expect(answer.errors[0]!.code).toBe(firstCode);
    }
    // ok.yaml: yamllint printed nothing (exit 0).
    expect(await lint('a: 1\n---\nb: [1, 2]\n')).toEqual({ valid: true, documents: 2, errors: [], duplicateKeys: [], warnings: [] });
  });

  it('compares keys by value: 1 and "1" differ, repeated collection keys do not', async () => {
    const answer = await lint('1: a\n"1": b\n? [x]\n: 1\n? [x]\n: 2\n');
    expect(answer.duplicateKeys).toEqual(['["x"]']);
    expect(positions(answer)).toEqual(['5:3']);
    expect((await lint('a: 1\nb:\n  a: 2\n')).valid).toBe(true);
    expect((await lint('- {a: 1, a: 2}\n- {a: 1}\n')).duplicateKeys).toEqual(['a']);
  });

  it('lists unknown tags as warnings, not errors', async () => {
    expect(await lint('a: !foo x\n')).toEqual({
      valid: true,
      documents: 1,
      errors: [],
      duplicateKeys: [],
      warnings: [{ line: 1, col: 4, message: 'Unresolved tag: !foo', code: 'TAG_RESOLVE_FAILED' }],
    });
  });

  it('counts documents, an empty stream holding none', async () => {
    expect((await lint('')).documents).toBe(0);
    expect((await lint('# only a comment\n')).documents).toBe(0);
    expect((await lint('---\n---\n')).documents).toBe(2);
  });

  it('treats __proto__ as an ordinary key', async () => {
    const answer = await lint('__proto__: 1\n__proto__: 2\n');
    expect(answer.duplicateKeys).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses nesting past 200 levels instead of exhausting the stack', async () => {
    await expectInvalid('yaml-lint', { yaml: '['.repeat(100_000) }, /^yaml: nested deeper than 200 levels at line 1/);
  });

  it('gives at most 1,000 errors', async () => {
    const answer = await lint(Array.from({ length: 1500 }, () => 'a: 1').join('\n'));
    expect(answer.errors).toHaveLength(1000);
    expect(answer.duplicateKeys).toEqual(['a']);
  });

  it('refuses bad fields, naming them', async () => {
    await expectInvalid('yaml-lint', { yaml: 1 }, /^yaml: must be a string/);
    await expectInvalid('yaml-lint', {}, 'yaml: is required');
    await expectInvalid('yaml-lint', { yaml: ' '.repeat(1_000_001) }, 'yaml: must be at most 1000000 characters');
  });
});
