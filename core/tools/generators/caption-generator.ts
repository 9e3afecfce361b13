import { Type } from '@sinclair/typebox';
import { codePointLength } from '../../lib/code-points.ts';
import { postLength } from '../../lib/post-length.ts';
import { buildHashtags, splitKeywords, trimFunctionWords } from '../../lib/hashtag-set.ts';
import { fillTemplate, oneLine } from '../../lib/template-fill.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';
import { CAPTION_TEMPLATES, CAPTION_TONES, CAPTION_VARIANTS } from './data/caption-templates.ts';
import { PLATFORM_LIMITS, SOCIAL_PLATFORMS } from './data/social-platforms.ts';

/*
 * Decisions (the spec names the tool only):
 * - topic 1-200 characters (required), details up to 1,000 (one paragraph after the hook; line
 *   breaks folded), call_to_action up to 200 (replaces the tone's), keywords up to 500 in
 *   hashtag-generator's syntax (default: the topic).
 * - Six tones of five hooks each (data/caption-templates.ts); count 1-5 variants, default 3: the
 *   first `count` hooks of the tone, each with its own emoji and call to action, so the same
 *   input always gives the same captions.
 * - Hashtags as hashtag-generator makes them (lib/hashtag-set.ts, CamelCase, with variations; from
 *   the topic without the function words at its ends when no keywords are given), the
 *   platform's recommended number (data/social-platforms.ts), the same line on every variant.
 * - Length against the platform's post limit (Instagram 2,200, X 280, …, sources in
 *   data/social-platforms.ts): on X as X counts it (lib/post-length.ts, twitter-text v3: emoji and
 *   CJK 2, a link 23), elsewhere in Unicode code points. Captions are never cut: one over the
 *   limit says so (fits_limit false, characters_left negative).
 */

const input = closedObject({
  topic: Type.String({ minLength: 1, maxLength: 200, description: 'What the post is about, 1 to 200 characters (a product, a place, a moment: "our new summer menu")' }),
  details: Type.Optional(Type.String({ maxLength: 1000, description: 'A sentence or two to add after the hook, up to 1,000 characters (line breaks are folded into spaces)' })),
  platform: withDefault(
    stringEnum(SOCIAL_PLATFORMS, { description: 'Where the caption goes, which sets the length limit and hashtag count: instagram (default), tiktok, x, facebook, linkedin, youtube or threads' }),
    'instagram',
  ),
  tone: withDefault(stringEnum(CAPTION_TONES, { description: 'The wording: casual (default), professional, funny, inspirational, enthusiastic or minimal' }), 'casual'),
  include_hashtags: withDefault(Type.Boolean({ description: 'End with a line of hashtags (default true)' }), true),
  keywords: Type.Optional(
    Type.String({ maxLength: 500, description: 'What to make the hashtags from, up to 500 characters, separated by commas (as in hashtag-generator); default the topic' }),
  ),
  include_emojis: withDefault(Type.Boolean({ description: 'Start each caption with an emoji that fits the tone (default true)' }), true),
  include_cta: withDefault(Type.Boolean({ description: 'Add a call to action (default true)' }), true),
  call_to_action: Type.Optional(Type.String({ maxLength: 200, description: 'Your own call to action, up to 200 characters, used on every variant instead of the tone’s' })),
  count: withDefault(Type.Integer({ minimum: 1, maximum: CAPTION_VARIANTS, description: 'How many variants, 1 to 5 (default 3)' }), 3),
});

const variant = closedObject({
  caption: Type.String({ description: 'The caption, ready to paste: hook, details, call to action and hashtags separated by blank lines' }),
  length: Type.Integer({ description: 'Its length as the platform counts it (see length_unit)' }),
  fits_limit: Type.Boolean({ description: 'Whether length is within the platform’s limit' }),
  characters_left: Type.Integer({ description: 'limit − length; negative when the caption is too long' }),
});

const output = closedObject({
  captions: Type.Array(variant, { description: 'The variants, in the tone’s template order' }),
  hashtags: Type.Array(Type.String(), { description: 'The hashtags used (empty without include_hashtags)' }),
  platform: stringEnum(SOCIAL_PLATFORMS, { description: 'The platform' }),
  tone: stringEnum(CAPTION_TONES, { description: 'The tone' }),
  limit: Type.Integer({ description: 'The platform’s post text limit, in characters' }),
  length_unit: stringEnum(['code points', 'x weighted'], {
    description: 'How length is counted: x weighted on X (emoji and CJK 2, a link 23, per twitter-text), Unicode code points elsewhere',
  }),
  source: Type.String({ description: 'Where the platform’s numbers come from' }),
});

export default defineTool({
  id: 'caption-generator',
  name: 'Social Media Caption Generator',
  category: 'generators',
  description:
    'Write captions for Instagram, TikTok, X, Facebook, LinkedIn, YouTube or Threads from your topic: up to five variants in a tone (casual, professional, funny, inspirational, enthusiastic, minimal), with an emoji, your details, a call to action and hashtags, each checked against the platform’s length limit. Fills templates with your words; no AI, no network.',
  keywords: ['instagram caption', 'tiktok caption', 'post caption', 'caption ideas', 'social media post', 'caption writer', 'photo caption'],
  mcp: true,
  input,
  output,
  examples: [
    {
      title: 'Two enthusiastic Instagram captions with details and hashtags',
      input: {
        topic: 'our new summer menu',
        details: 'Cold brew tonic, peach salad and basil ice cream, from Friday.',
        tone: 'enthusiastic',
        keywords: 'summer menu, cold brew',
        count: 2,
      },
      output: {
        captions: [
          {
            caption: "🎉 It's here: our new summer menu!\n\nCold brew tonic, peach salad and basil ice cream, from Friday.\n\nDon't miss out: check it out now!\n\n#SummerMenu #ColdBrew #Summer #Menu #Cold",
            length: 175,
            fits_limit: true,
            characters_left: 2025,
          },
          {
            caption: "🤩 We can't contain our excitement about our new summer menu!\n\nCold brew tonic, peach salad and basil ice cream, from Friday.\n\nTell us what you think in the comments!\n\n#SummerMenu #ColdBrew #Summer #Menu #Cold",
            length: 208,
            fits_limit: true,
            characters_left: 1992,
          },
        ],
        hashtags: ['#SummerMenu', '#ColdBrew', '#Summer', '#Menu', '#Cold'],
        platform: 'instagram',
        tone: 'enthusiastic',
        limit: 2200,
        length_unit: 'code points',
        source: PLATFORM_LIMITS.instagram.source,
      },
    },
    {
      // X count by hand: 125 code points (python3 len()), the 18-character link counted 23 → 130.
      title: 'A plain professional post for X, counted as X counts it (the link is 23)',
      input: { topic: 'our developer survey results', platform: 'x', tone: 'professional', include_emojis: false, call_to_action: 'Read the full report: example.com/survey', count: 1 },
      output: {
        captions: [
          {
            caption: 'Introducing our developer survey results.\n\nRead the full report: example.com/survey\n\n#DeveloperSurveyResults #DeveloperSurvey',
            length: 130,
            fits_limit: true,
            characters_left: 150,
          },
        ],
        hashtags: ['#DeveloperSurveyResults', '#DeveloperSurvey'],
        platform: 'x',
        tone: 'professional',
        limit: 280,
        length_unit: 'x weighted',
        source: PLATFORM_LIMITS.x.source,
      },
    },
  ],
  run({ topic, details, platform, tone, include_hashtags, keywords, include_emojis, include_cta, call_to_action, count }) {
    const subject = oneLine(topic);
    if (subject === '') invalid('topic: is blank; say what the post is about');
    const limits = PLATFORM_LIMITS[platform];
    const templates = CAPTION_TEMPLATES[tone];
    const hashtags = include_hashtags ? chooseHashtags(keywords, subject, limits.recommendedHashtags) : [];
    const extra = oneLine(details ?? '');
    const ownAction = oneLine(call_to_action ?? '');
    const captions = templates.hooks.slice(0, count).map((hook, index) => {
      const opening = (include_emojis ? `${templates.emojis[index]} ` : '') + fillTemplate(hook, { topic: subject });
      const action = include_cta ? ownAction || templates.callsToAction[index]! : '';
      const caption = [opening, extra, action, hashtags.join(' ')].filter((part) => part !== '').join('\n\n');
      const length = platform === 'x' ? postLength(caption.normalize('NFC'), 'x') : codePointLength(caption);
      return { caption, length, fits_limit: length <= limits.post, characters_left: limits.post - length };
    });
    const length_unit = platform === 'x' ? ('x weighted' as const) : ('code points' as const);
    return { captions, hashtags, platform, tone, limit: limits.post, length_unit, source: limits.source };
  },
});

function chooseHashtags(keywords: string | undefined, topic: string, howMany: number): string[] {
  const given = keywords === undefined ? [] : splitKeywords(keywords);
  // From the topic, without the function words at its ends: "our new summer menu" → #NewSummerMenu.
  const { hashtags } = buildHashtags(given.length > 0 ? given : [trimFunctionWords(topic)], 'camel', true);
  return hashtags.slice(0, howMany);
}
