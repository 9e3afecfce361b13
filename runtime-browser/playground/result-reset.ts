/**
 * Takes a result off the screen when it no longer answers the form (an example just filled it,
 * a link's network tool waits for Run), with a status saying what to do next, so no stale
 * answer sits beside a new input unmarked.
 */
import { byId, replaceChildren } from './dom.ts';
import { releasePreviews } from './preview-render.ts';
import { withdrawDownload } from './result-download.ts';
import { startRun } from './run.ts';

export function clearResult(message: string): void {
  // A run still under way would put its answer back: it is cancelled.
  startRun().abort();
  releasePreviews();
  byId('output').removeAttribute('aria-busy');
  const status = byId('status');
  status.className = 'status';
  replaceChildren(status, message);
  byId('result-json').textContent = '';
  const truncated = document.getElementById('result-truncated');
  if (truncated) truncated.hidden = true;
  replaceChildren(byId('previews'));
  byId<HTMLButtonElement>('copy').disabled = true;
  withdrawDownload();
  byId('then').hidden = true;
}
