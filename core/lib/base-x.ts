/**
 * Bytes in any alphabet of up to 256 digits as one big number, leading zero bytes written as the
 * alphabet's first digit: Base58 (Bitcoin, Flickr, Ripple), Base62 and Base36 as base-x and
 * python-base58 write them. Quadratic in the length (every digit carries through the number),
 * so callers bound their input. The base58 tool and magic-detect's decode chains use it.
 */

export type BaseXDecoded = { ok: true; bytes: Uint8Array } | { ok: false; reason: string };

export function encodeBaseX(bytes: Uint8Array, alphabet: string): string {
  const base = alphabet.length;
  let zeros = 0;
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++;
  // Digits needed: log(256) / log(base) per byte, rounded up.
  const size = Math.ceil(((bytes.length - zeros) * Math.log(256)) / Math.log(base)) + 1;
  const digits = new Uint8Array(size);
  let length = 0;
  for (let at = zeros; at < bytes.length; at++) {
    let carry = bytes[at]!;
    let i = 0;
    for (let k = size - 1; (carry !== 0 || i < length) && k >= 0; k--, i++) {
      carry += 256 * digits[k]!;
      digits[k] = carry % base;
      carry = Math.floor(carry / base);
    }
    length = i;
  }
  let start = size - length;
  while (start < size && digits[start] === 0) start++;
  let out = alphabet[0]!.repeat(zeros);
  for (let k = start; k < size; k++) out += alphabet[digits[k]!];
  return out;
}

export function decodeBaseX(text: string, alphabet: string, name: string): BaseXDecoded {
  const base = alphabet.length;
  const values = new Map<string, number>([...alphabet].map((char, value) => [char, value]));
  let zeros = 0;
  while (zeros < text.length && text[zeros] === alphabet[0]) zeros++;
  const size = Math.ceil(((text.length - zeros) * Math.log(base)) / Math.log(256)) + 1;
  const bytes = new Uint8Array(size);
  let length = 0;
  for (let at = zeros; at < text.length; at++) {
    let carry = values.get(text[at]!);
    if (carry === undefined) return { ok: false, reason: `character ${JSON.stringify(text[at])} at position ${at} is not in the ${name} alphabet` };
    let i = 0;
    for (let k = size - 1; (carry !== 0 || i < length) && k >= 0; k--, i++) {
      carry += base * bytes[k]!;
      bytes[k] = carry % 256;
      carry = Math.floor(carry / 256);
    }
    length = i;
  }
  let start = size - length;
  while (start < size && bytes[start] === 0) start++;
  const out = new Uint8Array(zeros + size - start);
  out.set(bytes.subarray(start), zeros);
  return { ok: true, bytes: out };
}
