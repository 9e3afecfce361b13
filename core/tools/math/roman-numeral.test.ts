import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

type Result = { input: string; direction: string; number: number; roman: string; breakdown: { symbol: string; value: number }[]; expression: string };
const convert = (value: string) => run<Result>('roman-numeral', { value });

describe('roman-numeral', () => {
  it('writes published examples', async () => {
    // LeetCode 12 "Integer to Roman": 1994 → MCMXCIV; 3999 → MMMCMXCIX is the largest standard numeral.
    expect(await convert('1994')).toMatchObject({ direction: 'to_roman', number: 1994, roman: 'MCMXCIV', expression: '1000 + 900 + 90 + 4 = 1994' });
    expect(await convert('3999')).toMatchObject({ roman: 'MMMCMXCIX' });
    // Wikipedia, "Roman numerals", Standard form: 39 = XXXIX, 246 = CCXLVI, 789 = DCCLXXXIX, 2421 = MMCDXXI,
    // 160 = CLX, 207 = CCVII, 1009 = MIX, 1066 = MLXVI.
    const wikipedia: [string, string][] = [['39', 'XXXIX'], ['246', 'CCXLVI'], ['789', 'DCCLXXXIX'], ['2421', 'MMCDXXI'], ['160', 'CLX'], ['207', 'CCVII'], ['1009', 'MIX'], ['1066', 'MLXVI']];
    for (const [number, roman] of wikipedia) {
      expect((await convert(number)).roman).toBe(roman);
      expect((await convert(roman)).number).toBe(Number(number));
    }
    expect(await convert('1')).toMatchObject({ roman: 'I', breakdown: [{ symbol: 'I', value: 1 }] });
    // The longest: python3 one-liner below → MMMDCCCLXXXVIII, 15 letters.
    expect((await convert('3888')).roman).toBe('MMMDCCCLXXXVIII');
  });

  it('reads numerals in any case and trims spaces', async () => {
    expect(await convert('MCMXCIV')).toMatchObject({ direction: 'to_number', number: 1994, roman: 'MCMXCIV' });
    expect(await convert('mcmxciv')).toMatchObject({ input: 'mcmxciv', number: 1994, roman: 'MCMXCIV' });
    expect(await convert('  McMxCiV ')).toMatchObject({ number: 1994 });
    expect(await convert(' 42 ')).toMatchObject({ roman: 'XLII' });
    expect(await convert('0042')).toMatchObject({ number: 42, roman: 'XLII' });
  });

  it('agrees with an independent digit-table converter on all of 1..3999, both ways', async () => {
    // python3 -c "H=['','C','CC','CCC','CD','D','DC','DCC','DCCC','CM'];T=['','X','XX','XXX','XL','L','LX','LXX','LXXX','XC'];
    //   O=['','I','II','III','IV','V','VI','VII','VIII','IX'];r=lambda n:'M'*(n//1000)+H[n//100%10]+T[n//10%10]+O[n%10];
    //   import hashlib;s=','.join(r(n) for n in range(1,4000));print(len(s),hashlib.sha256(s.encode()).hexdigest())"
    // → 33998 c7623eb23c3c34d5cc11b8bb15c613efb0e93ca487b9dc649df97afeaa15e426
    const all: string[] = [];
    for (let n = 1; n <= 3999; n++) {
      const { roman } = await convert(String(n));
      all.push(roman);
      expect((await convert(roman.toLowerCase())).number).toBe(n);
    }
    const joined = all.join(',');
    expect(joined).toHaveLength(33998);
    expect(createHash('sha256').update(joined).digest('hex')).toBe('c7623eb23c3c34d5cc11b8bb15c613efb0e93ca487b9dc649df97afeaa15e426');
  });

  it('refuses non-standard numerals with the rule they break', async () => {
    await expectInvalid('roman-numeral', { value: 'IIII' }, 'value: "IIII" has I four times in a row at position 1; at most three are allowed (IIII is written IV)');
    await expectInvalid('roman-numeral', { value: 'XXXXI' }, /has X four times in a row at position 1; .*XXXX is written XL/);
    await expectInvalid('roman-numeral', { value: 'IC' }, 'value: "IC" has IC at position 1, which is not a subtractive pair (only IV, IX, XL, XC, CD and CM are)');
    await expectInvalid('roman-numeral', { value: 'VX' }, /"VX" has VX at position 1, which is not a subtractive pair/);
    await expectInvalid('roman-numeral', { value: 'MIM' }, /"MIM" has IM at position 2, which is not a subtractive pair/);
    await expectInvalid('roman-numeral', { value: 'VV' }, 'value: "VV" repeats V at position 2; V, L and D are never repeated (VV is written X)');
    await expectInvalid('roman-numeral', { value: 'DD' }, /repeats D at position 2; .*DD is written M/);
    await expectInvalid('roman-numeral', { value: 'MMMM' }, 'value: "MMMM" has four M, 4000 or more; Roman numerals run from 1 to 3999 (MMMCMXCIX)');
    await expectInvalid('roman-numeral', { value: 'MMMCMM' }, 'value: "MMMCMM" adds up to 4900; Roman numerals run from 1 to 3999 (MMMCMXCIX)');
    await expectInvalid('roman-numeral', { value: 'IXI' }, 'value: "IXI" is not in standard form: its symbols must run from largest to smallest, each place written once; 10 is written X');
    await expectInvalid('roman-numeral', { value: 'IIV' }, /"IIV" is not in standard form.*; 5 is written V$/);
    await expectInvalid('roman-numeral', { value: 'XCXC' }, /"XCXC" is not in standard form.*; 180 is written CLXXX$/);
    await expectInvalid('roman-numeral', { value: 'iiii' }, /"IIII" has I four times/);
  });

  it('refuses numbers outside 1-3999 and other text', async () => {
    await expectInvalid('roman-numeral', { value: '0' }, 'value: "0" is out of range; Roman numerals run from 1 to 3999 (I to MMMCMXCIX), and there is no Roman zero');
    await expectInvalid('roman-numeral', { value: '4000' }, 'value: "4000" is out of range; Roman numerals run from 1 to 3999 (I to MMMCMXCIX)');
    await expectInvalid('roman-numeral', { value: '99999999999999999999999' }, /is out of range/);
    await expectInvalid('roman-numeral', { value: '-5' }, 'value: "-5" is out of range; Roman numerals run from 1 to 3999 (I to MMMCMXCIX)');
    await expectInvalid('roman-numeral', { value: '2.5' }, /"2.5" is not a whole number/);
    await expectInvalid('roman-numeral', { value: '12a' }, 'value: "a" at position 3 of "12a" is not a digit (the value is either a number of digits or a Roman numeral)');
    await expectInvalid('roman-numeral', { value: 'MCMA' }, 'value: "A" at position 4 of "MCMA" is not a Roman numeral letter (I, V, X, L, C, D, M, any case)');
    await expectInvalid('roman-numeral', { value: 'X I' }, /" " at position 2/);
    await expectInvalid('roman-numeral', { value: '\u2167' }, /"Ⅷ" at position 1/);
    await expectInvalid('roman-numeral', { value: '\u0131' }, /"ı" at position 1 .* not a Roman numeral letter/);
    await expectInvalid('roman-numeral', { value: '   ' }, 'value: is empty (give a number from 1 to 3999 or a Roman numeral)');
    await expectInvalid('roman-numeral', { value: '' }, /^value: /);
    await expectInvalid('roman-numeral', { value: 'M'.repeat(65) }, /^value: must be at most 64 characters/);
    await expectInvalid('roman-numeral', { value: 1994 }, /^value: must be a string/);
    await expectInvalid('roman-numeral', JSON.parse('{"value":"X","__proto__":{"value":"I"}}'), '__proto__: unknown field');
  });
});
