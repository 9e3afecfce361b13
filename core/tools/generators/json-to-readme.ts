import { Type, type Static } from '@sinclair/typebox';
import type { MarkdownIt, Token } from 'markdown-it';
import { emailLink } from '../../lib/contact-email.ts';
import { asRecord, optionalArray, optionalText, optionalTextList, parseJsonDocument, requiredText, textValue, type JsonRecord } from '../../lib/json-document.ts';
import { lazy } from '../../lib/lazy.ts';
import { escapeMarkdown, escapeMarkdownInline, fencedCode, markdownDestination, markdownLink } from '../../lib/markdown-escape.ts';
import { cssColor, htmlDocument, safeImageUrl, safeUrl, trusted } from '../../lib/markup.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';
import { README_EXAMPLES } from './data/json-to-readme-examples.ts';

/*
 * Decisions (the spec names only `json`):
 * - Sections in the order most READMEs use (makeareadme.com, standard-readme): title, badges,
 *   description, table of contents (optional), features, installation, usage, API, contributing,
 *   license, author. A section whose field is missing is left out.
 * - Every user text is escaped for Markdown where it lands (lib/markdown-escape.ts: prose, link
 *   text, table cells); installation and usage are code, fenced with a fence longer than any
 *   backtick run inside. Links go through safeUrl (http, https, mailto, tel), then are escaped as
 *   link destinations.
 * - Static badges are shields.io static badges, https://img.shields.io/badge/<label>-<message>-<color>
 *   (shields.io/badges/static-badge: "-" in a text is written "--", "_" is written "__", the rest
 *   URL-encoded); colour a shields.io named colour or a CSS colour (#rrggbb, rgb(), rgba()).
 *   `shields` takes paths of shields.io's dynamic badges (npm/v/express) as they appear after
 *   img.shields.io/.
 * - html is the same Markdown rendered by markdown-it (CommonMark + GFM tables) with html: false,
 *   so raw HTML can never pass, in a page with GitHub-like styles; h2 headings get the ids GitHub
 *   gives them, so the table of contents works in the preview.
 */

const SHAPE =
  '{"name": "…" (required), "description": "…", "badges": [{"label": "…", "message": "…", "color": "blue", "link": "https://…"}], "shields": ["npm/v/express"], "installation": "npm install …", "usage": "code" or {"code": "…", "language": "js"}, "features": ["…"], "api": "text" or [{"name": "…", "signature": "…", "description": "…", "params": [{"name": "…", "type": "…", "description": "…"}]}], "contributing": "…", "license": "MIT", "author": "…" or {"name": "…", "url": "https://…", "email": "…"}}';

const BADGE_STYLES = ['flat', 'flat-square', 'plastic', 'for-the-badge', 'social'] as const;

const input = closedObject({
  json: Type.String({
    maxLength: 100_000,
    description: `The project as a JSON object: ${SHAPE}. Texts up to 5,000 characters (name and license 200), usage code up to 20,000; at most 20 badges, 20 shields, 50 features, 50 API entries with 30 params each. Unknown keys are ignored.`,
  }),
  table_of_contents: withDefault(Type.Boolean({ description: 'Add a table of contents linking to the sections (GitHub heading anchors)' }), false),
  badge_style: withDefault(stringEnum(BADGE_STYLES, { description: 'shields.io badge style (its `style` parameter); flat is shields.io’s default and adds no parameter' }), 'flat'),
});

const output = closedObject({
  markdown: Type.String({ description: 'The README.md text' }),
  html: Type.String({ description: 'The README rendered to a whole HTML document (markdown-it, raw HTML escaped), for preview' }),
  sections: Type.Array(Type.String(), { description: 'The second-level sections written, in order' }),
  badge_urls: Type.Array(Type.String(), { description: 'The shields.io image URLs of the badges, in order' }),
});

export type ReadmeExample = { title: string; input: Static<typeof input>; output: Static<typeof output> };

/** shields.io's named colours (shields.io/badges/static-badge, "color"). */
const NAMED_COLORS = new Set([
  'brightgreen', 'green', 'yellowgreen', 'yellow', 'orange', 'red', 'blue', 'lightgrey', 'lightgray', 'grey', 'gray',
  'success', 'important', 'critical', 'informational', 'inactive', 'blueviolet',
]);

/** One text of a static badge's path: "-" doubled, "_" doubled (shields.io's separators), then URL-encoded. */
const badgeText = (text: string): string => encodeURIComponent(text.replaceAll('-', '--').replaceAll('_', '__'));

function badgeColor(text: string | undefined, path: string): string {
  if (text === undefined) return 'blue';
  if (NAMED_COLORS.has(text.toLowerCase())) return text.toLowerCase();
  const { css } = cssColor(/^[0-9a-f]{3}([0-9a-f]{3})?$/i.test(text) ? `#${text}` : text, path);
  return css.startsWith('#') ? css.slice(1) : encodeURIComponent(css);
}

interface Badge {
  alt: string;
  image: string;
  link?: string;
}

function readBadges(record: JsonRecord, style: string): Badge[] {
  const query = style === 'flat' ? '' : `?style=${style}`;
  const fixed = optionalArray(record, 'badges', 'json', 20).map((item, index): Badge => {
    const path = `json.badges[${index}]`;
    const badge = asRecord(item, path);
    const label = optionalText(badge, 'label', path, { max: 100 });
    const message = requiredText(badge, 'message', path, { max: 100 });
    const color = badgeColor(optionalText(badge, 'color', path, { max: 64 }), `${path}.color`);
    const link = optionalText(badge, 'link', path, { max: 2_000 });
    const texts = label === undefined ? badgeText(message) : `${badgeText(label)}-${badgeText(message)}`;
    return {
      alt: label === undefined ? message : `${label}: ${message}`,
      image: `https://img.shields.io/badge/${texts}-${color}${query}`,
      ...(link === undefined ? {} : { link: safeUrl(link, `${path}.link`) }),
    };
  });
  const dynamic = optionalArray(record, 'shields', 'json', 20).map((item, index): Badge => {
    const path = `json.shields[${index}]`;
    const entry = typeof item === 'string' ? { path: item } : asRecord(item, path);
    const badgePath = (textValue(entry.path, typeof item === 'string' ? path : `${path}.path`, { max: 300 }) ?? invalid(`${path}: required, a shields.io badge path such as npm/v/express`)).replace(/^\/+/, '');
    const segments = badgePath.split('/');
    if (segments.length > 10 || segments.some((segment) => !/^[A-Za-z0-9@._~-]+$/.test(segment) || /^\.+$/.test(segment))) {
      invalid(`${path}: ${JSON.stringify(badgePath.slice(0, 60))} is not a shields.io badge path (segments of letters, digits, @ . _ ~ -, such as npm/v/express)`);
    }
    const link = typeof item === 'string' ? undefined : optionalText(entry, 'link', path, { max: 2_000 });
    return {
      alt: badgePath,
      image: safeImageUrl(`https://img.shields.io/${badgePath}${query}`, path),
      ...(link === undefined ? {} : { link: safeUrl(link, `${path}.link`) }),
    };
  });
  return [...fixed, ...dynamic];
}

function badgeMarkdown(badge: Badge): string {
  const image = `![${escapeMarkdownInline(badge.alt)}](${markdownDestination(badge.image)})`;
  return badge.link === undefined ? image : `[${image}](${markdownDestination(badge.link)})`;
}

function readUsage(record: JsonRecord): string | undefined {
  const value = Object.hasOwn(record, 'usage') ? record.usage : undefined;
  if (value === undefined || value === null || typeof value === 'string') {
    const code = optionalText(record, 'usage', 'json', { max: 20_000 });
    return code === undefined ? undefined : fencedCode(code);
  }
  const usage = asRecord(value, 'json.usage');
  const code = requiredText(usage, 'code', 'json.usage', { max: 20_000 });
  const language = optionalText(usage, 'language', 'json.usage', { max: 30 });
  if (language !== undefined && !/^[A-Za-z0-9_+#.-]+$/.test(language)) invalid(`json.usage.language: ${JSON.stringify(language)} is not a language name (letters, digits, + # . _ -)`);
  return fencedCode(code, language);
}

function readApi(record: JsonRecord): string | undefined {
  const value = Object.hasOwn(record, 'api') ? record.api : undefined;
  if (value === undefined || value === null || typeof value === 'string') {
    const text = optionalText(record, 'api', 'json', { max: 5_000 });
    return text === undefined ? undefined : escapeMarkdown(text);
  }
  const entries = optionalArray(record, 'api', 'json', 50).map((item, index) => {
    const path = `json.api[${index}]`;
    const entry = asRecord(item, path);
    const parts = [`### ${escapeMarkdownInline(requiredText(entry, 'name', path, { max: 200 }))}`];
    const signature = optionalText(entry, 'signature', path, { max: 1_000 });
    if (signature !== undefined) parts.push(fencedCode(signature));
    const description = optionalText(entry, 'description', path, { max: 5_000 });
    if (description !== undefined) parts.push(escapeMarkdown(description));
    const params = optionalArray(entry, 'params', path, 30).map((paramItem, paramIndex) => {
      const paramPath = `${path}.params[${paramIndex}]`;
      const param = asRecord(paramItem, paramPath);
      const cells = [
        requiredText(param, 'name', paramPath, { max: 200 }),
        optionalText(param, 'type', paramPath, { max: 200 }) ?? '',
        optionalText(param, 'description', paramPath, { max: 1_000 }) ?? '',
      ];
      return `| ${cells.map(escapeMarkdownInline).join(' | ')} |`;
    });
    if (params.length > 0) parts.push(['| Parameter | Type | Description |', '| --- | --- | --- |', ...params].join('\n'));
    return parts.join('\n\n');
  });
  return entries.length === 0 ? undefined : entries.join('\n\n');
}

function readAuthor(record: JsonRecord): string | undefined {
  const value = Object.hasOwn(record, 'author') ? record.author : undefined;
  if (value === undefined || value === null || typeof value === 'string') {
    const name = optionalText(record, 'author', 'json', { max: 200 });
    return name === undefined ? undefined : escapeMarkdownInline(name);
  }
  const author = asRecord(value, 'json.author');
  const name = requiredText(author, 'name', 'json.author', { max: 200 });
  const url = optionalText(author, 'url', 'json.author', { max: 2_000 });
  const email = optionalText(author, 'email', 'json.author', { max: 254 });
  const parts = [url === undefined ? escapeMarkdownInline(name) : markdownLink(name, safeUrl(url, 'json.author.url'))];
  if (email !== undefined) {
    const link = emailLink(email, 'json.author.email');
    parts.push(markdownLink(link.label, link.href));
  }
  return parts.join(' · ');
}

/** GitHub's heading anchor for our own (constant) section titles: lower case, spaces to hyphens. */
const anchor = (title: string): string => title.toLowerCase().replace(/[^a-z0-9 -]/g, '').replaceAll(' ', '-');

const loadRenderer = lazy(async () => {
  const { default: MarkdownItClass } = await import('markdown-it');
  const md: MarkdownIt = new MarkdownItClass('default', { html: false, linkify: false, typographer: false });
  return md;
});

const STYLE = `body{margin:0;background:#ffffff;color:#1f2328;font-family:-apple-system, "Segoe UI", Helvetica, Arial, sans-serif;line-height:1.5}
.markdown-body{max-width:880px;margin:0 auto;padding:32px 24px;overflow-wrap:anywhere}
h1,h2{border-bottom:1px solid #d1d9e0;padding-bottom:0.3em}
a{color:#0969da}
code,pre{font-family:ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;font-size:85%}
:not(pre)>code{background:#eff1f3;border-radius:6px;padding:0.2em 0.4em}
pre{background:#f6f8fa;border-radius:6px;padding:16px;overflow:auto}
table{border-collapse:collapse}
th,td{border:1px solid #d1d9e0;padding:6px 13px}
img{max-width:100%;vertical-align:middle}`;

async function render(markdown: string, title: string): Promise<string> {
  const md = await loadRenderer();
  const tokens: Token[] = md.parse(markdown, {});
  // Our h2 titles are constants (user text is escaped and never makes a heading), so their ids are too.
  tokens.forEach((token, index) => {
    if (token.type === 'heading_open' && token.tag === 'h2') token.attrSet('id', anchor(tokens[index + 1]!.content));
  });
  return htmlDocument(`${title} — README`, trusted(`<article class="markdown-body">\n${md.renderer.render(tokens, md.options, {})}</article>`), STYLE);
}

export default defineTool({
  id: 'json-to-readme',
  name: 'JSON to README',
  category: 'generators',
  description:
    `Write a README.md from a JSON description of a project: title, shields.io badges, description, features, installation and usage code blocks, API reference with parameter tables, contributing, license and author, plus an HTML preview. JSON shape: ${SHAPE}. Fills templates with your words; no AI, no network. Every value is escaped for Markdown, so it reads back as written.`,
  keywords: ['readme.md', 'markdown readme', 'project readme', 'github readme', 'shields badges', 'documentation template'],
  mcp: true,
  // markdown-it over a 100,000-character README takes ~100 ms: off the server's event loop.
  isolate: true,
  input,
  output,
  examples: README_EXAMPLES,
  async run({ json, table_of_contents, badge_style }) {
    const record = asRecord(parseJsonDocument(json), 'json');
    const name = requiredText(record, 'name', 'json', { max: 200 });
    const description = optionalText(record, 'description', 'json', { max: 5_000 });
    const badges = readBadges(record, badge_style);
    const features = optionalTextList(record, 'features', 'json', 50, 1_000);
    const installation = optionalText(record, 'installation', 'json', { max: 5_000 });
    const usage = readUsage(record);
    const api = readApi(record);
    const contributing = optionalText(record, 'contributing', 'json', { max: 5_000 });
    const license = optionalText(record, 'license', 'json', { max: 200 });
    const author = readAuthor(record);

    const sections: [string, string][] = [];
    if (features.length > 0) sections.push(['Features', features.map((feature) => `- ${escapeMarkdownInline(feature)}`).join('\n')]);
    if (installation !== undefined) sections.push(['Installation', fencedCode(installation, 'sh')]);
    if (usage !== undefined) sections.push(['Usage', usage]);
    if (api !== undefined) sections.push(['API', api]);
    if (contributing !== undefined) sections.push(['Contributing', escapeMarkdown(contributing)]);
    if (license !== undefined) sections.push(['License', escapeMarkdown(license)]);
    if (author !== undefined) sections.push(['Author', author]);

    const blocks = [`# ${escapeMarkdownInline(name)}`];
    if (badges.length > 0) blocks.push(badges.map(badgeMarkdown).join(' '));
    if (description !== undefined) blocks.push(escapeMarkdown(description));
    if (table_of_contents && sections.length > 0) {
      blocks.push(`## Table of contents\n\n${sections.map(([title]) => `- [${title}](#${anchor(title)})`).join('\n')}`);
    }
    for (const [title, body] of sections) blocks.push(`## ${title}\n\n${body}`);
    const markdown = `${blocks.join('\n\n')}\n`;
    return {
      markdown,
      html: await render(markdown, name),
      sections: [...(table_of_contents && sections.length > 0 ? ['Table of contents'] : []), ...sections.map(([title]) => title)],
      badge_urls: badges.map((badge) => badge.image),
    };
  },
});
