/**
 * The card service's part of /api/openapi.json (spec 4.4): its six GET paths under /card, the
 * `theme` and `design` parameters with the registry's values, and the Developer card record as a
 * schema written from the spec's table. At the root of CARD_HOST the same paths answer without
 * the /card prefix, which the descriptions say.
 */
import { TIERS } from './card-record.ts';
import { HANDLE_PATTERN } from './handle.ts';
import { THEMES } from './themes/index.ts';

type Json = Record<string, unknown>;

const ref = (section: 'schemas' | 'responses' | 'headers' | 'parameters', name: string) => ({ $ref: `#/components/${section}/${name}` });

const integer = (description: string, extra: Json = {}) => ({ type: 'integer', description, ...extra });
const number = (description: string, extra: Json = {}) => ({ type: 'number', description, ...extra });
const string = (description: string, extra: Json = {}) => ({ type: 'string', description, ...extra });
const closed = (properties: Json, description?: string) => ({
  type: 'object',
  ...(description === undefined ? {} : { description }),
  required: Object.keys(properties),
  additionalProperties: false,
  properties,
});

const STAT = integer('A rating, 1–99', { minimum: 1, maximum: 99 });
const URL_STRING = string('An absolute URL on this card service', { format: 'uri' });

/** The spec's "Developer card record" table, field by field, in its order. */
const CARD_RECORD = closed(
  {
    schema_version: { const: 1, description: 'The record format; 1' },
    handle: string('The GitHub login, spelled as GitHub spells it'),
    name: string('The display name, or the login when none is set'),
    avatar_url: string('The avatar on GitHub (https), or empty'),
    github_url: string('The profile on GitHub', { format: 'uri' }),
    ovr: integer('Overall rating, 1–99', { minimum: 1, maximum: 99 }),
    tier: string('Tier by overall rating', { enum: [...TIERS] }),
    position: string('A football position from the stats’ shape', { enum: ['ST', 'CF', 'LW', 'RW', 'CAM', 'CM', 'CDM', 'LB', 'RB', 'CB', 'GK'] }),
    stats: closed({ pac: STAT, sho: STAT, pas: STAT, dri: STAT, def: STAT, phy: STAT }, 'The six ratings (README: Ratings)'),
    metrics: closed(
      {
        stars_earned: integer('Stars on the owner’s non-fork repositories', { minimum: 0 }),
        followers: integer('Followers', { minimum: 0 }),
        own_repos: integer('Public repositories owned', { minimum: 0 }),
        years_on_github: number('Years since the account was created', { minimum: 0 }),
        events_per_week: number('Public events per week over the last 90 days', { minimum: 0 }),
        maintained_ratio: number('Share of non-fork repositories pushed within a year and not archived', { minimum: 0, maximum: 1 }),
      },
      'What GitHub says (README: Metrics)',
    ),
    languages: {
      type: 'array',
      description: 'Languages by share of bytes over the repositories considered, largest first',
      maxItems: 8,
      items: closed({
        name: string('The language as GitHub names it'),
        share: number('Share of bytes, 0–1', { minimum: 0, maximum: 1 }),
        repos: integer('How many of the repositories considered use it', { minimum: 0 }),
      }),
    },
    archetype: closed({ name: string('The archetype'), emoji: string('Its emoji'), tagline: string('One line about it') }),
    market_value: closed({
      fee_eur: integer('A transfer fee in whole euros', { minimum: 0 }),
      formatted: string('The fee as a card shows it', { examples: ['€48.5M'] }),
      club: string('The GitHub company, or "Free agent"'),
    }),
    card_urls: {
      type: 'object',
      description: 'card_urls[theme][design] = {svg, png}: every design of every theme',
      additionalProperties: { type: 'object', additionalProperties: closed({ svg: URL_STRING, png: URL_STRING }) },
    },
    universes: {
      type: 'object',
      description: 'universes[theme]: the page, images, embed and record of the theme in its default design',
      additionalProperties: closed({ page: URL_STRING, svg: URL_STRING, png: URL_STRING, og: URL_STRING, embed: URL_STRING, json: URL_STRING }),
    },
  },
  'The spec’s Developer card record, schema_version 1',
);

export const CARD_SCHEMAS = { CardRecord: CARD_RECORD };

const DESIGNS = [...new Set(THEMES.flatMap((theme) => theme.designs))];

export const CARD_PARAMETERS = {
  CardHandle: {
    name: 'handle',
    in: 'path',
    required: true,
    description: 'A GitHub user name (any case): 1–39 letters, digits or single inner hyphens',
    schema: { type: 'string', pattern: HANDLE_PATTERN },
    example: 'octocat',
  },
  CardTheme: {
    name: 'theme',
    in: 'query',
    required: false,
    description: `The skin: ${THEMES.map((theme) => `${theme.id} (${theme.name})`).join(', ')}. Default ${THEMES[0]!.id}. Anything else answers 400 with the list.`,
    schema: { type: 'string', enum: THEMES.map((theme) => theme.id), default: THEMES[0]!.id },
  },
  CardDesign: {
    name: 'design',
    in: 'query',
    required: false,
    description: `A variant within the theme; default its first. ${THEMES.map((theme) => `${theme.id}: ${theme.designs.join(', ')}`).join('; ')}. A design of another theme answers 400 with the theme's list.`,
    schema: { type: 'string', enum: DESIGNS },
  },
};

const CACHING =
  'Cached an hour (Cache-Control max-age and s-maxage, an ETag; If-None-Match answers 304), errors ten minutes. ' +
  'Also at the root of CARD_HOST when the server has one (`/{handle}.svg`).';

const IMAGE_ERRORS = 'Errors (400 bad handle/theme/design, 404 unknown user, 429, 503 GitHub unavailable) answer an error card image with that status.';

const cardOperation = (operationId: string, summary: string, description: string, content: Json): Json => ({
  get: {
    operationId,
    tags: ['cards'],
    summary,
    description: `${description} ${CACHING}`,
    parameters: [ref('parameters', 'CardHandle'), ref('parameters', 'CardTheme'), ref('parameters', 'CardDesign')],
    responses: {
      '200': {
        description: summary,
        headers: { ETag: { description: 'The answer’s entity tag', schema: { type: 'string' } }, 'X-RateLimit-Limit': ref('headers', 'X-RateLimit-Limit'), 'X-RateLimit-Remaining': ref('headers', 'X-RateLimit-Remaining') },
        content,
      },
      '304': { description: 'The client’s copy (If-None-Match) is current' },
      '400': { description: 'Bad handle, theme or design; the message lists the allowed values', content },
      '404': { description: 'GitHub has no such user', content },
      '429': { description: 'Too many card requests from this address', headers: { 'Retry-After': ref('headers', 'Retry-After') }, content },
      '503': { description: 'GitHub is unavailable and the card is not cached', headers: { 'Retry-After': ref('headers', 'Retry-After') }, content },
    },
  },
});

const svg = { 'image/svg+xml': { schema: { type: 'string' } } };
const png = { 'image/png': { schema: { type: 'string', contentMediaType: 'image/png' } } };
const html = { 'text/html': { schema: { type: 'string' } } };

export const CARD_PATHS = {
  '/card/{handle}.svg': cardOperation('get_card_svg', 'The card as SVG', `The card, animated where the theme animates. ${IMAGE_ERRORS}`, svg),
  '/card/{handle}.png': cardOperation('get_card_png', 'The card as PNG', `The card without animation, at twice its SVG size. ${IMAGE_ERRORS}`, png),
  '/card/{handle}.json': cardOperation('get_card_json', 'The Developer card record', 'The spec’s record; errors answer the error envelope.', {
    'application/json': { schema: { oneOf: [ref('schemas', 'CardRecord'), ref('schemas', 'ErrorEnvelope')] } },
  }),
  '/card/{handle}/og.png': cardOperation('get_card_og', 'The social-share image', `A 1200×630 PNG for Open Graph and Twitter cards. ${IMAGE_ERRORS}`, png),
  '/card/{handle}/embed': cardOperation('get_card_embed', 'A card to frame', 'A minimal HTML page holding the card, meant for an <iframe> on any site.', html),
  '/card/{handle}': cardOperation('get_card_page', 'The card page', 'The full HTML page: the card, what it is computed from, the other themes and designs, and embed snippets. It may not be framed.', html),
};
