/**
 * Text limits of the social platforms the caption, hashtag and bio generators write for. Each
 * number names where the platform publishes or enforces it; where a platform states no number,
 * the field is null or the figure is marked as this catalog's choice. The official pages were not
 * fetched when this was written: the figures were cross-checked (2026) against third-party tables
 * that agree with each other (socialrails.com "Social Media Character Limits 2025",
 * nasrtech.dev "Social media character limits 2026", boneyardtools.com's limits page), and
 * Instagram's 5-hashtag cap against reports of Instagram's December 2025 announcement (RouteNote,
 * Social Media Today). Re-check them against the platforms' help pages before relying on them.
 */
export const SOCIAL_PLATFORMS = ['instagram', 'tiktok', 'x', 'facebook', 'linkedin', 'youtube', 'threads'] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

export interface PlatformLimits {
  label: string;
  /** Longest post text (caption, post, description) the platform accepts. */
  post: number;
  /** What the platform calls the short profile text, and its limit. */
  bioField: string;
  bio: number;
  /** Most hashtags a post may carry; null when the platform sets no number. */
  maxHashtags: number | null;
  /** How many hashtags to suggest by default. */
  recommendedHashtags: number;
  /** Where these numbers come from. */
  source: string;
}

export const PLATFORM_LIMITS: Record<SocialPlatform, PlatformLimits> = {
  instagram: {
    label: 'Instagram',
    post: 2200,
    bioField: 'bio',
    bio: 150,
    maxHashtags: 5,
    recommendedHashtags: 5,
    source:
      'Caption 2,200 characters (Meta Instagram Graph API, IG User Media "caption"); bio 150 (Instagram profile editor); at most 5 hashtags per post or reel (Instagram @creators, December 2025: "update the number of hashtags that you can include in a caption for a reel or post to 5", replacing the old 30)',
  },
  tiktok: {
    label: 'TikTok',
    post: 2200,
    bioField: 'bio',
    bio: 80,
    maxHashtags: null,
    recommendedHashtags: 5,
    source:
      'Caption 2,200 characters (TikTok for Developers, Content Posting API "title"; the app itself allows up to 4,000); bio 80 (TikTok profile editor); TikTok sets no hashtag count, 5 is this catalog\u2019s choice',
  },
  x: {
    label: 'X',
    post: 280,
    bioField: 'bio',
    bio: 160,
    maxHashtags: null,
    recommendedHashtags: 2,
    source:
      'Post 280 characters (X developer docs, "Counting characters"; Premium allows more); bio 160 (X Help Center, profile customisation); no hashtag cap, and X Help Center "How to use hashtags" recommends no more than 2 per post',
  },
  facebook: {
    label: 'Facebook',
    post: 63206,
    bioField: 'intro bio',
    bio: 101,
    maxHashtags: null,
    recommendedHashtags: 3,
    source:
      'Post 63,206 characters (Facebook\u2019s status limit since November 2011); profile intro bio 101 (Facebook profile editor); Facebook sets no hashtag count, 3 is this catalog\u2019s choice',
  },
  linkedin: {
    label: 'LinkedIn',
    post: 3000,
    bioField: 'headline',
    bio: 220,
    maxHashtags: null,
    recommendedHashtags: 3,
    source:
      'Post 3,000 characters (LinkedIn post API field limit, as documented by Ayrshare); profile headline 220 (LinkedIn Help, "Edit your profile headline"); LinkedIn sets no hashtag count, 3 is this catalog\u2019s choice',
  },
  youtube: {
    label: 'YouTube',
    post: 5000,
    bioField: 'channel description',
    bio: 1000,
    maxHashtags: 60,
    recommendedHashtags: 3,
    source:
      'Video description 5,000 characters and channel description 1,000 (YouTube Help, "Add video details", "Manage your channel description"); more than 60 hashtags and YouTube ignores them all, and the first 3 show above the title (YouTube Help, "Use hashtags for video search")',
  },
  threads: {
    label: 'Threads',
    post: 500,
    bioField: 'bio',
    bio: 150,
    maxHashtags: 1,
    recommendedHashtags: 1,
    source:
      'Post 500 characters (Threads API, "text"); bio 150 (Threads profile editor); one topic tag per post (Meta, December 2023, Adam Mosseri announcing Threads tags)',
  },
};
