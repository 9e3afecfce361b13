/**
 * The card's HTML: the full page (`/{handle}`), the iframe embed (`/{handle}/embed`) and the
 * small page shown on those two when there is no card (404, 400, 503).
 *
 * Every value of the record is hostile (a GitHub name can be `"><script>`), so each goes through
 * escapeXml and only into text or a quoted attribute; URLs are ours (the record's links) but are
 * still checked to be http(s) before they become an href or src. The CSP is the second wall: no
 * script at all, images from this origin only, and no style but our own stylesheets, allowed by
 * hash — so nothing inline can run or restyle the page even if escaping were ever wrong. Bars are
 * SVG rectangles whose width is an attribute: a style attribute would need 'unsafe-inline'.
 *
 * The page's stylesheet carries the theme's palette, so each theme's page has its own stylesheet
 * and hash: cardPageHeaders(themes) allows the stylesheets of the themes it is given, and
 * CARD_PAGE_HEADERS those of the registered themes (all computed once, at module load).
 */
import { createHash } from 'node:crypto';
import { escapeMarkdownInline } from '../../core/lib/markdown-escape.ts';
import type { CardRecord } from './card-record.ts';
import { isHandle } from './handle.ts';
import { pagePalette } from './palette.ts';
import { clampInt, clampNumber, escapeXml, formatCount } from './svg.ts';
import { THEMES } from './themes/index.ts';
import type { Theme } from './themes/theme.ts';

const esc = escapeXml;

/** A URL fit for an href or src: http(s) only, in its parsed (normalised) form; null otherwise. */
export function safeUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

const GITHUB_PROFILE = 'https://github.com/';

/** The record's github_url when it is a GitHub profile (`https://github.com/{login}`), else null: shown, not linked. */
export function githubProfileUrl(value: unknown): string | null {
  return typeof value === 'string' && value.startsWith(GITHUB_PROFILE) && isHandle(value.slice(GITHUB_PROFILE.length)) ? value : null;
}

/** `url` (one of the theme's default-design links) for `design`: the default design keeps the link as it is. */
function inDesign(url: string | undefined, theme: Theme, design: string): string | null {
  const safe = safeUrl(url);
  if (safe === null || design === theme.designs[0]) return safe;
  const parsed = new URL(safe);
  parsed.searchParams.set('design', design);
  return parsed.href;
}

function sha256(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

// ---------------------------------------------------------------------------------------------
// Stylesheets: constant text (the page's is a function of the palette only, which is #rrggbb).

/** The full page's stylesheet in `theme`'s palette. */
export function pageStyle(theme: Theme): string {
  const p = pagePalette(theme);
  return `
:root { --bg: ${p.background}; --surface: ${p.surface}; --text: ${p.text}; --accent: ${p.accent}; --muted: ${p.muted}; color-scheme: dark light; }
* { box-sizing: border-box; }
html { background: var(--bg); }
body { margin: 0; color: var(--text); font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  background: radial-gradient(ellipse 80% 60% at 20% 0%, color-mix(in srgb, var(--accent) 16%, transparent), transparent 70%), linear-gradient(160deg, var(--bg), var(--surface)); min-height: 100vh; }
a { color: var(--accent); text-underline-offset: .18em; }
a:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; border-radius: 4px; }
main { max-width: 72rem; margin: 0 auto; padding: clamp(1rem, 4vw, 3rem); }
.hero { display: flex; flex-wrap: wrap; gap: clamp(1.5rem, 4vw, 3.5rem); align-items: center; }
.card { margin: 0; flex: 0 1 auto; max-width: 100%; }
.card img { display: block; max-width: min(100%, 90vw); height: auto; filter: drop-shadow(0 14px 28px rgb(0 0 0 / .45)); }
.who { flex: 1 1 20rem; min-width: 0; }
.eyebrow { margin: 0; color: var(--accent); font-size: .8rem; font-weight: 700; letter-spacing: .18em; text-transform: uppercase; }
h1 { margin: .2rem 0 0; font-size: clamp(2rem, 5vw, 3.4rem); line-height: 1.1; overflow-wrap: anywhere; }
.handle { margin: .3rem 0 1.2rem; font-size: 1.2rem; color: var(--muted); overflow-wrap: anywhere; }
.rating { display: flex; align-items: baseline; gap: .8rem; flex-wrap: wrap; margin: 0 0 1rem; }
.ovr { font-size: 3.6rem; font-weight: 800; line-height: 1; color: var(--accent); }
.chip { border: 1px solid color-mix(in srgb, var(--text) 30%, transparent); border-radius: 999px; padding: .15rem .7rem; font-weight: 700; font-size: .9rem; letter-spacing: .06em; text-transform: uppercase; overflow-wrap: anywhere; }
.archetype { margin: 0 0 .4rem; font-size: 1.15rem; overflow-wrap: anywhere; }
.tagline, .value { margin: 0 0 .4rem; color: var(--muted); overflow-wrap: anywhere; }
nav { margin-top: 1.2rem; }
nav h2 { margin: 0 0 .4rem; font-size: .75rem; letter-spacing: .14em; text-transform: uppercase; color: var(--muted); }
nav ul { display: flex; flex-wrap: wrap; gap: .4rem; margin: 0; padding: 0; list-style: none; }
nav a { display: inline-block; padding: .3rem .8rem; border-radius: 999px; text-decoration: none; color: var(--text); background: color-mix(in srgb, var(--text) 8%, transparent); border: 1px solid color-mix(in srgb, var(--text) 14%, transparent); }
nav a:hover { border-color: var(--accent); }
nav a[aria-current="page"] { background: var(--accent); color: var(--bg); border-color: var(--accent); font-weight: 700; }
.grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 19rem), 1fr)); gap: 1rem; margin-top: clamp(1.5rem, 4vw, 3rem); }
.panel { background: color-mix(in srgb, var(--surface) 82%, transparent); border: 1px solid color-mix(in srgb, var(--text) 12%, transparent); border-radius: 14px; padding: 1.1rem 1.25rem; min-width: 0; }
.panel h2 { margin: 0 0 .8rem; font-size: .8rem; letter-spacing: .14em; text-transform: uppercase; color: var(--accent); }
.panel.wide { grid-column: 1 / -1; }
.bars { margin: 0; padding: 0; list-style: none; display: grid; gap: .55rem; }
.bars li { display: grid; grid-template-columns: minmax(0, 8rem) 1fr 3.2rem; gap: .7rem; align-items: center; }
.bars .label { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.bars .number { text-align: right; font-variant-numeric: tabular-nums; font-weight: 700; }
.bar { display: block; width: 100%; height: .55rem; border-radius: 999px; overflow: hidden; }
.bar .track { fill: color-mix(in srgb, var(--text) 14%, transparent); }
.bar .fill { fill: var(--accent); }
dl.metrics { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: .8rem 1rem; margin: 0; }
dl.metrics div { min-width: 0; }
dl.metrics dt { color: var(--muted); font-size: .85rem; }
dl.metrics dd { margin: 0; font-size: 1.4rem; font-weight: 700; font-variant-numeric: tabular-nums; }
.note { margin: .8rem 0 0; color: var(--muted); font-size: .85rem; }
.downloads { display: flex; flex-wrap: wrap; gap: .5rem; margin: 0; padding: 0; list-style: none; }
.downloads a { display: inline-block; padding: .45rem 1rem; border-radius: 8px; background: var(--accent); color: var(--bg); font-weight: 700; text-decoration: none; }
.snippet h3 { margin: 1rem 0 .4rem; font-size: .95rem; }
pre { margin: 0; padding: .8rem 1rem; border-radius: 8px; background: #15171c; color: #eef0f3; overflow-x: auto; white-space: pre-wrap; overflow-wrap: anywhere; font: .85rem/1.5 ui-monospace, "SF Mono", Menlo, Consolas, monospace; }
footer { margin-top: 2.5rem; color: var(--muted); font-size: .85rem; text-align: center; }
@media (prefers-reduced-motion: no-preference) { nav a, .downloads a { transition: border-color .15s, filter .15s; } .downloads a:hover { filter: brightness(1.1); } }
`;
}

/** The embed: the card alone, no margin, transparent so it sits on the host page's background. */
const EMBED_STYLE = `html, body { margin: 0; padding: 0; background: transparent; } a { display: inline-block; line-height: 0; } img { display: block; max-width: 100%; height: auto; border: 0; }`;

/** The error page: neutral colours, since the theme may be what was wrong. */
const ERROR_STYLE = `
body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #101418; color: #f2f4f7; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
main { max-width: 34rem; padding: 2rem; text-align: center; }
.status { margin: 0; font-size: clamp(4rem, 18vw, 7rem); font-weight: 800; line-height: 1; color: #f5b83d; }
h1 { margin: .6rem 0 .4rem; font-size: 1.6rem; }
p { margin: 0; color: #aaacb0; overflow-wrap: anywhere; }
`;

// ---------------------------------------------------------------------------------------------
// Headers.

const ERROR_STYLE_HASH = sha256(ERROR_STYLE);

function csp(styleHashes: readonly string[], frameAncestors: string): string {
  return [
    "default-src 'none'",
    // The card images are the record's links, which start from the card service's root as the client reached it: this origin.
    "img-src 'self'",
    `style-src ${[...new Set(styleHashes)].join(' ')}`,
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

const COMMON_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
} as const;

/**
 * Headers of the full page (and of the error page shown in its place): the stylesheets of the
 * pages of `themes` and the error page's, nothing else; never framed.
 */
export function cardPageHeaders(themes: readonly Theme[]): Readonly<Record<string, string>> {
  return {
    ...COMMON_HEADERS,
    'content-security-policy': csp([...themes.map((theme) => sha256(pageStyle(theme))), ERROR_STYLE_HASH], "'none'"),
    'x-frame-options': 'DENY',
  };
}

/** Headers of every theme's page and of the error page in its place. */
export const CARD_PAGE_HEADERS: Readonly<Record<string, string>> = cardPageHeaders(THEMES);

/** Headers of the embed (and of the error page shown in its place): meant to be framed by any site. */
export const CARD_EMBED_HEADERS: Readonly<Record<string, string>> = {
  ...COMMON_HEADERS,
  'content-security-policy': csp([sha256(EMBED_STYLE), ERROR_STYLE_HASH], '*'),
};

// ---------------------------------------------------------------------------------------------
// Pages.

interface CardPageInput {
  record: CardRecord;
  theme: Theme;
  design: string;
}

/** The links a page and its snippets use, each checked, in the design shown. */
function linksOf({ record, theme, design }: CardPageInput) {
  const universe = record.universes[theme.id];
  const images = record.card_urls[theme.id]?.[design];
  return {
    page: inDesign(universe?.page, theme, design),
    svg: safeUrl(images?.svg) ?? inDesign(universe?.svg, theme, design),
    png: safeUrl(images?.png) ?? inDesign(universe?.png, theme, design),
    og: inDesign(universe?.og, theme, design),
    embed: inDesign(universe?.embed, theme, design),
    json: safeUrl(universe?.json),
  };
}

function percent(share: number): string {
  const value = clampNumber(share * 100, 0, 100);
  return `${Number.isInteger(Math.round(value * 10) / 10) ? Math.round(value) : (Math.round(value * 10) / 10).toFixed(1)}%`;
}

/** A horizontal bar `value` of 100 long: an SVG whose rectangle width is an attribute (no style attribute). */
function bar(value: number): string {
  const width = Math.round(clampNumber(value, 0, 100) * 10) / 10;
  return `<svg class="bar" viewBox="0 0 100 4" preserveAspectRatio="none" aria-hidden="true"><rect class="track" width="100" height="4"/><rect class="fill" width="${width}" height="4"/></svg>`;
}

function barRow(label: string, value: number, shown: string): string {
  return `<li><span class="label">${esc(label)}</span>${bar(value)}<span class="number">${esc(shown)}</span></li>`;
}

function link(url: string | null, label: string, attributes = ''): string {
  return url === null ? `<span>${esc(label)}</span>` : `<a href="${esc(url)}"${attributes}>${esc(label)}</a>`;
}

/**
 * A URL as a Markdown link destination: characters that could end it, open an entity or read as
 * markup percent-encoded. (core's markdownDestination backslash-escapes them instead, which turns
 * every `&` of a query into `\&`: right in CommonMark, but odd to read and to paste elsewhere.)
 */
function markdownUrl(url: string): string {
  return url.replace(/[^A-Za-z0-9\-._~:/?#@!$&*+,=%]/g, (character) => encodeURIComponent(character).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`));
}

/** Text for a double-quoted attribute of a snippet the user pastes: `'` may stay as it is there. */
function quoted(value: string): string {
  return escapeXml(value).replaceAll('&#39;', "'");
}

/** What a README or a site pastes: Markdown linking the card image to the page, and an iframe of the embed. */
function snippets(input: CardPageInput, links: ReturnType<typeof linksOf>): { markdown: string; iframe: string } | null {
  if (links.svg === null || links.page === null || links.embed === null) return null;
  const alt = `${input.record.name}'s developer card`;
  return {
    markdown: `[![${escapeMarkdownInline(alt)}](${markdownUrl(links.svg)})](${markdownUrl(links.page)})`,
    iframe: `<iframe src="${quoted(links.embed)}" width="${input.theme.width}" height="${input.theme.height}" title="${quoted(alt)}" loading="lazy" style="border:0"></iframe>`,
  };
}

/** What every card page opens with: no referrer leaves with a link followed from it. */
const DOCUMENT_START = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
`;

export function renderCardPage(input: CardPageInput & { themes: readonly Theme[] }): string {
  const { record, theme, design, themes } = input;
  const links = linksOf(input);
  const github = githubProfileUrl(record.github_url);
  const name = record.name;
  const title = `${name} (@${record.handle}) · Developer card`;
  const description = `${record.archetype.name}: ${record.archetype.tagline} OVR ${clampInt(record.ovr, 1, 99)}, ${record.tier}, ${record.position}.`;
  const alt = `${name}'s developer card`;
  const metrics = record.metrics;
  const snippet = snippets(input, links);

  const meta = [
    `<meta name="description" content="${esc(description)}">`,
    `<meta property="og:type" content="profile">`,
    `<meta property="og:site_name" content="tooldeck cards">`,
    `<meta property="og:title" content="${esc(title)}">`,
    `<meta property="og:description" content="${esc(description)}">`,
    links.page === null ? '' : `<meta property="og:url" content="${esc(links.page)}">\n<link rel="canonical" href="${esc(links.page)}">`,
    links.og === null ? '' : `<meta property="og:image" content="${esc(links.og)}">\n<meta property="og:image:type" content="image/png">\n<meta property="og:image:width" content="1200">\n<meta property="og:image:height" content="630">\n<meta property="og:image:alt" content="${esc(alt)}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:title" content="${esc(title)}">`,
    `<meta name="twitter:description" content="${esc(description)}">`,
    links.og === null ? '' : `<meta name="twitter:image" content="${esc(links.og)}">\n<meta name="twitter:image:alt" content="${esc(alt)}">`,
  ].filter(Boolean);

  const themeLinks = themes
    .map((other) => {
      const url = safeUrl(record.universes[other.id]?.page);
      if (url === null) return '';
      return `<li><a href="${esc(url)}"${other.id === theme.id ? ' aria-current="page"' : ''}>${esc(other.name)}</a></li>`;
    })
    .join('');
  const designLinks = theme.designs
    .map((other) => {
      const url = inDesign(record.universes[theme.id]?.page, theme, other);
      return url === null ? '' : `<li><a href="${esc(url)}"${other === design ? ' aria-current="page"' : ''}>${esc(other)}</a></li>`;
    })
    .join('');
  const downloads = (
    [
      ['SVG', links.svg],
      ['PNG', links.png],
      ['JSON', links.json],
      ['OG image', links.og],
    ] as const
  )
    .map(([label, url]) => (url === null ? '' : `<li><a href="${esc(url)}" download>${label}</a></li>`))
    .join('');
  const stats = (['pac', 'sho', 'pas', 'dri', 'def', 'phy'] as const).map((key) => {
    const value = clampInt(record.stats[key], 1, 99);
    return barRow(key.toUpperCase(), value, String(value));
  });
  const languages = record.languages.slice(0, 8).map((language) => barRow(language.name, clampNumber(language.share, 0, 1) * 100, percent(language.share)));

  return `${DOCUMENT_START}<meta name="color-scheme" content="dark light">
<title>${esc(title)}</title>
${meta.join('\n')}
<style>${pageStyle(theme)}</style>
</head>
<body>
<main>
<section class="hero">
<figure class="card">${links.svg === null ? '' : `<img src="${esc(links.svg)}" width="${theme.width}" height="${theme.height}" alt="${esc(alt)}">`}</figure>
<div class="who">
<p class="eyebrow">Developer card · ${esc(theme.name)}</p>
<h1>${esc(name)}</h1>
<p class="handle">${link(github, `@${record.handle}`, ' rel="noopener noreferrer"')}</p>
<p class="rating"><span class="ovr">${clampInt(record.ovr, 1, 99)}</span><span class="chip">${esc(record.tier)}</span><span class="chip">${esc(record.position)}</span></p>
<p class="archetype"><span aria-hidden="true">${esc(record.archetype.emoji)}</span> <strong>${esc(record.archetype.name)}</strong></p>
<p class="tagline">${esc(record.archetype.tagline)}</p>
<p class="value">Market value <strong>${esc(record.market_value.formatted)}</strong> · ${esc(record.market_value.club)}</p>
<nav aria-labelledby="themes-heading"><h2 id="themes-heading">Themes</h2><ul>${themeLinks}</ul></nav>
<nav aria-labelledby="designs-heading"><h2 id="designs-heading">Designs</h2><ul>${designLinks}</ul></nav>
</div>
</section>
<div class="grid">
<section class="panel"><h2>Stats</h2><ul class="bars">${stats.join('')}</ul></section>
<section class="panel"><h2>Metrics</h2><dl class="metrics">
<div><dt>Stars earned</dt><dd>${formatCount(metrics.stars_earned)}</dd></div>
<div><dt>Followers</dt><dd>${formatCount(metrics.followers)}</dd></div>
<div><dt>Own repos</dt><dd>${formatCount(metrics.own_repos)}</dd></div>
<div><dt>Years on GitHub</dt><dd>${clampNumber(metrics.years_on_github, 0, 99).toFixed(1)}</dd></div>
<div><dt>Events a week</dt><dd>${clampNumber(metrics.events_per_week, 0, 9999).toFixed(1)}</dd></div>
<div><dt>Maintained</dt><dd>${percent(metrics.maintained_ratio)}</dd></div>
</dl></section>
<section class="panel"><h2>Languages</h2>${languages.length === 0 ? '<p class="note">No language data in public repositories.</p>' : `<ul class="bars">${languages.join('')}</ul>`}<p class="note">Share of bytes over the owner's most-starred non-fork repositories.</p></section>
<section class="panel wide"><h2>Download</h2><ul class="downloads">${downloads}</ul></section>
${snippet === null ? '' : `<section class="panel wide snippet"><h2>Embed</h2>
<h3>Markdown (README)</h3>
<pre><code>${esc(snippet.markdown)}</code></pre>
<h3>HTML</h3>
<pre><code>${esc(snippet.iframe)}</code></pre>
</section>`}
</div>
<footer>tooldeck cards · public GitHub data · ratings explained in the project's README</footer>
</main>
</body>
</html>
`;
}

export function renderCardEmbed(input: CardPageInput): string {
  const { record, theme } = input;
  const links = linksOf(input);
  const alt = `${record.name}'s developer card`;
  const image = links.svg === null ? '' : `<img src="${esc(links.svg)}" width="${theme.width}" height="${theme.height}" alt="${esc(alt)}">`;
  return `${DOCUMENT_START}<title>${esc(alt)}</title>
<style>${EMBED_STYLE}</style>
</head>
<body>${links.page === null ? image : `<a href="${esc(links.page)}" target="_blank" rel="noopener noreferrer">${image}</a>`}</body>
</html>
`;
}

export function renderErrorPage(input: { status: number; title: string; message: string }): string {
  const status = Number.isInteger(input.status) && input.status >= 100 && input.status <= 999 ? String(input.status) : 'Error';
  return `${DOCUMENT_START}<meta name="robots" content="noindex">
<title>${esc(`${status} · ${input.title}`)}</title>
<style>${ERROR_STYLE}</style>
</head>
<body>
<main>
<p class="status">${status}</p>
<h1>${esc(input.title)}</h1>
<p>${esc(input.message)}</p>
</main>
</body>
</html>
`;
}
