/**
 * Hex text ↔ bytes: digests (bytesToHex, hot in hashing) and the encoding tools (hex, base64-hex,
 * hexdump, magic-detect). Long output is written as ASCII codes into one byte buffer decoded once:
 * a string grown two characters at a time took 1.5 s for 2 MB (Node 20), past every budget.
 * Parsing is lenient about the separators and prefixes hex is pasted with.
 */

/** Lowercase hex of bytes: short inputs (digests) through a 256-entry table, long ones by formatHex. */
export function bytesToHex(bytes: Uint8Array): string {
  if (bytes.length > 256) return formatHex(bytes);
  let out = '';
  for (let i = 0; i < bytes.length; i++) out += HEX[bytes[i]!];
  return out;
}
const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

const ascii = new TextDecoder(); // ASCII only: Node's UTF-8 decoder has the fast path latin1 lacks
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/** Both digits of every byte as one 16-bit unit in this machine's byte order, lower and upper case. */
function pairTable(digits: string): Uint16Array {
  return new Uint16Array(256).map((_, byte) => {
    const high = digits.charCodeAt(byte >> 4);
    const low = digits.charCodeAt(byte & 15);
    return LITTLE_ENDIAN ? high | (low << 8) : (high << 8) | low;
  });
}
const LOWER_PAIRS = pairTable('0123456789abcdef');
const UPPER_PAIRS = pairTable('0123456789ABCDEF');

export interface HexFormat {
  upper?: boolean;
  /** Written before each byte ("0x"). */
  prefix?: string;
  /** Written between bytes (" ", ":"). */
  separator?: string;
}

/** `bytes` as hex digits, each byte optionally prefixed and separated (ASCII prefix and separator). */
export function formatHex(bytes: Uint8Array, { upper = false, prefix = '', separator = '' }: HexFormat = {}): string {
  if (bytes.length === 0) return '';
  const pairs = upper ? UPPER_PAIRS : LOWER_PAIRS;
  if (prefix === '' && separator === '') {
    const out = new Uint16Array(bytes.length);
    for (let i = 0; i < bytes.length; i++) out[i] = pairs[bytes[i]!]!;
    return ascii.decode(out);
  }
  // Every byte after the first is written as separator + prefix + digits: one fixed-size unit.
  const unit = new Uint8Array(separator.length + prefix.length + 2);
  for (const [i, char] of [...separator, ...prefix].entries()) unit[i] = char.charCodeAt(0);
  const stride = unit.length;
  const digitsAt = stride - 2;
  const out = new Uint8Array(bytes.length * stride);
  const pairBytes = new Uint8Array(pairs.buffer);
  for (let i = 0, o = 0; i < bytes.length; i++) {
    // A loop, not out.set(unit, o): set's call overhead on a 2-5 byte array costs more than the copy.
    for (let u = 0; u < digitsAt; u++) out[o++] = unit[u]!;
    const p = bytes[i]! * 2;
    out[o++] = pairBytes[p]!;
    out[o++] = pairBytes[p + 1]!;
  }
  return ascii.decode(out.subarray(separator.length));
}

export type HexResult = { ok: true; bytes: Uint8Array } | { ok: false; reason: string };

/** Per ASCII code: a hex digit's value, SEPARATOR for whitespace and , : ; - (hex is written with them), else NOT_HEX. */
const NOT_HEX = -1;
const SEPARATOR = -2;
const CODE_CLASS = new Int8Array(128).fill(NOT_HEX);
for (let digit = 0; digit < 16; digit++) {
  CODE_CLASS['0123456789abcdef'.charCodeAt(digit)] = digit;
  CODE_CLASS['0123456789ABCDEF'.charCodeAt(digit)] = digit;
}
for (const char of ' \t\n\r\f,:;-') CODE_CLASS[char.charCodeAt(0)] = SEPARATOR;

/** The class of a character code (NaN past the end reads as NOT_HEX). */
function classOf(code: number): number {
  return code < 128 ? CODE_CLASS[code]! : NOT_HEX;
}

function digitValue(code: number): number {
  const value = classOf(code);
  return value >= 0 ? value : NOT_HEX;
}

function isSeparator(code: number): boolean {
  return classOf(code) === SEPARATOR;
}

function describe(text: string, at: number): string {
  const char = String.fromCodePoint(text.codePointAt(at)!);
  return `character ${JSON.stringify(char)} at index ${at}`;
}

/**
 * Bytes of hex text: pairs of digits (either case), which whitespace, "," ":" ";" "-" may separate
 * and "0x", "\x" or "%" may prefix (so xxd -p, MAC-style, C array and URL-escaped hex all read).
 * A pair split by a separator or left with one digit is refused: which byte was meant is unclear.
 */
export function decodeHex(text: string): HexResult {
  const bytes = new Uint8Array(text.length >> 1);
  let length = 0;
  let i = 0;
  while (i < text.length) {
    const code = text.charCodeAt(i);
    if (isSeparator(code)) {
      i++;
      continue;
    }
    // Prefixes: "0x"/"0X" (the 0 is a digit, so look at the next character), "\x", "%".
    if (code === 48 && (text.charCodeAt(i + 1) | 32) === 120) {
      i += 2;
    } else if (code === 92 && (text.charCodeAt(i + 1) | 32) === 120) {
      i += 2;
    } else if (code === 37) {
      i += 1;
    }
    const high = digitValue(text.charCodeAt(i));
    if (high < 0) {
      if (i >= text.length) return { ok: false, reason: `a prefix at the end (index ${text.length - 1}) has no byte after it` };
      return { ok: false, reason: `${describe(text, i)} is not a hex digit` };
    }
    const low = digitValue(text.charCodeAt(i + 1));
    if (low < 0) {
      if (i + 1 >= text.length) return { ok: false, reason: `the hex digit at index ${i} has no second digit to make a byte` };
      const next = text.charCodeAt(i + 1);
      if (isSeparator(next)) return { ok: false, reason: `the hex digit at index ${i} stands alone; each byte is two digits` };
      return { ok: false, reason: `${describe(text, i + 1)} is not a hex digit` };
    }
    bytes[length++] = (high << 4) | low;
    i += 2;
  }
  return { ok: true, bytes: bytes.subarray(0, length) };
}
