import { Type } from '@sinclair/typebox';
import { closedObject, stringEnum } from '../../schema.ts';
import { defineTool } from '../../tool.ts';
import { FORMULA_CATEGORIES, FORMULAS, type MathFormula } from './data/math-formulas.ts';

/*
 * A lookup over a fixed table (data/math-formulas.ts, 104 formulas, each citing its reference:
 * DLMF, the NIST/SEMATECH e-Handbook, OpenStax textbooks, Blitzstein & Hwang, Brealey, Myers &
 * Allen). Decisions: category narrows to one category; search (up to 100 characters) is split into
 * words, and a formula matches when every word occurs in its name, id, keywords or category,
 * ignoring case, accents and the apostrophe's form (so "lhopital" and "heron's" find theirs).
 * Results keep the table's order; no match is an empty list, not an error.
 */

const fold = (text: string): string =>
  text.normalize('NFKD').replace(/\p{M}/gu, '').replace(/[’‘`]/g, "'").toLowerCase();

/** What search looks through, folded once. */
const HAYSTACKS = new Map<MathFormula, string>(
  FORMULAS.map((formula) => [formula, fold([formula.name, formula.id, formula.category, ...formula.keywords].join('\n'))]),
);

const variable = closedObject({
  symbol: Type.String({ description: 'The symbol, in LaTeX' }),
  meaning: Type.String({ description: 'What it stands for' }),
});

const formula = closedObject({
  id: Type.String({ description: 'Stable identifier, kebab-case' }),
  name: Type.String({ description: 'The formula’s name' }),
  category: stringEnum(FORMULA_CATEGORIES, { description: 'Its category' }),
  latex: Type.String({ description: 'LaTeX for math mode (no $ delimiters), ready for KaTeX or MathJax' }),
  plain: Type.String({ description: 'The formula in plain Unicode text' }),
  variables: Type.Array(variable, { description: 'Its variables explained' }),
  keywords: Type.Array(Type.String(), { description: 'Other names people search for' }),
  source: Type.String({ description: 'The reference it was checked against (book or handbook, section or chapter)' }),
});

export default defineTool({
  id: 'math-formula-templates',
  name: 'Math Formula Templates',
  category: 'generators',
  description:
    `Look up ${FORMULAS.length} standard formulas (algebra, geometry, trigonometry, calculus, statistics, probability, physics, finance) as ready-to-paste LaTeX and plain text, with every variable explained and the reference each comes from (NIST DLMF, the NIST/SEMATECH e-Handbook, OpenStax textbooks). Filter by category and search by name or keyword. A fixed table; no AI, no network.`,
  keywords: ['latex formulas', 'formula sheet', 'equation templates', 'math cheat sheet', 'katex', 'mathjax', 'physics formulas', 'finance formulas'],
  mcp: true,
  input: closedObject({
    category: Type.Optional(stringEnum(FORMULA_CATEGORIES, { description: `Only formulas of this category: ${FORMULA_CATEGORIES.join(', ')}; default all` })),
    search: Type.Optional(
      Type.String({ maxLength: 100, description: 'Words to look for in the name, keywords and category (all must occur; case and accents ignored), up to 100 characters; default none' }),
    ),
  }),
  output: closedObject({
    formulas: Type.Array(formula, { description: 'The matching formulas, in the table’s order' }),
    count: Type.Integer({ description: 'How many formulas matched' }),
    total: Type.Integer({ description: 'How many formulas the table holds' }),
    category: Type.Optional(stringEnum(FORMULA_CATEGORIES, { description: 'The category asked for, echoed' })),
    search: Type.Optional(Type.String({ description: 'The search as used (trimmed, spaces folded), echoed' })),
    categories: Type.Array(stringEnum(FORMULA_CATEGORIES), { description: 'Every category of the table' }),
  }),
  examples: [
    {
      title: 'The quadratic formula',
      input: { search: 'quadratic' },
      output: {
        formulas: [FORMULAS.find((entry) => entry.id === 'quadratic-formula')!],
        count: 1,
        total: FORMULAS.length,
        search: 'quadratic',
        categories: [...FORMULA_CATEGORIES],
      },
    },
    {
      title: 'Volumes in geometry',
      input: { category: 'geometry', search: 'volume' },
      output: {
        formulas: ['rectangular-solid-volume', 'sphere-volume', 'cylinder-volume', 'cone-volume'].map((id) => FORMULAS.find((entry) => entry.id === id)!),
        count: 4,
        total: FORMULAS.length,
        category: 'geometry',
        search: 'volume',
        categories: [...FORMULA_CATEGORIES],
      },
    },
  ],
  run({ category, search }) {
    const query = search?.replace(/\s+/g, ' ').trim() ?? '';
    const words = query === '' ? [] : fold(query).split(' ');
    const formulas = FORMULAS.filter(
      (entry) => (category === undefined || entry.category === category) && words.every((word) => HAYSTACKS.get(entry)!.includes(word)),
    ).map((entry) => structuredClone(entry));
    return {
      formulas,
      count: formulas.length,
      total: FORMULAS.length,
      ...(category === undefined ? {} : { category }),
      ...(query === '' ? {} : { search: query }),
      categories: [...FORMULA_CATEGORIES],
    };
  },
});
