/**
 * The fixed wording of linkedin-post-generator: a hook per post type and tone, the line that
 * introduces the key points, a closing sentence when there are none, a default call to action
 * and a hashtag per type. Written for this tool; `{topic}` is filled in by the tool.
 */
export const POST_TYPES = ['announcement', 'lesson', 'achievement', 'hiring', 'event', 'tips', 'launch', 'question'] as const;
export const TONES = ['professional', 'friendly', 'enthusiastic', 'inspirational'] as const;

export type PostType = (typeof POST_TYPES)[number];
export type Tone = (typeof TONES)[number];

interface PostTemplate {
  hooks: Record<Tone, string>;
  /** Introduces the key points. */
  intro: string;
  /** The body when there are no key points. */
  closing: string;
  callToAction: string;
  hashtag: string;
  emoji: string;
  /** Key points as a numbered list (steps, tips, lessons) rather than bullets. */
  numbered: boolean;
}

export const TEMPLATES: Record<PostType, PostTemplate> = {
  announcement: {
    hooks: {
      professional: 'An update on {topic}.',
      friendly: 'Some news I have been excited to share: {topic}.',
      enthusiastic: 'Big news: {topic}!',
      inspirational: 'Every milestone starts with a decision. Today it is {topic}.',
    },
    intro: 'Here is what it means:',
    closing: 'More details soon. Thank you to everyone who made this possible.',
    callToAction: 'What do you think? Share your thoughts in the comments.',
    hashtag: 'Announcement',
    emoji: '📢',
    numbered: false,
  },
  lesson: {
    hooks: {
      professional: 'One lesson I learned about {topic}.',
      friendly: 'Something {topic} taught me recently.',
      enthusiastic: 'This lesson about {topic} changed how I work!',
      inspirational: 'The hardest lessons are the most valuable. Here is mine about {topic}.',
    },
    intro: 'What I took away:',
    closing: 'Growth often comes from the moments that challenge us most.',
    callToAction: 'What lesson shaped the way you work?',
    hashtag: 'LessonsLearned',
    emoji: '💡',
    numbered: true,
  },
  achievement: {
    hooks: {
      professional: 'A milestone worth sharing: {topic}.',
      friendly: 'I am proud to share this: {topic}.',
      enthusiastic: 'We did it: {topic}!',
      inspirational: 'Proof that persistence pays off: {topic}.',
    },
    intro: 'What made it possible:',
    closing: 'None of this happens alone. Thank you to everyone who was part of it.',
    callToAction: 'What milestone are you working toward?',
    hashtag: 'Milestone',
    emoji: '🏆',
    numbered: false,
  },
  hiring: {
    hooks: {
      professional: 'We are hiring: {topic}.',
      friendly: 'Know someone great? We are looking for {topic}.',
      enthusiastic: 'Join us! We are hiring: {topic}!',
      inspirational: 'Looking for someone who wants to build something that matters: {topic}.',
    },
    intro: 'What you will do and bring:',
    closing: 'If you are curious, I would love to hear from you.',
    callToAction: 'Know someone who would be a great fit? Tag them or send me a message.',
    hashtag: 'Hiring',
    emoji: '🚀',
    numbered: false,
  },
  event: {
    hooks: {
      professional: 'Join us: {topic}.',
      friendly: 'Save the date: {topic}.',
      enthusiastic: 'Do not miss it: {topic}!',
      inspirational: 'The best ideas start in the same room. Join us: {topic}.',
    },
    intro: 'What to expect:',
    closing: 'I hope to see you there.',
    callToAction: 'Will you be there? Let me know in the comments.',
    hashtag: 'Events',
    emoji: '📅',
    numbered: false,
  },
  tips: {
    hooks: {
      professional: 'Practical tips on {topic}.',
      friendly: 'A few things that helped me with {topic}.',
      enthusiastic: 'Want to get better at {topic}? Start here!',
      inspirational: 'Small habits make big differences. My tips on {topic}.',
    },
    intro: 'What works for me:',
    closing: 'The common thread: start small and stay consistent.',
    callToAction: 'Which one would you add? Share yours in the comments.',
    hashtag: 'Tips',
    emoji: '💡',
    numbered: true,
  },
  launch: {
    hooks: {
      professional: 'Introducing {topic}.',
      friendly: 'It is finally here: {topic}.',
      enthusiastic: 'It is live: {topic}!',
      inspirational: 'From idea to reality: {topic}.',
    },
    intro: 'What is inside:',
    closing: 'It has been a long road, and I am proud of what the team built.',
    callToAction: 'Try it and tell me what you think.',
    hashtag: 'Launch',
    emoji: '🚀',
    numbered: false,
  },
  question: {
    hooks: {
      professional: 'A question for my network about {topic}.',
      friendly: 'I would love your take on {topic}.',
      enthusiastic: 'Quick question about {topic}. I need your input!',
      inspirational: 'The best answers come from many voices. What is your view on {topic}?',
    },
    intro: 'What I am weighing:',
    closing: 'There is no single right answer, and I am curious how others approach it.',
    callToAction: 'Share your view in the comments. I read every one.',
    hashtag: 'Discussion',
    emoji: '🤔',
    numbered: false,
  },
};

/** Keycap digits for numbered points with emojis (key_points stops at 10). */
export const KEYCAPS = ['1️⃣', '2️⃣', '3️⃣', '4️⃣', '5️⃣', '6️⃣', '7️⃣', '8️⃣', '9️⃣', '🔟'];
