import { Type, type Static } from '@sinclair/typebox';
import { CARD_FONT, CARD_TEMPLATES, CARD_THEMES, withAccent, type CardTheme } from '../../lib/card-themes.ts';
import { emailLink } from '../../lib/contact-email.ts';
import { initialsOf } from '../../lib/initials.ts';
import { asRecord, optionalArray, optionalText, optionalTextList, parseJsonDocument, requiredText } from '../../lib/json-document.ts';
import { cssColor, htmlDocument, markup, safeImageUrl, safeUrl, type Markup } from '../../lib/markup.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool } from '../../tool.ts';
import { PROFILE_CARD_EXAMPLES } from './data/json-to-profile-card-examples.ts';

/*
 * Decisions (the spec names only `json` and a template):
 * - json holds name (required), title, bio, avatar_url, location, email, website, links [{label,
 *   url}] (at most 20) and skills (at most 50, each up to 60 characters); other keys are ignored.
 * - Every text is escaped by lib/markup.ts; avatar_url must be http(s) (safeImageUrl), website and
 *   link URLs http(s), mailto or tel (safeUrl), e-mail a plain addr-spec shape; anything else is a
 *   400 naming its path (json.links[2].url).
 * - Without an avatar_url the avatar is the name's initials (lib/initials.ts: first letters of
 *   the first and last word, whole grapheme clusters).
 * - Text elements carry dir="auto", so a right-to-left name or bio lays out right to left.
 */

const SHAPE =
  '{"name": "…" (required), "title": "…", "bio": "…", "avatar_url": "https://…", "location": "…", "email": "a@b.c", "website": "https://…", "links": [{"label": "…", "url": "https://…"}], "skills": ["…"]}';

const input = closedObject({
  json: Type.String({
    maxLength: 20_000,
    description: `The profile as a JSON object (at most 20,000 characters): ${SHAPE}. Texts up to 2,000 characters (name 120, title and location 200, each skill 60); at most 20 links and 50 skills; unknown keys are ignored.`,
  }),
  template: withDefault(stringEnum(CARD_TEMPLATES, { description: 'The look: light (white card on slate), dark, or minimal (black on white, no shadow)' }), 'light'),
  accent_color: Type.Optional(Type.String({ maxLength: 64, description: 'Accent colour for the avatar, skills and links: #rgb, #rrggbb, rgb() or rgba(); default the template’s indigo' })),
});

const output = closedObject({
  html: Type.String({ description: 'A whole HTML document holding the card (CSS inline in <style>), ready to save or embed in an iframe' }),
  name: Type.String({ description: 'The name shown' }),
  initials: Type.String({ description: 'The name’s initials (shown as the avatar when there is no avatar_url)' }),
  avatar: stringEnum(['image', 'initials'], { description: 'What the avatar shows' }),
  template: stringEnum(CARD_TEMPLATES, { description: 'The template used' }),
});

export type ProfileCardExample = { title: string; input: Static<typeof input>; output: Static<typeof output> };

interface Link {
  label: string;
  href: string;
}

/** A website's label: its host and path without the scheme or a trailing slash. */
const displayUrl = (href: string): string => href.replace(/^https?:\/\//, '').replace(/\/$/, '');

function readLinks(record: Record<string, unknown>): Link[] {
  return optionalArray(record, 'links', 'json', 20).map((item, index) => {
    const path = `json.links[${index}]`;
    const link = asRecord(item, path);
    const href = safeUrl(requiredText(link, 'url', path, { max: 2_000 }), `${path}.url`);
    return { label: optionalText(link, 'label', path, { max: 100 }) ?? displayUrl(href), href };
  });
}

function style(theme: CardTheme): string {
  return `*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px;background:${theme.page};color:${theme.text};font-family:${CARD_FONT}}
.card{width:100%;max-width:420px;background:${theme.card};border:1px solid ${theme.border};border-radius:${theme.radius}px;box-shadow:${theme.shadow};padding:32px;text-align:center}
.avatar{width:96px;height:96px;border-radius:50%;margin:0 auto 16px;display:flex;align-items:center;justify-content:center;object-fit:cover;background:${theme.accent};color:${theme.onAccent};font-size:36px;font-weight:700}
h1{margin:0;font-size:24px;line-height:1.25;overflow-wrap:anywhere}
.title{margin:4px 0 0;color:${theme.muted};font-size:16px;overflow-wrap:anywhere}
.location{margin:8px 0 0;color:${theme.muted};font-size:14px;overflow-wrap:anywhere}
.bio{margin:16px 0 0;line-height:1.5;white-space:pre-line;overflow-wrap:anywhere}
ul{list-style:none;padding:0;margin:16px 0 0;display:flex;flex-wrap:wrap;gap:8px;justify-content:center}
.skills li{background:${theme.soft};color:${theme.text};border-radius:999px;padding:4px 12px;font-size:13px}
.links a{display:inline-block;color:${theme.accent};border:1px solid ${theme.border};border-radius:8px;padding:6px 12px;font-size:14px;text-decoration:none;overflow-wrap:anywhere}
.links a:hover{text-decoration:underline}`;
}

function linkItem(link: Link): Markup {
  return markup`<li><a href="${link.href}" rel="noopener noreferrer" target="_blank" dir="auto">${link.label}</a></li>`;
}

export default defineTool({
  id: 'json-to-profile-card',
  name: 'JSON to Profile Card',
  category: 'generators',
  description:
    `Turn a JSON profile into a self-contained HTML profile card: avatar (the image, or the name’s initials), name, title, location, bio, skill chips and links (e-mail, website, socials), in a light, dark or minimal template. JSON shape: ${SHAPE}. Every text is escaped; links must be http(s), mailto or tel.`,
  keywords: ['user card', 'bio card', 'about me card', 'avatar card', 'contact card', 'html card', 'team member card'],
  mcp: true,
  input,
  output,
  examples: PROFILE_CARD_EXAMPLES,
  run({ json, template, accent_color }) {
    const record = asRecord(parseJsonDocument(json), 'json');
    const name = requiredText(record, 'name', 'json', { max: 120 });
    const title = optionalText(record, 'title', 'json', { max: 200 });
    const bio = optionalText(record, 'bio', 'json');
    const location = optionalText(record, 'location', 'json', { max: 200 });
    const avatarText = optionalText(record, 'avatar_url', 'json', { max: 2_000 });
    const avatarUrl = avatarText === undefined ? undefined : safeImageUrl(avatarText, 'json.avatar_url');
    const emailText = optionalText(record, 'email', 'json', { max: 254 });
    const email = emailText === undefined ? undefined : emailLink(emailText, 'json.email');
    const websiteText = optionalText(record, 'website', 'json', { max: 2_000 });
    const website = websiteText === undefined ? undefined : { href: safeUrl(websiteText, 'json.website'), label: '' };
    if (website) website.label = displayUrl(website.href);
    const links = [...(email ? [email] : []), ...(website ? [website] : []), ...readLinks(record)];
    const skills = optionalTextList(record, 'skills', 'json', 50, 60);
    const theme = withAccent(CARD_THEMES[template], accent_color === undefined ? undefined : cssColor(accent_color, 'accent_color'));
    const initials = initialsOf(name);

    const avatar = avatarUrl
      ? markup`<img class="avatar" src="${avatarUrl}" alt="${name}" width="96" height="96">`
      : markup`<div class="avatar" aria-hidden="true">${initials}</div>`;
    const body = markup`<article class="card">
${avatar}
<h1 dir="auto">${name}</h1>
${title === undefined ? null : markup`<p class="title" dir="auto">${title}</p>\n`}${location === undefined ? null : markup`<p class="location" dir="auto">📍 ${location}</p>\n`}${bio === undefined ? null : markup`<p class="bio" dir="auto">${bio}</p>\n`}${skills.length === 0 ? null : markup`<ul class="skills" aria-label="Skills">${skills.map((skill) => markup`<li dir="auto">${skill}</li>`)}</ul>\n`}${links.length === 0 ? null : markup`<ul class="links" aria-label="Links">${links.map(linkItem)}</ul>\n`}</article>`;
    return {
      html: htmlDocument(`${name} — profile`, body, style(theme)),
      name,
      initials,
      avatar: avatarUrl ? ('image' as const) : ('initials' as const),
      template,
    };
  },
});
