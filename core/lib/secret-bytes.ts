/**
 * The bytes of a key-derivation input (password, salt, IKM, info) typed as UTF-8 text or as hex,
 * for the pbkdf2, hkdf and scrypt tools, plus the SHA names WebCrypto derives with.
 */
import { hexFieldBytes } from './hex-decode.ts';
import { utf8Encode } from './utf8.ts';

export const TEXT_ENCODINGS = ['utf8', 'hex'] as const;
export type TextEncoding = (typeof TEXT_ENCODINGS)[number];

export function secretBytes(field: string, text: string, encoding: TextEncoding): Uint8Array {
  return encoding === 'hex' ? hexFieldBytes(field, text) : utf8Encode(text, field);
}

export const DERIVE_HASHES = ['SHA-1', 'SHA-256', 'SHA-384', 'SHA-512'] as const;
export type DeriveHash = (typeof DERIVE_HASHES)[number];

/** `sha256`, `Sha-256` → `SHA-256` (the schema's caseInsensitiveEnum admits only these four). */
export function canonicalDeriveHash(name: string): DeriveHash {
  const compact = name.toUpperCase().replace('-', '');
  return DERIVE_HASHES.find((hash) => hash.replace('-', '') === compact)!;
}
