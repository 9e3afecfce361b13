import { Type } from '@sinclair/typebox';
import { codePointLength } from '../../lib/code-points.ts';
import { fillTemplate, oneLine } from '../../lib/template-fill.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';
import { BIO_TEMPLATES, BIO_TONES, CTA_EMOJI } from './data/bio-templates.ts';
import { PLATFORM_LIMITS, SOCIAL_PLATFORMS } from './data/social-platforms.ts';

/*
 * Decisions (the spec names the tool only):
 * - role is required (1-100 characters: "Product designer at Acme"); name up to 50; interests up to
 *   300 characters, at most 5, separated by commas, semicolons or line breaks, written as an
 *   English list ("a, b and c"); call_to_action up to 80 ("DM for collabs").
 * - Five tones of five variants (data/bio-templates.ts); count 1-5, default 3: the first `count`,
 *   so the same input always gives the same bios. Lines: identity, interests, call to action, each
 *   with its emoji when include_emojis is on. They are separated by line breaks, except on
 *   LinkedIn, whose headline is one line (" | ").
 * - Limits: Instagram bio 150, X 160, TikTok 80, LinkedIn headline 220, Facebook intro 101,
 *   YouTube channel description 1,000, Threads 150 (sources in data/social-platforms.ts), counted
 *   in Unicode code points (an emoji such as 👋 is 1, ❤️ is 2: heart + variation selector).
 * - A bio over the limit is cut at the last word boundary that leaves room for "…" (separators and
 *   commas at the cut are dropped), so every bio returned fits; `trimmed` and `full_length` say
 *   when that happened. A word longer than the whole limit is cut inside the word.
 */

const input = closedObject({
  name: Type.Optional(Type.String({ maxLength: 50, description: 'Your name or brand, up to 50 characters (optional)' })),
  role: Type.String({ minLength: 1, maxLength: 100, description: 'What you do, 1 to 100 characters ("Product designer at Acme", "Home baker")' }),
  interests: Type.Optional(
    Type.String({ maxLength: 300, description: 'Up to 5 interests, separated by commas, semicolons or line breaks, up to 300 characters ("typography, cycling, sourdough")' }),
  ),
  platform: withDefault(
    stringEnum(SOCIAL_PLATFORMS, { description: 'Where the bio goes, which sets its limit: instagram (default, 150), tiktok (80), x (160), facebook (101), linkedin (headline, 220), youtube (1,000) or threads (150)' }),
    'instagram',
  ),
  tone: withDefault(stringEnum(BIO_TONES, { description: 'The wording: professional, friendly (default), creative, witty or minimal' }), 'friendly'),
  include_emojis: withDefault(Type.Boolean({ description: 'Start each line with an emoji (default true)' }), true),
  call_to_action: Type.Optional(Type.String({ maxLength: 80, description: 'A last line such as "DM for collabs" or "New video every Friday", up to 80 characters' })),
  count: withDefault(Type.Integer({ minimum: 1, maximum: 5, description: 'How many variants, 1 to 5 (default 3)' }), 3),
});

const variant = closedObject({
  bio: Type.String({ description: 'The bio, ready to paste (within the limit)' }),
  length: Type.Integer({ description: 'Its length in Unicode code points' }),
  trimmed: Type.Boolean({ description: 'Whether it was cut at a word boundary with "…" to fit the limit' }),
  full_length: Type.Integer({ description: 'The length before any cut, in code points' }),
});

const output = closedObject({
  bios: Type.Array(variant, { description: 'The variants, in the tone’s template order' }),
  platform: stringEnum(SOCIAL_PLATFORMS, { description: 'The platform' }),
  field: Type.String({ description: 'What the platform calls this text (bio, headline, intro bio, channel description)' }),
  limit: Type.Integer({ description: 'The platform’s limit for it, in characters' }),
  tone: stringEnum(BIO_TONES, { description: 'The tone' }),
  interests: Type.Array(Type.String(), { description: 'The interests as read, trimmed' }),
  length_unit: Type.Literal('code points', { description: 'How length is counted: Unicode code points' }),
  source: Type.String({ description: 'Where the platform’s numbers come from' }),
});

const MAX_INTERESTS = 5;
const ELLIPSIS = '…';

function englishList(items: readonly string[]): string {
  if (items.length <= 2) return items.join(' and ');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Cuts text to `limit` code points at a word boundary, ending with "…". */
function fitToLimit(text: string, limit: number): string {
  const chars = [...text];
  if (chars.length <= limit) return text;
  let end = limit - 1;
  if (!/\s/u.test(chars[end]!)) {
    let space = end - 1;
    while (space > 0 && !/\s/u.test(chars[space]!)) space--;
    if (space > 0) end = space;
  }
  const kept = chars.slice(0, end).join('').replace(/[\s|·,;:—–/-]+$/u, '');
  return kept + ELLIPSIS;
}

export default defineTool({
  id: 'social-media-bio-generator',
  name: 'Social Media Bio Generator',
  category: 'generators',
  description:
    'Write a profile bio for Instagram, TikTok, X, Facebook, LinkedIn (headline), YouTube or Threads from your name, role and interests: up to five variants in a tone (professional, friendly, creative, witty, minimal), with optional emojis and a call to action, each within the platform’s character limit (cut at a word with “…” when needed). Fills templates with your words; no AI, no network.',
  keywords: ['instagram bio', 'tiktok bio', 'twitter bio', 'linkedin headline', 'profile bio', 'bio ideas', 'about me'],
  mcp: true,
  input,
  output,
  examples: [
    {
      title: 'Three friendly Instagram bios',
      input: { name: 'Ana', role: 'Product designer at Acme', interests: 'typography, cycling, sourdough', call_to_action: 'Portfolio below' },
      output: {
        bios: [
          { bio: "👋 Hi, I'm Ana! Product designer at Acme\n❤️ Into typography, cycling and sourdough\n👇 Portfolio below", length: 99, trimmed: false, full_length: 99 },
          { bio: '😊 Ana here, Product designer at Acme\n✨ Lover of typography, cycling and sourdough\n👇 Portfolio below', length: 99, trimmed: false, full_length: 99 },
          { bio: '🙌 Hey there! Ana, Product designer at Acme\n🌿 Usually found with typography, cycling and sourdough\n👇 Portfolio below', length: 115, trimmed: false, full_length: 115 },
        ],
        platform: 'instagram',
        field: 'bio',
        limit: 150,
        tone: 'friendly',
        interests: ['typography', 'cycling', 'sourdough'],
        length_unit: 'code points',
        source: PLATFORM_LIMITS.instagram.source,
      },
    },
    {
      title: 'A TikTok bio cut to 80 characters',
      input: { role: 'Home baker sharing weeknight recipes', interests: 'sourdough, cast iron', platform: 'tiktok', tone: 'witty', include_emojis: false, count: 1 },
      output: {
        bios: [{ bio: 'Home baker sharing weeknight recipes by day, overthinker by night\nWill talk…', length: 76, trimmed: true, full_length: 115 }],
        platform: 'tiktok',
        field: 'bio',
        limit: 80,
        tone: 'witty',
        interests: ['sourdough', 'cast iron'],
        length_unit: 'code points',
        source: PLATFORM_LIMITS.tiktok.source,
      },
    },
  ],
  run({ name, role, interests, platform, tone, include_emojis, call_to_action, count }) {
    const who = oneLine(role);
    if (who === '') invalid('role: is blank; say what you do');
    const person = oneLine(name ?? '');
    const loves = (interests ?? '')
      .normalize('NFC')
      .split(/[,;\n\r、，；]+/u)
      .map(oneLine)
      .filter((item) => item !== '');
    if (loves.length > MAX_INTERESTS) invalid(`interests: ${loves.length} interests, at most ${MAX_INTERESTS}`);
    const action = oneLine(call_to_action ?? '');
    const limits = PLATFORM_LIMITS[platform];
    const separator = platform === 'linkedin' ? ' | ' : '\n';
    const emoji = (mark: string, line: string) => (include_emojis ? `${mark} ${line}` : line);

    const bios = BIO_TEMPLATES[tone].slice(0, count).map((template) => {
      const lines = [
        emoji(template.identityEmoji, fillTemplate(person === '' ? template.identityWithoutName : template.identity, { name: person, role: who })),
      ];
      if (loves.length > 0) lines.push(emoji(template.interestsEmoji, fillTemplate(template.interests, { interests: englishList(loves) })));
      if (action !== '') lines.push(emoji(CTA_EMOJI, action));
      const full = lines.join(separator);
      const bio = fitToLimit(full, limits.bio);
      return { bio, length: codePointLength(bio), trimmed: bio !== full, full_length: codePointLength(full) };
    });
    return {
      bios,
      platform,
      field: limits.bioField,
      limit: limits.bio,
      tone,
      interests: loves,
      length_unit: 'code points' as const,
      source: limits.source,
    };
  },
});
