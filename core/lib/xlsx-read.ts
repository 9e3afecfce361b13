/**
 * Reading an XLSX workbook (Office Open XML SpreadsheetML): the sheet names, and one sheet's cells
 * as values. An XLSX file is a zip of XML parts: xl/workbook.xml names the sheets, its relationships
 * file says which part holds each, xl/sharedStrings.xml holds the strings cells point to, and
 * xl/styles.xml the number formats that say a number is a date.
 *
 * - Zip bombs: entries are counted and their declared sizes summed before anything is inflated;
 *   fflate inflates into a buffer of the declared size, so a lying header cannot make it grow.
 * - Cell types (ECMA-376 §18.18.11): s (shared string), inlineStr, str (formula string), b, e (the
 *   error text, e.g. "#N/A"), d (ISO date, kept as written), n or none (number). Formulas give
 *   their cached value; a formula without one is empty.
 * - A number is a date when its format is a built-in date format (14–22) or a custom format with
 *   d, m or y outside quotes and brackets; it becomes "YYYY-MM-DD", or "YYYY-MM-DDTHH:MM:SS" when
 *   it has a time of day, or "HH:MM:SS" for formats 18–21, custom formats with only h, m, s, and
 *   serials from 0 to below 1 (openpyxl's rule).
 *   Serial days count from 1899-12-30 (1900 system, with Lotus's phantom 1900-02-29 skipped) or
 *   1904-01-01, as workbook.xml says.
 * - Merged cells are left as they are: the value sits in the top-left cell, the others are empty.
 */
import { invalid, ToolError } from '../errors.ts';
import { lazy } from './lazy.ts';

export type CellValue = string | number | boolean | null;

export interface SheetGrid {
  name: string;
  /** Rows from row 1 to the last holding a value, columns from A likewise (as openpyxl's iter_rows). */
  rows: CellValue[][];
}

const MAX_ENTRIES = 10_000;
const MAX_UNCOMPRESSED = 50_000_000;
const MAX_CELLS = 500_000;
/** Empty cells are laid out too (as null): a lone cell at XFD1048576 must not make 17 billion of them. */
const MAX_GRID = 10_000_000;

const loadFflate = lazy(() => import('fflate'));
const loadXml = lazy(() => import('fast-xml-parser'));

type Node = Record<string, unknown>;

const asArray = (value: unknown): Node[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]) as Node[];

/** The text of an element that may be a string, or an object with #text (when it has attributes). */
function textOf(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'object') return textOf((value as Node)['#text']);
  return decodeText(String(value));
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/**
 * XML's five entities and character references (the parser is left to keep DOCTYPE entities
 * unexpanded). ECMA-376's _xHHHH_ escapes are kept as written, as openpyxl keeps them.
 */
function decodeText(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(?:#x([0-9a-fA-F]{1,6})|#([0-9]{1,7})|(lt|gt|amp|quot|apos));/g, (whole, hex: string, dec: string, name: string) => {
      if (name) return ENTITIES[name]!;
      const code = hex ? parseInt(hex, 16) : Number(dec);
      return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    });
}

/*
 * Sheets and shared strings can be tens of megabytes: they are scanned with regular expressions
 * (linear, no tree), where the small parts (workbook, relationships, styles) go through the parser.
 */
const ROW_OR_CELL = /<(?:\w+:)?row\b([^>]*?)\/?>|<(?:\w+:)?c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/(?:\w+:)?c>)/g;
const STRING_ITEM = /<(?:\w+:)?si\b[^>]*?(?:\/>|>([\s\S]*?)<\/(?:\w+:)?si>)/g;
const TEXT = /<(?:\w+:)?t\b[^>]*?(?:\/>|>([\s\S]*?)<\/(?:\w+:)?t>)/g;
const PHONETIC = /<(?:\w+:)?rPh\b[\s\S]*?<\/(?:\w+:)?rPh>/g;

const ATTRIBUTES = Object.fromEntries(
  ['r', 't', 's'].map((name) => [name, new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`)]),
) as Record<'r' | 't' | 's', RegExp>;

function attribute(attributes: string, name: 'r' | 't' | 's'): string | undefined {
  const match = ATTRIBUTES[name].exec(attributes);
  return match ? decodeText(match[1] ?? match[2]!) : undefined;
}

function sheetData(xml: string): string {
  const start = /<(?:\w+:)?sheetData\b/.exec(xml);
  return start ? xml.slice(start.index) : '';
}

/** A string item (<si> or <is>): its <t>s joined (rich-text runs), phonetic runs (<rPh>) skipped. */
function stringItem(content: string): string {
  let text = '';
  for (const match of content.replace(PHONETIC, '').matchAll(TEXT)) text += decodeText(match[1] ?? '');
  return text;
}

function sharedStrings(xml: string): string[] {
  return Array.from(xml.matchAll(STRING_ITEM), (match) => stringItem(match[1] ?? ''));
}

export async function openWorkbook(bytes: Uint8Array, field: string) {
  const { unzipSync } = await loadFflate();
  const { XMLParser } = await loadXml();
  let count = 0;
  let total = 0;
  const wanted = (name: string) => (name.startsWith('xl/') && name.endsWith('.xml')) || name.endsWith('.rels');
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter(file) {
        if (++count > MAX_ENTRIES) invalid(`${field}: the workbook holds more than ${MAX_ENTRIES} zip entries`);
        if (!wanted(file.name)) return false;
        total += file.originalSize;
        if (total > MAX_UNCOMPRESSED) invalid(`${field}: the workbook unpacks to more than ${MAX_UNCOMPRESSED / 1e6} MB of XML`);
        return true;
      },
    });
  } catch (error) {
    if (error instanceof ToolError) throw error;
    invalid(`${field}: is not an XLSX file (not a readable zip archive)`);
  }
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    removeNSPrefix: true,
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: false,
    processEntities: false,
    isArray: (name) => ['sheet', 'Relationship', 'numFmt', 'xf'].includes(name),
  });
  const decoder = new TextDecoder();
  const part = (path: string): Node | undefined => {
    const data = files[path];
    if (data === undefined) return undefined;
    try {
      return parser.parse(decoder.decode(data)) as Node;
    } catch {
      invalid(`${field}: ${path} in the workbook is not well-formed XML`);
    }
  };

  const workbook = (part('xl/workbook.xml')?.workbook as Node | undefined) ?? invalid(`${field}: is not an XLSX file (no xl/workbook.xml)`);
  const date1904 = ['1', 'true'].includes(String((workbook.workbookPr as Node | undefined)?.['@date1904'] ?? ''));
  const relations = new Map<string, string>();
  for (const rel of asArray((part('xl/_rels/workbook.xml.rels')?.Relationships as Node | undefined)?.Relationship)) {
    relations.set(String(rel['@Id']), String(rel['@Target']));
  }
  const sheets = asArray((workbook.sheets as Node | undefined)?.sheet).map((sheet) => {
    const target = relations.get(String(sheet['@id'])) ?? '';
    const path = target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
    return { name: textOf(sheet['@name']), path };
  });
  if (sheets.length === 0) invalid(`${field}: the workbook lists no sheets`);

  let shared: string[] | undefined;
  let dateStyles: ('date' | 'time' | undefined)[] | undefined;

  const text = (path: string): string | undefined => (files[path] === undefined ? undefined : decoder.decode(files[path]));

  const readSheet = (index: number): SheetGrid => {
    const { name, path } = sheets[index]!;
    shared ??= sharedStrings(text('xl/sharedStrings.xml') ?? '');
    dateStyles ??= styleKinds(part('xl/styles.xml'));
    const xml = text(path) ?? invalid(`${field}: sheet "${name}" has no worksheet part (${path})`);
    const cells: [number, number, CellValue][] = [];
    let rowNumber = 0;
    let column = 0;
    for (const match of sheetData(xml).matchAll(ROW_OR_CELL)) {
      const [, rowAttributes, cellAttributes, content] = match;
      if (rowAttributes !== undefined) {
        const r = attribute(rowAttributes, 'r');
        rowNumber = r !== undefined ? Number(r) : rowNumber + 1;
        column = 0;
        continue;
      }
      const ref = attribute(cellAttributes!, 'r');
      column = ref !== undefined ? columnIndex(ref) : column + 1;
      const value = cellValue(attribute(cellAttributes!, 't') ?? 'n', attribute(cellAttributes!, 's'), content ?? '', shared, dateStyles, date1904);
      if (value === null) continue;
      if (cells.length >= MAX_CELLS) invalid(`${field}: sheet "${name}" holds more than ${MAX_CELLS} cells with values`);
      cells.push([rowNumber, column, value]);
    }
    return { name, rows: toGrid(cells, field) };
  };
  return { sheetNames: sheets.map((sheet) => sheet.name), readSheet };
}

/** "AB12" → 28 (1-based). */
function columnIndex(ref: string): number {
  let index = 0;
  for (const char of ref) {
    const code = char.charCodeAt(0);
    if (code < 65 || code > 90) break;
    index = index * 26 + (code - 64);
  }
  return index;
}

function toGrid(cells: [number, number, CellValue][], field: string): CellValue[][] {
  if (cells.length === 0) return [];
  let height = 0;
  let width = 0;
  for (const [r, c] of cells) {
    if (r > height) height = r;
    if (c > width) width = c;
  }
  if (width * height > MAX_GRID) invalid(`${field}: the sheet's range A1 to row ${height}, column ${width} is more than ${MAX_GRID} cells`);
  const rows: CellValue[][] = Array.from({ length: height }, () => new Array<CellValue>(width).fill(null));
  for (const [r, c, value] of cells) rows[r - 1]![c - 1] = value;
  return rows;
}

const BUILT_IN_DATES = new Set([14, 15, 16, 17, 22]);
const BUILT_IN_TIMES = new Set([18, 19, 20, 21]);

/** Per cellXfs index: whether its number format shows a date, a time of day, or neither. */
function styleKinds(styles: Node | undefined): ('date' | 'time' | undefined)[] {
  const sheet = styles?.styleSheet as Node | undefined;
  const custom = new Map<number, string>();
  for (const format of asArray((sheet?.numFmts as Node | undefined)?.numFmt)) custom.set(Number(format['@numFmtId']), textOf(format['@formatCode']));
  return asArray((sheet?.cellXfs as Node | undefined)?.xf).map((xf) => {
    const id = Number(xf['@numFmtId'] ?? 0);
    if (BUILT_IN_DATES.has(id)) return 'date';
    if (BUILT_IN_TIMES.has(id)) return 'time';
    const code = custom.get(id);
    return code === undefined ? undefined : formatKind(code);
  });
}

function formatKind(code: string): 'date' | 'time' | undefined {
  // Quoted text, escaped characters and [colour]/[$-locale] brackets say nothing about dates.
  const bare = code.split(';')[0]!.replace(/"[^"]*"|\\.|\[[^\]]*\]/g, '').toLowerCase();
  if (/[dy]/.test(bare) || (/m/.test(bare) && !/[hs]/.test(bare))) return 'date';
  if (/[hs]/.test(bare)) return 'time';
  return undefined;
}

function cellValue(
  type: string,
  style: string | undefined,
  content: string,
  shared: string[],
  styles: ('date' | 'time' | undefined)[],
  date1904: boolean,
): CellValue {
  if (type === 'inlineStr') {
    const inline = /<(?:\w+:)?is\b[^>]*>([\s\S]*?)<\/(?:\w+:)?is>/.exec(content);
    return inline ? stringItem(inline[1]!) : null;
  }
  const v = /<(?:\w+:)?v\b[^>]*>([\s\S]*?)<\/(?:\w+:)?v>/.exec(content);
  if (!v) return null;
  const raw = decodeText(v[1]!);
  switch (type) {
    case 's':
      return shared[Number(raw)] ?? null;
    case 'str':
    case 'e':
    case 'd':
      return raw;
    case 'b':
      return raw === '1' || raw.toLowerCase() === 'true';
    default: {
      const number = Number(raw);
      if (raw.trim() === '' || !Number.isFinite(number)) return raw;
      const kind = style === undefined ? undefined : styles[Number(style)];
      return kind === undefined ? number : serialDate(number, kind, date1904);
    }
  }
}

const DAY_MS = 86_400_000;

function serialDate(serial: number, kind: 'date' | 'time', date1904: boolean): string | number {
  // 25569 days from 1899-12-30 to 1970-01-01; serials below 61 are before Lotus's phantom 1900-02-29.
  const days = date1904 ? serial - 24107 : serial < 61 ? serial - 25568 : serial - 25569;
  const ms = Math.round(days * DAY_MS / 1000) * 1000;
  if (!Number.isFinite(ms) || Math.abs(ms) > 8.64e15) return serial;
  const iso = new Date(ms).toISOString();
  // A serial below one day is a time of day whatever its format says (as openpyxl reads it).
  if (kind === 'time' || (serial >= 0 && serial < 1)) return iso.slice(11, 19);
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.slice(0, 19);
}
