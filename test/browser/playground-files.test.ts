/**
 * The playground's file fields and file results (issue 19, rule 4), in headless Chromium against
 * the real server: a PDF picked with the file chooser or dropped (a synthetic DataTransfer drop)
 * goes through pdf-rotate and pdf-merge in the browser; the result previews, reads as a
 * placeholder in the JSON, and downloads under a name made from the input file's. The downloads
 * are judged by pdfinfo and pdftotext, not by the page.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { get } from '../../core/catalog-metadata.ts';
import { textToBase64Url } from '../../runtime-browser/playground/base64.ts';
import { describeWithPdfTools, pdfPages, pdfTextByPage } from '../pdf/outside-tools.ts';
import { SAMPLE_PNG } from '../../core/lib/pdf/sample-images.ts';
import { numberedPdf } from '../pdf/raw-pdf.ts';
import { describeInChromium } from './chromium.ts';
import { openPlayground, type PlaygroundSession } from './playground-session.ts';

const ARTIFACTS = fileURLToPath(new URL('../../test-artifacts/', import.meta.url));

describeInChromium('file fields and PDF results in the playground', () => {
  describeWithPdfTools('judged by pdfinfo and pdftotext', () => {
    let session: PlaygroundSession;
    let page: Page;
    let pageUrl: string;
    let problems: string[];

    beforeAll(async () => {
      session = await openPlayground({ context: { acceptDownloads: true } });
      ({ page, pageUrl, problems } = session);
    }, 300_000);

    afterAll(() => session?.close());

    const openTool = async (id: string) => {
      await page.goto(`${pageUrl}#tool=${id}`);
      await page.waitForSelector('body[data-ready="true"]');
      await expect.poll(() => page.locator('#tool-id').textContent()).toMatch(new RegExp(`^${id} `));
    };
    const runInBrowser = async () => {
      await page.click('#run');
      await page.waitForFunction(() => /^(Done|[A-Z_]+ in)/.test(document.querySelector('#status')?.textContent ?? ''), undefined, { timeout: 60_000 });
      expect(await page.locator('#status').textContent()).toMatch(/^Done in this browser/);
    };
    const resultJson = async () => JSON.parse((await page.locator('#result-json').textContent()) ?? '') as Record<string, unknown>;
    /** Clicks a Download link and returns the file's suggested name and bytes. */
    const download = async (link: Locator) => {
      const [saved] = await Promise.all([page.waitForEvent('download'), link.click()]);
      return { name: saved.suggestedFilename(), bytes: new Uint8Array(readFileSync(await saved.path())) };
    };
    /** Drops `files` on `target` as a person's drag would: dragenter, dragover, drop, with one DataTransfer. */
    const drop = async (target: Locator, files: { name: string; type: string; bytes: Uint8Array }[], { checkHighlight = false } = {}) => {
      const dataTransfer = await page.evaluateHandle((list) => {
        const transfer = new DataTransfer();
        for (const file of list) transfer.items.add(new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
        return transfer;
      }, files.map((file) => ({ ...file, bytes: [...file.bytes] })));
      await target.dispatchEvent('dragenter', { dataTransfer });
      await target.dispatchEvent('dragover', { dataTransfer });
      if (checkHighlight) expect(await target.getAttribute('data-drop')).toBe('over');
      await target.dispatchEvent('drop', { dataTransfer });
      expect(await target.getAttribute('data-drop')).toBeNull();
    };
    const pdfFile = (name: string, pages: number, label = '') => ({ name, mimeType: 'application/pdf', buffer: Buffer.from(numberedPdf(pages, label)) });
    const names = (field: string) => page.locator(`[data-field="${field}"] .file-list .file-name`).allTextContents();

    it('takes a PDF from the file chooser, runs pdf-rotate, previews the result and downloads it as report-rotated.pdf', async () => {
      await openTool('pdf-rotate');
      const picker = page.locator('#field-pdf');
      expect(await picker.getAttribute('type')).toBe('file');
      expect(await picker.getAttribute('accept')).toBe('application/pdf,.pdf');
      expect(await picker.getAttribute('multiple')).toBeNull();

      const report = pdfFile('report.pdf', 3);
      await picker.setInputFiles(report);
      await expect.poll(() => names('pdf')).toEqual(['report.pdf']);
      expect(await page.locator('[data-field="pdf"] .file-size').textContent()).toBe(report.buffer.length < 1000 ? `${report.buffer.length} bytes` : `${(report.buffer.length / 1000).toFixed(1)} KB`);
      await page.fill('#field-degrees', '90');
      await runInBrowser();

      // The JSON names the PDF and its size; the Base64 itself is kept for the download and the copy.
      const result = await resultJson();
      expect(result.pdf).toBe(`<PDF, ${(result.bytes as number).toLocaleString('en-US')} bytes>`);
      expect(result).toMatchObject({ page_count: 3, pages_rotated: [1, 2, 3], rotations: [90, 90, 90] });
      expect(await page.locator('#result-json').textContent()).not.toContain('JVBERi0');
      expect(await page.locator('#previews object.preview-pdf').count()).toBe(1);
      expect(await page.locator('#previews object.preview-pdf').getAttribute('data')).toMatch(/^blob:/);

      const saved = await download(page.locator('#previews a.download'));
      expect(saved.name).toBe('report-rotated.pdf');
      expect(saved.bytes.length).toBe(result.bytes);
      expect(pdfPages(saved.bytes).map((info) => info.rotation)).toEqual([90, 90, 90]);
      expect(pdfTextByPage(saved.bytes).map((text) => text.trim())).toEqual(['Page 1', 'Page 2', 'Page 3']);

      // Copy JSON copies the PDF whole, not the placeholder.
      await page.click('#copy');
      const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText())) as Record<string, unknown>;
      expect({ ...copied, pdf: undefined }).toEqual({ ...result, pdf: undefined });
      expect(Buffer.from(copied.pdf as string, 'base64')).toEqual(Buffer.from(saved.bytes));

      mkdirSync(ARTIFACTS, { recursive: true });
      await page.screenshot({ path: `${ARTIFACTS}playground-pdf.png`, fullPage: true });
    }, 120_000);

    it('takes a dropped PDF (marking the target while files are over it), and refuses a file that is not a PDF', async () => {
      await openTool('pdf-rotate');
      const zone = page.locator('[data-field="pdf"] .drop-zone');
      await drop(zone, [{ name: 'notes.txt', type: 'text/plain', bytes: new TextEncoder().encode('not a pdf') }]);
      await expect.poll(() => page.locator('[data-field="pdf"] .file-status').textContent()).toBe('notes.txt is not a PDF');
      expect(await names('pdf')).toEqual([]);

      // A text file named .pdf passes the picker's check; the tool's refusal shows beside the field.
      await drop(zone, [{ name: 'fake.pdf', type: 'application/pdf', bytes: new TextEncoder().encode('not a pdf') }]);
      await expect.poll(() => names('pdf')).toEqual(['fake.pdf']);
      await page.fill('#field-degrees', '90');
      await page.click('#run');
      await page.waitForFunction(() => document.querySelector('#status')?.textContent?.startsWith('VALIDATION_ERROR in this browser') === true, undefined, { timeout: 60_000 });
      expect(await page.locator('[data-field="pdf"] .field-error').textContent()).toMatch(/not .*PDF/);
      expect(await page.locator('#field-pdf').getAttribute('aria-invalid')).toBe('true');

      await drop(zone, [{ name: 'scan.pdf', type: 'application/pdf', bytes: numberedPdf(2) }], { checkHighlight: true });
      await expect.poll(() => names('pdf')).toEqual(['scan.pdf']);
      await page.fill('#field-degrees', '-90');
      await page.fill('#field-pages', '2');
      await runInBrowser();
      const saved = await download(page.locator('#previews a.download'));
      expect(saved.name).toBe('scan-rotated.pdf');
      expect(pdfPages(saved.bytes).map((info) => info.rotation)).toEqual([0, 270]);
    }, 120_000);

    it('takes several PDFs for pdf-merge by chooser and drop, in order, reorders and removes them, and downloads merged.pdf', async () => {
      await openTool('pdf-merge');
      const picker = page.locator('#field-pdfs');
      expect(await picker.getAttribute('multiple')).toBe('');
      expect(await picker.getAttribute('accept')).toBe('application/pdf,.pdf');

      await picker.setInputFiles([pdfFile('a.pdf', 2, 'A '), pdfFile('b.pdf', 1, 'B ')]);
      await expect.poll(() => names('pdfs')).toEqual(['a.pdf', 'b.pdf']);
      await drop(page.locator('[data-field="pdfs"] .drop-zone'), [{ name: 'c.pdf', type: 'application/pdf', bytes: numberedPdf(1, 'C ') }], { checkHighlight: true });
      await expect.poll(() => names('pdfs')).toEqual(['a.pdf', 'b.pdf', 'c.pdf']);

      await page.getByRole('button', { name: 'Move c.pdf up' }).click();
      await page.getByRole('button', { name: 'Move c.pdf up' }).click();
      expect(await names('pdfs')).toEqual(['c.pdf', 'a.pdf', 'b.pdf']);
      expect(await page.getByRole('button', { name: 'Move c.pdf up' }).isDisabled()).toBe(true);
      await page.getByRole('button', { name: 'Remove b.pdf' }).click();
      expect(await names('pdfs')).toEqual(['c.pdf', 'a.pdf']);
      mkdirSync(ARTIFACTS, { recursive: true });
      await page.locator('[data-field="pdfs"]').screenshot({ path: `${ARTIFACTS}playground-pdf-list.png` });

      await runInBrowser();
      const result = await resultJson();
      expect(result.page_count).toBe(3);
      expect(result.pdf).toMatch(/^<PDF, [\d,]+ bytes>$/);
      const saved = await download(page.locator('#previews a.download'));
      expect(saved.name).toBe('merged.pdf');
      expect(pdfTextByPage(saved.bytes).map((text) => text.trim())).toEqual(['C Page 1', 'A Page 1', 'A Page 2']);
    }, 120_000);

    it('downloads each file of a pdf-split named by its pages, past the dozen previewed too', async () => {
      await openTool('pdf-split');
      await page.locator('#field-pdf').setInputFiles(pdfFile('report.pdf', 15));
      await expect.poll(() => names('pdf')).toEqual(['report.pdf']);
      await page.fill('#field-pages', '1-2,3,4,5,6,7,8,9,10,11,12,13,15-14');
      await runInBrowser();
      expect((await resultJson()).file_count).toBe(13);
      // Twelve previews with their links, then the last file as a link only.
      expect(await page.locator('#previews object.preview-pdf').count()).toBe(12);
      expect(await page.locator('#previews a.download').count()).toBe(13);
      const first = await download(page.locator('#previews a.download').first());
      expect(first.name).toBe('report-pages-1-2.pdf');
      expect(pdfTextByPage(first.bytes).map((text) => text.trim())).toEqual(['Page 1', 'Page 2']);
      const last = await download(page.locator('#previews .download-list a.download'));
      expect(last.name).toBe('report-pages-15-14.pdf');
      expect(pdfTextByPage(last.bytes).map((text) => text.trim())).toEqual(['Page 15', 'Page 14']);
    }, 120_000);

    it('takes images for images-to-pdf (and refuses a PDF there), downloading images.pdf', async () => {
      await openTool('images-to-pdf');
      const picker = page.locator('#field-images');
      expect(await picker.getAttribute('accept')).toBe('image/*');
      await drop(page.locator('[data-field="images"] .drop-zone'), [{ name: 'report.pdf', type: 'application/pdf', bytes: numberedPdf(1) }]);
      await expect.poll(() => page.locator('[data-field="images"] .file-status').textContent()).toBe('report.pdf is not an image');
      await picker.setInputFiles([{ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from(SAMPLE_PNG, 'base64') }]);
      await expect.poll(() => names('images')).toEqual(['photo.png']);
      await runInBrowser();
      const saved = await download(page.locator('#previews a.download'));
      expect(saved.name).toBe('images.pdf');
      // SAMPLE_PNG is 48 × 64 pixels: page_size fit makes a 48 × 64 point page.
      expect(pdfPages(saved.bytes)).toEqual([{ width: 48, height: 64, rotation: 0 }]);
    }, 120_000);

    it('fills file fields from an example as Base64 values, and names their result after the tool', async () => {
      await openTool('pdf-merge');
      await page.locator('#examples button.example').first().click();
      expect(await names('pdfs')).toEqual(['Base64 value 1', 'Base64 value 2']);
      await runInBrowser();
      expect((await download(page.locator('#previews a.download'))).name).toBe('merged.pdf');

      await openTool('pdf-rotate');
      await page.locator('#examples button.example').first().click();
      expect(await page.locator('#field-pdf-text').inputValue()).toMatch(/^JVBERi0/);
      await runInBrowser();
      expect((await download(page.locator('#previews a.download'))).name).toBe('document-rotated.pdf');

      // A document made from fields is named after the tool and its number.
      await openTool('purchase-order-generator');
      await page.locator('#examples button.example').first().click();
      const { po_number } = get('purchase-order-generator')!.examples[0]!.input as { po_number: string };
      await runInBrowser();
      expect((await download(page.locator('#previews a.download'))).name).toBe(`purchase-order-${po_number}.pdf`);
    }, 120_000);

    /** Opens a run's link afresh (the playground runs it on load) and waits for its answer. */
    const openRun = async (tool: string, input: Record<string, unknown>, where: 'browser' | 'server' = 'browser') => {
      await page.goto('about:blank');
      await page.goto(`${pageUrl}#tool=${tool}&input=${textToBase64Url(JSON.stringify(input))}${where === 'server' ? '&on=server' : ''}`);
      await page.waitForFunction(() => /^(Done|[A-Z_]+ (in|on))/.test(document.querySelector('#status')?.textContent ?? ''), undefined, { timeout: 60_000 });
      expect(await page.locator('#status').textContent()).toMatch(where === 'server' ? /^Done on the server/ : /^Done in this browser/);
    };
    const fileFigure = () => page.locator('#previews figure.kind-file');

    it('offers bytes that tools answer in Base64 or hex as files: gzip, text-encoding and data-uri (issue 24)', async () => {
      // gzip's compressed output, read back by Node's zlib.
      await openRun('gzip', { action: 'encode', text: 'hello, file' });
      expect(await fileFigure().count()).toBe(1);
      expect(await fileFigure().locator('figcaption').textContent()).toMatch(/^result · FILE · \d+ bytes/);
      expect(await fileFigure().locator('pre.preview-bytes').textContent()).toMatch(/^application\/gzip\n1f 8b 08 /);
      const gzip = await download(fileFigure().locator('a.download'));
      expect(gzip.name).toBe('gzip.gz');
      expect(gunzipSync(gzip.bytes).toString('utf8')).toBe('hello, file');

      // text-encoding's bytes in hex, on the server: `printf 'café €5' | iconv -t CP1252 | xxd -p` → 636166e9208035
      await openRun('text-encoding', { action: 'encode', text: 'café €5', charset: 'cp1252', format: 'hex' }, 'server');
      const encoded = await download(fileFigure().locator('a.download'));
      // No file was picked (its text field takes bytes too, but this was typed): named after the tool (issue 21).
      expect(encoded.name).toBe('text-encoding.bin');
      expect(Buffer.from(encoded.bytes).toString('hex')).toBe('636166e9208035');

      // data-uri's decoded content, named by the media type the URI gives.
      await openRun('data-uri', { action: 'decode', text: 'data:application/octet-stream;base64,AAECA/8=' });
      const decoded = await download(fileFigure().locator('a.download'));
      expect(decoded.name).toBe('data-uri.bin');
      expect([...decoded.bytes]).toEqual([0, 1, 2, 3, 255]);

      // Text a tool says is text is no file.
      await openRun('gzip', { action: 'decode', text: Buffer.from(gzip.bytes).toString('base64') });
      expect(await resultJson()).toMatchObject({ result: 'hello, file', resultEncoding: 'utf8' });
      expect(await fileFigure().count()).toBe(0);
      await openRun('data-uri', { action: 'decode', text: 'data:application/json;base64,eyJhIjoxfQ==' });
      expect(await resultJson()).toMatchObject({ result: '{"a":1}', resultFormat: 'text' });
      expect(await fileFigure().count()).toBe(0);
    }, 120_000);

    it('ran without page errors or Content-Security-Policy refusals', () => {
      expect(problems).toEqual([]);
    });
  });
});
