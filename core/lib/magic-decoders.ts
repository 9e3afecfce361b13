/**
 * The decode steps magic-detect tries, each over bytes: a cheap test of whether the input looks
 * like its encoding, then the decode, undefined when it does not decode. They reuse the catalog's
 * own decoders (lib/base64, lib/base32, lib/base-x, lib/hex, lib/inflate, the html-entities
 * tool's `entities` package, and the quoted-printable, base85, morse, unicode-escape and punycode
 * tools themselves, loaded on first use); none is reimplemented here but
 * percent-decoding to bytes and decimal character codes, which no shared function gives as bytes.
 */
import { decodeBase64 } from './base64.ts';
import { decodeBase32 } from './base32.ts';
import { decodeBaseX } from './base-x.ts';
import { decodeHex } from './hex.ts';
import { inflateBounded } from './inflate.ts';
import { lazy } from './lazy.ts';
import type { ToolContext } from '../tool.ts';

export interface MagicStep {
  /** The name shown in a chain: the catalog tool that does this decode, with its variant. */
  name: string;
  /** Whether `text` (the bytes as UTF-8, or undefined when they are not) and `bytes` look encoded this way. */
  looksLike(text: string | undefined, bytes: Uint8Array): boolean;
  decode(text: string | undefined, bytes: Uint8Array, ctx: ToolContext, maxBytes: number): Promise<Uint8Array | undefined>;
}

const BTC_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
/** Base58 decodes in quadratic time (lib/base-x.ts): past this many characters it is not tried. */
const MAX_BASE58_CHARS = 5_000;
const encoder = new TextEncoder();
const loadEntities = lazy(() => import('entities'));
const loadQuotedPrintable = lazy(() => import('../tools/encoding/quoted-printable.ts'));
const loadBase85 = lazy(() => import('../tools/encoding/base85.ts'));
const loadMorse = lazy(() => import('../tools/encoding/morse.ts'));
const loadUnicodeEscape = lazy(() => import('../tools/encoding/unicode-escape.ts'));
const loadPunycode = lazy(() => import('../tools/encoding/punycode.ts'));

interface TextDecodingTool {
  run(input: never, ctx: ToolContext): { result: string } | Promise<{ result: string }>;
}

/**
 * A catalog tool's decode (every field given: run is called without execute's defaults), its text
 * result as UTF-8 bytes, undefined when the tool refuses the input.
 */
async function viaTool(load: () => Promise<{ default: TextDecodingTool }>, input: Record<string, unknown>, ctx: ToolContext): Promise<Uint8Array | undefined> {
  try {
    const { result } = await (await load()).default.run(input as never, ctx);
    return encoder.encode(result);
  } catch {
    return undefined;
  }
}

const stripped = (text: string) => text.replace(/\s+/g, '');

function percentDecodeBytes(text: string): Uint8Array {
  const out = new Uint8Array(text.length * 3);
  let length = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '%' && /^[0-9A-Fa-f]{2}$/.test(text.slice(i + 1, i + 3))) {
      out[length++] = Number.parseInt(text.slice(i + 1, i + 3), 16);
      i += 2;
    } else {
      const char = encoder.encode(text[i]!);
      out.set(char, length);
      length += char.length;
    }
  }
  return out.slice(0, length);
}

export const MAGIC_STEPS: readonly MagicStep[] = [
  {
    name: 'base64',
    // Line breaks may wrap Base64 (MIME, PEM); spaces mean words, which are not Base64.
    looksLike: (text) => text !== undefined && /^[A-Za-z0-9+/\-_]{4,}={0,2}$/.test(text.trim().replace(/\r?\n/g, '')),
    async decode(text) {
      const decoded = decodeBase64(text!);
      return decoded.ok ? decoded.bytes : undefined;
    },
  },
  {
    name: 'base32',
    looksLike: (text) => text !== undefined && /^[A-Z2-7]{8,}=*$/.test(stripped(text)),
    async decode(text) {
      const decoded = await decodeBase32(text!, 'rfc4648');
      return decoded.ok ? decoded.bytes : undefined;
    },
  },
  {
    name: 'base58',
    looksLike: (text) => text !== undefined && text.length <= MAX_BASE58_CHARS && /^[1-9A-HJ-NP-Za-km-z]{6,}$/.test(text.trim()),
    async decode(text) {
      const decoded = decodeBaseX(text!.trim(), BTC_ALPHABET, 'Base58');
      return decoded.ok ? decoded.bytes : undefined;
    },
  },
  {
    // Before hex, which also reads %41 escapes: the same bytes are credited to the first step.
    name: 'url-encode',
    looksLike: (text) => text !== undefined && /%[0-9A-Fa-f]{2}/.test(text),
    decode: async (text) => percentDecodeBytes(text!),
  },
  {
    name: 'hex',
    looksLike: (text) => text !== undefined && /^(?:(?:0x|\\x|%)?[0-9A-Fa-f]{2}[\s,:;-]*)+$/.test(text.trim()),
    async decode(text) {
      const decoded = decodeHex(text!);
      return decoded.ok ? decoded.bytes : undefined;
    },
  },
  {
    name: 'html-entities',
    looksLike: (text) => text !== undefined && /&(?:#[0-9]{1,7}|#[xX][0-9A-Fa-f]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});/.test(text),
    async decode(text) {
      return encoder.encode((await loadEntities()).decodeHTML(text!));
    },
  },
  {
    name: 'quoted-printable',
    looksLike: (text) => text !== undefined && /=[0-9A-F]{2}/.test(text) && !/[^\x09\x0a\x0d\x20-\x7e]/.test(text),
    async decode(text, _bytes, ctx) {
      // Through the tool itself: latin1 gives each decoded byte as one character, so any bytes come back.
      const tool = (await loadQuotedPrintable()).default;
      try {
        const { result } = await tool.run({ action: 'decode', text: text!, charset: 'latin1' }, ctx);
        return Uint8Array.from(result, (char) => char.charCodeAt(0));
      } catch {
        return undefined;
      }
    },
  },
  {
    name: 'base85',
    // Adobe's frame, or a long unbroken run of its alphabet with a digit or symbol among the letters.
    looksLike: (text) => text !== undefined && (/^<~[!-u\sz]*~>$/.test(text.trim()) || (/^[!-u]{10,}$/.test(text.trim()) && /[!-/:-@[-`]/.test(text))),
    decode: (text, _bytes, ctx) => viaTool(loadBase85, { action: 'decode', text: text!, variant: 'ascii85' }, ctx),
  },
  {
    name: 'morse',
    looksLike: (text) => text !== undefined && /^[.\-\/\s]+$/.test(text) && /[.-]/.test(text) && /\s/.test(text.trim()),
    decode: (text, _bytes, ctx) => viaTool(loadMorse, { action: 'decode', text: text! }, ctx),
  },
  {
    name: 'unicode-escape',
    looksLike: (text) => text !== undefined && /\\u[0-9A-Fa-f]{4}/.test(text),
    decode: (text, _bytes, ctx) => viaTool(loadUnicodeEscape, { action: 'decode', text: text!, style: '\\u' }, ctx),
  },
  {
    name: 'punycode',
    looksLike: (text) => text !== undefined && text.length <= 10_000 && /(?:^|[.@])xn--[a-z0-9-]+/i.test(text.trim()),
    decode: (text, _bytes, ctx) => viaTool(loadPunycode, { action: 'decode', text: text!.trim() }, ctx),
  },
  {
    name: 'charcode',
    looksLike: (text) => text !== undefined && /^\d{1,3}(?:[\s,]+\d{1,3}){2,}$/.test(text.trim()),
    async decode(text) {
      const codes = text!.trim().split(/[\s,]+/).map(Number);
      return codes.every((code) => code <= 255) ? Uint8Array.from(codes) : undefined;
    },
  },
  {
    name: 'gzip',
    looksLike: (_text, bytes) => bytes[0] === 0x1f && bytes[1] === 0x8b,
    async decode(_text, bytes, _ctx, maxBytes) {
      const inflated = await inflateBounded(bytes, 'gzip', maxBytes);
      return inflated.ok ? inflated.bytes : undefined;
    },
  },
  {
    name: 'zlib',
    // RFC 1950: method 8, and the header's two bytes a multiple of 31.
    looksLike: (_text, bytes) => bytes.length > 2 && (bytes[0]! & 0x0f) === 8 && ((bytes[0]! << 8) | bytes[1]!) % 31 === 0,
    async decode(_text, bytes, _ctx, maxBytes) {
      const inflated = await inflateBounded(bytes, 'zlib', maxBytes);
      return inflated.ok ? inflated.bytes : undefined;
    },
  },
];
