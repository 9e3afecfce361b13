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

  it('offers bytes a result says it holds as a file: gzip, text-encoding and data-uri', () => {
    // printf hello | gzip -n | base64
    const gzip = 'H4sIAAAAAAAAA8tIzcnJBwCGphA2BQAAAA==';
    const [compressed] = findPreviews({ result: gzip, resultEncoding: 'base64', inputBytes: 5, outputBytes: 25 });
    expect(compressed).toMatchObject({ kind: 'file', field: 'result', type: 'application/gzip' });
    expect((compressed as { bytes: Uint8Array }).bytes.slice(0, 3)).toEqual(new Uint8Array([0x1f, 0x8b, 0x08]));
    // By its signature alone too, with nothing beside it.
    expect(findPreviews({ compressed: gzip })).toMatchObject([{ kind: 'file', type: 'application/gzip' }]);
    // printf hello | python3 -c "import sys,zlib;print(zlib.compress(sys.stdin.buffer.read()).hex())"
    expect(findPreviews({ result: '789ccb48cdc9c90700062c0215', resultEncoding: 'hex' })).toMatchObject([{ kind: 'file', type: 'application/octet-stream', bytes: new Uint8Array([0x78, 0x9c, 0xcb, 0x48, 0xcd, 0xc9, 0xc9, 0x07, 0x00, 0x06, 0x2c, 0x02, 0x15]) }]);
    expect(findPreviews({ result: 'SUQzBA==', resultFormat: 'base64', mediaType: 'audio/mpeg', bytes: 4 })).toMatchObject([{ kind: 'file', type: 'audio/mpeg', bytes: new Uint8Array([0x49, 0x44, 0x33, 0x04]) }]);
    // A declared image is still previewed as one.
    expect(findPreviews({ result: bytesToBase64(PNG), resultFormat: 'base64', mediaType: 'image/png' })).toMatchObject([{ kind: 'image', type: 'image/png' }]);
  });

  it("shows a declared image field's AVIF as an image (image-convert's to: avif)", () => {
    // ISO/IEC 23008-12: a 32-byte ftyp box, major brand avif.
    const avif = new Uint8Array([0, 0, 0, 32, ...new TextEncoder().encode('ftypavif'), 0, 0, 0, 0, ...new TextEncoder().encode('avifmif1miafMA1B')]);
    expect(findPreviews({ image: bytesToBase64(avif) }, 12, { image: 'image/*' })).toMatchObject([{ kind: 'image', field: 'image', type: 'image/avif' }]);
  });

  it('offers fields the output schema declares as Base64 bytes as files', () => {
    expect(findPreviews({ data: 'AAEC', size: 3 }, 12, { data: 'application/x-thing' })).toMatchObject([{ kind: 'file', field: 'data', type: 'application/x-thing', bytes: new Uint8Array([0, 1, 2]) }]);
    expect(findPreviews({ data: 'AAEC' })).toEqual([]);
  });

  it('offers nothing where the result says its text is text, or the bytes do not decode', () => {
    expect(findPreviews({ result: 'aGVsbG8=', resultEncoding: 'utf8' })).toEqual([]);
    expect(findPreviews({ result: 'aGVsbG8=', resultFormat: 'text', mediaType: 'text/plain' })).toEqual([]);
    expect(findPreviews({ result: 'not base64!', resultEncoding: 'base64' })).toEqual([]);
    expect(findPreviews({ result: 'xyz', resultEncoding: 'hex' })).toEqual([]);
  });

  it('previews nothing in plain results', () => {
    expect(findPreviews({ result: 'aGVsbG8=', count: 3, valid: true })).toEqual([]);
    expect(findPreviews('plain')).toEqual([]);
  });
});
