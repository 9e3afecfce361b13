import { Type, type Static } from '@sinclair/typebox';
import { quoteClipped } from '../../lib/quote.ts';
import { parseDecimal } from '../../lib/rational.ts';
import { closedObject, stringEnum } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the issue leaves them open):
 * - One generic BigInt codec for the three IEEE 754 binary formats (binary16, binary32, binary64)
 *   instead of DataView: a decimal is rounded to the format exactly, once (round half to even),
 *   so float32 and half have no double rounding through a double on the way.
 * - `value` is a decimal literal (12, -0.1, 6.02e23), Infinity/inf or NaN (any case, signed);
 *   NaN is the canonical quiet NaN (top fraction bit set). `hex` is the bit pattern, with or
 *   without 0x, spaces and underscores ignored; its length (4, 8 or 16 digits) sets the width.
 *   With `value`, width defaults to 64.
 * - shortestDecimal is the decimal with the fewest significant digits that reads back to the same
 *   bits (for binary64, what JavaScript's String(number) prints, as a digit string and exponent).
 */

interface Format { width: 16 | 32 | 64; exponentBits: number; fractionBits: number }
const FORMATS: Record<16 | 32 | 64, Format> = {
  16: { width: 16, exponentBits: 5, fractionBits: 10 },
  32: { width: 32, exponentBits: 8, fractionBits: 23 },
  64: { width: 64, exponentBits: 11, fractionBits: 52 },
};

const bias = (f: Format) => (1 << (f.exponentBits - 1)) - 1;
const bitLength = (x: bigint) => (x === 0n ? 0 : x.toString(2).length);

/** The bits of the value of num/den (> 0), rounded half-even to `f`; Infinity's bits on overflow. */
function roundToFormat(num: bigint, den: bigint, f: Format): bigint {
  const p = f.fractionBits + 1;
  const minExponent = 1 - bias(f);
  let k = bitLength(num) - bitLength(den);
  // 2^k ≤ num/den < 2^(k+1)
  if ((k >= 0 ? num < den << BigInt(k) : num << BigInt(-k) < den)) k--;
  let e = Math.max(k, minExponent);
  const shift = p - 1 - e;
  const [top, bottom] = shift >= 0 ? [num << BigInt(shift), den] : [num, den << BigInt(-shift)];
  let q = top / bottom;
  const twice = 2n * (top % bottom);
  if (twice > bottom || (twice === bottom && (q & 1n) === 1n)) q++;
  if (q === 1n << BigInt(p)) {
    q >>= 1n;
    e++;
  }
  const infinity = ((1n << BigInt(f.exponentBits)) - 1n) << BigInt(f.fractionBits);
  if (e > bias(f)) return infinity;
  if (q < 1n << BigInt(p - 1)) return q; // subnormal (or zero): exponent field 0
  return (BigInt(e + bias(f)) << BigInt(f.fractionBits)) | (q - (1n << BigInt(p - 1)));
}

const DECIMAL = /^([+-]?)(\d+(?:\.\d*)?|\.\d+)(?:e([+-]?\d+))?$/i;

/** The bits of a decimal literal, Infinity or NaN in `f`, and whether rounding changed the value. */
function encodeValue(text: string, f: Format): { bits: bigint; exact: boolean } {
  const trimmed = text.trim().replace(/_/g, '');
  const signBit = trimmed.startsWith('-') ? 1n << BigInt(f.width - 1) : 0n;
  const unsigned = trimmed.replace(/^[+-]/, '').toLowerCase();
  const exponentMask = ((1n << BigInt(f.exponentBits)) - 1n) << BigInt(f.fractionBits);
  if (unsigned === 'inf' || unsigned === 'infinity') return { bits: signBit | exponentMask, exact: true };
  if (unsigned === 'nan') return { bits: signBit | exponentMask | (1n << BigInt(f.fractionBits - 1)), exact: true };
  const match = DECIMAL.exec(trimmed);
  if (!match) invalid(`value: ${quoteClipped(text, 40)} is not a number; write a decimal such as 0.1, -2.5e-3 or 65504, or Infinity or NaN`);
  const [, , mantissa, exponentText = '0'] = match;
  const digits = mantissa!.replace('.', '').replace(/^0+/, '');
  if (digits === '') return { bits: signBit, exact: true };
  // Beyond these the value is far outside every format (binary64 spans about 10^-324 to 10^308),
  // and 10^exponent would only cost time.
  const exponent = exponentText.length > 7 ? (exponentText.startsWith('-') ? -1e7 : 1e7) : Number(exponentText);
  if (exponent > 2_000) return { bits: signBit | exponentMask, exact: false };
  if (exponent < -3_000) return { bits: signBit, exact: false };
  const normalized = `${mantissa!.startsWith('.') ? '0' : ''}${mantissa}e${exponent}`;
  const { n, d } = parseDecimal(normalized)!;
  const bits = roundToFormat(n, d, f);
  const decoded = exactRational(bits, f);
  return { bits: signBit | bits, exact: decoded !== undefined && decoded.n * d === n * decoded.d };
}

/** The exact value of finite non-negative bits as num/den (den a power of two), or undefined for Infinity/NaN. */
function exactRational(bits: bigint, f: Format): { n: bigint; d: bigint } | undefined {
  const fraction = bits & ((1n << BigInt(f.fractionBits)) - 1n);
  const field = Number((bits >> BigInt(f.fractionBits)) & ((1n << BigInt(f.exponentBits)) - 1n));
  if (field === (1 << f.exponentBits) - 1) return undefined;
  const significand = field === 0 ? fraction : fraction | (1n << BigInt(f.fractionBits));
  const e = (field === 0 ? 1 : field) - bias(f) - f.fractionBits;
  return e >= 0 ? { n: significand << BigInt(e), d: 1n } : { n: significand, d: 1n << BigInt(-e) };
}

/** n/d (d a power of two) written out exactly in decimal. */
function exactDecimal(n: bigint, d: bigint): string {
  if (d === 1n) return n.toString();
  const places = bitLength(d) - 1;
  const scaled = (n * 5n ** BigInt(places)).toString().padStart(places + 1, '0');
  const whole = scaled.slice(0, -places);
  const fraction = scaled.slice(-places).replace(/0+$/, '');
  return fraction === '' ? whole : `${whole}.${fraction}`;
}

/** The fewest significant digits that read back to the same bits, as "d.ddde±x" or a plain integer-free form. */
function shortestDecimal(n: bigint, d: bigint, bits: bigint, f: Format): string {
  if (n === 0n) return '0';
  const exact = exactDecimal(n, d);
  const [whole, fraction = ''] = exact.split('.');
  const allDigits = (whole! + fraction).replace(/^0+/, '');
  // Decimal exponent of the first significant digit.
  const pointExponent = whole === '0' ? -(fraction.length - fraction.replace(/^0+/, '').length) - 1 : whole!.length - 1;
  for (let precision = 1; precision <= allDigits.length; precision++) {
    let head = BigInt(allDigits.slice(0, precision) || '0');
    const rest = allDigits.slice(precision);
    if (rest !== '' && (rest[0]! > '5' || (rest[0] === '5' && (/[1-9]/.test(rest.slice(1)) || (head & 1n) === 1n)))) head++;
    let exponent = pointExponent - precision + 1;
    let headText = head.toString();
    if (headText.length > precision) {
      headText = headText.slice(0, -1);
      exponent++;
    }
    const candidateN = BigInt(headText) * (exponent >= 0 ? 10n ** BigInt(exponent) : 1n);
    const candidateD = exponent >= 0 ? 1n : 10n ** BigInt(-exponent);
    if (roundToFormat(candidateN, candidateD, f) === bits) return formatScientific(headText, exponent);
  }
  return exact;
}

/** digits × 10^exponent as JavaScript prints numbers: plain from 1e-7 to 1e21, else d.ddde±x. */
function formatScientific(digits: string, exponent: number): string {
  const trimmed = digits.replace(/0+$/, '') || '0';
  const e = exponent + (digits.length - trimmed.length);
  const point = trimmed.length + e; // digits before the decimal point
  if (point > 21 || point <= -6) {
    const mantissa = trimmed.length > 1 ? `${trimmed[0]}.${trimmed.slice(1)}` : trimmed;
    const power = point - 1;
    return `${mantissa}e${power >= 0 ? '+' : ''}${power}`;
  }
  if (e >= 0) return trimmed + '0'.repeat(e);
  if (point > 0) return `${trimmed.slice(0, point)}.${trimmed.slice(point)}`;
  return `0.${'0'.repeat(-point)}${trimmed}`;
}

const output = closedObject({
  width: Type.Integer({ description: 'The format: 16 (half), 32 (single) or 64 (double) bits' }),
  hex: Type.String({ description: 'The bit pattern in hexadecimal, 0x-prefixed' }),
  binary: Type.String({ description: 'The bit pattern as sign, exponent and fraction fields separated by spaces' }),
  sign: Type.Integer({ minimum: 0, maximum: 1, description: 'The sign bit: 1 is negative' }),
  exponentField: Type.Integer({ description: 'The biased exponent field as an unsigned integer' }),
  exponent: Type.Union([Type.Integer(), Type.Null()], { description: 'The unbiased exponent (field − bias; 1 − bias for subnormals and zero), null for Infinity and NaN' }),
  bias: Type.Integer({ description: 'The exponent bias: 15, 127 or 1023' }),
  fraction: Type.String({ description: 'The fraction (mantissa) field as hexadecimal, 0x-prefixed' }),
  kind: stringEnum(['zero', 'subnormal', 'normal', 'infinity', 'nan'], { description: 'What the bits encode' }),
  exactDecimal: Type.String({ description: 'The exact value of the bits in decimal (every binary fraction ends), or Infinity / NaN' }),
  shortestDecimal: Type.String({ description: 'The decimal with the fewest significant digits that reads back to the same bits' }),
  binaryScientific: Type.String({ description: 'The value as a binary significand times a power of two, e.g. 1.1 × 2^0 for 1.5' }),
  exact: Type.Union([Type.Boolean(), Type.Null()], { description: 'With `value`: whether the format holds it exactly (false when rounded, overflowed or underflowed); null with `hex`' }),
});

type Result = Static<typeof output>;

function inspect(bits: bigint, f: Format, exact: boolean | null): Result {
  const signBit = Number(bits >> BigInt(f.width - 1));
  const magnitude = bits & ((1n << BigInt(f.width - 1)) - 1n);
  const field = Number(magnitude >> BigInt(f.fractionBits));
  const fraction = magnitude & ((1n << BigInt(f.fractionBits)) - 1n);
  const allOnes = (1 << f.exponentBits) - 1;
  const kind = field === allOnes ? (fraction === 0n ? 'infinity' : 'nan') : field === 0 ? (fraction === 0n ? 'zero' : 'subnormal') : 'normal';
  const minus = signBit === 1 ? '-' : '';
  const binaryText = bits.toString(2).padStart(f.width, '0');
  const fractionBinary = fraction.toString(2).padStart(f.fractionBits, '0');
  const unbiased = kind === 'infinity' || kind === 'nan' ? null : (field === 0 ? 1 : field) - bias(f);
  const value = exactRational(magnitude, f);
  let exactText: string;
  let shortest: string;
  let scientific: string;
  if (value === undefined) {
    exactText = shortest = scientific = kind === 'nan' ? 'NaN' : `${minus}Infinity`;
  } else {
    exactText = minus + exactDecimal(value.n, value.d);
    shortest = minus + shortestDecimal(value.n, value.d, magnitude, f);
    const fractionDigits = fractionBinary.replace(/0+$/, '') || '0';
    scientific = `${minus}${field === 0 ? '0' : '1'}.${fractionDigits} × 2^${unbiased}`;
  }
  return {
    width: f.width,
    hex: '0x' + bits.toString(16).toUpperCase().padStart(f.width / 4, '0'),
    binary: `${binaryText[0]} ${binaryText.slice(1, 1 + f.exponentBits)} ${binaryText.slice(1 + f.exponentBits)}`,
    sign: signBit,
    exponentField: field,
    exponent: unbiased,
    bias: bias(f),
    fraction: '0x' + fraction.toString(16).toUpperCase(),
    kind,
    exactDecimal: exactText,
    shortestDecimal: shortest,
    binaryScientific: scientific,
    exact,
  };
}

export default defineTool({
  id: 'ieee754-inspect',
  name: 'IEEE 754 Float Inspector',
  category: 'math',
  description:
    'Show how a number is stored as an IEEE 754 half (16-bit), single (32-bit) or double (64-bit) float: sign, exponent and fraction bits, ' +
    'the exact decimal value stored, the shortest decimal that reads back, and whether rounding happened; or decode a hex bit pattern.',
  keywords: ['ieee 754', 'float', 'double', 'float32', 'float64', 'half precision', 'float16', 'floating point', 'binary32', 'binary64', 'mantissa', 'exponent', 'float to hex', 'hex to float'],
  input: closedObject({
    value: Type.Optional(Type.String({ maxLength: 1_000, description: 'A decimal number (0.1, -2.5e-3, 65504), Infinity or NaN, to encode; at most 1,000 characters. Give this or `hex`' })),
    hex: Type.Optional(Type.String({ maxLength: 64, description: 'A bit pattern to decode: 4, 8 or 16 hex digits (half, single, double), 0x optional, spaces and _ ignored. Give this or `value`' })),
    width: Type.Optional(Type.Union([Type.Literal(16), Type.Literal(32), Type.Literal(64)], { description: 'The format in bits: 16 (half), 32 (single), 64 (double); default 64 for `value`, the hex length for `hex`' })),
  }),
  output,
  examples: [
    {
      title: '0.1 is not exactly 0.1 in a double',
      input: { value: '0.1' },
      output: {
        width: 64, hex: '0x3FB999999999999A', binary: '0 01111111011 1001100110011001100110011001100110011001100110011010', sign: 0,
        exponentField: 1019, exponent: -4, bias: 1023, fraction: '0x999999999999A', kind: 'normal',
        exactDecimal: '0.1000000000000000055511151231257827021181583404541015625', shortestDecimal: '0.1',
        binaryScientific: '1.100110011001100110011001100110011001100110011001101 × 2^-4', exact: false,
      },
    },
    {
      title: 'The largest half-precision number (65500 is the shortest decimal that reads back to it)',
      input: { hex: '7BFF' },
      output: {
        width: 16, hex: '0x7BFF', binary: '0 11110 1111111111', sign: 0, exponentField: 30, exponent: 15, bias: 15, fraction: '0x3FF',
        kind: 'normal', exactDecimal: '65504', shortestDecimal: '65500', binaryScientific: '1.1111111111 × 2^15', exact: null,
      },
    },
  ],
  run({ value, hex, width }): Result {
    if ((value === undefined) === (hex === undefined)) invalid('value: give exactly one of value or hex');
    if (value !== undefined) {
      const f = FORMATS[width ?? 64];
      const { bits, exact } = encodeValue(value, f);
      return inspect(bits, f, exact);
    }
    const digits = hex!.trim().replace(/^0x/i, '').replace(/[\s_]/g, '');
    if (!/^[0-9a-f]*$/i.test(digits)) invalid(`hex: ${quoteClipped(hex!, 40)} is not hexadecimal`);
    const inferred = digits.length === 4 ? 16 : digits.length === 8 ? 32 : digits.length === 16 ? 64 : undefined;
    if (inferred === undefined) invalid(`hex: has ${digits.length} hex digits; a half has 4, a single 8, a double 16`);
    if (width !== undefined && width !== inferred) invalid(`hex: has ${digits.length} hex digits, which is a ${inferred}-bit pattern, but width is ${width}`);
    return inspect(BigInt('0x' + digits), FORMATS[inferred], null);
  },
});
