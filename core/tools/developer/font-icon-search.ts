import { Type, type Static } from '@sinclair/typebox';
import { lazy } from '../../lib/lazy.ts';
import { quoteClipped } from '../../lib/quote.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the spec lists query, library, category and limit):
 * - Data: the Material Design Icons set as Iconify publishes it (@iconify-json/mdi: icons.json for
 *   names, SVG bodies and aliases; metadata.json for categories), loaded on the first search. It is
 *   the one installed set with real names, tags and categories, so `library` has one value, "mdi".
 * - Tags are an icon's aliases (old and alternative names, e.g. "user" for account). An icon may be
 *   in several categories or in none (about 2,000 MDI icons have none). Icons Iconify marks hidden
 *   (deprecated, kept for old references) are not listed, nor aliases pointing at them.
 * - The query is matched case-insensitively, with spaces and underscores read as hyphens and a
 *   leading "mdi:" or "mdi-" dropped. Ranking: the exact name, then names starting with the query,
 *   names containing it, icons with a tag containing it, and last icons whose name and tags hold all
 *   the query's words in any order ("left arrow" finds arrow-left). Within a rank shorter names come
 *   first, then alphabetical. Without a query, icons are listed alphabetically.
 * - category is matched ignoring case, spaces and punctuation ("account user" finds "Account / User");
 *   an unknown one is refused with the list of categories.
 * - Each icon comes with a ready 24×24 SVG (its path data is MDI's, Apache-2.0) and two snippets:
 *   the Iconify web component and the class names of the MDI web font (@mdi/font).
 */

const loadIconSet = lazy(() => import('@iconify-json/mdi'));

type Match = 'exact' | 'prefix' | 'substring' | 'tag' | 'words' | 'listed';
const MATCH_ORDER: Record<Match, number> = { exact: 0, prefix: 1, substring: 2, tag: 3, words: 4, listed: 5 };

interface IconRecord {
  name: string;
  categories: string[];
  tags: string[];
  svg: string;
  /** The words of the name and the tags, for the any-order match. */
  words: Set<string>;
}

interface IconIndex {
  icons: IconRecord[];
  categories: string[];
  info: { name: string; license: string; author: string; total: number };
}

const loadIndex = lazy(async (): Promise<IconIndex> => {
  const { icons: set, metadata, info } = await loadIconSet();
  const categoriesOf = new Map<string, string[]>();
  const categories = Object.keys(metadata.categories ?? {}).sort();
  for (const category of categories) {
    for (const name of metadata.categories![category]!) {
      const list = categoriesOf.get(name);
      if (list) list.push(category);
      else categoriesOf.set(name, [category]);
    }
  }
  const tagsOf = new Map<string, string[]>();
  for (const [alias, { parent }] of Object.entries(set.aliases ?? {})) {
    const list = tagsOf.get(parent);
    if (list) list.push(alias);
    else tagsOf.set(parent, [alias]);
  }
  const icons: IconRecord[] = [];
  for (const [name, icon] of Object.entries(set.icons)) {
    if ((icon as { hidden?: boolean }).hidden) continue;
    const width = icon.width ?? set.width ?? 16;
    const height = icon.height ?? set.height ?? 16;
    const left = icon.left ?? set.left ?? 0;
    const top = icon.top ?? set.top ?? 0;
    const tags = (tagsOf.get(name) ?? []).sort();
    const words = new Set([name, ...tags].flatMap((text) => text.split('-')));
    icons.push({
      name,
      categories: categoriesOf.get(name) ?? [],
      tags,
      svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${left} ${top} ${width} ${height}">${icon.body}</svg>`,
      words,
    });
  }
  icons.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return {
    icons,
    categories,
    info: { name: info.name, license: info.license?.spdx ?? info.license?.title ?? '', author: info.author.name, total: icons.length },
  };
});

/** "  MDI:Arrow_Left " → "arrow-left". */
function normalizeQuery(query: string): string {
  return query
    .trim()
    .toLowerCase()
    .replace(/^mdi[:-]/, '')
    .replace(/[\s_]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
}

const categoryKey = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '');

function matchOf(icon: IconRecord, query: string, queryWords: string[]): Match | undefined {
  if (icon.name === query) return 'exact';
  if (icon.name.startsWith(query)) return 'prefix';
  if (icon.name.includes(query)) return 'substring';
  if (icon.tags.some((tag) => tag.includes(query))) return 'tag';
  if (queryWords.length > 1 && queryWords.every((word) => icon.words.has(word))) return 'words';
  return undefined;
}

const iconSchema = closedObject({
  name: Type.String({ description: 'The icon name, e.g. account-circle' }),
  id: Type.String({ description: 'The Iconify id, e.g. mdi:account-circle' }),
  categories: Type.Array(Type.String(), { description: 'Its MDI categories (may be empty)' }),
  tags: Type.Array(Type.String(), { description: 'Alternative names (aliases) it is also known by' }),
  match: stringEnum(['exact', 'prefix', 'substring', 'tag', 'words', 'listed'], {
    description: 'Why it was found: exact name, name prefix, name substring, tag, all words in any order, or listed without a query',
  }),
  svg: Type.String({ description: 'A standalone SVG of the icon (fill currentColor)' }),
  usage: closedObject(
    {
      iconify: Type.String({ description: 'The Iconify web component, e.g. <iconify-icon icon="mdi:account"></iconify-icon>' }),
      webfont: Type.String({ description: 'The element for the MDI web font (@mdi/font), e.g. <i class="mdi mdi-account"></i>' }),
    },
    { description: 'Ready-to-paste snippets' },
  ),
});

const output = closedObject({
  library: closedObject(
    {
      id: Type.Literal('mdi', { description: 'The library searched' }),
      name: Type.String({ description: 'Its full name' }),
      author: Type.String({ description: 'Who makes it' }),
      license: Type.String({ description: 'Its license (SPDX id)' }),
      iconCount: Type.Integer({ minimum: 0, description: 'How many icons it lists (hidden ones not counted)' }),
    },
    { description: 'The icon library' },
  ),
  query: Type.String({ description: 'The query as matched, normalized (empty when none was given)' }),
  category: Type.Union([Type.String(), Type.Null()], { description: 'The category searched in, as the library names it; null for all' }),
  total: Type.Integer({ minimum: 0, description: 'How many icons match in all' }),
  count: Type.Integer({ minimum: 0, description: 'How many are returned (at most limit)' }),
  icons: Type.Array(iconSchema, { description: 'The best matches first' }),
});

export default defineTool({
  id: 'font-icon-search',
  name: 'Font Icon Search',
  category: 'developer',
  description:
    'Search the Material Design Icons set (7,000+ icons, the Iconify data) by name, alias tags and category. Ranks exact names first, then prefixes, substrings, tags and words in any order; each result has its categories, tags, an SVG and snippets for Iconify and the MDI web font.',
  keywords: ['material design icons', 'mdi', 'iconify', 'svg icons', 'icon finder', 'icons'],
  input: closedObject({
    query: Type.Optional(Type.String({ maxLength: 100, description: 'Words to look for, e.g. "account", "arrow left" or "mdi:home"; leave out to list a category' })),
    library: withDefault(stringEnum(['mdi'], { description: 'The icon library: mdi (Material Design Icons)' }), 'mdi'),
    category: Type.Optional(
      Type.String({ maxLength: 100, description: 'Only icons of this MDI category, e.g. "Arrow", "Account / User", "Weather" (letter case and punctuation ignored)' }),
    ),
    limit: withDefault(Type.Integer({ minimum: 1, maximum: 100, description: 'How many icons to return (1 to 100)' }), 20),
  }),
  output,
  examples: [
    {
      title: 'Exact name first, then names starting with it',
      input: { query: 'home', limit: 2 },
      output: {
        library: { id: 'mdi', name: 'Material Design Icons', author: 'Pictogrammers', license: 'Apache-2.0', iconCount: 7447 },
        query: 'home',
        category: null,
        total: 76,
        count: 2,
        icons: [
          {
            name: 'home',
            id: 'mdi:home',
            categories: ['Home Automation', 'Places'],
            tags: ['house'],
            match: 'exact',
            svg: '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24"><path fill="currentColor" d="M10 20v-6h4v6h5v-8h3L12 3L2 12h3v8z"/></svg>',
            usage: { iconify: '<iconify-icon icon="mdi:home"></iconify-icon>', webfont: '<i class="mdi mdi-home"></i>' },
          },
          {
            name: 'home-off',
            id: 'mdi:home-off',
            categories: ['Home Automation'],
            tags: ['house-off'],
            match: 'prefix',
            svg: '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24"><path fill="currentColor" d="M20.84 22.73L18.11 20H14v-4.11L12.11 14H10v6H5v-8H2l4.27-3.84L1.11 3l1.28-1.27l19.72 19.73zM19 12h3L12 3L8.95 5.75L19 15.8z"/></svg>',
            usage: { iconify: '<iconify-icon icon="mdi:home-off"></iconify-icon>', webfont: '<i class="mdi mdi-home-off"></i>' },
          },
        ],
      },
    },
    {
      title: 'Found by a tag, within a category',
      input: { query: 'user', category: 'account / user', limit: 1 },
      output: {
        library: { id: 'mdi', name: 'Material Design Icons', author: 'Pictogrammers', license: 'Apache-2.0', iconCount: 7447 },
        query: 'user',
        category: 'Account / User',
        total: 96,
        count: 1,
        icons: [
          {
            name: 'account',
            id: 'mdi:account',
            categories: ['Account / User', 'Home Automation'],
            tags: ['person', 'user'],
            match: 'tag',
            svg: '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24"><path fill="currentColor" d="M12 4a4 4 0 0 1 4 4a4 4 0 0 1-4 4a4 4 0 0 1-4-4a4 4 0 0 1 4-4m0 10c4.42 0 8 1.79 8 4v2H4v-2c0-2.21 3.58-4 8-4"/></svg>',
            usage: { iconify: '<iconify-icon icon="mdi:account"></iconify-icon>', webfont: '<i class="mdi mdi-account"></i>' },
          },
        ],
      },
    },
  ],
  async run({ query, category, limit }): Promise<Static<typeof output>> {
    const index = await loadIndex();
    let categoryName: string | null = null;
    if (category !== undefined) {
      const key = categoryKey(category);
      categoryName = index.categories.find((name) => categoryKey(name) === key) ?? null;
      if (categoryName === null) {
        invalid(`category: ${quoteClipped(category)} is not an MDI category; use one of ${index.categories.join(', ')}`);
      }
    }
    const normalized = query === undefined ? '' : normalizeQuery(query);
    const queryWords = normalized.split('-').filter((word) => word !== '');

    const found: { icon: IconRecord; match: Match }[] = [];
    for (const icon of index.icons) {
      if (categoryName !== null && !icon.categories.includes(categoryName)) continue;
      const match = normalized === '' ? 'listed' : matchOf(icon, normalized, queryWords);
      if (match) found.push({ icon, match });
    }
    // The index is alphabetical and sort is stable: ties stay alphabetical.
    if (normalized !== '') found.sort((a, b) => MATCH_ORDER[a.match] - MATCH_ORDER[b.match] || a.icon.name.length - b.icon.name.length);

    const icons = found.slice(0, limit).map(({ icon, match }) => ({
      name: icon.name,
      id: `mdi:${icon.name}`,
      categories: icon.categories,
      tags: icon.tags,
      match,
      svg: icon.svg,
      usage: {
        iconify: `<iconify-icon icon="mdi:${icon.name}"></iconify-icon>`,
        webfont: `<i class="mdi mdi-${icon.name}"></i>`,
      },
    }));
    return {
      library: { id: 'mdi', name: index.info.name, author: index.info.author, license: index.info.license, iconCount: index.info.total },
      query: normalized,
      category: categoryName,
      total: found.length,
      count: icons.length,
      icons,
    };
  },
});
