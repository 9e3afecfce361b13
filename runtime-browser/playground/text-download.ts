/**
 * What the result's Download button saves (pure, so it is unit tested): the text the tool made,
 * with an extension and media type by what that text is, or the whole result as JSON when the
 * result is not one text. Files inside a result (a PDF, a PNG) download from their previews.
 */

export interface TextFile {
  /** The result field it comes from ("result" for the result itself or the whole of it). */
  field: string;
  text: string;
  extension: 'json' | 'csv' | 'tsv' | 'xml' | 'yaml' | 'svg' | 'html' | 'md' | 'txt';
  type: string;
}

const TYPES: Record<TextFile['extension'], string> = {
  json: 'application/json',
  csv: 'text/csv',
  tsv: 'text/tab-separated-values',
  xml: 'application/xml',
  yaml: 'application/yaml',
  svg: 'image/svg+xml',
  html: 'text/html',
  md: 'text/markdown',
  txt: 'text/plain',
};

/** Field names that say which text a result is about, in the order they are preferred. */
const MAIN_FIELDS = ['result', 'output', 'formatted', 'minified', 'converted', 'json', 'yaml', 'csv', 'tsv', 'xml', 'html', 'svg', 'markdown', 'text', 'code', 'sql', 'css'];

/** What a text is, from the field's name first (where content can't tell: CSV, YAML), then from its content. */
export function textKind(field: string, text: string): TextFile['extension'] {
  const name = field.toLowerCase();
  const start = text.trimStart();
  if (/(^|_)(csv)$/.test(name)) return 'csv';
  if (/(^|_)(tsv)$/.test(name)) return 'tsv';
  if (/(^|_)(ya?ml)$/.test(name)) return 'yaml';
  if (/(^|_)(markdown|md)$/.test(name)) return 'md';
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(start)) return 'svg';
  if (/^(<!doctype html|<html[\s>])/i.test(start) || (/html/.test(name) && start.startsWith('<'))) return 'html';
  if (/^<\?xml/i.test(start) || (/xml/.test(name) && start.startsWith('<'))) return 'xml';
  if (/^[[{]/.test(start) || /json/.test(name)) {
    try {
      JSON.parse(text);
      return 'json';
    } catch {
      // Not JSON after all: plain text.
    }
  }
  return 'txt';
}

const fileOf = (field: string, text: string): TextFile => {
  const extension = textKind(field, text);
  return { field, text, extension, type: `${TYPES[extension]};charset=utf-8` };
};

/**
 * The text to download from `result`: a string result; else the object's one main text field
 * (by MAIN_FIELDS, or its only string field), leaving out fields that hold files (`binaryFields`,
 * the tool's Base64 outputs); else the whole result as JSON.
 */
export function textFileOf(result: unknown, binaryFields: Readonly<Record<string, string>> = {}): TextFile {
  if (typeof result === 'string') return fileOf('result', result);
  if (typeof result === 'object' && result !== null && !Array.isArray(result)) {
    const texts = Object.entries(result as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && binaryFields[entry[0]] === undefined && !/(Encoding|Format)$/.test(entry[0]),
    );
    const main = MAIN_FIELDS.map((name) => texts.find(([field]) => field === name)).find((entry) => entry !== undefined) ?? (texts.length === 1 ? texts[0] : undefined);
    // A short word ("ok", a media type) beside other fields is no document: the whole result is.
    if (main && (main[1].includes('\n') || main[1].length >= 40 || Object.keys(result).length <= 2)) return fileOf(main[0], main[1]);
  }
  return { field: 'result', text: `${JSON.stringify(result, null, 2)}\n`, extension: 'json', type: 'application/json;charset=utf-8' };
}
