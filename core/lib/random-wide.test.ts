import { describe, expect, it } from 'vitest';
import { seededBytes } from '../../test/seeded-random.ts';
import { randomBigIntBelow, randomSafeIntBetween } from './random-wide.ts';

/** A byte source that hands out `bytes` in order and fails when they run out. */
function source(...bytes: number[]): (size: number) => Uint8Array {
  let next = 0;
  return (size) => {
    if (next + size > bytes.length) throw new Error('source exhausted');
    return Uint8Array.from(bytes.slice(next, (next += size)));
  };
}

describe('randomBigIntBelow', () => {
  it('draws just the bytes the bound needs and masks the excess high bits', () => {
    // bound 2^40 + 1: 41 bits → 6 bytes, top byte masked to 0x01.
    expect(randomBigIntBelow(source(0xfe, 0, 0, 0, 0, 7), 2n ** 40n + 1n)).toBe(7n);
    expect(randomBigIntBelow(source(0x01, 0, 0, 0, 0, 0), 2n ** 40n + 1n)).toBe(2n ** 40n);
    // bound 256: 8 bits → 1 byte, nothing masked.
    expect(randomBigIntBelow(source(0xff), 256n)).toBe(255n);
  });

  it('draws again when the masked value is not below the bound', () => {
    // bound 5: 3 bits; 0x07 → 7 and 0x05 → 5 are refused, 0x0c masks to 4.
    expect(randomBigIntBelow(source(0x07, 0x05, 0x0c), 5n)).toBe(4n);
  });

  it('needs no randomness for a bound of 1, and refuses bounds below 1', () => {
    expect(randomBigIntBelow(source(), 1n)).toBe(0n);
    expect(() => randomBigIntBelow(source(), 0n)).toThrow(RangeError);
  });

  it('gives up on a source that never yields an acceptable draw', () => {
    expect(() => randomBigIntBelow(() => new Uint8Array([0xff]), 5n)).toThrow(/keeps returning/);
  });
});

describe('randomSafeIntBetween', () => {
  it('uses randomInt (4 bytes) for spans up to 2^32', () => {
    expect(randomSafeIntBetween(source(0, 0, 0, 12), -5, 4)).toBe(-3);
    expect(randomSafeIntBetween(source(0xff, 0xff, 0xff, 0xff), 0, 2 ** 32 - 1)).toBe(2 ** 32 - 1);
  });

  it('reaches both ends of the whole safe range', () => {
    const max = Number.MAX_SAFE_INTEGER;
    // span 2^54 − 1: 54 bits → 7 bytes, top byte masked to 6 bits.
    expect(randomSafeIntBetween(source(0, 0, 0, 0, 0, 0, 0), -max, max)).toBe(-max);
    // 2^54 − 2 = 0x3ffffffffffffe is the largest offset below the span.
    expect(randomSafeIntBetween(source(0x3f, 0xff, 0xff, 0xff, 0xff, 0xff, 0xfe), -max, max)).toBe(max);
    // 0x3fffffffffffff = 2^54 − 1 equals the span: refused, then 0 → -max.
    expect(randomSafeIntBetween(source(0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0, 0, 0, 0, 0, 0, 0), -max, max)).toBe(-max);
  });

  it('draws spans between 2^32 and 2^53 in doubles exactly as the bigint path would', () => {
    const spans = [2 ** 32 + 1, 2 ** 40, 2 ** 40 + 1, 2e12 + 1, 2 ** 48 - 1, 2 ** 48, 2 ** 52 + 3, 2 ** 53];
    for (const span of spans) {
      for (let seed = 0; seed < 200; seed++) {
        const bytes = Array.from(seededBytes(`${span}:${seed}`)(64));
        const fast = randomSafeIntBetween(source(...bytes), -7, span - 8);
        const exact = Number(-7n + randomBigIntBelow(source(...bytes), BigInt(span)));
        expect(fast, `span ${span}, seed ${seed}`).toBe(exact);
      }
    }
    // bound 2^40 + 1 has 41 bits: 6 bytes, top masked to 0x01, as randomBigIntBelow's test shows.
    expect(randomSafeIntBetween(source(0xfe, 0, 0, 0, 0, 7), 0, 2 ** 40)).toBe(7);
  });

  it('refuses ranges that are not of safe integers or are reversed', () => {
    expect(() => randomSafeIntBetween(source(), 2, 1)).toThrow(RangeError);
    expect(() => randomSafeIntBetween(source(), 0, 2 ** 53)).toThrow(RangeError);
    expect(() => randomSafeIntBetween(source(), 0.5, 1)).toThrow(RangeError);
  });
});
