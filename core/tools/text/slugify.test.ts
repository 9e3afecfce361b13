import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

const slug = async (input: Record<string, unknown>) => (await run<{ result: string }>('slugify', input)).result;

describe('slugify', () => {
  it('agrees with python-slugify where both transliterate alike', async () => {
    // /usr/bin/python3 -c "from slugify import slugify; print(slugify(s))" (python-slugify 4.0.0), for each s
    const cases: [string, string][] = [
      ['Hello, World!', 'hello-world'],
      ['Déjà Vu — Crème Brûlée', 'deja-vu-creme-brulee'],
      ['This is a test ---', 'this-is-a-test'],
      ['  --Leading and trailing--  ', 'leading-and-trailing'],
      ["C'est déjà l'été", 'c-est-deja-l-ete'],
      ['ΑΒΓ δέλτα', 'abg-delta'],
      ['😀 smile', 'smile'],
    ];
    for (const [text, expected] of cases) expect(await slug({ text }), text).toBe(expected);
    // slugify(s, separator='_')
    expect(await slug({ text: 'Déjà Vu — Crème Brûlée', separator: '_' })).toBe('deja_vu_creme_brulee');
    // slugify('the quick brown fox jumps', max_length=12, word_boundary=True)
    expect(await slug({ text: 'the quick brown fox jumps', max_length: 12 })).toBe('the-quick');
  });

  it("keeps @sindresorhus/slugify's own rules where python-slugify differs", async () => {
    expect(await slug({ text: 'Fußgänger Übergänge' })).toBe('fussgaenger-uebergaenge'); // python: fussganger-ubergange
    expect(await slug({ text: 'foo & bar' })).toBe('foo-and-bar'); // python: foo-bar
    expect(await slug({ text: 'fooBar XMLHttp' })).toBe('foo-bar-xml-http'); // python: foobar-xmlhttp
    expect(await slug({ text: '北京' })).toBe(''); // python (unidecode): bei-jing
  });

  it('normalises compatibility characters first', async () => {
    expect(await slug({ text: 'ﬁle ＡＢＣ' })).toBe('file-abc');
  });

  it('keeps other scripts and case when asked', async () => {
    expect(await slug({ text: '北京 Café', transliterate: false })).toBe('北京-café');
    expect(await slug({ text: 'Hello World', lowercase: false })).toBe('Hello-World');
    expect(await slug({ text: 'a b c', separator: '' })).toBe('abc');
    expect(await slug({ text: 'a b c', separator: '--' })).toBe('a--b--c');
  });

  it('cuts at a word boundary, a lone long word at the limit', async () => {
    expect(await slug({ text: 'the quick brown', max_length: 9 })).toBe('the-quick');
    expect(await slug({ text: 'the quick brown', max_length: 10 })).toBe('the-quick');
    expect(await slug({ text: 'supercalifragilistic word', max_length: 8 })).toBe('supercal');
    expect(await slug({ text: 'ab cd', max_length: 200 })).toBe('ab-cd');
    expect(await slug({ text: '北京 京北', max_length: 3, transliterate: false })).toBe('北京');
  });

  it('refuses bad input, naming the field', async () => {
    await expectInvalid('slugify', {}, 'text: is required');
    await expectInvalid('slugify', { text: 'a', separator: '/' }, /separator: /);
    await expectInvalid('slugify', { text: 'a', separator: '----' }, /separator: must be at most 3 characters/);
    await expectInvalid('slugify', { text: 'a', max_length: 0 }, 'max_length: must be ≥ 1');
    await expectInvalid('slugify', { text: 'a', max_length: 201 }, 'max_length: must be ≤ 200');
    await expectInvalid('slugify', { text: 'a'.repeat(1_000_001) }, 'text: must be at most 1000000 characters');
    await expectInvalid('slugify', JSON.parse('{"text": "a", "__proto__": {"separator": "/"}}'), /__proto__/);
  });
});
