/**
 * The result's Download button, beside Copy: saves the text the tool made (text-download.ts
 * chooses it and its kind) under a name download-name.ts makes, e.g. sales-csv-to-json.json.
 * The file is made when the button is pressed, not with every result.
 */
import { binaryOutputsOf } from './catalog.ts';
import { byId } from './dom.ts';
import { downloadName, type DownloadContext } from './download-name.ts';
import { textFileOf } from './text-download.ts';

let offered: DownloadContext | undefined;
let wired = false;

const button = () => byId<HTMLButtonElement>('download-result');

function save(): void {
  if (!offered) return;
  const file = textFileOf(offered.result, binaryOutputsOf(offered.toolId));
  const name = downloadName(offered, 'result', file.extension);
  const url = URL.createObjectURL(new Blob([file.text], { type: file.type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The download has its own copy of the bytes once it started.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Offers the result of a successful run for download; its name is on the button's title. */
export function offerDownload(context: DownloadContext): void {
  const element = button();
  if (!wired) {
    element.addEventListener('click', save);
    wired = true;
  }
  offered = context;
  const file = textFileOf(context.result, binaryOutputsOf(context.toolId));
  const name = downloadName(context, 'result', file.extension);
  element.title = `Save as ${name}`;
  element.dataset.name = name;
  element.setAttribute('aria-label', `Download the result as ${name}`);
  element.disabled = false;
}

/** No result to download (an error, a cleared result). */
export function withdrawDownload(): void {
  offered = undefined;
  const element = button();
  element.disabled = true;
  element.removeAttribute('title');
  element.removeAttribute('aria-label');
  delete element.dataset.name;
}
