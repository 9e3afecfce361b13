import { Type } from '@sinclair/typebox';
import { amortize, ANNUITY_FORMULA, amortizationScheduleSchema, annuityPresentValue, levelPayment } from '../../lib/annuity.ts';
import { cents } from '../../lib/money.ts';
import { closedObject, withDefault } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

/*
 * Formulas (code and description):
 * - payment by the standard (ordinary) annuity formula A = P·r / (1 − (1+r)^−n), r = rate/1200
 *   (spreadsheet PMT; core/lib/annuity.ts), amortised month by month;
 * - the origination fee is a prepaid finance charge taken from the proceeds, so the borrower
 *   receives P − fee and repays n payments of A. The APR is the yearly rate that discounts those
 *   payments back to the proceeds, by the actuarial method of Regulation Z (12 CFR 1026.22(a) and
 *   Appendix J, Truth in Lending Act): find the monthly rate i with Σ A/(1+i)^k = P − fee, then
 *   APR = 12·i (unit-period rate × unit periods a year). i is found by bisection, at most 200
 *   halvings of a bracket [r, hi] (PV falls as i rises; hi doubles until it brackets).
 * Bounds the spec leaves open: loan_amount above 0 up to 1e12, interest_rate up to 100 %,
 * origination_fee_percent 0 to 50, loan_type a label of at most 50 characters.
 */

const FORMULA = `${ANNUITY_FORMULA}; APR by the Regulation Z actuarial method (12 CFR 1026.22, Appendix J)`;
const APR_METHOD =
  'APR = 12 × i, where i is the monthly rate at which the payments are worth the net proceeds (loan_amount − origination fee): ' +
  'the actuarial method of Regulation Z, 12 CFR 1026.22(a) and Appendix J (Truth in Lending Act), solved by bisection';

/** The monthly rate that values `periods` payments of `payment` at `proceeds` (spreadsheet RATE), by bisection. */
function solveMonthlyRate(payment: number, periods: number, proceeds: number, low: number): number {
  let high = Math.max(low, 1e-6) * 2;
  for (let i = 0; i < 200 && annuityPresentValue(payment, high, periods) > proceeds; i++) high *= 2;
  for (let i = 0; i < 200; i++) {
    const middle = (low + high) / 2;
    if (middle === low || middle === high) break;
    if (annuityPresentValue(payment, middle, periods) > proceeds) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

const amount = (description: string) => Type.Number({ description });

const output = closedObject({
  loan_amount: amount('The amount borrowed, as given'),
  interest_rate: Type.Number({ description: 'Yearly nominal rate in percent, as given' }),
  loan_term_months: Type.Integer({ description: 'Number of monthly payments, as given' }),
  origination_fee_percent: Type.Number({ description: 'The fee in percent of loan_amount, as given' }),
  loan_type: Type.String({ description: 'The label, as given (it does not change the calculation)' }),
  monthly_rate: Type.Number({ description: 'interest_rate / 100 / 12, a decimal (r)' }),
  monthly_payment: amount('The level monthly payment (unrounded)'),
  total_interest: amount('Interest over the term'),
  total_paid: amount('All payments: loan_amount + total_interest'),
  origination_fee: amount('loan_amount × origination_fee_percent / 100, taken from the proceeds'),
  net_proceeds: amount('What the borrower receives: loan_amount − origination_fee'),
  total_cost: amount('The cost of the credit: total_interest + origination_fee'),
  apr_percent: Type.Number({ description: 'The annual percentage rate including the fee, in percent' }),
  apr_method: Type.String({ description: 'How the APR is defined and solved' }),
  formula: Type.String({ description: 'The formulas used and their sources' }),
  schedule: amortizationScheduleSchema,
  truncated: Type.Boolean({ description: 'Whether the schedule was cut at 600 rows (never, with at most 480 months)' }),
  formatted: closedObject(
    {
      monthly_payment: Type.String({ description: 'Rounded to cents' }),
      total_interest: Type.String({ description: 'Rounded to cents' }),
      origination_fee: Type.String({ description: 'Rounded to cents' }),
      net_proceeds: Type.String({ description: 'Rounded to cents' }),
      apr_percent: Type.String({ description: 'The APR in percent, to two decimals' }),
    },
    { description: 'The headline figures rounded for display' },
  ),
  summary: Type.String({ description: 'The result in one sentence (amounts in cents)' }),
});

export default defineTool({
  id: 'business-loan-calculator',
  name: 'Business Loan Calculator',
  category: 'finance',
  description:
    'Monthly payment, total interest and schedule of a fixed-rate business loan by the standard (ordinary) annuity formula (the same as spreadsheet PMT), ' +
    'plus the origination fee, the net proceeds and the APR including the fee, by the actuarial method of Regulation Z (Truth in Lending, 12 CFR 1026.22 and Appendix J). ' +
    'interest_rate is a yearly percentage.',
  keywords: ['sba loan', 'term loan', 'origination fee', 'apr', 'small business loan', 'equipment loan', 'commercial loan', 'truth in lending'],
  input: closedObject({
    loan_amount: Type.Number({ exclusiveMinimum: 0, maximum: 1e12, description: 'The amount borrowed (above 0, up to 1e12)' }),
    interest_rate: Type.Number({ exclusiveMinimum: 0, maximum: 100, description: 'Yearly nominal interest rate in PERCENT, e.g. 8.5 (above 0, up to 100)' }),
    loan_term_months: Type.Integer({ minimum: 1, maximum: 480, description: 'Number of monthly payments (1-480)' }),
    origination_fee_percent: withDefault(
      Type.Number({ minimum: 0, maximum: 50, description: 'Origination fee in percent of the loan, deducted from the proceeds (0 to 50, default 0)' }),
      0,
    ),
    loan_type: withDefault(
      Type.String({ minLength: 1, maxLength: 50, description: 'A label for the loan, e.g. standard, sba, equipment (1-50 characters; it does not change the numbers; default standard)' }),
      'standard',
    ),
  }),
  output,
  examples: [
    {
      title: "A one-year loan with a 2 % origination fee",
      input: { loan_amount: 50000, interest_rate: 8, loan_term_months: 12, origination_fee_percent: 2, loan_type: "equipment" },
      output: {
        loan_amount: 50000,
        interest_rate: 8,
        loan_term_months: 12,
        origination_fee_percent: 2,
        loan_type: "equipment",
        monthly_rate: 0.006666666666666667,
        monthly_payment: 4349.421454271053,
        total_interest: 2193.0574512526414,
        total_paid: 52193.05745125264,
        origination_fee: 1000,
        net_proceeds: 49000,
        total_cost: 3193.0574512526414,
        apr_percent: 11.818071050196652,
        apr_method: APR_METHOD,
        formula: FORMULA,
        schedule: [
          { month: 1, payment: 4349.421454271053, principal: 4016.08812093772, interest: 333.33333333333337, extra: 0, balance: 45983.91187906228 },
          { month: 2, payment: 4349.421454271053, principal: 4042.8620417439715, interest: 306.5594125270819, extra: 0, balance: 41941.04983731831 },
          { month: 3, payment: 4349.421454271053, principal: 4069.814455355598, interest: 279.6069989154554, extra: 0, balance: 37871.23538196271 },
          { month: 4, payment: 4349.421454271053, principal: 4096.946551724635, interest: 252.4749025464181, extra: 0, balance: 33774.288830238074 },
          { month: 5, payment: 4349.421454271053, principal: 4124.259528736133, interest: 225.1619255349205, extra: 0, balance: 29650.02930150194 },
          { month: 6, payment: 4349.421454271053, principal: 4151.754592261041, interest: 197.66686201001295, extra: 0, balance: 25498.2747092409 },
          { month: 7, payment: 4349.421454271053, principal: 4179.432956209447, interest: 169.988498061606, extra: 0, balance: 21318.84175303145 },
          { month: 8, payment: 4349.421454271053, principal: 4207.295842584177, interest: 142.12561168687634, extra: 0, balance: 17111.545910447272 },
          { month: 9, payment: 4349.421454271053, principal: 4235.344481534738, interest: 114.07697273631516, extra: 0, balance: 12876.201428912533 },
          { month: 10, payment: 4349.421454271053, principal: 4263.580111411637, interest: 85.84134285941688, extra: 0, balance: 8612.621317500896 },
          { month: 11, payment: 4349.421454271053, principal: 4292.003978821047, interest: 57.41747545000598, extra: 0, balance: 4320.617338679848 },
          { month: 12, payment: 4349.421454271047, principal: 4320.617338679848, interest: 28.80411559119899, extra: 0, balance: 0 },
        ],
        truncated: false,
        formatted: {
          monthly_payment: "4349.42",
          total_interest: "2193.06",
          origination_fee: "1000.00",
          net_proceeds: "49000.00",
          apr_percent: "11.82",
        },
        summary: "50000.00 at 8% over 12 months: 4349.42 a month, 2193.06 interest; the 1000.00 fee leaves 49000.00 in hand, an APR of 11.82%.",
      },
    },
    {
      title: "No fee: the APR is the note rate",
      input: { loan_amount: 10000, interest_rate: 12, loan_term_months: 6 },
      output: {
        loan_amount: 10000,
        interest_rate: 12,
        loan_term_months: 6,
        origination_fee_percent: 0,
        loan_type: "standard",
        monthly_rate: 0.01,
        monthly_payment: 1725.4836671088142,
        total_interest: 352.9020026528852,
        total_paid: 10352.902002652885,
        origination_fee: 0,
        net_proceeds: 10000,
        total_cost: 352.9020026528852,
        apr_percent: 12,
        apr_method: APR_METHOD,
        formula: FORMULA,
        schedule: [
          { month: 1, payment: 1725.4836671088142, principal: 1625.4836671088142, interest: 100, extra: 0, balance: 8374.516332891186 },
          { month: 2, payment: 1725.4836671088142, principal: 1641.7385037799024, interest: 83.74516332891186, extra: 0, balance: 6732.777829111283 },
          { month: 3, payment: 1725.4836671088142, principal: 1658.1558888177015, interest: 67.32777829111282, extra: 0, balance: 5074.621940293581 },
          { month: 4, payment: 1725.4836671088142, principal: 1674.7374477058784, interest: 50.746219402935814, extra: 0, balance: 3399.884492587703 },
          { month: 5, payment: 1725.4836671088142, principal: 1691.4848221829373, interest: 33.99884492587703, extra: 0, balance: 1708.3996704047659 },
          { month: 6, payment: 1725.4836671088135, principal: 1708.3996704047659, interest: 17.08399670404766, extra: 0, balance: 0 },
        ],
        truncated: false,
        formatted: {
          monthly_payment: "1725.48",
          total_interest: "352.90",
          origination_fee: "0.00",
          net_proceeds: "10000.00",
          apr_percent: "12.00",
        },
        summary: "10000.00 at 12% over 6 months: 1725.48 a month, 352.90 interest; APR 12.00% (no fee).",
      },
    },
  ],
  run({ loan_amount, interest_rate, loan_term_months: months, origination_fee_percent, loan_type }) {
    const rate = interest_rate / 100 / 12;
    const payment = levelPayment(loan_amount, rate, months, 'interest_rate, loan_term_months');
    const plan = amortize({ principal: loan_amount, rate, payment, paymentField: 'interest_rate, loan_term_months', termMonths: months });
    const fee = (loan_amount * origination_fee_percent) / 100;
    const proceeds = loan_amount - fee;
    // Without a fee the payments are worth the loan at the note rate itself: the APR is the nominal rate.
    const aprMonthly = fee > 0 ? solveMonthlyRate(payment, months, proceeds, rate) : rate;
    const apr = aprMonthly * 12 * 100;
    return {
      loan_amount,
      interest_rate,
      loan_term_months: months,
      origination_fee_percent,
      loan_type,
      monthly_rate: rate,
      monthly_payment: payment,
      total_interest: plan.totalInterest,
      total_paid: plan.totalPaid,
      origination_fee: fee,
      net_proceeds: proceeds,
      total_cost: plan.totalInterest + fee,
      apr_percent: apr,
      apr_method: APR_METHOD,
      formula: FORMULA,
      schedule: plan.rows,
      truncated: plan.truncated,
      formatted: {
        monthly_payment: cents(payment),
        total_interest: cents(plan.totalInterest),
        origination_fee: cents(fee),
        net_proceeds: cents(proceeds),
        apr_percent: cents(apr),
      },
      summary:
        `${cents(loan_amount)} at ${interest_rate}% over ${months} months: ${cents(payment)} a month, ${cents(plan.totalInterest)} interest` +
        (fee > 0 ? `; the ${cents(fee)} fee leaves ${cents(proceeds)} in hand, an APR of ${cents(apr)}%.` : `; APR ${cents(apr)}% (no fee).`),
    };
  },
});
