import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { call, expectInvalid, run } from '../../../test/helpers.ts';

type Result = { value: number; display: string; expression: string; angle_unit: 'deg' | 'rad'; method: string };
const calc = (expression: string, angle_unit?: 'deg' | 'rad') => run<Result>('scientific-calculator', { expression, ...(angle_unit ? { angle_unit } : {}) });
const value = async (expression: string, angle_unit?: 'deg' | 'rad') => (await calc(expression, angle_unit)).value;

/** Within 4 ulp: libm implementations (V8's fdlibm port, CPython's C library) may differ in the last bit of transcendental functions. */
function expectClose(actual: number, expected: number): void {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(4 * Number.EPSILON * Math.max(Math.abs(expected), Number.MIN_VALUE));
}

/* Known answers: python3 -c "import math; print(repr(...))" by hand, the expression quoted beside each. */
describe('scientific-calculator', () => {
  it('follows the usual precedence and associativity', async () => {
    // python3: 1+2*3-4/5 → 6.2; (1+2)*3 → 9; -2**2 → -4; 2**3**2 → 512; 2**-3*4 → 0.5
    expect(await calc('1+2*3-4/5')).toMatchObject({ value: 6.2, expression: '1 + 2 * 3 - 4 / 5' });
    expect(await value('(1+2)*3')).toBe(9);
    expect(await calc('-2^2')).toMatchObject({ value: -4, expression: '-2 ^ 2' });
    expect(await calc('2^3^2')).toMatchObject({ value: 512, expression: '2 ^ 3 ^ 2' });
    expect(await calc('2^-3*4')).toMatchObject({ value: 0.5, expression: '2 ^ -3 * 4' });
    expect(await calc('(-2)^2')).toMatchObject({ value: 4, expression: '(-2) ^ 2' });
    expect(await calc('(2^3)^2')).toMatchObject({ value: 64, expression: '(2 ^ 3) ^ 2' });
    expect(await calc('3!^2')).toMatchObject({ value: 36, expression: '3! ^ 2' });
    expect(await calc('-3!')).toMatchObject({ value: -6, expression: '-3!' });
    expect(await calc('(2+1)!')).toMatchObject({ value: 6, expression: '(2 + 1)!' });
    expect(await calc('1-(2-3)')).toMatchObject({ value: 2, expression: '1 - (2 - 3)' });
    expect(await calc('8/(4/2)')).toMatchObject({ value: 4, expression: '8 / (4 / 2)' });
    expect(await calc('1 - -2')).toMatchObject({ value: 3, expression: '1 - -2' });
    expect(await calc('--1')).toMatchObject({ value: 1, expression: '-(-1)' });
    expect(await calc('+5')).toMatchObject({ value: 5, expression: '+5' });
  });

  it('reads numbers with decimals and exponents', async () => {
    // python3: 10**-3 → 0.001; 0.1+0.2 → 0.30000000000000004
    expect(await calc('1e-3')).toMatchObject({ value: 0.001, expression: '0.001' });
    expect(await calc('2.5E3 + .5')).toMatchObject({ value: 2500.5, expression: '2500 + 0.5' });
    expect(await calc('0.1 + 0.2')).toMatchObject({ value: 0.30000000000000004, display: '0.3' });
    expect(await calc('1.7976931348623157e308')).toMatchObject({ value: 1.7976931348623157e308, display: '1.79769313486232e+308' });
    expect(await calc('1e21')).toMatchObject({ value: 1e21, display: '1e+21', expression: '1e+21' });
    // python3: '%.15g' % (2/3) → 0.666666666666667 (display uses the same 15 significant digits)
    expect(await calc('2/3')).toMatchObject({ display: '0.666666666666667' });
    expect(await calc('1e-7 * 3')).toMatchObject({ display: '3e-7' });
    expect(await calc('-1/8')).toMatchObject({ value: -0.125, display: '-0.125' });
  });

  it('takes % as the remainder with the sign of the dividend', async () => {
    // python3: math.fmod(-7, 3) → -1.0; math.fmod(7.5, 2) → 1.5; math.fmod(7, -3) → 1.0
    expect(await value('-7 % 3')).toBe(-1);
    expect(await value('7.5 % 2')).toBe(1.5);
    expect(await value('7 % -3')).toBe(1);
    expect(await calc('10 % 4 * 3')).toMatchObject({ value: 6, expression: '10 % 4 * 3' });
  });

  it('computes trigonometry in degrees by default, exact where the value is rational', async () => {
    expect(await calc('sin(30)')).toMatchObject({ value: 0.5, angle_unit: 'deg' });
    expect(await value('cos(60)')).toBe(0.5);
    expect(await value('cos(90)')).toBe(0);
    expect(await value('sin(180)')).toBe(0);
    expect(await value('sin(-270)')).toBe(1);
    expect(await value('tan(45)')).toBe(1);
    expect(await value('tan(-135)')).toBe(1);
    expect(await value('asin(0.5)')).toBe(30);
    expect(await value('acos(-1)')).toBe(180);
    expect(await value('atan(1)')).toBe(45);
    // python3: math.sin(math.radians(37)) → 0.6018150231520483; math.cos(math.radians(-123.5)) → -0.5519369853120581
    expectClose(await value('sin(37)'), 0.6018150231520483);
    expectClose(await value('cos(-123.5)'), -0.5519369853120581);
    // python3: math.tan(math.radians(60)) → 1.7320508075688767; math.sin(math.radians(60)) → 0.8660254037844386
    expectClose(await value('tan(60)'), 1.7320508075688767);
    expectClose(await value('sin(60)'), 0.8660254037844386);
    // Reduced exactly: 1000030° is 310°, i.e. −50°; python3: math.sin(math.radians(-50)) → -0.766044443118978
    expectClose(await value('sin(1000030)'), -0.766044443118978);
    // python3: math.degrees(math.asin(0.3)) → 17.457603123722095; acos(-0.7) → 134.42700400080568; atan(2) → 63.43494882292201
    expectClose(await value('asin(0.3)'), 17.457603123722095);
    expectClose(await value('acos(-0.7)'), 134.42700400080568);
    expectClose(await value('atan(2)'), 63.43494882292201);
  });

  it('computes trigonometry in radians on request', async () => {
    // python3: math.sin(1) → 0.8414709848078965; math.cos(2.5) → -0.8011436155469337; math.sin(math.pi) → 1.2246467991473532e-16
    expect(await calc('sin(1)', 'rad')).toMatchObject({ angle_unit: 'rad' });
    expectClose(await value('sin(1)', 'rad'), 0.8414709848078965);
    expectClose(await value('cos(2.5)', 'rad'), -0.8011436155469337);
    expectClose(await value('sin(pi)', 'rad'), 1.2246467991473532e-16);
    // python3: math.asin(0.5) → 0.5235987755982989
    expectClose(await value('asin(0.5)', 'rad'), 0.5235987755982989);
    // tan(pi/2) is finite in doubles (pi/2 is not exactly π/2): a large value, not a refusal.
    expect(await value('tan(pi/2)', 'rad')).toBeGreaterThan(1e16);
  });

  it('computes the other functions and constants', async () => {
    // python3: math.sinh(2), math.cosh(-1.5), math.tanh(0.5) → 3.626860407847019 2.352409615243247 0.46211715726000974
    expectClose(await value('sinh(2)'), 3.626860407847019);
    expectClose(await value('cosh(-1.5)'), 2.352409615243247);
    expectClose(await value('tanh(0.5)'), 0.46211715726000974);
    // python3: math.sqrt(2), math.log(10), math.log10(2), math.log2(10), math.exp(2.5)
    expect(await value('sqrt(2)')).toBe(1.4142135623730951);
    expectClose(await value('ln(10)'), 2.302585092994046);
    expectClose(await value('log(2)'), 0.3010299956639812);
    expectClose(await value('log2(10)'), 3.321928094887362);
    expectClose(await value('exp(2.5)'), 12.182493960703473);
    expect(await value('log(1000)')).toBe(3);
    expect(await value('cbrt(27)')).toBe(3);
    expect(await value('cbrt(-8)')).toBe(-2);
    expect(await value('abs(-4.5)')).toBe(4.5);
    // python3: math.floor(-2.5), math.ceil(-2.5), max(3, -1, 7.5), min(3, -1, 7.5), math.pow(2, 10) → -3 -2 7.5 -1 1024.0
    expect(await value('floor(-2.5)')).toBe(-3);
    expect(await value('ceil(-2.5)')).toBe(-2);
    expect(await value('max(3, -1, 7.5)')).toBe(7.5);
    expect(await calc('min(3,-1,7.5)')).toMatchObject({ value: -1, expression: 'min(3, -1, 7.5)' });
    expect(await value('pow(2, 10)')).toBe(1024);
    // round takes halves away from zero: python3 decimal.Decimal('-2.5').quantize(0, ROUND_HALF_UP) → -3
    expect(await value('round(-2.5)')).toBe(-3);
    expect(await value('round(2.5)')).toBe(3);
    expect(await value('round(2.4999)')).toBe(2);
    // python3: math.pi*2 → 6.283185307179586; math.e**2 → 7.3890560989306495
    expect(await value('2*pi')).toBe(6.283185307179586);
    expectClose(await value('e^2'), 7.3890560989306495);
    expect(await calc('SQRT(16) + Pi')).toMatchObject({ expression: 'sqrt(16) + pi' });
  });

  it('computes factorials exactly rounded up to 170!', async () => {
    // python3: float(math.factorial(170)) → 7.257415615307999e+306; float(math.factorial(20)) → 2.43290200817664e+18
    expect(await value('170!')).toBe(7.257415615307999e306);
    expect(await value('20!')).toBe(2432902008176640000);
    expect(await value('0!')).toBe(1);
    expect(await value('3!!')).toBe(720);
    await expectInvalid('scientific-calculator', { expression: '171!' }, 'expression: factorial at position 4 needs a whole number from 0 to 170, got 171');
    await expectInvalid('scientific-calculator', { expression: '2.5!' }, /needs a whole number from 0 to 170, got 2.5$/);
    await expectInvalid('scientific-calculator', { expression: '(-1)!' }, /got -1$/);
  });

  it('refuses results that would be NaN or Infinity, with the reason and position', async () => {
    await expectInvalid('scientific-calculator', { expression: '1/0' }, 'expression: division by zero at position 2');
    await expectInvalid('scientific-calculator', { expression: '1 / (2 - 2)' }, 'expression: division by zero at position 3');
    await expectInvalid('scientific-calculator', { expression: '5 % 0' }, 'expression: modulo by zero at position 3');
    await expectInvalid('scientific-calculator', { expression: 'sqrt(-1)' }, 'expression: sqrt of a negative number (-1) has no real value (sqrt at position 1)');
    await expectInvalid('scientific-calculator', { expression: 'asin(2)' }, 'expression: asin is defined only from -1 to 1, got 2 (asin at position 1)');
    await expectInvalid('scientific-calculator', { expression: 'acos(-1.5)' }, /acos is defined only from -1 to 1/);
    await expectInvalid('scientific-calculator', { expression: 'tan(90)' }, 'expression: tan is undefined at 90° (an odd multiple of 90°) (tan at position 1)');
    await expectInvalid('scientific-calculator', { expression: 'tan(-270)' }, /tan is undefined at -270°/);
    await expectInvalid('scientific-calculator', { expression: 'ln(0)' }, 'expression: ln of 0 is undefined (it tends to -infinity) (ln at position 1)');
    await expectInvalid('scientific-calculator', { expression: 'log(-1)' }, /log of a negative number \(-1\) has no real value/);
    await expectInvalid('scientific-calculator', { expression: 'log2(0)' }, /log2 of 0 is undefined/);
    await expectInvalid('scientific-calculator', { expression: '0^-1' }, 'expression: 0 raised to a negative power divides by zero (^ at position 2)');
    await expectInvalid('scientific-calculator', { expression: '(-8)^(1/3)' }, /a negative number raised to a non-integer power has no real value/);
    await expectInvalid('scientific-calculator', { expression: 'pow(-8, 0.5)' }, /non-integer power .*\(pow at position 1\)/);
    await expectInvalid('scientific-calculator', { expression: '10^400' }, 'expression: the result of ^ at position 3 overflows (beyond ±1.8e308)');
    await expectInvalid('scientific-calculator', { expression: 'exp(1000)' }, /the result of exp at position 1 overflows/);
    await expectInvalid('scientific-calculator', { expression: '1e308 * 10' }, /the result of \* at position 7 overflows/);
    await expectInvalid('scientific-calculator', { expression: '1e999' }, 'expression: the number 1e999 at position 1 is beyond the largest double (about 1.8e308)');
    // python3: 0**0 → 1; a negative base with an integer power is real: (-2)**3 → -8
    expect(await value('0^0')).toBe(1);
    expect(await value('(-2)^3')).toBe(-8);
  });

  it('refuses injection attempts and anything outside the language', async () => {
    const unknown = (name: string) => new RegExp(`^expression: unknown name "${name.replace(/[$]/g, '\\$')}" at position 1; the names are pi, e, sin,`);
    await expectInvalid('scientific-calculator', { expression: 'constructor.constructor("return process")()' }, unknown('constructor'));
    await expectInvalid('scientific-calculator', { expression: 'import("fs")' }, unknown('import'));
    await expectInvalid('scientific-calculator', { expression: 'this' }, unknown('this'));
    await expectInvalid('scientific-calculator', { expression: 'eval("1")' }, unknown('eval'));
    await expectInvalid('scientific-calculator', { expression: '__proto__' }, unknown('__proto__'));
    await expectInvalid('scientific-calculator', { expression: 'a.b' }, unknown('a'));
    await expectInvalid('scientific-calculator', { expression: 'x = 1' }, unknown('x'));
    await expectInvalid('scientific-calculator', { expression: 'toString()' }, unknown('toString'));
    await expectInvalid('scientific-calculator', { expression: 'process' }, unknown('process'));
    await expectInvalid('scientific-calculator', { expression: '[].constructor' }, 'expression: "[" at position 1: only round parentheses ( ) group');
    await expectInvalid('scientific-calculator', { expression: '`${1}`' }, 'expression: "`" at position 1: strings are not part of the calculator\'s language');
    await expectInvalid('scientific-calculator', { expression: '"1"' }, /"\\"" at position 1: strings are not part/);
    await expectInvalid('scientific-calculator', { expression: "'1'" }, /"'" at position 1: strings are not part/);
    await expectInvalid('scientific-calculator', { expression: '1 == 1' }, /"=" at position 3: assignment and comparison are not supported/);
    await expectInvalid('scientific-calculator', { expression: 'sin.call(1)' }, /"\." at position 4 is not part of a number/);
    await expectInvalid('scientific-calculator', { expression: 'sin(30);1' }, /unexpected character ";" at position 8/);
    await expectInvalid('scientific-calculator', { expression: '2 ** 3' }, /expected a number, a name or "\(" at position 4, found "\*"/);
    await expectInvalid('scientific-calculator', { expression: '√4' }, /unexpected character "√" at position 1/);
    await expectInvalid('scientific-calculator', { expression: '😀' }, /unexpected character "😀" at position 1/);
  });

  it('refuses malformed expressions with the position', async () => {
    await expectInvalid('scientific-calculator', { expression: '2 3' }, 'expression: expected an operator at position 3, found the number 3');
    await expectInvalid('scientific-calculator', { expression: '2pi' }, 'expression: expected an operator at position 2, found "pi"');
    await expectInvalid('scientific-calculator', { expression: '(1' }, 'expression: the "(" at position 1 needs ")" next, found the end at position 3');
    await expectInvalid('scientific-calculator', { expression: '1)' }, 'expression: ")" at position 2 has no matching "("');
    await expectInvalid('scientific-calculator', { expression: 'sin 30' }, 'expression: the function sin at position 1 needs "(" next, found the number 30 at position 5');
    await expectInvalid('scientific-calculator', { expression: 'max(1 2)' }, /the argument list of max at position 1 needs "\)" or "," next, found the number 2 at position 7/);
    await expectInvalid('scientific-calculator', { expression: 'pi(2)' }, 'expression: pi at position 1 is a constant, not a function');
    await expectInvalid('scientific-calculator', { expression: 'sin()' }, 'expression: sin at position 1 takes 1 argument, got 0');
    await expectInvalid('scientific-calculator', { expression: 'pow(2)' }, 'expression: pow at position 1 takes 2 arguments, got 1');
    await expectInvalid('scientific-calculator', { expression: 'min()' }, 'expression: min at position 1 takes at least 1 argument, got 0');
    await expectInvalid('scientific-calculator', { expression: '1 +' }, 'expression: expected a number, a name or "(" at position 4, found the end');
    await expectInvalid('scientific-calculator', { expression: '1..2' }, /expected an operator at position 3, found the number .2/);
    await expectInvalid('scientific-calculator', { expression: '   ' }, 'expression: is empty');
    await expectInvalid('scientific-calculator', { expression: '' }, /^expression: /);
  });

  it('bounds nesting and size, refusing hostile input quickly', async () => {
    // 100 levels are fine, 101 are not, however they nest.
    expect(await value('('.repeat(99) + '1' + ')'.repeat(99))).toBe(1);
    await expectInvalid('scientific-calculator', { expression: '('.repeat(101) + '1' + ')'.repeat(101) }, /^expression: nests deeper than 100 levels at position 101$/);
    await expectInvalid('scientific-calculator', { expression: '-'.repeat(500) + '1' }, /^expression: nests deeper than 100 levels/);
    await expectInvalid('scientific-calculator', { expression: Array(300).fill('2').join('^') }, /^expression: nests deeper than 100 levels/);
    await expectInvalid('scientific-calculator', { expression: 'sin('.repeat(150) + '1' + ')'.repeat(150) }, /^expression: nests deeper than 100 levels/);
    // Long flat expressions are fine: they do not nest.
    expect(await value(Array(500).fill('1').join('+'))).toBe(500);
    expect(await value(`max(${Array(333).fill('1').join(',')})`)).toBe(1);
    await expectInvalid('scientific-calculator', { expression: '1'.repeat(1001) }, 'expression: must be at most 1000 characters');
    await expectInvalid('scientific-calculator', { expression: '9'.repeat(1000) }, 'expression: the number 999999999999999999999999… (1000 characters) at position 1 is beyond the largest double (about 1.8e308)');
    await expectInvalid('scientific-calculator', { expression: 1 }, /^expression: must be a string/);
    await expectInvalid('scientific-calculator', { expression: '1', angle_unit: 'grad' }, 'angle_unit: must be one of deg, rad');
    await expectInvalid('scientific-calculator', JSON.parse('{"expression":"1","__proto__":{"angle_unit":"rad"}}'), '__proto__: unknown field');
  });

  it('writes a normal form that parses back to the same value', async () => {
    const atom = fc.oneof(fc.integer({ min: 0, max: 20 }).map(String), fc.constantFrom('pi', 'e', '2.5', '1e-3'));
    const expression = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        atom,
        fc.tuple(tie('node'), fc.constantFrom('+', '-', '*', '/', '^', '%'), tie('node')).map(([a, op, b]) => `${a}${op}${b}`),
        tie('node').map((a) => `(${a})`),
        tie('node').map((a) => `-${a}`),
        fc.tuple(fc.constantFrom('sin', 'abs', 'sqrt', 'floor'), tie('node')).map(([f, a]) => `${f}(${a})`),
      ),
    })).node as fc.Arbitrary<string>;
    await fc.assert(
      fc.asyncProperty(expression, async (source) => {
        const first = await call('scientific-calculator', { expression: source });
        if (!first.success) {
          expect(first.error.code).toBe('VALIDATION_ERROR');
          return;
        }
        const { value: v, expression: normal } = first.result as Result;
        const again = await run<Result>('scientific-calculator', { expression: normal });
        expect(again.expression).toBe(normal);
        expect(again.value).toBe(v);
        expect(Number.isFinite(v)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
