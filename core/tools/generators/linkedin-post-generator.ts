import { Type } from '@sinclair/typebox';
import { codePointLength } from '../../lib/code-points.ts';
import { dedupeHashtags } from '../../lib/hashtags.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';
import { KEYCAPS, POST_TYPES, TEMPLATES, TONES, type PostType, type Tone } from './data/linkedin-post-templates.ts';

/*
 * The spec's "professional-network post generator". A fixed template (data/linkedin-post-templates.ts)
 * per post type and tone, filled with the user's words: hook line, key points, call to action,
 * hashtags. No model, no network: the same input always gives the same post.
 *
 * Decisions (the spec names the tool only):
 * - topic 1-200 characters; key_points at most 10 of 280 characters (leading "-", "•", "*" or
 *   "1." markers are dropped, line breaks folded into spaces, blank points skipped);
 *   call_to_action up to 280 characters (blank means the post type's default); hashtags at most
 *   10 of 50 characters, "#" optional, everything but letters, digits, marks and "_" removed, words
 *   joined in CamelCase, repeats (ignoring case) dropped; a tag with nothing left is a 400 naming it.
 *   Without hashtags, the topic in CamelCase (when it is at most 40 characters) and the type's tag.
 * - LinkedIn accepts at most 3,000 characters in a post (LinkedIn's post API field limit, as
 *   documented by Ayrshare, https://www.ayrshare.com/docs/apis/post/social-networks/linkedin:
 *   "The post field accepts up to 3,000 characters"). The tool reports the length in code points
 *   and in UTF-16 units (what JavaScript-based counters show: an emoji counts 2) and says the post
 *   fits only when the larger count is within 3,000. It never cuts the post.
 * - The feed shows roughly the first 210 characters of a text post on mobile before "see more"
 *   (https://boltpost.app/linkedin-see-more-preview.html; LinkedIn also cuts by line count, and
 *   desktop shows more), so see_more_preview is the first 210 code points: an approximation.
 */

const LIMIT = 3000;
const PREVIEW = 210;

const input = closedObject({
  topic: Type.String({ minLength: 1, maxLength: 200, description: 'What the post is about, 1 to 200 characters (a role, an event, a result, a subject)' }),
  post_type: withDefault(
    stringEnum(POST_TYPES, { description: 'The kind of post, which picks the hook, list style, default call to action and hashtag: announcement (default), lesson, achievement, hiring, event, tips, launch or question' }),
    'announcement',
  ),
  key_points: withDefault(
    Type.Array(Type.String({ maxLength: 280, description: 'One point, up to 280 characters' }), {
      maxItems: 10,
      description: 'The body: up to 10 points of up to 280 characters, listed in order (numbered for lesson and tips, bulleted otherwise). Blank points are skipped',
    }),
    [],
  ),
  tone: withDefault(stringEnum(TONES, { description: 'The wording of the hook: professional (default), friendly, enthusiastic or inspirational' }), 'professional'),
  include_hashtags: withDefault(Type.Boolean({ description: 'End with a line of hashtags (default true)' }), true),
  hashtags: withDefault(
    Type.Array(Type.String({ maxLength: 50, description: 'A hashtag, with or without "#"; several words are joined in CamelCase' }), {
      maxItems: 10,
      description: 'Hashtags to use, up to 10 of 50 characters; when empty, the topic in CamelCase and the post type’s tag are used',
    }),
    [],
  ),
  call_to_action: Type.Optional(Type.String({ maxLength: 280, description: 'The closing line, up to 280 characters; default a question or invitation that fits the post type' })),
  include_emojis: withDefault(Type.Boolean({ description: 'Add an emoji to the hook, emoji bullets or keycap numbers, and 👉 before the call to action (default false)' }), false),
});

const output = closedObject({
  post: Type.String({ description: 'The post, ready to paste: hook, key points, call to action and hashtags, separated by blank lines' }),
  hook: Type.String({ description: 'The first line' }),
  hashtags: Type.Array(Type.String(), { description: 'The hashtags in the post, with "#" (empty when include_hashtags is false)' }),
  post_type: stringEnum(POST_TYPES, { description: 'The post type used' }),
  tone: stringEnum(TONES, { description: 'The tone used' }),
  characters: Type.Integer({ description: 'Length of the post in Unicode code points' }),
  utf16_length: Type.Integer({ description: 'Length in UTF-16 code units, as JavaScript-based counters show it (an emoji counts 2)' }),
  limit: Type.Integer({ description: 'LinkedIn’s post limit: 3,000 characters' }),
  fits_limit: Type.Boolean({ description: 'Whether the post is within 3,000 characters however they are counted (utf16_length ≤ 3000)' }),
  characters_left: Type.Integer({ description: '3000 − utf16_length; negative when the post is too long' }),
  see_more_preview: Type.String({ description: 'The first 210 code points: roughly what the feed shows before “see more” on mobile (approximate; LinkedIn also cuts by lines)' }),
  preview_truncated: Type.Boolean({ description: 'Whether the post is longer than the preview' }),
});

/** Folds runs of white space (line breaks included) into single spaces. */
const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

/**
 * Puts the topic into a hook without doubled punctuation: a topic's closing full stop gives way
 * to the template's ("remote work." → "remote work? Start here!"), and a closing "?", "!" or "…"
 * replaces the template's (no "launch?.").
 */
function fillHook(template: string, topic: string): string {
  const [before, after] = template.split('{topic}') as [string, string];
  const text = /[^.]\.$/.test(topic) ? topic.slice(0, -1) : topic;
  if (/[!?…]$/.test(text) && /^[.!?]/.test(after)) return before + text + after.slice(1);
  return before + text + after;
}

function upperFirst(word: string): string {
  const [first = '', ...rest] = [...word];
  return first.toUpperCase() + rest.join('');
}

/** The words of a tag: runs of letters, digits, marks and "_". */
const tagWords = (text: string): string[] => text.split(/[^\p{L}\p{N}\p{M}_]+/u).filter((word) => word !== '');

function userHashtag(text: string, field: string): string {
  const words = tagWords(text);
  if (words.length === 0) invalid(`${field}: ${JSON.stringify(text.slice(0, 50))} has no letters or digits to make a hashtag`);
  return words.length === 1 ? words[0]! : words.map(upperFirst).join('');
}

function chooseHashtags(given: readonly string[], topic: string, type: PostType): string[] {
  const tags = given.length > 0
    ? given.map((tag, index) => userHashtag(tag, `hashtags[${index}]`))
    : [tagWords(topic).map(upperFirst).join(''), TEMPLATES[type].hashtag].filter((tag) => tag !== '' && codePointLength(tag) <= 40);
  return dedupeHashtags(tags).map((tag) => `#${tag}`);
}

function cleanPoint(text: string): string {
  return oneLine(text).replace(/^(?:[-•*–]|\d{1,2}[.)])\s+/u, '');
}

function bullet(type: PostType, emojis: boolean, index: number): string {
  if (TEMPLATES[type].numbered) return emojis ? `${KEYCAPS[index]} ` : `${index + 1}. `;
  return emojis ? '✅ ' : '• ';
}

export default defineTool({
  id: 'linkedin-post-generator',
  name: 'LinkedIn Post Generator',
  category: 'generators',
  description:
    'Write a LinkedIn post from your topic and key points: a hook for the post type (announcement, lesson, achievement, hiring, event, tips, launch, question) and tone, your points as a list, a call to action and hashtags, with its length checked against LinkedIn’s 3,000-character limit and the ~210 characters shown before “see more”. Fills templates with your words; no AI, no network.',
  keywords: ['professional network post', 'linkedin', 'social media post', 'post writer', 'hiring post', 'announcement post', 'linkedin hashtags', 'post template'],
  mcp: true,
  input,
  output,
  examples: [
    {
      title: 'A hiring post with key points and emojis',
      input: {
        topic: 'a Senior Backend Engineer (remote, EU)',
        post_type: 'hiring',
        key_points: ['Design APIs used by 2 million people', 'Go, PostgreSQL and Kubernetes', 'A 4-day week and a learning budget'],
        tone: 'friendly',
        include_emojis: true,
      },
      output: {
        post:
          '🚀 Know someone great? We are looking for a Senior Backend Engineer (remote, EU).\n\n' +
          'What you will do and bring:\n✅ Design APIs used by 2 million people\n✅ Go, PostgreSQL and Kubernetes\n✅ A 4-day week and a learning budget\n\n' +
          '👉 Know someone who would be a great fit? Tag them or send me a message.\n\n#ASeniorBackendEngineerRemoteEU #Hiring',
        hook: '🚀 Know someone great? We are looking for a Senior Backend Engineer (remote, EU).',
        hashtags: ['#ASeniorBackendEngineerRemoteEU', '#Hiring'],
        post_type: 'hiring',
        tone: 'friendly',
        characters: 331,
        utf16_length: 333,
        limit: 3000,
        fits_limit: true,
        characters_left: 2667,
        see_more_preview:
          '🚀 Know someone great? We are looking for a Senior Backend Engineer (remote, EU).\n\nWhat you will do and bring:\n✅ Design APIs used by 2 million people\n✅ Go, PostgreSQL and Kubernetes\n✅ A 4-day week and a learning',
        preview_truncated: true,
      },
    },
    {
      title: 'Tips, numbered, with your own call to action and hashtags',
      input: {
        topic: 'writing code reviews',
        post_type: 'tips',
        key_points: ['- Review the design before the details', '- Ask questions instead of giving orders', '- Approve when it is better, not perfect'],
        call_to_action: 'What is your best review habit?',
        hashtags: ['code review', '#SoftwareEngineering'],
      },
      output: {
        post:
          'Practical tips on writing code reviews.\n\nWhat works for me:\n1. Review the design before the details\n2. Ask questions instead of giving orders\n3. Approve when it is better, not perfect\n\n' +
          'What is your best review habit?\n\n#CodeReview #SoftwareEngineering',
        hook: 'Practical tips on writing code reviews.',
        hashtags: ['#CodeReview', '#SoftwareEngineering'],
        post_type: 'tips',
        tone: 'professional',
        characters: 250,
        utf16_length: 250,
        limit: 3000,
        fits_limit: true,
        characters_left: 2750,
        see_more_preview:
          'Practical tips on writing code reviews.\n\nWhat works for me:\n1. Review the design before the details\n2. Ask questions instead of giving orders\n3. Approve when it is better, not perfect\n\nWhat is your best review ',
        preview_truncated: true,
      },
    },
    {
      title: 'A short announcement, no key points, no hashtags',
      input: { topic: 'our Berlin office opens in March', tone: 'enthusiastic', include_hashtags: false },
      output: {
        post: 'Big news: our Berlin office opens in March!\n\nMore details soon. Thank you to everyone who made this possible.\n\nWhat do you think? Share your thoughts in the comments.',
        hook: 'Big news: our Berlin office opens in March!',
        hashtags: [],
        post_type: 'announcement',
        tone: 'enthusiastic',
        characters: 166,
        utf16_length: 166,
        limit: 3000,
        fits_limit: true,
        characters_left: 2834,
        see_more_preview: 'Big news: our Berlin office opens in March!\n\nMore details soon. Thank you to everyone who made this possible.\n\nWhat do you think? Share your thoughts in the comments.',
        preview_truncated: false,
      },
    },
  ],
  run({ topic, post_type, key_points, tone, include_hashtags, hashtags, call_to_action, include_emojis }) {
    const subject = oneLine(topic);
    if (subject === '') invalid('topic: is blank; say what the post is about');
    const template = TEMPLATES[post_type];
    const hook = (include_emojis ? `${template.emoji} ` : '') + fillHook(template.hooks[tone as Tone], subject);
    const points = key_points.map(cleanPoint).filter((point) => point !== '');
    const body = points.length === 0
      ? template.closing
      : [template.intro, ...points.map((point, index) => bullet(post_type, include_emojis, index) + point)].join('\n');
    const action = oneLine(call_to_action ?? '') || template.callToAction;
    const tags = include_hashtags ? chooseHashtags(hashtags, subject, post_type) : [];
    const post = [hook, body, (include_emojis ? '👉 ' : '') + action, ...(tags.length > 0 ? [tags.join(' ')] : [])].join('\n\n');
    const characters = codePointLength(post);
    const codePoints = [...post];
    return {
      post,
      hook,
      hashtags: tags,
      post_type,
      tone,
      characters,
      utf16_length: post.length,
      limit: LIMIT,
      fits_limit: post.length <= LIMIT,
      characters_left: LIMIT - post.length,
      see_more_preview: codePoints.slice(0, PREVIEW).join(''),
      preview_truncated: codePoints.length > PREVIEW,
    };
  },
});
