/**
 * International Morse code (ITU-R M.1677-1) both ways. Decisions the issue left open:
 * - Letters are one space apart and words " / " apart, the usual written form; lines stay lines.
 * - The table is the Recommendation's (letters, É, figures, . , : ? ' - / ( ) " = + @) plus the
 *   signs it leaves out that other tools (CyberChef) write anyway: ! & ; _ $. "×" is sent as X, as
 *   the Recommendation says, and so decodes to X.
 * - Decoding is case-free and answers capitals; it takes "·" "•" for dots, "−" "–" "—" "_" for
 *   dashes, and "/" or "|" (or a run of three spaces or more) between words.
 * - A character with no code, or a code with no character, is refused with its position.
 * - isolate: a million characters of short words become 3.3 million of Morse, a second in the
 *   worst-case bench.
 */
import { Type } from '@sinclair/typebox';
import { closedObject, stringEnum } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

const CODES: Record<string, string> = {
  A: '.-', B: '-...', C: '-.-.', D: '-..', E: '.', 'É': '..-..', F: '..-.', G: '--.', H: '....', I: '..', J: '.---',
  K: '-.-', L: '.-..', M: '--', N: '-.', O: '---', P: '.--.', Q: '--.-', R: '.-.', S: '...', T: '-', U: '..-',
  V: '...-', W: '.--', X: '-..-', Y: '-.--', Z: '--..',
  '1': '.----', '2': '..---', '3': '...--', '4': '....-', '5': '.....', '6': '-....', '7': '--...', '8': '---..', '9': '----.', '0': '-----',
  '.': '.-.-.-', ',': '--..--', ':': '---...', '?': '..--..', "'": '.----.', '-': '-....-', '/': '-..-.', '(': '-.--.', ')': '-.--.-',
  '"': '.-..-.', '=': '-...-', '+': '.-.-.', '@': '.--.-.',
  // Not in ITU-R M.1677-1, but written by most tools.
  '!': '-.-.--', '&': '.-...', ';': '-.-.-.', _: '..--.-', $: '...-..-',
};
const ENCODE = new Map<string, string>([...Object.entries(CODES), ['×', '-..-']]);
const DECODE = new Map<string, string>(Object.entries(CODES).map(([char, code]) => [code, char]));

export default defineTool({
  id: 'morse',
  name: 'Morse Code',
  category: 'encoding',
  description: 'Translate text to International Morse code (ITU-R M.1677-1: letters, figures, punctuation) or Morse back to text.',
  isolate: true,
  keywords: ['morse code', 'morse translator', 'itu morse', 'dit dah', 'cw', 'telegraph'],
  input: closedObject({
    action: stringEnum(['encode', 'decode'], { description: 'encode text to Morse, or decode Morse to text' }),
    text: Type.String({
      maxLength: 1_000_000,
      description: 'The text to encode, or the Morse to decode (letters one space apart, words split by "/"); at most 1,000,000 characters',
    }),
  }),
  output: closedObject({
    result: Type.String({ description: 'The Morse (letters one space apart, words " / " apart), or the decoded text in capitals' }),
  }),
  examples: [
    { title: 'Encode', input: { action: 'encode', text: 'SOS, help!' }, output: { result: '... --- ... --..-- / .... . .-.. .--. -.-.--' } },
    { title: 'Decode', input: { action: 'decode', text: '.-- .... .- - / .... .- - .... / --. --- -.. / .-- .-. --- ..- --. .... - ..--..' }, output: { result: 'WHAT HATH GOD WROUGHT?' } },
  ],
  run({ action, text }) {
    return { result: action === 'encode' ? encode(text) : decode(text) };
  },
});

function encode(text: string): string {
  let index = 0;
  return text
    .split('\n')
    .map((line) => {
      const words: string[] = [];
      let letters: string[] = [];
      for (const char of line) {
        const at = index;
        index += char.length;
        if (/\s/.test(char)) {
          if (letters.length > 0) words.push(letters.join(' '));
          letters = [];
          continue;
        }
        const code = ENCODE.get(char.toUpperCase()) ?? ENCODE.get(char);
        if (!code) invalid(`text: ${JSON.stringify(char)} at index ${at} has no Morse code`);
        letters.push(code);
      }
      if (letters.length > 0) words.push(letters.join(' '));
      index += 1;
      return words.join(' / ');
    })
    .join('\n');
}

function decode(text: string): string {
  const normalised = text.replace(/[·•]/g, '.').replace(/[−–—_]/g, '-');
  return normalised
    .split('\n')
    .map((line, lineIndex) => {
      const words: string[] = [];
      for (const word of line.replace(/\r$/, '').split(/\s*[/|]\s*|\s{3,}/)) {
        let out = '';
        for (const match of word.matchAll(/\S+/g)) {
          const char = DECODE.get(match[0]);
          if (char === undefined) {
            invalid(`text: ${JSON.stringify(match[0].slice(0, 20))} is not a Morse code (line ${lineIndex + 1})`);
          }
          out += char;
        }
        if (out !== '') words.push(out);
      }
      return words.join(' ');
    })
    .join('\n');
}
