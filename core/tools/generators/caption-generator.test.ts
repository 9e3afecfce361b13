import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Variant {
  caption: string;
  length: number;
  fits_limit: boolean;
  characters_left: number;
}
interface Result {
  captions: Variant[];
  hashtags: string[];
  platform: string;
  tone: string;
  limit: number;
  length_unit: string;
  source: string;
}

const captions = (input: Record<string, unknown>) => run<Result>('caption-generator', input);
const TONES = ['casual', 'professional', 'funny', 'inspirational', 'enthusiastic', 'minimal'];

describe('caption-generator', () => {
  it('fills the funny templates in order, capitalising the topic where it starts a sentence', async () => {
    const result = await captions({ topic: 'pizza for breakfast', tone: 'funny', platform: 'tiktok', include_hashtags: false });
    // data/caption-templates.ts written out by hand; python3: len(s) → 92, 86, 90 (⚠️ is U+26A0 U+FE0F, 2 code points)
    expect(result.captions).toEqual([
      { caption: "😂 Me: I'll be productive today. Also me: pizza for breakfast.\n\nTag the friend who does this.", length: 92, fits_limit: true, characters_left: 2108 },
      { caption: "🙃 Therapy is expensive. Pizza for breakfast is cheaper.\n\nTell me I'm not the only one.", length: 86, fits_limit: true, characters_left: 2114 },
      { caption: '⚠️ Warning: pizza for breakfast may cause extreme happiness.\n\nReply with your best excuse.', length: 90, fits_limit: true, characters_left: 2110 },
    ]);
    expect(result).toMatchObject({ hashtags: [], platform: 'tiktok', tone: 'funny', limit: 2200, length_unit: 'code points' });
  });

  it('writes five distinct variants for every tone, each with the topic and no leftover placeholder', async () => {
    const hooks = new Set<string>();
    for (const tone of TONES) {
      const result = await captions({ topic: 'Project Atlas', tone, count: 5, include_cta: false, include_hashtags: false, include_emojis: false });
      expect(result.captions).toHaveLength(5);
      for (const { caption } of result.captions) {
        expect(caption).toContain('Project Atlas');
        expect(caption).not.toMatch(/[{}]|undefined|\n/);
        hooks.add(caption);
      }
    }
    expect(hooks.size).toBe(30);
  });

  it('does not double punctuation the topic brings, and capitalises a topic that opens the caption', async () => {
    const first = async (topic: string, tone: string) =>
      (await captions({ topic, tone, count: 1, include_emojis: false, include_cta: false, include_hashtags: false })).captions[0]!.caption;
    expect(await first('Lisbon!', 'enthusiastic')).toBe("It's here: Lisbon!");
    expect(await first('remote work.', 'casual')).toBe('Currently obsessed with remote work.');
    expect(await first('ready?', 'minimal')).toBe('Ready?');
    expect(await first('  two\nlines  ', 'professional')).toBe('Introducing two lines.');
  });

  it('makes hashtags from the topic without its edge function words, or from keywords, at the platform’s count', async () => {
    expect((await captions({ topic: 'the best street food in Lisbon', count: 1 })).hashtags).toEqual([
      '#BestStreetFoodInLisbon', '#BestStreetFood', '#FoodInLisbon', '#BestStreet', '#StreetFood',
    ]);
    expect((await captions({ topic: 'x', keywords: 'coffee, latte art', platform: 'x', count: 1 })).hashtags).toEqual(['#Coffee', '#LatteArt']);
    const threads = await captions({ topic: 'morning run', platform: 'threads', count: 1 });
    expect(threads.hashtags).toEqual(['#MorningRun']);
    expect(threads.captions[0]!.caption.endsWith('\n\n#MorningRun')).toBe(true);
  });

  it('uses your call to action on every variant, and leaves parts out when asked', async () => {
    const own = await captions({ topic: 'our sale', call_to_action: 'Shop now.', include_hashtags: false, include_emojis: false });
    for (const { caption } of own.captions) expect(caption.endsWith('\n\nShop now.')).toBe(true);
    const bare = await captions({ topic: 'our sale', include_cta: false, include_hashtags: false, include_emojis: false, count: 1 });
    expect(bare.captions[0]!.caption).toBe('Currently obsessed with our sale.');
  });

  it('never cuts a caption over the platform limit: it says so', async () => {
    const details = 'word '.repeat(200).trim();
    const result = await captions({ topic: 'a long story', details, platform: 'threads', count: 1, include_hashtags: false, include_cta: false });
    const caption = result.captions[0]!;
    // "✨ Currently obsessed with a long story." is 39 code points, + "\n\n" + 999 → 1040.
    expect(caption.caption).toBe(`✨ Currently obsessed with a long story.\n\n${details}`);
    expect(caption).toMatchObject({ length: 1040, fits_limit: false, characters_left: 500 - 1040 });
  });

  it('counts a caption for X as X does: emoji and CJK 2, a link 23', async () => {
    const result = await captions({ topic: '東京の夜', details: 'Photos: https://example.com/tokyo-night-gallery-2026', platform: 'x', count: 1, include_hashtags: false, include_cta: false });
    const caption = result.captions[0]!;
    expect(caption.caption).toBe('✨ Currently obsessed with 東京の夜.\n\nPhotos: https://example.com/tokyo-night-gallery-2026');
    // By hand: "✨" 2 + " Currently obsessed with " 25 + 4 CJK × 2 + "." 1 + "\n\n" 2 + "Photos: " 8 + link 23 → 69
    // (python3 len() of the same text: 85 code points).
    expect(caption).toMatchObject({ length: 69, fits_limit: true, characters_left: 211 });
    expect(result.length_unit).toBe('x weighted');
  });

  it('keeps markup and braces in the user’s words as plain text, never as placeholders', async () => {
    const result = await captions({ topic: '<b>{topic}</b> & "quotes"', count: 1, include_hashtags: false, include_cta: false, include_emojis: false });
    expect(result.captions[0]!.caption).toBe('Currently obsessed with <b>{topic}</b> & "quotes".');
  });

  it('refuses a blank topic, too long fields and out-of-range choices, naming the field', async () => {
    await expectInvalid('caption-generator', { topic: '  \n ' }, 'topic: is blank');
    await expectInvalid('caption-generator', {}, /^topic: /);
    await expectInvalid('caption-generator', { topic: 'x'.repeat(201) }, /^topic: /);
    await expectInvalid('caption-generator', { topic: 'x', details: 'x'.repeat(1001) }, /^details: /);
    await expectInvalid('caption-generator', { topic: 'x', count: 0 }, /^count: /);
    await expectInvalid('caption-generator', { topic: 'x', count: 6 }, /^count: /);
    await expectInvalid('caption-generator', { topic: 'x', tone: 'sarcastic' }, /^tone: /);
    await expectInvalid('caption-generator', { topic: 'x', platform: 'myspace' }, /^platform: /);
    await expectInvalid('caption-generator', JSON.parse('{"topic": "x", "__proto__": {"tone": "funny"}}'), '__proto__: unknown field');
  });
});
