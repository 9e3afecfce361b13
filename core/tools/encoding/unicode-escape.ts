/**
 * Unicode escapes both ways. Decisions the issue left open:
 * - encode escapes every character outside printable ASCII (non-ASCII and control characters),
 *   and the escape character itself (\ as \\, & as &#x26;), so decode gives back exactly the text.
 * - Styles: \u writes UTF-16 units as \uXXXX (JSON, Java, JavaScript: an emoji is a surrogate
 *   pair); \u{} writes code points as \u{1F600} (ES2015); \x is Python's unicode_escape
 *   (\xe9, \u2603, \U0001f600, \n); &#x; writes hex character references; U+ lists every code
 *   point of the text as U+XXXX, separated by spaces, as Unicode charts name them.
 * - decode reads the escapes of its style and leaves other text as it is: the backslash styles
 *   read every JavaScript (\u, \u{}) or Python (\x) string escape (core/lib/backslash-unescape.ts);
 *   &#x; reads decimal references too; U+ reads code points separated by spaces or commas.
 * - Isolate: a million characters become up to seven million (U+ style: 3 s on the bench).
 */
import { Type } from '@sinclair/typebox';
import { unescapeBackslashes } from '../../lib/backslash-unescape.ts';
import { quoteClipped } from '../../lib/quote.ts';
import { assertWellFormed } from '../../lib/utf8.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

const STYLES = ['\\u', '\\u{}', '\\x', 'U+', '&#x;'] as const;
type Style = (typeof STYLES)[number];

const BACKSLASH_OR_UNPRINTABLE = /[^\x20-\x5B\x5D-\x7E]/gu;
const AMPERSAND_OR_UNPRINTABLE = /[^\x20-\x25\x27-\x7E]/gu;
const PYTHON_NAMED: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

const hex = (value: number, width: number) => value.toString(16).padStart(width, '0');

function encode(text: string, style: Style): string {
  switch (style) {
    case '\\u':
      return text.replace(BACKSLASH_OR_UNPRINTABLE, (char) => {
        if (char === '\\') return '\\\\';
        let out = '';
        for (let i = 0; i < char.length; i++) out += `\\u${hex(char.charCodeAt(i), 4)}`;
        return out;
      });
    case '\\u{}':
      return text.replace(BACKSLASH_OR_UNPRINTABLE, (char) => (char === '\\' ? '\\\\' : `\\u{${char.codePointAt(0)!.toString(16).toUpperCase()}}`));
    case '\\x':
      return text.replace(BACKSLASH_OR_UNPRINTABLE, (char) => {
        const code = char.codePointAt(0)!;
        return PYTHON_NAMED[char] ?? (code < 0x100 ? `\\x${hex(code, 2)}` : code < 0x10000 ? `\\u${hex(code, 4)}` : `\\U${hex(code, 8)}`);
      });
    case '&#x;':
      return text.replace(AMPERSAND_OR_UNPRINTABLE, (char) => `&#x${char.codePointAt(0)!.toString(16).toUpperCase()};`);
    case 'U+': {
      const points: string[] = [];
      for (const char of text) points.push(`U+${hex(char.codePointAt(0)!, 4).toUpperCase()}`);
      return points.join(' ');
    }
  }
}

function codePoint(value: number, written: string, at: number): string {
  if (value > 0x10ffff) invalid(`text: ${written} at index ${at} is past U+10FFFF`);
  if (value >= 0xd800 && value <= 0xdfff) invalid(`text: ${written} at index ${at} is a surrogate, half of a UTF-16 pair, not a character`);
  return String.fromCodePoint(value);
}

function decode(text: string, style: Style): string {
  switch (style) {
    case '\\u':
    case '\\u{}':
      return unescapeBackslashes(text, 'js', 'text');
    case '\\x':
      return unescapeBackslashes(text, 'python', 'text');
    case '&#x;':
      return text.replace(/&#(?:[xX]([0-9A-Fa-f]{1,8})|([0-9]{1,8}));/g, (written: string, hexDigits: string | undefined, decimal: string | undefined, at: number) =>
        codePoint(hexDigits !== undefined ? Number.parseInt(hexDigits, 16) : Number.parseInt(decimal!, 10), written, at),
      );
    case 'U+': {
      let out = '';
      for (const token of text.split(/[\s,]+/)) {
        if (token === '') continue;
        if (!/^[Uu]\+[0-9A-Fa-f]{1,6}$/.test(token)) invalid(`text: ${quoteClipped(token, 20)} is not a code point like U+00E9 (U+ decode reads them separated by spaces or commas)`);
        out += codePoint(Number.parseInt(token.slice(2), 16), token, text.indexOf(token));
      }
      return out;
    }
  }
}

export default defineTool({
  id: 'unicode-escape',
  name: 'Unicode Escape',
  category: 'encoding',
  description:
    'Escape every non-ASCII (and control) character as \\uXXXX, \\u{…}, Python\'s \\x/\\u/\\U, &#x…; references, or list code points as U+XXXX; or turn such escapes back into text.',
  isolate: true,
  keywords: ['unicode', 'unescape', '\\u', 'utf-16', 'code point', 'u+', 'unicode_escape', 'native2ascii', 'escape sequences'],
  input: closedObject({
    action: stringEnum(['encode', 'decode'], { description: 'encode escapes characters, decode turns escapes back into characters' }),
    text: Type.String({ maxLength: 1_000_000, description: 'The text to escape, or the escaped text to read (at most 1,000,000 characters)' }),
    style: withDefault(
      stringEnum(STYLES, {
        description: '\\u (UTF-16 units, \\u00e9), \\u{} (code points, \\u{E9}), \\x (Python unicode_escape), &#x; (&#xE9;) or U+ (every code point listed). Default \\u',
      }),
      '\\u',
    ),
  }),
  output: closedObject({
    result: Type.String({ description: 'The escaped text, or the text read back' }),
  }),
  examples: [
    { title: 'JavaScript / JSON escapes', input: { action: 'encode', text: 'café 😀' }, output: { result: 'caf\\u00e9 \\ud83d\\ude00' } },
    { title: 'Python unicode_escape', input: { action: 'encode', text: 'café ☃ 😀', style: '\\x' }, output: { result: 'caf\\xe9 \\u2603 \\U0001f600' } },
    { title: 'Code points', input: { action: 'encode', text: 'hé😀', style: 'U+' }, output: { result: 'U+0068 U+00E9 U+1F600' } },
    { title: 'Decode', input: { action: 'decode', text: 'caf\\u00e9 \\u{1F600}' }, output: { result: 'café 😀' } },
  ],
  run({ action, text, style }) {
    if (action === 'decode') return { result: decode(text, style) };
    assertWellFormed(text, 'text');
    return { result: encode(text, style) };
  },
});
