/** Shows an envelope: status, the result as formatted JSON with a copy button, and previews. */
import type { Envelope } from '../../core/envelope.ts';
import { byId, el, replaceChildren } from './dom.ts';
import { findPreviews } from './preview-detect.ts';
import { releasePreviews, renderPreviews } from './preview-render.ts';
import type { Where } from './url-state.ts';

/** Bytes read as "<N bytes>" in the JSON view (their preview shows the content). */
function jsonReplacer(_key: string, value: unknown): unknown {
  return value instanceof Uint8Array ? `<${value.length} bytes>` : value;
}

export function formatJson(value: unknown): string {
  return JSON.stringify(value, jsonReplacer, 2);
}

const WHERE_TEXT: Record<Where, string> = { browser: 'in this browser', server: 'on the server' };

export function showRunning(where: Where): void {
  releasePreviews();
  const output = byId('output');
  output.setAttribute('aria-busy', 'true');
  replaceChildren(byId('status'), `Running ${WHERE_TEXT[where]}…`);
  byId('status').className = 'status running';
}

export async function showEnvelope(envelope: Envelope, where: Where, elapsedMs: number): Promise<void> {
  const status = byId('status');
  const json = byId('result-json');
  const previews = byId('previews');
  byId('output').removeAttribute('aria-busy');
  if (envelope.success) {
    status.className = 'status ok';
    replaceChildren(status, `Done ${WHERE_TEXT[where]}: tool ${envelope.meta.executionMs} ms, round trip ${Math.round(elapsedMs)} ms`);
    json.textContent = formatJson(envelope.result);
    replaceChildren(previews, ...(await renderPreviews(findPreviews(envelope.result))));
  } else {
    status.className = 'status error';
    replaceChildren(status, `${envelope.error.code} ${WHERE_TEXT[where]}`);
    json.textContent = formatJson(envelope);
    replaceChildren(previews);
  }
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
    const text = byId('result-json').textContent ?? '';
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
