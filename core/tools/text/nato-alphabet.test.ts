import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

const spell = async (text: string) => (await run<{ result: string }>('nato-alphabet', { text })).result;

describe('nato-alphabet', () => {
  it('spells A–Z with the ICAO table, Alfa and Juliett included', async () => {
    // ICAO Annex 10, Vol. II, §5.2.1.3 (and ITU-R M.1172): the spelling alphabet, A to Z
    expect(await spell('ABCDEFGHIJKLMNOPQRSTUVWXYZ')).toBe(
      'Alfa Bravo Charlie Delta Echo Foxtrot Golf Hotel India Juliett Kilo Lima Mike November Oscar Papa Quebec Romeo Sierra Tango Uniform Victor Whiskey Xray Yankee Zulu',
    );
    expect(await spell('abcxyz')).toBe('Alfa Bravo Charlie Xray Yankee Zulu');
  });

  it('spells digits as words and marks word breaks with a slash', async () => {
    expect(await spell('0123456789')).toBe('Zero One Two Three Four Five Six Seven Eight Nine');
    expect(await spell('  DLH \t\n 4U  ')).toBe('Delta Lima Hotel / Four Uniform');
  });

  it('spells accented letters by their base letter and keeps everything else', async () => {
    expect(await spell('Café #9')).toBe('Charlie Alfa Foxtrot Echo / # Nine');
    expect(await spell('Ñ-ü😀ß')).toBe('November - Uniform 😀 ß');
    expect(await spell('１')).toBe('１');
    expect(await spell('')).toBe('');
  });

  it('holds its bound and refuses bad input, naming the field', async () => {
    expect((await spell('a'.repeat(1_000))).split(' ')).toHaveLength(1_000);
    await expectInvalid('nato-alphabet', {}, 'text: is required');
    await expectInvalid('nato-alphabet', { text: null }, /text: must be a string/);
    await expectInvalid('nato-alphabet', { text: 'a'.repeat(1_000_001) }, 'text: must be at most 1000000 characters');
    await expectInvalid('nato-alphabet', JSON.parse('{"text": "a", "__proto__": {"x": 1}}'), /__proto__/);
  });
});
