/**
 * Text to and from the bytes of a legacy charset (iconv's job). Decisions the issue left open:
 * - Decoding is the platform's TextDecoder (WHATWG Encoding Standard), in every runtime. Encoding
 *   uses core/lib/charset-encoder.ts, tables turned around from that same TextDecoder on first
 *   use, rather than iconv-lite (its own tables, and Buffer, which browsers lack).
 * - The bytes side is Base64 (default) or hex, both ways; `resultEncoding` says which result
 *   holds (utf8 for decoded text), as gzip's does, so a client can offer encoded bytes as a file.
 * - latin1 is ISO-8859-1 exactly (byte = code point, as iconv has it), not the Encoding
 *   Standard's "latin1" label, which means windows-1252; cp1252 is there for that. ascii is
 *   7-bit and refuses anything above 0x7F.
 * - gb18030 and iso-2022-jp decode only: their encoders are stateful or algorithmic beyond a table.
 * - A character the charset cannot encode, or bytes it cannot decode, are refused with their
 *   position (as iconv does), unless on_error is "replace" ("?" when encoding, U+FFFD when decoding).
 * - A byte-order mark is kept as U+FEFF text, never stripped or added.
 * - isolate: a million characters through a code page, written as hex, take 390 ms in the
 *   worst-case bench, and a double-byte table costs its first run some 190 pair decodes.
 */
import { Type } from '@sinclair/typebox';
import { bytesToBase64, decodeBase64 } from '../../lib/base64.ts';
import { charsetEncoder, windows1252CodePoint } from '../../lib/charset-encoder.ts';
import { decodablePrefixLength } from '../../lib/decodable-prefix.ts';
import { hexFieldBytes } from '../../lib/hex-decode.ts';
import { bytesToHex } from '../../lib/hex.ts';
import { assertWellFormed, utf8Encode } from '../../lib/utf8.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/** Our names, as users type them, and the Encoding Standard's name behind each. */
const CHARSETS = {
  'utf-8': 'utf-8', 'utf-16le': 'utf-16le', 'utf-16be': 'utf-16be', latin1: 'iso-8859-1', ascii: 'ascii',
  cp1250: 'windows-1250', cp1251: 'windows-1251', cp1252: 'windows-1252', cp1253: 'windows-1253', cp1254: 'windows-1254',
  cp1255: 'windows-1255', cp1256: 'windows-1256', cp1257: 'windows-1257', cp1258: 'windows-1258', cp874: 'windows-874',
  'iso-8859-2': 'iso-8859-2', 'iso-8859-3': 'iso-8859-3', 'iso-8859-4': 'iso-8859-4', 'iso-8859-5': 'iso-8859-5',
  'iso-8859-6': 'iso-8859-6', 'iso-8859-7': 'iso-8859-7', 'iso-8859-8': 'iso-8859-8', 'iso-8859-10': 'iso-8859-10',
  'iso-8859-13': 'iso-8859-13', 'iso-8859-14': 'iso-8859-14', 'iso-8859-15': 'iso-8859-15', 'iso-8859-16': 'iso-8859-16',
  'koi8-r': 'koi8-r', 'koi8-u': 'koi8-u', cp866: 'ibm866', macintosh: 'macintosh', 'x-mac-cyrillic': 'x-mac-cyrillic',
  sjis: 'shift_jis', 'euc-jp': 'euc-jp', 'iso-2022-jp': 'iso-2022-jp', 'euc-kr': 'euc-kr', big5: 'big5', gbk: 'gbk', gb18030: 'gb18030',
} as const;
type Charset = keyof typeof CHARSETS;
const DECODE_ONLY: ReadonlySet<Charset> = new Set(['gb18030', 'iso-2022-jp']);

export default defineTool({
  id: 'text-encoding',
  name: 'Text Encoding Converter',
  category: 'encoding',
  description:
    'Encode text into the bytes of a charset (UTF-16, Latin-1, Windows-1252, Shift_JIS, GBK, Big5, EUC-KR, KOI8-R…) or decode such bytes back to text, like iconv; bytes as Base64 or hex.',
  isolate: true,
  keywords: ['iconv', 'charset', 'character encoding', 'code page', 'mojibake', 'shift_jis', 'windows-1252', 'latin-1', 'utf-16', 'gbk', 'big5', 'textdecoder'],
  input: closedObject({
    action: stringEnum(['encode', 'decode'], { description: 'encode text into the charset\'s bytes, or decode such bytes to text' }),
    text: Type.String({ maxLength: 1_000_000, description: 'encode: the text; decode: the bytes, in Base64 or hex (see format). At most 1,000,000 characters' }),
    charset: stringEnum(Object.keys(CHARSETS) as [Charset, ...Charset[]], {
      description: 'The charset of the bytes; latin1 is ISO-8859-1, cp1252 Windows-1252, sjis Shift_JIS (Windows-31J); gb18030 and iso-2022-jp decode only',
    }),
    format: withDefault(stringEnum(['base64', 'hex'], { description: 'How the bytes are written, in result when encoding and in text when decoding; default base64' }), 'base64'),
    on_error: withDefault(
      stringEnum(['fail', 'replace'], { description: 'A character the charset lacks, or bytes it cannot decode: fail naming the position, or replace ("?" or U+FFFD); default fail' }),
      'fail',
    ),
  }),
  output: closedObject({
    result: Type.String({ description: 'The bytes (Base64 or hex) when encoding, the text when decoding' }),
    resultEncoding: stringEnum(['utf8', 'base64', 'hex'], { description: 'utf8 when result is the decoded text; base64 or hex when it is the encoded bytes' }),
  }),
  examples: [
    { title: 'Windows-1252', input: { action: 'encode', text: 'café €5', charset: 'cp1252', format: 'hex' }, output: { result: '636166e9208035', resultEncoding: 'hex' } },
    { title: 'Shift_JIS', input: { action: 'encode', text: '日本語', charset: 'sjis', format: 'hex' }, output: { result: '93fa967b8cea', resultEncoding: 'hex' } },
    { title: 'Decode GBK', input: { action: 'decode', text: 'xOO6ww==', charset: 'gbk' }, output: { result: '你好', resultEncoding: 'utf8' } },
  ],
  run({ action, text, charset, format, on_error }) {
    if (action === 'encode') {
      const bytes = encodeText(text, charset, on_error === 'replace');
      return format === 'hex' ? { result: bytesToHex(bytes), resultEncoding: format } : { result: bytesToBase64(bytes), resultEncoding: format };
    }
    return { result: decodeBytes(readBytes(text, format), charset, on_error === 'replace'), resultEncoding: 'utf8' as const };
  },
});

function readBytes(text: string, format: 'base64' | 'hex'): Uint8Array {
  if (format === 'hex') return hexFieldBytes('text', text);
  const decoded = decodeBase64(text);
  if (!decoded.ok) invalid(`text: not valid Base64: ${decoded.reason}`);
  return decoded.bytes;
}

function decodeBytes(bytes: Uint8Array, charset: Charset, replace: boolean): string {
  if (charset === 'latin1') return codeUnitsDecode(Uint16Array.from(bytes));
  // Node 20 decodes windows-1252 as ISO-8859-1; the table makes every runtime agree with browsers.
  if (charset === 'cp1252') return codeUnitsDecode(Uint16Array.from(bytes, windows1252CodePoint));
  if (charset === 'ascii') {
    const at = bytes.findIndex((byte) => byte > 0x7f);
    if (at >= 0 && !replace) invalid(`text: byte 0x${bytes[at]!.toString(16)} at offset ${at} is not ASCII`);
    return codeUnitsDecode(Uint16Array.from(bytes, (byte) => (byte > 0x7f ? 0xfffd : byte)));
  }
  try {
    return new TextDecoder(CHARSETS[charset], { fatal: !replace, ignoreBOM: true }).decode(bytes);
  } catch {
    invalid(`text: the bytes are not valid ${charset}${firstBadOffset(bytes, charset)}`);
  }
}

/** Where the first undecodable byte is (only on the error path). */
function firstBadOffset(bytes: Uint8Array, charset: Charset): string {
  const low = decodablePrefixLength(bytes, CHARSETS[charset]);
  return low < bytes.length ? ` (at byte offset ${low})` : ' (it ends inside a character)';
}

/** Text of BMP code units (each byte's code point), in one decode rather than a string built per byte. */
function codeUnitsDecode(units: Uint16Array): string {
  return new TextDecoder('utf-16le', { ignoreBOM: true }).decode(units);
}

function encodeText(text: string, charset: Charset, replace: boolean): Uint8Array {
  if (DECODE_ONLY.has(charset)) invalid(`charset: ${charset} can only be decoded here; encode to gbk or utf-8 instead`);
  if (charset === 'utf-8') return utf8Encode(text, 'text');
  assertWellFormed(text, 'text');
  if (charset === 'utf-16le' || charset === 'utf-16be') return utf16(text, charset === 'utf-16be');
  const out = new Uint8Array(text.length * 2);
  let length = 0;
  const encoder = charset === 'latin1' || charset === 'ascii' ? undefined : charsetEncoder(CHARSETS[charset]);
  const limit = charset === 'ascii' ? 0x7f : 0xff;
  for (let i = 0; i < text.length; i++) {
    const codePoint = text.codePointAt(i)!;
    const bytes = encoder ? encoder.encode(codePoint) : codePoint <= limit ? [codePoint] : undefined;
    if (bytes) {
      for (const byte of bytes) out[length++] = byte;
    } else if (replace) {
      out[length++] = 0x3f;
    } else {
      const hex = codePoint.toString(16).toUpperCase().padStart(4, '0');
      invalid(`text: ${JSON.stringify(String.fromCodePoint(codePoint))} (U+${hex}) at index ${i} has no encoding in ${charset}`);
    }
    if (codePoint > 0xffff) i++;
  }
  return out.subarray(0, length);
}

function utf16(text: string, bigEndian: boolean): Uint8Array {
  const out = new Uint8Array(text.length * 2);
  const view = new DataView(out.buffer);
  for (let i = 0; i < text.length; i++) view.setUint16(i * 2, text.charCodeAt(i), !bigEndian);
  return out;
}
