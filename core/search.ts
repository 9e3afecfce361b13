/**
 * The one tool search: the playground's box, MCP search_tools and GET /api/tools?q= all rank
 * with it. Pure and dependency-free, it needs only what the catalog's eager index holds (id,
 * name, category, description, keywords), so searching never loads a tool's schemas or code.
 *
 * Ranking, per query word (a "term"): the best place it matches in a tool counts, by field
 * (id > name > keywords > category > description) and by kind (whole word > start of a word >
 * a word one or two typos away). Tools that match every term come first, then by the sum of
 * the terms' scores, then in catalog order. A query that is exactly a tool's id or name ("csv to
 * json", "hmac") puts it first; one that is exactly a keyword ("sha256") only breaks ties. Typos are forgiven only for a term no
 * word of the catalog matches whole or as a start, so "jsn" finds JSON while "csv" never drifts
 * to "css".
 */

/** What search reads of a tool: the catalog's summaries and the playground's snapshot both have it. */
export interface SearchEntry {
  id: string;
  name: string;
  category: string;
  description: string;
  keywords: readonly string[];
}

export interface SearchOptions {
  /** Only tools of this category. */
  category?: string;
  /** At most this many matches (total still counts them all). */
  limit?: number;
  /**
   * `best` (the default): the tools that match every term if any do, else every tool that
   * matches some, the most terms first. `all`: only tools matching every term, the narrowing
   * a filter box wants (each word typed can only take tools away).
   */
  match?: 'best' | 'all';
}

export interface SearchResult<T> {
  matches: T[];
  /** How many tools matched before `limit` was applied. */
  total: number;
}

export type ToolSearch<T extends SearchEntry> = (query: string, options?: SearchOptions) => SearchResult<T>;

/** Query words past this many are ignored: a pasted paragraph costs no more than a sentence. */
export const MAX_TERMS = 12;
/** Longer terms are matched whole or as a start only: no word is that long, so no typo search. */
const MAX_FUZZY_LENGTH = 40;

const FIELD_WEIGHT = { id: 10, name: 8, keyword: 7, category: 5, description: 3 } as const;
type Field = keyof typeof FIELD_WEIGHT;
/** The first word of an id names what the tool works on or is ("json-format", "yaml-to-json"): it edges out later id words. */
const ID_LEAD_WEIGHT = 11;
/** What a match is worth relative to a whole word. */
const PREFIX = 0.6;
const TYPO = [1, 0.5, 0.35] as const;
/** Added when the whole query is the tool's id or name (it wins), or one of its keywords (a tie-break: hash's "sha256" over hmac's "hmac-sha256"). */
const PHRASE_BONUS = { id: 20, name: 20, keyword: 0.5 } as const;

/** Words that say nothing about a tool; dropped unless the query holds nothing else. */
const STOP_WORDS = new Set(['a', 'an', 'and', 'the', 'to', 'of', 'for', 'in', 'into', 'from', 'with', 'or', 'on', 'my', 'tool', 'tools']);

const WORD_SEPARATORS = /[^\p{L}\p{N}]+/u;

/** Lowercase letter-and-digit runs: "SHA-256 (hex)" → sha, 256, hex. */
function wordsOf(text: string): string[] {
  return text.toLowerCase().split(WORD_SEPARATORS).filter(Boolean);
}

/** A tool's best weight for each word it contains, over all its fields. */
function weightedWords(entry: SearchEntry): Map<string, number> {
  const best = new Map<string, number>();
  const add = (words: readonly string[], field: Field) => {
    for (const word of words) best.set(word, Math.max(best.get(word) ?? 0, FIELD_WEIGHT[field]));
  };
  const idWords = entry.id.split('-');
  add(idWords, 'id');
  best.set(idWords[0]!, ID_LEAD_WEIGHT);
  add(wordsOf(entry.name), 'name');
  for (const keyword of entry.keywords) add(wordsOf(keyword), 'keyword');
  add(wordsOf(entry.category), 'category');
  add(wordsOf(entry.description), 'description');
  return best;
}

/** The phrases a whole query may equal, each with its bonus. */
function phrases(entry: SearchEntry): Map<string, number> {
  const bonus = new Map<string, number>();
  const add = (words: readonly string[], value: number) => {
    const phrase = words.join(' ');
    if (phrase !== '') bonus.set(phrase, Math.max(bonus.get(phrase) ?? 0, value));
  };
  add(entry.id.split('-'), PHRASE_BONUS.id);
  add(wordsOf(entry.name), PHRASE_BONUS.name);
  for (const keyword of entry.keywords) add(wordsOf(keyword), PHRASE_BONUS.keyword);
  return bonus;
}

/** Three rows of the distance table, reused by every call (terms are at most MAX_FUZZY_LENGTH long, words not much longer). */
let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/**
 * Optimal-string-alignment distance (Levenshtein plus swapping two neighbours), or `max + 1`
 * once it must exceed `max`. Only the band of cells within `max` of the diagonal can stay under
 * the bound, so a short word and a bound of 1 or 2 cost a few dozen steps and no allocation.
 */
export function typoDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (b.length + 1 > rows[0]!.length) rows = rows.map(() => new Int32Array(b.length + 1));
  const over = max + 1;
  let [previous2, previous, current] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const from = Math.max(1, i - max);
    const to = Math.min(b.length, i + max);
    // Cells outside the band count as over the bound.
    current[0] = i;
    if (from > 1) current[from - 1] = over;
    let rowMin = from === 1 ? i : over;
    for (let j = from; j <= to; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) value = Math.min(value, previous2[j - 2]! + 1);
      current[j] = Math.min(value, over);
      if (current[j]! < rowMin) rowMin = current[j]!;
    }
    if (to < b.length) current[to + 1] = over;
    if (rowMin > max) return over;
    [previous2, previous, current] = [previous, current, previous2];
  }
  return Math.min(previous[b.length]!, over);
}

/**
 * Which of 32 character classes a word uses (a–z have a class each). One typo adds or removes at
 * most one character, so it changes at most two bits: words whose masks differ in more than
 * twice the typo budget are too far apart without computing the distance.
 */
function letterMask(word: string): number {
  let mask = 0;
  for (let i = 0; i < word.length; i++) mask |= 1 << (word.charCodeAt(i) & 31);
  return mask;
}

function bitCount(value: number): number {
  let count = 0;
  for (let rest = value; rest !== 0; rest &= rest - 1) count++;
  return count;
}

/** How many typos a term of this length may hold: none under 3 letters, one up to 7, two from 8. */
function typoBudget(term: string): number {
  if (term.length < 3 || term.length > MAX_FUZZY_LENGTH) return 0;
  return term.length >= 8 ? 2 : 1;
}

/** The query's meaningful words, deduplicated, at most MAX_TERMS; and all its words, for the phrase bonus. */
function parseQuery(query: string): { terms: string[]; phrase: string } {
  const words = wordsOf(query);
  const unique = [...new Set(words)];
  const meaningful = unique.filter((word) => !STOP_WORDS.has(word));
  return { terms: (meaningful.length > 0 ? meaningful : unique).slice(0, MAX_TERMS), phrase: words.slice(0, MAX_TERMS * 2).join(' ') };
}

/** First index in sorted `words` whose word is ≥ `term`. */
function lowerBound(words: readonly string[], term: string): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (words[middle]! < term) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Indexes `entries` once; the function it returns answers queries against them, in their order. */
export function createToolSearch<T extends SearchEntry>(entries: readonly T[]): ToolSearch<T> {
  // Which tools hold each word, and how much it weighs in each: one map lookup per exact term.
  // Each list holds pairs flat, [entry, weight, entry, weight…]: thousands of small objects cost more to build.
  const postings = new Map<string, number[]>();
  const phraseBonus = new Map<string, number[]>();
  entries.forEach((entry, index) => {
    for (const [word, weight] of weightedWords(entry)) {
      let list = postings.get(word);
      if (!list) postings.set(word, (list = []));
      list.push(index, weight);
    }
    for (const [phrase, bonus] of phrases(entry)) {
      let list = phraseBonus.get(phrase);
      if (!list) phraseBonus.set(phrase, (list = []));
      list.push(index, bonus);
    }
  });
  // Sorted, the words starting with a term are one contiguous run found by binary search.
  const vocabulary = [...postings.keys()].sort();
  // By length, typo search reads only the words a few letters longer or shorter than the term,
  // and skips at once those whose letters differ too much (see letterMask).
  const byLength: { word: string; mask: number }[][] = [];
  for (const word of vocabulary) (byLength[word.length] ??= []).push({ word, mask: letterMask(word) });
  // As-you-type search repeats the same words keystroke after keystroke: remember the last few hundred.
  const remembered = new Map<string, Map<number, number>>();

  function scoreTerm(term: string): Map<number, number> {
    let scores = remembered.get(term);
    if (!scores) {
      if (remembered.size >= 500) remembered.clear();
      remembered.set(term, (scores = computeTermScores(term)));
    }
    return scores;
  }

  /** Each tool's score for one term: its best match, whole word, start of a word, or (failing both everywhere) a typo away. */
  function computeTermScores(term: string): Map<number, number> {
    const scores = new Map<number, number>();
    const credit = (word: string, factor: number) => {
      const list = postings.get(word)!;
      for (let i = 0; i < list.length; i += 2) {
        const entry = list[i]!;
        const score = list[i + 1]! * factor;
        if (score > (scores.get(entry) ?? 0)) scores.set(entry, score);
      }
    };
    if (postings.has(term)) credit(term, 1);
    if (term.length >= 2) {
      for (let i = lowerBound(vocabulary, term); i < vocabulary.length && vocabulary[i]!.startsWith(term); i++) {
        if (vocabulary[i] !== term) credit(vocabulary[i]!, PREFIX);
      }
    }
    const budget = typoBudget(term);
    if (scores.size === 0 && budget > 0) {
      const mask = letterMask(term);
      for (let length = Math.max(3, term.length - budget); length <= term.length + budget; length++) {
        for (const candidate of byLength[length] ?? []) {
          if (bitCount(mask ^ candidate.mask) > 2 * budget) continue;
          const distance = typoDistance(term, candidate.word, budget);
          if (distance <= budget) credit(candidate.word, TYPO[distance]!);
        }
      }
    }
    return scores;
  }

  return function search(query, { category, limit = Number.POSITIVE_INFINITY, match = 'best' } = {}) {
    const allowed = (index: number) => category === undefined || entries[index]!.category === category;
    const { terms, phrase } = parseQuery(query);
    if (terms.length === 0) {
      const all = entries.filter((entry) => category === undefined || entry.category === category);
      return { matches: all.slice(0, limit), total: all.length };
    }

    const matched = new Map<number, { terms: number; score: number }>();
    for (const term of terms) {
      for (const [entry, score] of scoreTerm(term)) {
        if (!allowed(entry)) continue;
        const sofar = matched.get(entry);
        if (sofar) {
          sofar.terms += 1;
          sofar.score += score;
        } else matched.set(entry, { terms: 1, score });
      }
    }
    const bonuses = phraseBonus.get(phrase) ?? [];
    for (let i = 0; i < bonuses.length; i += 2) {
      const sofar = matched.get(bonuses[i]!);
      if (sofar) sofar.score += bonuses[i + 1]!;
    }

    let ranked = [...matched].map(([entry, { terms: count, score }]) => ({ entry, count, score }));
    const complete = ranked.filter((ranking) => ranking.count === terms.length);
    if (match === 'all' || complete.length > 0) ranked = complete;
    ranked.sort((a, b) => b.count - a.count || b.score - a.score || a.entry - b.entry);
    return { matches: ranked.slice(0, limit).map((ranking) => entries[ranking.entry]!), total: ranked.length };
  };
}

const indexed = new WeakMap<readonly SearchEntry[], ToolSearch<SearchEntry>>();

/** One query over `entries`; the index is built on the first query and kept while the array lives. */
export function searchTools<T extends SearchEntry>(entries: readonly T[], query: string, options?: SearchOptions): SearchResult<T> {
  let search = indexed.get(entries);
  if (!search) indexed.set(entries, (search = createToolSearch(entries)));
  return (search as ToolSearch<T>)(query, options);
}
