/**
 * Writing the location of a value in a JSON document: RFC 9535 normalized paths
 * (`$['store']['book'][0]`, §2.7) and RFC 6901 JSON Pointers (`/store/book/0`).
 */

// Normalized paths escape only what must be: the quote, the backslash and the control characters.
// eslint-disable-next-line no-control-regex
const NORMAL_ESCAPABLE = /[\u0000-\u001f'\\]/g;

const SHORT_ESCAPES: Record<string, string> = { '\b': '\\b', '\f': '\\f', '\n': '\\n', '\r': '\\r', '\t': '\\t', "'": "\\'", '\\': '\\\\' };

/** One segment of a normalized path: `['key']` with RFC 9535 §2.7 escapes (lowercase \u00XX), or `[3]`. */
export function normalizedSegment(key: string | number): string {
  if (typeof key === 'number') return `[${key}]`;
  const escaped = key.replace(NORMAL_ESCAPABLE, (char) => SHORT_ESCAPES[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `['${escaped}']`;
}

/** The normalized path of a location given as keys and indexes from the root. */
export function normalizedPath(segments: readonly (string | number)[]): string {
  let path = '$';
  for (const segment of segments) path += normalizedSegment(segment);
  return path;
}

/** One reference token of a JSON Pointer, with its leading slash: `~` is written `~0` and `/` is written `~1`. */
export function pointerSegment(key: string | number): string {
  return typeof key === 'number' ? `/${key}` : `/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`;
}

const NORMAL_UNESCAPE = /\\(u[0-9a-fA-F]{4}|[\s\S])/g;
const SHORT_UNESCAPES: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', "'": "'", '\\': '\\', '"': '"', '/': '/' };

/** The key written inside `['…']` of a normalized path, escapes undone. */
export function unescapeNormalizedKey(escaped: string): string {
  return escaped.replace(NORMAL_UNESCAPE, (_, code: string) =>
    code.length === 5 ? String.fromCharCode(parseInt(code.slice(1), 16)) : (SHORT_UNESCAPES[code] ?? code),
  );
}
