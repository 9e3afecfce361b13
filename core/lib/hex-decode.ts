/**
 * Bytes from hex text typed by people: key, IV, salt and IKM fields of the crypto tools. Spaces,
 * colons and a leading 0x are tolerated (openssl and xxd print them); anything else is refused
 * with the field named, and the offending text never echoed (it may be a key).
 */
import { invalid } from '../errors.ts';

const SEPARATORS = /[\s:]/g;

export function hexFieldBytes(field: string, text: string): Uint8Array {
  const digits = text.replace(SEPARATORS, '').replace(/^0x/i, '');
  if (!/^[0-9a-fA-F]*$/.test(digits)) invalid(`${field}: is not hex (only 0-9, a-f, spaces and colons are allowed)`);
  if (digits.length % 2 !== 0) invalid(`${field}: has an odd number of hex digits`);
  const bytes = new Uint8Array(digits.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(digits.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}
