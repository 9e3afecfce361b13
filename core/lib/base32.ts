/**
 * Base32 (RFC 4648 §6), base32hex (§7) and Crockford's, both ways, through @scure/base: base32's
 * tool and magic-detect's decode chains. Decoding forgives what people paste: whitespace, lower
 * case, missing padding, and for Crockford hyphens and the look-alikes O, I, L.
 */
import { lazy } from './lazy.ts';

export type Base32Variant = 'rfc4648' | 'hex' | 'crockford';

const loadBase = lazy(() => import('@scure/base'));

export type Base32Decoded = { ok: true; bytes: Uint8Array } | { ok: false; reason: string };

const ALPHABETS: Record<Base32Variant, string> = {
  rfc4648: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567',
  hex: '0123456789ABCDEFGHIJKLMNOPQRSTUV',
  crockford: '0123456789ABCDEFGHJKMNPQRSTVWXYZ',
};
/** Digit counts a whole number of bytes can end on (8 digits hold 5 bytes). */
const WHOLE_TAILS = new Set([0, 2, 4, 5, 7]);

export async function encodeBase32(bytes: Uint8Array, variant: Base32Variant): Promise<string> {
  const base = await loadBase();
  return variant === 'rfc4648' ? base.base32.encode(bytes) : variant === 'hex' ? base.base32hex.encode(bytes) : base.base32crockford.encode(bytes);
}

export async function decodeBase32(input: string, variant: Base32Variant): Promise<Base32Decoded> {
  let text = input.replace(/\s+/g, '').toUpperCase();
  if (variant === 'crockford') text = text.replaceAll('-', '').replaceAll('O', '0').replace(/[IL]/g, '1');
  else {
    const padded = /^([^=]*)(=*)$/.exec(text);
    if (!padded) return { ok: false, reason: `padding "=" may only end the text (position ${text.indexOf('=')})` };
    if (padded[2]!.length > 0 && text.length % 8 !== 0) return { ok: false, reason: 'padded Base32 must be a multiple of 8 characters long' };
    text = padded[1]!;
  }
  const alphabet = ALPHABETS[variant];
  for (let i = 0; i < text.length; i++) {
    if (!alphabet.includes(text[i]!)) return { ok: false, reason: `character ${JSON.stringify(text[i])} at position ${i} is not in the ${variant} alphabet` };
  }
  if (!WHOLE_TAILS.has(text.length % 8)) return { ok: false, reason: `${text.length} Base32 characters cannot encode whole bytes` };
  const base = await loadBase();
  try {
    const bytes = variant === 'rfc4648' ? base.base32nopad.decode(text) : variant === 'hex' ? base.base32hexnopad.decode(text) : base.base32crockford.decode(text);
    return { ok: true, bytes };
  } catch {
    return { ok: false, reason: 'its last character carries bits that are not zero (not what an encoder writes)' };
  }
}
