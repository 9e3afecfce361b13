/**
 * Reading a signed integer of any length written in base 2, 8, 10 or 16, shared by the
 * number-base and number-base-convert tools: the digits are checked one by one, so a refusal
 * names the offending character and its position, then BigInt does the conversion.
 */
import { quoteClipped } from './quote.ts';
import { invalid } from '../errors.ts';

export type BaseName = 'binary' | 'octal' | 'decimal' | 'hexadecimal';
export type Radix = 2 | 8 | 10 | 16;

export interface Base {
  name: BaseName;
  radix: Radix;
  digits: RegExp;
  /** The prefix BigInt() understands, also accepted in the input (any case) where prefixes are allowed. */
  prefix?: string;
}

export const BASES: Record<BaseName, Base> = {
  binary: { name: 'binary', radix: 2, digits: /^[01]$/, prefix: '0b' },
  octal: { name: 'octal', radix: 8, digits: /^[0-7]$/, prefix: '0o' },
  decimal: { name: 'decimal', radix: 10, digits: /^[0-9]$/ },
  hexadecimal: { name: 'hexadecimal', radix: 16, digits: /^[0-9a-f]$/i, prefix: '0x' },
};

export const BASE_BY_RADIX: Record<Radix, Base> = { 2: BASES.binary, 8: BASES.octal, 10: BASES.decimal, 16: BASES.hexadecimal };

/** Which base a prefix belongs to, to explain a prefix that does not match the base. */
const PREFIXED = new Map<string, BaseName>([['0b', 'binary'], ['0o', 'octal'], ['0x', 'hexadecimal']]);

/**
 * `value` (an optional "-", with `prefixes` an optional matching 0b/0o/0x in any case, then
 * digits of `base`) as a BigInt; a refusal is a VALIDATION_ERROR about `field`.
 */
export function parseInteger(value: string, base: Base, options: { prefixes: boolean; field?: string }): bigint {
  const field = options.field ?? 'value';
  let at = 0;
  const negative = value.startsWith('-');
  if (negative) at = 1;
  if (options.prefixes) {
    const head = value.slice(at, at + 2).toLowerCase();
    const owner = PREFIXED.get(head);
    // In hexadecimal "0b1" is a number (0xb1), not a binary prefix.
    if (owner && !(base.name === 'hexadecimal' && owner === 'binary')) {
      if (owner !== base.name) invalid(`${field}: prefix ${JSON.stringify(value.slice(at, at + 2))} is for ${owner}, but from is ${base.name}`);
      at += 2;
    }
  }
  if (at === value.length) {
    invalid(value === '' ? `${field}: is empty` : `${field}: ${quoteClipped(value)} has no digits`);
  }
  // Positions count characters (code points) from 1, as a reader would.
  let position = 0;
  for (const char of value) {
    position++;
    if (position <= at) continue;
    if (!base.digits.test(char)) invalid(`${field}: ${JSON.stringify(char)} at position ${position} is not ${base.name === 'octal' ? 'an' : 'a'} ${base.name} digit`);
  }
  const digits = value.slice(at);
  const magnitude = base.prefix ? BigInt(`${base.prefix}${digits}`) : BigInt(digits);
  return negative ? -magnitude : magnitude;
}
