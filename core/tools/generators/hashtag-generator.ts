import { Type } from '@sinclair/typebox';
import { codePointLength } from '../../lib/code-points.ts';
import { buildHashtags, splitKeywords } from '../../lib/hashtag-set.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';
import { PLATFORM_LIMITS, SOCIAL_PLATFORMS } from './data/social-platforms.ts';

/*
 * Decisions (the spec names keywords as required; the rest is ours):
 * - keywords is one text, up to 1,000 characters, as people type it: keywords separated by
 *   commas, semicolons, line breaks or "#"; the words of one keyword are joined into one tag.
 *   At most 30 keywords.
 * - Hashtag characters and the one-letter rule follow twitter-text (lib/hashtags.ts). Tags are
 *   CamelCase by default (readable, and screen readers say the words: #StreetFood) or lowercase;
 *   platforms match them ignoring case, so a tag and its other casing are one tag.
 * - Order: each keyword joined whole, in the order given; then, with include_variations, each
 *   keyword's runs of 3 and 2 words and its single words (function words such as "the" skipped,
 *   lib/hashtag-set.ts). The first `count` are returned: the same input always gives the same tags.
 * - count 1-60 (60: YouTube ignores every hashtag of a video with more); by default the platform's
 *   recommended number (data/social-platforms.ts). More than the platform allows is returned but
 *   flagged (within_platform_limit false).
 */

const MAX_KEYWORDS = 30;

const input = closedObject({
  keywords: Type.String({
    minLength: 1,
    maxLength: 1000,
    description:
      'The topics to tag, up to 1,000 characters: keywords separated by commas, semicolons, line breaks or "#" (at most 30); the words of one keyword are joined into one hashtag ("street food" → #StreetFood)',
  }),
  platform: withDefault(
    stringEnum(SOCIAL_PLATFORMS, { description: 'Where the hashtags go, which sets the default count and the limit checked: instagram (default), tiktok, x, facebook, linkedin, youtube or threads' }),
    'instagram',
  ),
  count: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 60,
      description: 'How many hashtags at most, 1 to 60; default the platform’s recommended number (Instagram 5, TikTok 5, X 2, Facebook 3, LinkedIn 3, YouTube 3, Threads 1)',
    }),
  ),
  include_variations: withDefault(
    Type.Boolean({ description: 'Also tag runs of 2 or 3 words and single words of multi-word keywords, after the whole keywords (default true)' }),
    true,
  ),
  letter_case: withDefault(stringEnum(['camel', 'lower'], { description: 'camel (default): #StreetFood; lower: #streetfood' }), 'camel'),
});

const output = closedObject({
  hashtags: Type.Array(Type.String(), { description: 'The hashtags, with "#", whole keywords first' }),
  text: Type.String({ description: 'The hashtags separated by spaces, ready to copy' }),
  count: Type.Integer({ description: 'How many hashtags were returned' }),
  available: Type.Integer({ description: 'How many distinct hashtags the keywords gave before the count was applied' }),
  keywords: Type.Array(Type.String(), { description: 'The keywords as read from the input, trimmed' }),
  skipped_keywords: Type.Array(Type.String(), { description: 'Keywords that gave no hashtag (a hashtag needs a letter: #2024 is not one)' }),
  platform: stringEnum(SOCIAL_PLATFORMS, { description: 'The platform' }),
  platform_max_hashtags: Type.Union([Type.Integer(), Type.Null()], { description: 'Most hashtags the platform allows on a post, null when it sets no number' }),
  recommended_hashtags: Type.Integer({ description: 'The number suggested for the platform' }),
  within_platform_limit: Type.Boolean({ description: 'Whether count is within the platform’s maximum (always true where there is none)' }),
  character_count: Type.Integer({ description: 'Length of text in Unicode code points' }),
  source: Type.String({ description: 'Where the platform’s numbers come from' }),
});

export default defineTool({
  id: 'hashtag-generator',
  name: 'Hashtag Generator',
  category: 'generators',
  description:
    'Turn keywords into hashtags for Instagram, TikTok, X, Facebook, LinkedIn, YouTube or Threads: each keyword joined into one tag (CamelCase or lowercase), optional variations from its words, characters a hashtag cannot hold removed, repeats dropped ignoring case, and the count checked against the platform’s limit. Builds tags from your words by fixed rules; no AI, no network, no trending data.',
  keywords: ['hashtags', 'instagram hashtags', 'tiktok hashtags', 'tags for posts', 'hashtag maker', 'camelcase hashtag', 'social media tags'],
  mcp: true,
  input,
  output,
  examples: [
    {
      title: 'Instagram: whole keywords first, then their words',
      input: { keywords: 'travel photography, street food, Lisbon' },
      output: {
        hashtags: ['#TravelPhotography', '#StreetFood', '#Lisbon', '#Travel', '#Photography'],
        text: '#TravelPhotography #StreetFood #Lisbon #Travel #Photography',
        count: 5,
        available: 7,
        keywords: ['travel photography', 'street food', 'Lisbon'],
        skipped_keywords: [],
        platform: 'instagram',
        platform_max_hashtags: 5,
        recommended_hashtags: 5,
        within_platform_limit: true,
        character_count: 59,
        source: PLATFORM_LIMITS.instagram.source,
      },
    },
    {
      title: 'X, lowercase, from pasted hashtags and accented words',
      input: { keywords: '#Café crème #São Paulo #2024', platform: 'x', letter_case: 'lower', count: 4 },
      output: {
        hashtags: ['#cafécrème', '#sãopaulo', '#café', '#crème'],
        text: '#cafécrème #sãopaulo #café #crème',
        count: 4,
        available: 6,
        keywords: ['Café crème', 'São Paulo', '2024'],
        skipped_keywords: ['2024'],
        platform: 'x',
        platform_max_hashtags: null,
        recommended_hashtags: 2,
        within_platform_limit: true,
        character_count: 33,
        source: PLATFORM_LIMITS.x.source,
      },
    },
  ],
  run({ keywords, platform, count, include_variations, letter_case }) {
    const phrases = splitKeywords(keywords);
    if (phrases.length === 0) invalid('keywords: holds no keyword; give at least one, separated by commas');
    if (phrases.length > MAX_KEYWORDS) invalid(`keywords: ${phrases.length} keywords, at most ${MAX_KEYWORDS}`);
    const { hashtags, skipped } = buildHashtags(phrases, letter_case, include_variations);
    if (hashtags.length === 0) invalid('keywords: none of the keywords has a letter to make a hashtag from (a hashtag cannot be only digits or symbols)');
    const limits = PLATFORM_LIMITS[platform];
    const chosen = hashtags.slice(0, count ?? limits.recommendedHashtags);
    const text = chosen.join(' ');
    return {
      hashtags: chosen,
      text,
      count: chosen.length,
      available: hashtags.length,
      keywords: phrases,
      skipped_keywords: skipped,
      platform,
      platform_max_hashtags: limits.maxHashtags,
      recommended_hashtags: limits.recommendedHashtags,
      within_platform_limit: limits.maxHashtags === null || chosen.length <= limits.maxHashtags,
      character_count: codePointLength(text),
      source: limits.source,
    };
  },
});
