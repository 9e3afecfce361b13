/**
 * Where pdftotext (poppler) finds each word: `pdftotext -bbox` writes every word with its box, in
 * points from the top left of the page as a reader sees it (the MediaBox turned by /Rotate; the
 * <page> element's width and height stay the unturned MediaBox's). The stamping tools' tests judge
 * positions with it, so the answer comes from a reader that shares no code with pdf-lib.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface WordBox {
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

const WORD = /<word xMin="([-\d.]+)" yMin="([-\d.]+)" xMax="([-\d.]+)" yMax="([-\d.]+)">([^<]*)<\/word>/g;

function unescapeHtml(text: string): string {
  return text.replace(/&(lt|gt|amp|quot|apos);/g, (_, name: string) => ({ lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" })[name]!);
}

/** The words of each page with their boxes, by `pdftotext -bbox`. */
export function wordBoxesByPage(pdf: Uint8Array | string): WordBox[][] {
  const bytes = typeof pdf === 'string' ? Buffer.from(pdf, 'base64') : pdf;
  const folder = mkdtempSync(join(tmpdir(), 'tooldeck-bbox-'));
  try {
    const path = join(folder, 'file.pdf');
    writeFileSync(path, bytes);
    const html = execFileSync('pdftotext', ['-bbox', path, '-'], { encoding: 'utf8' });
    return html
      .split('<page ')
      .slice(1)
      .map((page) =>
        [...page.matchAll(WORD)].map((match) => ({
          text: unescapeHtml(match[5]!),
          xMin: Number(match[1]),
          yMin: Number(match[2]),
          xMax: Number(match[3]),
          yMax: Number(match[4]),
        })),
      );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The box of the one word `text` on a page (fails when it is missing or there twice). */
export function boxOf(words: readonly WordBox[], text: string): WordBox {
  const found = words.filter((word) => word.text === text);
  if (found.length !== 1) throw new Error(`expected one word ${JSON.stringify(text)}, found ${found.length} among ${JSON.stringify(words.map((word) => word.text))}`);
  return found[0]!;
}
