/**
 * The `json` input of the JSON-to-markup generators: one JSON text, parsed once, and read field by
 * field with errors that name the path (`json.plans[2].price: expected a number, got "ten"`).
 * Unknown keys are ignored (a card takes what it knows from a bigger record); `__proto__` is just
 * a key (JSON.parse makes own properties and the readers only look at own properties).
 */
import { invalid } from '../errors.ts';
import { jsonTextExceedsDepth, MAX_INPUT_DEPTH, TOO_DEEP } from './json-depth.ts';
import { invalidJson } from './json-position.ts';
import { scanJson } from './json-tokens.ts';

export type JsonRecord = { readonly [key: string]: unknown };

const describe = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value === 'string' ? JSON.stringify(value.slice(0, 40)) : typeof value;

/** Parses `text` (the field `field`, usually "json") as JSON, refusing bad syntax and deep nesting with a 400. */
export function parseJsonDocument(text: string, field = 'json'): unknown {
  if (jsonTextExceedsDepth(text, MAX_INPUT_DEPTH)) invalid(`${field}: ${TOO_DEEP}`);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // Only a text JSON.parse refused is scanned, for an error that names the line and column
    // in the same words on every engine (scanning every text doubled the cost of 100 kB).
    const error = scanJson(text);
    if (error) invalidJson(field, text, error);
    throw invalid(`${field}: invalid JSON`);
  }
}

/** The document as an object (`field` names it in errors). */
export function asRecord(value: unknown, path: string): JsonRecord {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) invalid(`${path}: expected an object, got ${describe(value)}`);
  return value as JsonRecord;
}

const own = (record: JsonRecord, key: string): unknown => (Object.hasOwn(record, key) ? record[key] : undefined);

interface TextOptions {
  /** Longest text accepted, in UTF-16 units (default 2,000). */
  max?: number;
}

/** A required string field, trimmed and non-empty. */
export function requiredText(record: JsonRecord, key: string, path: string, options: TextOptions = {}): string {
  const text = optionalText(record, key, path, options);
  if (text === undefined) invalid(`${path}.${key}: required, a non-empty string`);
  return text;
}

/** An optional string field: undefined when absent, null or blank; numbers are taken as their text. */
export function optionalText(record: JsonRecord, key: string, path: string, options: TextOptions = {}): string | undefined {
  return textValue(own(record, key), `${path}.${key}`, options);
}

/** A value that should be text (at `path`): trimmed, undefined when absent, null or blank. */
export function textValue(value: unknown, path: string, { max = 2_000 }: TextOptions = {}): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') invalid(`${path}: expected a string, got ${describe(value)}`);
  const text = value.trim();
  if (text.length > max) invalid(`${path}: ${text.length} characters, more than the ${max} allowed`);
  return text === '' ? undefined : text;
}

interface NumberOptions {
  min?: number;
  max?: number;
  integer?: boolean;
}

/** An optional number field, bounded; numeric strings ("19.99") are accepted as the number. */
export function optionalNumber(record: JsonRecord, key: string, path: string, { min = -1e12, max = 1e12, integer = false }: NumberOptions = {}): number | undefined {
  const value = own(record, key);
  if (value === undefined || value === null || value === '') return undefined;
  const number = typeof value === 'string' && /^\s*-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?\s*$/i.test(value) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) invalid(`${path}.${key}: expected a number, got ${describe(value)}`);
  if (integer && !Number.isInteger(number)) invalid(`${path}.${key}: expected a whole number, got ${number}`);
  if (number < min || number > max) invalid(`${path}.${key}: ${number} is outside ${min} to ${max}`);
  return number;
}

/** A required number field, bounded. */
export function requiredNumber(record: JsonRecord, key: string, path: string, options: NumberOptions = {}): number {
  const number = optionalNumber(record, key, path, options);
  if (number === undefined) invalid(`${path}.${key}: required, a number`);
  return number;
}

/** An optional boolean field. */
export function optionalBoolean(record: JsonRecord, key: string, path: string): boolean | undefined {
  const value = own(record, key);
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') invalid(`${path}.${key}: expected true or false, got ${describe(value)}`);
  return value;
}

/** An optional array field of at most `max` items (default 100); empty when absent. */
export function optionalArray(record: JsonRecord, key: string, path: string, max = 100): readonly unknown[] {
  const value = own(record, key);
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) invalid(`${path}.${key}: expected an array, got ${describe(value)}`);
  if (value.length > max) invalid(`${path}.${key}: ${value.length} items, more than the ${max} allowed`);
  return value;
}

/** An optional array of strings (tags, features), each trimmed and at most `maxLength` long; blanks dropped. */
export function optionalTextList(record: JsonRecord, key: string, path: string, max = 100, maxLength = 500): string[] {
  return optionalArray(record, key, path, max).flatMap((item, index) => {
    const text = textValue(item, `${path}.${key}[${index}]`, { max: maxLength });
    return text === undefined ? [] : [text];
  });
}
