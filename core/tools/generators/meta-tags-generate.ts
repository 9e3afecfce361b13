import { Type } from '@sinclair/typebox';
import { markup, safeImageUrl, safeUrl, type Markup } from '../../lib/markup.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the issue leaves them open):
 * - The tags: <title>, meta description, canonical link, Open Graph (og:*, by property) and Twitter
 *   cards (twitter:*, by name), in that order, each on its own line. A field left out writes no tag.
 * - Every value goes through core/lib/markup.ts's escaping (& < > " ' as references, characters XML
 *   forbids as U+FFFD), so any text is safe inside the attribute or the <title>.
 * - url and image must be absolute http(s) URLs (og:url and og:image are fetched by crawlers; a
 *   javascript: link would be a trap), written as the URL parser normalises them.
 * - twitter_card defaults to summary_large_image when there is an image, else summary.
 * - Lengths past what search results and cards show (title 60, description 160 characters) are
 *   warnings, not errors: the tags are still written.
 */

const TYPES = ['website', 'article', 'profile', 'book', 'video.movie', 'video.episode', 'music.song', 'music.album'] as const;

interface Tag {
  key: string;
  value: string;
}

function element(tag: Tag): Markup {
  if (tag.key === 'title') return markup`<title>${tag.value}</title>`;
  if (tag.key === 'canonical') return markup`<link rel="canonical" href="${tag.value}">`;
  if (tag.key.startsWith('og:')) return markup`<meta property="${tag.key}" content="${tag.value}">`;
  return markup`<meta name="${tag.key}" content="${tag.value}">`;
}

export default defineTool({
  id: 'meta-tags-generate',
  name: 'Meta Tags Generator',
  category: 'generators',
  description:
    'Write the <head> tags that search engines and link previews read: title, description, canonical link, Open Graph (og:) and Twitter card tags, every value HTML-escaped.',
  keywords: ['meta tags', 'open graph', 'og tags', 'og:image', 'twitter card', 'seo', 'social preview', 'link preview', 'head tags'],
  mcp: true,
  input: closedObject({
    title: Type.String({ minLength: 1, maxLength: 1000, description: 'The page title, 1–1000 characters (search results show about 60)' }),
    description: Type.Optional(Type.String({ maxLength: 5000, description: 'A summary of the page, at most 5000 characters (search results show about 160); no tag when left out' })),
    url: Type.Optional(Type.String({ maxLength: 2048, description: 'The page\'s canonical address, an absolute http(s) URL of at most 2048 characters; no tag when left out' })),
    image: Type.Optional(Type.String({ maxLength: 2048, description: 'The preview image, an absolute http(s) URL of at most 2048 characters (1200×630 suits most cards); no tag when left out' })),
    image_alt: Type.Optional(Type.String({ maxLength: 1000, description: 'The image\'s text alternative, at most 1000 characters; only with image' })),
    site_name: Type.Optional(Type.String({ maxLength: 200, description: 'The site\'s name (og:site_name), at most 200 characters' })),
    type: withDefault(stringEnum(TYPES, { description: `The Open Graph type: ${TYPES.join(', ')}; default website` }), 'website'),
    locale: Type.Optional(Type.String({ pattern: '^[a-z]{2,3}(_[A-Z]{2})?$', description: 'The content\'s locale as Open Graph writes it, e.g. en_US (language, then _REGION)' })),
    twitter_card: Type.Optional(stringEnum(['summary', 'summary_large_image'], {
      description: 'The Twitter/X card: summary or summary_large_image; default summary_large_image when there is an image, else summary',
    })),
    twitter_site: Type.Optional(Type.String({ pattern: '^@[A-Za-z0-9_]{1,15}$', description: 'The site\'s X (Twitter) handle, e.g. @example (1–15 letters, digits or _)' })),
  }),
  output: closedObject({
    html: Type.String({ description: 'The tags, one per line, ready for the page\'s <head>' }),
    tags: Type.Array(closedObject({
      key: Type.String({ description: 'title, description, canonical, or the og:/twitter: property' }),
      value: Type.String({ description: 'Its value, unescaped' }),
    }), { description: 'The same tags as key and value, in order' }),
    warnings: Type.Array(Type.String(), { description: 'Values longer than previews show, and similar advice' }),
  }),
  examples: [
    {
      title: 'A page with an image',
      input: {
        title: 'Tom & Jerry\'s "Best" Moments',
        description: 'The chase scenes, ranked.',
        url: 'https://example.com/tom-and-jerry',
        image: 'https://example.com/cards/tom.png',
        site_name: 'Example',
      },
      output: {
        html: [
          '<title>Tom &amp; Jerry&#39;s &quot;Best&quot; Moments</title>',
          '<meta name="description" content="The chase scenes, ranked.">',
          '<link rel="canonical" href="https://example.com/tom-and-jerry">',
          '<meta property="og:type" content="website">',
          '<meta property="og:title" content="Tom &amp; Jerry&#39;s &quot;Best&quot; Moments">',
          '<meta property="og:description" content="The chase scenes, ranked.">',
          '<meta property="og:url" content="https://example.com/tom-and-jerry">',
          '<meta property="og:site_name" content="Example">',
          '<meta property="og:image" content="https://example.com/cards/tom.png">',
          '<meta name="twitter:card" content="summary_large_image">',
          '<meta name="twitter:title" content="Tom &amp; Jerry&#39;s &quot;Best&quot; Moments">',
          '<meta name="twitter:description" content="The chase scenes, ranked.">',
          '<meta name="twitter:image" content="https://example.com/cards/tom.png">',
        ].join('\n'),
        tags: [
          { key: 'title', value: 'Tom & Jerry\'s "Best" Moments' },
          { key: 'description', value: 'The chase scenes, ranked.' },
          { key: 'canonical', value: 'https://example.com/tom-and-jerry' },
          { key: 'og:type', value: 'website' },
          { key: 'og:title', value: 'Tom & Jerry\'s "Best" Moments' },
          { key: 'og:description', value: 'The chase scenes, ranked.' },
          { key: 'og:url', value: 'https://example.com/tom-and-jerry' },
          { key: 'og:site_name', value: 'Example' },
          { key: 'og:image', value: 'https://example.com/cards/tom.png' },
          { key: 'twitter:card', value: 'summary_large_image' },
          { key: 'twitter:title', value: 'Tom & Jerry\'s "Best" Moments' },
          { key: 'twitter:description', value: 'The chase scenes, ranked.' },
          { key: 'twitter:image', value: 'https://example.com/cards/tom.png' },
        ],
        warnings: [],
      },
    },
    {
      title: 'Only a title',
      input: { title: 'Hello' },
      output: {
        html: '<title>Hello</title>\n<meta property="og:type" content="website">\n<meta property="og:title" content="Hello">\n' +
          '<meta name="twitter:card" content="summary">\n<meta name="twitter:title" content="Hello">',
        tags: [
          { key: 'title', value: 'Hello' },
          { key: 'og:type', value: 'website' },
          { key: 'og:title', value: 'Hello' },
          { key: 'twitter:card', value: 'summary' },
          { key: 'twitter:title', value: 'Hello' },
        ],
        warnings: [],
      },
    },
  ],
  run(input) {
    const { title, description, image_alt, site_name, type, locale, twitter_site } = input;
    const url = input.url === undefined ? undefined : safeUrl(input.url, 'url');
    if (url !== undefined && !/^https?:/.test(url)) invalid('url: must be an http or https address');
    const image = input.image === undefined ? undefined : safeImageUrl(input.image, 'image');
    if (image_alt !== undefined && image === undefined) invalid('image_alt: describes an image, so it needs image');
    const card = input.twitter_card ?? (image === undefined ? 'summary' : 'summary_large_image');

    const tags: Tag[] = [];
    const add = (key: string, value: string | undefined) => {
      if (value !== undefined) tags.push({ key, value });
    };
    add('title', title);
    add('description', description);
    add('canonical', url);
    add('og:type', type);
    add('og:title', title);
    add('og:description', description);
    add('og:url', url);
    add('og:site_name', site_name);
    add('og:locale', locale);
    add('og:image', image);
    add('og:image:alt', image_alt);
    add('twitter:card', card);
    add('twitter:site', twitter_site);
    add('twitter:title', title);
    add('twitter:description', description);
    add('twitter:image', image);
    add('twitter:image:alt', image_alt);

    const warnings: string[] = [];
    if ([...title].length > 60) warnings.push(`title: ${[...title].length} characters; search results show about 60`);
    if (description !== undefined && [...description].length > 160) warnings.push(`description: ${[...description].length} characters; search results show about 160`);
    if (card === 'summary_large_image' && image === undefined) warnings.push('twitter_card: summary_large_image shows no large image without image');
    return { html: tags.map((tag) => element(tag).html).join('\n'), tags, warnings };
  },
});
