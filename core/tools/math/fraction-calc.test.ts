import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Result { result: string; numerator: string; denominator: string; mixed: string; decimal: string }
const calc = (expression: string) => run<Result>('fraction-calc', { expression });
const value = async (expression: string) => (await calc(expression)).result;

// Every expected value: /usr/bin/python3 with `from fractions import Fraction as F`, the expression in the comment.
describe('fraction-calc', () => {
  it('answers as Python fractions do', async () => {
    expect(await value('1/2 + 3/4 * (2 - 1/3)^2')).toBe('31/12'); // F(1,2) + F(3,4) * (2 - F(1,3))**2
    expect(await value('0.(3) + 0.1(6)')).toBe('1/2'); // F(1,3) + F(1,6)
    expect(await value('-(2/3)^-3')).toBe('-27/8'); // -(F(2,3))**-3
    expect(await value('22/7 - 355/113')).toBe('1/791'); // F(22,7) - F(355,113)
    expect(await value('3.14159 * 2')).toBe('314159/50000'); // F('3.14159') * 2
    expect(await value('-2^2')).toBe('-4'); // -F(2)**2
    expect(await value('2^3^2')).toBe('512'); // F(2)**3**2 (right-associative)
    expect(await value('2 ** 3 ** 2')).toBe('512');
    expect(await value('10 / 4 / 5')).toBe('1/2'); // F(10)/F(4)/F(5) (left-associative)
    expect(await value('1 - 1/2 - 1/4')).toBe('1/4');
    expect(await value('(123456789/1000)^5')).toBe('28679718602997181072337614380936720482949/1000000000000000'); // F(123456789,1000)**5
    expect(await value('2 × 3 ÷ 4 − 1')).toBe('1/2');
    expect(await value('.5 + 1.')).toBe('3/2');
  });

  it('writes mixed numbers and decimals with their repeating part', async () => {
    expect(await calc('-3/2')).toEqual({ result: '-3/2', numerator: '-3', denominator: '2', mixed: '-1 1/2', decimal: '-1.5' });
    expect((await calc('1/7')).decimal).toBe('0.(142857)');
    expect((await calc('1/6')).decimal).toBe('0.1(6)');
    expect((await calc('4/2')).mixed).toBe('2');
    // Decimal(1)/Decimal(97) at 80 digits → 0.0103092783505154639175257731958762886597938144329896907216494845…; its period is 96
    expect((await calc('1/97')).decimal).toBe('0.010309278350515463917525773195876288659793814432989690721649…');
  });

  it('refuses malformed or unbounded expressions, saying where', async () => {
    await expectInvalid('fraction-calc', { expression: '1/0' }, 'expression: division by zero at position 2');
    await expectInvalid('fraction-calc', { expression: '1/(1-1)' }, 'expression: division by zero at position 2');
    await expectInvalid('fraction-calc', { expression: '2^(1/2)' }, /^expression: the exponent at position 2 is not a whole number/);
    await expectInvalid('fraction-calc', { expression: '2^10001' }, /^expression: the exponent at position 2 is beyond ±10000/);
    await expectInvalid('fraction-calc', { expression: '0^-1' }, /^expression: 0 to a negative power/);
    await expectInvalid('fraction-calc', { expression: '99999^9999' }, /^expression: the power at position 6 passes 8,192 bits/);
    await expectInvalid('fraction-calc', { expression: '(2^4000)^2 * 2^1000' }, /^expression: the value at position 12 passes 8,192 bits/);
    expect((await calc('2^8000')).numerator).toHaveLength(2409); // len(str(2**8000))
    await expectInvalid('fraction-calc', { expression: '(1+2' }, /^expression: a "\)" is missing at the end/);
    await expectInvalid('fraction-calc', { expression: '1+2)' }, 'expression: unexpected ")" at position 4');
    await expectInvalid('fraction-calc', { expression: '1 2' }, 'expression: unexpected "number" at position 3');
    await expectInvalid('fraction-calc', { expression: '1 +' }, /^expression: ends where a number/);
    await expectInvalid('fraction-calc', { expression: 'x + 1' }, /^expression: unexpected "x" at position 1/);
    await expectInvalid('fraction-calc', { expression: 'Math.exit()' }, /^expression: unexpected "M"/);
    await expectInvalid('fraction-calc', { expression: '   ' }, 'expression: is empty');
    await expectInvalid('fraction-calc', { expression: '('.repeat(101) + '1' + ')'.repeat(101) }, /^expression: nests deeper than 100 levels/);
    await expectInvalid('fraction-calc', { expression: '-'.repeat(200) + '1' }, /^expression: nests deeper than 100 levels/);
    await expectInvalid('fraction-calc', { expression: '1'.repeat(1_001) }, /^expression: must be at most 1000 characters/);
    await expectInvalid('fraction-calc', { expression: 1 }, /^expression: must be a string/);
    await expectInvalid('fraction-calc', JSON.parse('{"expression":"1","__proto__":{"x":1}}'), /__proto__/);
  });

  it('agrees with BigInt cross-multiplication on random sums and products', async () => {
    const fraction = fc.tuple(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 1, max: 1000 }));
    await fc.assert(fc.asyncProperty(fraction, fraction, async ([a, b], [c, d]) => {
      const sum = await calc(`(${a}/${b}) + (${c}/${d})`);
      expect(BigInt(sum.numerator) * BigInt(b * d)).toBe(BigInt(a * d + c * b) * BigInt(sum.denominator));
      const product = await calc(`(${a}/${b}) * (${c}/${d})`);
      expect(BigInt(product.numerator) * BigInt(b * d)).toBe(BigInt(a * c) * BigInt(product.denominator));
    }), { numRuns: 40 });
  });
});
