/** The JSON view: a PDF's Base64 reads as a placeholder there, and stays whole in what is copied. */
import { describe, expect, it } from 'vitest';
import { fullJson, isPdfBase64, shownJson } from './json-view.ts';

const pdf = Buffer.from('%PDF-1.7\n' + 'x'.repeat(123_447)).toString('base64');

describe('shownJson', () => {
  it('shows a PDF in Base64 as its size, wherever it sits in the result', () => {
    const result = { pdf, page_count: 3, files: [{ pdf, pages: [1] }] };
    const shown = JSON.parse(shownJson(result)) as typeof result;
    expect(shown).toEqual({ pdf: '<PDF, 123,456 bytes>', page_count: 3, files: [{ pdf: '<PDF, 123,456 bytes>', pages: [1] }] });
    expect(shownJson(result).length).toBeLessThan(200);
    expect(JSON.parse(shownJson(`data:application/pdf;base64,${pdf}`))).toBe('<PDF, 123,456 bytes>');
  });

  it('leaves other strings alone, even ones that start like a PDF but are not Base64', () => {
    expect(JSON.parse(shownJson({ text: 'JVBERi0 is how a PDF starts in Base64' }))).toEqual({ text: 'JVBERi0 is how a PDF starts in Base64' });
    expect(JSON.parse(shownJson({ png: 'iVBORw0KGgo=' }))).toEqual({ png: 'iVBORw0KGgo=' });
    expect(isPdfBase64('JVBERi0xLjcK')).toBe(true);
    expect(isPdfBase64('SGVsbG8=')).toBe(false);
  });

  it('shows bytes as their count, as before', () => {
    expect(JSON.parse(shownJson({ data: new Uint8Array(5) }))).toEqual({ data: '<5 bytes>' });
  });
});

describe('fullJson', () => {
  it('keeps the Base64 whole, for the copy button', () => {
    expect(JSON.parse(fullJson({ pdf }))).toEqual({ pdf });
  });
});
