import { Type, type Static } from '@sinclair/typebox';
import { componentName, describeFields, formFieldsOutput, htmlAttribute, htmlText, kebabName, numberLiteral, SUPPORTED_SCHEMA } from '../../lib/form-code.ts';
import { messages, readFormSchema, SELECT_PLACEHOLDER, type FormField } from '../../lib/form-schema.ts';
import { quoteClipped } from '../../lib/quote.ts';
import { CodeWriter } from '../../lib/type-model.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the spec says only "a schema string and optional template or format fields"):
 * - The schema subset and warnings are those of the other form generators (core/lib/form-schema.ts).
 *   Validation is the browser's own: required, minlength, maxlength, pattern, min, max, step
 *   (step="1" for integers, step="any" for other numbers, or browsers refuse decimals), and
 *   type=email, url, date. No script.
 * - A JSON Schema pattern matches anywhere in the value; the pattern attribute must match all of
 *   it, so the pattern is wrapped as [\s\S]*(?:…)[\s\S]* (or unwrapped when it is ^…$ with no
 *   top-level |). Browsers compile the attribute with the v flag; a pattern invalid there is left
 *   out with a warning rather than silently ignored by the browser. A title attribute gives the
 *   message browsers show beside a pattern mismatch.
 * - HTML cannot require a number of ticks in a checkbox group, so required, minItems and maxItems on
 *   arrays come back as warnings. A required boolean needs a tick only with const: true.
 * - Field names are the property names as written (a form posts them as given); ids are made of
 *   letters, digits and "-". Every text is escaped for its place (attribute or content).
 * - action may be a relative URL or http(s) only, so the form cannot carry a javascript: URL;
 *   full_document wraps the form in a minimal HTML5 page.
 */

interface Options {
  formId: string;
  action?: string;
  method: 'get' | 'post';
  submitLabel: string;
}

/** Whether `pattern` has a "|" outside any group or class (then ^…$ cannot be unwrapped). */
function hasTopLevelAlternation(pattern: string): boolean {
  let depth = 0;
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i];
    if (char === '\\') i++;
    else if (inClass) inClass = char !== ']';
    else if (char === '[') inClass = true;
    else if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (char === '|' && depth === 0) return true;
  }
  return false;
}

/** Whether the "$" at the end of `pattern` is an anchor, not an escaped "\$". */
function endsWithAnchor(pattern: string): boolean {
  if (!pattern.endsWith('$')) return false;
  let backslashes = 0;
  for (let i = pattern.length - 2; i >= 0 && pattern[i] === '\\'; i--) backslashes++;
  return backslashes % 2 === 0;
}

function supportsFlag(flag: string): boolean {
  try {
    new RegExp('', flag);
    return true;
  } catch {
    return false;
  }
}
const UNICODE_SETS = supportsFlag('v');

/** Characters that must be escaped to be literal inside a v-mode class (ClassSetSyntaxCharacter). */
const CLASS_SET_SYNTAX = new Set(['(', ')', '[', ']', '{', '}', '/', '-', '\\', '|']);
/** Characters that may not appear twice in a row inside a v-mode class (ClassSetReservedDoublePunctuator). */
const DOUBLE_PUNCTUATORS = new Set(['&', '!', '#', '$', '%', '*', '+', ',', '.', ':', ';', '<', '=', '>', '?', '@', '^', '`', '~']);

/** From `i` at a backslash: the whole escape, braces included (\p{L}, \u{1F600}). */
function escapeAt(pattern: string, i: number): string {
  const next = pattern[i + 1] ?? '';
  if ((next === 'p' || next === 'P' || next === 'u') && pattern[i + 2] === '{') {
    const end = pattern.indexOf('}', i + 3);
    if (end > 0) return pattern.slice(i, end + 1);
  }
  const code = pattern.codePointAt(i + 1);
  return code === undefined ? '\\' : `\\${String.fromCodePoint(code)}`;
}

/**
 * A pattern written for the u flag rewritten for the v flag, which browsers use for the pattern
 * attribute: inside classes, the characters v reserves are escaped ([\w-] → [\w\-]) and doubled
 * punctuation split, so the class holds the same characters. Outside classes u and v agree.
 */
export function toUnicodeSets(pattern: string): string {
  let out = '';
  let i = 0;
  while (i < pattern.length) {
    const char = pattern[i]!;
    if (char === '\\') {
      const escape = escapeAt(pattern, i);
      out += escape;
      i += escape.length;
      continue;
    }
    if (char !== '[') {
      out += char;
      i++;
      continue;
    }
    // A class: its atoms, then ranges kept and literal characters escaped where v needs it.
    out += '[';
    i++;
    if (pattern[i] === '^') {
      out += '^';
      i++;
    }
    const atoms: string[] = [];
    while (i < pattern.length && pattern[i] !== ']') {
      const atom = pattern[i] === '\\' ? escapeAt(pattern, i) : String.fromCodePoint(pattern.codePointAt(i)!);
      atoms.push(atom);
      i += atom.length;
    }
    i++; // the closing "]"
    let previous = '';
    for (let a = 0; a < atoms.length; a++) {
      const atom = atoms[a]!;
      const literal = (text: string) => {
        if (text.length > 1 || text === '') return text;
        const escaped = CLASS_SET_SYNTAX.has(text) || (DOUBLE_PUNCTUATORS.has(text) && previous === text) ? `\\${text}` : text;
        previous = escaped === text ? text : '';
        return escaped;
      };
      // In u mode an unescaped "-" between two atoms makes a range ([--/] too); anywhere else it is literal.
      if (atoms[a + 1] === '-' && a + 2 < atoms.length) {
        out += `${literal(atom)}-${literal(atoms[a + 2]!)}`;
        previous = '';
        a += 2;
      } else {
        out += literal(atom);
      }
    }
    out += ']';
  }
  return out;
}

/** The pattern attribute for a JSON Schema pattern, or undefined when browsers could not use it. */
function htmlPattern(pattern: string): string | undefined {
  const anchored = pattern.length >= 2 && pattern.startsWith('^') && endsWithAnchor(pattern) && !hasTopLevelAlternation(pattern);
  const inner = anchored ? pattern.slice(1, -1) : `[\\s\\S]*(?:${pattern})[\\s\\S]*`;
  const attribute = UNICODE_SETS ? toUnicodeSets(inner) : inner;
  try {
    new RegExp(`^(?:${attribute})$`, UNICODE_SETS ? 'v' : 'u');
    return attribute;
  } catch {
    return undefined;
  }
}

const attribute = (name: string, value: string) => ` ${name}="${htmlAttribute(value)}"`;

function fieldLines(field: FormField, warn: (text: string) => void): string[] {
  const where = `property ${quoteClipped(field.key)}: `;
  const help = field.description !== undefined ? `${field.id}-help` : undefined;
  const described = help ? attribute('aria-describedby', help) : '';
  const helpLine = help ? [`  <small id="${help}">${htmlText(field.description!)}</small>`] : [];
  const name = attribute('name', field.key);
  const label = htmlText(field.label);
  switch (field.control) {
    case 'checkbox':
      return [
        '<div>',
        `  <input id="${field.id}"${name} type="checkbox" value="true"${field.default === true ? ' checked' : ''}${field.mustBeChecked ? ` required${attribute('title', messages.checked(field))}` : ''}${described}>`,
        `  <label for="${field.id}">${label}</label>`,
        ...helpLine,
        '</div>',
      ];
    case 'select':
      return [
        '<div>',
        `  <label for="${field.id}">${label}</label>`,
        `  <select id="${field.id}"${name}${field.required ? ' required' : ''}${described}>`,
        `    <option value="">${htmlText(SELECT_PLACEHOLDER)}</option>`,
        ...field.options!.map((option) => `    <option${attribute('value', option)}${field.default === option ? ' selected' : ''}>${htmlText(option)}</option>`),
        '  </select>',
        ...helpLine,
        '</div>',
      ];
    case 'checkboxes': {
      if (field.required || field.minItems !== undefined || field.maxItems !== undefined) {
        warn(`${where}HTML cannot require a number of ticked boxes in a group; required, minItems and maxItems are not checked`);
      }
      const chosen = Array.isArray(field.default) ? field.default : [];
      return [
        `<fieldset id="${field.id}"${described}>`,
        `  <legend>${label}</legend>`,
        ...field.options!.map(
          (option) => `  <label><input type="checkbox"${name}${attribute('value', option)}${chosen.includes(option) ? ' checked' : ''}> ${htmlText(option)}</label>`,
        ),
        ...helpLine,
        '</fieldset>',
      ];
    }
    default: {
      const numeric = field.control === 'number' || field.control === 'integer';
      let attributes = attribute('type', numeric ? 'number' : field.control);
      if (field.control === 'integer') attributes += ' step="1"';
      if (field.control === 'number') attributes += ' step="any"';
      if (field.required) attributes += ' required';
      if (field.minimum !== undefined) attributes += attribute('min', numberLiteral(field.minimum));
      if (field.maximum !== undefined) attributes += attribute('max', numberLiteral(field.maximum));
      if (field.minLength !== undefined) attributes += attribute('minlength', String(field.minLength));
      if (field.maxLength !== undefined) attributes += attribute('maxlength', String(field.maxLength));
      if (field.pattern !== undefined) {
        const pattern = htmlPattern(field.pattern);
        if (pattern === undefined) warn(`${where}its pattern is not valid in the HTML pattern attribute (compiled with the v flag), so it is not checked`);
        else attributes += attribute('pattern', pattern) + attribute('title', messages.pattern(field));
      }
      if (field.default !== undefined) attributes += attribute('value', typeof field.default === 'number' ? numberLiteral(field.default) : String(field.default));
      return ['<div>', `  <label for="${field.id}">${label}</label>`, `  <input id="${field.id}"${name}${attributes}${described}>`, ...helpLine, '</div>'];
    }
  }
}

function generate(fields: FormField[], options: Options, warn: (text: string) => void): string[] {
  const lines = [`<form id="${options.formId}"${options.action !== undefined ? attribute('action', options.action) : ''} method="${options.method}">`];
  for (const field of fields) for (const line of fieldLines(field, warn)) lines.push(`  ${line}`);
  lines.push(`  <button type="submit">${htmlText(options.submitLabel)}</button>`, '</form>');
  return lines;
}

/** Refuses an action URL with a scheme other than http or https (after the control characters a URL parser drops). */
function checkAction(action: string): void {
  const cleaned = action.replace(/[\t\n\r]/g, '').replace(/^[\x00-\x20]+/, '');
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(cleaned)?.[1];
  if (scheme !== undefined && !/^https?$/i.test(scheme)) invalid(`action: only relative URLs and http or https URLs are allowed, got the scheme ${quoteClipped(scheme)}`);
}

const output = closedObject({
  code: Type.String({ description: 'The HTML form (or page)' }),
  fileName: Type.String({ description: 'A file name for it, e.g. "sign-up-form.html"' }),
  formId: Type.String({ description: 'The id of the form element' }),
  fields: formFieldsOutput,
  warnings: Type.Array(Type.String(), { description: 'Properties skipped and keywords HTML cannot check' }),
});

export default defineTool({
  id: 'json-schema-to-html-form',
  name: 'JSON Schema to HTML Form',
  category: 'developer',
  description: `Generate a plain HTML5 form from ${SUPPORTED_SCHEMA}, validated by the browser: required, minlength, maxlength, pattern, min, max, step, and type=email, url, date. No JavaScript.`,
  keywords: ['form builder', 'form generator', 'html5 form', 'web form', 'input validation'],
  // its worst input (flat-numbers) took 674.3 ms inline: never on the server's event loop (bench/worst-case.ts, DESIGN's 50 ms rule).
  isolate: true,
  input: closedObject({
    schema: Type.String({ maxLength: 1_000_000, description: 'The JSON Schema (an object schema with properties), as JSON text' }),
    form_name: Type.Optional(
      Type.String({ minLength: 1, maxLength: 100, description: 'The form name, used for its id (kebab-case); default the schema title plus "Form", or GeneratedForm' }),
    ),
    action: Type.Optional(Type.String({ maxLength: 2000, description: 'The URL the form submits to: relative, http or https' })),
    method: withDefault(stringEnum(['get', 'post'], { description: 'The HTTP method of the submission' }), 'post'),
    submit_label: withDefault(Type.String({ minLength: 1, maxLength: 200, description: 'The text of the submit button' }), 'Submit'),
    full_document: withDefault(Type.Boolean({ description: 'Wrap the form in a minimal HTML5 page' }), false),
  }),
  output,
  examples: [
    {
      title: 'A sign-up form',
      input: {
        schema: JSON.stringify({
          title: 'Sign up',
          type: 'object',
          required: ['email', 'age'],
          properties: {
            email: { type: 'string', format: 'email', maxLength: 100, title: 'Email' },
            age: { type: 'integer', minimum: 18, title: 'Age' },
            code: { type: 'string', pattern: '^[A-Z]{3}$', title: 'Code' },
          },
        }),
        action: '/signup',
      },
      output: {
        code:
          '<form id="sign-up-form" action="/signup" method="post">\n' +
          '  <div>\n    <label for="sign-up-form-email">Email</label>\n' +
          '    <input id="sign-up-form-email" name="email" type="email" required maxlength="100">\n  </div>\n' +
          '  <div>\n    <label for="sign-up-form-age">Age</label>\n' +
          '    <input id="sign-up-form-age" name="age" type="number" step="1" required min="18">\n  </div>\n' +
          '  <div>\n    <label for="sign-up-form-code">Code</label>\n' +
          '    <input id="sign-up-form-code" name="code" type="text" pattern="[A-Z]{3}" title="Code has an invalid format">\n  </div>\n' +
          '  <button type="submit">Submit</button>\n</form>\n',
        fileName: 'sign-up-form.html',
        formId: 'sign-up-form',
        fields: [
          { property: 'email', name: 'email', id: 'sign-up-form-email', control: 'email', required: true },
          { property: 'age', name: 'age', id: 'sign-up-form-age', control: 'integer', required: true },
          { property: 'code', name: 'code', id: 'sign-up-form-code', control: 'text', required: false },
        ],
        warnings: [],
      },
    },
    {
      title: 'A select, a must-tick box and a page around it',
      input: {
        schema: JSON.stringify({
          type: 'object',
          required: ['size'],
          properties: {
            size: { enum: ['S', 'M', 'L'], default: 'M', title: 'Size' },
            terms: { type: 'boolean', const: true, title: 'I accept the terms' },
          },
        }),
        form_name: 'order',
        method: 'get',
        full_document: true,
      },
      output: {
        code:
          '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n' +
          '<title>Order</title>\n</head>\n<body>\n' +
          '<form id="order" method="get">\n' +
          '  <div>\n    <label for="order-size">Size</label>\n    <select id="order-size" name="size" required>\n' +
          '      <option value="">Select…</option>\n      <option value="S">S</option>\n      <option value="M" selected>M</option>\n' +
          '      <option value="L">L</option>\n    </select>\n  </div>\n' +
          '  <div>\n    <input id="order-terms" name="terms" type="checkbox" value="true" required title="I accept the terms must be checked">\n' +
          '    <label for="order-terms">I accept the terms</label>\n  </div>\n' +
          '  <button type="submit">Submit</button>\n</form>\n</body>\n</html>\n',
        fileName: 'order.html',
        formId: 'order',
        fields: [
          { property: 'size', name: 'size', id: 'order-size', control: 'select', required: true },
          { property: 'terms', name: 'terms', id: 'order-terms', control: 'checkbox', required: false },
        ],
        warnings: [],
      },
    },
  ],
  run({ schema, form_name, action, method, submit_label, full_document }): Static<typeof output> {
    if (action !== undefined) checkAction(action);
    let name = '';
    const model = readFormSchema(schema, 'schema', (title) => kebabName((name = componentName(form_name, title, new Set()))));
    const formId = kebabName(name);
    const warnings = [...model.warnings];
    const out = new CodeWriter('schema');
    const title = model.title ?? name.replace(/([a-z0-9])([A-Z])/g, '$1 $2');
    if (full_document) {
      for (const line of ['<!DOCTYPE html>', '<html lang="en">', '<head>', '<meta charset="utf-8">', '<meta name="viewport" content="width=device-width, initial-scale=1">']) out.line(line);
      out.line(`<title>${htmlText(title)}</title>`);
      for (const line of ['</head>', '<body>']) out.line(line);
    }
    const form = generate(model.fields, { formId, ...(action !== undefined ? { action } : {}), method, submitLabel: submit_label }, (text) => warnings.push(text));
    for (const line of form) out.line(line);
    if (full_document) for (const line of ['</body>', '</html>']) out.line(line);
    return { code: out.toString(), fileName: `${formId}.html`, formId, fields: describeFields(model.fields), warnings };
  },
});
