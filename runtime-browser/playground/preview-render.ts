/**
 * Renders the previews preview-detect.ts found, never by parsing result text as HTML into
 * this page: SVG as an <img> (scripts in an image never run), HTML in an iframe with
 * sandbox="" (no scripts, no same-origin), PDFs and images from blob URLs, CSV via textContent.
 */
import { bytesToBase64 } from './base64.ts';
import { csvTable } from './csv-table.ts';
import { el } from './dom.ts';
import type { Preview } from './preview-detect.ts';

/** Blob URLs of the previews on screen, released when the next result replaces them. */
let blobUrls: string[] = [];

function blobUrl(bytes: Uint8Array, type: string): string {
  // A copy: the result's buffer may be shared with the JSON view.
  const url = URL.createObjectURL(new Blob([bytes.slice()], { type }));
  blobUrls.push(url);
  return url;
}

export function releasePreviews(): void {
  for (const url of blobUrls) URL.revokeObjectURL(url);
  blobUrls = [];
}

async function render(preview: Preview): Promise<HTMLElement> {
  switch (preview.kind) {
    case 'svg': {
      const src = `data:image/svg+xml;base64,${bytesToBase64(new TextEncoder().encode(preview.svg))}`;
      return el('img', { class: 'preview-image preview-svg', src, alt: `SVG image in ${preview.field}` });
    }
    case 'html':
      return el('iframe', { class: 'preview-html', sandbox: '', srcdoc: preview.html, title: `HTML in ${preview.field}` });
    case 'pdf': {
      const url = blobUrl(preview.bytes, 'application/pdf');
      return el(
        'object',
        { class: 'preview-pdf', type: 'application/pdf', data: url, 'aria-label': `PDF in ${preview.field}` },
        el('a', { href: url, target: '_blank', rel: 'noopener' }, 'Open the PDF'),
      );
    }
    case 'image':
      return el('img', { class: 'preview-image', src: blobUrl(preview.bytes, preview.type), alt: `Image in ${preview.field}` });
    case 'csv':
      return csvTable(preview.csv, preview.delimiter);
  }
}

export async function renderPreviews(previews: readonly Preview[]): Promise<HTMLElement[]> {
  return Promise.all(
    previews.map(async (preview) =>
      el('figure', { class: `preview kind-${preview.kind}` }, el('figcaption', {}, `${preview.field} · ${preview.kind.toUpperCase()}`), await render(preview)),
    ),
  );
}
