import { Type } from '@sinclair/typebox';
import { BASES, parseInteger, type BaseName } from '../../lib/integer-base.ts';
import { closedObject, stringEnum } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

const ALIASES: Record<string, BaseName> = { bin: 'binary', oct: 'octal', dec: 'decimal', hex: 'hexadecimal' };

export default defineTool({
  id: 'number-base',
  name: 'Number Base Converter',
  category: 'conversion',
  description:
    'Convert an integer of any length between binary, octal, decimal and hexadecimal. ' +
    'Accepts a leading minus sign and a matching 0b, 0o or 0x prefix; no spaces or underscores.',
  keywords: ['binary', 'hex', 'hexadecimal', 'octal', 'decimal', 'radix', 'base converter', 'bin to hex'],
  mcp: true,
  input: closedObject({
    value: Type.String({
      maxLength: 256,
      description: 'The integer, written in the from base: optional "-", optional matching prefix (0b, 0o, 0x, any case), then digits',
    }),
    from: stringEnum(['binary', 'octal', 'decimal', 'hexadecimal', 'bin', 'oct', 'dec', 'hex'], { description: 'The base value is written in' }),
  }),
  output: closedObject({
    decimal: Type.String({ description: 'Base 10' }),
    binary: Type.String({ description: 'Base 2, no prefix' }),
    octal: Type.String({ description: 'Base 8, no prefix' }),
    hexadecimal: Type.String({ description: 'Base 16, lowercase, no prefix' }),
  }),
  examples: [
    { title: 'Hexadecimal', input: { value: '0xFF', from: 'hex' }, output: { decimal: '255', binary: '11111111', octal: '377', hexadecimal: 'ff' } },
    { title: 'Negative binary', input: { value: '-101010', from: 'binary' }, output: { decimal: '-42', binary: '-101010', octal: '-52', hexadecimal: '-2a' } },
  ],
  run({ value, from }) {
    const n = parseInteger(value, BASES[ALIASES[from] ?? (from as BaseName)], { prefixes: true });
    return { decimal: n.toString(10), binary: n.toString(2), octal: n.toString(8), hexadecimal: n.toString(16) };
  },
});
