/**
 * The progress of the run on screen (issue 21 item 4): from 300 ms on, a spinner, the time
 * elapsed and a Cancel button; a bar and bytes done where the run reports them (a streamed file
 * hash). Cancel aborts the run's signal: the worker running it is terminated (the browser pool
 * replaces it; a streamed hash's own worker just ends) and a server run's request is aborted.
 * One run is on screen at a time, so one tracker at a time.
 */
import { byId, el, replaceChildren } from './dom.ts';
import { formatSize } from './file-rules.ts';

/** Runs shorter than this show no progress at all, so quick runs do not flicker. */
export const SHOW_AFTER_MS = 300;

export interface RunProgress {
  /** Bytes done of `total`: shows the bar. */
  report(done: number, total: number): void;
  /** The run ended (answered, failed or replaced by the next): the progress goes away. */
  stop(): void;
}

/** "1.2 s", "1 min 05 s". */
export function elapsedText(ms: number): string {
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  return `${Math.floor(seconds / 60)} min ${String(Math.floor(seconds % 60)).padStart(2, '0')} s`;
}

/** "512.0 MB of 2147.5 MB (24%)". */
export function bytesText(done: number, total: number): string {
  const percent = total > 0 ? Math.floor((done / total) * 100) : 100;
  return `${formatSize(done)} of ${formatSize(total)} (${percent}%)`;
}

let parts: { box: HTMLElement; elapsed: HTMLElement; bar: HTMLProgressElement; bytes: HTMLElement; cancel: HTMLButtonElement } | undefined;

/** The progress row, made once, right under the status line. */
function progressParts() {
  if (parts) return parts;
  const elapsed = el('span', { class: 'run-elapsed' });
  const bar = el('progress', { class: 'run-bar', max: 1, value: 0, 'aria-label': 'Bytes done', hidden: true });
  const bytes = el('span', { class: 'run-bytes' });
  const cancel = el('button', { type: 'button', id: 'cancel', class: 'run-cancel' }, 'Cancel');
  const box = el('div', { id: 'run-progress', class: 'run-progress', hidden: true }, el('span', { class: 'spinner', 'aria-hidden': 'true' }), elapsed, bar, bytes, cancel);
  byId('status').after(box);
  parts = { box, elapsed, bar, bytes, cancel };
  return parts;
}

let active: symbol | undefined;

/** Tracks the run `controller` belongs to; `onCancel` says what the status shows after Cancel. */
export function trackRun(controller: AbortController, onCancel: (elapsedMs: number) => void): RunProgress {
  const mine = Symbol('run');
  active = mine;
  const view = progressParts();
  const started = performance.now();
  let reported: { done: number; total: number } | undefined;
  const render = () => {
    if (active !== mine) return;
    view.box.hidden = false;
    view.elapsed.textContent = elapsedText(performance.now() - started);
    if (reported) {
      view.bar.hidden = false;
      view.bar.value = reported.total > 0 ? reported.done / reported.total : 1;
      view.bytes.textContent = bytesText(reported.done, reported.total);
    }
  };
  let ticker: ReturnType<typeof setInterval> | undefined;
  const shower = setTimeout(() => {
    render();
    ticker = setInterval(render, 100);
  }, SHOW_AFTER_MS);
  const stop = () => {
    clearTimeout(shower);
    clearInterval(ticker);
    if (active !== mine) return;
    active = undefined;
    view.box.hidden = true;
    view.bar.hidden = true;
    replaceChildren(view.bytes);
    view.cancel.onclick = null;
  };
  // The parts are shared by every run: nothing of the last run's progress may show for this one.
  view.bar.hidden = true;
  view.bar.value = 0;
  replaceChildren(view.bytes);
  view.cancel.onclick = () => {
    const elapsed = performance.now() - started;
    stop();
    controller.abort(new DOMException('The run was cancelled', 'AbortError'));
    onCancel(elapsed);
  };
  return {
    report(done, total) {
      reported = { done, total };
    },
    stop,
  };
}
