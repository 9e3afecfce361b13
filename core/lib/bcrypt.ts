/**
 * bcrypt over hash-wasm (loaded on first use), for the bcrypt and htpasswd tools: the 72-byte
 * password limit enforced instead of bcrypt's silent cut, and the prefix a caller asks for.
 * hash-wasm writes $2a$; $2a$, $2b$ and $2y$ are the same algorithm for UTF-8 passwords (they
 * differ only in bugs of old implementations), so the prefix is relabelled, the digest untouched.
 */
import { invalid } from '../errors.ts';
import { lazy } from './lazy.ts';
import { utf8Encode } from './utf8.ts';

export const BCRYPT_MAX_PASSWORD_BYTES = 72;
const loadHashWasm = lazy(() => import('hash-wasm'));

/** The password's UTF-8 bytes, refused (naming the field, not the password) when empty (hash-wasm throws) or past 72 bytes. */
export function bcryptPasswordBytes(password: string, field: string): Uint8Array {
  const bytes = utf8Encode(password, field);
  if (bytes.length === 0) invalid(`${field}: bcrypt needs a password of at least one byte`);
  if (bytes.length > BCRYPT_MAX_PASSWORD_BYTES) {
    invalid(`${field}: is ${bytes.length} UTF-8 bytes; bcrypt uses at most ${BCRYPT_MAX_PASSWORD_BYTES} and would ignore the rest`);
  }
  return bytes;
}

/** The encoded hash `$<prefix>$<cost>$<22-char salt><31-char digest>` of a 16-byte salt. */
export async function bcryptHash(password: Uint8Array, salt: Uint8Array, cost: number, prefix: '2b' | '2y'): Promise<string> {
  const { bcrypt } = await loadHashWasm();
  const encoded = await bcrypt({ password, salt, costFactor: cost, outputType: 'encoded' });
  return `$${prefix}${encoded.slice(3)}`;
}

export async function bcryptVerify(password: Uint8Array, hash: string): Promise<boolean> {
  const { bcryptVerify: verify } = await loadHashWasm();
  return verify({ password, hash });
}
