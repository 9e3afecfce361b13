/**
 * What the command line can say about each field of a tool's input schema: its kind (which decides
 * how a flag's text becomes a value), and which field piped stdin fills. Read from the published
 * JSON Schema only, so every tool gets flags without knowing anything about it.
 */

/** The JSON Schema keywords the CLI reads (the schemas are TypeBox's, i.e. plain JSON Schema). */
export interface FieldSchema {
  type?: string;
  description?: string;
  default?: unknown;
  enum?: unknown[];
  const?: unknown;
  anyOf?: FieldSchema[];
  items?: FieldSchema;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  contentEncoding?: string;
  contentMediaType?: string;
  properties?: Record<string, FieldSchema>;
  required?: string[];
}

export type FieldKind =
  | { kind: 'string'; base64: boolean; mediaType?: string }
  | { kind: 'number' | 'integer' | 'boolean' | 'object' | 'other' }
  | { kind: 'enum'; values: string[] }
  | { kind: 'array'; items: FieldKind };

export interface Field {
  name: string;
  schema: FieldSchema;
  kind: FieldKind;
  required: boolean;
}

export function kindOf(schema: FieldSchema): FieldKind {
  const literals = schema.anyOf?.map((branch) => branch.const);
  if (literals && literals.length > 0 && literals.every((value) => typeof value === 'string')) return { kind: 'enum', values: literals as string[] };
  if (Array.isArray(schema.enum) && schema.enum.every((value) => typeof value === 'string')) return { kind: 'enum', values: schema.enum as string[] };
  switch (schema.type) {
    case 'string':
      return { kind: 'string', base64: isBinary(schema), ...(schema.contentMediaType ? { mediaType: schema.contentMediaType } : {}) };
    case 'number':
    case 'integer':
    case 'boolean':
    case 'object':
      return { kind: schema.type };
    case 'array':
      return { kind: 'array', items: schema.items ? kindOf(schema.items) : { kind: 'other' } };
    default:
      return { kind: 'other' };
  }
}

/**
 * A string that carries a file's bytes in Base64: declared `contentEncoding: base64`, or with a
 * media type that is not text (pdf-extract's `pdf` takes Base64 or a URL: application/pdf).
 */
function isBinary(schema: FieldSchema): boolean {
  return schema.contentEncoding === 'base64' || (schema.contentMediaType !== undefined && !schema.contentMediaType.startsWith('text/'));
}

/** The fields of an input schema, in its order. */
export function fieldsOf(schema: FieldSchema): Field[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, field]) => ({ name, schema: field, kind: kindOf(field), required: required.has(name) }));
}

/**
 * The field piped stdin fills: the first required field that holds free text (a string that is
 * neither an enum nor Base64: hash's and base64's `text`, csv-to-json's `csv`). A tool without one
 * never reads stdin, so a script whose stdin stays open cannot hang it. Binary input comes with
 * `--file field=-` instead.
 */
export function mainTextField(fields: readonly Field[]): Field | undefined {
  return fields.find((field) => field.required && field.kind.kind === 'string' && !field.kind.base64);
}

/** Whether a field takes Base64 (a string, or an array of them), as `--file` fills. */
export function isBase64Field(field: Field): boolean {
  const kind = field.kind.kind === 'array' ? field.kind.items : field.kind;
  return kind.kind === 'string' && kind.base64;
}

/** `--page-size` and `--pageSize` both name `page_size`: case, hyphens and underscores are ignored. */
export function findField(fields: readonly Field[], flag: string): Field | undefined {
  const exact = fields.find((field) => field.name === flag);
  if (exact) return exact;
  const plain = (name: string) => name.replaceAll(/[-_]/g, '').toLowerCase();
  return fields.find((field) => plain(field.name) === plain(flag));
}
