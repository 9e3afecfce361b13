/**
 * Reading a JSON array of rows — objects or arrays — into cell texts for the table writers, straight
 * from the source tokens (json-tokens.ts), so numbers stay exactly as written (12345678901234567890,
 * 1.0 and 1e5 are not turned into doubles) and a nested object or array is its minified JSON text.
 * Strings are their value, true and false their words, null is null. Object keys are kept in Maps,
 * so `__proto__` is an ordinary key; a key repeated in one object keeps its first position and its
 * last value (what JSON.parse keeps).
 */
import { invalid } from '../errors.ts';
import { invalidJson } from './json-position.ts';
import { decodeJsonString, scanJson, TOKEN_TYPE_NAMES } from './json-tokens.ts';

export type JsonCell = string | null;

export type JsonRows =
  | { shape: 'empty' }
  | { shape: 'objects'; keys: string[]; rows: Map<string, JsonCell>[] }
  | { shape: 'arrays'; rows: JsonCell[][] };

/** Reads `text` (the input field `field`) as an array whose items are all objects or all arrays. */
export function readJsonRows(text: string, field: string): JsonRows {
  let shape: 'objects' | 'arrays' | undefined;
  const keys: string[] = [];
  const knownKeys = new Set<string>();
  const objectRows: Map<string, JsonCell>[] = [];
  const arrayRows: JsonCell[][] = [];
  let shapeError: string | undefined;
  let depth = 0;
  let key = '';
  let nested = '';

  const setCell = (value: JsonCell) => {
    if (shape === 'objects') {
      if (!knownKeys.has(key)) {
        knownKeys.add(key);
        keys.push(key);
      }
      objectRows[objectRows.length - 1]!.set(key, value);
    } else {
      arrayRows[arrayRows.length - 1]!.push(value);
    }
  };

  const error = scanJson(text, (kind, start, end) => {
    if (shapeError !== undefined) return;
    const opens = kind === '{' || kind === '[';
    const closes = kind === '}' || kind === ']';
    if (depth >= 3 || (depth === 2 && opens)) {
      // Inside a nested value: copy its tokens, i.e. minify it.
      nested += text.slice(start, end);
      if (opens) depth++;
      else if (closes && --depth === 2) {
        setCell(nested);
        nested = '';
      }
      return;
    }
    if (depth === 0) {
      if (kind === '[') depth = 1;
      else shapeError = `${field}: must be an array of objects or of arrays, got ${TOKEN_TYPE_NAMES[kind]}`;
    } else if (depth === 1) {
      if (kind === ']') {
        depth = 0;
      } else if (kind === ',') {
        // between rows
      } else if (opens) {
        const index = objectRows.length + arrayRows.length;
        const rowShape = kind === '{' ? 'objects' : 'arrays';
        shape ??= rowShape;
        if (rowShape !== shape) {
          shapeError = `${field}[${index}]: must be ${shape === 'objects' ? 'an object' : 'an array'} like ${field}[0], got ${TOKEN_TYPE_NAMES[kind]}`;
          return;
        }
        if (shape === 'objects') objectRows.push(new Map());
        else arrayRows.push([]);
        depth = 2;
      } else {
        shapeError = `${field}[${objectRows.length + arrayRows.length}]: must be an object or an array, got ${TOKEN_TYPE_NAMES[kind]}`;
      }
    } else if (closes) {
      depth = 1;
    } else if (kind === 'key') {
      key = decodeJsonString(text, start, end);
    } else if (kind === 'string') {
      setCell(decodeJsonString(text, start, end));
    } else if (kind === 'null') {
      setCell(null);
    } else if (kind !== ':' && kind !== ',') {
      setCell(text.slice(start, end)); // a number, true or false, as written
    }
  });
  if (error) invalidJson(field, text, error);
  if (shapeError !== undefined) invalid(shapeError);
  if (shape === 'objects') return { shape, keys, rows: objectRows };
  if (shape === 'arrays') return { shape, rows: arrayRows };
  return { shape: 'empty' };
}
