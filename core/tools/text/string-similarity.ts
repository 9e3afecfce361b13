import { Type } from '@sinclair/typebox';
import { lazy } from '../../lib/lazy.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the issue leaves them open):
 * - Characters are Unicode code points, as in Python (an emoji is one character, not two UTF-16
 *   units). fastest-levenshtein compares UTF-16 units, so both strings are first rewritten with
 *   one BMP unit per distinct code point (at most 20,000 of them fit below the surrogates).
 * - levenshtein: distance = insertions, deletions and substitutions; similarity = 1 − distance ÷
 *   the longer length. hamming: the positions that differ, for strings of equal length only;
 *   similarity = 1 − distance ÷ length. jaro: similarity as python-Levenshtein's jaro() computes
 *   it; distance = 1 − similarity. Two empty strings are identical (similarity 1).
 * - Comparison is exact: no case folding or normalisation (unicode-normalize and case-convert
 *   come first when wanted).
 */

const METRICS = ['levenshtein', 'hamming', 'jaro'] as const;
type Metric = (typeof METRICS)[number];

const loadDistance = lazy(async () => (await import('fastest-levenshtein')).distance);

export default defineTool({
  id: 'string-similarity',
  name: 'String Similarity (Levenshtein, Hamming, Jaro)',
  category: 'text',
  description:
    'Measure how alike two strings are: the Levenshtein edit distance, the Hamming distance of equal-length strings, or the Jaro similarity, with a 0–1 similarity score.',
  // The issue marks it isolate; its worst input (one-char-run, metric jaro) took 227.0 ms (bench/worst-case.ts, DESIGN's 50 ms rule).
  isolate: true,
  keywords: ['levenshtein', 'edit distance', 'hamming distance', 'jaro', 'string distance', 'fuzzy match', 'text similarity', 'compare strings', 'damerau'],
  input: closedObject({
    a: Type.String({ maxLength: 10_000, description: 'The first string, up to 10,000 characters' }),
    b: Type.String({ maxLength: 10_000, description: 'The second string, up to 10,000 characters' }),
    metric: withDefault(
      stringEnum(METRICS, { description: 'levenshtein (default: edits to turn a into b), hamming (differing positions; equal lengths only) or jaro (0–1 similarity of short strings such as names)' }),
      'levenshtein',
    ),
  }),
  output: closedObject({
    metric: stringEnum(METRICS, { description: 'The metric used' }),
    distance: Type.Number({ minimum: 0, description: 'The distance: edits (levenshtein), differing positions (hamming), or 1 − similarity (jaro)' }),
    similarity: Type.Number({ minimum: 0, maximum: 1, description: 'How alike a and b are, from 0 (nothing shared) to 1 (identical)' }),
    lengthA: Type.Integer({ minimum: 0, description: 'The length of a, in code points' }),
    lengthB: Type.Integer({ minimum: 0, description: 'The length of b, in code points' }),
  }),
  examples: [
    { title: 'Edit distance', input: { a: 'kitten', b: 'sitting' }, output: { metric: 'levenshtein', distance: 3, similarity: 0.5714285714285714, lengthA: 6, lengthB: 7 } },
    { title: 'Hamming distance', input: { a: 'karolin', b: 'kathrin', metric: 'hamming' }, output: { metric: 'hamming', distance: 3, similarity: 0.5714285714285714, lengthA: 7, lengthB: 7 } },
    { title: 'Jaro similarity of names', input: { a: 'MARTHA', b: 'MARHTA', metric: 'jaro' }, output: { metric: 'jaro', distance: 0.05555555555555547, similarity: 0.9444444444444445, lengthA: 6, lengthB: 6 } },
  ],
  async run({ a, b, metric }) {
    const [unitsA, unitsB] = asUnits(a, b);
    const longer = Math.max(unitsA.length, unitsB.length);
    if (metric === 'jaro') {
      const similarity = jaro(unitsA, unitsB);
      return result(metric, 1 - similarity, similarity, unitsA, unitsB);
    }
    if (metric === 'hamming') {
      if (unitsA.length !== unitsB.length) invalid(`b: hamming needs strings of equal length; a has ${unitsA.length} characters, b has ${unitsB.length}`);
      let distance = 0;
      for (let i = 0; i < unitsA.length; i++) if (unitsA.charCodeAt(i) !== unitsB.charCodeAt(i)) distance++;
      return result(metric, distance, longer === 0 ? 1 : 1 - distance / longer, unitsA, unitsB);
    }
    const distance = (await loadDistance())(unitsA, unitsB);
    return result(metric, distance, longer === 0 ? 1 : 1 - distance / longer, unitsA, unitsB);
  },
});

function result(metric: Metric, distance: number, similarity: number, a: string, b: string) {
  return { metric, distance, similarity, lengthA: a.length, lengthB: b.length };
}

/** Both strings with each distinct code point replaced by one UTF-16 unit of its own (below the surrogates). */
function asUnits(a: string, b: string): [string, string] {
  const codes = new Map<number, number>();
  const rewrite = (text: string): string => {
    const units: number[] = [];
    for (const char of text) {
      const point = char.codePointAt(0)!;
      let unit = codes.get(point);
      if (unit === undefined) codes.set(point, (unit = codes.size));
      units.push(unit);
    }
    let out = '';
    for (let i = 0; i < units.length; i += 4096) out += String.fromCharCode(...units.slice(i, i + 4096));
    return out;
  };
  return [rewrite(a), rewrite(b)];
}

/**
 * Jaro similarity: characters match when equal and at most ⌊max(|a|,|b|) ÷ 2⌋ − 1 apart; then
 * (m/|a| + m/|b| + (m − t)/m) ÷ 3, t being half the matched characters out of order.
 */
function jaro(a: string, b: string): number {
  if (a.length === 0 && b.length === 0) return 1;
  if (a.length === 0 || b.length === 0) return 0;
  const window = Math.max(0, Math.floor(Math.max(a.length, b.length) / 2) - 1);
  const matchedB = new Uint8Array(b.length);
  const matchedA = new Uint8Array(a.length);
  let matches = 0;
  for (let i = 0; i < a.length; i++) {
    const code = a.charCodeAt(i);
    const end = Math.min(i + window + 1, b.length);
    for (let j = Math.max(0, i - window); j < end; j++) {
      if (matchedB[j] === 0 && b.charCodeAt(j) === code) {
        matchedA[i] = 1;
        matchedB[j] = 1;
        matches++;
        break;
      }
    }
  }
  if (matches === 0) return 0;
  let transpositions = 0;
  for (let i = 0, j = 0; i < a.length; i++) {
    if (matchedA[i] === 0) continue;
    while (matchedB[j] === 0) j++;
    if (a.charCodeAt(i) !== b.charCodeAt(j)) transpositions++;
    j++;
  }
  const t = transpositions / 2;
  return (matches / a.length + matches / b.length + (matches - t) / matches) / 3;
}
