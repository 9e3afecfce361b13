import { describe, expect, it } from 'vitest';
import { call, expectInvalid, run } from '../../../test/helpers.ts';
import { describeWithPdfTools, expectQpdfClean, pdfPages, pdfTextByPage } from '../../../test/pdf/outside-tools.ts';

interface Result {
  pdf: string;
  page_count: number;
  bytes: number;
  date: string;
  currency: string;
  line_totals: string[];
  subtotal: string;
  discount: string;
  tax: string;
  shipping: string;
  total: string;
}

const ID = 'purchase-order-generator';

const order = (overrides: Record<string, unknown> = {}) => ({
  po_number: 'PO-2024-0042',
  date: '2024-03-15',
  company: { name: 'Acme Widgets Inc.', address: '100 Main Street\nSpringfield, IL 62701', email: 'purchasing@acme.example', phone: '+1 217 555 0100' },
  vendor: { name: 'Paper & Co.', address: '55 Mill Road\nDayton, OH 45402', email: 'orders@paperco.example' },
  items: [
    { description: 'Copy paper, 80 g/m², 500 sheets', sku: 'CP-80-500', quantity: 10, unit: 'ream', unit_price: 4.99 },
    { description: 'Ballpoint pens, blue', quantity: 3, unit: 'box', unit_price: 0.1 },
    { description: 'Stapler, heavy duty', quantity: 1, unit_price: 23.45 },
  ],
  tax_rate: 8.25,
  discount: 5,
  shipping: 12.5,
  payment_terms: 'Net 30',
  ...overrides,
});

/** The 150 items of the long order: quantity (i mod 4) + 0.5, unit price i + 0.125. */
const longItems = Array.from({ length: 150 }, (_, k) => {
  const i = k + 1;
  return { description: `Item ${String(i).padStart(3, '0')} widget`, quantity: (i % 4) + 0.5, unit: 'pcs', unit_price: i + 0.125 };
});

/** The line of page text holding `needle`, or undefined. */
const lineWith = (page: string, needle: string): string | undefined => page.split('\n').find((line) => line.includes(needle));

describeWithPdfTools('purchase-order-generator, judged by qpdf and poppler', () => {
  it('prints parties, items, line totals and totals that python3 decimal agrees with', async () => {
    const result = await run<Result>(ID, order());
    expectQpdfClean(result.pdf);
    expect(pdfPages(result.pdf)).toEqual([{ width: 612, height: 792, rotation: 0 }]);
    // python3 -c "from decimal import Decimal as D, ROUND_HALF_UP as H; q=lambda x: x.quantize(D('0.01'), H);
    //   l=[q(D('10')*D('4.99')), q(D('3')*D('0.1')), q(D('1')*D('23.45'))]; s=sum(l); t=q((s-D('5'))*D('8.25')/100);
    //   print(l, s, t, s-D('5')+t+D('12.5'))"
    // -> [Decimal('49.90'), Decimal('0.30'), Decimal('23.45')] 73.65 5.66 86.81
    expect(result).toMatchObject({ line_totals: ['49.90', '0.30', '23.45'], subtotal: '73.65', discount: '5.00', tax: '5.66', shipping: '12.50', total: '86.81', currency: 'USD', date: '2024-03-15' });
    const [page] = pdfTextByPage(result.pdf);
    for (const text of ['PURCHASE ORDER', 'PO-2024-0042', '2024-03-15', 'Acme Widgets Inc.', '100 Main Street', 'purchasing@acme.example', 'Paper & Co.', 'Dayton, OH 45402', 'SHIP TO', 'Net 30', 'Page 1 of 1']) {
      expect(page, text).toContain(text);
    }
    expect(lineWith(page!, 'Copy paper, 80 g/m², 500 sheets')).toMatch(/10\s+ream\s+4\.99\s+49\.90/);
    expect(page).toContain('SKU CP-80-500');
    expect(lineWith(page!, 'Ballpoint pens, blue')).toMatch(/3\s+box\s+0\.10\s+0\.30/);
    expect(lineWith(page!, 'Stapler, heavy duty')).toMatch(/1\s+23\.45\s+23\.45/);
    expect(lineWith(page!, 'Subtotal')).toMatch(/73\.65/);
    expect(lineWith(page!, 'Discount')).toMatch(/-5\.00/);
    expect(lineWith(page!, 'Tax (8.25%)')).toMatch(/5\.66/);
    expect(lineWith(page!, 'Shipping')).toMatch(/12\.50/);
    expect(lineWith(page!, 'Total (USD)')).toMatch(/86\.81/);
  });

  it('runs 150 items over several pages, the table header and "Page n of m" on each, totals on the last', async () => {
    const result = await run<Result>(ID, order({ items: longItems, tax_rate: 7.5, discount: 100, shipping: 49.99, notes: 'Deliver to dock 4.' }));
    expectQpdfClean(result.pdf);
    const pages = pdfTextByPage(result.pdf);
    expect(pages.length).toBe(result.page_count);
    expect(pages.length).toBeGreaterThanOrEqual(4);
    expect(pdfPages(result.pdf).every((page) => page.width === 612 && page.height === 792)).toBe(true);
    pages.forEach((page, i) => {
      expect(page).toMatch(/Description\s+Qty\s+Unit\s+Unit price\s+Amount/);
      expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
      if (i > 0) expect(page).toContain('Purchase order PO-2024-0042 (continued)');
    });
    // python3 -c "from decimal import Decimal as D, ROUND_HALF_UP as H; q=lambda x: x.quantize(D('0.01'), H);
    //   l=[q((i%4+D('0.5'))*(i+D('0.125'))) for i in range(1,151)]; s=sum(l); t=q((s-D('100'))*D('7.5')/100);
    //   print(l[:3], l[-1], s, t, s-100+t+D('49.99'))"
    // -> [Decimal('1.69'), Decimal('5.31'), Decimal('10.94')] 375.31 22651.00 1691.33 24292.32
    expect(result.line_totals.slice(0, 3)).toEqual(['1.69', '5.31', '10.94']);
    expect(result.line_totals[149]).toBe('375.31');
    expect(result).toMatchObject({ subtotal: '22651.00', discount: '100.00', tax: '1691.33', shipping: '49.99', total: '24292.32' });
    // Every item once, in order, its line total on its own line of the same page.
    let lastPage = 0;
    longItems.forEach((item, k) => {
      const at = pages.findIndex((page) => page.includes(item.description));
      expect(at, item.description).toBeGreaterThanOrEqual(lastPage);
      expect(pages.filter((page) => page.includes(item.description)).length).toBe(1);
      const amount = Number(result.line_totals[k]).toLocaleString('en-US', { minimumFractionDigits: 2 });
      expect(lineWith(pages[at]!, item.description), item.description).toMatch(new RegExp(`\\s${amount.replace('.', '\\.')}\\s*$`));
      lastPage = at;
    });
    const last = pages.at(-1)!;
    expect(lineWith(last, 'Subtotal')).toMatch(/22,651\.00/);
    expect(lineWith(last, 'Tax (7.5%)')).toMatch(/1,691\.33/);
    expect(lineWith(last, 'Total (USD)')).toMatch(/24,292\.32/);
    expect(last).toContain('Deliver to dock 4.');
    expect(pages.slice(0, -1).some((page) => page.includes('Subtotal'))).toBe(false);
  });

  it('wraps a long description inside its column and splits a row taller than a page', async () => {
    const long = 'An ergonomic office chair with adjustable lumbar support, four-dimensional armrests, a breathable mesh back and a five-year warranty';
    // 110 lines (about 1,340 pt at 9 pt type), each a distinct mark L00..L31 (base 36), in 439 characters.
    const marks = Array.from({ length: 110 }, (_, i) => `L${i.toString(36).padStart(2, '0')}`);
    const tall = marks.join('\n');
    const result = await run<Result>(ID, order({ items: [{ description: long, quantity: 2, unit_price: 199 }, { description: tall, quantity: 1, unit_price: 1 }] }));
    expectQpdfClean(result.pdf);
    const pages = pdfTextByPage(result.pdf);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    const words = pages[0]!.replace(/\s+/g, ' ');
    expect(words).toContain('An ergonomic office chair with adjustable lumbar');
    expect(words).toContain('five-year warranty');
    expect(lineWith(pages[0]!, 'An ergonomic')).toMatch(/398\.00\s*$/); // the amount sits on the row's first line
    const all = pages.join('\n');
    for (const mark of marks) expect(all).toMatch(new RegExp(`(^|\\s)${mark}(\\s|$)`, 'm'));
    // In order: each mark's page is no earlier than the one before.
    const pageOf = marks.map((mark) => pages.findIndex((page) => new RegExp(`(^|\\s)${mark}(\\s|$)`, 'm').test(page)));
    expect(pageOf).toEqual([...pageOf].sort((a, b) => a - b));
    expect(new Set(pageOf).size).toBeGreaterThanOrEqual(2);
  });

  it('keeps markup as text', async () => {
    const result = await run<Result>(ID, order({ items: [{ description: '<script>alert(1)</script> & <b>bold</b> (x) \\ end', quantity: 1, unit_price: 1 }], discount: 0 }));
    expectQpdfClean(result.pdf);
    expect(pdfTextByPage(result.pdf)[0]).toContain('<script>alert(1)</script> & <b>bold</b> (x) \\ end');
  });

  it('gives A4 when asked', async () => {
    const result = await run<Result>(ID, order({ page_size: 'a4' }));
    expect(pdfPages(result.pdf)).toEqual([{ width: 595.28, height: 841.89, rotation: 0 }]);
  });
});

describe('purchase-order-generator', () => {
  const one = (item: Record<string, unknown>, overrides: Record<string, unknown> = {}) => order({ items: [{ description: 'x', ...item }], discount: 0, shipping: 0, tax_rate: 0, ...overrides });

  it('computes in exact decimals, rounding half up', async () => {
    // 0.1 × 3 is 0.30, not 0.30000000000000004; 1.005 is the decimal 1.005 (as a double it is 1.00499…) and rounds to 1.01.
    expect((await run<Result>(ID, one({ quantity: 3, unit_price: 0.1 }))).total).toBe('0.30');
    expect((await run<Result>(ID, one({ quantity: 1, unit_price: 1.005 }))).total).toBe('1.01');
    // Tax of exactly half a cent rounds up: 0.50 × 1% = 0.005 -> 0.01.
    expect((await run<Result>(ID, one({ quantity: 1, unit_price: 0.5 }, { tax_rate: 1 }))).tax).toBe('0.01');
    // KWD has three minor digits: 1.2345 -> 1.235; JPY none: 12.5 -> 13.
    expect((await run<Result>(ID, one({ quantity: 1, unit_price: 1.2345 }, { currency: 'kwd' }))).total).toBe('1.235');
    expect((await run<Result>(ID, one({ quantity: 1, unit_price: 12.5 }, { currency: 'JPY' }))).total).toBe('13');
    // The largest order the schema admits stays exact: 200 × 1,000,000 × 9,999,999.9999.
    const big = await run<Result>(ID, order({ items: Array.from({ length: 200 }, () => ({ description: 'x', quantity: 1_000_000, unit_price: 9_999_999.9999 })), discount: 0, tax_rate: 100, shipping: 1_000_000_000 }));
    // python3 -c "from decimal import Decimal as D; s=200*D('1000000')*D('9999999.9999'); print(s, s+s+D('1000000000'))"
    // -> 1999999999980000.0000 4000000999960000.0000 (tax 100%, and 1,000,000,000 shipping)
    expect(big.subtotal).toBe('1999999999980000.00');
    expect(big.total).toBe('4000000999960000.00');
  });

  it('dates the order today in UTC unless given', async () => {
    const result = await run<Result>(ID, { ...order(), date: undefined }, { now: '2025-07-04T23:59:59Z' });
    expect(result.date).toBe('2025-07-04');
  });

  it('makes the same bytes from the same input', async () => {
    expect((await run<Result>(ID, order())).pdf).toBe((await run<Result>(ID, order())).pdf);
  });

  it('refuses bad amounts, naming the field', async () => {
    await expectInvalid(ID, one({ quantity: -1, unit_price: 1 }), /quantity/);
    await expectInvalid(ID, one({ quantity: 0, unit_price: 1 }), /quantity/);
    await expectInvalid(ID, one({ quantity: 1, unit_price: 1e20 }), /unit_price/);
    await expectInvalid(ID, one({ quantity: 1, unit_price: -0.01 }), /unit_price/);
    await expectInvalid(ID, one({ quantity: 1.00001, unit_price: 1 }), 'items[0].quantity: 1.00001 has more than 4 decimal places');
    await expectInvalid(ID, one({ quantity: 1, unit_price: 1e-7 }), /^items\[0\]\.unit_price: 1e-7 has more than 4 decimal places/);
    await expectInvalid(ID, one({ quantity: 1, unit_price: 10 }, { currency: 'JPY', shipping: 0.5 }), /^shipping: 0\.5 has more than 0 decimal places/);
    await expectInvalid(ID, one({ quantity: 1, unit_price: 10 }, { discount: 10.01 }), 'discount: 10.01 is more than the subtotal, 10.00');
    await expectInvalid(ID, one({ quantity: 1, unit_price: 10 }, { tax_rate: 100.5 }), /tax_rate/);
    await expectInvalid(ID, one({ quantity: 1, unit_price: 10 }, { currency: 'XYZ' }), /^currency: XYZ is not an ISO 4217 currency/);
    await expectInvalid(ID, one({ quantity: 1, unit_price: 10 }, { date: '2024-02-30' }), /^date: day 30 does not exist/);
    await expectInvalid(ID, one({ quantity: 1, unit_price: 10 }, { delivery_date: '2024-13-01' }), /^delivery_date: month 13 does not exist/);
  });

  it('refuses text Helvetica cannot set, naming the field path and the character', async () => {
    const items = order().items;
    const fourth = [...items, { description: 'Check mark ✓', quantity: 1, unit_price: 1 }];
    await expectInvalid(ID, order({ items: fourth }), 'items[3].description: "✓" (U+2713) cannot be set in the standard PDF fonts');
    await expectInvalid(ID, order({ vendor: { name: 'ООО Поставщик' } }), /^vendor\.name: "О" \(U\+041E\)/);
    await expectInvalid(ID, order({ notes: 'ok\u0007bell' }), /^notes: .*U\+0007/);
    // Western European text is fine: €, ü, é, ß are in Windows-1252.
    expect((await call(ID, order({ vendor: { name: 'Müller & Söhne GmbH, Straße 5 — 10 €' } }))).success).toBe(true);
  });

  it('holds the schema: closed objects, bounded strings and lists', async () => {
    await expectInvalid(ID, JSON.parse('{"po_number":"1","company":{"name":"A","__proto__":{"polluted":true}},"vendor":{"name":"B"},"items":[{"description":"x","quantity":1,"unit_price":1}]}'), /company/);
    await expectInvalid(ID, JSON.parse('{"po_number":"1","company":{"name":"A"},"vendor":{"name":"B"},"items":[{"description":"x","quantity":1,"unit_price":1,"__proto__":{"quantity":-1}}]}'), /items/);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    await expectInvalid(ID, order({ extra: 1 }), /extra|additional/i);
    await expectInvalid(ID, order({ company: { name: '' } }), /company/);
    await expectInvalid(ID, order({ company: { name: '   ' } }), 'company.name: is blank');
    await expectInvalid(ID, order({ items: [{ description: ' \n ', quantity: 1, unit_price: 10 }] }), 'items[0].description: is blank');
    await expectInvalid(ID, order({ vendor: { name: 'x'.repeat(121) } }), /vendor/);
    await expectInvalid(ID, order({ items: [] }), /items/);
    await expectInvalid(ID, order({ items: Array.from({ length: 201 }, () => ({ description: 'x', quantity: 1, unit_price: 1 })) }), /items/);
    await expectInvalid(ID, order({ items: [{ description: 'x'.repeat(501), quantity: 1, unit_price: 1 }] }), /items/);
    await expectInvalid(ID, order({ company: { name: 'A', address: 'a\nb\nc\nd\ne\nf\ng' } }), 'company.address: takes more than 6 lines on the page; shorten it');
    await expectInvalid(ID, order({ page_size: 'a3' }), /page_size/);
  });
});
