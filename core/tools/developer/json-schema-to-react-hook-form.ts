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
 * - The schema subset and its warnings are core/lib/form-schema.ts (shared with the Formik and
 *   HTML generators): strings (email, uri, date formats; lengths; pattern), numbers, integers,
 *   booleans, string enums (select) and arrays of a string enum (checkbox group). Other properties
 *   are skipped with a warning.
 * - The output is one module exporting the values type (TypeScript), the component and, when a
 *   property name is not a safe field path ("a.b", "__proto__", "first name"), toSchemaValues, which
 *   maps the aliased field names back; onSubmit then receives the values under the schema's names.
 * - Validation uses register's own rules (required, minLength, maxLength, min, max, pattern), plus
 *   validate functions for email (the HTML standard's syntax), uri (new URL), date (a real calendar
 *   date), integer, minItems and maxItems. An optional field left empty is not checked further,
 *   as react-hook-form itself does. Required checkbox groups need one tick; a boolean is required
 *   to be ticked only with const: true. Lengths count UTF-16 units, as react-hook-form does.
 * - Numbers are read with setValueAs (empty → undefined, so required works), not valueAsNumber
 *   (which gives NaN). Every user text is a JS string literal in ASCII ("<" as \u003c), patterns
 *   are regex literals with the u flag, ids are made of letters, digits and "-".
 * - typescript (default true) gives a .tsx module; false gives plain .jsx.
 */

const IMPORTED = new Set(['useForm', 'React', 'EMAIL_PATTERN', 'SCHEMA_KEYS']);

interface Options {
  name: string;
  typescript: boolean;
  submitLabel: string;
}

function rulesFor(field: FormField, typescript: boolean): string[] {
  const rules: string[] = [];
  const validate: string[] = [];
  if (field.control === 'checkbox') {
    if (field.mustBeChecked) rules.push(`required: ${jsString(messages.checked(field))},`);
    return rules;
  }
  if (field.required) rules.push(`required: ${jsString(messages.required(field))},`);
  if (field.control === 'number' || field.control === 'integer') {
    rules.push(`setValueAs: (value${typescript ? ': string' : ''}) => (value === "" ? undefined : Number(value)),`);
    if (field.minimum !== undefined) rules.push(`min: { value: ${numberLiteral(field.minimum)}, message: ${jsString(messages.minimum(field))} },`);
    if (field.maximum !== undefined) rules.push(`max: { value: ${numberLiteral(field.maximum)}, message: ${jsString(messages.maximum(field))} },`);
    if (field.control === 'integer') validate.push(`integer: (value) => value === undefined || Number.isInteger(value) || ${jsString(messages.integer(field))},`);
  } else if (field.control === 'checkboxes') {
    if (field.minItems !== undefined && field.minItems > 0) {
      validate.push(`minItems: (value) => ${field.required ? '' : 'value.length === 0 || '}value.length >= ${field.minItems} || ${jsString(messages.minItems(field))},`);
    }
    if (field.maxItems !== undefined) validate.push(`maxItems: (value) => value.length <= ${field.maxItems} || ${jsString(messages.maxItems(field))},`);
  } else if (field.control !== 'select') {
    if (field.minLength !== undefined) rules.push(`minLength: { value: ${field.minLength}, message: ${jsString(messages.minLength(field))} },`);
    if (field.maxLength !== undefined) rules.push(`maxLength: { value: ${field.maxLength}, message: ${jsString(messages.maxLength(field))} },`);
    if (field.pattern !== undefined) rules.push(`pattern: { value: ${regexLiteral(field.pattern)}, message: ${jsString(messages.pattern(field))} },`);
    if (field.control === 'email') validate.push(`email: (value) => value === "" || EMAIL_PATTERN.test(value) || ${jsString(messages.email(field))},`);
    if (field.control === 'url') validate.push(`url: (value) => value === "" || isUrl(value) || ${jsString(messages.url(field))},`);
    if (field.control === 'date') validate.push(`date: (value) => value === "" || isDate(value) || ${jsString(messages.date(field))},`);
  }
  if (validate.length > 0) rules.push('validate: {', ...validate.map((line) => `  ${line}`), '},');
  return rules;
}

/** `{...register("name", { rules })}` over several lines, indented by `indent`. */
function registerLines(field: FormField, typescript: boolean, indent: string): string[] {
  const rules = rulesFor(field, typescript);
  if (rules.length === 0) return [`${indent}{...register(${jsString(field.name)})}`];
  return [`${indent}{...register(${jsString(field.name)}, {`, ...rules.map((rule) => `${indent}  ${rule}`), `${indent}})}`];
}

function fieldLines(field: FormField, typescript: boolean): string[] {
  const name = field.name;
  const invalidAttribute = `aria-invalid={errors.${name} ? "true" : "false"}`;
  const help = field.description !== undefined ? `${field.id}-help` : undefined;
  const described = help ? [`aria-describedby="${help}"`] : [];
  const after = [
    ...(help ? [`  <p id="${help}">{${jsString(field.description!)}}</p>`] : []),
    `  {errors.${name} && <p role="alert">{errors.${name}.message}</p>}`,
  ];
  const options = field.options?.map(jsString).join(', ');
  switch (field.control) {
    case 'checkbox':
      return [
        '<div>',
        '  <input',
        `    id="${field.id}"`,
        '    type="checkbox"',
        `    ${invalidAttribute}`,
        ...described.map((line) => `    ${line}`),
        ...registerLines(field, typescript, '    '),
        '  />',
        `  <label htmlFor="${field.id}">{${jsString(field.label)}}</label>`,
        ...after,
        '</div>',
      ];
    case 'select':
      return [
        '<div>',
        `  <label htmlFor="${field.id}">{${jsString(field.label)}}</label>`,
        '  <select',
        `    id="${field.id}"`,
        `    ${invalidAttribute}`,
        ...described.map((line) => `    ${line}`),
        ...registerLines(field, typescript, '    '),
        '  >',
        `    <option value="">{${jsString(SELECT_PLACEHOLDER)}}</option>`,
        `    {[${options}].map((option) => (`,
        '      <option key={option} value={option}>',
        '        {option}',
        '      </option>',
        '    ))}',
        '  </select>',
        ...after,
        '</div>',
      ];
    case 'checkboxes':
      return [
        `<fieldset id="${field.id}"${help ? ` aria-describedby="${help}"` : ''}>`,
        `  <legend>{${jsString(field.label)}}</legend>`,
        `  {[${options}].map((option) => (`,
        '    <label key={option}>',
        '      <input',
        '        type="checkbox"',
        '        value={option}',
        ...registerLines(field, typescript, '        '),
        '      />',
        '      {option}',
        '    </label>',
        '  ))}',
        ...after,
        '</fieldset>',
      ];
    default: {
      const type = field.control === 'integer' || field.control === 'number' ? 'number' : field.control;
      const step = field.control === 'integer' ? ['step="1"'] : field.control === 'number' ? ['step="any"'] : [];
      return [
        '<div>',
        `  <label htmlFor="${field.id}">{${jsString(field.label)}}</label>`,
        '  <input',
        `    id="${field.id}"`,
        `    type="${type}"`,
        ...step.map((line) => `    ${line}`),
        `    ${invalidAttribute}`,
        ...described.map((line) => `    ${line}`),
        ...registerLines(field, typescript, '    '),
        '  />',
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
  out.line('import { useForm } from "react-hook-form";');
  out.line();
  if (typescript) {
    out.line(`export interface ${valuesType} {`);
    for (const field of fields) out.line(`  ${field.name}: ${valueType(field, 'undefined')};`);
    out.line('}');
    out.line();
  }
  for (const line of helperLines(fields, typescript)) out.line(line);
  for (const line of schemaKeyLines(fields, valuesType, typescript)) out.line(line);
  if (typescript) {
    out.line(`export interface ${name}Props {`);
    out.line(aliased ? '  /** Receives the values under the schema\'s property names. */' : '  /** Receives the validated values. */');
    out.line(`  onSubmit: (values: ${aliased ? 'Record<string, unknown>' : valuesType}) => void;`);
    out.line('}');
    out.line();
  }
  out.line(`export function ${name}({ onSubmit }${t(`: ${name}Props`)}) {`);
  out.line('  const {');
  out.line('    register,');
  out.line('    handleSubmit,');
  out.line('    formState: { errors },');
  out.line(`  } = useForm${t(`<${valuesType}>`)}({`);
  out.line('    defaultValues: {');
  for (const field of fields) out.line(`      ${field.name}: ${initialValue(field, 'undefined')},`);
  out.line('    },');
  out.line('  });');
  out.line();
  out.line('  return (');
  out.line(`    <form onSubmit={handleSubmit(${aliased ? '(values) => onSubmit(toSchemaValues(values))' : 'onSubmit'})} noValidate>`);
  for (const field of fields) for (const line of fieldLines(field, typescript)) out.line(`      ${line}`);
  out.line(`      <button type="submit">{${jsString(submitLabel)}}</button>`);
  out.line('    </form>');
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
  id: 'json-schema-to-react-hook-form',
  name: 'JSON Schema to React Hook Form',
  category: 'developer',
  description: `Generate a React form component using react-hook-form from ${SUPPORTED_SCHEMA}. Validation comes from the schema through register rules (required, minLength, maxLength, min, max, pattern) and validate functions (email, URL, date, integer, item counts). TypeScript or JavaScript.`,
  keywords: ['rhf', 'useform', 'form builder', 'form generator', 'react form validation'],
  // its worst input (ragged-arrays) took 466.6 ms inline: never on the server's event loop (bench/worst-case.ts, DESIGN's 50 ms rule).
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
      title: 'A sign-up form in TypeScript',
      input: {
        schema: JSON.stringify({
          title: 'Sign up',
          type: 'object',
          required: ['email', 'age'],
          properties: {
            email: { type: 'string', format: 'email', title: 'Email' },
            age: { type: 'integer', minimum: 18, title: 'Age' },
          },
        }),
      },
      output: {
        code:
          'import { useForm } from "react-hook-form";\n' +
          '\n' +
          'export interface SignUpFormValues {\n' +
          '  email: string;\n' +
          '  age: number | undefined;\n' +
          '}\n' +
          '\n' +
          '/** The e-mail syntax of the HTML standard (what <input type="email"> accepts). */\n' +
          'const EMAIL_PATTERN = /^[a-zA-Z0-9.!#$%&\'*+\\/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;\n' +
          '\n' +
          'export interface SignUpFormProps {\n' +
          '  /** Receives the validated values. */\n' +
          '  onSubmit: (values: SignUpFormValues) => void;\n' +
          '}\n' +
          '\n' +
          'export function SignUpForm({ onSubmit }: SignUpFormProps) {\n' +
          '  const {\n' +
          '    register,\n' +
          '    handleSubmit,\n' +
          '    formState: { errors },\n' +
          '  } = useForm<SignUpFormValues>({\n' +
          '    defaultValues: {\n' +
          '      email: "",\n' +
          '      age: undefined,\n' +
          '    },\n' +
          '  });\n' +
          '\n' +
          '  return (\n' +
          '    <form onSubmit={handleSubmit(onSubmit)} noValidate>\n' +
          '      <div>\n' +
          '        <label htmlFor="sign-up-form-email">{"Email"}</label>\n' +
          '        <input\n' +
          '          id="sign-up-form-email"\n' +
          '          type="email"\n' +
          '          aria-invalid={errors.email ? "true" : "false"}\n' +
          '          {...register("email", {\n' +
          '            required: "Email is required",\n' +
          '            validate: {\n' +
          '              email: (value) => value === "" || EMAIL_PATTERN.test(value) || "Email must be a valid email address",\n' +
          '            },\n' +
          '          })}\n' +
          '        />\n' +
          '        {errors.email && <p role="alert">{errors.email.message}</p>}\n' +
          '      </div>\n' +
          '      <div>\n' +
          '        <label htmlFor="sign-up-form-age">{"Age"}</label>\n' +
          '        <input\n' +
          '          id="sign-up-form-age"\n' +
          '          type="number"\n' +
          '          step="1"\n' +
          '          aria-invalid={errors.age ? "true" : "false"}\n' +
          '          {...register("age", {\n' +
          '            required: "Age is required",\n' +
          '            setValueAs: (value: string) => (value === "" ? undefined : Number(value)),\n' +
          '            min: { value: 18, message: "Age must be at least 18" },\n' +
          '            validate: {\n' +
          '              integer: (value) => value === undefined || Number.isInteger(value) || "Age must be a whole number",\n' +
          '            },\n' +
          '          })}\n' +
          '        />\n' +
          '        {errors.age && <p role="alert">{errors.age.message}</p>}\n' +
          '      </div>\n' +
          '      <button type="submit">{"Submit"}</button>\n' +
          '    </form>\n' +
          '  );\n' +
          '}\n',
        fileName: 'SignUpForm.tsx',
        componentName: 'SignUpForm',
        fields: [
          { property: 'email', name: 'email', id: 'sign-up-form-email', control: 'email', required: true },
          { property: 'age', name: 'age', id: 'sign-up-form-age', control: 'integer', required: true },
        ],
        warnings: [],
      },
    },
    {
      title: 'JavaScript, a select and a name that needs an alias',
      input: {
        schema: JSON.stringify({
          type: 'object',
          properties: { 'first name': { type: 'string', maxLength: 40 }, plan: { enum: ['free', 'pro'] } },
        }),
        form_name: 'plan picker',
        typescript: false,
        submit_label: 'Save',
      },
      output: {
        code:
          'import { useForm } from "react-hook-form";\n' +
          '\n' +
          '/** Field names given to properties whose names are not safe as field paths, and the property names they stand for. */\n' +
          'const SCHEMA_KEYS = {\n' +
          '  firstName: "first name",\n' +
          '};\n' +
          '\n' +
          '/** The values under the schema\'s property names, in an object without a prototype (so "__proto__" is an ordinary key). */\n' +
          'export function toSchemaValues(values) {\n' +
          '  const result = Object.create(null);\n' +
          '  for (const [name, value] of Object.entries(values)) result[SCHEMA_KEYS[name] ?? name] = value;\n' +
          '  return result;\n' +
          '}\n' +
          '\n' +
          'export function PlanPicker({ onSubmit }) {\n' +
          '  const {\n' +
          '    register,\n' +
          '    handleSubmit,\n' +
          '    formState: { errors },\n' +
          '  } = useForm({\n' +
          '    defaultValues: {\n' +
          '      firstName: "",\n' +
          '      plan: "",\n' +
          '    },\n' +
          '  });\n' +
          '\n' +
          '  return (\n' +
          '    <form onSubmit={handleSubmit((values) => onSubmit(toSchemaValues(values)))} noValidate>\n' +
          '      <div>\n' +
          '        <label htmlFor="plan-picker-first-name">{"first name"}</label>\n' +
          '        <input\n' +
          '          id="plan-picker-first-name"\n' +
          '          type="text"\n' +
          '          aria-invalid={errors.firstName ? "true" : "false"}\n' +
          '          {...register("firstName", {\n' +
          '            maxLength: { value: 40, message: "first name must be at most 40 characters" },\n' +
          '          })}\n' +
          '        />\n' +
          '        {errors.firstName && <p role="alert">{errors.firstName.message}</p>}\n' +
          '      </div>\n' +
          '      <div>\n' +
          '        <label htmlFor="plan-picker-plan">{"plan"}</label>\n' +
          '        <select\n' +
          '          id="plan-picker-plan"\n' +
          '          aria-invalid={errors.plan ? "true" : "false"}\n' +
          '          {...register("plan")}\n' +
          '        >\n' +
          '          <option value="">{"Select\\u2026"}</option>\n' +
          '          {["free", "pro"].map((option) => (\n' +
          '            <option key={option} value={option}>\n' +
          '              {option}\n' +
          '            </option>\n' +
          '          ))}\n' +
          '        </select>\n' +
          '        {errors.plan && <p role="alert">{errors.plan.message}</p>}\n' +
          '      </div>\n' +
          '      <button type="submit">{"Save"}</button>\n' +
          '    </form>\n' +
          '  );\n' +
          '}\n',
        fileName: 'PlanPicker.jsx',
        componentName: 'PlanPicker',
        fields: [
          { property: 'first name', name: 'firstName', id: 'plan-picker-first-name', control: 'text', required: false },
          { property: 'plan', name: 'plan', id: 'plan-picker-plan', control: 'select', required: false },
        ],
        warnings: [],
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
