/**
 * What the three form generators share besides the schema reader: literals of user text in each
 * output language (JS strings, regex literals, HTML attributes and text), the component name, the
 * validation helpers the generated code may need, and the common parts of the tools' schemas.
 */
import { Type } from '@sinclair/typebox';
import { invalid } from '../errors.ts';
import { closedObject } from '../schema.ts';
import { asciiQuoted, typeIdentifier, words } from './code-names.ts';
import { quoteClipped } from './quote.ts';
import type { FormField } from './form-schema.ts';

/**
 * A double-quoted JS/TS string literal in ASCII; "<" is written \u003c so no "</script>" or "<!--"
 * ever appears, even when the code is pasted into an HTML page.
 */
export function jsString(text: string): string {
  return asciiQuoted(text).replace(/</g, '\\u003c');
}

/**
 * A regular expression literal with the u flag (JSON Schema patterns are ECMA-262 with Unicode).
 * RegExp's `source` is the pattern escaped for exactly this use (ECMA-262 EscapeRegExpPattern: "/"
 * and line terminators escaped, "(?:)" for an empty pattern), so the literal means the same pattern.
 */
export function regexLiteral(pattern: string): string {
  return `/${new RegExp(pattern, 'u').source}/u`;
}

/** Text for an HTML attribute value in double quotes. */
export function htmlAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#39;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Text for HTML content. */
export function htmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A number as JS and HTML both read it. */
export function numberLiteral(value: number): string {
  return Object.is(value, -0) ? '0' : String(value);
}

/**
 * The component name: form_name as a PascalCase identifier, else the schema title plus "Form",
 * else GeneratedForm; renamed when it would clash with a name the generated code imports.
 */
export function componentName(formName: string | undefined, title: string | undefined, taken: ReadonlySet<string>): string {
  let name: string;
  if (formName !== undefined) {
    name = typeIdentifier(formName);
    if (name === '') invalid(`form_name: ${quoteClipped(formName)} has no letters or digits to make a name from`);
  } else {
    name = title !== undefined ? typeIdentifier(title) : '';
    if (name === '') name = 'Generated';
    if (!name.endsWith('Form')) name += 'Form';
  }
  name = name.charAt(0).toUpperCase() + name.slice(1);
  while (taken.has(name)) name += 'Component';
  return name;
}

/** "SignUpForm" → "sign-up-form", for ids and file names. */
export function kebabName(name: string): string {
  return words(name).map((word) => word.toLowerCase()).join('-') || 'form';
}

/** The WHATWG HTML definition of a valid e-mail address, which <input type="email"> applies. */
export const EMAIL_PATTERN_SOURCE =
  "^[a-zA-Z0-9.!#$%&'*+\\/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$";

/** The helpers the validation of `fields` needs, as source lines (typed when `typescript`). */
export function helperLines(fields: readonly FormField[], typescript: boolean): string[] {
  const t = (annotation: string) => (typescript ? annotation : '');
  const lines: string[] = [];
  if (fields.some((field) => field.control === 'email')) {
    lines.push('/** The e-mail syntax of the HTML standard (what <input type="email"> accepts). */');
    lines.push(`const EMAIL_PATTERN = /${EMAIL_PATTERN_SOURCE}/;`, '');
  }
  if (fields.some((field) => field.control === 'url')) {
    lines.push(
      `function isUrl(value${t(': string')})${t(': boolean')} {`,
      '  try {',
      '    new URL(value);',
      '    return true;',
      '  } catch {',
      '    return false;',
      '  }',
      '}',
      '',
    );
  }
  if (fields.some((field) => field.control === 'date')) {
    lines.push(
      '/** A calendar date written YYYY-MM-DD (RFC 3339 full-date). */',
      `function isDate(value${t(': string')})${t(': boolean')} {`,
      '  const match = /^(\\d{4})-(\\d{2})-(\\d{2})$/.exec(value);',
      '  if (!match) return false;',
      '  const year = Number(match[1]);',
      '  const month = Number(match[2]);',
      '  const day = Number(match[3]);',
      '  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;',
      '  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];',
      '  return days !== undefined && day >= 1 && day <= days;',
      '}',
      '',
    );
  }
  return lines;
}

/** The lines mapping aliased field names back to the schema's property names, when any were aliased. */
export function schemaKeyLines(fields: readonly FormField[], valuesType: string, typescript: boolean): string[] {
  const aliased = fields.filter((field) => field.name !== field.key);
  if (aliased.length === 0) return [];
  const t = (annotation: string) => (typescript ? annotation : '');
  return [
    '/** Field names given to properties whose names are not safe as field paths, and the property names they stand for. */',
    `const SCHEMA_KEYS${t(': Record<string, string>')} = {`,
    ...aliased.map((field) => `  ${field.name}: ${jsString(field.key)},`),
    '};',
    '',
    '/** The values under the schema\'s property names, in an object without a prototype (so "__proto__" is an ordinary key). */',
    `export function toSchemaValues(values${t(`: ${valuesType}`)})${t(': Record<string, unknown>')} {`,
    `  const result${t(': Record<string, unknown>')} = Object.create(null);`,
    '  for (const [name, value] of Object.entries(values)) result[SCHEMA_KEYS[name] ?? name] = value;',
    '  return result;',
    '}',
    '',
  ];
}

/** The TypeScript type of a field's value in the form (before validation). */
export function valueType(field: FormField, emptyNumber: 'undefined' | 'empty-string'): string {
  switch (field.control) {
    case 'number':
    case 'integer':
      return emptyNumber === 'undefined' ? 'number | undefined' : 'number | ""';
    case 'checkbox':
      return 'boolean';
    case 'select':
      return ['""', ...field.options!.map(jsString)].join(' | ');
    case 'checkboxes':
      return `(${field.options!.map(jsString).join(' | ')})[]`;
    default:
      return 'string';
  }
}

/** The initial value of a field, as a JS literal. */
export function initialValue(field: FormField, emptyNumber: 'undefined' | 'empty-string'): string {
  const value = field.default;
  switch (field.control) {
    case 'number':
    case 'integer':
      return typeof value === 'number' ? numberLiteral(value) : emptyNumber === 'undefined' ? 'undefined' : '""';
    case 'checkbox':
      return value === true ? 'true' : 'false';
    case 'checkboxes':
      return `[${Array.isArray(value) ? value.map(jsString).join(', ') : ''}]`;
    default:
      return jsString(typeof value === 'string' ? value : '');
  }
}

export const formFieldsOutput = Type.Array(
  closedObject({
    property: Type.String({ description: 'The property name in the schema' }),
    name: Type.String({ description: 'The field name in the form (an alias when the property name is not a safe identifier)' }),
    id: Type.String({ description: 'The HTML id of the control' }),
    control: Type.String({ description: 'text, email, url, date, number, integer, checkbox, select or checkboxes' }),
    required: Type.Boolean({ description: 'Whether the schema lists it as required' }),
  }),
  { description: 'The form fields, in schema order' },
);

export function describeFields(fields: readonly FormField[]) {
  return fields.map((field) => ({ property: field.key, name: field.name, id: field.id, control: field.control, required: field.required }));
}

export const SUPPORTED_SCHEMA =
  'a JSON Schema object whose properties are strings (enum, format email/uri/date, minLength, maxLength, pattern), numbers or integers (minimum, maximum), booleans (const true = must be checked) or arrays of a string enum (minItems, maxItems)';
