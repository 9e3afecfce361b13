import { Type } from '@sinclair/typebox';
import { cents } from '../../lib/money.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));

/**
 * The VAT fraction rate / (100 + rate) in lowest terms, as HMRC publishes it (VAT Notice 700:
 * 1/6 at 20 %, 1/21 at 5 %, 7/47 at the old 17.5 %). Rates are at most 100 with a handful of
 * decimals, so the integers stay small; a rate written with an exponent is shown unreduced.
 */
function vatFraction(rate: number): string {
  const text = String(rate);
  const match = /^(\d+)(?:\.(\d{1,12}))?$/.exec(text);
  if (!match) return `${text}/${100 + rate}`;
  const decimals = match[2] ?? '';
  const scale = 10n ** BigInt(decimals.length);
  const numerator = BigInt(match[1]! + decimals);
  const denominator = 100n * scale + numerator;
  if (numerator === 0n) return '0';
  const divisor = gcd(numerator, denominator);
  return `${numerator / divisor}/${denominator / divisor}`;
}

/** a + sign × b for two amounts already shown to cents ("12.34"), exactly, in whole cents. */
function combineCents(a: string, b: string, sign: 1n | -1n): string {
  const toCents = (text: string): bigint => BigInt(text.replace('.', ''));
  const difference = toCents(a) + sign * toCents(b);
  const magnitude = (difference < 0n ? -difference : difference).toString().padStart(3, '0');
  return `${difference < 0n ? '-' : ''}${magnitude.slice(0, -2)}.${magnitude.slice(-2)}`;
}

/**
 * The three amounts to cents so that net + vat = gross as shown, the way an invoice must add up:
 * the two figures the mode starts from or asks for are rounded (cents()), the third is their
 * difference or sum. Rounding all three on their own can show 83.33 + 16.67 = 99.99.
 */
function formatted(mode: 'add' | 'remove' | 'extract', net: number, vat: number, gross: number) {
  if (mode === 'add') {
    const shownNet = cents(net);
    const shownVat = cents(vat);
    return { net: shownNet, vat: shownVat, gross: combineCents(shownNet, shownVat, 1n) };
  }
  const shownGross = cents(gross);
  if (mode === 'remove') {
    const shownNet = cents(net);
    return { net: shownNet, vat: combineCents(shownGross, shownNet, -1n), gross: shownGross };
  }
  const shownVat = cents(vat);
  return { net: combineCents(shownGross, shownVat, -1n), vat: shownVat, gross: shownGross };
}

const FORMULAS = {
  add: 'vat = net × rate / 100; gross = net + vat',
  remove: 'net = gross / (1 + rate / 100); vat = gross − net',
  extract: 'vat = gross × rate / (100 + rate) (the VAT fraction); net = gross − vat',
} as const;

export default defineTool({
  id: 'vat-calculator',
  name: 'VAT Calculator',
  category: 'finance',
  description:
    'Adds VAT to a net amount, removes it from a gross amount, or extracts the VAT a gross amount contains. ' +
    'add: vat = net × rate / 100, gross = net + vat; remove: net = gross / (1 + rate / 100); ' +
    'extract: vat = gross × rate / (100 + rate), the "VAT fraction" of HMRC VAT Notice 700 (1/6 at 20 %, 1/21 at 5 %). ' +
    'Works for any VAT, GST or KDV rate in percent.',
  keywords: ['value added tax', 'gst', 'kdv', 'sales tax', 'tax inclusive', 'tax exclusive', 'vat fraction', 'reverse vat'],
  mcp: true,
  input: closedObject({
    amount: Type.Number({ minimum: 0, maximum: 1e12, description: 'The net amount (mode add) or the gross, VAT-inclusive amount (modes remove and extract); 0 to 1e12' }),
    vat_rate: Type.Number({ minimum: 0, maximum: 100, description: 'The VAT rate in percent, 0 to 100 (20 = 20 %)' }),
    mode: withDefault(
      stringEnum(['add', 'remove', 'extract'], {
        description: 'add: net → gross; remove: gross → net; extract: the VAT contained in a gross amount',
      }),
      'add',
    ),
  }),
  output: closedObject({
    mode: Type.String({ description: 'The mode used' }),
    rate: Type.Number({ description: 'The VAT rate in percent' }),
    net: Type.Number({ description: 'The amount before VAT, unrounded' }),
    vat: Type.Number({ description: 'The VAT, unrounded' }),
    gross: Type.Number({ description: 'The amount including VAT, unrounded' }),
    result: Type.Number({ description: 'The answer the mode asks for: gross (add), net (remove) or vat (extract)' }),
    vat_fraction: Type.String({ description: 'rate / (100 + rate) in lowest terms: the share of a gross amount that is VAT' }),
    formula: Type.String({ description: 'The formula of the mode' }),
    formatted: closedObject(
      {
        net: Type.String({ description: 'net to cents (rounded in add and remove; gross − vat as shown in extract)' }),
        vat: Type.String({ description: 'vat to cents (rounded in add and extract; gross − net as shown in remove)' }),
        gross: Type.String({ description: 'gross to cents (rounded in remove and extract; net + vat as shown in add)' }),
      },
      { description: 'The amounts to cents, adding up as shown: net + vat = gross' },
    ),
    summary: Type.String({ description: 'The answer in one sentence, to the cent' }),
  }),
  examples: [
    {
      title: 'Add 20 % VAT',
      input: { amount: 100, vat_rate: 20 },
      output: {
        mode: 'add',
        rate: 20,
        net: 100,
        vat: 20,
        gross: 120,
        result: 120,
        vat_fraction: '1/6',
        formula: 'vat = net × rate / 100; gross = net + vat',
        formatted: { net: '100.00', vat: '20.00', gross: '120.00' },
        summary: '100.00 + 20% VAT (20.00) = 120.00',
      },
    },
    {
      title: 'Extract the VAT from a 5 % gross price',
      input: { amount: 52.5, vat_rate: 5, mode: 'extract' },
      output: {
        mode: 'extract',
        rate: 5,
        net: 50,
        vat: 2.5,
        gross: 52.5,
        result: 2.5,
        vat_fraction: '1/21',
        formula: 'vat = gross × rate / (100 + rate) (the VAT fraction); net = gross − vat',
        formatted: { net: '50.00', vat: '2.50', gross: '52.50' },
        summary: '52.50 includes 2.50 VAT at 5% (1/21 of it); net 50.00',
      },
    },
  ],
  run({ amount, vat_rate, mode }) {
    const rate = vat_rate / 100;
    let net: number;
    let vat: number;
    let gross: number;
    if (mode === 'add') {
      net = amount;
      vat = amount * rate;
      gross = net + vat;
    } else if (mode === 'remove') {
      gross = amount;
      net = amount / (1 + rate);
      vat = gross - net;
    } else {
      gross = amount;
      vat = (amount * vat_rate) / (100 + vat_rate);
      net = gross - vat;
    }
    const result = mode === 'add' ? gross : mode === 'remove' ? net : vat;
    const fraction = vatFraction(vat_rate);
    const shown = formatted(mode, net, vat, gross);
    const summary =
      mode === 'add'
        ? `${shown.net} + ${vat_rate}% VAT (${shown.vat}) = ${shown.gross}`
        : mode === 'remove'
          ? `${shown.gross} without ${vat_rate}% VAT (${shown.vat}) = ${shown.net}`
          : `${shown.gross} includes ${shown.vat} VAT at ${vat_rate}% (${fraction} of it); net ${shown.net}`;
    return {
      mode,
      rate: vat_rate,
      net,
      vat,
      gross,
      result,
      vat_fraction: fraction,
      formula: FORMULAS[mode],
      formatted: shown,
      summary,
    };
  },
});
