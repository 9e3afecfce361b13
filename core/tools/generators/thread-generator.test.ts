import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Post {
  index: number;
  text: string;
  length: number;
  fits: boolean;
}
interface Result {
  posts: Post[];
  count: number;
  numbered: boolean;
  all_fit: boolean;
  max_length: number;
  length_counting: string;
  source: string;
}

const thread = (input: Record<string, unknown>) => run<Result>('thread-generator', input);
const texts = (result: Result) => result.posts.map((post) => post.text);

// Six sentences, 575 characters in all. python3: [len(s) for s in S] → 107, 108, 101, 108, 67, 79
const S = [
  'Last spring our small team decided to rebuild the billing system from scratch instead of patching it again.',
  'The old code had grown for nine years, and nobody could explain why invoices were sometimes off by one cent.',
  'We wrote down every rule we could find, asked finance to check them, and turned each one into a test.',
  'The rewrite took four months, two of which were spent on migrating old data without losing a single payment.',
  'On launch day nothing broke, which felt odd after many late nights.',
  'What we learned: write the rules first, and the code gets much easier to trust.',
];

describe('thread-generator', () => {
  it('splits a 575-character text at 280 between sentences, with room for " i/n"', async () => {
    const result = await thread({ text: S.join(' ') });
    // By hand, with 276 of room (280 − " 1/3"): S1+S2 = 216, +S3 = 318 (over); S3+S4 = 210, +S5 = 278 (over 276); S5+S6 = 147.
    // python3: len(' '.join(S[0:2]) + ' 1/3') → 220; S[2:4] → 214; S[4:6] → 151
    expect(result.posts).toEqual([
      { index: 1, text: `${S[0]} ${S[1]} 1/3`, length: 220, fits: true },
      { index: 2, text: `${S[2]} ${S[3]} 2/3`, length: 214, fits: true },
      { index: 3, text: `${S[4]} ${S[5]} 3/3`, length: 151, fits: true },
    ]);
    expect(result).toMatchObject({ count: 3, numbered: true, all_fit: true, max_length: 280, length_counting: 'x' });
  });

  it('without numbers the same text packs S5 into the second post (278 ≤ 280)', async () => {
    const result = await thread({ text: S.join(' '), number_tweets: false });
    // python3: len(' '.join(S[2:5])) → 278
    expect(result.posts).toEqual([
      { index: 1, text: `${S[0]} ${S[1]}`, length: 216, fits: true },
      { index: 2, text: `${S[2]} ${S[3]} ${S[4]}`, length: 278, fits: true },
      { index: 3, text: S[5], length: 79, fits: true },
    ]);
    expect(result.numbered).toBe(false);
  });

  it('leaves a text that fits in one post alone, unnumbered', async () => {
    expect(await thread({ text: '  Just one post.\n' })).toMatchObject({ count: 1, numbered: false, posts: [{ index: 1, text: 'Just one post.', length: 14, fits: true }] });
  });

  it('counts two-digit numbers: ten 44-character sentences fill ten posts of 49 and 50', async () => {
    const sentences = Array.from({ length: 10 }, (_, i) => `Item ${String(i + 1).padStart(2, '0')} ${'x'.repeat(35)}.`);
    expect(sentences[0]).toHaveLength(44); // python3: len('Item 01 ' + 'x'*35 + '.') → 44
    const result = await thread({ text: sentences.join(' '), max_length: 50, length_counting: 'code_points' });
    expect(result.count).toBe(10);
    expect(result.posts[0]).toEqual({ index: 1, text: `${sentences[0]} 1/10`, length: 49, fits: true });
    expect(result.posts[9]).toEqual({ index: 10, text: `${sentences[9]} 10/10`, length: 50, fits: true });
  });

  it('packs again when the number grows: ten 45-character sentences need eleven posts', async () => {
    const sentences = Array.from({ length: 10 }, (_, i) => `Item ${String(i + 1).padStart(2, '0')} ${'x'.repeat(36)}.`);
    const result = await thread({ text: sentences.join(' '), max_length: 50, length_counting: 'code_points' });
    // Unnumbered: 10 posts, so numbers have 2 digits: room 45 for posts 1-9 ("i/10" costs 5), 44 from post 10.
    // Sentence 10 (45) no longer fits and is broken between words: "Item 10" | "xxx…x.".
    expect(texts(result).slice(8)).toEqual([`${sentences[8]} 9/11`, 'Item 10 10/11', `${'x'.repeat(36)}. 11/11`]);
    expect(result.posts.map((post) => post.length).slice(8)).toEqual([50, 13, 43]);
  });

  it('breaks an over-long sentence between words and a word longer than a post between characters', async () => {
    const words = await thread({ text: `${'abcd '.repeat(29)}abcd.`, max_length: 50, length_counting: 'code_points' });
    // 46 of room per post: 9 words (44) each, 30 words → 9, 9, 9, 3.
    const nine = Array(9).fill('abcd').join(' ');
    expect(texts(words)).toEqual([`${nine} 1/4`, `${nine} 2/4`, `${nine} 3/4`, 'abcd abcd abcd. 4/4']);
    const long = await thread({ text: 'x'.repeat(120), max_length: 50 });
    expect(texts(long)).toEqual([`${'x'.repeat(46)} 1/3`, `${'x'.repeat(46)} 2/3`, `${'x'.repeat(28)} 3/3`]);
  });

  it('counts CJK characters as 2 the way X does, and 1 in code points', async () => {
    const text = '日'.repeat(200);
    const x = await thread({ text });
    // 276 of room / 2 = 138 characters; python3: 2*138 + len(' 1/2') → 280; 2*62 + 4 → 128
    expect(x.posts).toEqual([
      { index: 1, text: `${'日'.repeat(138)} 1/2`, length: 280, fits: true },
      { index: 2, text: `${'日'.repeat(62)} 2/2`, length: 128, fits: true },
    ]);
    expect(await thread({ text, length_counting: 'code_points' })).toMatchObject({ count: 1, posts: [{ length: 200 }] });
  });

  it('never cuts inside an emoji sequence; X counts each as 2', async () => {
    const family = '👨‍👩‍👧'; // python3: len('👨‍👩‍👧') → 5 code points
    const x = await thread({ text: family.repeat(30), max_length: 50 });
    expect(texts(x)).toEqual([`${family.repeat(23)} 1/2`, `${family.repeat(7)} 2/2`]);
    expect(x.posts.map((post) => post.length)).toEqual([50, 18]);
    const points = await thread({ text: family.repeat(30), max_length: 50, number_tweets: false, length_counting: 'code_points' });
    expect(texts(points)).toEqual([family.repeat(10), family.repeat(10), family.repeat(10)]);
  });

  it('counts a link as 23 on X and keeps it whole', async () => {
    const link = `https://example.com/${'a'.repeat(100)}`;
    const result = await thread({ text: `Read ${link} now.`, max_length: 50 });
    // "Read " 5 + link 23 + " now." 5 → 33
    expect(result).toMatchObject({ count: 1, posts: [{ text: `Read ${link} now.`, length: 33, fits: true }] });
    const points = await thread({ text: `Read ${link} now.`, max_length: 50, length_counting: 'code_points' });
    expect(points.all_fit).toBe(true);
    // Counted in code points the 120-character link is just a long word: "Read" stays alone in post 1,
    // the link starts post 2 and is cut at 46 (50 − " 1/4"): 46 + 46 + 28, then " now." joins the last piece.
    expect(points.posts.map((post) => post.text.replace(/ \d+\/\d+$/, '')).join('').replace(/ /g, '')).toBe(`Read${link}now.`);
    expect(texts(points)[0]).toBe('Read 1/4');
    expect(points.posts.map((post) => post.length)).toEqual([8, 50, 50, 37]);
  });

  it('starts a new post at every blank line', async () => {
    const result = await thread({ text: 'First point.\n\n  \nSecond point.\nSame paragraph.' });
    expect(texts(result)).toEqual(['First point. 1/2', 'Second point. Same paragraph. 2/2']);
  });

  it('keeps every post of hostile texts within the limit and loses no character', async () => {
    const hostile = [
      S.join('\n'),
      `${'word '.repeat(700)}`,
      `${'😀'.repeat(5000)}`,
      `me@${'example'.repeat(20)}.com and ${'日本語。'.repeat(100)} ok`,
      `${'🇮🇳'.repeat(60)} e\u0301${'\u0301'.repeat(10)} https://x.co/${'b'.repeat(300)} www.${'c'.repeat(60)}.org.`,
      `${'a'.repeat(5000)}.${'B'.repeat(20)}.com`,
      '<script>alert(1)</script> "quotes" & __proto__ {text}',
    ];
    for (const text of hostile) {
      for (const max_length of [50, 51, 99, 280, 4000]) {
        for (const length_counting of ['x', 'code_points']) {
          for (const number_tweets of [true, false]) {
            const result = await thread({ text, max_length, length_counting, number_tweets });
            const where = `${text.slice(0, 20)} ${max_length} ${length_counting} ${number_tweets}`;
            expect(result.all_fit, where).toBe(true);
            for (const post of result.posts) expect(post.length, where).toBeLessThanOrEqual(max_length);
            const body = result.posts.map((post) => (result.numbered ? post.text.replace(/ \d+\/\d+$/, '') : post.text)).join('');
            expect(body.replace(/\s+/g, ''), where).toBe(text.normalize('NFC').replace(/\s+/g, ''));
          }
        }
      }
    }
  });

  it('numbers and checks given tweets without splitting them', async () => {
    const result = await thread({ tweets: ['  First.  ', 'a'.repeat(281)] });
    expect(result.posts).toEqual([
      { index: 1, text: 'First. 1/2', length: 10, fits: true },
      { index: 2, text: `${'a'.repeat(281)} 2/2`, length: 285, fits: false },
    ]);
    expect(result.all_fit).toBe(false);
    expect(await thread({ tweets: ['Only one'] })).toMatchObject({ numbered: false, posts: [{ text: 'Only one', length: 8 }] });
    expect(texts(await thread({ tweets: ['a', 'b'], number_tweets: false }))).toEqual(['a', 'b']);
  });

  it('refuses both or neither input, blanks and out-of-range limits, naming the field', async () => {
    await expectInvalid('thread-generator', { text: 'a', tweets: ['b'] }, 'text: give text or tweets, not both');
    await expectInvalid('thread-generator', {}, 'text: give the text to split (or tweets)');
    await expectInvalid('thread-generator', { text: ' \n\n ' }, 'text: is blank');
    await expectInvalid('thread-generator', { tweets: ['ok', '  '] }, 'tweets[1]: is blank');
    await expectInvalid('thread-generator', { tweets: [] }, /^tweets: /);
    await expectInvalid('thread-generator', { tweets: Array(101).fill('a') }, /^tweets: /);
    await expectInvalid('thread-generator', { text: 'a', max_length: 49 }, /^max_length: /);
    await expectInvalid('thread-generator', { text: 'a', max_length: 4001 }, /^max_length: /);
    await expectInvalid('thread-generator', { text: 'x'.repeat(10_001) }, /^text: /);
    await expectInvalid('thread-generator', { text: 'a', length_counting: 'bytes' }, /^length_counting: /);
    await expectInvalid('thread-generator', JSON.parse('{"text": "a", "__proto__": {"max_length": 50}}'), '__proto__: unknown field');
  });
});
