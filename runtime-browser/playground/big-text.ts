/**
 * A large result is shown truncated (issue 21 item 4): laying out 20 MB of text in the result's
 * <pre> freezes a tab for seconds, so past SHOWN_CHARS the view shows the start, a notice saying
 * how much is hidden, and a button that downloads the whole JSON. Copy still copies it all.
 */
import { byId, el, replaceChildren } from './dom.ts';

/** Characters of JSON the result view lays out at most: 200 KB of text stays instant. */
export const SHOWN_CHARS = 200_000;

/** The part of `text` shown: at most `limit` characters, never half a surrogate pair. */
export function shownPart(text: string, limit = SHOWN_CHARS): { shown: string; truncated: boolean } {
  if (text.length <= limit) return { shown: text, truncated: false };
  const last = text.charCodeAt(limit - 1);
  const end = last >= 0xd800 && last <= 0xdbff ? limit - 1 : limit;
  return { shown: text.slice(0, end), truncated: true };
}

let notice: HTMLElement | undefined;
let downloadUrl: string | undefined;

function noticeElement(): HTMLElement {
  if (!notice) {
    notice = el('p', { id: 'result-truncated', class: 'result-truncated', hidden: true });
    byId('result-json').after(notice);
  }
  return notice;
}

/**
 * Shows `text` in the result view, truncated past SHOWN_CHARS with a download of `whole()` (the
 * full JSON, made only when the person asks for it) named `fileName`.
 */
export function showResultText(text: string, whole: () => string, fileName: string): void {
  const { shown, truncated } = shownPart(text);
  byId('result-json').textContent = shown;
  const box = noticeElement();
  if (downloadUrl) URL.revokeObjectURL(downloadUrl);
  downloadUrl = undefined;
  box.hidden = !truncated;
  if (!truncated) return replaceChildren(box);
  const link = el('a', { href: '#', class: 'download', download: fileName }, 'Download the whole result');
  link.addEventListener(
    'click',
    () => {
      // Made on first click, not with every large result: 20 MB more in memory only when wanted.
      downloadUrl = URL.createObjectURL(new Blob([whole()], { type: 'application/json' }));
      link.href = downloadUrl;
    },
    { once: true },
  );
  const count = new Intl.NumberFormat('en');
  replaceChildren(box, `Showing the first ${count.format(shown.length)} of ${count.format(text.length)} characters. `, link);
}
