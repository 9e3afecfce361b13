/**
 * 1-based page lists such as "1,3,5-8" (spec 4.3): the `pages` of pdf-split, pdf-delete-pages,
 * pdf-rotate and pdf-watermark, and pdf-organize's `order`. Each comma-separated item is a page or
 * a range; a descending range ("8-5") runs backwards. Every page must exist in the document.
 */
import { Type } from '@sinclair/typebox';
import { invalid } from '../../errors.ts';
import { MAX_PDF_PAGES } from './limits.ts';

export const MAX_PAGE_LIST_CHARS = 10_000;

/** The schema of a page-list field. */
export function pageListField(description: string) {
  return Type.String({ minLength: 1, maxLength: MAX_PAGE_LIST_CHARS, pattern: '^[\\s\\d,-]*$', description });
}

const ITEM = /^(\d{1,9})(?:\s*-\s*(\d{1,9}))?$/;

/**
 * The items of `text` in order, each as its 1-based pages (a range expanded, backwards when it
 * descends). Pages past `pageCount`, page 0, malformed items, and lists of more than MAX_PDF_PAGES
 * pages in all are refused with a message naming `field`.
 */
export function parsePageList(field: string, text: string, pageCount: number): number[][] {
  const items = text.split(',').map((item) => item.trim());
  if (items.every((item) => item === '')) invalid(`${field}: names no pages (write them like 1,3,5-8)`);
  const groups: number[][] = [];
  let total = 0;
  for (const item of items) {
    if (item === '') continue;
    const match = ITEM.exec(item) ?? invalid(`${field}: "${item.slice(0, 40)}" is not a page or a range (write them like 1,3,5-8)`);
    const first = Number(match[1]);
    const last = match[2] === undefined ? first : Number(match[2]);
    for (const page of [first, last]) {
      if (page < 1) invalid(`${field}: pages count from 1, got ${page}`);
      if (page > pageCount) invalid(`${field}: page ${page} does not exist; the document has ${pageCount} page${pageCount === 1 ? '' : 's'}`);
    }
    total += Math.abs(last - first) + 1;
    if (total > MAX_PDF_PAGES) invalid(`${field}: names more than ${MAX_PDF_PAGES} pages in all`);
    const step = last >= first ? 1 : -1;
    const pages: number[] = [];
    for (let page = first; page !== last + step; page += step) pages.push(page);
    groups.push(pages);
  }
  return groups;
}

/** The distinct pages of a list, ascending: for fields that select pages rather than order them. */
export function selectedPages(groups: number[][]): number[] {
  return [...new Set(groups.flat())].sort((a, b) => a - b);
}
