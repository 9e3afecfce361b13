import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Match { emoji: string; name: string; codePoints: string; group: string; keywords: string[] }
const search = (query: string, limit?: number) =>
  run<{ total: number; matches: Match[] }>('emoji-search', limit === undefined ? { query } : { query, limit });

describe('emoji-search', () => {
  it("agrees with Unicode's emoji-test.txt on code points, names and groups", async () => {
    // Lines of https://unicode.org/Public/emoji/latest/emoji-test.txt ("# group: …" headers above them):
    //   1F680 ; fully-qualified # 🚀 E0.6 rocket                       (group: Travel & Places)
    //   2764 FE0F ; fully-qualified # ❤️ E0.6 red heart                (group: Smileys & Emotion)
    //   1F469 200D 1F4BB ; fully-qualified # 👩‍💻 E4.0 woman technologist (group: People & Body)
    //   1F1EB 1F1F7 ; fully-qualified # 🇫🇷 E2.0 flag: France           (group: Flags)
    const expected: [string, string, string, string][] = [
      ['rocket', 'U+1F680', 'rocket', 'travel & places'],
      ['red heart', 'U+2764 U+FE0F', 'red heart', 'smileys & emotion'],
      ['woman technologist', 'U+1F469 U+200D U+1F4BB', 'woman technologist', 'people & body'],
      ['flag: France', 'U+1F1EB U+1F1F7', 'flag: France', 'flags'],
    ];
    for (const [query, codePoints, name, group] of expected) {
      const [best] = (await search(query)).matches;
      expect(best, query).toMatchObject({ codePoints, name, group });
      // python3 -c "print(''.join(chr(int(h, 16)) for h in '<code points>'.split()))" gives the emoji itself
      expect(Array.from(best!.emoji, (char) => char.codePointAt(0)!.toString(16).toUpperCase()).join(' ')).toBe(codePoints.replaceAll('U+', ''));
    }
  });

  it('finds a pasted emoji, with or without its variation selector', async () => {
    // python3 -c "print(ascii(chr(0x2764)), ascii(chr(0x2764) + chr(0xFE0F)))" → '\u2764' '\u2764\ufe0f'
    for (const query of ['\u2764', '\u2764\uFE0F']) {
      const result = await search(query);
      expect(result.total).toBe(1);
      expect(result.matches[0]!.name).toBe('red heart');
    }
  });

  it('ranks the whole name, then names starting with the query, then words, then keywords', async () => {
    const rockets = (await search('rocket')).matches.map((match) => match.name);
    expect(rockets[0]).toBe('rocket');
    expect(rockets.slice(1)).toEqual(expect.arrayContaining(['astronaut']));
    const hearts = (await search('HEART', 200)).matches.map((match) => match.name);
    expect(hearts.indexOf('heart with arrow')).toBeLessThan(hearts.indexOf('red heart'));
    expect(hearts.indexOf('red heart')).toBeLessThan(hearts.indexOf('love letter'));
    const happy = await search('happy');
    expect(happy.matches[0]!.keywords).toContain('happy');
    expect((await search('fr flag')).matches[0]!.name).toBe('flag: France');
  });

  it('matches emoticons', async () => {
    expect((await search(':D')).matches[0]!.name).toBe('grinning face with smiling eyes');
    expect((await search('<3')).matches[0]!.name).toBe('red heart');
  });

  it('honours the limit and reports the total before it', async () => {
    const all = await search('face', 200);
    const some = await search('face', 3);
    expect(some.matches).toEqual(all.matches.slice(0, 3));
    expect(some.total).toBe(all.total);
    expect(all.total).toBeGreaterThan(100);
    expect((await search('face')).matches).toHaveLength(50);
  });

  it('answers no match with an empty list', async () => {
    expect(await search('qqqqzzzz')).toEqual({ total: 0, matches: [] });
    expect(await search('   ')).toEqual({ total: 0, matches: [] });
  });

  it('offers no lone regional indicator letters', async () => {
    expect((await search('regional indicator')).total).toBe(0);
  });

  it('takes a query at the 100-character bound, and refuses past it', async () => {
    expect((await search('a'.repeat(100))).total).toBe(0);
    await expectInvalid('emoji-search', { query: 'a'.repeat(101) }, 'query: must be at most 100 characters');
  });

  it('refuses bad input, naming the field', async () => {
    await expectInvalid('emoji-search', { query: '' }, 'query: must not be empty');
    await expectInvalid('emoji-search', { query: 5 }, 'query: must be a string, got an integer');
    await expectInvalid('emoji-search', { query: 'a', limit: 0 }, 'limit: must be ≥ 1');
    await expectInvalid('emoji-search', { query: 'a', limit: 201 }, 'limit: must be ≤ 200');
    await expectInvalid('emoji-search', { query: 'a', limit: 1.5 }, /limit: must be an integer/);
    await expectInvalid('emoji-search', {}, 'query: is required');
    await expectInvalid('emoji-search', JSON.parse('{"query":"a","__proto__":{"limit":1}}'), /__proto__/);
  });
});
