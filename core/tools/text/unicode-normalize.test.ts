import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

const normalize = (input: Record<string, unknown>) => run<{ result: string; changed: boolean }>('unicode-normalize', input);
const result = async (input: Record<string, unknown>) => (await normalize(input)).result;

// References: python3 (unicodedata 14.0). strip(s, form) is
//   d = unicodedata.normalize('NFKD' if form.startswith('NFK') else 'NFD', s)
//   unicodedata.normalize(form, ''.join(c for c in d if unicodedata.category(c) != 'Mn'))
describe('unicode-normalize', () => {
  it('gives what unicodedata.normalize gives, form by form', async () => {
    const cases: [string, string, string][] = [
      // unicodedata.normalize('NFC', 'A\u030a \u212b \xc5') → '\xc5 \xc5 \xc5'
      ['A\u030A \u212B \u00C5', 'NFC', '\u00C5 \u00C5 \u00C5'],
      // unicodedata.normalize('NFD', '\xc5') → 'A\u030a'
      ['\u00C5', 'NFD', 'A\u030A'],
      // unicodedata.normalize('NFD', '\ud55c\uad6d\uc5b4') → '\u1112\u1161\u11ab\u1100\u116e\u11a8\u110b\u1165'
      ['\uD55C\uAD6D\uC5B4', 'NFD', '\u1112\u1161\u11AB\u1100\u116E\u11A8\u110B\u1165'],
      // unicodedata.normalize('NFKC', '\u216b \ufb00 \u2460 \u3300') → 'XII ff 1 \u30a2\u30d1\u30fc\u30c8'
      ['\u216B \uFB00 \u2460 \u3300', 'NFKC', 'XII ff 1 \u30A2\u30D1\u30FC\u30C8'],
      // unicodedata.normalize('NFKD', '\u01c4') → 'DZ\u030c'
      ['\u01C4', 'NFKD', 'DZ\u030C'],
      // unicodedata.normalize('NFKC', '\uff21\uff22\uff23') → 'ABC'
      ['\uFF21\uFF22\uFF23', 'NFKC', 'ABC'],
      // unicodedata.normalize('NFD', 'a' + '\u0301\u0316' * 2) → 'a\u0316\u0316\u0301\u0301' (marks in canonical order)
      ['a\u0301\u0316\u0301\u0316', 'NFD', 'a\u0316\u0316\u0301\u0301'],
      // unicodedata.normalize('NFD', '\U0001F680e\u0301') → '\U0001f680e\u0301'
      ['\u{1F680}e\u0301', 'NFD', '\u{1F680}e\u0301'],
    ];
    for (const [text, form, expected] of cases) expect(await result({ text, form }), `${form} ${text}`).toBe(expected);
  });

  it('strips nonspacing marks as the Python recipe does', async () => {
    const cases: [string, string, string][] = [
      // strip('Crème brûlée à São Paulo', 'NFC') → 'Creme brulee a Sao Paulo'
      ['Crème brûlée à São Paulo', 'NFC', 'Creme brulee a Sao Paulo'],
      // strip('\xc6r\xf8sk\xf8bing \u0141\xf3d\u017a stra\xdfe', 'NFC') → '\xc6r\xf8sk\xf8bing \u0141odz stra\xdfe'
      ['\u00C6r\u00F8sk\u00F8bing \u0141\u00F3d\u017A stra\u00DFe', 'NFC', '\u00C6r\u00F8sk\u00F8bing \u0141odz stra\u00DFe'],
      // strip('\uff43\uff41\uff46\xe9 \ufb01', 'NFKC') → 'cafe fi'
      ['\uFF43\uFF41\uFF46\u00E9 \uFB01', 'NFKC', 'cafe fi'],
      // strip('\u0395\u03bb\u03bb\u03b7\u03bd\u03b9\u03ba\u03ac', 'NFC') → '\u0395\u03bb\u03bb\u03b7\u03bd\u03b9\u03ba\u03b1'
      ['\u0395\u03BB\u03BB\u03B7\u03BD\u03B9\u03BA\u03AC', 'NFC', '\u0395\u03BB\u03BB\u03B7\u03BD\u03B9\u03BA\u03B1'],
      // strip('\u0939\u093f\u0928\u094d\u0926\u0940', 'NFC') → '\u0939\u093f\u0928\u0926\u0940' (the virama is Mn; the vowel signs are Mc)
      ['\u0939\u093F\u0928\u094D\u0926\u0940', 'NFC', '\u0939\u093F\u0928\u0926\u0940'],
    ];
    for (const [text, form, expected] of cases) expect(await result({ text, form, strip_marks: true }), text).toBe(expected);
  });

  it('says whether anything changed', async () => {
    expect(await normalize({ text: 'plain ASCII' })).toEqual({ result: 'plain ASCII', changed: false });
    expect((await normalize({ text: 'e\u0301' })).changed).toBe(true);
    expect(await normalize({ text: '' })).toEqual({ result: '', changed: false });
  });

  it('passes lone surrogates through', async () => {
    expect(await result({ text: 'a\uD800e\u0301', form: 'NFC' })).toBe('a\uD800\u00E9');
  });

  it('is idempotent and each composed form undoes its decomposition', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme', maxLength: 40 }), fc.constantFrom('NFC', 'NFD', 'NFKC', 'NFKD'), async (text, form) => {
        const once = await result({ text, form });
        expect(await result({ text: once, form })).toBe(once);
      }),
      { numRuns: 60 },
    );
  });

  it('takes text at the 1,000,000-character bound', async () => {
    expect(await result({ text: 'é'.repeat(500_000) + 'a'.repeat(500_000), strip_marks: true })).toBe('e'.repeat(500_000) + 'a'.repeat(500_000));
    await expectInvalid('unicode-normalize', { text: 'a'.repeat(1_000_001) }, 'text: must be at most 1000000 characters');
  });

  it('refuses bad input, naming the field', async () => {
    await expectInvalid('unicode-normalize', { text: ['a'] }, /text: must be a string/);
    await expectInvalid('unicode-normalize', { text: 'a', form: 'nfc' }, 'form: must be one of NFC, NFD, NFKC, NFKD');
    await expectInvalid('unicode-normalize', { text: 'a', strip_marks: 1 }, /strip_marks: must be a boolean/);
    await expectInvalid('unicode-normalize', { form: 'NFC' }, 'text: is required');
    await expectInvalid('unicode-normalize', JSON.parse('{"text":"a","__proto__":{"form":"NFD"}}'), /__proto__/);
  });
});
