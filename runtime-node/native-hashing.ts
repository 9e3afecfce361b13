/** node:crypto as tooldeck's native hashing backend: the fastest at every size under Node, Deno and Bun. */
import * as nodeCrypto from 'node:crypto';
import { registerNativeHashBackend, type HashAlgorithm, type HashBackend } from '../core/lib/hashing.ts';

const NODE_NAMES: Record<HashAlgorithm, string> = { MD5: 'md5', 'SHA-1': 'sha1', 'SHA-256': 'sha256', 'SHA-512': 'sha512' };

// crypto.hash (Node ≥ 20.12) skips the Hash object, which is most of the cost of a small input.
const oneShot = (nodeCrypto as { hash?: (algorithm: string, data: Uint8Array, encoding: 'hex') => string }).hash;

export const nodeCryptoBackend: HashBackend = {
  name: 'node:crypto',
  supports: () => true,
  digest: oneShot
    ? (algorithm, data) => oneShot(NODE_NAMES[algorithm], data, 'hex')
    : (algorithm, data) => nodeCrypto.createHash(NODE_NAMES[algorithm]).update(data).digest('hex'),
  hmac: (algorithm, key, data) => nodeCrypto.createHmac(NODE_NAMES[algorithm], key).update(data).digest('hex'),
};

export function registerNativeHashing(): void {
  registerNativeHashBackend(nodeCryptoBackend);
}
