/**
 * RFC 6901 JSON Pointers read: parsing (`~1` is `/`, `~0` is `~`, any other `~` is malformed)
 * and evaluation against a JSON value. Only own properties are read, so `__proto__` or
 * `constructor` as a token finds a key of that name or nothing, never the prototype.
 */
import { pointerSegment } from '../lib/json-paths.ts';

export type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string };

// After the leading slash, each token is characters other than `~` and `/`, or `~0` / `~1`.
const WELL_FORMED = /^(?:\/(?:[^~/]|~[01])*)*$/;

/** The reference tokens of `pointer`, unescaped; the empty pointer is the whole document. */
export function parsePointer(pointer: string): Parsed<string[]> {
  if (pointer === '') return { ok: true, value: [] };
  if (!pointer.startsWith('/')) return { ok: false, reason: 'a JSON Pointer is empty or starts with "/"' };
  if (!WELL_FORMED.test(pointer)) return { ok: false, reason: 'in a JSON Pointer "~" must be followed by 0 or 1 ("~0" is "~", "~1" is "/")' };
  // `~1` before `~0`: "~01" is the token "~1", not "/" (RFC 6901 §4).
  return { ok: true, value: pointer.slice(1).split('/').map((token) => token.replaceAll('~1', '/').replaceAll('~0', '~')) };
}

// RFC 6901 §4: an array index is 0 or digits without a leading zero.
const ARRAY_INDEX = /^(?:0|[1-9][0-9]*)$/;

/** The value `tokens` point at in `document`, or why they point at nothing (naming the part that did resolve). */
export function resolvePointer(document: unknown, tokens: readonly string[]): Parsed<unknown> {
  let node = document;
  let at = '';
  for (const token of tokens) {
    const where = at === '' ? 'the root' : at;
    if (Array.isArray(node)) {
      if (token === '-') return { ok: false, reason: `"-" names the element after the last of the array at ${where}, which does not exist` };
      if (!ARRAY_INDEX.test(token)) return { ok: false, reason: `${JSON.stringify(token)} is not an array index (0, 1, 2… without leading zeros) for the array at ${where}` };
      const index = Number(token);
      if (index >= node.length) return { ok: false, reason: `index ${token} is past the end of the array at ${where} (length ${node.length})` };
      node = node[index];
    } else if (typeof node === 'object' && node !== null) {
      if (!Object.hasOwn(node, token)) return { ok: false, reason: `the object at ${where} has no member ${JSON.stringify(token)}` };
      node = (node as Record<string, unknown>)[token];
    } else {
      return { ok: false, reason: `the value at ${where} is ${node === null ? 'null' : `a ${typeof node}`}, which has no member ${JSON.stringify(token)}` };
    }
    at += pointerSegment(token);
  }
  return { ok: true, value: node };
}
