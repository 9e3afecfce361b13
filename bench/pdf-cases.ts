/**
 * The four cases of issue 19's PDF bench, each as a tooldeck call and as the qpdf command doing
 * the same job on the same files. Pages processed: 1,000 for the merge, 100 for the others.
 */
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { BOOK_PAGES, type PdfFixtures } from './pdf-fixture.ts';

export interface PdfCase {
  name: string;
  tool: string;
  /** Pages the case processes, the numerator of pages/s. */
  pages: number;
  /** Pages the output holds in all (a check that the run did the job). */
  outputPages: number;
  input(books: Books): Record<string, unknown>;
  /** qpdf's arguments, writing into `out` (an empty folder); every file it leaves there is output. */
  qpdf(files: PdfFixtures, out: string): string[];
}

/** The book as Base64, plain (textPdf) and with Flate-compressed content. */
export interface Books {
  plain: string;
  flate: string;
}

export const MERGE_COPIES = 10;

/**
 * The merge reads ten files holding the same bytes under ten names, as the tool reads ten
 * documents. Given one path ten times, qpdf opens it once and makes pages 101-1,000 shallow copies
 * sharing the first copy's content streams: a smaller file from less work, not the same job
 * (see SAME_PATH_MERGE).
 */
export function mergeCopies(dir: string, source: string, prefix: string): string[] {
  return Array.from({ length: MERGE_COPIES }, (_, i) => {
    const path = join(dir, `${prefix}-${i + 1}.pdf`);
    copyFileSync(source, path);
    return path;
  });
}

export function pdfCases(files: PdfFixtures): PdfCase[] {
  const copies = mergeCopies(files.dir, files.bookPath, 'copy');
  const flateCopies = mergeCopies(files.dir, files.flateBookPath, 'flate-copy');
  return [
    {
      name: `merge ${MERGE_COPIES} × ${BOOK_PAGES} pages`,
      tool: 'pdf-merge',
      pages: MERGE_COPIES * BOOK_PAGES,
      outputPages: MERGE_COPIES * BOOK_PAGES,
      input: (books) => ({ pdfs: Array.from({ length: MERGE_COPIES }, () => books.plain) }),
      qpdf: (_, out) => ['--empty', '--pages', ...copies, '--', join(out, 'merged.pdf')],
    },
    // qpdf compresses the uncompressed streams it copies (its default --compress-streams=y); most
    // PDFs in the wild come with Flate content already, which both sides then copy as it is.
    {
      name: `merge ${MERGE_COPIES} × ${BOOK_PAGES} pages, Flate content`,
      tool: 'pdf-merge',
      pages: MERGE_COPIES * BOOK_PAGES,
      outputPages: MERGE_COPIES * BOOK_PAGES,
      input: (books) => ({ pdfs: Array.from({ length: MERGE_COPIES }, () => books.flate) }),
      qpdf: (_, out) => ['--empty', '--pages', ...flateCopies, '--', join(out, 'merged.pdf')],
    },
    {
      name: `split into ${BOOK_PAGES} single pages`,
      tool: 'pdf-split',
      pages: BOOK_PAGES,
      outputPages: BOOK_PAGES,
      input: (books) => ({ pdf: books.plain, pages: Array.from({ length: BOOK_PAGES }, (_, i) => i + 1).join(',') }),
      qpdf: (f, out) => ['--split-pages', f.bookPath, join(out, 'page-%d.pdf')],
    },
    {
      name: 'rotate every page by 90',
      tool: 'pdf-rotate',
      pages: BOOK_PAGES,
      outputPages: BOOK_PAGES,
      input: (books) => ({ pdf: books.plain, degrees: 90 }),
      qpdf: (f, out) => ['--rotate=+90', f.bookPath, join(out, 'rotated.pdf')],
    },
    {
      name: 'watermark every page',
      tool: 'pdf-watermark',
      pages: BOOK_PAGES,
      outputPages: BOOK_PAGES,
      input: (books) => ({ pdf: books.plain, text: 'CONFIDENTIAL' }),
      qpdf: (f, out) => [f.bookPath, '--overlay', f.stampPath, '--repeat=1', '--', join(out, 'watermarked.pdf')],
    },
  ];
}

/** The merge as the command reads, one path ten times: for comparison only (shallow copies, see mergeCopies). */
export const SAME_PATH_MERGE: Pick<PdfCase, 'name' | 'pages' | 'qpdf'> = {
  name: `merge, one path given ${MERGE_COPIES} times`,
  pages: MERGE_COPIES * BOOK_PAGES,
  qpdf: (f, out) => ['--empty', '--pages', ...Array.from({ length: MERGE_COPIES }, () => f.bookPath), '--', join(out, 'merged.pdf')],
};
