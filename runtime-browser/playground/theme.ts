/**
 * Light and dark: the page follows the system's `prefers-color-scheme` until the toggle picks
 * the other one, which is remembered. Picking what the system prefers forgets the choice, so the
 * page follows the system again. The choice is the `data-theme` attribute on <html>; style.css
 * reads it (and the media query when it is absent).
 */
import { icon } from './icons.ts';
import { readTheme, writeTheme, type Theme } from './prefs.ts';

const darkQuery = () => globalThis.matchMedia?.('(prefers-color-scheme: dark)');
const systemTheme = (): Theme => (darkQuery()?.matches ? 'dark' : 'light');

function apply(chosen: Theme | undefined): void {
  if (chosen) document.documentElement.dataset.theme = chosen;
  else delete document.documentElement.dataset.theme;
}

/** The theme on screen. */
export function currentTheme(): Theme {
  return (document.documentElement.dataset.theme as Theme | undefined) ?? systemTheme();
}

/** Applies the remembered theme (as early as the page can) and wires the toggle button. */
export function setUpTheme(button: HTMLButtonElement): void {
  apply(readTheme());
  const show = () => {
    const next: Theme = currentTheme() === 'dark' ? 'light' : 'dark';
    button.replaceChildren(icon(next === 'dark' ? 'dark' : 'light'));
    button.setAttribute('aria-label', `Switch to the ${next} theme`);
    button.title = `Switch to the ${next} theme`;
  };
  button.addEventListener('click', () => {
    const next: Theme = currentTheme() === 'dark' ? 'light' : 'dark';
    const chosen = next === systemTheme() ? undefined : next;
    writeTheme(chosen);
    apply(chosen);
    show();
  });
  darkQuery()?.addEventListener('change', show);
  show();
}
