/**
 * What a file field takes, from its schema's contentMediaType and maxLength (pure, so it is unit
 * tested without a DOM): the picker's accept attribute, whether a dropped file fits, the largest
 * file worth reading, and how sizes read.
 */

/** Extensions for when a browser gives a file no type (some systems do for dropped files). */
const EXTENSIONS: Record<string, readonly string[]> = {
  'application/pdf': ['.pdf'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/gif': ['.gif'],
  'image/webp': ['.webp'],
  'image/*': ['.png', '.jpg', '.jpeg', '.gif', '.webp', '.bmp', '.tif', '.tiff', '.avif', '.svg'],
};

/** The picker's accept attribute: the media type, plus its extensions (pickers on some systems go by name). */
export function acceptAttribute(mediaType: string | undefined): string | undefined {
  if (!mediaType) return undefined;
  const type = mediaType.toLowerCase();
  // A wildcard already covers its extensions.
  const extensions = type.endsWith('/*') ? [] : (EXTENSIONS[type] ?? []);
  return [type, ...extensions].join(',');
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
}

/** Whether a file (its name and the type the browser gives it) is of the field's media type. */
export function fileMatches(file: { name: string; type: string }, mediaType: string | undefined): boolean {
  if (!mediaType) return true;
  const wanted = mediaType.toLowerCase();
  const type = file.type.toLowerCase();
  if (type !== '') return wanted.endsWith('/*') ? type.startsWith(wanted.slice(0, -1)) : type === wanted;
  const extensions = EXTENSIONS[wanted];
  // No type and an unknown extension list: the tool, which reads the bytes, judges.
  return extensions === undefined || extensions.includes(extensionOf(file.name));
}

/** "a PDF", "an image": what the field wants, for prompts and refusals. */
export function mediaLabel(mediaType: string | undefined, plural = false): string {
  const type = mediaType?.toLowerCase();
  if (type === 'application/pdf') return plural ? 'PDFs' : 'a PDF';
  if (type?.startsWith('image/')) {
    const sub = type.slice('image/'.length);
    if (sub === '*') return plural ? 'images' : 'an image';
    const name = sub === 'svg+xml' ? 'SVG' : sub.toUpperCase();
    return plural ? `${name} images` : `a ${name} image`;
  }
  return plural ? 'files' : 'a file';
}

/** The largest file whose Base64 fits the schema's maxLength (4 characters carry 3 bytes). */
export function maxFileBytes(maxLength: number | undefined): number | undefined {
  return maxLength === undefined ? undefined : Math.floor(maxLength / 4) * 3;
}

const NUMBER = new Intl.NumberFormat('en-US');

/** "831 bytes", "12.3 KB", "4.5 MB" (1 KB = 1,000 bytes, as file managers mostly count now). */
export function formatSize(bytes: number): string {
  if (bytes < 1000) return `${NUMBER.format(bytes)} ${bytes === 1 ? 'byte' : 'bytes'}`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} KB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/** "123,456 bytes", exact, for the JSON view's placeholders. */
export function exactSize(bytes: number): string {
  return `${NUMBER.format(bytes)} ${bytes === 1 ? 'byte' : 'bytes'}`;
}

/** The bytes a Base64 text (or data: URL) holds, counted without decoding it. */
export function base64ByteLength(text: string): number {
  const comma = text.startsWith('data:') ? text.indexOf(',') : -1;
  let length = 0;
  let padding = 0;
  for (let index = comma + 1; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code === 0x3d) padding++;
    else if (code > 0x20) length++;
  }
  return Math.floor(((length + padding) * 3) / 4) - padding;
}
