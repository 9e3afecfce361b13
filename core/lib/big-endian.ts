/**
 * Unsigned big-endian bytes ↔ BigInt: DER INTEGERs, RSA key parts, random prime candidates.
 * Through hex text, which BigInt reads and writes natively.
 */
import { bytesToHex } from './hex.ts';

/** The unsigned integer `bytes` spell, most significant byte first (0 for no bytes). */
export function bytesToBigInt(bytes: Uint8Array): bigint {
  return bytes.length === 0 ? 0n : BigInt(`0x${bytesToHex(bytes)}`);
}

/** The unsigned big-endian magnitude of a non-negative integer, without leading zero bytes. */
export function bigIntToBytes(value: bigint): Uint8Array {
  let hex = value.toString(16);
  if (hex.length % 2) hex = `0${hex}`;
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return bytes;
}
