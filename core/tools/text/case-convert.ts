import { Type } from '@sinclair/typebox';
import { closedObject, stringEnum } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

const CASES = ['upper', 'lower', 'title', 'camel', 'pascal', 'snake', 'kebab', 'constant', 'sentence'] as const;
type Case = (typeof CASES)[number];

export default defineTool({
  id: 'case-convert',
  name: 'Case Converter',
  category: 'text',
  description:
    'Change the case of text: upper, lower, title or sentence case keep the text as it is otherwise; ' +
    'camel, pascal, snake, kebab and constant case split it into words (at spaces, punctuation, camelCase humps and acronyms) and join them.',
  keywords: ['camelcase', 'camel case', 'snake case', 'kebab case', 'pascal case', 'upper case', 'lower case', 'title case', 'constant case'],
  mcp: true,
  // its worst input (words) took 163.7 ms inline: never on the server's event loop (bench/worst-case.ts, DESIGN's 50 ms rule).
  isolate: true,
  input: closedObject({
    text: Type.String({ maxLength: 100_000, description: 'The text to convert' }),
    to: stringEnum(CASES, {
      description:
        'upper (HELLO WORLD), lower (hello world), title (Hello World), camel (helloWorld), pascal (HelloWorld), ' +
        'snake (hello_world), kebab (hello-world), constant (HELLO_WORLD), sentence (Hello world. Next one.)',
    }),
  }),
  output: closedObject({
    result: Type.String({ description: 'The converted text' }),
  }),
  examples: [
    { title: 'Identifier to snake case', input: { text: 'XMLHttpRequest', to: 'snake' }, output: { result: 'xml_http_request' } },
    { title: 'Words to camel case', input: { text: 'get HTTP response', to: 'camel' }, output: { result: 'getHttpResponse' } },
    { title: 'Title case', input: { text: "the WIND in the willows, don't panic", to: 'title' }, output: { result: "The Wind In The Willows, Don't Panic" } },
    { title: 'Sentence case', input: { text: 'HELLO THERE. HOW ARE YOU? fine!', to: 'sentence' }, output: { result: 'Hello there. How are you? Fine!' } },
  ],
  run({ text, to }) {
    return { result: convert(text, to) };
  },
});

function convert(text: string, to: Case): string {
  switch (to) {
    case 'upper':
      return text.toUpperCase();
    case 'lower':
      return text.toLowerCase();
    case 'title':
      return text.replace(TITLE_WORD, capitalise);
    case 'sentence':
      return sentenceCase(text);
    case 'camel':
      return joinWords(splitWords(text).map((word, i) => (i === 0 ? word.toLowerCase() : capitalise(word))));
    case 'pascal':
      return joinWords(splitWords(text).map(capitalise));
    case 'snake':
      return splitWords(text).map((word) => word.toLowerCase()).join('_');
    case 'kebab':
      return splitWords(text).map((word) => word.toLowerCase()).join('-');
    case 'constant':
      return splitWords(text).map((word) => word.toUpperCase()).join('_');
  }
}

/** A word for title case: letters, marks and digits, with apostrophes inside ("don't" is one word). */
const TITLE_WORD = /[\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}\p{N}]+)*/gu;

/** Apostrophes inside a word are dropped before splitting: "don't stop" → don_t_stop would read badly. */
const INNER_APOSTROPHE = /(?<=[\p{L}\p{M}\p{N}])['’](?=[\p{L}\p{M}\p{N}])/gu;

/** Runs of letters, combining marks and digits; everything else separates words. */
const WORD_RUN = /[\p{L}\p{M}\p{N}]+/gu;

/** A letter or digit with the combining marks on it (or marks alone, at the start of a run). */
const CLUSTER = /\P{M}\p{M}*|\p{M}+/gu;
const UPPER = /^[\p{Lu}\p{Lt}]/u;
const LOWER = /^\p{Ll}/u;
const DIGIT = /^\p{N}/u;

type Kind = 'upper' | 'lower' | 'digit' | 'other';

function kindOf(cluster: string): Kind {
  if (UPPER.test(cluster)) return 'upper';
  if (LOWER.test(cluster)) return 'lower';
  return DIGIT.test(cluster) ? 'digit' : 'other';
}

function splitWords(text: string): string[] {
  const words: string[] = [];
  for (const [run] of text.replace(INNER_APOSTROPHE, '').matchAll(WORD_RUN)) splitRun(run, words);
  return words;
}

/**
 * Splits one run at its humps: before an uppercase letter that follows a lowercase one (camelCase,
 * userID), and before an uppercase letter that starts a capitalised word after a digit or another
 * capital (version2Update, XMLHttp → XML Http). A digit stays with the capitals after it when no
 * lowercase follows (H2O, MP3 in CONSTANT_CASE). A forward scan over letter-plus-marks clusters:
 * the same rule as a lookbehind regex over \p{M}* would be quadratic on long runs of marks.
 */
function splitRun(run: string, words: string[]): void {
  const clusters = run.match(CLUSTER) ?? [];
  const kinds = clusters.map(kindOf);
  let word = '';
  for (const [i, cluster] of clusters.entries()) {
    const previous = kinds[i - 1];
    const kind = kinds[i];
    const hump =
      kind === 'upper' &&
      (previous === 'lower' || ((previous === 'upper' || previous === 'digit') && kinds[i + 1] === 'lower'));
    if (hump) {
      words.push(word);
      word = '';
    }
    word += cluster;
  }
  if (word !== '') words.push(word);
}

/** Joins without a separator, except between two digits, so v1.2.3 does not become v123. */
function joinWords(words: string[]): string {
  let out = '';
  for (const [i, word] of words.entries()) {
    if (i > 0 && /\p{N}$/u.test(words[i - 1]!) && /^\p{N}/u.test(word)) out += '_';
    out += word;
  }
  return out;
}

/** First code point uppercased, the rest lowercased. */
function capitalise(word: string): string {
  const first = String.fromCodePoint(word.codePointAt(0)!);
  return first.toUpperCase() + word.slice(first.length).toLowerCase();
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const WHITESPACE = /\p{White_Space}/u;
/** Closing quotes and brackets that may sit between a sentence's end mark and the space after it. */
const CLOSER = /[\p{Pe}\p{Pf}"']/u;

/**
 * Lowercases the text and capitalises the first letter of each sentence. A sentence starts the
 * text, follows . ! or ? (and any closing quotes or brackets) plus whitespace, or follows a blank line.
 * A linear scan: a regex with two overlapping whitespace runs would backtrack quadratically.
 */
function sentenceCase(text: string): string {
  let out = '';
  let atStart = true;
  let afterEnd = false;
  let lineBreaks = 0;
  const lower = text.toLowerCase();
  for (let i = 0; i < lower.length; ) {
    const code = lower.codePointAt(i)!;
    const char = String.fromCodePoint(code);
    i += char.length;
    if (LETTER_OR_DIGIT.test(char)) {
      out += atStart ? char.toUpperCase() : char;
      atStart = afterEnd = false;
      lineBreaks = 0;
      continue;
    }
    out += char;
    if (char === '.' || char === '!' || char === '?') {
      afterEnd = true;
    } else if (WHITESPACE.test(char)) {
      if (char === '\n' || (char === '\r' && lower[i] !== '\n')) lineBreaks++;
      if (afterEnd || lineBreaks >= 2) atStart = true;
      continue;
    } else if (!(afterEnd && CLOSER.test(char))) {
      afterEnd = false;
    }
    lineBreaks = 0;
  }
  return out;
}
