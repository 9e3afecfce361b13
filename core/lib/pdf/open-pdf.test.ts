import { describe, expect, it } from 'vitest';
import { HOSTILE_PDFS } from '../../../test/pdf/hostile-pdfs.ts';
import { numberedPdf } from '../../../test/pdf/raw-pdf.ts';
import { ToolError } from '../../errors.ts';
import { openPdf, savePdf } from './open-pdf.ts';

async function failure(bytes: Uint8Array): Promise<string> {
  try {
    const { doc } = await openPdf('pdf', bytes);
    // Some damage only shows when the pages are used.
    await savePdf(doc);
  } catch (error) {
    expect(error).toBeInstanceOf(ToolError);
    return (error as ToolError).message;
  }
  return 'no error';
}

describe('openPdf', () => {
  it('reads a clean file and counts its pages', async () => {
    const { pageCount } = await openPdf('pdf', numberedPdf(3));
    expect(pageCount).toBe(3);
  });

  for (const hostile of HOSTILE_PDFS) {
    it(`refuses ${hostile.name}`, async () => {
      const message = await failure(hostile.bytes());
      expect(message).toMatch(/^pdf: /);
      expect(message).toMatch(hostile.message);
    });
  }
});
