import { Type } from '@sinclair/typebox';
import { cents } from '../../lib/money.ts';
import { add, div, floor, fromNumber, mul, neg, rational, sub, toNumber, type Rational } from '../../lib/rational.ts';
import { closedObject, withDefault } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

/*
 * tip = bill × tip_percent / 100 (% is 0.01, NIST SP 811 §7.10.2); total = bill + tip; each
 * person's share = total / people. round_up rounds each person's whole share (bill and tip
 * together) up to the next whole currency unit, and the extra becomes tip: the effective tip is
 * shares × people − bill. Computed exactly on the decimals as written (core/lib/rational.ts), so
 * a share of exactly 25 is never pushed to 26 by float error; amounts are returned unrounded and
 * shown to the cent only in `formatted` and `summary` (core/lib/money.ts cents()).
 */

const MAX_BILL = 1e12;
const HUNDRED = rational(100n);

const ceil = (value: Rational): bigint => -floor(neg(value));

const money = (description: string) => Type.Number({ description });

export default defineTool({
  id: 'tip-calculate',
  name: 'Tip Calculate',
  category: 'math',
  description:
    'Tip, total and each person’s share of a bill, with an option to round each share up to a whole currency unit (the extra goes to ' +
    'the tip, and the effective tip percent is reported). tip = bill × percent / 100 (% = 0.01, NIST SP 811 §7.10.2), exact on the decimals as written.',
  keywords: ['tip', 'gratuity', 'split bill', 'bill splitter', 'restaurant', 'service charge', 'tip per person'],
  mcp: true,
  input: closedObject({
    // At least a cent: a smaller bill rounded up to a whole unit would make the effective tip percent overflow.
    bill_amount: Type.Number({ minimum: 0.01, maximum: MAX_BILL, description: 'The bill before tip, from 0.01 to 1e12' }),
    tip_percent: withDefault(Type.Number({ minimum: 0, maximum: 100, description: 'The tip as a percent of the bill, 0 to 100; default 15' }), 15),
    people: withDefault(Type.Integer({ minimum: 1, maximum: 1000, description: 'How many people split the bill, 1 to 1000; default 1' }), 1),
    round_up: withDefault(
      Type.Boolean({ description: 'Round each person’s share (bill plus tip) up to the next whole currency unit, the extra going to the tip; default false' }),
      false,
    ),
  }),
  output: closedObject({
    bill_amount: money('The bill, echoed'),
    tip_percent: Type.Number({ description: 'The tip percent asked for, echoed' }),
    people: Type.Integer({ description: 'The number of people, echoed' }),
    round_up: Type.Boolean({ description: 'Whether shares were rounded up, echoed' }),
    tip_amount: money('bill × tip_percent / 100, unrounded'),
    total: money('bill + tip, unrounded'),
    per_person_bill: money('bill / people'),
    per_person_tip: money('tip / people'),
    per_person_total: money('total / people, before any rounding up'),
    pay_per_person: money('What each person pays: per_person_total, or it rounded up to a whole unit when round_up'),
    pay_total: money('pay_per_person × people'),
    effective_tip_amount: money('pay_total − bill: the tip actually left'),
    effective_tip_percent: Type.Number({ description: 'effective_tip_amount / bill × 100 (equals tip_percent unless round_up added to it)' }),
    formatted: closedObject(
      {
        tip_amount: Type.String({ description: 'tip_amount to the cent' }),
        total: Type.String({ description: 'total to the cent' }),
        per_person_total: Type.String({ description: 'per_person_total to the cent' }),
        pay_per_person: Type.String({ description: 'pay_per_person to the cent' }),
        pay_total: Type.String({ description: 'pay_total to the cent' }),
        effective_tip_amount: Type.String({ description: 'effective_tip_amount to the cent' }),
      },
      { description: 'The headline amounts rounded half away from zero to cents, for display' },
    ),
    formula: Type.String({ description: 'The formulas used' }),
    summary: Type.String({ description: 'The answer in one sentence, amounts to the cent' }),
  }),
  examples: [
    {
      title: '15% on 84.50 for one',
      input: { bill_amount: 84.5 },
      output: {
        bill_amount: 84.5, tip_percent: 15, people: 1, round_up: false,
        tip_amount: 12.675, total: 97.175, per_person_bill: 84.5, per_person_tip: 12.675, per_person_total: 97.175,
        pay_per_person: 97.175, pay_total: 97.175, effective_tip_amount: 12.675, effective_tip_percent: 15,
        formatted: { tip_amount: '12.68', total: '97.18', per_person_total: '97.18', pay_per_person: '97.18', pay_total: '97.18', effective_tip_amount: '12.68' },
        formula: 'tip = bill × tip_percent / 100; total = bill + tip; share = total / people',
        summary: 'Tip at 15% on 84.50: 12.68, total 97.18.',
      },
    },
    {
      title: '20% on 127.40 split 4 ways, rounded up',
      input: { bill_amount: 127.4, tip_percent: 20, people: 4, round_up: true },
      output: {
        bill_amount: 127.4, tip_percent: 20, people: 4, round_up: true,
        tip_amount: 25.48, total: 152.88, per_person_bill: 31.85, per_person_tip: 6.37, per_person_total: 38.22,
        pay_per_person: 39, pay_total: 156, effective_tip_amount: 28.6, effective_tip_percent: 22.448979591836736,
        formatted: { tip_amount: '25.48', total: '152.88', per_person_total: '38.22', pay_per_person: '39.00', pay_total: '156.00', effective_tip_amount: '28.60' },
        formula: 'tip = bill × tip_percent / 100; total = bill + tip; share = total / people; each share rounded up to a whole unit',
        summary: 'Tip at 20% on 127.40: 25.48, total 152.88; split 4 ways: 38.22 each; rounded up: 39.00 each, 156.00 in all, an effective tip of 28.60 (22.45%).',
      },
    },
  ],
  run({ bill_amount, tip_percent, people, round_up }) {
    const bill = fromNumber(bill_amount);
    const n = rational(BigInt(people));
    const tip = div(mul(bill, fromNumber(tip_percent)), HUNDRED);
    const total = add(bill, tip);
    const share = div(total, n);
    const pay = round_up ? rational(ceil(share)) : share;
    const payTotal = mul(pay, n);
    const effectiveTip = sub(payTotal, bill);
    const effectivePercent = mul(div(effectiveTip, bill), HUNDRED);

    const amounts = {
      tip_amount: toNumber(tip), total: toNumber(total), per_person_total: toNumber(share),
      pay_per_person: toNumber(pay), pay_total: toNumber(payTotal), effective_tip_amount: toNumber(effectiveTip),
    };
    const shown = Object.fromEntries(Object.entries(amounts).map(([key, amount]) => [key, cents(amount)])) as Record<keyof typeof amounts, string>;
    const effective_tip_percent = toNumber(effectivePercent);

    // "Tip at N%" rather than "a N% tip", which needs "an" before 8, 11, 18, 80…
    let summary = `Tip at ${tip_percent}% on ${cents(bill_amount)}: ${shown.tip_amount}, total ${shown.total}`;
    if (people > 1) summary += `; split ${people} ways: ${shown.per_person_total} each`;
    if (round_up) {
      summary += `; rounded up: ${shown.pay_per_person}${people > 1 ? ` each, ${shown.pay_total} in all` : ''}, ` +
        `an effective tip of ${shown.effective_tip_amount} (${Number(effective_tip_percent.toFixed(2))}%)`;
    }
    return {
      bill_amount, tip_percent, people, round_up,
      ...amounts,
      per_person_bill: toNumber(div(bill, n)),
      per_person_tip: toNumber(div(tip, n)),
      effective_tip_percent,
      formatted: shown,
      formula: `tip = bill × tip_percent / 100; total = bill + tip; share = total / people${round_up ? '; each share rounded up to a whole unit' : ''}`,
      summary: `${summary}.`,
    };
  },
});
