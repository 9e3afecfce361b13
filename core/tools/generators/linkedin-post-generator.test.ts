import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Result {
  post: string;
  hook: string;
  hashtags: string[];
  post_type: string;
  tone: string;
  characters: number;
  utf16_length: number;
  limit: number;
  fits_limit: boolean;
  characters_left: number;
  see_more_preview: string;
  preview_truncated: boolean;
}

const post = (input: Record<string, unknown>) => run<Result>('linkedin-post-generator', input);

describe('linkedin-post-generator', () => {
  it('fills the lesson template with keycap numbers, emojis and hashtags from the topic', async () => {
    const result = await post({
      topic: 'shipping on Fridays',
      post_type: 'lesson',
      tone: 'inspirational',
      key_points: ['Small changes are easy to roll back', '  Feature flags beat\nhotfixes  '],
      include_emojis: true,
    });
    // The templates of data/linkedin-post-templates.ts, written out by hand.
    const expected =
      '💡 The hardest lessons are the most valuable. Here is mine about shipping on Fridays.\n\n' +
      'What I took away:\n1️⃣ Small changes are easy to roll back\n2️⃣ Feature flags beat hotfixes\n\n' +
      '👉 What lesson shaped the way you work?\n\n#ShippingOnFridays #LessonsLearned';
    expect(result.post).toBe(expected);
    expect(result.hook).toBe('💡 The hardest lessons are the most valuable. Here is mine about shipping on Fridays.');
    expect(result.hashtags).toEqual(['#ShippingOnFridays', '#LessonsLearned']);
    // python3: s = <expected>; len(s) → 251; len(s.encode('utf-16-le')) // 2 → 253 (💡 and 👉 are astral; 1️⃣ is 3 BMP code points)
    expect(result.characters).toBe(251);
    expect(result.utf16_length).toBe(253);
    expect(result).toMatchObject({ limit: 3000, fits_limit: true, characters_left: 2747, preview_truncated: true });
    // python3: s[:210]
    expect(result.see_more_preview).toBe([...expected].slice(0, 210).join(''));
    expect(result.see_more_preview.endsWith('👉 What lesson shaped the way you ')).toBe(true);
  });

  it('writes every post type and tone with the topic in its hook, one hook per pair', async () => {
    const hooks = new Set<string>();
    for (const post_type of ['announcement', 'lesson', 'achievement', 'hiring', 'event', 'tips', 'launch', 'question']) {
      for (const tone of ['professional', 'friendly', 'enthusiastic', 'inspirational']) {
        const result = await post({ topic: 'Project Atlas', post_type, tone, include_hashtags: false });
        expect(result.hook).toContain('Project Atlas');
        expect(result.post.startsWith(`${result.hook}\n\n`)).toBe(true);
        expect(result.post).not.toMatch(/\{topic\}|undefined|\n{3}/);
        hooks.add(result.hook);
      }
    }
    expect(hooks.size).toBe(32);
  });

  it('does not double the punctuation a topic ends with', async () => {
    expect((await post({ topic: 'Are we shipping too fast?', post_type: 'question' })).hook).toBe('A question for my network about Are we shipping too fast?');
    expect((await post({ topic: 'We hit 1M users!', post_type: 'achievement', tone: 'enthusiastic' })).hook).toBe('We did it: We hit 1M users!');
    // Mid-sentence, the topic's own full stop is dropped.
    expect((await post({ topic: 'remote work.', post_type: 'tips', tone: 'enthusiastic' })).hook).toBe('Want to get better at remote work? Start here!');
  });

  it('cleans key points: list markers and line breaks go, blank points are skipped', async () => {
    const result = await post({
      topic: 'x',
      post_type: 'launch',
      key_points: ['- one', '• two', '* three', '4. four', '5) five', '   ', 'six\n\nlines'],
      include_hashtags: false,
    });
    expect(result.post).toBe('Introducing x.\n\nWhat is inside:\n• one\n• two\n• three\n• four\n• five\n• six lines\n\nTry it and tell me what you think.');
  });

  it('normalises hashtags: "#" optional, words in CamelCase, symbols dropped, repeats ignoring case removed', async () => {
    const result = await post({ topic: 'x', hashtags: ['#remote work', ' AI ', 'ai', 'café crème', 'C++', '__proto__', 'data-science'] });
    expect(result.hashtags).toEqual(['#RemoteWork', '#AI', '#CaféCrème', '#C', '#__proto__', '#DataScience']);
    expect(result.post.endsWith('\n\n#RemoteWork #AI #CaféCrème #C #__proto__ #DataScience')).toBe(true);
    expect((await post({ topic: 'x', hashtags: ['#a'], include_hashtags: false })).hashtags).toEqual([]);
    await expectInvalid('linkedin-post-generator', { topic: 'x', hashtags: ['ok', '###'] }, /^hashtags\[1\]: "###" has no letters or digits/);
  });

  it('leaves out the topic hashtag when the topic is longer than 40 characters', async () => {
    const result = await post({ topic: 'the quarterly all-hands meeting for every engineering team', post_type: 'event' });
    expect(result.hashtags).toEqual(['#Events']);
  });

  it('uses a given call to action, and the default when it is blank', async () => {
    expect((await post({ topic: 'x', call_to_action: '  DM me\nfor details ', include_hashtags: false })).post.endsWith('\n\nDM me for details')).toBe(true);
    expect((await post({ topic: 'x', call_to_action: ' ', include_hashtags: false })).post.endsWith('\n\nWhat do you think? Share your thoughts in the comments.')).toBe(true);
  });

  it('says whether the post fits 3,000 characters, exactly at the boundary, and never cuts it', async () => {
    const longest = { topic: 'x'.repeat(200), include_hashtags: false, call_to_action: 'y' };
    const points = Array.from({ length: 10 }, () => 'p'.repeat(280));
    const full = await post({ ...longest, key_points: points });
    const over = full.utf16_length - 3000;
    expect(over).toBeGreaterThan(0);
    expect(full).toMatchObject({ fits_limit: false, characters_left: -over });
    // Shorten the last point until the post is exactly 3,000 characters, then add one back.
    const exact = await post({ ...longest, key_points: [...points.slice(0, 9), 'p'.repeat(280 - over)] });
    expect(exact).toMatchObject({ characters: 3000, utf16_length: 3000, fits_limit: true, characters_left: 0 });
    const oneOver = await post({ ...longest, key_points: [...points.slice(0, 9), 'p'.repeat(281 - over)] });
    expect(oneOver).toMatchObject({ characters: 3001, fits_limit: false, characters_left: -1 });
    // Never cut: every point is still there.
    expect(oneOver.post.split('\n').filter((line) => line.startsWith('• '))).toHaveLength(10);
  });

  it('counts astral emoji twice in UTF-16 and judges the limit by that count', async () => {
    // 1,500 × "😀" (U+1F600): python3: len("😀" * 1500) → 1500, len(("😀" * 1500).encode("utf-16-le")) // 2 → 3000
    const points = Array.from({ length: 10 }, () => '😀'.repeat(150));
    const result = await post({ topic: 'x', key_points: points, include_hashtags: false, call_to_action: 'y' });
    expect(result.utf16_length - result.characters).toBe(1500);
    // Under 3,000 code points but over 3,000 UTF-16 units: counted the stricter way, it does not fit.
    expect(result.characters).toBeLessThan(3000);
    expect(result.utf16_length).toBeGreaterThan(3000);
    expect(result.fits_limit).toBe(false);
  });

  it('keeps markup, quotes, RTL and emoji as plain text (the post is text, not HTML)', async () => {
    const topic = '<script>alert("x")</script> & שלום 👩‍💻';
    const result = await post({ topic, key_points: ['<img src=x onerror=alert(1)>'], include_hashtags: false });
    expect(result.hook).toBe(`An update on ${topic}.`);
    expect(result.post).toContain('• <img src=x onerror=alert(1)>');
  });

  it('gives the same post for the same input', async () => {
    const input = { topic: 'Q3 results', post_type: 'achievement', key_points: ['Revenue up 20%'], include_emojis: true };
    expect(await post(input)).toEqual(await post(input));
  });

  it('refuses blank or overlong fields with a 400 naming the field', async () => {
    await expectInvalid('linkedin-post-generator', { topic: '   ' }, /^topic: is blank/);
    await expectInvalid('linkedin-post-generator', { topic: '' }, /topic/);
    await expectInvalid('linkedin-post-generator', { topic: 'x'.repeat(201) }, /topic/);
    await expectInvalid('linkedin-post-generator', { topic: 'x', key_points: Array(11).fill('a') }, /key_points/);
    await expectInvalid('linkedin-post-generator', { topic: 'x', key_points: ['a'.repeat(281)] }, /key_points/);
    await expectInvalid('linkedin-post-generator', { topic: 'x', hashtags: Array(11).fill('a') }, /hashtags/);
    await expectInvalid('linkedin-post-generator', { topic: 'x', post_type: 'rant' }, /post_type/);
    await expectInvalid('linkedin-post-generator', { topic: 'x', tone: 'angry' }, /tone/);
    await expectInvalid('linkedin-post-generator', { topic: 'x', call_to_action: 'c'.repeat(281) }, /call_to_action/);
  });
});
