import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Character {
  char: string;
  codePoint: string;
  name: string;
  label: string;
  category: string;
  categoryName: string;
  utf8: string;
  utf16: string;
  invisible: boolean;
}
interface Inspected {
  characters: Character[];
  count: number;
  invisibleCount: number;
}
const inspect = (text: string) => run<Inspected>('unicode-inspect', { text });

describe('unicode-inspect', () => {
  it('gives the name, category and encodings Python gives', async () => {
    // /usr/bin/python3 (unicodedata 14.0.0), for each c:
    //   'U+%04X' % ord(c), unicodedata.name(c, ''), unicodedata.category(c),
    //   c.encode('utf-8').hex(' ').upper(), c.encode('utf-16-be').hex(' ').upper()
    const expected: [string, string, string, string, string][] = [
      ['U+0041', 'LATIN CAPITAL LETTER A', 'Lu', '41', '00 41'],
      ['U+00E9', 'LATIN SMALL LETTER E WITH ACUTE', 'Ll', 'C3 A9', '00 E9'],
      ['U+200B', 'ZERO WIDTH SPACE', 'Cf', 'E2 80 8B', '20 0B'],
      ['U+00A0', 'NO-BREAK SPACE', 'Zs', 'C2 A0', '00 A0'],
      ['U+FEFF', 'ZERO WIDTH NO-BREAK SPACE', 'Cf', 'EF BB BF', 'FE FF'],
      ['U+000A', '', 'Cc', '0A', '00 0A'],
      ['U+0301', 'COMBINING ACUTE ACCENT', 'Mn', 'CC 81', '03 01'],
      ['U+1F600', 'GRINNING FACE', 'So', 'F0 9F 98 80', 'D8 3D DE 00'],
      ['U+202E', 'RIGHT-TO-LEFT OVERRIDE', 'Cf', 'E2 80 AE', '20 2E'],
      ['U+00AD', 'SOFT HYPHEN', 'Cf', 'C2 AD', '00 AD'],
      ['U+E000', '', 'Co', 'EE 80 80', 'E0 00'],
    ];
    const result = await inspect('A\u00e9\u200b\u00a0\ufeff\n\u0301😀\u202e\u00ad\uE000');
    expect(result.count).toBe(expected.length);
    expect(result.characters.map((c) => [c.codePoint, c.name, c.category, c.utf8, c.utf16.replace(/ /g, '').replace(/(..)(?!$)/g, '$1 ')])).toEqual(expected);
  });

  it('labels what has no name, and flags the invisible', async () => {
    const result = await inspect('\n\u200b\u00a0 \t\ufe0f\u3164\uE000');
    expect(result.characters.map((c) => c.label)).toEqual([
      'LINE FEED', 'ZERO WIDTH SPACE', 'NO-BREAK SPACE', 'SPACE', 'CHARACTER TABULATION', 'VARIATION SELECTOR-16', 'HANGUL FILLER', '<private-use-E000>',
    ]);
    expect(result.characters.map((c) => c.invisible)).toEqual([false, true, true, false, false, true, true, false]);
    expect(result.invisibleCount).toBe(4);
    expect(result.characters[0]!.categoryName).toBe('Other, control');
  });

  it('shows a lone surrogate instead of failing', async () => {
    const [surrogate] = (await inspect('\uD800')).characters;
    expect(surrogate).toMatchObject({ codePoint: 'U+D800', name: '', label: '<surrogate-D800>', category: 'Cs', utf8: '', utf16: 'D800' });
  });

  it('names algorithmic names (Hangul syllables, CJK ideographs) as Python does', async () => {
    // unicodedata.name('\uAC00'), unicodedata.name('\u4E00')
    expect((await inspect('\uAC00\u4E00')).characters.map((c) => c.name)).toEqual(['HANGUL SYLLABLE GA', 'CJK UNIFIED IDEOGRAPH-4E00']);
  });

  it('holds the 10,000-character bound', async () => {
    expect((await inspect('😀'.repeat(5_000))).count).toBe(5_000);
    expect(await inspect('')).toEqual({ characters: [], count: 0, invisibleCount: 0 });
    await expectInvalid('unicode-inspect', { text: 'a'.repeat(10_001) }, 'text: must be at most 10000 characters');
  });

  it('refuses bad input, naming the field', async () => {
    await expectInvalid('unicode-inspect', {}, 'text: is required');
    await expectInvalid('unicode-inspect', { text: ['a'] }, /text: must be a string/);
    await expectInvalid('unicode-inspect', JSON.parse('{"text": "a", "__proto__": {"x": 1}}'), /__proto__/);
  });
});
