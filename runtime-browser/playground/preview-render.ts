/**
 * Renders the previews preview-detect.ts found, never by parsing result text as HTML into
 * this page: SVG as an <img> (scripts in an image never run), HTML in an iframe with
 * sandbox="" (no scripts, no same-origin), PDFs and images from blob URLs, CSV via textContent,
 * other bytes as their first bytes in hex. PDFs, images and other files get a Download link,
 * named by download-name.ts; files past the first dozen (a split into 100 pages) get the link alone.
 */
import { bytesToBase64 } from './base64.ts';
import { csvTable } from './csv-table.ts';
import { el } from './dom.ts';
import { formatSize } from './file-rules.ts';
import type { Preview } from './preview-detect.ts';

/** The name a preview's file downloads as, by its field and extension. */
export type NameFile = (field: string, extension: string) => string;

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

/** By media type without its parameters; anything else downloads as .bin. */
const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/svg+xml': 'svg',
  'application/gzip': 'gz',
  'application/zip': 'zip',
  'application/json': 'json',
  'application/xml': 'xml',
  'text/xml': 'xml',
  'text/html': 'html',
  'text/csv': 'csv',
  'text/plain': 'txt',
};

/** How many leading bytes a file with no preview shows, in hex. */
const PEEK_BYTES = 32;

type FilePreview = Extract<Preview, { kind: 'pdf' | 'image' | 'file' }>;
const isFile = (preview: Preview): preview is FilePreview => preview.kind === 'pdf' || preview.kind === 'image' || preview.kind === 'file';
const typeOf = (preview: FilePreview) => (preview.kind === 'pdf' ? 'application/pdf' : preview.type);
const extensionOf = (type: string) => EXTENSIONS[type.split(';')[0]!.trim().toLowerCase()] ?? 'bin';

/** A file's blob URL and its Download link, made once and shared by the preview and the link. */
function fileLink(preview: FilePreview, nameFile: NameFile): { url: string; link: HTMLAnchorElement } {
  const type = typeOf(preview);
  return downloadLink(blobUrl(preview.bytes, type), nameFile(preview.field, extensionOf(type)));
}

/** An SVG (a chart, a QR code) downloads as the .svg it is; its preview stays an image from a data: URL. */
function svgLink(preview: Extract<Preview, { kind: 'svg' }>, nameFile: NameFile): { url: string; link: HTMLAnchorElement } {
  return downloadLink(blobUrl(new TextEncoder().encode(preview.svg), 'image/svg+xml'), nameFile(preview.field, 'svg'));
}

/**
 * The policy of an HTML preview's own document, on top of the page's (which a srcdoc frame
 * inherits): the tool's inline styles and data: images, and nothing else: no scripts (the
 * sandbox has no allow-scripts either), no fetches, no fonts or frames from anywhere.
 */
export const PREVIEW_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";

/** `html` with PREVIEW_CSP as the first thing its document reads (after a doctype, which must come first). */
export function framedHtml(html: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${PREVIEW_CSP}">`;
  const doctype = /^\s*<!doctype[^>]*>/i.exec(html);
  return doctype ? `${doctype[0]}${meta}${html.slice(doctype[0].length)}` : `${meta}${html}`;
}

function downloadLink(url: string, name: string): { url: string; link: HTMLAnchorElement } {
  const link = el('a', { class: 'download', href: url, download: name, title: `Save as ${name}` }, 'Download ', el('span', { class: 'download-name' }, name));
  return { url, link };
}

async function render(preview: Preview, url: string | undefined): Promise<HTMLElement> {
  switch (preview.kind) {
    case 'svg': {
      const src = `data:image/svg+xml;base64,${bytesToBase64(new TextEncoder().encode(preview.svg))}`;
      return el('img', { class: 'preview-image preview-svg', src, alt: `SVG image in ${preview.field}` });
    }
    case 'html':
      return el('iframe', { class: 'preview-html', sandbox: '', srcdoc: framedHtml(preview.html), title: `HTML in ${preview.field}` });
    case 'pdf':
      return el(
        'object',
        { class: 'preview-pdf', type: 'application/pdf', data: url, 'aria-label': `PDF in ${preview.field}` },
        el('a', { href: url, target: '_blank', rel: 'noopener' }, 'Open the PDF'),
      );
    case 'image':
      return el('img', { class: 'preview-image', src: url, alt: `Image in ${preview.field}` });
    case 'csv':
      return csvTable(preview.csv, preview.delimiter);
    case 'file': {
      const peek = Array.from(preview.bytes.subarray(0, PEEK_BYTES), (byte) => byte.toString(16).padStart(2, '0')).join(' ');
      return el('pre', { class: 'preview-bytes', 'aria-label': `The first bytes of ${preview.field}, in hex` }, `${preview.type}\n${peek}${preview.bytes.length > PEEK_BYTES ? ' …' : ''}`);
    }
  }
}

/** "pdf · PDF · 1.2 KB": the field, the kind, and a file's size. */
const captionText = (preview: Preview) => `${preview.field} · ${preview.kind.toUpperCase()}${isFile(preview) ? ` · ${formatSize(preview.bytes.length)}` : ''}`;

/** The first `shown` previews in full; the files after them as Download links only. */
export async function renderPreviews(previews: readonly Preview[], nameFile: NameFile, shown = previews.length): Promise<HTMLElement[]> {
  const figures = await Promise.all(
    previews.slice(0, shown).map(async (preview) => {
      const file = isFile(preview) ? fileLink(preview, nameFile) : preview.kind === 'svg' ? svgLink(preview, nameFile) : undefined;
      return el('figure', { class: `preview kind-${preview.kind}` }, el('figcaption', {}, captionText(preview), file && ' ', file?.link), await render(preview, file?.url));
    }),
  );
  const rest = previews.slice(shown).filter(isFile);
  if (rest.length === 0) return figures;
  const list = el('ul', { class: 'download-list', 'aria-label': 'More files in the result' }, ...rest.map((preview) => el('li', {}, captionText(preview), ' ', fileLink(preview, nameFile).link)));
  return [...figures, el('div', { class: 'more-files' }, el('p', { class: 'hint' }, `${rest.length} more ${rest.length === 1 ? 'file' : 'files'}, not previewed:`), list)];
}
