import { describe, expect, it } from 'vitest';
import { cents } from './money.ts';
import { effectiveYearlyRate, futureValue, growthFactor, growthMinusOne, growYearly, lumpSumRate, monthlyEquivalentRate, seriesFactor, spreadsheetFv } from './growth.ts';

describe('spreadsheetFv', () => {
  it("reproduces the worked examples of Microsoft's FV function page", () => {
    // support.microsoft.com "FV function": =FV(0.06/12, 10, -200, -500, 1) → $2,581.40
    expect(cents(spreadsheetFv(0.06 / 12, 10, -200, -500, 1))).toBe('2581.40');
    // =FV(0.12/12, 12, -1000) → $12,682.50
    expect(cents(spreadsheetFv(0.12 / 12, 12, -1000, 0))).toBe('12682.50');
    // =FV(0.11/12, 35, -2000, , 1) → $82,846.25
    expect(cents(spreadsheetFv(0.11 / 12, 35, -2000, 0, 1))).toBe('82846.25');
  });

  it('loses everything at a rate of −100 %, and nothing over zero periods', () => {
    expect(growthFactor(-1, 0)).toBe(1);
    expect(growthFactor(-1, 3)).toBe(0);
    expect(growthMinusOne(-1, 0)).toBe(0);
    expect(futureValue(-1, 2, 0, 100)).toBe(0);
  });

  it('adds payments without interest at a zero rate', () => {
    expect(spreadsheetFv(0, 10, -5, -100)).toBe(150);
    expect(seriesFactor(0, 7, 'beginning')).toBe(7);
  });

  it('keeps the digits of a tiny rate, where (1+r)^n − 1 cancels them', () => {
    // python3: from decimal import *; getcontext().prec=50; r=Decimal('0.0001')/365; ((1+r)**3650-1)*1000
    //   → 1.00050002958501053558… (plain floats give 1.0005000299027)
    expect(futureValue(0.0001 / 365, 3650, 0, 1000) - 1000).toBeCloseTo(1.000500029585, 11);
  });
});

describe('rates', () => {
  it('converts a nominal rate compounded m times to its monthly and effective yearly equivalents', () => {
    // python3 (decimal, prec 50): (1+Decimal('0.05')/4)**(Decimal(4)/12)-1 → 0.004149425123254282…
    expect(monthlyEquivalentRate(5, 4)).toBeCloseTo(0.004149425123254283, 17);
    expect(monthlyEquivalentRate(6, 12)).toBe(0.005);
    // python3 (decimal): (1+Decimal('0.05')/365)**365-1 → 0.051267496467462550…
    expect(effectiveYearlyRate(5, 365)).toBeCloseTo(0.05126749646746255, 15);
  });

  it('finds the compound annual growth rate of a lump sum', () => {
    // python3: (2000/1000)**(1/5)-1 → 0.1486983549970351
    expect(lumpSumRate(1000, 2000, 5)).toBeCloseTo(0.1486983549970351, 15);
  });
});

describe('growYearly', () => {
  it('gives each year the spreadsheet FV at its end', () => {
    // python3: FV = lambda r,n,pmt,pv: -(pv*(1+r)**n + pmt*((1+r)**n-1)/r); -FV(0.06/12, 12, -100, -1000) → 2295.2340491544637;
    //   -FV(0.06/12, 24, -100, -1000) → 3670.355300313166
    const growth = growYearly(1000, 100, 0.005, 2, 'end');
    expect(growth.rows.map((row) => cents(row.balance))).toEqual(['2295.23', '3670.36']);
    expect(growth.rows[0]).toMatchObject({ year: 1, contributions: 2200, total_contributions: 2200 });
    expect(cents(growth.rows[0]!.interest)).toBe('95.23');
    expect(growth.rows[1]).toMatchObject({ year: 2, contributions: 1200, total_contributions: 3400 });
    expect(cents(growth.rows[1]!.interest)).toBe('175.12');
    expect(cents(growth.interest)).toBe('270.36');
    expect(growth.truncated).toBe(false);
  });
});
