import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Result {
  hashtags: string[];
  text: string;
  count: number;
  available: number;
  keywords: string[];
  skipped_keywords: string[];
  platform: string;
  platform_max_hashtags: number | null;
  recommended_hashtags: number;
  within_platform_limit: boolean;
  character_count: number;
  source: string;
}

const tags = (input: Record<string, unknown>) => run<Result>('hashtag-generator', input);

describe('hashtag-generator', () => {
  it('orders whole keywords, then 3- and 2-word runs, then single words, skipping function words at the edges', async () => {
    const result = await tags({ keywords: 'best street food in Lisbon', count: 60 });
    // Worked by hand: runs of 3 are "best street food", "street food in" (ends with "in": skipped),
    // "food in Lisbon"; runs of 2 "best street", "street food" ("food in", "in Lisbon" skipped); then the words but "in".
    const expected = ['#BestStreetFoodInLisbon', '#BestStreetFood', '#FoodInLisbon', '#BestStreet', '#StreetFood', '#Best', '#Street', '#Food', '#Lisbon'];
    expect(result.hashtags).toEqual(expected);
    expect(result.text).toBe(expected.join(' '));
    // python3: len('#BestStreetFoodInLisbon #BestStreetFood … #Lisbon') → 105
    expect(result).toMatchObject({ count: 9, available: 9, character_count: 105, platform: 'instagram', platform_max_hashtags: 5, within_platform_limit: false });
  });

  it('returns only the whole keywords without variations, and the platform’s recommended number by default', async () => {
    expect((await tags({ keywords: 'best street food in Lisbon, coffee', include_variations: false, count: 10 })).hashtags).toEqual(['#BestStreetFoodInLisbon', '#Coffee']);
    const defaults = { instagram: 5, tiktok: 5, x: 2, facebook: 3, linkedin: 3, youtube: 3, threads: 1 };
    for (const [platform, count] of Object.entries(defaults)) {
      const result = await tags({ keywords: 'one two three four five six seven eight', platform });
      expect(result.count, platform).toBe(count);
      expect(result.recommended_hashtags).toBe(count);
      expect(result.within_platform_limit).toBe(true);
      expect(result.source.length).toBeGreaterThan(20);
    }
  });

  it('flags more hashtags than the platform allows (Instagram 5, Threads 1, YouTube 60) but not where there is no cap', async () => {
    const many = 'a1 b1, c1 d1, e1 f1, g1 h1, i1 j1, k1 l1';
    expect(await tags({ keywords: many, platform: 'instagram', count: 6 })).toMatchObject({ count: 6, platform_max_hashtags: 5, within_platform_limit: false });
    expect(await tags({ keywords: many, platform: 'threads', count: 2 })).toMatchObject({ count: 2, platform_max_hashtags: 1, within_platform_limit: false });
    expect(await tags({ keywords: many, platform: 'x', count: 30 })).toMatchObject({ count: 18, platform_max_hashtags: null, within_platform_limit: true });
  });

  it('drops what a hashtag cannot hold, keeps letters of every script with their marks, and needs a letter', async () => {
    const result = await tags({
      keywords: "rock'n'roll; C++; data-science; 🔥 fire 🔥; हिन्दी; 東京 タワー; summer 2024; 2024; !!!",
      include_variations: false,
      count: 20,
    });
    // "्" (U+094D) is a combining mark (python3: unicodedata.category('्') → 'Mn'), so Hindi stays one word.
    expect(result.hashtags).toEqual(['#RockNRoll', '#C', '#DataScience', '#Fire', '#हिन्दी', '#東京タワー', '#Summer2024']);
    expect(result.skipped_keywords).toEqual(['2024', '!!!']);
  });

  it('splits on commas, semicolons, line breaks and "#", trims, and normalises to NFC', async () => {
    const result = await tags({ keywords: ' #travel #food\n  coffee ;; tea,,  ', include_variations: false, count: 10 });
    expect(result.keywords).toEqual(['travel', 'food', 'coffee', 'tea']);
    expect(result.hashtags).toEqual(['#Travel', '#Food', '#Coffee', '#Tea']);
    // "cafe" + U+0301 and the precomposed "café" are one tag.
    expect((await tags({ keywords: 'cafe\u0301, café', count: 10 })).hashtags).toEqual(['#Café']);
  });

  it('drops repeats ignoring case, keeping the first spelling', async () => {
    expect((await tags({ keywords: 'Travel, travel, TRAVEL, street food, StreetFood', count: 10, include_variations: false })).hashtags).toEqual(['#Travel', '#StreetFood']);
    expect((await tags({ keywords: 'iPhone tips, AI', count: 10 })).hashtags).toEqual(['#IPhoneTips', '#AI', '#IPhone', '#Tips']);
    expect((await tags({ keywords: 'iPhone tips', letter_case: 'lower', count: 10 })).hashtags).toEqual(['#iphonetips', '#iphone', '#tips']);
  });

  it('treats markup and object keys as plain words', async () => {
    const result = await tags({ keywords: '<script>alert(1)</script>, __proto__, constructor', include_variations: false, count: 10 });
    expect(result.hashtags).toEqual(['#ScriptAlert1Script', '#__proto__', '#Constructor']);
  });

  it('refuses blank keywords, keywords without letters, too many keywords and out-of-range fields, naming the field', async () => {
    await expectInvalid('hashtag-generator', { keywords: '' }, /^keywords: /);
    await expectInvalid('hashtag-generator', { keywords: ' , ;\n# ' }, 'keywords: holds no keyword');
    await expectInvalid('hashtag-generator', { keywords: '2024, 123, ***' }, 'keywords: none of the keywords has a letter');
    await expectInvalid('hashtag-generator', { keywords: Array.from({ length: 31 }, (_, i) => `k${i}`).join(',') }, 'keywords: 31 keywords, at most 30');
    await expectInvalid('hashtag-generator', { keywords: 'x'.repeat(1001) }, /^keywords: /);
    await expectInvalid('hashtag-generator', { keywords: 'a', count: 0 }, /^count: /);
    await expectInvalid('hashtag-generator', { keywords: 'a', count: 61 }, /^count: /);
    await expectInvalid('hashtag-generator', { keywords: 'a', platform: 'myspace' }, /^platform: /);
    await expectInvalid('hashtag-generator', { keywords: 'a', letter_case: 'upper' }, /^letter_case: /);
    await expectInvalid('hashtag-generator', { keywords: ['a'] }, /^keywords: /);
    await expectInvalid('hashtag-generator', JSON.parse('{"keywords": "a", "__proto__": {}}'), '__proto__: unknown field');
  });
});
