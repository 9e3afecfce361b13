/**
 * Message digests and HMAC, fast at every size in every runtime.
 *
 * No single backend wins everywhere (see bench/hash.ts): WebCrypto streams large SHA inputs at
 * native speed but costs tens of microseconds per call, so small inputs are 10× slower there than
 * in hash-wasm, which in turn is several times slower than native code on large inputs and is the
 * only portable MD5. A runtime that has native hashing (node:crypto under Node, Deno and Bun)
 * registers it and it wins at every size; otherwise the choice is by algorithm and size.
 */
import type { IHasher } from 'hash-wasm';
import { bytesToHex } from './hex.ts';

export const HASH_ALGORITHMS = ['MD5', 'SHA-1', 'SHA-256', 'SHA-512'] as const;
export type HashAlgorithm = (typeof HASH_ALGORITHMS)[number];

/** A digest backend. Results are lowercase hex; a backend answers synchronously when it can. */
export interface HashBackend {
  readonly name: string;
  supports(algorithm: HashAlgorithm): boolean;
  digest(algorithm: HashAlgorithm, data: Uint8Array): string | Promise<string>;
  hmac(algorithm: HashAlgorithm, key: Uint8Array, data: Uint8Array): string | Promise<string>;
}

/** `sha-256`, `SHA256`, `md5` → the canonical name, or undefined. */
export function canonicalHashName(name: string): HashAlgorithm | undefined {
  const compact = name.toUpperCase().replace('-', '');
  return HASH_ALGORITHMS.find((algorithm) => algorithm.replace('-', '') === compact);
}

// ---- hash-wasm: portable, synchronous once loaded -------------------------------------------

type HashWasm = typeof import('hash-wasm');
/** hash-wasm's hasher per algorithm: fresh instances, for callers that hash in several updates (the playground's streamed file hashing). */
export const HASH_WASM_FACTORIES: Record<HashAlgorithm, (lib: HashWasm) => Promise<IHasher>> = {
  MD5: (lib) => lib.createMD5(),
  'SHA-1': (lib) => lib.createSHA1(),
  'SHA-256': (lib) => lib.createSHA256(),
  'SHA-512': (lib) => lib.createSHA512(),
};
const wasmHashers = new Map<HashAlgorithm, IHasher>();
const wasmLoading = new Map<HashAlgorithm, Promise<IHasher>>();

/** The loaded hasher for `algorithm`, or a promise of it on first use (the WASM is imported lazily). */
function wasmHasher(algorithm: HashAlgorithm): IHasher | Promise<IHasher> {
  const ready = wasmHashers.get(algorithm);
  if (ready) return ready;
  let loading = wasmLoading.get(algorithm);
  if (!loading) {
    loading = import('hash-wasm').then(async (lib) => {
      const hasher = await HASH_WASM_FACTORIES[algorithm](lib);
      wasmHashers.set(algorithm, hasher);
      return hasher;
    });
    wasmLoading.set(algorithm, loading);
  }
  return loading;
}

function then<T, R>(value: T | Promise<T>, next: (value: T) => R): R | Promise<R> {
  return value instanceof Promise ? value.then(next) : next(value);
}

// A hasher is reused across calls; each call runs init → update → digest without yielding, so calls never interleave.
const wasmDigest = (hasher: IHasher, data: Uint8Array) => hasher.init().update(data).digest('binary');

/** HMAC per RFC 2104 over a synchronous hasher. */
function hmacWith(hasher: IHasher, key: Uint8Array, data: Uint8Array): string {
  const block = hasher.blockSize;
  const shortKey = key.length > block ? wasmDigest(hasher, key) : key;
  const inner = new Uint8Array(block);
  const outer = new Uint8Array(block);
  inner.set(shortKey);
  outer.set(shortKey);
  for (let i = 0; i < block; i++) {
    inner[i]! ^= 0x36;
    outer[i]! ^= 0x5c;
  }
  const innerHash = hasher.init().update(inner).update(data).digest('binary');
  return hasher.init().update(outer).update(innerHash).digest('hex');
}

export const hashWasmBackend: HashBackend = {
  name: 'hash-wasm',
  supports: () => true,
  digest: (algorithm, data) => then(wasmHasher(algorithm), (hasher) => hasher.init().update(data).digest('hex')),
  hmac: (algorithm, key, data) => then(wasmHasher(algorithm), (hasher) => hmacWith(hasher, key, data)),
};

// ---- WebCrypto: native speed for large SHA inputs, slow per call --------------------------------

// Looked up on first use, not at import: Node 20 loads its whole WebCrypto module on the first
// read of globalThis.crypto, a tenth of the catalog's import time.
const subtle = (): SubtleCrypto | undefined => globalThis.crypto?.subtle;

export const webCryptoBackend: HashBackend = {
  name: 'webcrypto',
  supports: (algorithm) => subtle() !== undefined && algorithm !== 'MD5',
  async digest(algorithm, data) {
    return bytesToHex(new Uint8Array(await subtle()!.digest(algorithm, data as Uint8Array<ArrayBuffer>)));
  },
  async hmac(algorithm, key, data) {
    const cryptoKey = await subtle()!.importKey('raw', key as Uint8Array<ArrayBuffer>, { name: 'HMAC', hash: algorithm }, false, ['sign']);
    return bytesToHex(new Uint8Array(await subtle()!.sign('HMAC', cryptoKey, data as Uint8Array<ArrayBuffer>)));
  },
};

// ---- the choice ---------------------------------------------------------------------------------

/**
 * From this size on, WebCrypto's per-call cost is repaid by its native throughput
 * (measured by bench/hash.ts; below it hash-wasm wins).
 */
export const WEBCRYPTO_MIN_BYTES = 16 * 1024;

let nativeBackend: HashBackend | undefined;

/** Lets a runtime with native hashing (node:crypto, Bun) take every size it supports. */
export function registerNativeHashBackend(backend: HashBackend | undefined): void {
  nativeBackend = backend;
}

export function chooseHashBackend(algorithm: HashAlgorithm, size: number): HashBackend {
  if (nativeBackend?.supports(algorithm)) return nativeBackend;
  if (size >= WEBCRYPTO_MIN_BYTES && webCryptoBackend.supports(algorithm)) return webCryptoBackend;
  return hashWasmBackend;
}

/** Lowercase hex digest of `data`; synchronous whenever the chosen backend is. */
export function digestHex(algorithm: HashAlgorithm, data: Uint8Array): string | Promise<string> {
  return chooseHashBackend(algorithm, data.length).digest(algorithm, data);
}

/** Lowercase hex HMAC of `data` under `key`. */
export function hmacHex(algorithm: HashAlgorithm, key: Uint8Array, data: Uint8Array): string | Promise<string> {
  return chooseHashBackend(algorithm, data.length).hmac(algorithm, key, data);
}
