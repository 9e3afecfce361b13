import { Type, type Static } from '@sinclair/typebox';
import {
  componentName,
  describeFields,
  formFieldsOutput,
  helperLines,
  initialValue,
  jsString,
  kebabName,
  numberLiteral,
  regexLiteral,
  schemaKeyLines,
  SUPPORTED_SCHEMA,
  valueType,
} from '../../lib/form-code.ts';
import { messages, readFormSchema, SELECT_PLACEHOLDER, type FormField } from '../../lib/form-schema.ts';
import { CodeWriter } from '../../lib/type-model.ts';
import { closedObject, withDefault } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

/*
 * Decisions (the spec says only "a schema string and optional template or format fields"):
 * - The schema subset, warnings and aliases of unsafe property names are those of
 *   json-schema-to-react-hook-form (core/lib/form-schema.ts and form-code.ts).
 * - Validation is a plain `validate` function written out per field (no Yup): required, then
 *   format, length, pattern, integer and range checks, first failure wins; an optional field left
 *   empty is not checked. Lengths count code points, as JSON Schema does. It is exported, with the
 *   initial values, so it can be tested or reused.
 * - Number inputs hold a number or "" (empty) in Formik, and the values type says so.
 * - The component uses <Formik>, <Form>, <Field> and <ErrorMessage>; typescript (default true)
 *   gives .tsx with a values interface, false plain .jsx.
 */

const IMPORTED = new Set(['Formik', 'Form', 'Field', 'ErrorMessage', 'FormikErrors', 'React', 'EMAIL_PATTERN', 'SCHEMA_KEYS']);

interface Options {
  name: string;
  typescript: boolean;
  submitLabel: string;
}

/** The checks of one field after its emptiness test, as [condition, message] pairs. */
function checksFor(field: FormField, value: string): [string, string][] {
  const checks: [string, string][] = [];
  switch (field.control) {
    case 'number':
    case 'integer':
      if (field.control === 'integer') checks.push([`!Number.isInteger(${value})`, messages.integer(field)]);
      if (field.minimum !== undefined) checks.push([`${value} < ${numberLiteral(field.minimum)}`, messages.minimum(field)]);
      if (field.maximum !== undefined) checks.push([`${value} > ${numberLiteral(field.maximum)}`, messages.maximum(field)]);
      return checks;
    case 'checkboxes':
      if (field.minItems !== undefined && field.minItems > 1) checks.push([`${value}.length < ${field.minItems}`, messages.minItems(field)]);
      if (field.maxItems !== undefined) checks.push([`${value}.length > ${field.maxItems}`, messages.maxItems(field)]);
      return checks;
    case 'select':
    case 'checkbox':
      return checks;
    default:
      if (field.control === 'email') checks.push([`!EMAIL_PATTERN.test(${value})`, messages.email(field)]);
      if (field.control === 'url') checks.push([`!isUrl(${value})`, messages.url(field)]);
      if (field.control === 'date') checks.push([`!isDate(${value})`, messages.date(field)]);
      if (field.minLength !== undefined && field.minLength > 1) checks.push([`[...${value}].length < ${field.minLength}`, messages.minLength(field)]);
      if (field.maxLength !== undefined) checks.push([`[...${value}].length > ${field.maxLength}`, messages.maxLength(field)]);
      if (field.pattern !== undefined) checks.push([`!${regexLiteral(field.pattern)}.test(${value})`, messages.pattern(field)]);
      return checks;
  }
}

function validationLines(field: FormField): string[] {
  const value = `values.${field.name}`;
  const error = `errors.${field.name}`;
  if (field.control === 'checkbox') return field.mustBeChecked ? [`  if (!${value}) ${error} = ${jsString(messages.checked(field))};`] : [];
  const empty = field.control === 'checkboxes' ? `${value}.length === 0` : `${value} === ""`;
  const filled = field.control === 'checkboxes' ? `${value}.length > 0` : `${value} !== ""`;
  const checks = checksFor(field, value);
  // A required field with minLength 0 or minItems 0 still needs something: forms cannot tell empty from absent.
  if (field.required) {
    return [
      `  if (${empty}) ${error} = ${jsString(messages.required(field))};`,
      ...checks.map(([condition, message]) => `  else if (${condition}) ${error} = ${jsString(message)};`),
    ];
  }
  if (checks.length === 0) return [];
  return [
    `  if (${filled}) {`,
    ...checks.map(([condition, message], i) => `    ${i === 0 ? 'if' : 'else if'} (${condition}) ${error} = ${jsString(message)};`),
    '  }',
  ];
}

function fieldLines(field: FormField): string[] {
  const name = jsString(field.name);
  const help = field.description !== undefined ? `${field.id}-help` : undefined;
  const described = help ? ` aria-describedby="${help}"` : '';
  const after = [...(help ? [`  <p id="${help}">{${jsString(field.description!)}}</p>`] : []), `  <ErrorMessage name=${name} component="p" />`];
  const options = field.options?.map(jsString).join(', ');
  switch (field.control) {
    case 'checkbox':
      return [
        '<div>',
        `  <Field id="${field.id}" name=${name} type="checkbox"${described} />`,
        `  <label htmlFor="${field.id}">{${jsString(field.label)}}</label>`,
        ...after,
        '</div>',
      ];
    case 'select':
      return [
        '<div>',
        `  <label htmlFor="${field.id}">{${jsString(field.label)}}</label>`,
        `  <Field id="${field.id}" name=${name} as="select"${described}>`,
        `    <option value="">{${jsString(SELECT_PLACEHOLDER)}}</option>`,
        `    {[${options}].map((option) => (`,
        '      <option key={option} value={option}>',
        '        {option}',
        '      </option>',
        '    ))}',
        '  </Field>',
        ...after,
        '</div>',
      ];
    case 'checkboxes':
      return [
        `<fieldset id="${field.id}"${described}>`,
        `  <legend>{${jsString(field.label)}}</legend>`,
        `  {[${options}].map((option) => (`,
        '    <label key={option}>',
        `      <Field type="checkbox" name=${name} value={option} />`,
        '      {option}',
        '    </label>',
        '  ))}',
        ...after,
        '</fieldset>',
      ];
    default: {
      const type = field.control === 'integer' || field.control === 'number' ? 'number' : field.control;
      const step = field.control === 'integer' ? ' step="1"' : field.control === 'number' ? ' step="any"' : '';
      return [
        '<div>',
        `  <label htmlFor="${field.id}">{${jsString(field.label)}}</label>`,
        `  <Field id="${field.id}" name=${name} type="${type}"${step}${described} />`,
        ...after,
        '</div>',
      ];
    }
  }
}

function generate(fields: FormField[], { name, typescript, submitLabel }: Options): string {
  const out = new CodeWriter('schema');
  const t = (annotation: string) => (typescript ? annotation : '');
  const valuesType = `${name}Values`;
  const aliased = fields.some((field) => field.name !== field.key);
  out.line('import { ErrorMessage, Field, Form, Formik } from "formik";');
  if (typescript) out.line('import type { FormikErrors } from "formik";');
  out.line();
  if (typescript) {
    out.line(`export interface ${valuesType} {`);
    for (const field of fields) out.line(`  ${field.name}: ${valueType(field, 'empty-string')};`);
    out.line('}');
    out.line();
  }
  out.line(`export const initial${valuesType}${t(`: ${valuesType}`)} = {`);
  for (const field of fields) out.line(`  ${field.name}: ${initialValue(field, 'empty-string')},`);
  out.line('};');
  out.line();
  for (const line of helperLines(fields, typescript)) out.line(line);
  out.line(`export function validate${name}(values${t(`: ${valuesType}`)})${t(`: FormikErrors<${valuesType}>`)} {`);
  out.line(`  const errors${t(`: FormikErrors<${valuesType}>`)} = {};`);
  for (const field of fields) for (const line of validationLines(field)) out.line(line);
  out.line('  return errors;');
  out.line('}');
  out.line();
  for (const line of schemaKeyLines(fields, valuesType, typescript)) out.line(line);
  if (typescript) {
    out.line(`export interface ${name}Props {`);
    out.line(aliased ? '  /** Receives the values under the schema\'s property names. */' : '  /** Receives the validated values. */');
    out.line(`  onSubmit: (values: ${aliased ? 'Record<string, unknown>' : valuesType}) => void;`);
    out.line('}');
    out.line();
  }
  out.line(`export function ${name}({ onSubmit }${t(`: ${name}Props`)}) {`);
  out.line('  return (');
  out.line(`    <Formik initialValues={initial${valuesType}} validate={validate${name}} onSubmit={(values) => onSubmit(${aliased ? 'toSchemaValues(values)' : 'values'})}>`);
  out.line('      <Form noValidate>');
  for (const field of fields) for (const line of fieldLines(field)) out.line(`        ${line}`);
  out.line(`        <button type="submit">{${jsString(submitLabel)}}</button>`);
  out.line('      </Form>');
  out.line('    </Formik>');
  out.line('  );');
  out.line('}');
  return out.toString();
}

const output = closedObject({
  code: Type.String({ description: 'The React component module' }),
  fileName: Type.String({ description: 'A file name for it, e.g. "SignUpForm.tsx"' }),
  componentName: Type.String({ description: 'The exported component' }),
  fields: formFieldsOutput,
  warnings: Type.Array(Type.String(), { description: 'Properties skipped and keywords the form does not check' }),
});

export default defineTool({
  id: 'json-schema-to-formik',
  name: 'JSON Schema to Formik',
  category: 'developer',
  description: `Generate a React form component using Formik from ${SUPPORTED_SCHEMA}, with a validate function written from the schema (no Yup): required, lengths, pattern, email, URL, date, integer, minimum, maximum, item counts. TypeScript or JavaScript.`,
  keywords: ['react form', 'form builder', 'form generator', 'form validation', 'useformik'],
  // its worst input (flat-numbers) took 528.1 ms inline: never on the server's event loop (bench/worst-case.ts, DESIGN's 50 ms rule).
  isolate: true,
  input: closedObject({
    schema: Type.String({ maxLength: 1_000_000, description: 'The JSON Schema (an object schema with properties), as JSON text' }),
    form_name: Type.Optional(
      Type.String({ minLength: 1, maxLength: 100, description: 'The component name (made PascalCase); default the schema title plus "Form", or GeneratedForm' }),
    ),
    typescript: withDefault(Type.Boolean({ description: 'Emit TypeScript (.tsx, with a values interface); false emits JavaScript (.jsx)' }), true),
    submit_label: withDefault(Type.String({ minLength: 1, maxLength: 200, description: 'The text of the submit button' }), 'Submit'),
  }),
  output,
  examples: [
    {
      title: 'A contact form in TypeScript',
      input: {
        schema: JSON.stringify({
          title: 'Contact',
          type: 'object',
          required: ['name'],
          properties: {
            name: { type: 'string', minLength: 2, maxLength: 50, title: 'Name' },
            website: { type: 'string', format: 'uri', title: 'Website' },
          },
        }),
      },
      output: {
        code:
          'import { ErrorMessage, Field, Form, Formik } from "formik";\n' +
          'import type { FormikErrors } from "formik";\n' +
          '\n' +
          'export interface ContactFormValues {\n' +
          '  name: string;\n' +
          '  website: string;\n' +
          '}\n' +
          '\n' +
          'export const initialContactFormValues: ContactFormValues = {\n' +
          '  name: "",\n' +
          '  website: "",\n' +
          '};\n' +
          '\n' +
          'function isUrl(value: string): boolean {\n' +
          '  try {\n' +
          '    new URL(value);\n' +
          '    return true;\n' +
          '  } catch {\n' +
          '    return false;\n' +
          '  }\n' +
          '}\n' +
          '\n' +
          'export function validateContactForm(values: ContactFormValues): FormikErrors<ContactFormValues> {\n' +
          '  const errors: FormikErrors<ContactFormValues> = {};\n' +
          '  if (values.name === "") errors.name = "Name is required";\n' +
          '  else if ([...values.name].length < 2) errors.name = "Name must be at least 2 characters";\n' +
          '  else if ([...values.name].length > 50) errors.name = "Name must be at most 50 characters";\n' +
          '  if (values.website !== "") {\n' +
          '    if (!isUrl(values.website)) errors.website = "Website must be a valid URL";\n' +
          '  }\n' +
          '  return errors;\n' +
          '}\n' +
          '\n' +
          'export interface ContactFormProps {\n' +
          '  /** Receives the validated values. */\n' +
          '  onSubmit: (values: ContactFormValues) => void;\n' +
          '}\n' +
          '\n' +
          'export function ContactForm({ onSubmit }: ContactFormProps) {\n' +
          '  return (\n' +
          '    <Formik initialValues={initialContactFormValues} validate={validateContactForm} onSubmit={(values) => onSubmit(values)}>\n' +
          '      <Form noValidate>\n' +
          '        <div>\n' +
          '          <label htmlFor="contact-form-name">{"Name"}</label>\n' +
          '          <Field id="contact-form-name" name="name" type="text" />\n' +
          '          <ErrorMessage name="name" component="p" />\n' +
          '        </div>\n' +
          '        <div>\n' +
          '          <label htmlFor="contact-form-website">{"Website"}</label>\n' +
          '          <Field id="contact-form-website" name="website" type="url" />\n' +
          '          <ErrorMessage name="website" component="p" />\n' +
          '        </div>\n' +
          '        <button type="submit">{"Submit"}</button>\n' +
          '      </Form>\n' +
          '    </Formik>\n' +
          '  );\n' +
          '}\n',
        fileName: 'ContactForm.tsx',
        componentName: 'ContactForm',
        fields: [
          { property: 'name', name: 'name', id: 'contact-form-name', control: 'text', required: true },
          { property: 'website', name: 'website', id: 'contact-form-website', control: 'url', required: false },
        ],
        warnings: [],
      },
    },
    {
      title: 'JavaScript with checkboxes and a skipped nested object',
      input: {
        schema: JSON.stringify({
          type: 'object',
          properties: {
            topics: { type: 'array', items: { enum: ['news', 'offers'] }, maxItems: 1 },
            address: { type: 'object', properties: { city: { type: 'string' } } },
          },
        }),
        form_name: 'Preferences',
        typescript: false,
      },
      output: {
        code:
          'import { ErrorMessage, Field, Form, Formik } from "formik";\n' +
          '\n' +
          'export const initialPreferencesValues = {\n' +
          '  topics: [],\n' +
          '};\n' +
          '\n' +
          'export function validatePreferences(values) {\n' +
          '  const errors = {};\n' +
          '  if (values.topics.length > 0) {\n' +
          '    if (values.topics.length > 1) errors.topics = "Choose at most 1 for topics";\n' +
          '  }\n' +
          '  return errors;\n' +
          '}\n' +
          '\n' +
          'export function Preferences({ onSubmit }) {\n' +
          '  return (\n' +
          '    <Formik initialValues={initialPreferencesValues} validate={validatePreferences} onSubmit={(values) => onSubmit(values)}>\n' +
          '      <Form noValidate>\n' +
          '        <fieldset id="preferences-topics">\n' +
          '          <legend>{"topics"}</legend>\n' +
          '          {["news", "offers"].map((option) => (\n' +
          '            <label key={option}>\n' +
          '              <Field type="checkbox" name="topics" value={option} />\n' +
          '              {option}\n' +
          '            </label>\n' +
          '          ))}\n' +
          '          <ErrorMessage name="topics" component="p" />\n' +
          '        </fieldset>\n' +
          '        <button type="submit">{"Submit"}</button>\n' +
          '      </Form>\n' +
          '    </Formik>\n' +
          '  );\n' +
          '}\n',
        fileName: 'Preferences.jsx',
        componentName: 'Preferences',
        fields: [{ property: 'topics', name: 'topics', id: 'preferences-topics', control: 'checkboxes', required: false }],
        warnings: ['property "address": skipped: nested objects are not supported'],
      },
    },
  ],
  run({ schema, form_name, typescript, submit_label }): Static<typeof output> {
    let name = '';
    const model = readFormSchema(schema, 'schema', (title) => kebabName((name = componentName(form_name, title, IMPORTED))));
    return {
      code: generate(model.fields, { name, typescript, submitLabel: submit_label }),
      fileName: `${name}.${typescript ? 'tsx' : 'jsx'}`,
      componentName: name,
      fields: describeFields(model.fields),
      warnings: model.warnings,
    };
  },
});
