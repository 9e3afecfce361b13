/**
 * The form for one tool, generated from its JSON Schema `parameters`: one field per property,
 * defaults shown, required fields marked. Reads back the input object the tool takes.
 */
import { el } from './dom.ts';
import { fieldKind } from './field-kinds.ts';
import { createField, type FormField } from './form-field.ts';
import type { JsonSchema } from './json-schema.ts';

export type FormRead = { ok: true; input: Record<string, unknown> } | { ok: false; errors: Map<string, string[]> };

export interface SchemaForm {
  readonly element: HTMLElement;
  readonly fieldNames: readonly string[];
  read(): FormRead;
  /** Shows `input` (an example, a link's input); fields it leaves out show their defaults. */
  fill(input?: Record<string, unknown>): void;
  /** The names of the files picked in each file field (for the names results download under). */
  fileNames(): Record<string, (string | undefined)[]>;
  /** The file picked in the file field `name`, if one was (not pasted, not from a link). */
  pickedFile(name: string): File | undefined;
  /** Puts each field's messages under it (and clears the others); focuses the first one. */
  showErrors(byField: ReadonlyMap<string, readonly string[]>): void;
}

export interface SchemaFormOptions {
  /** The file field whose file the page hashes as a stream (streamed-file.ts), taking any size. */
  streamedField?: string;
}

export function createSchemaForm(parameters: JsonSchema, idPrefix = 'field-', { streamedField }: SchemaFormOptions = {}): SchemaForm {
  const required = new Set(parameters.required ?? []);
  const fields: FormField[] = Object.entries(parameters.properties ?? {}).map(([name, schema]) =>
    createField({ name, schema, kind: fieldKind(name, schema), required: required.has(name), idPrefix, ...(name === streamedField ? { streamed: true } : {}) }),
  );
  const element = el('div', { class: 'fields' }, ...fields.map((field) => field.element));
  if (fields.length === 0) element.append(el('p', { class: 'hint' }, 'This tool takes no input.'));

  const showErrors = (byField: ReadonlyMap<string, readonly string[]>) => {
    for (const field of fields) field.showErrors(byField.get(field.name) ?? []);
    fields.find((field) => byField.has(field.name))?.control.focus();
  };

  const form: SchemaForm = {
    element,
    fieldNames: fields.map((field) => field.name),
    read() {
      const input: Record<string, unknown> = {};
      const errors = new Map<string, string[]>();
      for (const field of fields) {
        const value = field.read();
        if (!value.ok) errors.set(field.name, [value.message]);
        else if (value.present) input[field.name] = value.value;
      }
      return errors.size > 0 ? { ok: false, errors } : { ok: true, input };
    },
    fill(input = {}) {
      for (const field of fields) field.write(input[field.name]);
      showErrors(new Map());
    },
    pickedFile: (name) => fields.find((field) => field.name === name)?.files?.()[0],
    fileNames: () => Object.fromEntries(fields.flatMap((field) => (field.fileNames ? [[field.name, field.fileNames()]] : []))),
    showErrors,
  };
  form.fill();
  return form;
}
