/**
 * One form control per parameter, of the kind field-kinds.ts chose. Each field knows how to
 * show a value, read it back as the JSON the tool takes, and show its own errors, so the form
 * only loops over fields.
 */
import { el, replaceChildren } from './dom.ts';
import type { FieldKind } from './field-kinds.ts';
import { fileListControl, singleFileControl } from './file-field.ts';
import type { JsonSchema } from './json-schema.ts';
import { attachTextFile } from './text-file.ts';

/** `present: false` leaves the field out of the input, so the tool's default applies. */
export type FieldValue = { ok: true; present: false } | { ok: true; present: true; value: unknown } | { ok: false; message: string };

export interface FormField {
  readonly name: string;
  readonly element: HTMLElement;
  /** Where focus goes to fix an error. */
  readonly control: HTMLElement;
  read(): FieldValue;
  /** Shows `value`, or the schema's default (or nothing) when it is undefined. */
  write(value: unknown): void;
  showErrors(messages: readonly string[]): void;
  /** A file field's picked files' names, in order (undefined for a value not from a file); absent on other fields. */
  fileNames?(): (string | undefined)[];
  /** A file field's picked files, in order (undefined for a value not from a file); absent on other fields. */
  files?(): (File | undefined)[];
}

export interface FieldSpec {
  name: string;
  schema: JsonSchema;
  kind: FieldKind;
  required: boolean;
  /** Unique per page, for label/control/error links. */
  idPrefix: string;
  /** A file field whose file the page hashes as a stream (streamed-file.ts). */
  streamed?: boolean;
}

const ABSENT: FieldValue = { ok: true, present: false };
const present = (value: unknown): FieldValue => ({ ok: true, present: true, value });

interface Control {
  control: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
  /** Extra elements after the control (a drop zone, a datalist). */
  extras?: HTMLElement[];
  read(): FieldValue;
  write(value: unknown): void;
  fileNames?(): (string | undefined)[];
  files?(): (File | undefined)[];
}

function selectControl(spec: FieldSpec, options: unknown[], id: string): Control {
  const hasDefault = spec.schema.default !== undefined;
  // An optional list with no default may be left unset; the tool then decides.
  const unset = !spec.required && !hasDefault;
  const select = el('select', { id, name: spec.name });
  if (unset) select.append(el('option', { value: '' }, '(not set)'));
  options.forEach((option, index) => select.append(el('option', { value: index }, String(option))));
  return {
    control: select,
    read: () => (select.value === '' ? ABSENT : present(options[Number(select.value)])),
    write(value) {
      const index = options.indexOf(value === undefined ? spec.schema.default : value);
      select.value = index >= 0 ? String(index) : unset ? '' : '0';
    },
  };
}

/** A `<select multiple>`: read back in the list's order; none chosen leaves the field out, so the tool's default applies. */
function choicesControl(spec: FieldSpec, options: unknown[], id: string): Control {
  const select = el('select', { id, name: spec.name, multiple: true, size: Math.min(options.length, 8) });
  options.forEach((option, index) => select.append(el('option', { value: index }, String(option))));
  return {
    control: select,
    read() {
      const chosen = options.filter((_, index) => select.options[index]!.selected);
      return chosen.length === 0 ? ABSENT : present(chosen);
    },
    write(value) {
      const shown = value === undefined ? spec.schema.default : value;
      const wanted = Array.isArray(shown) ? shown : [];
      options.forEach((option, index) => (select.options[index]!.selected = wanted.includes(option)));
    },
  };
}

function toggleControl(spec: FieldSpec, id: string): Control {
  const input = el('input', { id, name: spec.name, type: 'checkbox', role: 'switch' });
  return {
    control: input,
    read: () => present(input.checked),
    write: (value) => (input.checked = (value === undefined ? spec.schema.default : value) === true),
  };
}

function numberControl(spec: FieldSpec, kind: Extract<FieldKind, { kind: 'number' }>, id: string): Control {
  const input = el('input', { id, name: spec.name, type: 'number', step: kind.step, min: kind.min, max: kind.max, inputmode: kind.integer ? 'numeric' : 'decimal' });
  return {
    control: input,
    read() {
      // A half-typed number ("1e") reads as "" with badInput set: say so rather than drop it.
      if (input.validity.badInput) return { ok: false, message: 'is not a number' };
      return input.value === '' ? ABSENT : present(Number(input.value));
    },
    write(value) {
      const shown = value === undefined ? spec.schema.default : value;
      input.value = typeof shown === 'number' || typeof shown === 'string' ? String(shown) : '';
    },
  };
}

function textValue(spec: FieldSpec, text: string): FieldValue {
  // An empty required string is sent as "" (a valid input for many tools); an empty optional one is left out.
  return text === '' && !spec.required ? ABSENT : present(text);
}

function showText(spec: FieldSpec, value: unknown): string {
  const shown = value === undefined ? spec.schema.default : value;
  return typeof shown === 'string' ? shown : shown === undefined ? '' : JSON.stringify(shown);
}

function textareaControl(spec: FieldSpec, rows: number, id: string): Control {
  const area = el('textarea', { id, name: spec.name, rows, spellcheck: 'false', autocomplete: 'off' });
  // A body of text may come from a file (text-file.ts): its name then names the result's downloads.
  const file = attachTextFile(area, spec.schema.maxLength);
  return {
    control: area,
    extras: [file.element],
    read: () => textValue(spec, area.value),
    write(value) {
      file.forget();
      area.value = showText(spec, value);
    },
    fileNames: () => {
      const name = file.fileName();
      return name === undefined ? [] : [name];
    },
  };
}

function textControl(spec: FieldSpec, suggestions: string[], id: string): Control {
  const listId = `${id}-suggestions`;
  const input = el('input', { id, name: spec.name, type: 'text', spellcheck: 'false', autocomplete: 'off', list: suggestions.length > 0 ? listId : undefined });
  const extras = suggestions.length > 0 ? [el('datalist', { id: listId }, ...suggestions.map((value) => el('option', { value })))] : [];
  return { control: input, extras, read: () => textValue(spec, input.value), write: (value) => (input.value = showText(spec, value)) };
}

function jsonControl(spec: FieldSpec, id: string): Control {
  const area = el('textarea', { id, name: spec.name, rows: 4, spellcheck: 'false', autocomplete: 'off', class: 'json', placeholder: 'JSON' });
  return {
    control: area,
    read() {
      if (area.value.trim() === '') return ABSENT;
      try {
        return present(JSON.parse(area.value));
      } catch (error) {
        return { ok: false, message: `is not valid JSON (${error instanceof Error ? error.message : String(error)})` };
      }
    },
    write(value) {
      const shown = value === undefined ? spec.schema.default : value;
      area.value = shown === undefined ? '' : JSON.stringify(shown, null, 2);
    },
  };
}

function controlFor(spec: FieldSpec, id: string): Control {
  const { kind } = spec;
  switch (kind.kind) {
    case 'select':
      return selectControl(spec, kind.options, id);
    case 'toggle':
      return toggleControl(spec, id);
    case 'number':
      return numberControl(spec, kind, id);
    case 'textarea':
      return textareaControl(spec, kind.rows, id);
    case 'text':
      return textControl(spec, kind.suggestions, id);
    case 'choices':
      return choicesControl(spec, kind.options, id);
    case 'json':
      return jsonControl(spec, id);
    case 'bytes':
      return singleFileControl(spec, kind, id);
    case 'files':
      return fileListControl(spec, kind, id);
  }
}

/** "1 to 100", unless the description already says it or the bounds are only the safe-integer range. */
function boundsHint(kind: FieldKind, description = ''): string | undefined {
  if (kind.kind !== 'number') return undefined;
  const shown = (bound: number | undefined) => (bound === undefined || Math.abs(bound) >= Number.MAX_SAFE_INTEGER ? undefined : bound);
  const min = shown(kind.min);
  const max = shown(kind.max);
  if (min === undefined && max === undefined) return undefined;
  if ((min === undefined || description.includes(String(min))) && (max === undefined || description.includes(String(max)))) return undefined;
  return `${min ?? '−∞'} to ${max ?? '∞'}`;
}

export function createField(spec: FieldSpec): FormField {
  const id = `${spec.idPrefix}${spec.name}`;
  const { control, extras = [], read, write, fileNames, files } = controlFor(spec, id);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  control.setAttribute('aria-describedby', `${hintId} ${errorId}`);
  if (spec.required) control.setAttribute('aria-required', 'true');

  const label = el(
    'label',
    { for: id },
    el('code', {}, spec.name),
    spec.required && el('span', { class: 'required', title: 'required' }, ' *'),
    spec.required && el('span', { class: 'visually-hidden' }, ' (required)'),
  );
  const hintText = [spec.schema.description, boundsHint(spec.kind, spec.schema.description)].filter(Boolean).join(' · ');
  const hint = el('p', { class: 'hint', id: hintId }, hintText);
  const error = el('p', { class: 'field-error', id: errorId, role: 'alert', hidden: true });
  const element = el('div', { class: `field field-${spec.kind.kind}`, 'data-field': spec.name }, label, control, ...extras, hint, error);

  return {
    name: spec.name,
    element,
    control,
    read,
    write,
    ...(fileNames ? { fileNames } : {}),
    ...(files ? { files } : {}),
    showErrors(messages) {
      replaceChildren(error, messages.join('; '));
      error.hidden = messages.length === 0;
      if (messages.length > 0) control.setAttribute('aria-invalid', 'true');
      else control.removeAttribute('aria-invalid');
    },
  };
}
