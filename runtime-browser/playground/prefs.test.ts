/** Favourites, recent tools and the theme survive what localStorage may hold or do. */
import { describe, expect, it } from 'vitest';
import { createToolPrefs, FAVOURITES_KEY, MAX_RECENT, readIds, readTheme, THEME_KEY, writeTheme, type KeyValueStore } from './prefs.ts';

function memoryStore(initial: Record<string, string> = {}): KeyValueStore & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const throwing: KeyValueStore = {
  getItem() {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem() {
    throw new DOMException('full', 'QuotaExceededError');
  },
  removeItem() {
    throw new DOMException('denied', 'SecurityError');
  },
};

describe('readIds', () => {
  it('reads a JSON array of tool ids', () => {
    expect(readIds(memoryStore({ k: '["hash","base64"]' }), 'k', 10)).toEqual(['hash', 'base64']);
  });

  it('reads a missing, corrupt or foreign value as none', () => {
    for (const value of [undefined, '', 'not json', '{"a":1}', '"hash"', 'null', '42']) {
      const store = memoryStore(value === undefined ? {} : { k: value });
      expect(readIds(store, 'k', 10), String(value)).toEqual([]);
    }
    expect(readIds(undefined, 'k', 10)).toEqual([]);
    expect(readIds(throwing, 'k', 10)).toEqual([]);
  });

  it('keeps only well-formed ids, once each, at most max', () => {
    const stored = JSON.stringify(['hash', 7, null, 'hash', '<img>', 'A-B', 'x'.repeat(65), 'base64', 'url-encode', 'uuid']);
    expect(readIds(memoryStore({ k: stored }), 'k', 3)).toEqual(['hash', 'base64', 'url-encode']);
  });
});

describe('createToolPrefs', () => {
  it('toggles favourites and keeps them in the store', () => {
    const store = memoryStore();
    const prefs = createToolPrefs(store);
    expect(prefs.toggleFavourite('hash')).toBe(true);
    expect(prefs.toggleFavourite('base64')).toBe(true);
    expect(prefs.toggleFavourite('hash')).toBe(false);
    expect(prefs.favourites()).toEqual(['base64']);
    expect(createToolPrefs(store).favourites()).toEqual(['base64']);
    expect(JSON.parse(store.data.get(FAVOURITES_KEY)!)).toEqual(['base64']);
  });

  it('keeps the recent tools most recent first, without repeats, bounded', () => {
    const store = memoryStore();
    const prefs = createToolPrefs(store);
    for (let i = 0; i < MAX_RECENT + 3; i++) prefs.addRecent(`tool-${i}`);
    prefs.addRecent('tool-5');
    const recent = createToolPrefs(store).recent();
    expect(recent).toHaveLength(MAX_RECENT);
    expect(recent.slice(0, 2)).toEqual(['tool-5', `tool-${MAX_RECENT + 2}`]);
    expect(new Set(recent).size).toBe(MAX_RECENT);
  });

  it('works in memory when the store throws or is absent, and tells listeners', () => {
    for (const store of [throwing, undefined]) {
      const prefs = createToolPrefs(store);
      let changes = 0;
      prefs.onChange(() => changes++);
      expect(prefs.toggleFavourite('hash')).toBe(true);
      prefs.addRecent('base64');
      expect(prefs.favourites()).toEqual(['hash']);
      expect(prefs.recent()).toEqual(['base64']);
      expect(changes).toBe(2);
    }
  });

  it('ignores ids that are not tool ids', () => {
    const prefs = createToolPrefs(memoryStore());
    expect(prefs.toggleFavourite('<script>')).toBe(false);
    prefs.addRecent('');
    expect(prefs.favourites()).toEqual([]);
    expect(prefs.recent()).toEqual([]);
  });
});

describe('the theme', () => {
  it('is light, dark or unset (follow the system)', () => {
    const store = memoryStore();
    expect(readTheme(store)).toBeUndefined();
    writeTheme('dark', store);
    expect(readTheme(store)).toBe('dark');
    writeTheme(undefined, store);
    expect(store.data.has(THEME_KEY)).toBe(false);
    expect(readTheme(memoryStore({ [THEME_KEY]: 'purple' }))).toBeUndefined();
    expect(readTheme(throwing)).toBeUndefined();
    expect(() => writeTheme('light', throwing)).not.toThrow();
  });
});
