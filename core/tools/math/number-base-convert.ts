import { Type } from '@sinclair/typebox';
import { BASE_BY_RADIX, parseInteger, type Radix } from '../../lib/integer-base.ts';
import { closedObject } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

/*
 * Method: positional notation, value = Σ dᵢ · baseⁱ (Knuth, TAOCP vol. 2, §4.1 "Positional
 * number systems"), in arbitrary precision: the digits are checked one by one
 * (core/lib/integer-base.ts, shared with the number-base tool) and BigInt converts, so any length
 * up to the 256-character bound is exact.
 */

const radix = (description: string) =>
  Type.Union([Type.Literal(2), Type.Literal(8), Type.Literal(10), Type.Literal(16)], { description: `${description}: 2, 8, 10 or 16` });

export default defineTool({
  id: 'number-base-convert',
  name: 'Number Base Convert',
  category: 'math',
  description:
    'Convert a whole number of any length from one base to another: binary (2), octal (8), decimal (10) or hexadecimal (16). ' +
    'Exact in arbitrary precision (BigInt) by positional notation (Knuth, TAOCP 4.1); a leading "-" makes it negative; ' +
    'no prefix such as 0x, no spaces or separators. A digit that does not belong to the base is refused by character and position.',
  keywords: ['binary', 'hex', 'hexadecimal', 'octal', 'decimal', 'radix', 'base conversion', 'dec to hex', 'hex to dec', 'bin to dec'],
  mcp: true,
  input: closedObject({
    value: Type.String({
      maxLength: 256,
      description: 'The whole number written in base from: an optional leading "-", then digits (0-9, a-f in any case for 16); no prefix; at most 256 characters',
    }),
    from: radix('The base value is written in'),
    to: radix('The base to write it in'),
  }),
  output: closedObject({
    value: Type.String({ description: 'value, echoed' }),
    from: Type.Integer({ description: 'from, echoed' }),
    to: Type.Integer({ description: 'to, echoed' }),
    result: Type.String({ description: 'The number in base to: lowercase digits, no prefix, "-" when negative' }),
    decimal: Type.String({ description: 'The number in base 10' }),
    negative: Type.Boolean({ description: 'True when the number is below 0 (-0 is 0)' }),
    bit_length: Type.Integer({ description: 'Binary digits of the magnitude (0 for 0)' }),
    method: Type.String({ description: 'The method used' }),
  }),
  examples: [
    {
      title: 'Decimal to hexadecimal',
      input: { value: '255', from: 10, to: 16 },
      output: { value: '255', from: 10, to: 16, result: 'ff', decimal: '255', negative: false, bit_length: 8, method: 'positional notation, exact in arbitrary precision' },
    },
    {
      title: 'Negative binary to octal',
      input: { value: '-101010', from: 2, to: 8 },
      output: { value: '-101010', from: 2, to: 8, result: '-52', decimal: '-42', negative: true, bit_length: 6, method: 'positional notation, exact in arbitrary precision' },
    },
  ],
  run({ value, from, to }) {
    const n = parseInteger(value, BASE_BY_RADIX[from as Radix], { prefixes: false });
    const magnitude = n < 0n ? -n : n;
    return {
      value, from, to,
      result: n.toString(to),
      decimal: n.toString(10),
      negative: n < 0n,
      bit_length: magnitude === 0n ? 0 : magnitude.toString(2).length,
      method: 'positional notation, exact in arbitrary precision',
    };
  },
});
