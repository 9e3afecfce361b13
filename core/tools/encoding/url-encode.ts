import { Type } from '@sinclair/typebox';
import { quoteClipped } from '../../lib/quote.ts';
import { assertWellFormed, utf8Decode } from '../../lib/utf8.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

export default defineTool({
  id: 'url-encode',
  name: 'URL Encode',
  category: 'encoding',
  description:
    'Percent-encode text as a URL component (like encodeURIComponent) or as a whole URL (like encodeURI), ' +
    'or decode every percent-escape back to UTF-8 text (like decodeURIComponent; "+" stays "+").',
  keywords: ['percent encoding', 'urlencode', 'urldecode', 'url decode', 'encodeuricomponent', 'decodeuricomponent', 'escape', 'unescape', 'uri'],
  mcp: true,
  input: closedObject({
    action: stringEnum(['encode', 'decode'], { description: 'encode text to percent-encoding, or decode percent-encoding to text' }),
    text: Type.String({ maxLength: 100_000, description: 'The text to encode, or the percent-encoded text to decode' }),
    mode: withDefault(
      stringEnum(['component', 'full'], {
        description:
          'encode only: component escapes everything but A-Z a-z 0-9 - _ . ! ~ * \' ( ) (encodeURIComponent); ' +
          'full also keeps the URL delimiters ; , / ? : @ & = + $ # (encodeURI)',
      }),
      'component',
    ),
  }),
  output: closedObject({
    result: Type.String({ description: 'The percent-encoded text, or the decoded text' }),
  }),
  examples: [
    { title: 'Encode a query value', input: { action: 'encode', text: 'a b&c=d/é' }, output: { result: 'a%20b%26c%3Dd%2F%C3%A9' } },
    {
      title: 'Encode a whole URL',
      input: { action: 'encode', text: 'https://example.com/a path?q=ü&x=1#top', mode: 'full' },
      output: { result: 'https://example.com/a%20path?q=%C3%BC&x=1#top' },
    },
    { title: 'Decode', input: { action: 'decode', text: 'caf%C3%A9%20%F0%9F%9A%80' }, output: { result: 'café 🚀' } },
  ],
  run({ action, text, mode }) {
    if (action === 'decode') return { result: percentDecode(text) };
    // encodeURI/encodeURIComponent throw URIError on a lone surrogate; say where it is instead.
    assertWellFormed(text, 'text');
    return { result: mode === 'full' ? encodeURI(text) : encodeURIComponent(text) };
  },
});

function hexByte(text: string, at: number): number | undefined {
  if (text[at] !== '%') return undefined;
  const hex = text.slice(at + 1, at + 3);
  return /^[0-9A-Fa-f]{2}$/.test(hex) ? Number.parseInt(hex, 16) : undefined;
}

/** How many bytes the UTF-8 sequence led by `byte` has, or 0 when `byte` cannot lead one. */
function sequenceLength(byte: number): number {
  if (byte < 0x80) return 1;
  if (byte >= 0xc2 && byte <= 0xdf) return 2;
  if (byte >= 0xe0 && byte <= 0xef) return 3;
  if (byte >= 0xf0 && byte <= 0xf4) return 4;
  return 0;
}

/**
 * decodeURIComponent (ECMA-262 Decode with an empty reserved set), written out so a refusal
 * can say which escape is wrong and where, instead of a bare URIError.
 */
function percentDecode(text: string): string {
  let out = '';
  let copiedTo = 0;
  let at = text.indexOf('%');
  while (at >= 0) {
    const lead = hexByte(text, at);
    if (lead === undefined) {
      invalid(`text: "%" at index ${at} is not followed by two hex digits (${quoteClipped(text.slice(at, at + 3))})`);
    }
    const length = sequenceLength(lead);
    if (length === 0) {
      invalid(`text: %${hex(lead)} at index ${at} cannot start a UTF-8 character`);
    }
    const bytes = new Uint8Array(length);
    bytes[0] = lead;
    for (let i = 1; i < length; i++) {
      const next = hexByte(text, at + 3 * i);
      if (next === undefined || (next & 0xc0) !== 0x80) {
        invalid(`text: the UTF-8 character starting with %${hex(lead)} at index ${at} needs ${length} escaped bytes, but index ${at + 3 * i} does not continue it`);
      }
      bytes[i] = next;
    }
    // The strict decoder refuses overlong forms, surrogates and code points above U+10FFFF, like Decode does.
    const char = utf8Decode(bytes) ?? invalid(`text: ${[...bytes].map((b) => `%${hex(b)}`).join('')} at index ${at} is not valid UTF-8`);
    out += text.slice(copiedTo, at) + char;
    copiedTo = at + 3 * length;
    at = text.indexOf('%', copiedTo);
  }
  return out + text.slice(copiedTo);
}

function hex(byte: number): string {
  return byte.toString(16).toUpperCase().padStart(2, '0');
}
