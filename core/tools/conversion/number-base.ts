import { Type } from '@sinclair/typebox';
import { quoteClipped } from '../../lib/quote.ts';
import { closedObject, stringEnum } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

type BaseName = 'binary' | 'octal' | 'decimal' | 'hexadecimal';

interface Base {
  name: BaseName;
  radix: 2 | 8 | 10 | 16;
  digits: RegExp;
  /** The prefix BigInt() understands, also accepted in the input (any case). */
  prefix?: string;
}

const BASES: Record<BaseName, Base> = {
  binary: { name: 'binary', radix: 2, digits: /^[01]$/, prefix: '0b' },
  octal: { name: 'octal', radix: 8, digits: /^[0-7]$/, prefix: '0o' },
  decimal: { name: 'decimal', radix: 10, digits: /^[0-9]$/ },
  hexadecimal: { name: 'hexadecimal', radix: 16, digits: /^[0-9a-f]$/i, prefix: '0x' },
};

const ALIASES: Record<string, BaseName> = { bin: 'binary', oct: 'octal', dec: 'decimal', hex: 'hexadecimal' };

/** Which base a prefix belongs to, to explain a prefix that does not match `from`. */
const PREFIXED = new Map<string, BaseName>([['0b', 'binary'], ['0o', 'octal'], ['0x', 'hexadecimal']]);

function parse(value: string, base: Base): bigint {
  let at = 0;
  const negative = value.startsWith('-');
  if (negative) at = 1;
  const head = value.slice(at, at + 2).toLowerCase();
  const owner = PREFIXED.get(head);
  // In hexadecimal "0b1" is a number (0xb1), not a binary prefix.
  if (owner && !(base.name === 'hexadecimal' && owner === 'binary')) {
    if (owner !== base.name) invalid(`value: prefix ${JSON.stringify(value.slice(at, at + 2))} is for ${owner}, but from is ${base.name}`);
    at += 2;
  }
  if (at === value.length) {
    invalid(value === '' ? 'value: is empty' : `value: ${quoteClipped(value)} has no digits`);
  }
  // Positions count characters (code points) from 1, as a reader would.
  let position = 0;
  for (const char of value) {
    position++;
    if (position <= at) continue;
    if (!base.digits.test(char)) invalid(`value: ${JSON.stringify(char)} at position ${position} is not ${base.name === 'octal' ? 'an' : 'a'} ${base.name} digit`);
  }
  const digits = value.slice(at);
  const magnitude = base.prefix ? BigInt(`${base.prefix}${digits}`) : BigInt(digits);
  return negative ? -magnitude : magnitude;
}

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
    const n = parse(value, BASES[ALIASES[from] ?? (from as BaseName)]);
    return { decimal: n.toString(10), binary: n.toString(2), octal: n.toString(8), hexadecimal: n.toString(16) };
  },
});
