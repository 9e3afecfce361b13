import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Result { result: string; fixed: string | null; precision: number }
const calc = (input: Record<string, unknown>) => run<Result>('big-number', input);
const result = async (input: Record<string, unknown>) => (await calc(input)).result;

// References: GNU bc -l, `BC_LINE_LENGTH=0 bc -l` with scale=70 (bc truncates; the digit after our last is shown in the
// comment so the half-even rounding can be checked by eye).
describe('big-number', () => {
  it('matches bc -l for the transcendental functions, rounded to the precision', async () => {
    // e(1) → 2.71828182845904523536028747135266249775724709369995957496696|76277…
    expect(await result({ a: '1', op: 'exp', precision: 60 })).toBe('2.71828182845904523536028747135266249775724709369995957496697');
    // l(10) → 2.30258509299404568401799145468436420760110148862877297603332|79…
    expect(await result({ a: '10', op: 'ln', precision: 60 })).toBe('2.30258509299404568401799145468436420760110148862877297603333');
    // l(123456789)/l(10) → 8.091514977169270447518333623059547258515|07…
    expect(await result({ a: '123456789', op: 'log10', precision: 40 })).toBe('8.091514977169270447518333623059547258515');
    // e(100) → 26881171418161354484126255515800135873611|118.77…
    expect(await calc({ a: '100', op: 'exp', precision: 40 })).toEqual({
      result: '2.688117141816135448412625551580013587361e+43', fixed: '26881171418161354484126255515800135873610000', precision: 40,
    });
    // e(l(2)/3) → 1.259921049894873164767210607278228350570|25…
    expect(await result({ a: '2', op: 'cbrt', precision: 40 })).toBe('1.25992104989487316476721060727822835057');
    // e(l(3)*1.5) at scale=80 → 5.196152422706631880582339024517617100828|4157…
    expect(await result({ a: '3', b: '1.5', op: 'pow', precision: 40 })).toBe('5.196152422706631880582339024517617100828');
    // sqrt(2) → 1.41421356237309504880168872420969807856967187537694807317667|97…
    expect(await result({ a: '2', op: 'sqrt', precision: 60 })).toBe('1.41421356237309504880168872420969807856967187537694807317668');
  });

  it('matches bc for exact arithmetic', async () => {
    // 2^200 → 1606938044258990275541962092341162602522202993782792835301376
    expect((await calc({ a: '2', b: '200', op: 'pow', precision: 100 })).fixed).toBe('1606938044258990275541962092341162602522202993782792835301376');
    // 1/3 → .33333…; rounded to 30 digits
    expect(await result({ a: '1', b: '3', op: 'div', precision: 30 })).toBe('0.' + '3'.repeat(30));
    // bc: -75 % 20 → -15 (scale=0): the remainder takes a's sign
    expect(await result({ a: '-75', b: '20', op: 'mod' })).toBe('-15');
    expect(await result({ a: '0.1', b: '0.2' })).toBe('0.3');
    expect(await result({ a: '1e-30', b: '1', op: 'sub', precision: 40 })).toBe('-0.999999999999999999999999999999');
    expect(await result({ a: '123456789012345678901234567890', b: '987654321098765432109876543210', op: 'mul', precision: 100 }))
      .toBe('1.219326311370217952261850327336229233322374638011112635269e+59'); // bc: 121932631137021795226185032733622923332237463801111263526900
  });

  it('rounds half to even, compares, and handles signs', async () => {
    expect(await result({ a: '2.5', b: '0', precision: 1 })).toBe('2');
    expect(await result({ a: '3.5', b: '0', precision: 1 })).toBe('4');
    expect(await result({ a: '-1', b: '-1.0', op: 'compare' })).toBe('0');
    expect(await result({ a: '1e1000', b: '9.99e999', op: 'compare' })).toBe('1');
    expect(await result({ a: '-5', op: 'abs' })).toBe('5');
    expect(await result({ a: '5', op: 'neg' })).toBe('-5');
    expect(await result({ a: '-2', b: '3', op: 'pow' })).toBe('-8');
  });

  it('writes huge and tiny results with an exponent and a bounded plain form', async () => {
    const huge = await calc({ a: '9', b: '9999', op: 'pow', precision: 5 });
    expect(huge.result).toMatch(/^\d\.\d+e\+9541$/);
    expect(huge.fixed).toHaveLength(9542);
    const beyond = await calc({ a: '10', b: '20000', op: 'pow' });
    expect(beyond).toEqual({ result: '1e+20000', fixed: null, precision: 50 });
  });

  it('refuses impossible operations and bad numbers, naming the field', async () => {
    await expectInvalid('big-number', { a: '1', b: '0', op: 'div' }, 'b: division by zero');
    await expectInvalid('big-number', { a: '1', b: '0', op: 'mod' }, 'b: remainder by zero');
    await expectInvalid('big-number', { a: '-4', op: 'sqrt' }, 'a: the square root of a negative number is not real');
    await expectInvalid('big-number', { a: '0', op: 'ln' }, 'a: ln needs a number above 0');
    await expectInvalid('big-number', { a: '-8', b: '0.5', op: 'pow' }, 'b: a negative number to a fractional power is not real');
    await expectInvalid('big-number', { a: '0', b: '-1', op: 'pow' }, 'b: 0 to a negative power is a division by zero');
    await expectInvalid('big-number', { a: '3', b: '1e1000', op: 'pow' }, /^a: the result's exponent is beyond ±9e15/);
    await expectInvalid('big-number', { a: '1e-9000000000000000', b: '1e-10', op: 'mul' }, /^a: the result's exponent is below -9e15/);
    await expectInvalid('big-number', { a: '1e99999999999999999' }, /^b: add needs a second number|^a: its exponent is beyond/);
    await expectInvalid('big-number', { a: '1', b: 'Infinity' }, /^b: "Infinity" is not a decimal number/);
    await expectInvalid('big-number', { a: '0x10', b: '1' }, /^a: "0x10" is not a decimal number/);
    await expectInvalid('big-number', { a: '1' }, 'b: add needs a second number');
    await expectInvalid('big-number', { a: '1', b: '2', op: 'sqrt' }, 'b: sqrt takes one number, a');
    await expectInvalid('big-number', { a: '1', b: '2', precision: 0 }, /^precision:/);
    await expectInvalid('big-number', { a: '1', b: '2', precision: 1001 }, /^precision:/);
    await expectInvalid('big-number', { a: '1', b: '2', op: 'tan' }, /^op: must be one of/);
    await expectInvalid('big-number', { a: 1, b: '2' }, /^a: must be a string/);
    await expectInvalid('big-number', { a: '9'.repeat(10_001), b: '1' }, /^a: must be at most 10000 characters/);
    await expectInvalid('big-number', JSON.parse('{"a":"1","b":"2","__proto__":{"x":1}}'), /__proto__/);
  });

  it('takes 10,000-digit numbers at 1,000 digits', async () => {
    const a = '7'.repeat(10_000);
    expect((await calc({ a, b: a, op: 'mul', precision: 1_000 })).result).toMatch(/^6\.0493827160493827\d+e\+19999$/);
    expect((await calc({ a, op: 'ln', precision: 1_000 })).result).toMatch(/^23025\.\d+$/);
  });
});
