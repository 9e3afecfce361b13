/**
 * The JSON Schema subset the form generators understand, read into a list of form fields.
 *
 * - The root is an object schema with `properties`; each property is a string (optionally with
 *   `enum`, `format` email, uri or date, `minLength`, `maxLength`, `pattern`), a number or integer
 *   (`minimum`, `maximum`), a boolean (`const: true` means "must be checked"), or an array whose
 *   `items` is a string enum (`minItems`, `maxItems`). `type` may also be a list with "null".
 *   `title`, `description` and `default` shape the field. Drafts 2020-12 and 07 agree on all of this.
 * - Anything else is skipped or ignored with a warning (nested objects, $ref, exclusiveMinimum…), so
 *   the form is still generated. Malformed keywords (minLength: "5", a pattern that is not a valid
 *   regular expression with the u flag) are a VALIDATION_ERROR naming the property.
 * - Every property gets a field name that is safe as a path in React Hook Form and Formik (which
 *   read "a.b" as nested and ignore "__proto__"): the property name itself when it is a plain
 *   identifier and not a member of Object.prototype, else an alias made from its words. Aliased
 *   values are mapped back to the property names by the generated code.
 */
import { invalid } from '../errors.ts';
import { camelCase, NameRegistry, words } from './code-names.ts';
import { quoteClipped } from './quote.ts';
import { parseJson, type JsonObject, type JsonValue } from './json-value.ts';

export type FormControl = 'text' | 'email' | 'url' | 'date' | 'number' | 'integer' | 'checkbox' | 'select' | 'checkboxes';

export interface FormField {
  /** The property name in the schema. */
  key: string;
  /** A plain identifier used as the field name in code (the key, or an alias). */
  name: string;
  /** A unique, safe HTML id. */
  id: string;
  label: string;
  description?: string;
  control: FormControl;
  required: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  options?: string[];
  minItems?: number;
  maxItems?: number;
  /** A boolean that must be true (`const: true`). */
  mustBeChecked?: boolean;
  default?: string | number | boolean | string[];
}

export interface FormModel {
  title?: string;
  fields: FormField[];
  warnings: string[];
}

export const MAX_FIELDS = 500;
const MAX_WARNINGS = 100;

/** Keywords that constrain a value which the generated forms do not check. */
const NOT_ENFORCED = [
  'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf', 'not', 'allOf', 'anyOf', 'oneOf', 'if', '$ref', 'contains', 'prefixItems',
  'dependentRequired', 'dependentSchemas', 'minProperties', 'maxProperties', 'patternProperties', 'propertyNames',
];
const NOT_ENFORCED_AT_ROOT = ['allOf', 'anyOf', 'oneOf', 'not', 'if', '$ref', 'dependentRequired', 'dependentSchemas', 'patternProperties', 'minProperties', 'maxProperties'];

const isObject = (value: JsonValue | undefined): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

function jsonType(value: JsonValue): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

const SAFE_NAME = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
/** Names that an object literal, a path parser or an inherited member would treat specially. */
const isSpecialName = (name: string) => name in Object.prototype || name === 'prototype';

class Reader {
  readonly warnings: string[] = [];
  private skippedWarnings = 0;
  private readonly field: string;

  constructor(field: string) {
    this.field = field;
  }

  warn(text: string): void {
    if (this.warnings.length < MAX_WARNINGS) this.warnings.push(text);
    else this.skippedWarnings++;
  }

  finish(): string[] {
    if (this.skippedWarnings > 0) this.warnings.push(`… and ${this.skippedWarnings} more warnings`);
    return this.warnings;
  }

  fail(where: string, text: string): never {
    invalid(`${this.field}: ${where}${text}`);
  }

  count(schema: JsonObject, keyword: string, where: string): number | undefined {
    const value = schema[keyword];
    if (value === undefined) return undefined;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) this.fail(where, `${keyword} must be a non-negative integer, got ${quoteClipped(JSON.stringify(value))}`);
    return value;
  }

  number(schema: JsonObject, keyword: string, where: string): number | undefined {
    const value = schema[keyword];
    if (value === undefined) return undefined;
    if (typeof value !== 'number') this.fail(where, `${keyword} must be a number, got ${jsonType(value)}`);
    return value;
  }

  text(schema: JsonObject, keyword: string, where: string): string | undefined {
    const value = schema[keyword];
    if (value === undefined) return undefined;
    if (typeof value !== 'string') this.fail(where, `${keyword} must be a string, got ${jsonType(value)}`);
    return value;
  }
}

/** The one non-null type of a property, or a reason it has none. */
function typeOf(schema: JsonObject): string | { skip: string } {
  const type = schema.type;
  if (typeof type === 'string') return type;
  if (Array.isArray(type)) {
    const types = type.filter((item) => item !== 'null');
    if (types.length === 1 && typeof types[0] === 'string') return types[0];
    return { skip: `its type ${quoteClipped(JSON.stringify(type), 60)} is not a single type (with or without "null")` };
  }
  if (type !== undefined) return { skip: 'its type is not a string or a list of strings' };
  if (Array.isArray(schema.enum)) return schema.enum.every((value) => typeof value === 'string') ? 'string' : { skip: 'its enum has values other than strings' };
  return { skip: 'it has no type' };
}

function stringOptions(values: JsonValue[], reader: Reader, where: string): string[] {
  if (values.length === 0) reader.fail(where, 'enum must not be empty');
  const options: string[] = [];
  for (const value of values) if (typeof value === 'string' && !options.includes(value)) options.push(value);
  return options;
}

function checkPattern(pattern: string, reader: Reader, where: string): void {
  try {
    new RegExp(pattern, 'u');
  } catch (error) {
    reader.fail(where, `pattern is not a valid regular expression with the u flag: ${error instanceof Error ? error.message.replace(/^Invalid regular expression: /, '') : String(error)}`);
  }
}

function readField(key: string, schema: JsonValue, required: boolean, reader: Reader): Omit<FormField, 'name' | 'id'> | undefined {
  const where = `property ${quoteClipped(key)}: `;
  if (!isObject(schema)) {
    reader.warn(`${where}skipped: its schema is ${jsonType(schema)}, not an object`);
    return undefined;
  }
  const type = typeOf(schema);
  if (typeof type !== 'string') {
    reader.warn(`${where}skipped: ${type.skip}`);
    return undefined;
  }
  const label = reader.text(schema, 'title', where) ?? key;
  const description = reader.text(schema, 'description', where);
  for (const keyword of NOT_ENFORCED) if (schema[keyword] !== undefined) reader.warn(`${where}${keyword} is not checked by the generated form`);
  const base = { key, label, ...(description !== undefined ? { description } : {}), required };
  const fallbackDefault = (ok: boolean) => {
    if (schema.default !== undefined && !ok) reader.warn(`${where}default ignored: it does not fit the field`);
  };

  switch (type) {
    case 'string': {
      if (schema.enum !== undefined) {
        if (!Array.isArray(schema.enum)) reader.fail(where, `enum must be an array, got ${jsonType(schema.enum)}`);
        if (!schema.enum.every((value) => typeof value === 'string')) {
          reader.warn(`${where}skipped: a string enum with values other than strings`);
          return undefined;
        }
        const options = stringOptions(schema.enum, reader, where);
        const fits = typeof schema.default === 'string' && options.includes(schema.default);
        fallbackDefault(fits);
        return { ...base, control: 'select', options, ...(fits ? { default: schema.default as string } : {}) };
      }
      const format = reader.text(schema, 'format', where);
      let control: FormControl = 'text';
      if (format === 'email') control = 'email';
      else if (format === 'uri') control = 'url';
      else if (format === 'date') control = 'date';
      else if (format !== undefined) reader.warn(`${where}format ${quoteClipped(format)} is not checked (only email, uri and date are)`);
      const minLength = reader.count(schema, 'minLength', where);
      const maxLength = reader.count(schema, 'maxLength', where);
      const pattern = reader.text(schema, 'pattern', where);
      if (pattern !== undefined) checkPattern(pattern, reader, where);
      if (schema.const !== undefined) reader.warn(`${where}const is not checked by the generated form`);
      const fits = typeof schema.default === 'string';
      fallbackDefault(fits);
      return {
        ...base,
        control,
        ...(minLength !== undefined ? { minLength } : {}),
        ...(maxLength !== undefined ? { maxLength } : {}),
        ...(pattern !== undefined ? { pattern } : {}),
        ...(fits ? { default: schema.default as string } : {}),
      };
    }
    case 'number':
    case 'integer': {
      const minimum = reader.number(schema, 'minimum', where);
      const maximum = reader.number(schema, 'maximum', where);
      if (schema.enum !== undefined || schema.const !== undefined) reader.warn(`${where}${schema.enum !== undefined ? 'enum' : 'const'} is not checked: a number input is generated`);
      const fits = typeof schema.default === 'number' && (type === 'number' || Number.isInteger(schema.default));
      fallbackDefault(fits);
      return {
        ...base,
        control: type,
        ...(minimum !== undefined ? { minimum } : {}),
        ...(maximum !== undefined ? { maximum } : {}),
        ...(fits ? { default: schema.default as number } : {}),
      };
    }
    case 'boolean': {
      const mustBeChecked = schema.const === true || (Array.isArray(schema.enum) && schema.enum.length === 1 && schema.enum[0] === true);
      if (schema.const !== undefined && schema.const !== true) reader.warn(`${where}const is not checked by the generated form`);
      const fits = typeof schema.default === 'boolean';
      fallbackDefault(fits);
      // A checkbox always has a value, so "required" alone asks for nothing; const true asks for a tick.
      return { ...base, control: 'checkbox', ...(mustBeChecked ? { mustBeChecked } : {}), ...(fits ? { default: schema.default as boolean } : {}) };
    }
    case 'array': {
      const items = schema.items;
      const values = isObject(items) && Array.isArray(items.enum) && (items.type === undefined || items.type === 'string') ? items.enum : undefined;
      if (!values || !values.every((value) => typeof value === 'string')) {
        reader.warn(`${where}skipped: only arrays whose items are a string enum are supported (as a group of checkboxes)`);
        return undefined;
      }
      const options = stringOptions(values, reader, where);
      const minItems = reader.count(schema, 'minItems', where);
      const maxItems = reader.count(schema, 'maxItems', where);
      const fits = Array.isArray(schema.default) && schema.default.every((value) => typeof value === 'string' && options.includes(value));
      fallbackDefault(fits);
      return {
        ...base,
        control: 'checkboxes',
        options,
        ...(minItems !== undefined ? { minItems } : {}),
        ...(maxItems !== undefined ? { maxItems } : {}),
        ...(fits ? { default: schema.default as string[] } : {}),
      };
    }
    default:
      reader.warn(`${where}skipped: ${type === 'object' ? 'nested objects are' : `the type ${quoteClipped(type)} is`} not supported`);
      return undefined;
  }
}

/** Reads `text` (the input field `field`) into form fields; ids start with what `idPrefix` makes of the schema's title. */
export function readFormSchema(text: string, field: string, idPrefix: (title: string | undefined) => string): FormModel {
  const root = parseJson(text, field);
  if (!isObject(root)) invalid(`${field}: must be a JSON Schema object, got ${jsonType(root)}`);
  const reader = new Reader(field);
  const type = root.type;
  if (type !== undefined && type !== 'object' && !(Array.isArray(type) && type.includes('object'))) {
    invalid(`${field}: the root must have type "object", got ${quoteClipped(JSON.stringify(type), 60)}`);
  }
  const properties = root.properties;
  if (properties === undefined) invalid(`${field}: has no properties to make form fields from`);
  if (!isObject(properties)) invalid(`${field}: properties must be an object, got ${jsonType(properties)}`);
  const requiredList = root.required ?? [];
  if (!Array.isArray(requiredList) || !requiredList.every((item) => typeof item === 'string')) invalid(`${field}: required must be an array of property names`);
  for (const keyword of NOT_ENFORCED_AT_ROOT) if (root[keyword] !== undefined) reader.warn(`${keyword} at the root is not checked by the generated form`);
  const keys = Object.keys(properties);
  if (keys.length > MAX_FIELDS) invalid(`${field}: at most ${MAX_FIELDS} properties, got ${keys.length}`);
  const required = new Set(requiredList as string[]);
  for (const name of required) if (!(name in properties)) reader.warn(`required names ${quoteClipped(name)}, which is not a property`);

  const read = keys.map((key) => readField(key, properties[key]!, required.has(key), reader)).filter((item) => item !== undefined);
  if (read.length === 0) invalid(`${field}: none of the properties can be a form field (see the supported types in the description)`);

  const title = typeof root.title === 'string' ? root.title : undefined;
  const prefix = idPrefix(title);
  // Plain identifiers keep their name; the others get an alias that cannot clash with them.
  const names = new NameRegistry((name) => isSpecialName(name));
  const safe = read.map((item) => SAFE_NAME.test(item.key) && !isSpecialName(item.key));
  const claimed = read.map((item, i) => (safe[i] ? names.claim(item.key) : ''));
  const ids = new NameRegistry(() => false, '-');
  const fields = read.map((item, i): FormField => {
    let name = claimed[i]!;
    if (!safe[i]) {
      const base = camelCase(words(item.key));
      name = names.claim(base === '' || /^[0-9]/.test(base) ? `field${base.charAt(0).toUpperCase()}${base.slice(1)}` : base);
    }
    const slug = words(item.key).map((word) => word.toLowerCase()).join('-') || 'field';
    return { ...item, name, id: ids.claim(`${prefix}-${slug}`) };
  });
  return { ...(title !== undefined ? { title } : {}), fields, warnings: reader.finish() };
}

/** Validation messages, shared so the three generators say the same things. */
export const messages = {
  required: (field: FormField) => `${field.label} is required`,
  minLength: (field: FormField) => `${field.label} must be at least ${field.minLength} characters`,
  maxLength: (field: FormField) => `${field.label} must be at most ${field.maxLength} characters`,
  pattern: (field: FormField) => `${field.label} has an invalid format`,
  email: (field: FormField) => `${field.label} must be a valid email address`,
  url: (field: FormField) => `${field.label} must be a valid URL`,
  date: (field: FormField) => `${field.label} must be a date (YYYY-MM-DD)`,
  integer: (field: FormField) => `${field.label} must be a whole number`,
  minimum: (field: FormField) => `${field.label} must be at least ${field.minimum}`,
  maximum: (field: FormField) => `${field.label} must be at most ${field.maximum}`,
  minItems: (field: FormField) => `Choose at least ${field.minItems} for ${field.label}`,
  maxItems: (field: FormField) => `Choose at most ${field.maxItems} for ${field.label}`,
  checked: (field: FormField) => `${field.label} must be checked`,
};

/** The placeholder option of a select. */
export const SELECT_PLACEHOLDER = 'Select…';
