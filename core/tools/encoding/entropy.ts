/**
 * Byte entropy, as Debian's ent reports it. Decisions the issue left open:
 * - Exactly one of `text` (measured as its UTF-8 bytes) or `bin` (Base64 bytes).
 * - Beside entropy and the histogram, ent's other cheap figures: chi-square, arithmetic mean and
 *   serial correlation (ent's Monte Carlo π is left out: it says little about a paste).
 * - No bytes: entropy 0, no histogram, mean and serial correlation null (ent divides by zero).
 * - Serial correlation is null where ent's denominator is 0 (every byte the same).
 * - Figures are rounded as ent prints them (entropy and serial correlation 6 decimals, chi-square 2,
 *   mean 4): that is their useful precision, and it keeps every engine's answer the same (Math.log2
 *   may differ in the last bit between V8 and JavaScriptCore).
 * - isolate: decoding and counting a 10 MB file takes far past the 50 ms inline budget.
 */
import { Type } from '@sinclair/typebox';
import { binaryInput, textOrBinaryBytes } from '../../lib/binary-field.ts';
import { byteCounts, entropyOfCounts } from '../../lib/byte-entropy.ts';
import { closedObject } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

const nullableNumber = (description: string) => Type.Union([Type.Number(), Type.Null()], { description });

export default defineTool({
  id: 'entropy',
  name: 'Entropy Analysis',
  category: 'encoding',
  description:
    'Measure the Shannon entropy of text or a file in bits per byte (near 8 for encrypted or compressed data, ' +
    'lower for text), with the byte histogram, chi-square, mean and serial correlation, as ent does.',
  isolate: true,
  keywords: ['shannon entropy', 'ent', 'randomness', 'byte histogram', 'frequency distribution', 'chi square', 'bits per byte', 'byte frequency'],
  input: closedObject({
    text: Type.Optional(Type.String({ maxLength: 1_000_000, description: 'Text to measure, as its UTF-8 bytes (at most 1,000,000 characters). Give this or bin, not both' })),
    bin: Type.Optional(binaryInput('Bytes to measure. Give this or text, not both')),
  }),
  output: closedObject({
    bytes: Type.Integer({ description: 'How many bytes were measured' }),
    entropy: Type.Number({ description: 'Shannon entropy in bits per byte, 0 to 8' }),
    distinctBytes: Type.Integer({ description: 'How many of the 256 byte values occur' }),
    chiSquare: nullableNumber('Chi-square of the byte counts against a uniform distribution (ent), null for no bytes'),
    mean: nullableNumber('Arithmetic mean of the bytes (127.5 for random data), null for no bytes'),
    serialCorrelation: nullableNumber('Serial correlation of each byte with the next, cyclically (ent; 0 = uncorrelated), null when undefined'),
    histogram: Type.Array(
      closedObject({
        byte: Type.Integer({ description: 'The byte value, 0-255' }),
        count: Type.Integer({ description: 'How many times it occurs' }),
        fraction: Type.Number({ description: 'count / bytes' }),
      }),
      { description: 'The byte values that occur, in byte order' },
    ),
  }),
  examples: [
    {
      title: 'Text',
      input: { text: 'hello' },
      output: {
        bytes: 5,
        entropy: 1.921928,
        distinctBytes: 4,
        chiSquare: 353.4,
        mean: 106.4,
        serialCorrelation: 0.052288,
        histogram: [
          { byte: 101, count: 1, fraction: 0.2 },
          { byte: 104, count: 1, fraction: 0.2 },
          { byte: 108, count: 2, fraction: 0.4 },
          { byte: 111, count: 1, fraction: 0.2 },
        ],
      },
    },
    {
      title: 'Every byte value once (a file)',
      input: { bin: 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8gISIjJCUmJygpKissLS4vMDEyMzQ1Njc4OTo7PD0+P0BBQkNERUZHSElKS0xNTk9QUVJTVFVWV1hZWltcXV5fYGFiY2RlZmdoaWprbG1ub3BxcnN0dXZ3eHl6e3x9fn+AgYKDhIWGh4iJiouMjY6PkJGSk5SVlpeYmZqbnJ2en6ChoqOkpaanqKmqq6ytrq+wsbKztLW2t7i5uru8vb6/wMHCw8TFxsfIycrLzM3Oz9DR0tPU1dbX2Nna29zd3t/g4eLj5OXm5+jp6uvs7e7v8PHy8/T19vf4+fr7/P3+/w==' },
      output: {
        bytes: 256,
        entropy: 8,
        distinctBytes: 256,
        chiSquare: 0,
        mean: 127.5,
        serialCorrelation: 0.976654,
        histogram: Array.from({ length: 256 }, (_, byte) => ({ byte, count: 1, fraction: 0.00390625 })),
      },
    },
  ],
  run({ text, bin }) {
    const bytes = textOrBinaryBytes(text, bin);
    return measure(bytes);
  },
});

function measure(bytes: Uint8Array) {
  const total = bytes.length;
  const counts = byteCounts(bytes);
  const histogram: { byte: number; count: number; fraction: number }[] = [];
  let chiSquare = 0;
  let sum = 0;
  const expected = total / 256;
  for (let byte = 0; byte < 256; byte++) {
    const count = counts[byte]!;
    chiSquare += (count - expected) ** 2 / expected;
    sum += byte * count;
    if (count > 0) histogram.push({ byte, count, fraction: count / total });
  }
  return {
    bytes: total,
    entropy: round(entropyOfCounts(counts, total), 6),
    distinctBytes: histogram.length,
    chiSquare: total === 0 ? null : round(chiSquare, 2),
    mean: total === 0 ? null : round(sum / total, 4),
    serialCorrelation: total === 0 ? null : roundOrNull(serialCorrelation(bytes), 6),
    histogram,
  };
}

function round(value: number, decimals: number): number {
  return Number(value.toFixed(decimals));
}

function roundOrNull(value: number | null, decimals: number): number | null {
  return value === null ? null : round(value, decimals);
}

/** ent's serial correlation coefficient: each byte against the next, the last against the first. */
function serialCorrelation(bytes: Uint8Array): number | null {
  const n = bytes.length;
  let products = 0;
  let sum = 0;
  let squares = 0;
  for (let i = 0; i < n; i++) {
    const value = bytes[i]!;
    products += value * bytes[i + 1 === n ? 0 : i + 1]!;
    sum += value;
    squares += value * value;
  }
  const denominator = n * squares - sum * sum;
  return denominator === 0 ? null : (n * products - sum * sum) / denominator;
}
