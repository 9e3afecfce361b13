/**
 * Hashing throughput of every backend the runtime has, and of the path core/lib/hashing.ts
 * chooses, for MD5, SHA-1, SHA-256 and SHA-512 at 64 B, 1 KiB, 64 KiB and 1 MiB.
 * The figure that matters is the ratio chosen / best, measured in the same run.
 */
import { nodeCryptoBackend, registerNativeHashing } from '../runtime-node/native-hashing.ts';
import {
  digestHex,
  HASH_ALGORITHMS,
  hashWasmBackend,
  registerNativeHashBackend,
  webCryptoBackend,
  type HashAlgorithm,
  type HashBackend,
} from '../core/lib/hashing.ts';
import { compare } from './measure.ts';

const SIZES: [string, number][] = [
  ['64 B', 64],
  ['1 KiB', 1024],
  ['64 KiB', 64 * 1024],
  ['1 MiB', 1024 * 1024],
];

/** Bun's own hasher, as one more baseline where it exists (not a tooldeck backend). */
function bunBackend(): HashBackend | undefined {
  const Bun = (globalThis as { Bun?: { CryptoHasher: new (algorithm: string) => { update(data: Uint8Array): unknown; digest(encoding: 'hex'): string } } }).Bun;
  if (!Bun) return undefined;
  const names: Record<HashAlgorithm, string> = { MD5: 'md5', 'SHA-1': 'sha1', 'SHA-256': 'sha256', 'SHA-512': 'sha512' };
  return {
    name: 'Bun.CryptoHasher',
    supports: () => true,
    digest: (algorithm, data) => {
      const hasher = new Bun.CryptoHasher(names[algorithm]);
      hasher.update(data);
      return hasher.digest('hex');
    },
    hmac: () => {
      throw new Error('not benchmarked');
    },
  };
}

function runtimeName(): string {
  const versions = (globalThis as { process?: { versions?: Record<string, string> } }).process?.versions ?? {};
  if (versions.bun) return `Bun ${versions.bun}`;
  if ((globalThis as { Deno?: unknown }).Deno) return 'Deno';
  return `Node ${versions.node}`;
}

const format = (n: number) => (n >= 100 ? Math.round(n).toLocaleString('en-US') : n.toFixed(1));

export async function benchHash(budgetMs = 500): Promise<{ worstRatio: number }> {
  const baselines = [nodeCryptoBackend, webCryptoBackend, hashWasmBackend, bunBackend()].filter((b): b is HashBackend => b !== undefined);
  console.log(`\n## hashing under ${runtimeName()} (MB/s, ops/s in brackets; core only = core/lib/hashing.ts alone, as in a browser; chosen = with the native backend registered, as runtime-node and the server run it)\n`);
  console.log(`| algorithm | size | ${baselines.map((b) => b.name).join(' | ')} | core only | chosen | chosen/best |`);
  console.log(`|---|---|${baselines.map(() => '---|').join('')}---|---|---|`);

  registerNativeHashing();
  let worstRatio = Infinity;
  for (const algorithm of HASH_ALGORITHMS) {
    for (const [label, size] of SIZES) {
      const data = new Uint8Array(size).map((_, i) => (i * 31) & 0xff);
      const supported = baselines.filter((backend) => backend.supports(algorithm));
      const operations: Record<string, () => unknown> = Object.fromEntries(
        supported.map((backend) => [backend.name, () => backend.digest(algorithm, data)]),
      );
      // What core alone picks, as in a browser: for information, it is not held to the target here.
      operations.coreOnly = () => {
        registerNativeHashBackend(undefined);
        const digest = digestHex(algorithm, data);
        registerNativeHashing();
        return digest;
      };
      // The chosen path with the native backend registered, as the Node runtime and the server run it.
      operations.chosen = () => digestHex(algorithm, data);
      const results = await compare(operations, { budgetMs });
      const best = Math.max(...supported.map((backend) => results[backend.name]!));
      const chosen = results.chosen!;
      const cells = baselines.map((backend) => {
        const ops = results[backend.name];
        return ops === undefined ? '—' : `${format((ops * size) / 1e6)} (${format(ops)})`;
      });
      const ratio = chosen / best;
      worstRatio = Math.min(worstRatio, ratio);
      const coreOnly = results.coreOnly!;
      console.log(
        `| ${algorithm} | ${label} | ${cells.join(' | ')} | ${format((coreOnly * size) / 1e6)} | ${format((chosen * size) / 1e6)} (${format(chosen)}) | ${ratio.toFixed(2)} |`,
      );
    }
  }
  registerNativeHashBackend(undefined);
  console.log(`\nworst chosen/best: ${worstRatio.toFixed(2)} (target ≥ 0.80)`);
  return { worstRatio };
}
