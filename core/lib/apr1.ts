/**
 * Apache's "$apr1$" password hash: Poul-Henning Kamp's MD5-crypt (FreeBSD's $1$) with Apache's
 * magic string, as htpasswd -m and openssl passwd -apr1 write it. 1,000 rounds of MD5.
 */
import { md5 } from '@noble/hashes/legacy.js';
import { concatBytes } from './concat-bytes.ts';

const CRYPT_ALPHABET = './0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const MAGIC = new TextEncoder().encode('$apr1$');


/** `count` characters of the crypt alphabet from the low bits of `value`, least significant first. */
function to64(value: number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++, value >>>= 6) out += CRYPT_ALPHABET[value & 0x3f];
  return out;
}

/**
 * An 8-character salt from 8 random bytes: each byte's low six bits pick a character (256 is a
 * multiple of 64, so every character is equally likely).
 */
export function apr1Salt(randomBytes: Uint8Array): string {
  return Array.from(randomBytes.subarray(0, 8), (byte) => CRYPT_ALPHABET[byte & 0x3f]).join('');
}

/** The full `$apr1$<salt>$<22 characters>` string; `salt` is 1 to 8 characters of the alphabet. */
export function apr1(password: Uint8Array, salt: string): string {
  const saltBytes = new TextEncoder().encode(salt);
  const alternate = md5(concatBytes([password, saltBytes, password]));
  const parts: Uint8Array[] = [password, MAGIC, saltBytes];
  for (let left = password.length; left > 0; left -= 16) parts.push(alternate.subarray(0, Math.min(left, 16)));
  // The original's quirk: a zero byte for each set bit of the length, the first password byte otherwise.
  for (let bits = password.length; bits > 0; bits >>>= 1) parts.push(bits & 1 ? new Uint8Array(1) : password.subarray(0, 1));
  let digest = md5(concatBytes(parts));
  for (let round = 0; round < 1000; round++) {
    const step: Uint8Array[] = [round & 1 ? password : digest];
    if (round % 3) step.push(saltBytes);
    if (round % 7) step.push(password);
    step.push(round & 1 ? digest : password);
    digest = md5(concatBytes(step));
  }
  const d = digest;
  const encoded =
    to64((d[0]! << 16) | (d[6]! << 8) | d[12]!, 4) +
    to64((d[1]! << 16) | (d[7]! << 8) | d[13]!, 4) +
    to64((d[2]! << 16) | (d[8]! << 8) | d[14]!, 4) +
    to64((d[3]! << 16) | (d[9]! << 8) | d[15]!, 4) +
    to64((d[4]! << 16) | (d[10]! << 8) | d[5]!, 4) +
    to64(d[11]!, 2);
  return `$apr1$${salt}$${encoded}`;
}
