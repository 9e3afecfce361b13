import { Type } from '@sinclair/typebox';
import { annuityPayment, ANNUITY_FORMULA } from '../../lib/annuity.ts';
import { cents, finiteResult } from '../../lib/money.ts';
import { closedObject, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Method (code and description): the 28/36 qualifying ratios of conventional mortgage
 * underwriting (Fannie Mae's long-standing manual-underwriting guideline; the CFPB explains the
 * debt-to-income ratio in "What is a debt-to-income ratio?"). The housing payment may be at most
 * 28 % of gross monthly income (front-end) AND at most dti_ratio % of it minus monthly_debts
 * (back-end); the lower limit applies. The home price whose PITI — principal and interest by the
 * standard (ordinary) annuity formula (spreadsheet PMT, core/lib/annuity.ts) + property tax +
 * insurance + HOA — equals that limit is then solved in closed form, PITI being linear in the
 * price: price = (limit − insurance/12 − HOA) / (PMT-per-unit·(1 − down%) + tax%/1200).
 * Bounds the spec leaves open: amounts up to 1e12, interest_rate 0-100 %, loan_term_years a
 * whole 1-50, property_tax_rate 0-20 %, dti_ratio above 0 up to 100.
 */

const FRONT_END_PERCENT = 28;

const METHOD =
  'Housing payment limit = the lower of 28 % of gross monthly income (front-end) and dti_ratio % of it minus monthly_debts (back-end): the 28/36 qualifying ratios ' +
  '(Fannie Mae conventional underwriting guideline; CFPB, "What is a debt-to-income ratio?"). Home price solved so that PITI = principal and interest ' +
  `(${ANNUITY_FORMULA}) + property tax + insurance + HOA equals the limit.`;

const money = (description: string) => Type.Number({ description });

const output = closedObject({
  annual_income: money('Gross yearly income, as given'),
  monthly_income: money('annual_income / 12'),
  front_end_limit: money('28 % of monthly income: the most for housing by the front-end ratio'),
  back_end_limit: money('dti_ratio % of monthly income − monthly_debts: the most for housing by the back-end ratio'),
  max_housing_payment: money('The lower of the two: the monthly PITI this income supports'),
  limiting_rule: Type.String({ description: 'front-end (28 %) or back-end (dti_ratio) — which limit applied' }),
  max_home_price: money('The home price whose monthly PITI equals max_housing_payment'),
  down_payment: money('max_home_price × down_payment_percent / 100'),
  loan_amount: money('max_home_price − down_payment'),
  monthly_payment: closedObject(
    {
      principal_and_interest: money('The loan payment by the annuity formula'),
      property_tax: money('max_home_price × property_tax_rate / 100 / 12'),
      insurance: money('insurance_annual / 12'),
      hoa: money('hoa_monthly'),
      total: money('PITI + HOA: equals max_housing_payment'),
    },
    { description: 'The monthly payment at the maximum price, by part (unrounded)' },
  ),
  front_end_ratio_percent: Type.Number({ description: 'Housing payment ÷ monthly income, in percent' }),
  back_end_ratio_percent: Type.Number({ description: '(Housing payment + monthly_debts) ÷ monthly income, in percent' }),
  inputs: closedObject(
    {
      monthly_debts: money('As given'),
      down_payment_percent: Type.Number({ description: 'As given' }),
      interest_rate: Type.Number({ description: 'As given, yearly percent' }),
      loan_term_years: Type.Integer({ description: 'As given' }),
      property_tax_rate: Type.Number({ description: 'As given, yearly percent of the home price' }),
      insurance_annual: money('As given'),
      hoa_monthly: money('As given'),
      dti_ratio: Type.Number({ description: 'As given, percent' }),
    },
    { description: 'The optional inputs with their defaults applied' },
  ),
  method: Type.String({ description: 'The rules and formulas used and their sources' }),
  formatted: closedObject(
    {
      max_home_price: Type.String({ description: 'Rounded to cents' }),
      loan_amount: Type.String({ description: 'Rounded to cents' }),
      down_payment: Type.String({ description: 'Rounded to cents' }),
      max_housing_payment: Type.String({ description: 'Rounded to cents' }),
    },
    { description: 'The headline amounts rounded to cents, for display' },
  ),
  summary: Type.String({ description: 'The result in one sentence (amounts in cents)' }),
});

export default defineTool({
  id: 'home-affordability-calculator',
  name: 'Home Affordability Calculator',
  category: 'finance',
  description:
    'How much house an income supports: the housing payment limit by the 28/36 qualifying ratios (28 % of gross monthly income front-end, dti_ratio % minus other debts back-end, the lower applies; ' +
    'Fannie Mae guideline, CFPB debt-to-income), then the home price whose PITI (principal and interest by the standard annuity formula, spreadsheet PMT, plus property tax, insurance and HOA) fits it, ' +
    'with the monthly breakdown. Rates are yearly percentages.',
  keywords: ['how much house', 'afford a house', 'dti', 'debt to income', '28/36 rule', 'piti', 'max home price', 'mortgage qualification'],
  mcp: true,
  input: closedObject({
    annual_income: Type.Number({ exclusiveMinimum: 0, maximum: 1e12, description: 'Gross yearly household income (above 0, up to 1e12)' }),
    monthly_debts: withDefault(Type.Number({ minimum: 0, maximum: 1e12, description: 'Other monthly debt payments: car, student loans, card minimums (0 to 1e12, default 0)' }), 0),
    down_payment_percent: withDefault(Type.Number({ minimum: 0, exclusiveMaximum: 100, description: 'Down payment in percent of the price (0 to below 100, default 20)' }), 20),
    interest_rate: withDefault(Type.Number({ minimum: 0, maximum: 100, description: 'Mortgage rate, yearly PERCENT (0 to 100, default 6.5)' }), 6.5),
    loan_term_years: withDefault(Type.Integer({ minimum: 1, maximum: 50, description: 'Mortgage term in whole years (1-50, default 30)' }), 30),
    property_tax_rate: withDefault(Type.Number({ minimum: 0, maximum: 20, description: 'Property tax, yearly percent of the home price (0 to 20, default 1.2)' }), 1.2),
    insurance_annual: withDefault(Type.Number({ minimum: 0, maximum: 1e12, description: 'Homeowners insurance a year (0 to 1e12, default 1500)' }), 1500),
    hoa_monthly: withDefault(Type.Number({ minimum: 0, maximum: 1e12, description: 'HOA dues a month (0 to 1e12, default 0)' }), 0),
    dti_ratio: withDefault(Type.Number({ exclusiveMinimum: 0, maximum: 100, description: 'Back-end debt-to-income limit in percent (above 0 up to 100, default 36)' }), 36),
  }),
  output,
  examples: [
    {
      title: "The defaults on 100,000 a year with 500 of other debts",
      input: { annual_income: 100000, monthly_debts: 500 },
      output: {
        annual_income: 100000,
        monthly_income: 8333.333333333334,
        front_end_limit: 2333.3333333333335,
        back_end_limit: 2500,
        max_housing_payment: 2333.3333333333335,
        limiting_rule: "front-end (28 % of income)",
        max_home_price: 364619.3711802335,
        down_payment: 72923.8742360467,
        loan_amount: 291695.4969441868,
        monthly_payment: {
          principal_and_interest: 1843.7139621531,
          property_tax: 364.6193711802335,
          insurance: 125,
          hoa: 0,
          total: 2333.3333333333335,
        },
        front_end_ratio_percent: 27.999999999999996,
        back_end_ratio_percent: 34,
        inputs: {
          monthly_debts: 500,
          down_payment_percent: 20,
          interest_rate: 6.5,
          loan_term_years: 30,
          property_tax_rate: 1.2,
          insurance_annual: 1500,
          hoa_monthly: 0,
          dti_ratio: 36,
        },
        method: METHOD,
        formatted: {
          max_home_price: "364619.37",
          loan_amount: "291695.50",
          down_payment: "72923.87",
          max_housing_payment: "2333.33",
        },
        summary: "On 100000.00 a year you can afford about 364619.37 (291695.50 loan, 72923.87 down): 2333.33 a month for housing, limited by the front-end (28 % of income) rule.",
      },
    },
    {
      title: "Heavier debts: the back-end ratio limits",
      input: { annual_income: 72000, monthly_debts: 1200, down_payment_percent: 10, interest_rate: 7, hoa_monthly: 150 },
      output: {
        annual_income: 72000,
        monthly_income: 6000,
        front_end_limit: 1680,
        back_end_limit: 960,
        max_housing_payment: 960,
        limiting_rule: "back-end (36 % debt-to-income)",
        max_home_price: 98029.07946805588,
        down_payment: 9802.907946805588,
        loan_amount: 88226.17152125029,
        monthly_payment: {
          principal_and_interest: 586.9709205319441,
          property_tax: 98.02907946805588,
          insurance: 125,
          hoa: 150,
          total: 960,
        },
        front_end_ratio_percent: 16,
        back_end_ratio_percent: 36,
        inputs: {
          monthly_debts: 1200,
          down_payment_percent: 10,
          interest_rate: 7,
          loan_term_years: 30,
          property_tax_rate: 1.2,
          insurance_annual: 1500,
          hoa_monthly: 150,
          dti_ratio: 36,
        },
        method: METHOD,
        formatted: {
          max_home_price: "98029.08",
          loan_amount: "88226.17",
          down_payment: "9802.91",
          max_housing_payment: "960.00",
        },
        summary: "On 72000.00 a year you can afford about 98029.08 (88226.17 loan, 9802.91 down): 960.00 a month for housing, limited by the back-end (36 % debt-to-income) rule.",
      },
    },
  ],
  run(input) {
    const { annual_income, monthly_debts, down_payment_percent, interest_rate, loan_term_years, property_tax_rate, insurance_annual, hoa_monthly, dti_ratio } = input;
    const income = annual_income / 12;
    const frontEnd = (income * FRONT_END_PERCENT) / 100;
    const backEnd = (income * dti_ratio) / 100 - monthly_debts;
    if (backEnd <= 0) {
      invalid(`monthly_debts: ${cents(monthly_debts)} a month already uses the whole ${dti_ratio}% debt-to-income limit (${cents((income * dti_ratio) / 100)} of ${cents(income)} monthly income), leaving nothing for housing`);
    }
    const limit = Math.min(frontEnd, backEnd);
    const fixed = insurance_annual / 12 + hoa_monthly;
    if (limit <= fixed) {
      invalid(`insurance_annual, hoa_monthly: insurance and HOA (${cents(fixed)} a month) take the whole housing limit of ${cents(limit)}, leaving nothing for the loan and tax`);
    }
    const perUnitLoan = annuityPayment(1, interest_rate / 1200, loan_term_years * 12);
    const down = down_payment_percent / 100;
    const taxMonthly = property_tax_rate / 1200;
    const price = finiteResult((limit - fixed) / (perUnitLoan * (1 - down) + taxMonthly), 'annual_income');
    const loan = price * (1 - down);
    const principalAndInterest = loan * perUnitLoan;
    const tax = price * taxMonthly;
    const total = principalAndInterest + tax + fixed;
    const rule = frontEnd <= backEnd ? 'front-end (28 % of income)' : `back-end (${dti_ratio} % debt-to-income)`;
    return {
      annual_income,
      monthly_income: income,
      front_end_limit: frontEnd,
      back_end_limit: backEnd,
      max_housing_payment: limit,
      limiting_rule: rule,
      max_home_price: price,
      down_payment: price * down,
      loan_amount: loan,
      monthly_payment: { principal_and_interest: principalAndInterest, property_tax: tax, insurance: insurance_annual / 12, hoa: hoa_monthly, total },
      front_end_ratio_percent: (limit / income) * 100,
      back_end_ratio_percent: ((limit + monthly_debts) / income) * 100,
      inputs: { monthly_debts, down_payment_percent, interest_rate, loan_term_years, property_tax_rate, insurance_annual, hoa_monthly, dti_ratio },
      method: METHOD,
      formatted: { max_home_price: cents(price), loan_amount: cents(loan), down_payment: cents(price * down), max_housing_payment: cents(limit) },
      summary:
        `On ${cents(annual_income)} a year you can afford about ${cents(price)} (${cents(loan)} loan, ${cents(price * down)} down): ` +
        `${cents(limit)} a month for housing, limited by the ${rule} rule.`,
    };
  },
});
