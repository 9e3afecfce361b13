/** findPreviews: which result values are shown as SVG, HTML, PDF, images or CSV tables. */
import { describe, expect, it } from 'vitest';
import { bytesToBase64 } from './base64.ts';
import { findPreviews } from './preview-detect.ts';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const PDF = new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n1 0 obj\n');

describe('findPreviews', () => {
  it('finds SVG, with or without an XML declaration', () => {
    expect(findPreviews({ svg: '<svg xmlns="http://www.w3.org/2000/svg"/>' })).toMatchObject([{ kind: 'svg', field: 'svg' }]);
    expect(findPreviews({ image: '<?xml version="1.0"?>\n<svg viewBox="0 0 1 1"></svg>' })).toMatchObject([{ kind: 'svg' }]);
  });

  it('finds whole HTML documents anywhere, fragments only in fields named for HTML', () => {
    expect(findPreviews({ page: '<!DOCTYPE html><p>x</p>' })).toMatchObject([{ kind: 'html', field: 'page' }]);
    expect(findPreviews({ html: '<h1>Title</h1>\n<p>text</p>' })).toMatchObject([{ kind: 'html', field: 'html' }]);
    expect(findPreviews({ result: '<b>not a preview</b>' })).toEqual([]);
  });

  it('finds PDFs and images as bytes, Base64 or data URLs', () => {
    expect(findPreviews({ pdf: PDF })).toMatchObject([{ kind: 'pdf', bytes: PDF }]);
    expect(findPreviews({ pdf: bytesToBase64(PDF) })).toMatchObject([{ kind: 'pdf' }]);
    expect(findPreviews({ png: bytesToBase64(PNG) })).toMatchObject([{ kind: 'image', type: 'image/png' }]);
    expect(findPreviews({ url: `data:image/png;base64,${bytesToBase64(PNG)}` })).toMatchObject([{ kind: 'image', type: 'image/png' }]);
  });

  it('finds CSV and TSV by field name, when the text has rows', () => {
    expect(findPreviews({ csv: 'a,b\n1,2\n', rows: 1 })).toMatchObject([{ kind: 'csv', field: 'csv', csv: 'a,b\n1,2' }]);
    expect(findPreviews({ tsv: 'a\tb\n1\t2' })).toMatchObject([{ kind: 'csv', delimiter: '\t' }]);
    expect(findPreviews({ csv: 'one line' })).toEqual([]);
  });

  it('looks into arrays of values and of objects, and stops at a dozen previews', () => {
    const icons = Array.from({ length: 30 }, (_, index) => ({ name: `i${index}`, svg: '<svg></svg>' }));
    const previews = findPreviews({ icons });
    expect(previews).toHaveLength(12);
    expect(previews[0]).toMatchObject({ kind: 'svg', field: 'icons[0].svg' });
  });

  it('previews nothing in plain results', () => {
    expect(findPreviews({ result: 'aGVsbG8=', count: 3, valid: true })).toEqual([]);
    expect(findPreviews('plain')).toEqual([]);
  });
});
