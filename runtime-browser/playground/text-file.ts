/**
 * A text field (field-kinds.ts 'textarea': the body of text a tool works on) that also takes a
 * file, by picker or by a drop on the box: the file is read as UTF-8 into the box, where it can
 * still be edited. A file that is not UTF-8 is refused with the offset of its first bad byte,
 * rather than decoded with replacement characters the tool would then take for the data; one
 * longer than the field takes is refused before its text reaches the box.
 */
import { decodablePrefixLength } from '../../core/lib/decodable-prefix.ts';
import { el, replaceChildren } from './dom.ts';
import { formatSize } from './file-rules.ts';

export type TextFileRead = { ok: true; text: string } | { ok: false; message: string };

/** The first byte that does not continue a valid UTF-8 sequence, for the refusal's message. */
function firstInvalidByte(bytes: Uint8Array): number {
  const low = decodablePrefixLength(bytes, 'utf-8');
  const endsWhole = () => {
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, low));
      return true;
    } catch {
      return false;
    }
  };
  // The longest prefix may end in a character the next byte did not continue: it starts the bad sequence.
  const lead = bytes.subarray(Math.max(0, low - 3), low).findLastIndex((byte) => byte >= 0xc0);
  return lead >= 0 && !endsWhole() ? Math.max(0, low - 3) + lead : low;
}

/**
 * `bytes` as UTF-8 text (a leading byte order mark dropped), or why not: not UTF-8, or more
 * characters than `maxLength`. `name` is the file's, for the messages.
 */
export function readTextFile(name: string, bytes: Uint8Array, maxLength?: number): TextFileRead {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, message: `${name} is not UTF-8 text (byte ${firstInvalidByte(bytes).toLocaleString('en-US')} is not valid UTF-8): save it as UTF-8 and open it again` };
  }
  if (maxLength !== undefined && text.length > maxLength) {
    return { ok: false, message: `${name} holds ${text.length.toLocaleString('en-US')} characters, more than the ${maxLength.toLocaleString('en-US')} this field takes` };
  }
  return { ok: true, text };
}

export interface TextFileParts {
  /** The picker, its label and the status line, to go after the text box. */
  element: HTMLElement;
  /** The loaded file's name while the box still holds its text unedited; undefined otherwise. */
  fileName(): string | undefined;
  /** Forgets the loaded file (a new value written into the box). */
  forget(): void;
}

/** Tells the page the value changed (it keeps the link in step, as typing does). */
const announce = (target: HTMLElement) => target.dispatchEvent(new Event('input', { bubbles: true }));

/** Adds "Open a file" and drop-to-load to `area`; `maxLength` is the schema's bound. */
export function attachTextFile(area: HTMLTextAreaElement, maxLength: number | undefined): TextFileParts {
  const pickerId = `${area.id}-file`;
  const picker = el('input', { type: 'file', id: pickerId, class: 'visually-hidden' });
  const label = el('label', { for: pickerId, class: 'pick-button' }, 'Open a text file');
  const status = el('span', { class: 'file-status', 'aria-live': 'polite' });
  const element = el('div', { class: 'text-file' }, picker, label, el('span', { class: 'drop-prompt' }, 'or drop one on the box'), ' ', status);
  let loaded: { name: string; text: string } | undefined;
  let generation = 0;

  const take = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    const mine = ++generation;
    replaceChildren(status, `Reading ${file.name}…`);
    if (maxLength !== undefined && file.size > maxLength * 4) {
      // UTF-8 takes at most 4 bytes a character: a file this size cannot fit, however it decodes.
      return replaceChildren(status, `${file.name} is ${formatSize(file.size)}, more than this field takes`);
    }
    const read = readTextFile(file.name, new Uint8Array(await file.arrayBuffer()), maxLength);
    if (mine !== generation) return;
    if (!read.ok) return replaceChildren(status, read.message);
    area.value = read.text;
    loaded = { name: file.name, text: read.text };
    replaceChildren(status, `${file.name} · ${formatSize(file.size)}${files.length > 1 ? ` (this field takes one file: ${file.name} was taken)` : ''}`);
    announce(area);
  };

  picker.addEventListener('change', () => {
    const files = Array.from(picker.files ?? []);
    picker.value = '';
    void take(files);
  });
  const carriesFiles = (event: DragEvent) => event.dataTransfer?.types.includes('Files') === true;
  area.addEventListener('dragover', (event) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    // Not up to the page's guard against drops outside drop zones, which would refuse this one.
    event.stopPropagation();
    event.dataTransfer!.dropEffect = 'copy';
    area.dataset.drop = 'over';
  });
  area.addEventListener('dragleave', () => delete area.dataset.drop);
  area.addEventListener('drop', (event) => {
    // Dropped text (not files) goes into the box as the browser does it.
    if (!carriesFiles(event)) return;
    event.preventDefault();
    event.stopPropagation();
    delete area.dataset.drop;
    void take(Array.from(event.dataTransfer?.files ?? []));
  });

  return {
    element,
    fileName: () => (loaded && loaded.text === area.value ? loaded.name : undefined),
    forget() {
      generation++;
      loaded = undefined;
      replaceChildren(status);
    },
  };
}
