/**
 * UUIDs as text and bytes (RFC 9562 §4): the 8-4-4-4-12 hex form, and the Gregorian clock that
 * versions 1 and 6 count in, for uuid-versions (which writes them) and id-decode (which reads them).
 */
import { bytesToHex } from './hex.ts';

/** 100-nanosecond ticks from 1582-10-15T00:00:00Z (the Gregorian reform) to the Unix epoch. */
export const GREGORIAN_TICKS_TO_UNIX = 122_192_928_000_000_000n;

/** 16 bytes as a lowercase 8-4-4-4-12 UUID. */
export function formatUuid(bytes: Uint8Array): string {
  const hex = bytesToHex(bytes);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

const UUID_TEXT = /^(?:urn:uuid:)?\{?([0-9a-f]{8})-?([0-9a-f]{4})-?([0-9a-f]{4})-?([0-9a-f]{4})-?([0-9a-f]{12})\}?$/i;

/**
 * The 16 bytes of a UUID written with or without hyphens, in braces or as a `urn:uuid:` URN, or
 * undefined when `text` is not one.
 */
export function parseUuid(text: string): Uint8Array | undefined {
  const trimmed = text.trim();
  const match = UUID_TEXT.exec(trimmed);
  if (!match || trimmed.includes('{') !== trimmed.endsWith('}')) return undefined;
  const hex = match.slice(1).join('');
  const bytes = new Uint8Array(16);
  for (let i = 0; i < 16; i++) bytes[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return bytes;
}
