/**
 * The fixed wording of caption-generator: per tone, five hooks (with `{topic}`), an emoji for each
 * and five calls to action, paired by position. Written for this tool.
 */
export const CAPTION_TONES = ['casual', 'professional', 'funny', 'inspirational', 'enthusiastic', 'minimal'] as const;
export type CaptionTone = (typeof CAPTION_TONES)[number];

export interface ToneTemplates {
  hooks: readonly string[];
  emojis: readonly string[];
  callsToAction: readonly string[];
}

export const CAPTION_TEMPLATES: Record<CaptionTone, ToneTemplates> = {
  casual: {
    hooks: [
      'Currently obsessed with {topic}.',
      'Just me and {topic}. Nothing else needed.',
      'A little {topic} moment to brighten your feed.',
      'Weekend plans: {topic}, obviously.',
      "Can't stop thinking about {topic}.",
    ],
    emojis: ['✨', '☕', '🌿', '😎', '💭'],
    callsToAction: [
      'What would you add? Tell me below.',
      'Tag someone who needs this.',
      'Save this for later.',
      'Double-tap if you agree.',
      'Share your favourite in the comments.',
    ],
  },
  professional: {
    hooks: [
      'Introducing {topic}.',
      'A closer look at {topic}.',
      'Here is what you need to know about {topic}.',
      'We are proud to share {topic}.',
      'Key insights on {topic}.',
    ],
    emojis: ['📢', '🔍', '📌', '🏆', '📊'],
    callsToAction: [
      'Share your thoughts in the comments.',
      'Follow for more updates.',
      'Find out more on our website.',
      'Get in touch to learn more.',
      'Save this post for reference.',
    ],
  },
  funny: {
    hooks: [
      "Me: I'll be productive today. Also me: {topic}.",
      'Therapy is expensive. {topic} is cheaper.',
      'Warning: {topic} may cause extreme happiness.',
      'Not saying {topic} is my whole personality, but…',
      "If {topic} is wrong, I don't want to be right.",
    ],
    emojis: ['😂', '🙃', '⚠️', '🤷', '😅'],
    callsToAction: [
      'Tag the friend who does this.',
      "Tell me I'm not the only one.",
      'Reply with your best excuse.',
      'Share this with someone who needs a laugh.',
      "Comment 'same' if this is you.",
    ],
  },
  inspirational: {
    hooks: [
      'Every great story starts somewhere. Ours starts with {topic}.',
      'Find joy in the little things, like {topic}.',
      'Dream big, start small: {topic}.',
      'The best is yet to come, and it looks like {topic}.',
      'Believe in the magic of {topic}.',
    ],
    emojis: ['🌅', '🌱', '✨', '🚀', '💫'],
    callsToAction: [
      'Share this with someone who needs it today.',
      'What inspires you? Tell us below.',
      'Save this as your daily reminder.',
      'Follow for more inspiration.',
      'Tag someone who makes you believe.',
    ],
  },
  enthusiastic: {
    hooks: [
      "It's here: {topic}!",
      "We can't contain our excitement about {topic}!",
      'Big news: {topic}!',
      'You asked, we listened: {topic}!',
      'Get ready, because {topic} is happening!',
    ],
    emojis: ['🎉', '🤩', '🔥', '🙌', '🚀'],
    callsToAction: [
      "Don't miss out: check it out now!",
      'Tell us what you think in the comments!',
      'Share the news with your friends!',
      "Turn on notifications so you don't miss a thing!",
      'Grab yours today!',
    ],
  },
  minimal: {
    hooks: ['{topic}.', 'Simply {topic}.', "{topic}. That's it.", 'Today: {topic}.', 'Just {topic}.'],
    emojis: ['🤍', '🤍', '🤍', '🤍', '🤍'],
    callsToAction: ['Thoughts?', 'More soon.', 'Save for later.', 'Follow along.', 'Stay tuned.'],
  },
};

/** Variants per tone: the number of hooks (each tone has the same). */
export const CAPTION_VARIANTS = 5;
