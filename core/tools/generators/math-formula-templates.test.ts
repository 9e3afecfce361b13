import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Formula {
  id: string;
  name: string;
  category: string;
  latex: string;
  plain: string;
  variables: { symbol: string; meaning: string }[];
  keywords: string[];
  source: string;
}
interface Result {
  formulas: Formula[];
  count: number;
  total: number;
  category?: string;
  search?: string;
  categories: string[];
}

const lookup = (input: Record<string, unknown>) => run<Result>('math-formula-templates', input);
const ids = (result: Result) => result.formulas.map((formula) => formula.id);

/** Why a LaTeX string would not compile: unbalanced braces or \left…\right, or an empty group. */
function latexProblems(latex: string): string[] {
  const problems: string[] = [];
  let depth = 0;
  const unescaped = latex.replace(/\\[{}]/g, '');
  for (const char of unescaped) {
    if (char === '{') depth++;
    if (char === '}' && --depth < 0) problems.push('a } closes nothing');
  }
  if (depth > 0) problems.push(`${depth} { left open`);
  const delimiters = [...latex.matchAll(/\\(left|right)\b/g)].map((match) => match[1]);
  let open = 0;
  for (const delimiter of delimiters) {
    open += delimiter === 'left' ? 1 : -1;
    if (open < 0) problems.push('\\right before its \\left');
  }
  if (open !== 0) problems.push('\\left and \\right do not pair');
  if (/\$/.test(latex)) problems.push('holds a $ delimiter');
  if (/\^\s*$|_\s*$|\^\^|__/.test(latex)) problems.push('a ^ or _ with nothing to apply to');
  return problems;
}

/**
 * The commands a LaTeX math renderer must know for this table: all are standard LaTeX or amsmath
 * (\binom, \text), and KaTeX's and MathJax's supported-function lists both have every one.
 */
const KNOWN_COMMANDS = new Set([
  'frac', 'sqrt', 'pm', 'mp', 'sum', 'binom', 'log', 'ln', 'left', 'right', 'quad', 'neq', 'infty', 'cdot', 'pi', 'sin', 'cos', 'tan',
  'theta', 'alpha', 'beta', 'lambda', 'sigma', 'mu', 'rho', 'chi', 'int', 'lim', 'to', 'bar', 'hat', 'text', 'mathrm', 'cup', 'cap', 'mid', ',',
]);

describe('math-formula-templates', () => {
  it('holds 104 formulas with unique ids across the eight categories, at least 10 each', async () => {
    const all = await lookup({});
    expect(all.total).toBe(104);
    expect(all.count).toBe(104);
    expect(new Set(ids(all)).size).toBe(104);
    expect(all.categories).toEqual(['algebra', 'geometry', 'trigonometry', 'calculus', 'statistics', 'probability', 'physics', 'finance']);
    for (const category of all.categories) expect(all.formulas.filter((f) => f.category === category).length, category).toBeGreaterThanOrEqual(10);
  });

  it('writes every LaTeX string (formulas and variable symbols) balanced, with known commands only', async () => {
    const { formulas } = await lookup({});
    for (const formula of formulas) {
      for (const latex of [formula.latex, ...formula.variables.map((variable) => variable.symbol)]) {
        expect(latexProblems(latex), `${formula.id}: ${latex}`).toEqual([]);
        for (const [, command] of latex.matchAll(/\\([a-zA-Z]+|,)/g)) expect(KNOWN_COMMANDS.has(command!), `${formula.id}: \\${command}`).toBe(true);
      }
    }
    // The checks bite.
    expect(latexProblems('\\frac{a}{b')).toEqual(['1 { left open']);
    expect(latexProblems('\\left( x')).toEqual(['\\left and \\right do not pair']);
    expect(latexProblems('a}{')).toContain('a } closes nothing');
  });

  it('gives every formula a name, a plain form, explained variables and a named source', async () => {
    const { formulas } = await lookup({});
    for (const formula of formulas) {
      expect(formula.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(formula.plain.length, formula.id).toBeGreaterThan(2);
      expect(formula.variables.length, formula.id).toBeGreaterThan(0);
      expect(formula.source, formula.id).toMatch(/^(DLMF §|NIST\/SEMATECH e-Handbook|OpenStax |Blitzstein & Hwang|Brealey, Myers & Allen)/);
      for (const keyword of formula.keywords) expect(keyword).toBe(keyword.toLowerCase());
    }
  });

  it('gives the textbook forms of well-known formulas (DLMF §4.21, OpenStax College Algebra 2e §2.5, Prealgebra 2e §9.6)', async () => {
    const byId = new Map((await lookup({})).formulas.map((formula) => [formula.id, formula]));
    expect(byId.get('quadratic-formula')!.latex).toBe('x = \\frac{-b \\pm \\sqrt{b^2 - 4ac}}{2a}');
    expect(byId.get('pythagorean-identity')!.latex).toBe('\\sin^2\\theta + \\cos^2\\theta = 1');
    expect(byId.get('sphere-volume')!.plain).toBe('V = ⁴⁄₃ πr³');
    expect(byId.get('sample-variance')!.latex).toContain('\\frac{1}{n - 1}');
  });

  it('searches names, keywords and categories ignoring case, accents and apostrophe forms; every word must match', async () => {
    expect(ids(await lookup({ search: 'PYTHAGOREAN' }))).toEqual(['pythagorean-theorem', 'pythagorean-identity']);
    expect(ids(await lookup({ search: 'lhopital' }))).toEqual(['lhopitals-rule']);
    expect(ids(await lookup({ search: 'Hôpital' }))).toEqual(['lhopitals-rule']);
    expect(ids(await lookup({ search: "heron's" }))).toEqual(['herons-formula']);
    expect(ids(await lookup({ search: '  e=mc2 ' }))).toEqual(['mass-energy-equivalence']);
    expect(ids(await lookup({ search: 'sphere volume' }))).toEqual(['sphere-volume']);
    expect(ids(await lookup({ search: 'law', category: 'trigonometry' }))).toEqual(['law-of-sines', 'law-of-cosines']);
    const searched = await lookup({ search: '  annuity\n value ' });
    expect(searched.search).toBe('annuity value');
    expect(ids(searched)).toEqual(['future-value-of-annuity', 'present-value-of-annuity']);
  });

  it('filters by category alone, in table order, and echoes the request', async () => {
    const finance = await lookup({ category: 'finance' });
    expect(finance.category).toBe('finance');
    expect(finance.search).toBeUndefined();
    expect(finance.count).toBe(11);
    expect(finance.formulas.every((formula) => formula.category === 'finance')).toBe(true);
    expect(ids(finance)[0]).toBe('simple-interest');
    // A category word finds its category.
    expect((await lookup({ search: 'probability' })).formulas.filter((f) => f.category === 'probability')).toHaveLength(10);
  });

  it('answers no match with an empty list, and treats markup and __proto__ as plain words', async () => {
    for (const search of ['zzzz', '<script>alert(1)</script>', '__proto__', 'constructor', '\u0000']) {
      const result = await lookup({ search });
      expect(result.count, search).toBe(0);
    }
    expect((await lookup({ search: '   ' })).count).toBe(104);
  });

  it('returns copies: changing a result does not change the table', async () => {
    const first = await lookup({ search: 'quadratic' });
    first.formulas[0]!.latex = 'changed';
    expect((await lookup({ search: 'quadratic' })).formulas[0]!.latex).not.toBe('changed');
  });

  it('refuses an unknown category and an overlong search with a 400 naming the field', async () => {
    await expectInvalid('math-formula-templates', { category: 'chemistry' }, /category/);
    await expectInvalid('math-formula-templates', { search: 'x'.repeat(101) }, /search/);
    await expectInvalid('math-formula-templates', { search: 42 }, /search/);
  });
});
