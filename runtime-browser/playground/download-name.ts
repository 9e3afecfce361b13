/**
 * The file name a result's file downloads as: from the input file's name and what the tool did
 * (report.pdf through pdf-rotate -> report-rotated.pdf), made safe for any file system. Pure, so
 * it is unit tested; the names of picked files come from the form (a pasted or example value has
 * none, and the name falls back to "document").
 */

export interface DownloadContext {
  toolId: string;
  input: Readonly<Record<string, unknown>>;
  /** The names of the files picked, per input field and in order; undefined where a value was pasted. */
  fileNames: Readonly<Record<string, readonly (string | undefined)[]>>;
  result: unknown;
}

/** What a tool did to its input, as a suffix of the input's name. */
const SUFFIXES: Record<string, string> = {
  'pdf-rotate': 'rotated',
  'pdf-delete-pages': 'pages-deleted',
  'pdf-organize': 'organized',
  'pdf-page-numbers': 'numbered',
  'pdf-watermark': 'watermarked',
};
/** Tools whose result has no one input to be named after. */
const FIXED_NAMES: Record<string, string> = {
  'pdf-merge': 'merged',
  'images-to-pdf': 'images',
};
/**
 * Tools that change a document they are given (a PDF): a pasted one still makes "document-rotated.pdf",
 * the name saying what was done to it.
 */
const editsDocument = (toolId: string) => SUFFIXES[toolId] !== undefined || toolId.startsWith('pdf-');
/** Input fields that number a generated document (purchase-order-generator's PO number). */
const NUMBER_FIELD = /^(po|po_number|purchase_order_number|order_number|order_no|number|invoice_number|document_number)$/i;
const FALLBACK_STEM = 'document';
const MAX_STEM = 100;
/** Windows refuses these as names whatever their extension. */
const RESERVED = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/i;

/**
 * A name part made safe: no path separators or characters Windows refuses, no control or
 * bidirectional-override characters (which can make "fdp.exe" read as "exe.pdf"), no leading or
 * trailing dots and spaces, at most MAX_STEM characters; `fallback` when nothing is left.
 */
export function sanitizeStem(text: string, fallback = FALLBACK_STEM): string {
  const cleaned = text
    .normalize('NFC')
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, '')
    .replace(/[\\/:*?"<>|]+/g, '-')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.-]+|[\s.]+$/g, '');
  // Cut by code points, so a surrogate pair is never split.
  const cut = [...cleaned].slice(0, MAX_STEM).join('').replace(/[\s.]+$/, '');
  if (cut === '') return fallback;
  return RESERVED.test(cut) ? `_${cut}` : cut;
}

/** A picked file's name without its folder or extension ("report.v2.pdf" -> "report.v2"). */
export function stemOf(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(0, dot) : base;
}

/** Consecutive pages as ranges: [5, 6, 7, 8] -> "5-8", [1, 3] -> "1,3", [8, 7, 6] -> "8-6". */
export function pageRanges(pages: readonly number[]): string {
  const parts: string[] = [];
  let start = 0;
  while (start < pages.length) {
    let end = start;
    const step = pages[start + 1] !== undefined && Math.abs(pages[start + 1]! - pages[start]!) === 1 ? pages[start + 1]! - pages[start]! : 0;
    if (step !== 0) while (end + 1 < pages.length && pages[end + 1]! - pages[end]! === step) end++;
    parts.push(end > start ? `${pages[start]}-${pages[end]}` : `${pages[start]}`);
    start = end + 1;
  }
  return parts.join(',');
}

/** The first picked file's name of the input, if any field has one. */
function inputStem(context: DownloadContext): string | undefined {
  for (const names of Object.values(context.fileNames)) {
    const name = names.find((candidate) => candidate !== undefined && stemOf(candidate) !== '');
    if (name !== undefined) return stemOf(name);
  }
  return undefined;
}

/** "files[3].pdf" -> { array: "files", index: 3, key: "pdf" }; "pdf" -> { key: "pdf" }. */
function parseField(field: string): { array?: string; index?: number; key: string } {
  const match = /^([^[\]]+)\[(\d+)\](?:\.(.+))?$/.exec(field);
  if (!match) return { key: field };
  return { array: match[1]!, index: Number(match[2]), key: match[3] ?? match[1]! };
}

/** The pages one item of a split result holds, from the fields such items carry. */
function itemPages(item: unknown): string | undefined {
  if (typeof item !== 'object' || item === null) return undefined;
  for (const key of ['pages', 'page_numbers', 'range', 'page_range']) {
    const value = (item as Record<string, unknown>)[key];
    if (Array.isArray(value) && value.length > 0 && value.every((page) => Number.isInteger(page))) return pageRanges(value as number[]);
    if (typeof value === 'string' && /^[\d\s,-]+$/.test(value) && value.trim() !== '') return value.replace(/\s+/g, '');
  }
  const page = (item as Record<string, unknown>).page;
  return Number.isInteger(page) ? String(page) : undefined;
}

function numberOfInput(input: Readonly<Record<string, unknown>>): string | undefined {
  for (const [key, value] of Object.entries(input)) {
    if (NUMBER_FIELD.test(key) && (typeof value === 'string' || typeof value === 'number') && String(value).trim() !== '') return String(value);
  }
  // One level down (an `order: { number }` object).
  for (const value of Object.values(input)) {
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      const found = numberOfInput(value as Record<string, unknown>);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/** The stem for a tool that makes a document from fields ("purchase-order-generator" -> "purchase-order-PO-1042"). */
function generatedStem(context: DownloadContext): string {
  const base = context.toolId.replace(/-generator$/, '');
  const number = numberOfInput(context.input);
  return number === undefined ? base : `${base}-${sanitizeStem(number, '')}`.replace(/-$/, '');
}

/**
 * The download name of the file in result field `field` ("pdf", "files[2].pdf"), with
 * `extension` ("pdf", "png").
 */
export function downloadName(context: DownloadContext, field: string, extension: string): string {
  const { array, index, key } = parseField(field);
  const fromInput = inputStem(context);
  let stem: string;
  if (FIXED_NAMES[context.toolId] !== undefined) {
    stem = FIXED_NAMES[context.toolId]!;
  } else if (fromInput === undefined && !editsDocument(context.toolId)) {
    // No file picked (a tool that takes none, a file field left empty as gzip of pasted text, or
    // text typed where a file could go, as text-encoding and data-uri take): the tool made this
    // file from its fields, and it is named after the tool, not "document".
    stem = generatedStem(context);
  } else {
    const suffix = SUFFIXES[context.toolId] ?? (context.toolId === 'pdf-split' ? '' : context.toolId.replace(/^pdf-/, ''));
    stem = [fromInput ?? FALLBACK_STEM, suffix].filter(Boolean).join('-');
  }
  if (array !== undefined && index !== undefined) {
    const items = (context.result as Record<string, unknown> | null)?.[array];
    const pages = Array.isArray(items) ? itemPages(items[index]) : undefined;
    stem += pages !== undefined ? `-pages-${pages}` : `-part-${index + 1}`;
  } else if (!['pdf', 'result', 'file', 'image', 'png', 'svg'].includes(key)) {
    // A result with other files beside its main one names each by its field.
    stem += `-${key}`;
  }
  const safeExtension = extension.replace(/[^a-z0-9]/gi, '').toLowerCase() || 'bin';
  return `${sanitizeStem(stem)}.${safeExtension}`;
}
