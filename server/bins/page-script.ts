/**
 * The live view's script (bundled by page-assets.ts, served as `/bins/view.js`): listens to the
 * bin's event stream and puts each new capture on top of the list. It writes captured values
 * only as text nodes (`textContent`), never as markup, so a body full of <script> stays text.
 *
 * Nothing is missed between the page's rendering and the stream's opening, or across a
 * reconnect: the stream's `hello` says how many requests the bin has received, and when that is
 * not what the page shows, the page reloads its list as JSON, holding back live events until
 * then and skipping the ones the list already has (each event carries its request's number).
 */
import type { RequestView } from './capture.ts';
import { KEEP_REQUESTS } from './limits.ts';
import { metaOf, targetOf } from './request-text.ts';
import type { BinListing, CaptureEvent } from './service.ts';

const body = document.body;
const binId = body.dataset.bin ?? '';
const list = document.getElementById('requests')!;
const empty = document.getElementById('empty')!;
const live = document.getElementById('live')!;
const countText = document.getElementById('count')!;
const droppedText = document.getElementById('dropped')!;

/** How many requests the bin had received when what the list shows was current. */
let shown = Number(body.dataset.received ?? '0');
/** Events that arrived while the list was being reloaded, applied once it is. */
let heldBack: CaptureEvent[] | undefined;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string | undefined, text?: string): HTMLElementTagNameMap[K] {
  const created = document.createElement(tag);
  if (className !== undefined) created.className = className;
  if (text !== undefined) created.textContent = text;
  return created;
}

function renderRequest(request: RequestView): HTMLElement {
  const article = element('article', 'request');
  const title = element('h2', undefined);
  title.append(element('span', 'method', request.method), ' ', element('span', 'path', targetOf(request)));
  const table = element('table', 'headers');
  for (const [name, value] of Object.entries(request.headers)) {
    const row = table.insertRow();
    row.append(element('th', undefined, name), element('td', undefined, value));
  }
  article.append(title, element('p', 'meta', metaOf(request).join(' · ')), table, element('pre', 'body', request.body));
  return article;
}

function showCounts(): void {
  const kept = Math.min(shown, KEEP_REQUESTS);
  countText.textContent = String(kept);
  droppedText.textContent = String(shown - kept);
  empty.hidden = kept > 0;
}

function addCapture(event: CaptureEvent): void {
  if (event.number <= shown) return;
  list.prepend(renderRequest(event.request));
  while (list.children.length > KEEP_REQUESTS) list.lastElementChild!.remove();
  shown = event.number;
  showCounts();
}

async function reloadList(): Promise<void> {
  heldBack = [];
  try {
    const response = await fetch(binId, { headers: { accept: 'application/json' } });
    if (!response.ok) return;
    const listing = (await response.json()) as BinListing;
    list.replaceChildren(...listing.requests.map(renderRequest));
    shown = listing.count + listing.dropped;
    showCounts();
  } finally {
    const events = heldBack;
    heldBack = undefined;
    for (const event of events) addCapture(event);
  }
}

const source = new EventSource(`${encodeURIComponent(binId)}/stream`);
source.addEventListener('hello', (message) => {
  live.textContent = 'live';
  const { received } = JSON.parse((message as MessageEvent<string>).data) as { received: number };
  if (received !== shown) void reloadList();
});
source.addEventListener('capture', (message) => {
  const event = JSON.parse((message as MessageEvent<string>).data) as CaptureEvent;
  if (heldBack !== undefined) heldBack.push(event);
  else addCapture(event);
});
source.addEventListener('end', (message) => {
  const { reason } = JSON.parse((message as MessageEvent<string>).data) as { reason: string };
  if (reason === 'shutdown') {
    // The server is restarting: EventSource reconnects by itself, and its hello catches up.
    live.textContent = 'server restarting, reconnecting…';
    return;
  }
  // Without close(), EventSource would reconnect to a bin that is gone.
  source.close();
  live.textContent = `this bin has ended (${reason})`;
});
source.addEventListener('error', () => {
  if (source.readyState !== EventSource.CLOSED) live.textContent = 'reconnecting…';
});
