import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';
import { BAGKUR, TR_INCOME_TAX } from './data/tr-income-tax.ts';
import { KKTC_INCOME_TAX_2024 } from './data/kktc-income-tax.ts';
import type { Output } from './self-employment-tax/schema.ts';
import { progressiveTax } from './self-employment-tax/progressive.ts';

const ID = 'self-employment-tax-calculator';
const tax = (input: Record<string, unknown>) => run<Output>(ID, input);
const part = (result: Output, label: string) => result.contributions.parts.find((p) => p.label.startsWith(label))!;

describe('self-employment-tax-calculator: USA', () => {
  it('reproduces the tax amounts printed in Rev. Proc. 2024-40 (single, 2025) and Rev. Proc. 2023-34 (joint, 2024)', async () => {
    // Other income only, no deduction: taxable income = other_income, and no SE tax.
    const incomeTax = async (other_income: number, tax_year: number, filing_status: string) =>
      (await tax({ gross_income: 0, other_income, tax_year, filing_status, country: 'usa', use_standard_deduction: false })).income_tax.total;
    // Rev. Proc. 2024-40 §3.01 Table 3 (single): $5,578.50 / $17,651 / $40,199 / $57,231 / $188,769.75 at the band limits.
    // python3 (bands of the table, summed) gives the same: [5578.5, 17651.0, 40199.0, 57231.0, 188769.75]
    for (const [income, published] of [[48475, 5578.5], [103350, 17651], [197300, 40199], [250525, 57231], [626350, 188769.75]]) {
      expect(await incomeTax(income!, 2025, 'single')).toBeCloseTo(published!, 6);
    }
    // Rev. Proc. 2023-34 Table 1 (married filing jointly, 2024): $10,852 / $34,337 / $78,221 / $111,357 / $196,669.50.
    for (const [income, published] of [[94300, 10852], [201050, 34337], [383900, 78221], [487450, 111357], [731200, 196669.5]]) {
      expect(await incomeTax(income!, 2024, 'married_filing_jointly')).toBeCloseTo(published!, 6);
    }
  });

  it('computes Schedule SE, half of it deducted, the 2025 standard deduction and the brackets', async () => {
    const result = await tax({ gross_income: 100000, business_expenses: 20000, country: 'usa', filing_status: 'single' });
    // python3: n=80000*0.9235; se=n*0.124+n*0.029; ti=80000-se/2-15750 → 73880.0 11303.64 58598.18
    expect(result.contributions.base).toBeCloseTo(73880, 8);
    expect(part(result, 'Social Security').amount).toBeCloseTo(9161.12, 8);
    expect(part(result, 'Medicare').amount).toBeCloseTo(2142.52, 8);
    expect(result.contributions.deductible).toBeCloseTo(5651.82, 8);
    expect(result.deductions[1]).toEqual({ label: 'Standard deduction, single, 2025', amount: 15750 });
    expect(result.taxable_income).toBeCloseTo(58598.18, 8);
    // python3: 1192.5 + 4386 + 0.22*(58598.18-48475) → 7805.5996; + 11303.64 → 19109.2396
    expect(result.income_tax.total).toBeCloseTo(7805.5996, 8);
    expect(result.formatted).toMatchObject({ income_tax: '7805.60', contributions: '11303.64', total_tax: '19109.24', income_after_tax: '60890.76' });
    expect(result.marginal_rate_percent).toBe(22);
    expect(result.effective_rate_percent).toBeCloseTo((19109.2396 / 80000) * 100, 8);
    expect(result.notes).toContain("The 2025 standard deduction is P.L. 119-21's 15750, raised from Rev. Proc. 2024-40's 15000.");
  });

  it('caps Social Security at the wage base and adds the 0.9 % Additional Medicare Tax above the threshold', async () => {
    const result = await tax({ gross_income: 300000, country: 'usa', filing_status: 'single' });
    // python3: n=300000*0.9235 → 277050.0; 0.124*176100 → 21836.4; 0.029*n → 8034.45; 0.009*(n-200000) → 693.45
    expect(part(result, 'Social Security')).toMatchObject({ base: 176100 });
    expect(part(result, 'Social Security').amount).toBeCloseTo(21836.4, 8);
    expect(part(result, 'Medicare,').amount).toBeCloseTo(8034.45, 8);
    expect(part(result, 'Additional Medicare').amount).toBeCloseTo(693.45, 8);
    // Half of SE tax excludes the Additional Medicare Tax: (21836.4+8034.45)/2 → 14935.425
    expect(result.contributions.deductible).toBeCloseTo(14935.425, 8);
    // python3: ti=300000-14935.425-15750 → 269314.575; tax 57231+0.35*(ti-250525) → 63807.35125; total +29870.85+693.45 → 94371.65125
    expect(result.income_tax.total).toBeCloseTo(63807.35125, 8);
    expect(result.total_tax).toBeCloseTo(94371.65125, 8);
    expect(result.marginal_rate_percent).toBe(35);
  });

  it('uses the 2024 wage base and thresholds, itemized deductions, and each filing status', async () => {
    const joint = await tax({ gross_income: 150000, country: 'usa', tax_year: 2024, filing_status: 'married_filing_jointly', use_standard_deduction: false, itemized_deductions: 40000 });
    // python3: n=138525; se=0.153*n → 21194.325; ti=150000-se/2-40000 → 99402.8375; tax → 11974.62425
    expect(joint.contributions.total).toBeCloseTo(21194.325, 8);
    expect(joint.taxable_income).toBeCloseTo(99402.8375, 8);
    expect(joint.income_tax.total).toBeCloseTo(11974.62425, 8);
    expect(joint.deductions[1]).toEqual({ label: 'Itemized deductions (Schedule A), as given', amount: 40000 });
    const below = await tax({ gross_income: 50000, country: 'usa', use_standard_deduction: false, itemized_deductions: 1000 });
    expect(below.notes.some((note) => note.includes('taking the standard deduction would lower the tax'))).toBe(true);
    // Standard deductions 2025 (P.L. 119-21): head of household 23,625; qualifying surviving spouse as joint, 31,500.
    expect((await tax({ gross_income: 1000, country: 'usa', filing_status: 'head_of_household' })).deductions[1]!.amount).toBe(23625);
    const survivor = await tax({ gross_income: 300000, country: 'usa', filing_status: 'qualifying_surviving_spouse' });
    expect(survivor.deductions[1]!.amount).toBe(31500);
    expect(survivor.income_tax.schedule).toBe('Rev. Proc. 2024-40 brackets, married filing jointly');
    // ...but the 200,000 Additional Medicare Tax threshold of Form 8959: 0.009*(277050-200000) → 693.45
    expect(part(survivor, 'Additional Medicare').amount).toBeCloseTo(693.45, 8);
    // Married filing separately: 125,000 threshold. python3: 0.009*(277050-125000) → 1368.45
    expect(part(await tax({ gross_income: 300000, country: 'usa', filing_status: 'married_filing_separately' }), 'Additional Medicare').amount).toBeCloseTo(1368.45, 8);
    // 2024 wage base 168,600: 0.124*168600 → 20906.4
    expect(part(await tax({ gross_income: 300000, country: 'usa', tax_year: 2024 }), 'Social Security').amount).toBeCloseTo(20906.4, 8);
  });

  it('owes no SE tax below $400 of net earnings, assumes single when no status is given', async () => {
    const small = await tax({ gross_income: 433, country: 'usa' }); // 433 × 0.9235 = 399.8755 < 400
    expect(small.contributions.total).toBe(0);
    expect(small.filing_status).toBe('single');
    expect(small.notes).toContain('filing_status was not given: single is assumed.');
    // python3 -c "print(434*0.9235*0.153)" → 61.322247 (434 × 0.9235 = 400.799 ≥ 400)
    expect((await tax({ gross_income: 434, country: 'usa' })).contributions.total).toBeCloseTo(61.322247, 8);
  });

  it('lets a business loss offset other income, never taxing below zero', async () => {
    const loss = await tax({ gross_income: 10000, business_expenses: 30000, other_income: 50000, country: 'usa' });
    expect(loss.contributions.total).toBe(0);
    // 10000 − 30000 + 50000 − 15750 → 14250; tax 1192.5 + 0.12*(14250-11925) → 1471.5
    expect(loss.taxable_income).toBe(14250);
    expect(loss.income_tax.total).toBeCloseTo(1471.5, 8);
    const none = await tax({ gross_income: 0, country: 'usa' });
    expect(none).toMatchObject({ taxable_income: 0, total_tax: 0, effective_rate_percent: null, marginal_rate_percent: 0 });
  });
});

describe('self-employment-tax-calculator: Turkey', () => {
  it('applies the GVK 103 non-wage tariff exactly as its published cumulative amounts', () => {
    // The tariffs publish the tax at each band's lower limit (e.g. 2025: 23,700 / 58,100 / 185,000 / 1,410,000).
    for (const year of [2024, 2025] as const) {
      const { non_wage, published_cumulative_tax } = TR_INCOME_TAX[year];
      non_wage.forEach((band, i) => expect(progressiveTax(non_wage, band.over).total, `${year} at ${band.over}`).toBeCloseTo(published_cumulative_tax[i]!, 6));
    }
  });

  it('computes 2025 Bağ-Kur on the minimum base with the discount, deducted before income tax', async () => {
    const result = await tax({ gross_income: 1000000, business_expenses: 200000 });
    // python3: bk=26005.5*12*0.2975 → 92839.635; ti=800000-bk → 707160.365; tax 58100+0.27*(ti-330000) → 159933.29855
    expect(result.contributions.total).toBeCloseTo(92839.635, 8);
    expect(result.taxable_income).toBeCloseTo(707160.365, 8);
    expect(result.income_tax.total).toBeCloseTo(159933.29855, 8);
    expect(result.total_tax).toBeCloseTo(252772.93355, 8);
    expect(result.formatted).toMatchObject({ contributions: '92839.64', income_tax: '159933.30', total_tax: '252772.93' });
    expect(result.currency).toBe('TRY');
    expect(result.marginal_rate_percent).toBe(27);
    // The monthly premium agrees with the data's derived minimum (7,736.64 TL: 26,005.50 × 29.75 %).
    expect((BAGKUR[2025].minimum_base * 0.2975).toFixed(2)).toBe('7736.64');
  });

  it('splits 2024 at the September rate change, without the discount when not entitled', async () => {
    const result = await tax({ gross_income: 500000, tax_year: 2024, bagkur_has_discount: false });
    // python3: 20002.5*8*0.345 + 20002.5*4*0.3475 → 83010.375; ti=500000-bk → 416989.625; tax → 90987.19875
    expect(result.contributions.parts.map((p) => p.rate)).toEqual([0.345, 0.3475]);
    expect(result.contributions.total).toBeCloseTo(83010.375, 8);
    expect(result.income_tax.total).toBeCloseTo(90987.19875, 8);
  });

  it('takes a custom base between the SGK limits and refuses one outside, naming the range', async () => {
    const top = await tax({ gross_income: 5000000, bagkur_tier: 'custom', custom_bagkur_base: 195041.4 });
    // python3: 195041.4*12*0.2975 → 696297.798; 5000000-696297.798 → 4303702.202; 1410000+0.4*(x-4300000) → 1411480.8808
    expect(top.contributions.total).toBeCloseTo(696297.798, 6);
    expect(top.income_tax.total).toBeCloseTo(1411480.8808, 6);
    expect(top.marginal_rate_percent).toBe(40);
    await expectInvalid(ID, { gross_income: 1, bagkur_tier: 'custom' }, 'custom_bagkur_base: required when bagkur_tier is custom (a monthly base between 26005.50 and 195041.40 TL for 2025)');
    await expectInvalid(ID, { gross_income: 1, bagkur_tier: 'custom', custom_bagkur_base: 26005 }, /^custom_bagkur_base: must be a monthly base between 26005.50 and 195041.40 TL for 2025 .*got 26005$/);
    await expectInvalid(ID, { gross_income: 1, tax_year: 2024, bagkur_tier: 'custom', custom_bagkur_base: 150019 }, /^custom_bagkur_base: must be a monthly base between 20002.50 and 150018.90 TL for 2024/);
  });

  it('still owes Bağ-Kur on a loss, and taxes nothing', async () => {
    const loss = await tax({ gross_income: 50000, business_expenses: 80000 });
    expect(loss.taxable_income).toBe(0);
    expect(loss.income_tax.total).toBe(0);
    expect(loss.total_tax).toBeCloseTo(92839.635, 8);
    expect(loss.effective_rate_percent).toBeNull();
  });
});

describe('self-employment-tax-calculator: KKTC', () => {
  it('computes 2024 income tax after the personal allowance, matching the published running totals', async () => {
    // akmanco's 2024 table: running totals 3,000 / 9,000 / 28,000 / 58,150 at the band limits.
    const atTop = await tax({ gross_income: 320000 + 236500, country: 'kktc', tax_year: 2024 });
    expect(atTop.taxable_income).toBe(236500);
    expect(atTop.income_tax.total).toBeCloseTo(58150, 6);
    KKTC_INCOME_TAX_2024.brackets.forEach((band, i) =>
      expect(progressiveTax(KKTC_INCOME_TAX_2024.brackets, band.over).total).toBeCloseTo(KKTC_INCOME_TAX_2024.published_cumulative_tax[i]!, 6),
    );
    // python3: 58150 + 0.37*(600000-320000-236500) → 74245.0
    expect((await tax({ gross_income: 600000, country: 'kktc', tax_year: 2024 })).income_tax.total).toBeCloseTo(74245, 6);
  });

  it('says social insurance is not computed, and refuses 2025 saying what is missing', async () => {
    const result = await tax({ gross_income: 600000, country: 'kktc', tax_year: 2024 });
    expect(result.contributions).toMatchObject({ computed: false, total: 0, parts: [] });
    expect(result.notes[0]).toMatch(/^INCOMPLETE: the total is income tax only; no source was found for the self-employed Sosyal Sigortalar/);
    await expectInvalid(ID, { gross_income: 600000, country: 'kktc' }, /^tax_year: kktc can only be computed for 2024: the bundled KKTC data has no 2025 income-tax brackets/);
  });
});

describe('self-employment-tax-calculator: fields and hostile input', () => {
  it('ignores fields that do not apply to the country, and lists them', async () => {
    const turkey = await tax({ gross_income: 100000, filing_status: 'single', use_standard_deduction: false, itemized_deductions: 5 });
    expect(turkey.ignored_fields.map((f) => f.field)).toEqual(['filing_status', 'use_standard_deduction', 'itemized_deductions']);
    expect(turkey.ignored_fields[0]!.reason).toBe('used only when country is usa; this is turkey');
    const usa = await tax({ gross_income: 100000, country: 'usa', bagkur_tier: 'custom', bagkur_has_discount: false, custom_bagkur_base: 30000, itemized_deductions: 9 });
    expect(usa.ignored_fields.map((f) => f.field)).toEqual(['itemized_deductions', 'bagkur_tier', 'bagkur_has_discount', 'custom_bagkur_base']);
    expect(usa.ignored_fields[0]!.reason).toMatch(/^use_standard_deduction is true/);
    const minimum = await tax({ gross_income: 100000, custom_bagkur_base: 30000 });
    expect(minimum.ignored_fields).toEqual([{ field: 'custom_bagkur_base', reason: 'bagkur_tier is minimum; set it to custom to use this base' }]);
    expect(minimum.contributions.base).toBeCloseTo(26005.5 * 12, 8);
    expect((await tax({ gross_income: 100000 })).ignored_fields).toEqual([]);
  });

  it('stays finite at the largest amounts', async () => {
    const huge = await tax({ gross_income: 1e12, other_income: 1e12, country: 'usa', filing_status: 'married_filing_separately' });
    expect(Number.isFinite(huge.total_tax)).toBe(true);
    expect(huge.marginal_rate_percent).toBe(37);
    expect(Number.isFinite((await tax({ gross_income: 1e12, other_income: 1e12 })).total_tax)).toBe(true);
  });

  it('refuses impossible input, naming the field', async () => {
    await expectInvalid(ID, {}, 'gross_income: is required');
    await expectInvalid(ID, { gross_income: -1 }, /^gross_income: /);
    await expectInvalid(ID, { gross_income: 1e13 }, /^gross_income: /);
    await expectInvalid(ID, { gross_income: 1, tax_year: 2023 }, /^tax_year: /);
    await expectInvalid(ID, { gross_income: 1, tax_year: 2026 }, /^tax_year: /);
    await expectInvalid(ID, { gross_income: 1, country: 'uk' }, /^country: /);
    await expectInvalid(ID, { gross_income: 1, country: 'usa', filing_status: 'widow' }, /^filing_status: /);
    await expectInvalid(ID, { gross_income: 1, business_expenses: -5 }, /^business_expenses: /);
    await expectInvalid(ID, { gross_income: 1, use_standard_deduction: 'yes' }, /^use_standard_deduction: /);
    await expectInvalid(ID, JSON.parse('{"gross_income":1,"__proto__":{"country":"usa"}}'), '__proto__: unknown field');
  });
});
