import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Result {
  valid: boolean;
  formatValid: boolean;
  reason: string | null;
  vat: string | null;
  countryCode: string | null;
  countryName: string | null;
}

const check = (vat: string) => run<Result>('vat-validate', { vat });

describe('vat-validate', () => {
  it('accepts what python-stdnum vatin accepts', async () => {
    // /usr/bin/python3 -c "from stdnum import vatin; print(vatin.validate(x))" passes for each
    const cases: [string, string, string][] = [
      ['BE0411905847', 'BE0411905847', 'BE'],
      ['DE136695976', 'DE136695976', 'DE'],
      ['GB980780684', 'GB980780684', 'GB'],
      ['FR40303265045', 'FR40303265045', 'FR'],
      ['NL004495445B01', 'NL004495445B01', 'NL'],
      ['EL094259216', 'EL094259216', 'GR'],
      ['CHE-116.281.710 MWST', 'CHE116281710MWST', 'CH'],
      ['ATU13585627', 'ATU13585627', 'AT'],
      ['ESA13585625', 'ESA13585625', 'ES'],
      ['IT00743110157', 'IT00743110157', 'IT'],
      ['PL8567346215', 'PL8567346215', 'PL'],
      ['SE556188840401', 'SE556188840401', 'SE'],
      ['be 0411.905.847', 'BE0411905847', 'BE'],
    ];
    for (const [input, vat, countryCode] of cases) {
      expect(await check(input), input).toMatchObject({ valid: true, formatValid: true, reason: null, vat, countryCode });
    }
  });

  it('refuses what python-stdnum vatin refuses', async () => {
    // vatin.validate → InvalidChecksum for BE0897221791, ATU13585626, DE136695975; InvalidLength for DE13669597
    expect(await check('BE0897221791')).toMatchObject({ valid: false, formatValid: true, reason: 'fails the check digits for Belgium' });
    expect(await check('ATU13585626')).toMatchObject({ valid: false, formatValid: true, countryName: 'Austria' });
    expect(await check('DE136695975')).toMatchObject({ valid: false, formatValid: true });
    expect(await check('DE13669597')).toMatchObject({ valid: false, formatValid: false, reason: 'does not have the format of a VAT number of Germany' });
  });

  it('requires the country prefix, and names an unsupported one', async () => {
    expect(await check('0411905847')).toMatchObject({ valid: false, reason: 'does not start with a country prefix (such as DE, FR or EL)', vat: '0411905847' });
    expect(await check('XX123')).toMatchObject({ valid: false, reason: 'the prefix XX is not a supported VAT country', countryCode: null });
    expect((await check('BR11222333000181')).reason).toBe('the prefix BR is not a supported VAT country');
  });

  it('answers stray characters, empty and huge input as invalid, not as errors', async () => {
    expect((await check('')).reason).toBe('is empty');
    expect((await check('BE0411905847€')).reason).toBe('contains "€" at index 12, which is not a letter, digit or separator');
    expect((await check('__proto__')).reason).toMatch(/^contains "_" at index 0/);
    expect(await check('B'.repeat(1_000_000))).toMatchObject({ valid: false, vat: null, reason: 'has more than 24 characters; no VAT number is that long' });
    expect((await check(' '.repeat(999_988) + 'BE0411905847')).valid).toBe(true);
  });

  it('refuses wrong types and over-long input, naming the field', async () => {
    await expectInvalid('vat-validate', { vat: 411905847 }, 'vat: must be a string, got an integer');
    await expectInvalid('vat-validate', {}, 'vat: is required');
    await expectInvalid('vat-validate', { vat: 'B'.repeat(1_000_001) }, 'vat: must be at most 1000000 characters');
  });
});
