/** The favourite star beside a tool, in the side list and on the home page's cards. */
import { el } from './dom.ts';
import { icon } from './icons.ts';
import type { ToolPrefs } from './prefs.ts';

export function starButton(id: string, name: string, on: boolean): HTMLButtonElement {
  const button = el('button', { type: 'button', class: 'star', 'data-star': id, 'aria-label': `Favourite: ${name}` });
  setStar(button, on);
  return button;
}

function setStar(button: HTMLButtonElement, on: boolean): void {
  button.setAttribute('aria-pressed', String(on));
  button.title = on ? 'Remove from favourites' : 'Add to favourites';
  button.replaceChildren(icon(on ? 'star' : 'starOutline'));
}

/** Brings every star under `root` in line with the favourites. */
export function syncStars(root: ParentNode, prefs: ToolPrefs): void {
  root.querySelectorAll<HTMLButtonElement>('button[data-star]').forEach((button) => {
    const on = prefs.isFavourite(button.dataset.star!);
    if ((button.getAttribute('aria-pressed') === 'true') !== on) setStar(button, on);
  });
}

/** A click on a star under `root` toggles its tool's favourite. */
export function wireStars(root: HTMLElement, prefs: ToolPrefs): void {
  root.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button[data-star]');
    if (!button) return;
    event.preventDefault();
    prefs.toggleFavourite(button.dataset.star!);
  });
}
