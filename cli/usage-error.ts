/** A command line the CLI cannot turn into a run: exit code 2, the message on stderr, nothing run. */
import { typoDistance } from '../core/search.ts';

export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** The name in `names` closest to `wanted` (at most two typos, or one a prefix of the other), for "did you mean". */
export function nearest(wanted: string, names: readonly string[]): string | undefined {
  const plain = wanted.toLowerCase();
  let best: { name: string; distance: number } | undefined;
  for (const name of names) {
    const candidate = name.toLowerCase();
    const distance = candidate.startsWith(plain) || plain.startsWith(candidate) ? 1 : typoDistance(plain, candidate, 2);
    if (distance <= 2 && (!best || distance < best.distance)) best = { name, distance };
  }
  return best?.name;
}

/** " (did you mean --x?)" or nothing. */
export function didYouMean(suggestion: string | undefined, prefix = ''): string {
  return suggestion === undefined ? '' : ` (did you mean ${prefix}${suggestion}?)`;
}
