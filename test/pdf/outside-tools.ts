/**
 * Debian's qpdf and poppler-utils as the outside judges of issue 19's rule 3: `qpdf --check`
 * passes on every output, `pdfinfo` gives page count and rotation, `pdftotext` finds the text.
 * They share no code with pdf-lib or PDF.js. .ci/run installs them; elsewhere a missing binary
 * skips the checks that need it, unless REQUIRE_BROWSER=1 (CI's "everything present") makes that a failure.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { describeNeeding } from '../outside-programs.ts';

const PDF_PROGRAMS = { paths: ['/usr/bin/qpdf', '/usr/bin/pdfinfo', '/usr/bin/pdftotext'], packages: 'qpdf poppler-utils' };

/** A describe block whose checks need qpdf and poppler-utils: skipped without them, failed under REQUIRE_BROWSER=1. */
export function describeWithPdfTools(name: string, body: () => void): void {
  describeNeeding(PDF_PROGRAMS, name, body);
}

function withFile<T>(bytes: Uint8Array, use: (path: string) => T): T {
  const folder = mkdtempSync(join(tmpdir(), 'tooldeck-pdf-'));
  try {
    const path = join(folder, 'file.pdf');
    writeFileSync(path, bytes);
    return use(path);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

function pdfBytes(pdf: Uint8Array | string): Uint8Array {
  return typeof pdf === 'string' ? new Uint8Array(Buffer.from(pdf, 'base64')) : pdf;
}

/** Fails the test unless `qpdf --check` finds the file clean (exit 0: no errors, no warnings). */
export function expectQpdfClean(pdf: Uint8Array | string): void {
  withFile(pdfBytes(pdf), (path) => {
    try {
      execFileSync('qpdf', ['--check', path], { encoding: 'utf8', stdio: 'pipe' });
    } catch (error) {
      const { status, stdout, stderr } = error as { status: number; stdout: string; stderr: string };
      expect.fail(`qpdf --check exited ${status}:\n${stdout}\n${stderr}`);
    }
  });
}

export interface PageInfo {
  width: number;
  height: number;
  rotation: number;
}

/** Each page's size (points) and rotation, as pdfinfo reports them. */
export function pdfPages(pdf: Uint8Array | string): PageInfo[] {
  return withFile(pdfBytes(pdf), (path) => {
    const summary = execFileSync('pdfinfo', [path], { encoding: 'utf8' });
    const count = Number(/^Pages:\s+(\d+)/m.exec(summary)?.[1]);
    const detail = execFileSync('pdfinfo', ['-f', '1', '-l', String(count), path], { encoding: 'utf8' });
    const sizes = [...detail.matchAll(/^Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/gm)];
    const rotations = [...detail.matchAll(/^Page\s+\d+ rot:\s+(\d+)/gm)];
    expect(sizes.length, detail).toBe(count);
    return sizes.map((size, i) => ({ width: Number(size[1]), height: Number(size[2]), rotation: Number(rotations[i]?.[1] ?? 0) }));
  });
}

/** The text of each page, by pdftotext (pages end in form feeds). */
export function pdfTextByPage(pdf: Uint8Array | string): string[] {
  return withFile(pdfBytes(pdf), (path) => {
    const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
    return text.split('\f').slice(0, -1);
  });
}
