/** RFC 4648 Base64 and Base64url over bytes, with a decoder that says exactly what it refuses. */

/** Uint8Array.prototype.toBase64 (TC39 stage 4): native in Bun and recent engines, absent in Node 20. */
const nativeToBase64 = (Uint8Array.prototype as { toBase64?: (this: Uint8Array) => string }).toBase64;

const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
/** Every 12 bits as their two ASCII digits, laid out as one 16-bit unit in this machine's byte order. */
const DIGIT_PAIRS = new Uint16Array(4096).map((_, bits) => {
  const first = DIGITS.charCodeAt(bits >> 6);
  const second = DIGITS.charCodeAt(bits & 63);
  return LITTLE_ENDIAN ? first | (second << 8) : (first << 8) | second;
});
const ascii = new TextDecoder();

/**
 * Where the engine has no toBase64 (Node 20): two digits at a time into a byte buffer, decoded to
 * a string in one call. Four million bytes (a million emoji) take 35-41 ms, where btoa over
 * binary-string chunks took 82-94 ms (Node 20, medians of 10) and put base64's worst input at
 * the 50 ms inline line. No Buffer: core runs in browsers too (test/isomorphic.test.ts).
 */
export function bytesToBase64(bytes: Uint8Array): string {
  if (nativeToBase64) return nativeToBase64.call(bytes);
  const whole = bytes.length - (bytes.length % 3);
  const pairs = new Uint16Array(Math.ceil(bytes.length / 3) * 2);
  let o = 0;
  for (let i = 0; i < whole; i += 3) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!;
    pairs[o++] = DIGIT_PAIRS[n >> 12]!;
    pairs[o++] = DIGIT_PAIRS[n & 4095]!;
  }
  const out = new Uint8Array(pairs.buffer);
  const left = bytes.length - whole;
  if (left > 0) {
    // The last one or two bytes: two or three digits, then "=" padding to four.
    const n = (bytes[whole]! << 16) | (left === 2 ? bytes[whole + 1]! << 8 : 0);
    const at = out.length - 4;
    out[at] = DIGITS.charCodeAt(n >> 18);
    out[at + 1] = DIGITS.charCodeAt((n >> 12) & 63);
    out[at + 2] = left === 2 ? DIGITS.charCodeAt((n >> 6) & 63) : 61;
    out[at + 3] = 61;
  }
  return ascii.decode(out);
}

export function bytesToBase64Url(bytes: Uint8Array): string {
  return bytesToBase64(bytes).replace(/=+$/, '').replaceAll('+', '-').replaceAll('/', '_');
}

export type Base64Result = { ok: true; bytes: Uint8Array } | { ok: false; reason: string };

/** 1 for the characters of either Base64 alphabet and "=", 2 for the whitespace that is skipped, 0 otherwise. */
const CHARACTER_CLASS = new Uint8Array(128);
for (const char of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/-_=') CHARACTER_CLASS[char.charCodeAt(0)] = 1;
for (const char of '\t\n\f\r ') CHARACTER_CLASS[char.charCodeAt(0)] = 2;
const latin1 = new TextDecoder('latin1');
const ONLY_ALPHABET = /^[A-Za-z0-9+/\-_=]*$/;

/**
 * The text without its whitespace, or the first character outside the alphabet and its position
 * in that text. One pass over character codes: a regex replace of the whitespace took 3 s and
 * 400 MB on 20 million characters of "ab ab …", the size of a PDF field (lib/pdf/limits.ts).
 */
function alphabetText(input: string): { text: string } | { bad: string; at: number } {
  // Most input is clean: one regex test (native) answers for it without the loop.
  if (ONLY_ALPHABET.test(input)) return { text: input };
  const kept = new Uint8Array(input.length);
  let length = 0;
  for (let i = 0; i < input.length; i++) {
    const code = input.charCodeAt(i);
    const kind = code < 128 ? CHARACTER_CLASS[code] : 0;
    if (kind === 1) kept[length++] = code;
    else if (kind === 0) return { bad: input[i]!, at: length };
  }
  return { text: length === input.length ? input : latin1.decode(kept.subarray(0, length)) };
}

/**
 * Decodes standard or URL-safe Base64, padded or not, ignoring whitespace.
 * A mix of both alphabets, misplaced padding or an impossible length is refused with the reason.
 */
export function decodeBase64(input: string): Base64Result {
  const checked = alphabetText(input);
  if ('bad' in checked) {
    return { ok: false, reason: `character ${JSON.stringify(checked.bad)} at position ${checked.at} is not in the Base64 alphabet` };
  }
  const { text } = checked;
  const standard = /[+/]/.test(text);
  const urlSafe = /[-_]/.test(text);
  if (standard && urlSafe) return { ok: false, reason: 'mixes the standard (+/) and URL-safe (-_) alphabets' };

  const padAt = text.indexOf('=');
  let body = text;
  if (padAt >= 0) {
    body = text.slice(0, padAt);
    const padding = text.slice(padAt);
    if (!/^={1,2}$/.test(padding)) return { ok: false, reason: `padding "=" may only end the text, at most twice (position ${padAt})` };
    if (text.length % 4 !== 0) return { ok: false, reason: 'padded Base64 must be a multiple of 4 characters long' };
  }
  if (body.length % 4 === 1) return { ok: false, reason: `${body.length} Base64 characters cannot encode whole bytes` };

  const binary = atob(urlSafe ? body.replaceAll('-', '+').replaceAll('_', '/') : body);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return { ok: true, bytes };
}
