import { Type } from '@sinclair/typebox';
import { codePointWeight, postLength, walk, type LengthCounting } from '../../lib/post-length.ts';
import { splitSentences } from '../../lib/sentences.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * The spec's thread-generator: tweets or text; max_length 50-4000 (default 280); number_tweets (true).
 * Decisions:
 * - text (up to 10,000 characters, about 36 posts of 280) is split into posts; tweets (1 to 100 posts of up to 10,000
 *   characters) are kept as given and only numbered and measured. Exactly one of them.
 * - Splitting: a blank line always starts a new post; within a paragraph, whole sentences
 *   (lib/sentences.ts: ".", "!", "?", not after abbreviations such as "e.g.") are packed greedily;
 *   a sentence that does not fit the room left starts the next post; a sentence longer than a
 *   whole post is broken between words; a word longer than a whole post starts a new post and is
 *   cut between characters, never inside a link, an emoji or a letter with its accents (unless that
 *   one piece is itself longer than a post, such as a 300-character link at max_length 280). Other
 *   runs of white space become one space.
 * - Numbering: " 1/5" is appended to each post of a thread of two or more (a single post is left
 *   alone), and counts toward max_length: the posts are packed with room for their own number, and
 *   packed again with one more digit while the count gains a digit, until the count is stable
 *   (splitText).
 * - length_counting x (default) measures as X does (twitter-text config v3: CJK and emoji count 2,
 *   a link 23; lib/post-length.ts); code_points counts Unicode code points (Threads, Bluesky,
 *   Mastodon and most limits elsewhere). Text is NFC-normalised first, as twitter-text does.
 */

const input = closedObject({
  text: Type.Optional(
    Type.String({ maxLength: 10_000, description: 'Long text to split into posts, up to 10,000 characters (about 36 posts of 280); a blank line always starts a new post. Give text or tweets' }),
  ),
  tweets: Type.Optional(
    Type.Array(Type.String({ maxLength: 10_000, description: 'One post, up to 10,000 characters' }), {
      minItems: 1,
      maxItems: 100,
      description: 'Posts you have already written (1 to 100), to number and check against max_length; they are not split. Give text or tweets',
    }),
  ),
  max_length: withDefault(Type.Integer({ minimum: 50, maximum: 4000, description: 'Longest post, 50 to 4,000 (default 280, X’s limit), numbering included' }), 280),
  number_tweets: withDefault(Type.Boolean({ description: 'Append " 1/n" to each post of a thread of two or more (default true); it counts toward max_length' }), true),
  length_counting: withDefault(
    stringEnum(['x', 'code_points'], {
      description: 'x (default): as X counts (CJK characters and emoji 2, a link 23, per twitter-text); code_points: one per Unicode code point (Threads, Bluesky, Mastodon)',
    }),
    'x',
  ),
});

const post = closedObject({
  index: Type.Integer({ description: 'Position in the thread, from 1' }),
  text: Type.String({ description: 'The post, ready to paste, with its number when numbered' }),
  length: Type.Integer({ description: 'Its length as length_counting counts it' }),
  fits: Type.Boolean({ description: 'Whether length ≤ max_length (always true for split text; given tweets may be over)' }),
});

const output = closedObject({
  posts: Type.Array(post, { description: 'The thread, in order' }),
  count: Type.Integer({ description: 'How many posts' }),
  numbered: Type.Boolean({ description: 'Whether " i/n" numbers were appended (only to threads of two or more)' }),
  all_fit: Type.Boolean({ description: 'Whether every post is within max_length' }),
  max_length: Type.Integer({ description: 'The limit used' }),
  length_counting: stringEnum(['x', 'code_points'], { description: 'How lengths were counted' }),
  source: Type.String({ description: 'The counting rules used' }),
});

const SOURCES: Record<LengthCounting, string> = {
  x: 'X’s weighted count per twitter-text config v3 (X developer docs, "Counting characters"): code points in U+0000-U+10FF, U+2000-U+200D, U+2010-U+201F and U+2032-U+2037 count 1, others 2; an emoji counts 2; an http(s)/www link 23; a bare domain at least 23',
  code_points: 'Unicode code points after NFC normalisation (an emoji of several code points counts each)',
};

interface Word {
  text: string;
  weight: number;
}

const digits = (n: number) => String(n).length;

/**
 * Packs paragraphs (lists of sentences, lists of words) into posts. `room(i)` is how much text
 * post i (from 1) may hold before its number.
 */
function pack(paragraphs: readonly Word[][][], room: (index: number) => number, counting: LengthCounting): string[][] {
  const posts: string[][] = [];
  let words: string[] = [];
  let weight = 0;
  const flush = () => {
    if (words.length > 0) posts.push(words);
    words = [];
    weight = 0;
  };
  const fits = (extra: number) => weight + (words.length > 0 ? 1 : 0) + extra <= room(posts.length + 1);
  const emptyRoom = () => room(posts.length + (words.length > 0 ? 2 : 1));
  const add = (word: Word) => {
    weight += (words.length > 0 ? 1 : 0) + word.weight;
    words.push(word.text);
  };
  // A word longer than a post starts a new post and is cut between atoms (lib/post-length.ts);
  // an atom longer than a post by itself (a very long link) is cut between code points.
  const cut = (word: Word) => {
    flush();
    const text = word.text;
    let pieceStart = 0;
    let pieceWeight = 0;
    const place = (start: number, weight: number) => {
      while (pieceWeight + weight > room(posts.length + 1) && start > pieceStart) {
        const end = fullPieceEnd(text, pieceStart, start, room(posts.length + 1));
        posts.push([text.slice(pieceStart, end)]);
        pieceStart = end;
        pieceWeight = end < start ? postLength(text.slice(end, start), counting) : 0;
      }
      pieceWeight += weight;
    };
    walk(text, counting, (start, end, weight) => {
      if (weight <= room(posts.length + 1)) return place(start, weight);
      for (let i = start; i < end; ) {
        const cp = text.codePointAt(i)!;
        place(i, codePointWeight(cp, counting));
        i += cp > 0xffff ? 2 : 1;
      }
    });
    const last = text.slice(pieceStart);
    add({ text: last, weight: postLength(last, counting) });
  };
  // A piece may read differently from the whole word: the tail of "me@example.com" is a bare
  // domain, which X counts as at least 23. Only a link can do that, links need a ".", and only
  // the piece's start changes its context, so such a piece gives back at most a few code points.
  const fullPieceEnd = (text: string, start: number, end: number, limit: number): number => {
    if (counting !== 'x' || !text.slice(start, end).includes('.')) return end;
    let cut = end;
    while (cut > start + 1 && postLength(text.slice(start, cut), counting) > limit) {
      cut -= (text.charCodeAt(cut - 1) & 0xfc00) === 0xdc00 && cut - 2 > start ? 2 : 1;
    }
    return cut;
  };

  for (const sentences of paragraphs) {
    flush();
    for (const sentence of sentences) {
      const sentenceWeight = sentence.reduce((sum, word) => sum + word.weight, sentence.length - 1);
      if (fits(sentenceWeight)) {
        for (const word of sentence) add(word);
      } else if (sentenceWeight <= emptyRoom()) {
        flush();
        for (const word of sentence) add(word);
      } else {
        for (const word of sentence) {
          if (fits(word.weight)) add(word);
          else if (word.weight <= emptyRoom()) {
            flush();
            add(word);
          } else cut(word);
        }
      }
    }
  }
  flush();
  return posts;
}

function paragraphsOf(text: string, counting: LengthCounting): Word[][][] {
  return text
    .split(/\n[ \t\f\v\u00a0]*\n/)
    .map((paragraph) =>
      splitSentences(paragraph).map(({ start, end }) =>
        paragraph
          .slice(start, end)
          .split(/\s+/)
          .filter((word) => word !== '')
          .map((word) => ({ text: word, weight: postLength(word, counting) })),
      ),
    )
    .filter((sentences) => sentences.length > 0);
}

/**
 * Splits text into posts (lists of words, without numbers). With numbering, the posts are packed
 * with room for " i/n" where n has as many digits as a lower bound of the count (the text's length
 * over max_length, at least the number of paragraphs), and packed again with one more digit while
 * the count outgrows that width; a count that comes out with fewer digits keeps the spare room.
 */
function splitText(text: string, maxLength: number, numbering: boolean, counting: LengthCounting): string[][] {
  const paragraphs = paragraphsOf(text, counting);
  const total = paragraphs.flat(2).reduce((sum, word) => sum + word.weight + 1, -1);
  if (paragraphs.length === 1 && total <= maxLength) return [paragraphs[0]!.flat().map((word) => word.text)];
  if (!numbering) return pack(paragraphs, () => maxLength, counting);
  // Room for " i/n": a space, i, "/" and n, all weight 1 in both countings.
  let width = digits(Math.max(2, paragraphs.length, Math.ceil(total / maxLength)));
  for (;;) {
    const posts = pack(paragraphs, (index) => maxLength - (2 + digits(index) + width), counting);
    if (digits(posts.length) <= width) return posts;
    width = digits(posts.length);
  }
}

export default defineTool({
  id: 'thread-generator',
  name: 'Thread Generator',
  category: 'generators',
  description:
    'Split long text into a thread of posts for X (or Threads, Bluesky, Mastodon): at sentence, then word boundaries, each post within max_length with its " 1/n" number counted in, lengths measured the way X counts them (CJK and emoji 2, links 23) or in code points. Or number and check posts you already wrote. Splits your text by fixed rules; no AI, no network.',
  keywords: ['tweet thread', 'twitter thread', 'x thread', 'thread maker', 'split tweet', 'tweetstorm', 'long tweet', 'thread splitter'],
  mcp: true,
  input,
  output,
  examples: [
    {
      title: 'A short text split for X at 100 characters, numbered',
      input: {
        text: 'Our team shipped the new search today. It is 3× faster on large workspaces. Thank you to everyone who tested the beta and sent feedback. Read the details: https://example.com/blog/search-v2',
        max_length: 100,
      },
      output: {
        posts: [
          { index: 1, text: 'Our team shipped the new search today. It is 3× faster on large workspaces. 1/3', length: 79, fits: true },
          { index: 2, text: 'Thank you to everyone who tested the beta and sent feedback. 2/3', length: 64, fits: true },
          { index: 3, text: 'Read the details: https://example.com/blog/search-v2 3/3', length: 45, fits: true },
        ],
        count: 3,
        numbered: true,
        all_fit: true,
        max_length: 100,
        length_counting: 'x',
        source: SOURCES.x,
      },
    },
    {
      title: 'Posts you wrote, numbered and checked',
      input: { tweets: ['Five lessons from a year of remote work 🧵', 'Write things down. Meetings fade, docs stay.'] },
      output: {
        posts: [
          { index: 1, text: 'Five lessons from a year of remote work 🧵 1/2', length: 46, fits: true },
          { index: 2, text: 'Write things down. Meetings fade, docs stay. 2/2', length: 48, fits: true },
        ],
        count: 2,
        numbered: true,
        all_fit: true,
        max_length: 280,
        length_counting: 'x',
        source: SOURCES.x,
      },
    },
  ],
  run({ text, tweets, max_length, number_tweets, length_counting }) {
    if (text !== undefined && tweets !== undefined) invalid('text: give text or tweets, not both');
    let bodies: string[];
    if (tweets !== undefined) {
      bodies = tweets.map((tweet, index) => {
        const body = tweet.normalize('NFC').trim();
        if (body === '') invalid(`tweets[${index}]: is blank`);
        return body;
      });
    } else {
      if (text === undefined) invalid('text: give the text to split (or tweets)');
      const normalised = text.normalize('NFC').replace(/\r\n?/g, '\n');
      if (normalised.trim() === '') invalid('text: is blank');
      bodies = splitText(normalised, max_length, number_tweets, length_counting).map((words) => words.join(' '));
    }
    const numbered = number_tweets && bodies.length > 1;
    const posts = bodies.map((body, i) => {
      const postText = numbered ? `${body} ${i + 1}/${bodies.length}` : body;
      const length = postLength(postText, length_counting);
      return { index: i + 1, text: postText, length, fits: length <= max_length };
    });
    return {
      posts,
      count: posts.length,
      numbered,
      all_fit: posts.every((entry) => entry.fits),
      max_length,
      length_counting,
      source: SOURCES[length_counting],
    };
  },
});
