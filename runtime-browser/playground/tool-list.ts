/** The searchable list of tools on the left: filters as a person types, reports the count. */
import { keywords } from 'virtual:tooldeck-catalog';
import type { ToolInfo } from '../../core/catalog.ts';
import { byId, el, replaceChildren } from './dom.ts';
import { searchTools } from './search.ts';

/** Search keywords by tool id, from the page's catalog snapshot: a list answers the spec's ToolInfo, which has none. */
const keywordsById = new Map(Object.entries(keywords));

export interface ToolList {
  setTools(tools: readonly ToolInfo[]): void;
  markSelected(id: string | undefined): void;
}

export function createToolList(onSelect: (id: string) => void): ToolList {
  const search = byId<HTMLInputElement>('search');
  const list = byId<HTMLUListElement>('tool-list');
  const count = byId('match-count');
  let tools: readonly (ToolInfo & { keywords: readonly string[] })[] = [];
  let selected: string | undefined;

  const render = () => {
    const matches = searchTools(tools, search.value);
    replaceChildren(
      list,
      ...matches.map((tool) =>
        el(
          'li',
          {},
          el(
            'button',
            { type: 'button', class: 'tool-button', 'data-tool': tool.id, 'aria-current': tool.id === selected ? 'true' : undefined },
            el('span', { class: 'tool-name' }, tool.name),
            el('span', { class: 'tool-meta' }, `${tool.id} · ${tool.category}`),
          ),
        ),
      ),
    );
    count.textContent = `${matches.length} of ${tools.length} tools`;
  };

  list.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button[data-tool]');
    if (button) onSelect(button.dataset.tool!);
  });
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
      tools = next.map((tool) => ({ ...tool, keywords: keywordsById.get(tool.id) ?? [] }));
      render();
    },
    markSelected(id) {
      selected = id;
      list.querySelectorAll<HTMLButtonElement>('button[data-tool]').forEach((button) => {
        if (button.dataset.tool === id) button.setAttribute('aria-current', 'true');
        else button.removeAttribute('aria-current');
      });
    },
  };
}
