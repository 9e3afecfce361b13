/**
 * Which control a parameter gets, decided from its JSON Schema alone (pure, so it is unit
 * tested without a DOM). The catalog's schemas are TypeBox output: string enums are `anyOf`
 * of `const`s, bounds are `minimum`/`maximum`, and long inputs carry a large `maxLength`.
 */
import { maxFileBytes } from './file-rules.ts';
import type { JsonSchema } from './json-schema.ts';

export type FieldKind =
  | { kind: 'select'; options: unknown[] }
  | { kind: 'toggle' }
  | { kind: 'number'; integer: boolean; min?: number; max?: number; step: string }
  | { kind: 'textarea'; rows: number }
  | { kind: 'text'; suggestions: string[] }
  /** A set of values from a closed list (an array of enum values, unique): a multiple choice. */
  | { kind: 'choices'; options: unknown[] }
  /** Arrays, objects and mixed unions: edited as JSON text. */
  | { kind: 'json' }
  /** Bytes sent as Base64 text (PDFs, images): a file picker or a drop fills it. */
  | ({ kind: 'bytes' } & FileRule)
  /** An array of such files (pdf-merge's pdfs, images-to-pdf's images): one picker takes several, in order. */
  | ({ kind: 'files'; maxItems?: number } & FileRule);

/** What one file of a byte field may be, from its schema's annotations. */
export interface FileRule {
  /** contentMediaType: "application/pdf", "image/*". */
  mediaType?: string;
  /** The largest file whose Base64 fits maxLength: a larger one is refused before it is read. */
  maxBytes?: number;
}

/** Above this many characters a string is a body of text rather than a one-line value. */
const LONG_STRING = 200;
/** Field names that hold a document (CSV, JSON, markup...) whatever their maxLength says. */
const CONTENT_NAME = /(^|_)(text|json|csv|tsv|ndjson|xml|html|markdown|yaml|sql|css|env|schema|swagger|body|content|message|input|policy_text|example)$/i;
/** Values that are one line by nature, however long the schema lets them be. */
const SINGLE_LINE_NAME = /(email|url|ip|phone|cidr|number|mode|expression|password|key|secret|pattern|path|query|name|title|version|delimiter|separator|alphabet|color|value|from|to|token|flags|chars)$/i;
const BASE64 = /base-?64/i;
/** A Base64 field is a byte field only when it says it carries a file, not text to encode. */
const FILE_WORDS = /\b(pdf|image|png|jpe?g|gif|webp|file|bytes|binary|document|font|zip)s?\b/i;

function typeOf(schema: JsonSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type;
}

/** The allowed values when the schema is a closed list of constants, else undefined. */
export function enumValues(schema: JsonSchema): unknown[] | undefined {
  if (schema.enum) return schema.enum;
  if (schema.const !== undefined) return [schema.const];
  const options = schema.anyOf ?? schema.oneOf;
  if (options && options.length > 0 && options.every((option) => option.const !== undefined)) return options.map((option) => option.const);
  return undefined;
}

export function isByteField(name: string, schema: JsonSchema): boolean {
  if (typeOf(schema) !== 'string') return false;
  if (schema.contentEncoding?.toLowerCase() === 'base64') return true;
  const words = `${name.replace(/[_-]/g, ' ')} ${schema.description ?? ''}`;
  return BASE64.test(words) && FILE_WORDS.test(words) && !/base64url/i.test(words);
}

function fileRule(schema: JsonSchema): FileRule {
  const maxBytes = maxFileBytes(schema.maxLength);
  return { ...(schema.contentMediaType ? { mediaType: schema.contentMediaType } : {}), ...(maxBytes === undefined ? {} : { maxBytes }) };
}

export function fieldKind(name: string, schema: JsonSchema): FieldKind {
  const values = enumValues(schema);
  if (values) return { kind: 'select', options: values };
  const type = typeOf(schema);
  if (type === 'boolean') return { kind: 'toggle' };
  if (type === 'integer' || type === 'number') {
    const integer = type === 'integer';
    return {
      kind: 'number',
      integer,
      min: schema.minimum ?? schema.exclusiveMinimum,
      max: schema.maximum ?? schema.exclusiveMaximum,
      step: schema.multipleOf !== undefined ? String(schema.multipleOf) : integer ? '1' : 'any',
    };
  }
  if (type === 'string') {
    if (isByteField(name, schema)) return { kind: 'bytes', ...fileRule(schema) };
    const long = (schema.maxLength ?? 0) > LONG_STRING && !SINGLE_LINE_NAME.test(name);
    if (long || CONTENT_NAME.test(name)) return { kind: 'textarea', rows: (schema.maxLength ?? Infinity) >= 100_000 ? 6 : 3 };
    const suggestions = (schema.examples ?? []).filter((example): example is string => typeof example === 'string');
    return { kind: 'text', suggestions };
  }
  if (type === 'array' && schema.items && isByteField(name, schema.items)) {
    return { kind: 'files', ...fileRule(schema.items), ...(schema.maxItems === undefined ? {} : { maxItems: schema.maxItems }) };
  }
  // Only a set: where order or repeats mean something, a multiple choice would lose them.
  const choices = type === 'array' && schema.items && schema.uniqueItems === true ? enumValues(schema.items) : undefined;
  if (choices) return { kind: 'choices', options: choices };
  return { kind: 'json' };
}
