import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Bio {
  bio: string;
  length: number;
  trimmed: boolean;
  full_length: number;
}
interface Result {
  bios: Bio[];
  platform: string;
  field: string;
  limit: number;
  tone: string;
  interests: string[];
  length_unit: string;
  source: string;
}

const bios = (input: Record<string, unknown>) => run<Result>('social-media-bio-generator', input);
const TONES = ['professional', 'friendly', 'creative', 'witty', 'minimal'];
const LIMITS = { instagram: 150, tiktok: 80, x: 160, facebook: 101, linkedin: 220, youtube: 1000, threads: 150 };

describe('social-media-bio-generator', () => {
  it('writes a LinkedIn headline on one line from the professional templates', async () => {
    const result = await bios({ name: 'Ana', role: 'Product designer at Acme', interests: 'design systems; accessibility', platform: 'linkedin', tone: 'professional', include_emojis: false, count: 2 });
    // data/bio-templates.ts written out by hand; python3: len(s) → 76, 80
    expect(result.bios).toEqual([
      { bio: 'Ana | Product designer at Acme | Focused on design systems and accessibility', length: 76, trimmed: false, full_length: 76 },
      { bio: 'Ana, Product designer at Acme | Specialising in design systems and accessibility', length: 80, trimmed: false, full_length: 80 },
    ]);
    expect(result).toMatchObject({ platform: 'linkedin', field: 'headline', limit: 220, interests: ['design systems', 'accessibility'], length_unit: 'code points' });
  });

  it('cuts an over-long bio at the last word that leaves room for "…", dropping the comma at the cut', async () => {
    const role = 'Sourdough baker, pastry chef and weekend market stallholder, Leeds';
    const result = await bios({ role, platform: 'tiktok', tone: 'witty', include_emojis: false, count: 1 });
    // Full: role + " by day, overthinker by night" (python3: 95 code points). Code point 80 falls inside
    // "overthinker", so the cut goes back to the space after "day," and the comma goes: 74 code points.
    expect(result.bios[0]).toEqual({ bio: `${role} by day…`, length: 74, trimmed: true, full_length: 95 });
  });

  it('cuts inside a word only when one word is longer than the limit', async () => {
    const result = await bios({ role: 'x'.repeat(100), platform: 'tiktok', include_emojis: false, count: 1 });
    expect(result.bios[0]).toEqual({ bio: `X${'x'.repeat(78)}…`, length: 80, trimmed: true, full_length: 100 });
  });

  it('keeps every variant of every tone within every platform’s limit, with the role and no placeholder', async () => {
    const long = { name: 'N'.repeat(50), role: 'role '.repeat(20).trim(), interests: 'alpha beta, gamma delta, epsilon, zeta eta theta, iota kappa', call_to_action: 'c '.repeat(40).trim() };
    for (const [platform, limit] of Object.entries(LIMITS)) {
      for (const tone of TONES) {
        const result = await bios({ ...long, platform, tone, count: 5 });
        expect(result.limit).toBe(limit);
        for (const { bio, length, full_length } of result.bios) {
          expect(length).toBeLessThanOrEqual(limit);
          expect([...bio]).toHaveLength(length);
          expect(full_length).toBeGreaterThanOrEqual(length);
          expect(bio).not.toMatch(/[{}]|undefined/);
        }
      }
    }
  });

  it('writes five distinct variants per tone, with and without a name', async () => {
    for (const tone of TONES) {
      for (const name of ['Ana', undefined]) {
        const result = await bios({ name, role: 'Chef', interests: 'ramen', tone, count: 5, include_emojis: false });
        const texts = result.bios.map((entry) => entry.bio);
        expect(new Set(texts).size, `${tone} ${name}`).toBe(5);
        for (const text of texts) {
          expect(text).toContain('Chef');
          if (name) expect(text).toContain('Ana');
          else expect(text).not.toMatch(/ana/i);
        }
      }
    }
  });

  it('puts an emoji before each line and the call to action last', async () => {
    const result = await bios({ role: 'chef', interests: 'ramen', call_to_action: 'Book a table', tone: 'minimal', count: 1 });
    expect(result.bios[0]!.bio).toBe('▪️ Chef\n▫️ Ramen\n👇 Book a table');
    const plain = await bios({ role: 'chef', tone: 'minimal', include_emojis: false, count: 1 });
    expect(plain.bios[0]!.bio).toBe('Chef');
  });

  it('keeps markup and braces as plain text', async () => {
    const result = await bios({ name: '<img src=x onerror=alert(1)>', role: '{name}', tone: 'minimal', include_emojis: false, count: 1 });
    expect(result.bios[0]!.bio).toBe('<img src=x onerror=alert(1)> · {name}');
  });

  it('refuses a blank role, too many interests and too long fields, naming the field', async () => {
    await expectInvalid('social-media-bio-generator', { role: ' \n ' }, 'role: is blank');
    await expectInvalid('social-media-bio-generator', {}, /^role: /);
    await expectInvalid('social-media-bio-generator', { role: 'x', interests: 'a, b, c, d, e, f' }, 'interests: 6 interests, at most 5');
    await expectInvalid('social-media-bio-generator', { role: 'x', name: 'n'.repeat(51) }, /^name: /);
    await expectInvalid('social-media-bio-generator', { role: 'x'.repeat(101) }, /^role: /);
    await expectInvalid('social-media-bio-generator', { role: 'x', call_to_action: 'c'.repeat(81) }, /^call_to_action: /);
    await expectInvalid('social-media-bio-generator', { role: 'x', count: 6 }, /^count: /);
    await expectInvalid('social-media-bio-generator', { role: 'x', tone: 'angry' }, /^tone: /);
    await expectInvalid('social-media-bio-generator', JSON.parse('{"role": "x", "__proto__": {"count": 5}}'), '__proto__: unknown field');
  });
});
