/**
 * ROT13, ROT47 and the Caesar shift. Decisions the issue left open:
 * - caesar shifts the 26 Latin letters by `shift` (default 3), keeping case; shift back with 26 − shift.
 *   rot13 is caesar 13; rot47 turns the 94 printable ASCII characters "!" to "~" by 47. `shift`
 *   counts for caesar only. Every other character (digits for the letter kinds, non-ASCII) stays.
 * - All are done on UTF-16 code units into one buffer decoded once: non-ASCII units pass through
 *   untouched, so surrogate pairs stay whole (and a lone surrogate stays as it was).
 */
import { Type } from '@sinclair/typebox';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

const utf16 = new TextDecoder('utf-16le', { ignoreBOM: true });

export default defineTool({
  id: 'rot',
  name: 'ROT13 / Caesar Cipher',
  category: 'encoding',
  description: 'Rotate letters with ROT13 or a Caesar shift of 1–25, or printable ASCII with ROT47. ROT13 and ROT47 undo themselves.',
  keywords: ['rot13', 'rot47', 'caesar cipher', 'caesar shift', 'shift cipher', 'rotate letters', 'rot-13'],
  input: closedObject({
    text: Type.String({ maxLength: 1_000_000, description: 'The text to rotate; at most 1,000,000 characters' }),
    kind: withDefault(
      stringEnum(['rot13', 'rot47', 'caesar'], { description: 'rot13 (letters by 13), rot47 (printable ASCII by 47) or caesar (letters by shift); default rot13' }),
      'rot13',
    ),
    shift: withDefault(Type.Integer({ minimum: 1, maximum: 25, description: 'caesar only: how many letters forward, 1 to 25 (26 − n undoes n); default 3' }), 3),
  }),
  output: closedObject({
    result: Type.String({ description: 'The rotated text' }),
  }),
  examples: [
    { title: 'ROT13', input: { text: 'Hello, World!' }, output: { result: 'Uryyb, Jbeyq!' } },
    { title: 'ROT47', input: { text: 'Hello, World!', kind: 'rot47' }, output: { result: 'w6==@[ (@C=5P' } },
    { title: 'Caesar by 3', input: { text: 'Veni, vidi, vici', kind: 'caesar', shift: 3 }, output: { result: 'Yhql, ylgl, ylfl' } },
  ],
  run({ text, kind, shift }) {
    const table = kind === 'rot47' ? rot47Table : letterTable(kind === 'rot13' ? 13 : shift);
    const units = new Uint16Array(text.length);
    for (let i = 0; i < text.length; i++) {
      const unit = text.charCodeAt(i);
      units[i] = unit < 128 ? table[unit]! : unit;
    }
    return { result: text.isWellFormed() ? utf16.decode(units) : fromCodeUnits(units) };
  },
});

/** The decoder would turn a lone surrogate into U+FFFD; the slower path keeps it, as rotating should. */
function fromCodeUnits(units: Uint16Array): string {
  const parts: string[] = [];
  for (let at = 0; at < units.length; at += 8192) parts.push(String.fromCharCode(...units.subarray(at, at + 8192)));
  return parts.join('');
}

function letterTable(shift: number): Uint8Array {
  const table = Uint8Array.from({ length: 128 }, (_, code) => code);
  for (let letter = 0; letter < 26; letter++) {
    table[65 + letter] = 65 + ((letter + shift) % 26);
    table[97 + letter] = 97 + ((letter + shift) % 26);
  }
  return table;
}

const rot47Table = Uint8Array.from({ length: 128 }, (_, code) => (code >= 33 && code <= 126 ? 33 + ((code - 33 + 47) % 94) : code));
