import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

const rot = async (input: Record<string, unknown>) => (await run<{ result: string }>('rot', input)).result;

describe('rot', () => {
  it('answers python codecs.encode(text, "rot13")', async () => {
    expect(await rot({ text: 'Hello, World!' })).toBe('Uryyb, Jbeyq!');
    expect(await rot({ text: 'Why did the chicken cross the road? Ünïcödé 😀' })).toBe('Jul qvq gur puvpxra pebff gur ebnq? Üaïpöqé 😀');
  });

  it('answers python rot47: chr(33 + (ord(c) - 33 + 47) % 94) over "!".."~"', async () => {
    expect(await rot({ text: 'Hello, World!', kind: 'rot47' })).toBe('w6==@[ (@C=5P');
    expect(await rot({ text: 'The Quick Brown Fox Jumps Over The Lazy Dog. ~!@#$%^&*()_+ 😀', kind: 'rot47' }))
      .toBe('%96 "F:4< qC@H? u@I yF>AD ~G6C %96 {2KJ s@8] OPoRST/UYWX0Z 😀');
  });

  it('answers python\'s Caesar shift, case kept, other characters untouched', async () => {
    expect(await rot({ text: 'Veni, vidi, vici', kind: 'caesar', shift: 3 })).toBe('Yhql, ylgl, ylfl');
    expect(await rot({ text: 'The quick brown fox jumps over the lazy dog 123 ÉéΩ', kind: 'caesar', shift: 25 }))
      .toBe('Sgd pthbj aqnvm enw itlor nudq sgd kzyx cnf 123 ÉéΩ');
    // The default shift is 3, and shift does nothing to rot13.
    expect(await rot({ text: 'abc', kind: 'caesar' })).toBe('def');
    expect(await rot({ text: 'abc', shift: 5 })).toBe('nop');
  });

  it('keeps lone surrogates and astral characters as they are', async () => {
    expect(await rot({ text: 'a\uD800b😀' })).toBe('n\uD800o😀');
  });

  it('refuses out-of-range shifts, bad kinds, wrong types and unknown fields', async () => {
    await expectInvalid('rot', { text: 'a', kind: 'caesar', shift: 0 }, 'shift: must be ≥ 1');
    await expectInvalid('rot', { text: 'a', kind: 'caesar', shift: 26 }, 'shift: must be ≤ 25');
    await expectInvalid('rot', { text: 'a', shift: 2.5 }, /^shift: must be an integer/);
    await expectInvalid('rot', { text: 'a', kind: 'rot5' }, /^kind: must be one of rot13, rot47, caesar/);
    await expectInvalid('rot', { text: 1 }, /^text: must be a string/);
    await expectInvalid('rot', JSON.parse('{"text":"a","__proto__":{"x":1}}'), /__proto__/);
  });

  it('holds the 1,000,000-character bound', async () => {
    expect((await rot({ text: 'z'.repeat(1_000_000), kind: 'rot47' })) === 'K'.repeat(1_000_000)).toBe(true);
    await expectInvalid('rot', { text: 'a'.repeat(1_000_001) }, 'text: must be at most 1000000 characters');
  });

  it('undoes itself: rot13 and rot47 twice, caesar n then 26 − n', async () => {
    await fc.assert(fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 200 }), fc.integer({ min: 1, max: 25 }), async (text, shift) => {
      expect(await rot({ text: await rot({ text }) })).toBe(text);
      expect(await rot({ text: await rot({ text, kind: 'rot47' }), kind: 'rot47' })).toBe(text);
      expect(await rot({ text: await rot({ text, kind: 'caesar', shift }), kind: 'caesar', shift: 26 - shift || 26 })).toBe(text);
    }), { numRuns: 40 });
  });
});
