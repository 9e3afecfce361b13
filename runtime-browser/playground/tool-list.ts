/**
 * The list of tools at the side: by category with a heading and icon each while the search box
 * is empty, the best matches first while it is not. Each tool has a favourite star. It reports
 * the count, and keeps the open tool in view inside its own scroll box.
 */
import { keywords } from 'virtual:tooldeck-catalog';
import type { ToolInfo } from '../../core/catalog.ts';
import { groupByCategory } from './categories.ts';
import { byId, el, replaceChildren } from './dom.ts';
import { icon } from './icons.ts';
import type { ToolPrefs } from './prefs.ts';
import { searchTools } from './search.ts';
import { starButton, syncStars, wireStars } from './stars.ts';

/** Search keywords by tool id, from the page's catalog snapshot: a list answers the spec's ToolInfo, which has none. */
const keywordsById = new Map(Object.entries(keywords));

export type ListedTool = ToolInfo & { keywords: readonly string[] };

export interface ToolList {
  setTools(tools: readonly ToolInfo[]): void;
  markSelected(id: string | undefined): void;
}

/** The tools with their search keywords, as the side list and the home page search them. */
export function withKeywords(tools: readonly ToolInfo[]): ListedTool[] {
  return tools.map((tool) => ({ ...tool, keywords: keywordsById.get(tool.id) ?? [] }));
}

export function createToolList(onSelect: (id: string) => void, prefs: ToolPrefs): ToolList {
  const search = byId<HTMLInputElement>('search');
  const list = byId<HTMLUListElement>('tool-list');
  const count = byId('match-count');
  let tools: readonly ListedTool[] = [];
  let selected: string | undefined;

  const item = (tool: ListedTool, meta?: string) =>
    el(
      'li',
      { class: 'tool-item' },
      el(
        'button',
        { type: 'button', class: 'tool-button', 'data-tool': tool.id, 'aria-current': tool.id === selected ? 'true' : undefined },
        el('span', { class: 'tool-name' }, tool.name),
        meta && el('span', { class: 'tool-meta' }, meta),
      ),
      starButton(tool.id, tool.name, prefs.isFavourite(tool.id)),
    );

  const render = () => {
    const query = search.value.trim();
    const matches = searchTools(tools, search.value);
    if (query === '') {
      replaceChildren(
        list,
        ...groupByCategory(matches).map((group) =>
          el(
            'li',
            { class: 'list-group' },
            el('h3', { class: 'list-group-title' }, icon(group.icon), group.title),
            el('ul', { class: 'list-group-tools' }, ...group.tools.map((tool) => item(tool))),
          ),
        ),
      );
    } else replaceChildren(list, ...matches.map((tool) => item(tool, `${tool.id} · ${tool.category}`)));
    count.textContent = `${matches.length} of ${tools.length} tools`;
  };

  list.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button[data-tool]');
    if (button) onSelect(button.dataset.tool!);
  });
  wireStars(list, prefs);
  prefs.onChange(() => syncStars(list, prefs));
  search.addEventListener('input', render);
  // Enter in the search box picks the best match, so a keyboard user never leaves the box to choose.
  search.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const first = searchTools(tools, search.value)[0];
    if (first) onSelect(first.id);
  });

  return {
    setTools(next) {
      tools = withKeywords(next);
      render();
    },
    markSelected(id) {
      selected = id;
      let current: HTMLButtonElement | undefined;
      list.querySelectorAll<HTMLButtonElement>('button[data-tool]').forEach((button) => {
        if (button.dataset.tool === id) {
          button.setAttribute('aria-current', 'true');
          current = button;
        } else button.removeAttribute('aria-current');
      });
      if (current) keepInView(list, current);
    },
  };
}

/** Scrolls `scroller` (only it: never the page) so that `target` shows, centred when it was out of view. */
function keepInView(scroller: HTMLElement, target: HTMLElement): void {
  if (scroller.scrollHeight <= scroller.clientHeight) return;
  const box = scroller.getBoundingClientRect();
  const place = target.getBoundingClientRect();
  if (place.top >= box.top && place.bottom <= box.bottom) return;
  scroller.scrollTop += place.top - box.top - (box.height - place.height) / 2;
}
