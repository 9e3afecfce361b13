import { describe, expect, it } from 'vitest';
import { atomsOf, postLength } from './post-length.ts';

/*
 * Known answers: twitter-text's conformance suite, conformance/validate.yml, sections
 * WeightedTweetsWithDiscountedEmojiCounterTest and UnicodeDirectionalMarkerCounterTest (the v3
 * configuration X uses; github.com/twitter/twitter-text, Apache-2.0). Long texts are rebuilt from
 * their repeating parts (checked equal to the published strings with python3 when written).
 * The suite counts after NFC normalisation, as postLength's callers do.
 */
const POEM = '故人西辞黄鹤楼，烟花三月下扬州。孤帆远影碧空尽，唯见长江天际流。朱雀桥边野草花，乌衣巷口夕阳斜。旧时王谢堂前燕，飞入寻常百姓家。朝辞白帝彩云间，千里江陵一日还。两岸猿声啼不住，轻舟已过万重山。泪湿罗巾梦不成，夜深前殿按歌声。红颜未老恩先断，斜倚薰笼坐到明。独在异乡为异客，每逢佳节倍思亲。遥知兄弟登高处，遍插茱萸少一人。';
const KANA = 'あいうえおかきくけこ';
const FAMILY = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}\u200D\u{1F466}';
const X10 = 'xxxxxxxxxx-';

const CONFORMANCE: [string, string, number][] = [
  ['Regular Tweet with url', 'Hi http://test.co', 26],
  ['Just url', 'http://test.co', 23],
  ['Long tweet, overflow at char index 280', `285 chars-${X10.repeat(25)}`, 285],
  ['Long tweet with url in the middle', `285 chars- http://www.twitter.com/jack ${X10.repeat(24)}`, 299],
  ['Long tweet with url at the end', `${X10.repeat(24)} http://www.twitter.com/jack `, 289],
  ['10 url string, no overflow', 'https://www.twitter.com/aloha '.repeat(10), 240],
  ['160 CJK char', POEM, 320],
  ['160 emoji char', '😷'.repeat(160), 320],
  ['3 latin char + 160 CJK char', `the${POEM}`, 323],
  ['282 chars with a normalized character', `282 chars-${X10.repeat(24)}xxxxxA\u0301x`, 281],
  ['Count a mix of single byte single word, and double word unicode characters', `H🐱☺${FAMILY}`, 7],
  ['Count unicode emoji chars inside the basic multilingual plane', '😷👾😡🔥💩', 10],
  ['Count unicode emoji chars outside the basic multilingual plane with skin tone modifiers', '🙋🏽👨\u200D🎤', 4],
  [
    'Handle General Punctuation Characters with visible spaces(u2000-200A), no ZWJ/ZWNJ',
    'This is a tweet with general punctuation characters: \u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200A\u200B \u2010 \u2011 \u2012 \u2013 \u2014 \u2015 \u2016  \u2017 \u2018 \u2019 \u201A \u201B \u201C \u201D \u201E \u201F \u2032 \u2033 \u2034 \u2035 \u2036 \u2037',
    110,
  ],
  [
    'Handle long url with invalid domain labels and short url',
    `Long url with invalid domain labels and a short url: ${`https://${'somesuperlongurl'.repeat(249)}.com/foo `.repeat(3)}https://validurl.com`,
    12079,
  ],
  ['Handle a 64 character domain without protocol', `${'randomurl'.repeat(7)}s.com`, 68],
  ['CJK host over 63 punycode characters is not a link', `${KANA.repeat(12)} http://${KANA.repeat(5)}あいう.com`, 358],
  ['CJK host under 63 punycode characters is a link', `${KANA.repeat(12)} http://${KANA.repeat(5)}あい.com`, 264],
  ['140 family emoji', FAMILY.repeat(140), 280],
  ['Emoji with a leading character in the latin range is counted as 2', '1\u20E3', 2],
  ['Unicode 10.0 emoji', 'Unicode 10.0 emoji: 🤪; 🧕; 🧕🏾; 🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}', 34],
  ['Unicode 9.0 emoji', 'Unicode 9.0 emoji: 🤠; 💃; 💃🏾', 29],
  ['Handle invalid characters', 'ABC\u202A\uFFFFABC\uFFFE', 12],
  ['Tweet text containing directional characters', '\u2066\u202Ahttp://foobar.\u067E\u0627\u06A9\u0633\u062A\u0627\u0646/\u202C\u2069', 31],
];

describe('postLength', () => {
  it.each(CONFORMANCE)('x: %s', (_, text, expected) => {
    expect(postLength(text.normalize('NFC'), 'x')).toBe(expected);
  });

  it('counts code points when asked (python3: len(s))', () => {
    expect(postLength(FAMILY, 'code_points')).toBe(7);
    expect(postLength('Hi http://test.co', 'code_points')).toBe(17);
    expect(postLength(POEM, 'code_points')).toBe(160);
  });

  it('counts a bare domain X may not link as at least 23, never less than X does', () => {
    expect(postLength('Node.js', 'x')).toBe(23);
    expect(postLength('me@example.com', 'x')).toBe(14);
    expect(postLength('http://localhost:3000/path', 'x')).toBe(26);
  });

  it('splits into atoms that keep links, emoji sequences and accents whole, and add up', () => {
    const text = 'Hé\u0301 🏳️‍🌈 https://example.com/a. 🇮🇳1️⃣';
    const atoms = atomsOf(text, 'x');
    expect(atoms.map((atom) => atom.text).join('')).toBe(text);
    expect(atoms.map((atom) => atom.text)).toEqual(['H', 'é\u0301', ' ', '🏳️‍🌈', ' ', 'https://example.com/a', '.', ' ', '🇮🇳', '1️⃣']);
    expect(atoms.reduce((sum, atom) => sum + atom.weight, 0)).toBe(postLength(text, 'x'));
  });
});
