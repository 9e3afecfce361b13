import { describe, expect, it } from 'vitest';
import { randomBetween, randomInt, randomPick } from './random.ts';

/** A byte source that hands out the given 32-bit values, big-endian, in order. */
function source(...values: number[]): (size: number) => Uint8Array {
  let next = 0;
  return (size) => {
    expect(size).toBe(4);
    const value = values[next++];
    if (value === undefined) throw new Error('source exhausted');
    return new Uint8Array([value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff]);
  };
}

describe('randomInt', () => {
  it('maps a draw below the limit with a remainder', () => {
    expect(randomInt(source(0), 10)).toBe(0);
    expect(randomInt(source(12_345), 10)).toBe(5);
    expect(randomInt(source(0xffffffff), 1)).toBe(0);
    expect(randomInt(source(0xffffffff), 2 ** 32)).toBe(0xffffffff);
  });

  it('rejects draws at or above the largest multiple of the bound, so no value is favoured', () => {
    // 2^32 mod 3 = 1, so the limit is 2^32 - 1 and 0xFFFFFFFF (which would favour 0) is drawn again.
    expect(randomInt(source(0xffffffff, 7), 3)).toBe(1);
    // 2^32 mod 10 = 6: limit 4294967290; 4294967290..4294967295 are refused.
    expect(randomInt(source(4_294_967_290, 4_294_967_295, 4_294_967_289), 10)).toBe(9);
  });

  it('gives up on a source that never yields an acceptable draw instead of spinning', () => {
    const stuck = () => new Uint8Array([0xff, 0xff, 0xff, 0xff]);
    expect(() => randomInt(stuck, 3)).toThrow(/keeps returning/);
  });

  it('refuses a bound outside 1..2^32', () => {
    for (const bound of [0, -1, 1.5, 2 ** 32 + 1, Number.NaN]) expect(() => randomInt(source(0), bound)).toThrow(RangeError);
  });

  it('picks and ranges through randomInt', () => {
    expect(randomBetween(source(5), 4, 8)).toBe(4); // 5 mod 5 = 0
    expect(randomPick(source(4), ['a', 'b', 'c'])).toBe('b'); // 4 mod 3 = 1
  });
});
