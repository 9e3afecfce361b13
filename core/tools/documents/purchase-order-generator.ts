import { Type, type Static } from '@sinclair/typebox';
import { dateOrToday, formatCivilDate, parseCivilDate } from '../../lib/civil-date.ts';
import { currencyCode } from '../../lib/currency-format.ts';
import { exactDecimal, formatDecimal, formatMinor, minorDigits, toMinorUnits } from '../../lib/minor-units.ts';
import { createPdf, savePdf } from '../../lib/pdf/open-pdf.ts';
import { pdfOutput } from '../../lib/pdf/pdf-schema.ts';
import { drawPurchaseOrder, MAX_ADDRESS_LINES, PARTY_WIDTH, type PartyText } from '../../lib/pdf/purchase-order-pdf.ts';
import { standardFontText } from '../../lib/pdf/standard-font-text.ts';
import { wrapText } from '../../lib/pdf/wrap-text.ts';
import { mul, rational, type Rational } from '../../lib/rational.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';
import { PURCHASE_ORDER_EXAMPLES } from './data/purchase-order-examples.ts';

/*
 * Decisions (spec 4.3 says only "company, vendor and line-item fields"):
 * - The fields of a conventional purchase order: po_number, date (default today in UTC),
 *   delivery_date, the buyer (company), vendor and ship_to (the company when left out), line
 *   items (description, quantity, unit, unit price, optional SKU), currency (ISO 4217), tax_rate,
 *   discount, shipping, payment_terms and notes. Every object is closed and every string bounded.
 * - Money is exact (lib/minor-units.ts): numbers are read as the decimals they print as; quantities
 *   and unit prices may have up to 4 decimal places, discount and shipping no more than the
 *   currency's minor unit (2 for USD, 0 for JPY, 3 for KWD).
 * - Rounding: each line total (quantity × unit price) is rounded half up to the minor unit, and the
 *   subtotal is the sum of the rounded line totals, so the printed lines add up to the printed
 *   subtotal. Tax is tax_rate % of (subtotal − discount), rounded half up once. Shipping is added
 *   after tax and not taxed. total = subtotal − discount + tax + shipping. A discount larger than
 *   the subtotal is refused.
 * - The PDF is set in Helvetica (no embedded font, a few kB a page): text must be Windows-1252
 *   (Western European), else a 400 names the field and the character. Markup is drawn as the
 *   characters it is. Amounts print with grouped digits ("1,234.50"); results give them plain
 *   ("1234.50").
 * - Letter (612 × 792 pt) by default, or A4 (595.28 × 841.89 pt).
 */

const MAX_ITEMS = 200;
const MAX_QUANTITY = 1_000_000;
const MAX_UNIT_PRICE = 10_000_000;
const MAX_AMOUNT = 1_000_000_000;
const QUANTITY_PLACES = 4;

const PAGE_SIZES = { letter: [612, 792], a4: [595.28, 841.89] } as const;

const text = (maxLength: number, description: string, minLength = 0) => Type.String({ minLength, maxLength, description });

const party = (what: string) =>
  closedObject(
    {
      name: text(120, `The ${what}'s name`, 1),
      address: Type.Optional(text(300, `Postal address; lines separated by \\n (at most ${MAX_ADDRESS_LINES} printed lines)`)),
      email: Type.Optional(text(120, 'Email address')),
      phone: Type.Optional(text(40, 'Phone number')),
    },
    { description: `The ${what}` },
  );

const input = closedObject({
  po_number: text(40, 'The purchase order number, e.g. PO-2024-0042', 1),
  date: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'Order date, YYYY-MM-DD (default: today in UTC)' })),
  delivery_date: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'Requested delivery date, YYYY-MM-DD' })),
  company: party('buyer (your company)'),
  vendor: party('vendor (supplier)'),
  ship_to: Type.Optional(party('delivery address (default: the company)')),
  items: Type.Array(
    closedObject({
      description: text(500, 'What is ordered; lines separated by \\n', 1),
      sku: Type.Optional(text(40, 'The vendor’s item number or SKU')),
      quantity: Type.Number({ exclusiveMinimum: 0, maximum: MAX_QUANTITY, description: `How many, above 0 and at most ${MAX_QUANTITY}, up to ${QUANTITY_PLACES} decimal places` }),
      unit: Type.Optional(text(12, 'Unit of measure, e.g. pcs, kg, h')),
      unit_price: Type.Number({ minimum: 0, maximum: MAX_UNIT_PRICE, description: `Price of one unit, 0 to ${MAX_UNIT_PRICE}, up to ${QUANTITY_PLACES} decimal places` }),
    }),
    { minItems: 1, maxItems: MAX_ITEMS, description: `The line items, 1 to ${MAX_ITEMS}` },
  ),
  currency: withDefault(Type.String({ minLength: 3, maxLength: 3, description: 'ISO 4217 currency code (USD, EUR, JPY…)' }), 'USD'),
  tax_rate: withDefault(Type.Number({ minimum: 0, maximum: 100, description: 'Tax rate in percent (0 to 100, up to 4 decimal places), on the subtotal less the discount' }), 0),
  discount: withDefault(Type.Number({ minimum: 0, maximum: MAX_AMOUNT, description: 'Discount amount off the subtotal, in the currency' }), 0),
  shipping: withDefault(Type.Number({ minimum: 0, maximum: MAX_AMOUNT, description: 'Shipping and handling, in the currency (not taxed)' }), 0),
  payment_terms: Type.Optional(text(200, 'Payment terms, e.g. Net 30')),
  notes: Type.Optional(text(2000, 'Notes or instructions for the vendor; lines separated by \\n')),
  page_size: withDefault(stringEnum(['letter', 'a4'], { description: 'Paper: letter (612 × 792 pt) or a4 (595.28 × 841.89 pt)' }), 'letter'),
});

const amount = (description: string) => Type.String({ pattern: '^\\d+(\\.\\d+)?$', description: `${description}, a decimal in the currency's minor unit (e.g. "1234.50")` });

const output = closedObject({
  pdf: pdfOutput(),
  page_count: Type.Integer({ description: 'Pages in the PDF' }),
  bytes: Type.Integer({ description: 'Size of the PDF in bytes' }),
  date: Type.String({ description: 'The order date printed, YYYY-MM-DD' }),
  currency: Type.String({ description: 'The ISO 4217 currency code' }),
  line_totals: Type.Array(amount('Quantity × unit price, rounded half up'), { description: 'Each item’s total, in order' }),
  subtotal: amount('The sum of the line totals'),
  discount: amount('The discount'),
  tax: amount('Tax on subtotal − discount, rounded half up'),
  shipping: amount('Shipping'),
  total: amount('subtotal − discount + tax + shipping'),
});

export type PurchaseOrderExample = { title: string; input: Static<typeof input>; output: Static<typeof output> };

export default defineTool({
  id: 'purchase-order-generator',
  name: 'Purchase Order Generator',
  category: 'documents',
  description: 'Make a purchase order PDF from company, vendor and line items, with line totals, discount, tax, shipping and total computed exactly in the currency’s minor units.',
  keywords: ['po', 'purchase order', 'po pdf', 'order form', 'procurement'],
  isolate: true,
  input,
  output,
  examples: PURCHASE_ORDER_EXAMPLES,
  async run(order, ctx) {
    const currency = currencyCode(order.currency, 'currency');
    const digits = minorDigits(currency);
    const date = formatCivilDate(dateOrToday(order.date, ctx.now(), 'date'));
    const deliveryDate = order.delivery_date === undefined ? undefined : formatCivilDate(parseCivilDate(order.delivery_date, 'delivery_date'));

    // --- the amounts, exact ---
    const lineTotals = order.items.map((item, i) => {
      const quantity = exactDecimal(item.quantity, QUANTITY_PLACES, `items[${i}].quantity`);
      const price = exactDecimal(item.unit_price, QUANTITY_PLACES, `items[${i}].unit_price`);
      return { quantity, price, minor: toMinorUnits(mul(quantity, price), digits) };
    });
    const subtotal = lineTotals.reduce((sum, line) => sum + line.minor, 0n);
    const discount = toMinorUnits(exactDecimal(order.discount, digits, 'discount'), digits);
    const shipping = toMinorUnits(exactDecimal(order.shipping, digits, 'shipping'), digits);
    if (discount > subtotal) invalid(`discount: ${formatMinor(discount, digits)} is more than the subtotal, ${formatMinor(subtotal, digits)}`);
    const rate: Rational = exactDecimal(order.tax_rate, 4, 'tax_rate');
    const taxable = rational(subtotal - discount, 10n ** BigInt(digits));
    const tax = toMinorUnits(mul(taxable, mul(rate, rational(1n, 100n))), digits);
    const total = subtotal - discount + tax + shipping;

    // --- the texts, checked against the font ---
    const { lib, doc } = await createPdf();
    const regular = await doc.embedFont(lib.StandardFonts.Helvetica);
    const bold = await doc.embedFont(lib.StandardFonts.HelveticaBold);
    /** `value` with line breaks normalised and tabs as spaces, every line settable in Helvetica. */
    const checked = (field: string, value: string): string => {
      const normal = value.replace(/\r\n?/g, '\n').replace(/\t/g, ' ');
      for (const line of normal.split('\n')) standardFontText(field, regular, line);
      return normal;
    };
    /** A required text: blank (only spaces) is refused like empty. */
    const required = (field: string, value: string): string => {
      if (value.trim() === '') invalid(`${field}: is blank`);
      return checked(field, value);
    };
    const checkedOptional = (field: string, value: string | undefined): string | undefined => (value === undefined || value.trim() === '' ? undefined : checked(field, value));
    const partyText = (field: string, given: Static<ReturnType<typeof party>>): PartyText => {
      const address = checkedOptional(`${field}.address`, given.address);
      if (address && wrapText(regular, 9, address, PARTY_WIDTH).length > MAX_ADDRESS_LINES) {
        invalid(`${field}.address: takes more than ${MAX_ADDRESS_LINES} lines on the page; shorten it`);
      }
      return {
        name: required(`${field}.name`, given.name).replace(/\n/g, ' '),
        ...(address ? { address } : {}),
        ...(given.email?.trim() ? { email: checked(`${field}.email`, given.email).replace(/\n/g, ' ') } : {}),
        ...(given.phone?.trim() ? { phone: checked(`${field}.phone`, given.phone).replace(/\n/g, ' ') } : {}),
      };
    };
    const company = partyText('company', order.company);
    const rateText = formatDecimal(rate, 0, 4);
    const money = (minor: bigint) => formatMinor(minor, digits, true);
    drawPurchaseOrder(lib, doc, { regular, bold }, {
      poNumber: required('po_number', order.po_number).replace(/\n/g, ' '),
      details: [['Date', date], ...(deliveryDate ? [['Delivery date', deliveryDate] as [string, string]] : []), ['Currency', currency]],
      company,
      vendor: partyText('vendor', order.vendor),
      shipTo: order.ship_to ? partyText('ship_to', order.ship_to) : company,
      items: order.items.map((item, i) => ({
        description: required(`items[${i}].description`, item.description),
        ...(item.sku?.trim() ? { sku: checked(`items[${i}].sku`, item.sku).replace(/\n/g, ' ') } : {}),
        quantity: formatDecimal(lineTotals[i]!.quantity, 0, QUANTITY_PLACES),
        unit: item.unit === undefined ? '' : checked(`items[${i}].unit`, item.unit).replace(/\n/g, ' '),
        unitPrice: formatDecimal(lineTotals[i]!.price, digits, Math.max(digits, QUANTITY_PLACES)),
        amount: money(lineTotals[i]!.minor),
      })),
      totals: [
        ['Subtotal', money(subtotal)],
        ['Discount', discount === 0n ? money(0n) : `-${money(discount)}`],
        [`Tax (${rateText}%)`, money(tax)],
        ['Shipping', money(shipping)],
        [`Total (${currency})`, money(total)],
      ],
      ...(order.payment_terms?.trim() ? { paymentTerms: checked('payment_terms', order.payment_terms) } : {}),
      ...(order.notes?.trim() ? { notes: checked('notes', order.notes) } : {}),
      pageSize: PAGE_SIZES[order.page_size],
    });
    const plain = (minor: bigint) => formatMinor(minor, digits);
    return {
      ...(await savePdf(doc)),
      date,
      currency,
      line_totals: lineTotals.map((line) => plain(line.minor)),
      subtotal: plain(subtotal),
      discount: plain(discount),
      tax: plain(tax),
      shipping: plain(shipping),
      total: plain(total),
    };
  },
});
