import { Type } from '@sinclair/typebox';
import { bufferedRandom, type RandomSource } from '../../lib/random-buffer.ts';
import { randomBigIntBelow, randomSafeIntBetween } from '../../lib/random-wide.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the spec lists the fields only):
 * - min 1 and max 100 by default, both included; each within ±(2^53 − 1), the integers a double
 *   holds exactly. count 1 to 10,000 (default 1).
 * - integer: min and max must be integers; every integer of the range is equally likely, over the
 *   whole safe range too (the span may reach 2^54 − 1; draws past 2^32 go through bigints).
 * - decimal: numbers are multiples of 10^-decimal_places (0 to 15, default 2) in [min, max], each
 *   equally likely; min and max must have at most decimal_places decimals, and min × 10^places
 *   and max × 10^places must stay within ±(2^53 − 1). decimal_places is ignored for integers.
 * - unique: no value twice (draw order kept); more numbers than the range holds is a 400. Unique
 *   draws are a partial Fisher–Yates shuffle of the range kept in a map, so they take count draws
 *   whatever the range, and never loop waiting for an unseen value.
 * - Every draw is rejection-sampled (no modulo bias).
 */

const SAFE = Number.MAX_SAFE_INTEGER;

/** The integer grid a request draws from: values lo..hi, each divided by scale. */
interface Grid {
  lo: number;
  hi: number;
  scale: number;
}

function integerGrid(min: number, max: number): Grid {
  if (!Number.isInteger(min)) invalid(`min: must be an integer when type is integer, got ${min}`);
  if (!Number.isInteger(max)) invalid(`max: must be an integer when type is integer, got ${max}`);
  return { lo: min, hi: max, scale: 1 };
}

function scaledBound(field: 'min' | 'max', value: number, places: number, scale: number): number {
  if (Number(value.toFixed(places)) !== value) invalid(`${field}: ${value} has more than ${places} decimal places (decimal_places is ${places})`);
  const scaled = Math.round(value * scale);
  if (!Number.isSafeInteger(scaled)) {
    invalid(`${field}: ${value} is too large for ${places} decimal places (${field} × 10^${places} must be within ±(2^53 − 1))`);
  }
  return scaled;
}

function decimalGrid(min: number, max: number, places: number): Grid {
  const scale = 10 ** places;
  return { lo: scaledBound('min', min, places, scale), hi: scaledBound('max', max, places, scale), scale };
}

/** `count` distinct offsets in [0, span), uniformly: the first `count` steps of a Fisher–Yates shuffle of 0..span-1, stored sparsely. */
function distinctOffsets(random: RandomSource, span: bigint, count: number): bigint[] {
  const moved = new Map<bigint, bigint>();
  const picks: bigint[] = [];
  for (let i = 0n; i < BigInt(count); i++) {
    const j = i + randomBigIntBelow(random, span - i);
    picks.push(moved.get(j) ?? j);
    moved.set(j, moved.get(i) ?? i);
  }
  return picks;
}

export default defineTool({
  id: 'random-number',
  name: 'Random Number Generator',
  category: 'crypto',
  description:
    'Draw random integers or decimals between min and max (both included), optionally all different, from a cryptographically secure source without bias.',
  keywords: ['rng', 'random integer', 'dice', 'lottery', 'pick a number', 'random decimal'],
  mcp: true,
  deterministic: false,
  input: closedObject({
    min: withDefault(Type.Number({ minimum: -SAFE, maximum: SAFE, description: 'The smallest possible value, included (default 1)' }), 1),
    max: withDefault(Type.Number({ minimum: -SAFE, maximum: SAFE, description: 'The largest possible value, included (default 100)' }), 100),
    count: withDefault(Type.Integer({ minimum: 1, maximum: 10_000, description: 'How many numbers to draw, 1 to 10000' }), 1),
    type: withDefault(stringEnum(['integer', 'decimal'], { description: 'integer (default) or decimal' }), 'integer'),
    decimal_places: withDefault(
      Type.Integer({ minimum: 0, maximum: 15, description: 'Decimal places of decimal numbers, 0 to 15 (default 2); ignored for integers' }),
      2,
    ),
    unique: withDefault(Type.Boolean({ description: 'Never draw the same value twice (default false)' }), false),
  }),
  output: closedObject({
    numbers: Type.Array(Type.Number({ description: 'A drawn number' }), { description: 'The numbers, in the order drawn' }),
    count: Type.Integer({ description: 'How many numbers were drawn' }),
    min: Type.Number({ description: 'The smallest possible value' }),
    max: Type.Number({ description: 'The largest possible value' }),
    type: stringEnum(['integer', 'decimal'], { description: 'integer or decimal' }),
    decimalPlaces: Type.Integer({ description: 'Decimal places of the numbers (0 for integers)' }),
    unique: Type.Boolean({ description: 'Whether every number differs from the others' }),
    possibleValues: Type.String({ description: 'How many different values could be drawn, as a decimal string (it may pass 2^53)' }),
  }),
  examples: [
    {
      title: 'A number from 1 to 100 (shown with all-zero random bytes)',
      input: {},
      output: { numbers: [1], count: 1, min: 1, max: 100, type: 'integer', decimalPlaces: 0, unique: false, possibleValues: '100' },
    },
    {
      title: 'Three different dice rolls (shown with all-zero random bytes)',
      input: { min: 1, max: 6, count: 3, unique: true },
      output: { numbers: [1, 2, 3], count: 3, min: 1, max: 6, type: 'integer', decimalPlaces: 0, unique: true, possibleValues: '6' },
    },
    {
      title: 'Prices between 0.5 and 20 with two decimals (shown with all-zero random bytes)',
      input: { min: 0.5, max: 20, count: 2, type: 'decimal' },
      output: { numbers: [0.5, 0.5], count: 2, min: 0.5, max: 20, type: 'decimal', decimalPlaces: 2, unique: false, possibleValues: '1951' },
    },
  ],
  run({ min, max, count, type, decimal_places, unique }, ctx) {
    if (min > max) invalid(`max: must be ≥ min (min is ${min}, max is ${max})`);
    const { lo, hi, scale } = type === 'integer' ? integerGrid(min, max) : decimalGrid(min, max, decimal_places);
    const span = BigInt(hi) - BigInt(lo) + 1n;
    const random = bufferedRandom(ctx.random);
    let numbers: number[];
    if (unique) {
      if (BigInt(count) > span) invalid(`count: ${count} unique numbers cannot be drawn from ${span} possible values`);
      numbers = distinctOffsets(random, span, count).map((offset) => Number(BigInt(lo) + offset) / scale);
    } else {
      numbers = Array.from({ length: count }, () => randomSafeIntBetween(random, lo, hi) / scale);
    }
    // -0 (from min -0, or a decimal grid through zero) reads as 0.
    numbers = numbers.map((value) => value + 0);
    return {
      numbers,
      count,
      min,
      max,
      type,
      decimalPlaces: type === 'integer' ? 0 : decimal_places,
      unique,
      possibleValues: span.toString(),
    };
  },
});
