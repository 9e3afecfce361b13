/**
 * Draws a purchase order (purchase-order-generator) with pdf-lib in the standard Helvetica fonts:
 * the title and order details, buyer, vendor and ship-to blocks, a table of items that runs over
 * as many pages as it needs (its header repeated, long descriptions wrapped, a row split only when
 * it is taller than a page), the totals, payment terms and notes, and "Page n of m" on every page.
 * Every text arrives checked (standardFontText) and every amount formatted: this file only places.
 */
import type { PDFFont, PDFPage, RGB } from 'pdf-lib';
import type { PdfDocument, PdfLib } from './pdf-engine.ts';
import { wrapText } from './wrap-text.ts';

export interface PartyText {
  name: string;
  address?: string;
  email?: string;
  phone?: string;
}

export interface ItemText {
  description: string;
  sku?: string;
  quantity: string;
  unit: string;
  unitPrice: string;
  amount: string;
}

export interface PurchaseOrderText {
  poNumber: string;
  /** Label and value pairs shown under the PO number (date, delivery date, currency). */
  details: [string, string][];
  company: PartyText;
  vendor: PartyText;
  shipTo: PartyText;
  items: ItemText[];
  /** Label and value pairs of the totals; the last one (the total) is set in bold. */
  totals: [string, string][];
  paymentTerms?: string;
  notes?: string;
  pageSize: readonly [number, number];
}

/** The most lines an address may wrap to in its block on the first page. */
export const MAX_ADDRESS_LINES = 6;
/** The width of a party's block: half the content width of the narrower page (A4), less a gutter. */
export const PARTY_WIDTH = (595.28 - 2 * 48) / 2 - 12;

const MARGIN = 48;
const BODY = 9;
const LEAD = BODY * 1.35;
const SMALL = 8;
const ROW_PADDING = 3;
/** Fixed column widths (points) of the items table; the description takes what is left. */
const COLUMNS = { number: 24, quantity: 62, unit: 44, unitPrice: 84, amount: 100 };
const CELL = 4;

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** The font size at which `text` fits `width`, at most `size` (long numbers shrink rather than overflow). */
function fittedSize(font: PDFFont, text: string, width: number, size: number): number {
  const natural = font.widthOfTextAtSize(text, size);
  return natural <= width ? size : (size * width) / natural;
}

/** Lays out and draws `order` into `doc` (empty), adding its pages. */
export function drawPurchaseOrder(lib: PdfLib, doc: PdfDocument, fonts: Fonts, order: PurchaseOrderText): void {
  const [pageWidth, pageHeight] = order.pageSize;
  const right = pageWidth - MARGIN;
  const contentWidth = pageWidth - 2 * MARGIN;
  const bottom = MARGIN;
  const grey: RGB = lib.rgb(0.38, 0.38, 0.38);
  const rule: RGB = lib.rgb(0.78, 0.78, 0.78);
  const black: RGB = lib.rgb(0, 0, 0);
  const pages: PDFPage[] = [];
  let page!: PDFPage;
  let y = 0;

  const text = (value: string, x: number, baseline: number, options: { size?: number; bold?: boolean; color?: RGB } = {}) => {
    if (value === '') return;
    page.drawText(value, { x, y: baseline, size: options.size ?? BODY, font: options.bold ? fonts.bold : fonts.regular, color: options.color ?? black });
  };
  /** Right-aligned at `edge`, shrunk to fit `width` when it is wider. */
  const rightText = (value: string, edge: number, baseline: number, width: number, options: { bold?: boolean; size?: number } = {}) => {
    const font = options.bold ? fonts.bold : fonts.regular;
    const size = fittedSize(font, value, width, options.size ?? BODY);
    text(value, edge - font.widthOfTextAtSize(value, size), baseline, { size, bold: options.bold });
  };
  const hline = (at: number, color = rule, thickness = 0.5) => page.drawLine({ start: { x: MARGIN, y: at }, end: { x: right, y: at }, thickness, color });

  // The items table's columns, left to right.
  const descriptionWidth = contentWidth - COLUMNS.number - COLUMNS.quantity - COLUMNS.unit - COLUMNS.unitPrice - COLUMNS.amount;
  const x = {
    number: MARGIN,
    description: MARGIN + COLUMNS.number,
    quantityEnd: MARGIN + COLUMNS.number + descriptionWidth + COLUMNS.quantity,
    unit: MARGIN + COLUMNS.number + descriptionWidth + COLUMNS.quantity,
    unitPriceEnd: right - COLUMNS.amount,
    amountEnd: right,
  };

  const tableHeader = () => {
    const height = LEAD + 2 * ROW_PADDING;
    page.drawRectangle({ x: MARGIN, y: y - height, width: contentWidth, height, color: lib.rgb(0.92, 0.92, 0.92) });
    const baseline = y - ROW_PADDING - BODY;
    text('#', x.number + CELL, baseline, { bold: true });
    text('Description', x.description + CELL, baseline, { bold: true });
    rightText('Qty', x.quantityEnd - CELL, baseline, COLUMNS.quantity, { bold: true });
    text('Unit', x.unit + CELL, baseline, { bold: true });
    rightText('Unit price', x.unitPriceEnd - CELL, baseline, COLUMNS.unitPrice, { bold: true });
    rightText('Amount', x.amountEnd - CELL, baseline, COLUMNS.amount, { bold: true });
    y -= height;
  };

  const newPage = (withTableHeader: boolean) => {
    page = doc.addPage([pageWidth, pageHeight]);
    pages.push(page);
    y = pageHeight - MARGIN;
    if (pages.length > 1) {
      text(`Purchase order ${order.poNumber} (continued)`, MARGIN, y - 11, { size: 11, bold: true });
      y -= 11 + 14;
    }
    if (withTableHeader) tableHeader();
  };

  /** Makes room for `height` points, on a new page when this one has too little left. */
  const room = (height: number, withTableHeader: boolean) => {
    if (y - height < bottom) newPage(withTableHeader);
  };

  const partyLines = (party: PartyText): { value: string; bold?: boolean }[] => [
    { value: party.name, bold: true },
    ...(party.address ? wrapText(fonts.regular, BODY, party.address, PARTY_WIDTH).map((value) => ({ value })) : []),
    ...(party.email ? [{ value: party.email }] : []),
    ...(party.phone ? [{ value: party.phone }] : []),
  ];
  /** Draws a party block at `left` from `top` (wrapping each line to the block) and returns where it ends. */
  const partyBlock = (label: string | undefined, party: PartyText, left: number, top: number): number => {
    let at = top;
    if (label) {
      text(label, left, at - SMALL, { size: SMALL, bold: true, color: grey });
      at -= SMALL + 5;
    }
    for (const line of partyLines(party)) {
      for (const piece of wrapText(line.bold ? fonts.bold : fonts.regular, BODY, line.value, PARTY_WIDTH)) {
        text(piece, left, at - BODY, { bold: line.bold });
        at -= LEAD;
      }
    }
    return at;
  };

  // --- first page: title, details, parties ---
  newPage(false);
  text('PURCHASE ORDER', MARGIN, y - 20, { size: 20, bold: true });
  const detailsLeft = right - 210;
  let detailsY = y - 4;
  for (const [label, value] of [['PO number', order.poNumber], ...order.details] as [string, string][]) {
    text(label, detailsLeft, detailsY - BODY, { bold: true });
    rightText(value, right, detailsY - BODY, 140);
    detailsY -= LEAD;
  }
  const companyEnd = partyBlock(undefined, order.company, MARGIN, y - 36);
  y = Math.min(companyEnd, detailsY) - 16;
  hline(y + 6);
  const vendorEnd = partyBlock('VENDOR', order.vendor, MARGIN, y);
  const shipToEnd = partyBlock('SHIP TO', order.shipTo, MARGIN + contentWidth / 2, y);
  y = Math.min(vendorEnd, shipToEnd) - 14;

  // --- the items ---
  tableHeader();
  const fullPage = pageHeight - 2 * MARGIN - 25 - (LEAD + 2 * ROW_PADDING);
  order.items.forEach((item, index) => {
    const lines = wrapText(fonts.regular, BODY, item.description, descriptionWidth - 2 * CELL).map((value) => ({ value, color: black }));
    if (item.sku) for (const value of wrapText(fonts.regular, SMALL + 0.5, `SKU ${item.sku}`, descriptionWidth - 2 * CELL)) lines.push({ value, color: grey });
    const height = lines.length * LEAD + 2 * ROW_PADDING;
    // A row that fits on a page is never split: it moves to the next page whole.
    if (height <= fullPage) room(height, true);
    y -= ROW_PADDING;
    lines.forEach((line, i) => {
      room(LEAD + ROW_PADDING, true);
      const baseline = y - BODY;
      if (i === 0) {
        text(String(index + 1), x.number + CELL, baseline, { color: grey });
        rightText(item.quantity, x.quantityEnd - CELL, baseline, COLUMNS.quantity - 2 * CELL);
        text(item.unit, x.unit + CELL, baseline, { size: fittedSize(fonts.regular, item.unit, COLUMNS.unit - 2 * CELL, BODY) });
        rightText(item.unitPrice, x.unitPriceEnd - CELL, baseline, COLUMNS.unitPrice - 2 * CELL);
        rightText(item.amount, x.amountEnd - CELL, baseline, COLUMNS.amount - 2 * CELL);
      }
      text(line.value, x.description + CELL, baseline, { size: line.color === black ? BODY : SMALL + 0.5, color: line.color });
      y -= LEAD;
    });
    y -= ROW_PADDING;
    hline(y);
  });

  // --- totals, kept together ---
  const totalRow = LEAD + 3;
  room(order.totals.length * totalRow + 12, false);
  y -= 8;
  order.totals.forEach(([label, value], i) => {
    const last = i === order.totals.length - 1;
    if (last) {
      page.drawLine({ start: { x: right - 230, y: y - 1 }, end: { x: right, y: y - 1 }, thickness: 0.8, color: black });
      y -= 3;
    }
    const baseline = y - BODY - 1;
    rightText(label, right - COLUMNS.amount - CELL, baseline, 126, { bold: last });
    rightText(value, right - CELL, baseline, COLUMNS.amount - 2 * CELL, { bold: last });
    y -= totalRow;
  });

  // --- payment terms and notes, which may run over pages ---
  for (const [heading, body] of [['Payment terms', order.paymentTerms], ['Notes', order.notes]] as const) {
    if (!body) continue;
    y -= 10;
    room(LEAD * 2, false);
    text(heading, MARGIN, y - BODY, { bold: true });
    y -= LEAD;
    for (const line of wrapText(fonts.regular, BODY, body, contentWidth)) {
      room(LEAD, false);
      text(line, MARGIN, y - BODY);
      y -= LEAD;
    }
  }

  // --- footers, now that the page count is known ---
  pages.forEach((each, i) => {
    page = each;
    text(`Purchase order ${order.poNumber}`, MARGIN, MARGIN - 24, { size: SMALL, color: grey });
    rightText(`Page ${i + 1} of ${pages.length}`, right, MARGIN - 24, 120, { size: SMALL });
  });
}
