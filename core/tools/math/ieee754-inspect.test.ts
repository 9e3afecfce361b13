import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Result {
  width: number; hex: string; binary: string; sign: number; exponentField: number; exponent: number | null; bias: number;
  fraction: string; kind: string; exactDecimal: string; shortestDecimal: string; binaryScientific: string; exact: boolean | null;
}

const inspect = (input: Record<string, unknown>) => run<Result>('ieee754-inspect', input);

describe('ieee754-inspect', () => {
  it('encodes as python struct does, with Decimal\'s exact values', async () => {
    // /usr/bin/python3: b = struct.pack('>d', 0.1); b.hex() → 3fb999999999999a; Decimal(struct.unpack('>d', b)[0])
    const double = await inspect({ value: '0.1' });
    expect(double.hex).toBe('0x3FB999999999999A');
    expect(double.exactDecimal).toBe('0.1000000000000000055511151231257827021181583404541015625');
    expect(double.exact).toBe(false);
    // struct.pack('>f', 0.1) → 3dcccccd, Decimal(...) → 0.100000001490116119384765625
    const single = await inspect({ value: '0.1', width: 32 });
    expect([single.hex, single.exactDecimal]).toEqual(['0x3DCCCCCD', '0.100000001490116119384765625']);
    // struct.pack('>e', 0.1) → 2e66, Decimal → 0.0999755859375
    const half = await inspect({ value: '0.1', width: 16 });
    expect([half.hex, half.exactDecimal, half.binary]).toEqual(['0x2E66', '0.0999755859375', '0 01011 1001100110']);
    // struct.pack('>e', 65519.99) → 7bff (65504); struct.pack('>e', -2.0) → c000; struct.pack('>f', 16777217.0) → 4b800000 (16777216)
    expect((await inspect({ value: '65519.99', width: 16 })).hex).toBe('0x7BFF');
    expect((await inspect({ value: '-2', width: 16 })).hex).toBe('0xC000');
    expect((await inspect({ value: '16777217', width: 32 })).exactDecimal).toBe('16777216');
    // struct.pack('>d', 1.2345678901234568e+29) → 45f8ee90ff6c373e, Decimal → 123456789012345677877719597056
    const big = await inspect({ value: '123456789012345678901234567890' });
    expect([big.hex, big.exactDecimal, big.shortestDecimal]).toEqual(['0x45F8EE90FF6C373E', '123456789012345677877719597056', '1.2345678901234568e+29']);
  });

  it('handles subnormals as python struct and Decimal do', async () => {
    // struct.pack('>f', 1e-40) → 000116c2; Decimal(...) → 9.99994610111475958152591905227349949604220526961919185041279068749432712426283842432894743978977203369140625E-41
    const single = await inspect({ value: '1e-40', width: 32 });
    expect(single.hex).toBe('0x000116C2');
    expect(single.kind).toBe('subnormal');
    expect(single.exponent).toBe(-126);
    expect(single.exactDecimal).toBe('0.0000000000000000000000000000000000000000999994610111475958152591905227349949604220526961919185041279068749432712426283842432894743978977203369140625');
    // struct.pack('>e', 6e-08) → 0001, Decimal → 5.9604644775390625E-8; numpy: repr(np.float16(6e-8)) → 6e-08
    const half = await inspect({ hex: '0001' });
    expect([half.exactDecimal, half.shortestDecimal, half.binaryScientific]).toEqual(['0.000000059604644775390625', '6e-8', '0.0000000001 × 2^-14']);
    // struct.pack('>d', 5e-324) → 0000000000000001: its exact value has 751 significant digits (Decimal)
    const least = await inspect({ value: '2.5e-324' });
    expect(least.hex).toBe('0x0000000000000001');
    expect(least.exactDecimal.startsWith('0.' + '0'.repeat(323) + '4940656458412465441765687928682213723650598026143247644255856825006755072702087518652998363616359923797965646954457177309266567103559397963987747960107818781263007131903114045278458171678489821036887186360569987307230500063874091535649843873124733972731696151400317153853980741262385655911710266585566867681870395603106249319452715914924553293054565444011274801297099995419319894090804165633245247571478690147267801593552386115501348035264934720193790268107107491703332226844753335720832431936092382893458368060106011506169809753078342277318329247904982524730776375927247874656084778203734469699533647017972677717585125660551199131504891101451037862738167250955837389733598993664809941164205702637090279242767544565229087538682506419718265533447265625')).toBe(true);
    expect(least.shortestDecimal).toBe('5e-324');
    // Half of the least subnormal, a tie, rounds to even (zero).
    expect((await inspect({ value: '2.470328229206232720882538e-324' })).kind).toBe('zero');
  });

  it('decodes hex as python struct.unpack does', async () => {
    // struct.unpack('>d', bytes.fromhex('400921fb54442d18')) → 3.141592653589793; Decimal → 3.141592653589793115997963468544185161590576171875
    const pi = await inspect({ hex: '0x4009_21FB_5444_2D18' });
    expect([pi.shortestDecimal, pi.exactDecimal, pi.exponent, pi.exponentField]).toEqual(['3.141592653589793', '3.141592653589793115997963468544185161590576171875', 1, 1024]);
    // struct.unpack('>e', bytes.fromhex('3c00')) → 1.0; ('7bff') → 65504.0, which numpy prints as 65500.0 (shortest)
    expect((await inspect({ hex: '3c00' })).exactDecimal).toBe('1');
    expect((await inspect({ hex: '7BFF' })).shortestDecimal).toBe('65500');
  });

  it('names zeros, infinities and NaNs', async () => {
    const negativeZero = await inspect({ value: '-0', width: 16 });
    expect([negativeZero.hex, negativeZero.kind, negativeZero.sign, negativeZero.shortestDecimal, negativeZero.exact]).toEqual(['0x8000', 'zero', 1, '-0', true]);
    const overflow = await inspect({ value: '65520', width: 16 });
    expect([overflow.hex, overflow.kind, overflow.exact]).toEqual(['0x7C00', 'infinity', false]);
    expect((await inspect({ value: '-Infinity', width: 32 })).hex).toBe('0xFF800000');
    expect((await inspect({ value: '1e99999999' })).kind).toBe('infinity');
    expect((await inspect({ value: '-1e-99999999' })).hex).toBe('0x8000000000000000');
    const nan = await inspect({ value: 'NaN', width: 32 });
    expect([nan.hex, nan.kind, nan.exponent, nan.exactDecimal]).toEqual(['0x7FC00000', 'nan', null, 'NaN']);
    expect((await inspect({ hex: 'FFF8000000000001' })).fraction).toBe('0x8000000000001');
  });

  it('gives what JavaScript gives for doubles', async () => {
    // String(-0) is "0", which names +0: write the sign out so the input is the number drawn.
    const decimal = (x: number) => (Object.is(x, -0) ? '-0' : String(x));
    await fc.assert(fc.asyncProperty(fc.double({ noNaN: true }), async (x) => {
      const result = await inspect({ value: decimal(x) });
      const view = new DataView(new ArrayBuffer(8));
      view.setFloat64(0, x);
      expect(result.hex).toBe('0x' + view.getBigUint64(0).toString(16).toUpperCase().padStart(16, '0'));
      if (Number.isFinite(x)) expect(result.shortestDecimal).toBe(decimal(x));
    }), { numRuns: 60 });
    await fc.assert(fc.asyncProperty(fc.float({ noNaN: true, noDefaultInfinity: true }), async (x) => {
      const result = await inspect({ value: decimal(x), width: 32 });
      const view = new DataView(new ArrayBuffer(4));
      view.setFloat32(0, x);
      expect(result.hex).toBe('0x' + view.getUint32(0).toString(16).toUpperCase().padStart(8, '0'));
      expect(Math.fround(Number(result.shortestDecimal))).toBe(x);
    }), { numRuns: 60 });
  });

  it('refuses bad input, naming the field', async () => {
    await expectInvalid('ieee754-inspect', {}, 'value: give exactly one of value or hex');
    await expectInvalid('ieee754-inspect', { value: '1', hex: '3c00' }, 'value: give exactly one of value or hex');
    await expectInvalid('ieee754-inspect', { value: '0x10' }, /^value: "0x10" is not a number/);
    await expectInvalid('ieee754-inspect', { value: '1e' }, /^value:/);
    await expectInvalid('ieee754-inspect', { hex: 'zz00' }, /^hex: "zz00" is not hexadecimal/);
    await expectInvalid('ieee754-inspect', { hex: '3c0' }, 'hex: has 3 hex digits; a half has 4, a single 8, a double 16');
    await expectInvalid('ieee754-inspect', { hex: '3c00', width: 64 }, 'hex: has 4 hex digits, which is a 16-bit pattern, but width is 64');
    await expectInvalid('ieee754-inspect', { value: '1', width: 128 }, /^width:/);
    await expectInvalid('ieee754-inspect', { value: 1 }, /^value: must be a string/);
    await expectInvalid('ieee754-inspect', { value: '1'.repeat(1_001) }, /^value: must be at most 1000 characters/);
    await expectInvalid('ieee754-inspect', JSON.parse('{"value":"1","__proto__":{"x":1}}'), /__proto__/);
  });

  it('reads 1,000 digits at the bound', async () => {
    expect((await inspect({ value: '9'.repeat(1_000) })).kind).toBe('infinity');
    expect((await inspect({ value: '0.' + '0'.repeat(300) + '1'.repeat(698) })).hex).toBe('0x01730C8E02A46688'); // python: struct.pack('>d', float('0.' + '0'*300 + '1'*698)).hex();
  });
});
