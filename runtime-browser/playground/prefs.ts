/**
 * What the page remembers in localStorage: favourite tools, recently opened tools and the
 * colour theme. Storage may be missing, full, disabled (reading it throws in some privacy modes)
 * or hold anything another version of the page or a person wrote there: every read is checked
 * and bounded, every failure falls back to nothing remembered, and nothing here ever throws.
 */

export const FAVOURITES_KEY = 'tooldeck.favourites';
export const RECENT_KEY = 'tooldeck.recent';
export const THEME_KEY = 'tooldeck.theme';
/** Enough to be useful on a home page, few enough that the section stays one glance. */
export const MAX_RECENT = 8;
export const MAX_FAVOURITES = 60;

export type Theme = 'light' | 'dark';

/** The part of Storage the page uses. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A tool id as the catalog writes them: lower-case words joined by hyphens, never long. */
const TOOL_ID = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** The page's localStorage, or undefined where touching it throws (sandboxed frames, some privacy modes). */
export function browserStore(): KeyValueStore | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

function read(store: KeyValueStore | undefined, key: string): string | null {
  try {
    return store?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(store: KeyValueStore | undefined, key: string, value: string | undefined): void {
  try {
    if (value === undefined) store?.removeItem(key);
    else store?.setItem(key, value);
  } catch {
    // Full or disabled storage: the choice lasts as long as the page.
  }
}

/** The ids stored under `key`: a JSON array of tool ids, deduplicated and at most `max`; anything else reads as none. */
export function readIds(store: KeyValueStore | undefined, key: string, max: number): string[] {
  const text = read(store, key);
  if (text === null || text.length > 100_000) return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const ids = new Set<string>();
  for (const item of value) {
    if (typeof item === 'string' && TOOL_ID.test(item)) ids.add(item);
    if (ids.size === max) break;
  }
  return [...ids];
}

export interface ToolPrefs {
  favourites(): string[];
  isFavourite(id: string): boolean;
  /** Adds or removes a favourite; returns whether it is one now. */
  toggleFavourite(id: string): boolean;
  /** Most recent first. */
  recent(): string[];
  /** Puts `id` first among the recent tools, dropping the oldest past MAX_RECENT. */
  addRecent(id: string): void;
  /** Called after every change of favourites or recent tools. */
  onChange(listener: () => void): void;
}

export function createToolPrefs(store: KeyValueStore | undefined = browserStore()): ToolPrefs {
  // Kept in memory too, so a store that refuses writes still gives a consistent page.
  let favourites = readIds(store, FAVOURITES_KEY, MAX_FAVOURITES);
  let recent = readIds(store, RECENT_KEY, MAX_RECENT);
  const listeners: (() => void)[] = [];
  const changed = () => listeners.forEach((listener) => listener());
  return {
    favourites: () => [...favourites],
    isFavourite: (id) => favourites.includes(id),
    toggleFavourite(id) {
      if (!TOOL_ID.test(id)) return false;
      const now = !favourites.includes(id);
      favourites = now ? [...favourites, id].slice(-MAX_FAVOURITES) : favourites.filter((other) => other !== id);
      write(store, FAVOURITES_KEY, JSON.stringify(favourites));
      changed();
      return now;
    },
    recent: () => [...recent],
    addRecent(id) {
      if (!TOOL_ID.test(id) || recent[0] === id) return;
      recent = [id, ...recent.filter((other) => other !== id)].slice(0, MAX_RECENT);
      write(store, RECENT_KEY, JSON.stringify(recent));
      changed();
    },
    onChange: (listener) => void listeners.push(listener),
  };
}

/** The theme chosen with the toggle, or undefined to follow the system's `prefers-color-scheme`. */
export function readTheme(store: KeyValueStore | undefined = browserStore()): Theme | undefined {
  const value = read(store, THEME_KEY);
  return value === 'light' || value === 'dark' ? value : undefined;
}

export function writeTheme(theme: Theme | undefined, store: KeyValueStore | undefined = browserStore()): void {
  write(store, THEME_KEY, theme);
}
