import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

const morse = async (action: string, text: string) => (await run<{ result: string }>('morse', { action, text })).result;

/** ITU-R M.1677-1 §1.1.1-1.1.3, as printed in the Recommendation (letters, figures, punctuation). */
const ITU_TABLE: [string, string][] = [
  ['A', '.-'], ['B', '-...'], ['C', '-.-.'], ['D', '-..'], ['E', '.'], ['É', '..-..'], ['F', '..-.'], ['G', '--.'], ['H', '....'],
  ['I', '..'], ['J', '.---'], ['K', '-.-'], ['L', '.-..'], ['M', '--'], ['N', '-.'], ['O', '---'], ['P', '.--.'], ['Q', '--.-'],
  ['R', '.-.'], ['S', '...'], ['T', '-'], ['U', '..-'], ['V', '...-'], ['W', '.--'], ['X', '-..-'], ['Y', '-.--'], ['Z', '--..'],
  ['1', '.----'], ['2', '..---'], ['3', '...--'], ['4', '....-'], ['5', '.....'], ['6', '-....'], ['7', '--...'], ['8', '---..'],
  ['9', '----.'], ['0', '-----'],
  ['.', '.-.-.-'], [',', '--..--'], [':', '---...'], ['?', '..--..'], ["'", '.----.'], ['-', '-....-'], ['/', '-..-.'],
  ['(', '-.--.'], [')', '-.--.-'], ['"', '.-..-.'], ['=', '-...-'], ['+', '.-.-.'], ['@', '.--.-.'],
];

describe('morse', () => {
  it('encodes and decodes every sign of ITU-R M.1677-1', async () => {
    for (const [char, code] of ITU_TABLE) {
      expect(await morse('encode', char)).toBe(code);
      expect(await morse('decode', code)).toBe(char);
    }
    // §1.1.3: the multiplication sign is sent as the letter X.
    expect(await morse('encode', '2×3')).toBe('..--- -..- ...--');
  });

  it('writes words " / " apart, keeps lines, and decodes the first telegraph message', async () => {
    expect(await morse('encode', 'sos  sos\nok')).toBe('... --- ... / ... --- ...\n--- -.-');
    expect(await morse('decode', '.-- .... .- - / .... .- - .... / --. --- -.. / .-- .-. --- ..- --. .... - ..--..')).toBe('WHAT HATH GOD WROUGHT?');
  });

  it('decodes other dot and dash glyphs and word separators', async () => {
    expect(await morse('decode', '··· −−− ···')).toBe('SOS');
    expect(await morse('decode', '.... ..   .-- --- .-. .-.. -..')).toBe('HI WORLD');
    expect(await morse('decode', '.... .. | -..-')).toBe('HI X');
    expect(await morse('decode', '  ... ___ ...  \r\n')).toBe('SOS\n');
  });

  it('refuses what has no code, naming where', async () => {
    await expectInvalid('morse', { action: 'encode', text: 'a#b' }, 'text: "#" at index 1 has no Morse code');
    await expectInvalid('morse', { action: 'encode', text: 'ok\n😀' }, 'text: "😀" at index 3 has no Morse code');
    await expectInvalid('morse', { action: 'decode', text: '...\n... ---- ...' }, 'text: "----" is not a Morse code (line 2)');
    await expectInvalid('morse', { action: 'decode', text: 'sos' }, 'text: "sos" is not a Morse code (line 1)');
  });

  it('refuses wrong types, bad actions and unknown fields', async () => {
    await expectInvalid('morse', { action: 'encode', text: false }, /^text: must be a string/);
    await expectInvalid('morse', { action: 'beep', text: 'a' }, /^action: must be one of encode, decode/);
    await expectInvalid('morse', JSON.parse('{"action":"encode","text":"a","__proto__":{"x":1}}'), /__proto__/);
  });

  it('holds the 1,000,000-character bound', async () => {
    expect((await morse('encode', 'e'.repeat(1_000_000))).length).toBe(1_999_999);
    expect((await morse('decode', '. '.repeat(500_000))).length).toBe(500_000);
    await expectInvalid('morse', { action: 'encode', text: 'e'.repeat(1_000_001) }, 'text: must be at most 1000000 characters');
  });

  it('round-trips any text of its alphabet, in capitals', async () => {
    const chars = ITU_TABLE.map(([char]) => char).concat([' ', 'a', 'z', '!', '&', ';', '_', '$']);
    await fc.assert(fc.asyncProperty(fc.array(fc.constantFrom(...chars), { maxLength: 60 }), async (list) => {
      const text = list.join('');
      expect(await morse('decode', await morse('encode', text))).toBe(text.toUpperCase().trim().split(/\s+/).filter(Boolean).join(' '));
    }), { numRuns: 60 });
  });
});
