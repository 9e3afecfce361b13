import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Icon {
  name: string;
  id: string;
  categories: string[];
  tags: string[];
  match: string;
  svg: string;
  usage: { iconify: string; webfont: string };
}

interface SearchResult {
  library: { id: string; name: string; author: string; license: string; iconCount: number };
  query: string;
  category: string | null;
  total: number;
  count: number;
  icons: Icon[];
}

const search = (input: Record<string, unknown>) => run<SearchResult>('font-icon-search', input);

// The outside reference: the Iconify JSON files of @iconify-json/mdi, read directly.
const require = createRequire(import.meta.url);
const readJson = (file: string) => JSON.parse(readFileSync(require.resolve(`@iconify-json/mdi/${file}`), 'utf8'));
const ICONS = readJson('icons.json') as { icons: Record<string, { body: string; hidden?: boolean }>; aliases: Record<string, { parent: string }> };
const CATEGORIES = (readJson('metadata.json') as { categories: Record<string, string[]> }).categories;

function categoriesOf(name: string): string[] {
  return Object.keys(CATEGORIES)
    .filter((category) => CATEGORIES[category]!.includes(name))
    .sort();
}

function aliasesOf(name: string): string[] {
  return Object.keys(ICONS.aliases)
    .filter((alias) => ICONS.aliases[alias]!.parent === name)
    .sort();
}

describe('font-icon-search', () => {
  it('returns the icon data exactly as the Iconify MDI set has it', async () => {
    const result = await search({ query: 'account', limit: 100 });
    expect(result.library).toEqual({ id: 'mdi', name: 'Material Design Icons', author: 'Pictogrammers', license: 'Apache-2.0', iconCount: 7447 });
    // info.json: "total": 7447 (the visible icons).
    expect(Object.values(ICONS.icons).filter((icon) => !icon.hidden)).toHaveLength(7447);
    for (const icon of result.icons) {
      const raw = ICONS.icons[icon.name]!;
      expect(raw, icon.name).toBeDefined();
      expect(icon.svg).toBe(`<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">${raw.body}</svg>`);
      expect(icon.categories).toEqual(categoriesOf(icon.name));
      expect(icon.tags).toEqual(aliasesOf(icon.name));
      expect(icon.id).toBe(`mdi:${icon.name}`);
      expect(icon.usage).toEqual({ iconify: `<iconify-icon icon="mdi:${icon.name}"></iconify-icon>`, webfont: `<i class="mdi mdi-${icon.name}"></i>` });
    }
    // icons.json: "account" is aliased as "person" and "user".
    expect(result.icons[0]).toMatchObject({ name: 'account', match: 'exact', tags: ['person', 'user'] });
  });

  it('ranks exact name, then prefix, substring, tag and any-order words, shorter names first', async () => {
    const { icons, total } = await search({ query: 'arrow left', limit: 100 });
    const rank = { exact: 0, prefix: 1, substring: 2, tag: 3, words: 4 } as Record<string, number>;
    expect(icons[0]).toMatchObject({ name: 'arrow-left', match: 'exact' });
    for (let i = 1; i < icons.length; i++) {
      const [a, b] = [icons[i - 1]!, icons[i]!];
      expect(rank[a.match]! < rank[b.match]! || (a.match === b.match && a.name.length <= b.name.length), `${a.name} before ${b.name}`).toBe(true);
    }
    const every = Object.keys(ICONS.icons).filter((name) => !ICONS.icons[name]!.hidden);
    // Every visible name containing "arrow-left" is found; and "left arrow" in any order too.
    expect(total).toBeGreaterThanOrEqual(every.filter((name) => name.includes('arrow-left')).length);
    const reversed = await search({ query: 'left arrow', limit: 100 });
    expect(reversed.icons.map((icon) => icon.name)).toContain('arrow-left');
    expect(reversed.icons.find((icon) => icon.name === 'arrow-left')!.match).toBe('words');
  });

  it('finds icons by tag', async () => {
    // icons.json aliases: "house" → home.
    const { icons } = await search({ query: 'house', limit: 100 });
    expect(icons.find((icon) => icon.name === 'home')).toMatchObject({ match: 'tag', tags: ['house'] });
  });

  it('normalizes the query: case, spaces, underscores and an mdi prefix', async () => {
    for (const query of ['mdi:home', 'MDI-Home', '  HOME  ']) expect((await search({ query, limit: 1 })).icons[0]!.name).toBe('home');
    expect((await search({ query: 'Arrow_Left', limit: 1 })).query).toBe('arrow-left');
    expect(await search({ query: 'zzzz-no-such-icon' })).toMatchObject({ total: 0, count: 0, icons: [] });
  });

  it('filters by category, however it is written, and lists a category without a query', async () => {
    const weather = await search({ category: 'weather', limit: 100 });
    expect(weather.category).toBe('Weather');
    const expected = CATEGORIES['Weather']!.filter((name) => !ICONS.icons[name]!.hidden).sort();
    expect(weather.total).toBe(expected.length);
    expect(weather.icons.map((icon) => icon.name)).toEqual(expected.slice(0, 100));
    expect(weather.icons.every((icon) => icon.match === 'listed')).toBe(true);
    expect((await search({ category: 'ACCOUNT USER', limit: 1 })).category).toBe('Account / User');
    expect((await search({ category: 'transportation+road', query: 'car', limit: 1 })).icons[0]).toMatchObject({ name: 'car', match: 'exact' });
  });

  it('refuses an unknown category, listing the real ones', async () => {
    await expectInvalid('font-icon-search', { category: 'Dinosaurs' }, /^category: "Dinosaurs" is not an MDI category; use one of Account \/ User, Agriculture, .*, Weather$/);
  });

  it('leaves out hidden (deprecated) icons', async () => {
    const hidden = Object.keys(ICONS.icons).find((name) => ICONS.icons[name]!.hidden)!;
    const { icons } = await search({ query: hidden, limit: 100 });
    expect(icons.map((icon) => icon.name)).not.toContain(hidden);
  });

  it('holds the limit range, the query bound and the library list', async () => {
    expect((await search({ limit: 100 })).count).toBe(100);
    expect((await search({})).count).toBe(20);
    await expectInvalid('font-icon-search', { limit: 0 }, 'limit: must be ≥ 1');
    await expectInvalid('font-icon-search', { limit: 101 }, 'limit: must be ≤ 100');
    await expectInvalid('font-icon-search', { query: 'a'.repeat(101) }, 'query: must be at most 100 characters');
    await expectInvalid('font-icon-search', { category: 'a'.repeat(101) }, 'category: must be at most 100 characters');
    await expectInvalid('font-icon-search', { library: 'lucide' }, 'library: must be "mdi"');
    await expectInvalid('font-icon-search', { query: 5 }, 'query: must be a string, got an integer');
    // Underscores read as hyphens: "__proto__" looks for "proto" (protocol icons), nothing more.
    const proto = await search({ query: '__proto__' });
    expect(proto.query).toBe('proto');
    expect(proto.icons.every((icon) => icon.name.includes('proto') || icon.tags.some((tag) => tag.includes('proto')))).toBe(true);
  });
});
