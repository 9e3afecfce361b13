/**
 * The files of the PDF bench, written at run time into a temporary folder (never committed): a
 * 100-page text document like a report (45 lines of about 80 characters a page, Helvetica, one
 * shared font resource, uncompressed content streams) and the one-page stamp qpdf overlays for
 * the watermark case. Both are written byte by byte by test/pdf/raw-pdf.ts, which shares no code
 * with the engines measured, so neither side reads a file the other wrote.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { rawPdf, textPdf } from '../test/pdf/raw-pdf.ts';

export const BOOK_PAGES = 100;
const LINES_PER_PAGE = 45;
const LINE_CHARS = 80;

const WORDS = (
  'the of and to in is that for on with as by this are be from at or an it which we was can not their has have ' +
  'report quarter revenue growth customer service delivery contract supplier invoice payment schedule budget ' +
  'forecast analysis system network storage capacity latency throughput request response document section ' +
  'figure table appendix summary review approval meeting project milestone risk mitigation owner status ' +
  'performance measurement baseline target estimate variance region market product release version update'
).split(' ');

/** A small deterministic generator (mulberry32), so every run and every engine reads the same text. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Lines of prose-like words, each close to LINE_CHARS characters, sentences capitalised and stopped. */
function pageLines(page: number, next: () => number): string[] {
  const lines = [`Section ${page}. Quarterly operations report, page ${page} of ${BOOK_PAGES}`];
  let capital = true;
  while (lines.length < LINES_PER_PAGE) {
    let line = '';
    for (;;) {
      let word = WORDS[Math.floor(next() * WORDS.length)]!;
      if (capital) word = word[0]!.toUpperCase() + word.slice(1);
      const stop = next();
      capital = stop < 0.07;
      if (capital) word += '.';
      else if (stop < 0.12) word += ',';
      if (line.length + 1 + word.length > LINE_CHARS) break;
      line = line === '' ? word : `${line} ${word}`;
    }
    lines.push(line);
  }
  return lines;
}

function bookPages(): string[][] {
  const next = random(19);
  return Array.from({ length: BOOK_PAGES }, (_, i) => pageLines(i + 1, next));
}

/** The 100-page document every case reads (Letter pages, 12 pt Helvetica, 14 pt leading: 45 lines fill a page). */
export function bookPdf(): Uint8Array {
  return textPdf(bookPages());
}

/**
 * The same document with its content streams Flate-compressed, as PDF writers save them: the
 * same objects in the same order as textPdf's (1 catalog, 2 page tree, 3 font, then page and
 * content pairs) and the same page content, only encoded.
 */
export function flateBookPdf(): Uint8Array {
  const pages = bookPages();
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '', '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'];
  const kids: string[] = [];
  pages.forEach((lines, i) => {
    const pageNumber = 4 + i * 2;
    kids.push(`${pageNumber} 0 R`);
    const content = `BT /F1 12 Tf 14 TL 72 720 Td ${lines.map((line) => `(${line.replace(/[\\()]/g, (c) => `\\${c}`)}) '`).join(' ')} ET`;
    const encoded = Buffer.from(deflateSync(Buffer.from(content, 'latin1'))).toString('latin1');
    objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageNumber + 1} 0 R >>`);
    objects.push(`<< /Length ${encoded.length} /Filter /FlateDecode >>\nstream\n${encoded}\nendstream`);
  });
  objects[1] = `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${pages.length} >>`;
  return rawPdf(objects);
}

/** Helvetica's advance widths (AFM, 1/1000 em) of the letters of CONFIDENTIAL. */
const HELVETICA_WIDTHS: Record<string, number> = { C: 722, O: 778, N: 722, F: 611, I: 278, D: 722, E: 667, T: 611, A: 667, L: 556 };

/**
 * qpdf's watermark: one Letter page with CONFIDENTIAL in 72 pt grey Helvetica, turned 45 degrees by
 * its text matrix and centred on the page, painted at 15 % opacity through an ExtGState /ca, as
 * pdf-watermark's defaults ask (opacity 0.15, rotation 45, #808080).
 */
export function stampPdf(text = 'CONFIDENTIAL', size = 72): Uint8Array {
  const [width, height] = [612, 792];
  const advance = ([...text].reduce((sum, char) => sum + (HELVETICA_WIDTHS[char] ?? 600), 0) * size) / 1000;
  const capHeight = 0.718 * size;
  const [cos, sin] = [Math.SQRT1_2, Math.SQRT1_2];
  // Start so that the middle of the text's cap-height box lands on the page's centre.
  const x = width / 2 - (advance / 2) * cos + (capHeight / 2) * sin;
  const y = height / 2 - (advance / 2) * sin - (capHeight / 2) * cos;
  const f = (n: number) => n.toFixed(4);
  const content = `q /GS1 gs 0.502 g BT /F1 ${size} Tf ${f(cos)} ${f(sin)} ${f(-sin)} ${f(cos)} ${f(x)} ${f(y)} Tm (${text}) Tj ET Q`;
  return rawPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [5 0 R] /Count 1 >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /ExtGState /ca 0.15 /CA 0.15 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] /Resources << /Font << /F1 3 0 R >> /ExtGState << /GS1 4 0 R >> >> /Contents 6 0 R >>`,
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ]);
}

export interface PdfFixtures {
  dir: string;
  book: Uint8Array;
  bookPath: string;
  /** The book with Flate-compressed content (flateBookPdf). */
  flateBook: Uint8Array;
  flateBookPath: string;
  stampPath: string;
  /** Removes the folder and everything the bench wrote into it. */
  remove(): void;
}

/** Writes the book (plain and Flate) and the stamp into a fresh temporary folder. */
export function writePdfFixtures(): PdfFixtures {
  const dir = mkdtempSync(join(tmpdir(), 'tooldeck-pdf-bench-'));
  const book = bookPdf();
  const bookPath = join(dir, 'book.pdf');
  const stampPath = join(dir, 'stamp.pdf');
  writeFileSync(bookPath, book);
  writeFileSync(stampPath, stampPdf());
  const flateBook = flateBookPdf();
  const flateBookPath = join(dir, 'book-flate.pdf');
  writeFileSync(flateBookPath, flateBook);
  return { dir, book, bookPath, flateBook, flateBookPath, stampPath, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
