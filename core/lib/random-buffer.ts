/**
 * Many small draws from one byte source, served from a buffer refilled in large calls.
 *
 * `randomInt` asks for 4 bytes per draw, and a tool's `ctx.random` costs microseconds per call
 * (crypto.getRandomValues), so a generator drawing a byte source per character would spend
 * seconds on a big batch. The bytes come out in exactly the order the source gave them.
 */
export type RandomSource = (size: number) => Uint8Array;

export const RANDOM_BUFFER_BYTES = 4096;

export function bufferedRandom(random: RandomSource, chunk = RANDOM_BUFFER_BYTES): RandomSource {
  let buffer: Uint8Array = new Uint8Array(0);
  let offset = 0;
  return (size) => {
    const out = new Uint8Array(size);
    let filled = 0;
    while (filled < size) {
      if (offset === buffer.length) {
        buffer = random(Math.max(chunk, size - filled));
        offset = 0;
        if (buffer.length === 0) throw new Error('bufferedRandom: the random source returned no bytes');
      }
      const take = Math.min(size - filled, buffer.length - offset);
      out.set(buffer.subarray(offset, offset + take), filled);
      offset += take;
      filled += take;
    }
    return out;
  };
}
