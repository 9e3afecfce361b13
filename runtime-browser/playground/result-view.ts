/**
 * Shows an envelope: status, the result as formatted JSON with a copy button, and previews. A
 * PDF reads as a placeholder in the JSON (json-view.ts) and downloads from its preview; the copy
 * button copies the whole JSON.
 */
import type { Envelope } from '../../core/envelope.ts';
import { showResultText } from './big-text.ts';
import { binaryOutputsOf } from './catalog.ts';
import { byId, replaceChildren } from './dom.ts';
import { downloadName, type DownloadContext } from './download-name.ts';
import { fullJson, shownJson } from './json-view.ts';
import { findPreviews, MAX_PREVIEWS } from './preview-detect.ts';
import { releasePreviews, renderPreviews } from './preview-render.ts';
import { offerDownload, withdrawDownload } from './result-download.ts';
import type { Where } from './url-state.ts';

/** Files offered for download at most (pdf-split makes one per page group, up to 2,000 pages). */
const MAX_FILES = 2_000;

/** What the copy button copies: the value shown, whole (the view may show placeholders). */
let copyValue: unknown;
let copyReady = false;

/** What a run's files are named after: the tool, its input and the picked files' names. */
export type RunNaming = Omit<DownloadContext, 'result'>;

const WHERE_TEXT: Record<Where, string> = { browser: 'in this browser', server: 'on the server' };

export function showRunning(where: Where): void {
  releasePreviews();
  const output = byId('output');
  output.setAttribute('aria-busy', 'true');
  replaceChildren(byId('status'), `Running ${WHERE_TEXT[where]}…`);
  byId('status').className = 'status running';
}

export async function showEnvelope(envelope: Envelope, where: Where, elapsedMs: number, naming: RunNaming): Promise<void> {
  const status = byId('status');
  const previews = byId('previews');
  byId('output').removeAttribute('aria-busy');
  if (envelope.success) {
    status.className = 'status ok';
    replaceChildren(status, `Done ${WHERE_TEXT[where]}: tool ${envelope.meta.executionMs} ms, round trip ${Math.round(elapsedMs)} ms`);
    showResultText(shownJson(envelope.result), () => fullJson(envelope.result), `${naming.toolId}-result.json`);
    const context: DownloadContext = { ...naming, result: envelope.result };
    offerDownload(context);
    const found = findPreviews(envelope.result, MAX_FILES, binaryOutputsOf(naming.toolId));
    replaceChildren(previews, ...(await renderPreviews(found, (field, extension) => downloadName(context, field, extension), MAX_PREVIEWS)));
    copyValue = envelope.result;
  } else {
    status.className = 'status error';
    replaceChildren(status, `${envelope.error.code} ${WHERE_TEXT[where]}`);
    showResultText(shownJson(envelope), () => fullJson(envelope), `${naming.toolId}-error.json`);
    replaceChildren(previews);
    withdrawDownload();
    copyValue = envelope;
  }
  copyReady = true;
  byId<HTMLButtonElement>('copy').disabled = false;
}

export function showFailure(message: string): void {
  byId('output').removeAttribute('aria-busy');
  const status = byId('status');
  status.className = 'status error';
  replaceChildren(status, message);
}

/** The copy button copies whatever JSON is shown. */
export function wireCopyButton(): void {
  const button = byId<HTMLButtonElement>('copy');
  button.addEventListener('click', async () => {
    const text = copyReady ? fullJson(copyValue) : (byId('result-json').textContent ?? '');
    try {
      await navigator.clipboard.writeText(text);
      button.textContent = 'Copied';
    } catch {
      // Clipboard access needs a secure context (https or localhost); select the text instead.
      const range = document.createRange();
      range.selectNodeContents(byId('result-json'));
      getSelection()?.removeAllRanges();
      getSelection()?.addRange(range);
      button.textContent = 'Selected: press Ctrl+C';
    }
    setTimeout(() => (button.textContent = 'Copy JSON'), 1500);
  });
}
