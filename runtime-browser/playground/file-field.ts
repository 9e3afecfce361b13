/**
 * The controls of file fields (field-kinds.ts 'bytes' and 'files'): a picker and a drop target
 * that read files into Base64, each chosen file listed with its name and size, and, for a list of
 * files (pdf-merge's pdfs), buttons to reorder and remove them. Files of the wrong type, or larger
 * than the schema lets through, are refused before they are read. A file's Base64 stays in memory,
 * never in a text box: a 15 MB PDF is 20 million characters.
 */
import { el, replaceChildren } from './dom.ts';
import type { FileRule } from './field-kinds.ts';
import { fileToBase64 } from './file-base64.ts';
import { acceptAttribute, base64ByteLength, fileMatches, formatSize, mediaLabel } from './file-rules.ts';
import type { FieldValue } from './form-field.ts';
import type { JsonSchema } from './json-schema.ts';
import { LargeFile } from './streamed-file.ts';

export interface FileControl {
  control: HTMLInputElement | HTMLTextAreaElement;
  extras: HTMLElement[];
  read(): FieldValue;
  write(value: unknown): void;
  /** The picked files' names in order; undefined for a value pasted or given by an example or link. */
  fileNames(): (string | undefined)[];
  /** The picked files themselves, in order; undefined for a value not from a file. */
  files(): (File | undefined)[];
}

interface FileSpec {
  name: string;
  schema: JsonSchema;
  required: boolean;
  /** The page hashes this field's file as a stream (streamed-file.ts): a file of any size is taken. */
  streamed?: boolean;
}

interface Entry {
  /** The file's name; undefined when the value did not come from a file. */
  name?: string;
  size?: number;
  value: unknown;
  /** The picked file, for a run that streams it. */
  file?: File;
}

const ABSENT: FieldValue = { ok: true, present: false };
const present = (value: unknown): FieldValue => ({ ok: true, present: true, value });

const entryOf = (value: unknown): Entry => ({ value, ...(typeof value === 'string' ? { size: base64ByteLength(value) } : {}) });
const labelOf = (entry: Entry, index: number) => entry.name ?? `Base64 value ${index + 1}`;

/** The picker (visually replaced by a button-like label, still focusable and labelled) and its drop target. */
function pickerParts(id: string, rule: FileRule, multiple: boolean) {
  const picker = el('input', { type: 'file', id, class: 'visually-hidden', accept: acceptAttribute(rule.mediaType), multiple });
  const pickLabel = el('label', { for: id, class: 'pick-button' }, multiple ? `Choose ${mediaLabel(rule.mediaType, true)}` : `Choose ${mediaLabel(rule.mediaType)}`);
  const prompt = el('span', { class: 'drop-prompt' }, multiple ? 'or drop them here' : 'or drop it here');
  const list = el('ul', { class: 'file-list' });
  const status = el('p', { class: 'file-status', 'aria-live': 'polite' });
  const zone = el('div', { class: 'drop-zone' }, el('div', { class: 'drop-row' }, picker, pickLabel, prompt), list, status);
  return { picker, list, status, zone };
}

/**
 * Makes `zone` take dropped files, marked data-drop="over" while files are dragged over it.
 * Enter and leave fire for each child crossed, so a depth count tells when the drag truly left.
 */
function acceptDrops(zone: HTMLElement, onFiles: (files: File[]) => void): void {
  let depth = 0;
  const carriesFiles = (event: DragEvent) => event.dataTransfer?.types.includes('Files') === true;
  const clear = () => {
    depth = 0;
    delete zone.dataset.drop;
  };
  zone.addEventListener('dragenter', (event) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    depth++;
    zone.dataset.drop = 'over';
  });
  zone.addEventListener('dragover', (event) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    event.dataTransfer!.dropEffect = 'copy';
    zone.dataset.drop = 'over';
  });
  zone.addEventListener('dragleave', () => {
    if (--depth <= 0) clear();
  });
  zone.addEventListener('drop', (event) => {
    event.preventDefault();
    clear();
    onFiles(Array.from(event.dataTransfer?.files ?? []));
  });
}

/** Splits files into those the field takes and sentences saying why the others were refused. */
function screen(files: readonly File[], rule: FileRule): { taken: File[]; refused: string[] } {
  const taken: File[] = [];
  const refused: string[] = [];
  for (const file of files) {
    if (!fileMatches(file, rule.mediaType)) refused.push(`${file.name} is not ${mediaLabel(rule.mediaType)}`);
    else if (rule.maxBytes !== undefined && file.size > rule.maxBytes) refused.push(`${file.name} is ${formatSize(file.size)}, more than the ${formatSize(rule.maxBytes)} this field takes`);
    else taken.push(file);
  }
  return { taken, refused };
}

/** Tells the page the value changed (it keeps the link in step, as typing does). */
const announce = (target: HTMLElement) => target.dispatchEvent(new Event('input', { bubbles: true }));

/** One file: picked, dropped, or pasted into the text box as Base64 (or a URL, where the tool takes one). */
export function singleFileControl(spec: FileSpec, rule: FileRule, id: string): FileControl {
  const { picker, list, status, zone } = pickerParts(id, rule, false);
  // pdf-extract also takes a link to fetch the PDF from; its description says so.
  const takesUrl = /https?:\/\/|https URL/i.test(spec.schema.description ?? '');
  const area = el('textarea', { id: `${id}-text`, rows: 2, spellcheck: 'false', autocomplete: 'off', placeholder: takesUrl ? '…or paste it as Base64, or its https:// URL' : '…or paste it as Base64', 'aria-label': `${spec.name} as text` });
  let chosen: Entry | undefined;
  /** Bumped by every change, so a file still being read cannot overwrite a newer value. */
  let generation = 0;

  const render = () => {
    if (!chosen) return replaceChildren(list);
    const remove = el('button', { type: 'button', class: 'file-remove', 'aria-label': `Remove ${chosen.name}` }, 'Remove');
    remove.addEventListener('click', () => {
      generation++;
      chosen = undefined;
      render();
      announce(picker);
      picker.focus();
    });
    replaceChildren(list, el('li', {}, el('span', { class: 'file-name' }, chosen.name), el('span', { class: 'file-size' }, formatSize(chosen.size ?? 0)), remove));
  };

  const take = async (files: File[]) => {
    // A streamed field takes any size: past the tool's bound only the stream reads the file.
    const { taken, refused } = screen(files, spec.streamed ? { ...rule, maxBytes: undefined } : rule);
    const file = taken[0];
    if (taken.length > 1) refused.push(`this field takes one file: ${file!.name} was taken`);
    if (!file) return replaceChildren(status, refused.join('; '));
    const mine = ++generation;
    replaceChildren(status, `Reading ${file.name}…`);
    const large = rule.maxBytes !== undefined && file.size > rule.maxBytes;
    const value = large ? new LargeFile(file) : await fileToBase64(file);
    if (mine !== generation) return;
    chosen = { name: file.name, size: file.size, value, file };
    area.value = '';
    render();
    replaceChildren(status, refused.join('; '));
    announce(picker);
  };

  picker.addEventListener('change', () => {
    const files = Array.from(picker.files ?? []);
    picker.value = '';
    void take(files);
  });
  acceptDrops(zone, (files) => void take(files));
  area.addEventListener('input', () => {
    // Text typed or pasted replaces a picked file.
    if (chosen) {
      generation++;
      chosen = undefined;
      render();
    }
  });

  return {
    control: picker,
    extras: [zone, area],
    read() {
      if (chosen) return present(chosen.value);
      const text = area.value.trim();
      return text === '' && !spec.required ? ABSENT : present(text);
    },
    write(value) {
      generation++;
      chosen = undefined;
      const shown = value === undefined ? spec.schema.default : value;
      area.value = typeof shown === 'string' ? shown : shown === undefined ? '' : JSON.stringify(shown);
      render();
      replaceChildren(status);
    },
    fileNames: () => (chosen ? [chosen.name] : area.value.trim() === '' ? [] : [undefined]),
    files: () => (chosen ? [chosen.file] : []),
  };
}

/** Several files in order (pdf-merge's pdfs, images-to-pdf's images): picked or dropped in one go, reordered, removed. */
export function fileListControl(spec: FileSpec, rule: FileRule & { maxItems?: number }, id: string): FileControl {
  const { picker, list, status, zone } = pickerParts(id, rule, true);
  const area = el('textarea', { id: `${id}-text`, rows: 2, spellcheck: 'false', autocomplete: 'off', 'aria-label': `A ${spec.name} item as Base64` });
  const add = el('button', { type: 'button' }, 'Add');
  const paste = el('details', { class: 'paste' }, el('summary', {}, 'Paste one as Base64'), area, add);
  let entries: Entry[] = [];
  let generation = 0;

  const change = (next: Entry[], focus?: { index: number; action: string }) => {
    generation++;
    entries = next;
    render();
    announce(picker);
    if (focus) list.children[focus.index]?.querySelector<HTMLButtonElement>(`[data-action="${focus.action}"]:not(:disabled)`)?.focus();
  };

  const button = (action: string, text: string, label: string, disabled: boolean, onClick: () => void) => {
    const element = el('button', { type: 'button', 'data-action': action, 'aria-label': label, disabled }, text);
    element.addEventListener('click', onClick);
    return element;
  };

  const move = (from: number, to: number, action: string) => {
    const next = [...entries];
    const [entry] = next.splice(from, 1);
    next.splice(to, 0, entry!);
    change(next, { index: to, action });
  };

  function render(): void {
    replaceChildren(
      list,
      ...entries.map((entry, index) => {
        const label = labelOf(entry, index);
        return el(
          'li',
          {},
          el('span', { class: 'file-index' }, `${index + 1}.`),
          el('span', { class: 'file-name' }, label),
          el('span', { class: 'file-size' }, entry.size === undefined ? '' : formatSize(entry.size)),
          button('up', '↑', `Move ${label} up`, index === 0, () => move(index, index - 1, 'up')),
          button('down', '↓', `Move ${label} down`, index === entries.length - 1, () => move(index, index + 1, 'down')),
          button('remove', 'Remove', `Remove ${label}`, false, () => {
            change(entries.filter((_, other) => other !== index));
            (list.querySelector<HTMLButtonElement>('[data-action="remove"]') ?? picker).focus();
          }),
        );
      }),
    );
  }

  const take = async (files: File[]) => {
    const { taken, refused } = screen(files, rule);
    const room = rule.maxItems === undefined ? taken.length : Math.max(0, rule.maxItems - entries.length);
    if (taken.length > room) refused.push(`this field takes at most ${rule.maxItems} files: ${taken.length - room} left out`);
    const reading = taken.slice(0, room);
    if (reading.length === 0) return replaceChildren(status, refused.join('; '));
    const mine = ++generation;
    replaceChildren(status, reading.length === 1 ? `Reading ${reading[0]!.name}…` : `Reading ${reading.length} files…`);
    const values = await Promise.all(reading.map(fileToBase64));
    if (mine !== generation) return;
    change([...entries, ...reading.map((file, index) => ({ name: file.name, size: file.size, value: values[index], file }))]);
    replaceChildren(status, refused.join('; '));
  };

  picker.addEventListener('change', () => {
    const files = Array.from(picker.files ?? []);
    picker.value = '';
    void take(files);
  });
  acceptDrops(zone, (files) => void take(files));
  add.addEventListener('click', () => {
    const text = area.value.trim();
    if (text === '') return;
    area.value = '';
    change([...entries, entryOf(text)]);
  });

  return {
    control: picker,
    extras: [zone, paste],
    read: () => (entries.length === 0 ? ABSENT : present(entries.map((entry) => entry.value))),
    write(value) {
      const shown = value === undefined ? spec.schema.default : value;
      generation++;
      entries = shown === undefined ? [] : Array.isArray(shown) ? shown.map(entryOf) : [entryOf(shown)];
      render();
      replaceChildren(status);
    },
    fileNames: () => entries.map((entry) => entry.name),
    files: () => entries.map((entry) => entry.file),
  };
}
