import { Type } from '@sinclair/typebox';
import { lazy } from '../../lib/lazy.ts';
import { closedObject, withDefault } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

/*
 * Decisions (the issue leaves them open):
 * - Data: emojibase-data's English compact file (CLDR names and keywords, Unicode's emoji-test.txt
 *   order), imported on the first search. Entries without a group (the 26 regional indicator
 *   letters, which only make flags in pairs) are not offered; skin-tone variants are not listed
 *   apart (the base emoji is).
 * - Matching, case-insensitive, best first: the emoji itself, an emoticon (":D") or the whole
 *   name; a name that starts with the query; every query word starting a word of the name; every
 *   query word starting a word of the name or a keyword; the query inside the name. Ties keep
 *   Unicode's order. An emoji pasted as the query matches with or without its variation selector.
 */

interface CompactEmoji {
  unicode: string;
  label: string;
  group?: number;
  order?: number;
  tags?: string[];
  emoticon?: string | string[];
}

interface Entry {
  emoji: string;
  bare: string;
  name: string;
  lowerName: string;
  nameWords: string[];
  tags: string[];
  lowerTags: string[];
  /** The name and keywords in one lowercase string: a cheap first test that a query word can match at all. */
  haystack: string;
  emoticons: string[];
  codePoints: string;
  group: string;
}

// The group names of emojibase-data/en/messages.json, by group number.
const GROUPS = [
  'smileys & emotion', 'people & body', 'components', 'animals & nature', 'food & drink', 'travel & places',
  'activities', 'objects', 'symbols', 'flags',
];

const VARIATION_SELECTOR = /\uFE0F/g;
const WORD = /[^\p{L}\p{N}]+/u;

const loadEntries = lazy(async (): Promise<Entry[]> => {
  const data = (await import('emojibase-data/en/compact.json')).default as unknown as CompactEmoji[];
  return data
    .filter((emoji) => emoji.group !== undefined)
    .map((emoji) => {
      const name = emoji.label.toLowerCase();
      const emoticons = emoji.emoticon === undefined ? [] : Array.isArray(emoji.emoticon) ? emoji.emoticon : [emoji.emoticon];
      return {
        emoji: emoji.unicode,
        bare: emoji.unicode.replace(VARIATION_SELECTOR, ''),
        name: emoji.label,
        lowerName: name,
        nameWords: name.split(WORD).filter(Boolean),
        tags: emoji.tags ?? [],
        lowerTags: (emoji.tags ?? []).map((tag) => tag.toLowerCase()),
        haystack: [name, ...(emoji.tags ?? [])].join(' ').toLowerCase(),
        emoticons,
        codePoints: codePointsOf(emoji.unicode),
        group: GROUPS[emoji.group!] ?? '',
      };
    });
});

const MAX_QUERY = 100;

export default defineTool({
  id: 'emoji-search',
  name: 'Emoji Search',
  category: 'text',
  description:
    'Find emoji by name, keyword or emoticon (“rocket”, “happy”, “:D”), or look one up by pasting it: ' +
    'each match with its CLDR name, code points, group and keywords.',
  keywords: ['emoji', 'emoji picker', 'emoji finder', 'emoji lookup', 'emoticon', 'smiley', 'emoji keyboard', 'emoji name'],
  input: closedObject({
    query: Type.String({
      minLength: 1,
      maxLength: MAX_QUERY,
      description: `A name, keywords, an emoticon or an emoji, 1 to ${MAX_QUERY} characters, any letter case`,
    }),
    limit: withDefault(Type.Integer({ minimum: 1, maximum: 200, description: 'The most matches to return, 1 to 200 (default 50)' }), 50),
  }),
  output: closedObject({
    total: Type.Integer({ minimum: 0, description: 'How many emoji match, before the limit' }),
    matches: Type.Array(
      closedObject({
        emoji: Type.String({ description: 'The emoji, fully qualified' }),
        name: Type.String({ description: 'Its CLDR short name' }),
        codePoints: Type.String({ description: 'The code points of `emoji`, e.g. U+2764 U+FE0F' }),
        group: Type.String({ description: 'Its Unicode group, e.g. travel & places' }),
        keywords: Type.Array(Type.String(), { description: 'Its CLDR keywords' }),
      }),
      { description: 'The best matches first, at most `limit`' },
    ),
  }),
  examples: [
    {
      title: 'By name',
      input: { query: 'rocket', limit: 1 },
      output: {
        total: 4,
        matches: [{ emoji: '🚀', name: 'rocket', codePoints: 'U+1F680', group: 'travel & places', keywords: ['launch', 'rockets', 'space', 'travel'] }],
      },
    },
    {
      title: 'Look up a pasted emoji',
      input: { query: '👩‍💻' },
      output: {
        total: 1,
        matches: [
          {
            emoji: '👩‍💻',
            name: 'woman technologist',
            codePoints: 'U+1F469 U+200D U+1F4BB',
            group: 'people & body',
            keywords: ['coder', 'computer', 'developer', 'inventor', 'software', 'technologist', 'woman'],
          },
        ],
      },
    },
  ],
  async run({ query, limit }) {
    const entries = await loadEntries();
    const raw = query.trim();
    const wanted: Query = { raw, bare: raw.replace(VARIATION_SELECTOR, ''), lower: raw.toLowerCase(), words: raw.toLowerCase().split(WORD).filter(Boolean) };
    const scored: { entry: Entry; score: number; index: number }[] = [];
    entries.forEach((entry, index) => {
      const score = scoreOf(entry, wanted);
      if (score !== undefined) scored.push({ entry, score, index });
    });
    scored.sort((a, b) => a.score - b.score || a.index - b.index);
    return {
      total: scored.length,
      matches: scored.slice(0, limit).map(({ entry }) => ({
        emoji: entry.emoji,
        name: entry.name,
        codePoints: entry.codePoints,
        group: entry.group,
        keywords: entry.tags,
      })),
    };
  },
});

interface Query {
  raw: string;
  bare: string;
  lower: string;
  words: string[];
}

/** How well `entry` matches (0 best), or undefined when it does not. */
function scoreOf(entry: Entry, query: Query): number | undefined {
  const { lowerName } = entry;
  if (query.raw === entry.emoji || query.bare === entry.bare || entry.emoticons.includes(query.raw) || lowerName === query.lower) return 0;
  if (query.lower === '' || !query.words.every((word) => entry.haystack.includes(word))) return undefined;
  if (lowerName.startsWith(query.lower)) return 1;
  const startsNameWord = (word: string) => entry.nameWords.some((nameWord) => nameWord.startsWith(word));
  if (query.words.length > 0) {
    if (query.words.every(startsNameWord)) return 2;
    if (query.words.every((word) => startsNameWord(word) || entry.lowerTags.some((tag) => tag.startsWith(word)))) return 3;
  }
  return lowerName.includes(query.lower) ? 4 : undefined;
}

/** "U+2764 U+FE0F": every code point of the emoji as given, variation selectors included. */
function codePointsOf(emoji: string): string {
  return Array.from(emoji, (char) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`).join(' ');
}
