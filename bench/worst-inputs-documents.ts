/**
 * The worst-case bench's inputs for the PDF tools (issue 19): every one at the page limit (2,000),
 * where the schema walk would only find Base64 that is not a PDF. Documents are written by
 * test/pdf/raw-pdf.ts, once per bench child.
 */
import { deflateSync, crc32 } from 'node:zlib';
import { numberedPdf, toBase64 } from '../test/pdf/raw-pdf.ts';

let book: string | undefined;
/** 2,000 pages reading "Page N": the most any PDF tool reads. */
const pages2000 = (): string => (book ??= toBase64(numberedPdf(2_000)));
const every = (count: number): string => Array.from({ length: count }, (_, i) => i + 1).join(',');

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** An RGB PNG of `width` × `height` noise-like pixels (so it compresses like a photo, not like a flat fill). */
export function png(width: number, height: number): string {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  let seed = 1;
  for (let at = 0; at < rows.length; at++) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    rows[at] = at % (width * 3 + 1) === 0 ? 0 : seed >>> 24;
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(rows, { level: 1 })), chunk('IEND', new Uint8Array())]).toString('base64');
}

export const documentCandidates: Record<string, Record<string, () => Record<string, unknown>>> = {
  'pdf-merge': { 'two-1000-page-files': () => ({ pdfs: [toBase64(numberedPdf(1_000)), toBase64(numberedPdf(1_000))] }) },
  'pdf-split': { '2000-single-pages': () => ({ pdf: pages2000(), pages: every(2_000) }) },
  'pdf-delete-pages': { 'all-but-one-of-2000': () => ({ pdf: pages2000(), pages: '2-2000' }) },
  'pdf-organize': { 'reverse-2000': () => ({ pdf: pages2000(), order: '2000-1' }) },
  'pdf-rotate': { 'all-2000': () => ({ pdf: pages2000(), degrees: 90 }) },
  'pdf-page-numbers': { 'all-2000': () => ({ pdf: pages2000(), format: 'Page {n} of {total}' }) },
  'pdf-watermark': { 'all-2000-fit': () => ({ pdf: pages2000(), text: 'CONFIDENTIAL '.repeat(15).trim() }) },
  'pdf-extract': { 'all-2000-as-pages': () => ({ pdf: pages2000(), output: 'pages' }) },
  'images-to-pdf': { 'png-at-the-10-megapixel-limit': () => ({ images: [png(3_162, 3_162)], page_size: 'a4', margin: 36 }) },
  'purchase-order-generator': {
    'max-items-unbreakable-descriptions': () => ({
      po_number: 'PO-'.padEnd(40, '9'),
      company: { name: 'Buyer' },
      vendor: { name: 'Vendor' },
      items: Array.from({ length: 200 }, () => ({ description: 'W'.repeat(500), quantity: 999_999.9999, unit_price: 9_999_999.9999 })),
    }),
  },
};
