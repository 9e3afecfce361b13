/** Shannon entropy of bytes, in bits per byte (0 for no bytes), as entropy and magic-detect measure it. */

/** How many times each byte value occurs in `bytes`. */
export function byteCounts(bytes: Uint8Array): Uint32Array {
  const counts = new Uint32Array(256);
  for (let i = 0; i < bytes.length; i++) counts[bytes[i]!]!++;
  return counts;
}

/** −Σ p·log2 p over the byte values' frequencies: 0 for one repeated byte, 8 for all 256 equally often. */
export function entropyOfCounts(counts: Uint32Array, total: number): number {
  if (total === 0) return 0;
  let entropy = 0;
  for (const count of counts) {
    if (count === 0) continue;
    const p = count / total;
    entropy -= p * Math.log2(p);
  }
  return entropy;
}

export function shannonEntropy(bytes: Uint8Array): number {
  return entropyOfCounts(byteCounts(bytes), bytes.length);
}
