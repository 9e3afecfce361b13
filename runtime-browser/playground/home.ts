/**
 * The home page, shown while no tool is open: favourites, recent tools, every tool as a card by
 * category (narrowed by the search box as a person types, best matches first), and the ways to
 * use tooldeck beyond this page: the API docs, the MCP server, webhook bins and developer cards.
 * Links are relative, so they work at the root and behind any BASE_PATH.
 */
import './home.css';
import type { ToolInfo } from '../../core/catalog.ts';
import { groupByCategory } from './categories.ts';
import { byId, el, replaceChildren } from './dom.ts';
import { categoryIcon, icon } from './icons.ts';
import type { IconName } from './icon-paths.ts';
import type { ToolPrefs } from './prefs.ts';
import { searchTools } from './search.ts';
import { starButton, syncStars, wireStars } from './stars.ts';
import { withKeywords, type ListedTool } from './tool-list.ts';

export interface Home {
  setTools(tools: readonly ToolInfo[]): void;
  /** Shows the home page in place of the tool, where the reader left it. */
  show(): void;
  /** Shows the tool in its place (the page is then at its top). */
  hide(): void;
}

const isModified = (event: MouseEvent) => event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;

export function createHome(onSelect: (id: string) => void, prefs: ToolPrefs): Home {
  const search = byId<HTMLInputElement>('search');
  const root = byId('home');
  const favourites = byId('home-favourites');
  const recent = byId('home-recent');
  const all = byId('home-all');
  let tools: ListedTool[] = [];
  let byId_ = new Map<string, ListedTool>();
  /** The page's scroll on the home page when a tool opened: going back returns there. */
  let homeScroll = 0;

  const card = (tool: ListedTool) =>
    el(
      'li',
      { class: 'card' },
      el(
        'a',
        { class: 'card-link', href: `#tool=${encodeURIComponent(tool.id)}`, 'data-open': tool.id },
        el('span', { class: 'card-icon' }, icon(categoryIcon(tool.category))),
        el('span', { class: 'card-name' }, tool.name),
        el('span', { class: 'card-description' }, tool.description),
      ),
      starButton(tool.id, tool.name, prefs.isFavourite(tool.id)),
    );
  const cards = (list: readonly ListedTool[]) => el('ul', { class: 'cards' }, ...list.map(card));
  const heading = (name: IconName, text: string, count?: number) =>
    el('h2', { class: 'section-title' }, icon(name), text, count === undefined ? undefined : el('span', { class: 'count' }, String(count)));
  const known = (ids: string[]) => ids.map((id) => byId_.get(id)).filter((tool): tool is ListedTool => tool !== undefined);

  const renderPersonal = () => {
    const searching = search.value.trim() !== '';
    const starred = known(prefs.favourites());
    favourites.hidden = searching;
    replaceChildren(
      favourites,
      heading('star', 'Favourites'),
      starred.length > 0 ? cards(starred) : el('p', { class: 'hint' }, 'Star a tool (☆) to keep it here.'),
    );
    const used = known(prefs.recent());
    recent.hidden = searching || used.length === 0;
    replaceChildren(recent, heading('recent', 'Recently used'), cards(used));
  };

  const renderAll = () => {
    const query = search.value.trim();
    const matches = searchTools(tools, search.value);
    if (query !== '') {
      replaceChildren(
        all,
        el(
          'section',
          { class: 'category', 'aria-label': 'Matching tools' },
          heading('search', `Matches for “${query}”`, matches.length),
          matches.length > 0 ? cards(matches) : el('p', { class: 'hint' }, 'No tool matches every word. Try fewer words or another name for it.'),
        ),
      );
      return;
    }
    replaceChildren(
      all,
      ...groupByCategory(matches).map((group) =>
        el('section', { class: 'category', id: `category-${group.category}`, 'data-category': group.category }, heading(group.icon, group.title, group.tools.length), cards(group.tools)),
      ),
    );
  };

  const render = () => {
    renderPersonal();
    renderAll();
  };

  root.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-open]');
    if (!link || isModified(event)) return;
    event.preventDefault();
    onSelect(link.dataset.open!);
  });
  wireStars(root, prefs);
  prefs.onChange(() => {
    // The star pressed keeps the focus when its section is drawn again.
    const focused = document.activeElement instanceof HTMLElement && root.contains(document.activeElement) ? document.activeElement.dataset.star : undefined;
    renderPersonal();
    syncStars(all, prefs);
    if (focused && !root.contains(document.activeElement)) root.querySelector<HTMLElement>(`[data-star="${CSS.escape(focused)}"]`)?.focus();
  });
  search.addEventListener('input', () => {
    // On a phone the tool hides the list: typing a search goes back to it.
    if (document.body.dataset.view === 'tool' && matchMedia('(max-width: 700px)').matches) byId('back').click();
    render();
  });
  renderSurfaces(byId('home-surfaces'));
  byId('back').prepend(icon('back'));

  return {
    setTools(next) {
      tools = withKeywords(next);
      byId_ = new Map(tools.map((tool) => [tool.id, tool]));
      byId('home-count').textContent = String(tools.length);
      render();
    },
    show() {
      const wasTool = document.body.dataset.view === 'tool';
      document.body.dataset.view = 'home';
      root.hidden = false;
      render();
      if (wasTool) window.scrollTo(0, homeScroll);
    },
    hide() {
      if (document.body.dataset.view === 'home') homeScroll = window.scrollY;
      const wasHome = document.body.dataset.view === 'home';
      document.body.dataset.view = 'tool';
      root.hidden = true;
      if (wasHome) window.scrollTo(0, 0);
    },
  };
}

/** The other ways in: docs, MCP, bins and cards, each a card with its relative link or action. */
function renderSurfaces(container: HTMLElement): void {
  // The endpoint answers MCP clients' POSTs only (a browser's GET gets 405): shown to copy, not linked.
  const mcpUrl = new URL('mcp', location.href).href;
  const copy = el('button', { type: 'button', class: 'small' }, 'Copy URL');
  copy.addEventListener('click', () => {
    void navigator.clipboard?.writeText(mcpUrl).then(() => (copy.textContent = 'Copied'), () => undefined);
  });
  const newBin = el('button', { type: 'button', class: 'small', id: 'new-bin' }, 'New bin');
  const binStatus = el('span', { class: 'hint', 'aria-live': 'polite' });
  newBin.addEventListener('click', () => void createBin(newBin, binStatus));
  const handle = el('input', { type: 'text', id: 'card-handle', placeholder: 'octocat', autocomplete: 'off', spellcheck: 'false', 'aria-label': 'GitHub user name' });
  const openCard = el('button', { type: 'button', class: 'small' }, 'Open card');
  const goToCard = () => {
    const name = handle.value.trim().replace(/^@/, '');
    if (/^[A-Za-z0-9-]{1,39}$/.test(name)) location.assign(new URL(`card/${name}`, location.href).href);
    else handle.focus();
  };
  openCard.addEventListener('click', goToCard);
  handle.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') goToCard();
  });
  const surface = (name: IconName, title: Node | string, text: string, ...extra: Node[]) =>
    el('li', { class: 'surface' }, el('span', { class: 'card-icon' }, icon(name)), el('h3', {}, title), el('p', {}, text), ...extra);
  replaceChildren(
    container,
    el(
      'ul',
      { class: 'surfaces' },
      surface('docs', el('a', { href: 'docs', id: 'link-docs' }, 'API docs'), 'Every tool over HTTP: the OpenAPI 3.1 reference, with a console to try each call.'),
      surface('mcp', 'MCP server', 'Give an AI assistant every tool: add this URL to your MCP client (Streamable HTTP).', el('p', { class: 'row' }, el('code', { id: 'mcp-url' }, mcpUrl), copy)),
      surface('bins', 'Webhook bins', 'A URL that keeps the requests sent to it, to inspect a webhook as it arrives.', el('p', { class: 'row' }, newBin, binStatus)),
      surface('cards', 'Developer cards', 'A card of a public GitHub profile, as SVG or PNG, to embed anywhere.', el('p', { class: 'row' }, handle, openCard)),
    ),
  );
}

/** POST bins: the server makes a bin and answers where to inspect it; the page goes there. */
async function createBin(button: HTMLButtonElement, status: HTMLElement): Promise<void> {
  button.disabled = true;
  status.textContent = 'Creating…';
  try {
    const response = await fetch(new URL('bins', location.href), { method: 'POST' });
    const body = (await response.json()) as { inspectUrl?: unknown; error?: { message?: unknown } };
    if (response.ok && typeof body.inspectUrl === 'string') return location.assign(new URL(body.inspectUrl, location.href).href);
    status.textContent = `The server refused: ${typeof body.error?.message === 'string' ? body.error.message : response.status}`;
  } catch {
    status.textContent = 'The server is out of reach.';
  }
  button.disabled = false;
}
