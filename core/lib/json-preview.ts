/** A short, one-line glimpse of a JSON value, for listings of paths and trees. */
import { isJsonObject, jsonTypeOf, NumberLiteral, numberText, type ExactJsonValue } from './json-value.ts';
import { quoteClipped } from './quote.ts';

export const PREVIEW_CHARS = 60;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * Scalars as JSON text (a long string or number cut at 60 characters and marked with …);
 * containers by size: `{}`, `{2 keys}`, `[]`, `[3 items]`.
 */
export function previewJson(value: ExactJsonValue): string {
  if (Array.isArray(value)) return value.length === 0 ? '[]' : `[${plural(value.length, 'item', 'items')}]`;
  if (isJsonObject(value)) {
    const size = Object.keys(value).length;
    return size === 0 ? '{}' : `{${plural(size, 'key', 'keys')}}`;
  }
  if (typeof value === 'string') return quoteClipped(value, PREVIEW_CHARS);
  if (typeof value === 'number' || value instanceof NumberLiteral) {
    const text = numberText(value);
    return text.length > PREVIEW_CHARS ? `${text.slice(0, PREVIEW_CHARS)}…` : text;
  }
  return jsonTypeOf(value) === 'null' ? 'null' : String(value);
}
