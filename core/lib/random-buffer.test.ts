import { describe, expect, it } from 'vitest';
import { bufferedRandom } from './random-buffer.ts';

/** A source counting 0, 1, 2… (mod 256) that records the sizes asked of it. */
function counting() {
  let next = 0;
  const sizes: number[] = [];
  const random = (size: number) => {
    sizes.push(size);
    return Uint8Array.from({ length: size }, () => next++ & 0xff);
  };
  return { random, sizes };
}

describe('bufferedRandom', () => {
  it('hands out the source\'s bytes in order, across refills', () => {
    const { random, sizes } = counting();
    const buffered = bufferedRandom(random, 8);
    expect([...buffered(3)]).toEqual([0, 1, 2]);
    expect([...buffered(4)]).toEqual([3, 4, 5, 6]);
    expect([...buffered(3)]).toEqual([7, 8, 9]);
    expect(sizes).toEqual([8, 8]);
  });

  it('serves a draw larger than the chunk in one refill', () => {
    const { random, sizes } = counting();
    const buffered = bufferedRandom(random, 4);
    expect([...buffered(2)]).toEqual([0, 1]);
    expect([...buffered(10)]).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(sizes).toEqual([4, 8]);
  });

  it('calls the source once for many small draws', () => {
    const { random, sizes } = counting();
    const buffered = bufferedRandom(random);
    for (let i = 0; i < 1000; i++) buffered(4);
    expect(sizes).toEqual([4096]);
  });

  it('refuses a source that returns nothing instead of spinning', () => {
    expect(() => bufferedRandom(() => new Uint8Array(0))(4)).toThrow(/no bytes/);
  });
});
