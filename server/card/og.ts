/**
 * The social-share image of a card (`/{handle}/og.png`): 1200×630, the size Open Graph and
 * Twitter's large summary card show without cropping. The theme's static card on the left, as
 * big as the height allows; who it is and what the card says on the right, in the theme's palette.
 *
 * The card goes in as a nested <svg> (its own viewBox kept, placed by x/y/width/height), not as a
 * data: URI image: resvg then draws its text with the same fonts as the rest, and the PNG is one
 * render. The card's ids are prefixed by its theme, and ours by `og-`, so none collide.
 */
import type { CardView } from './card-record.ts';
import { safePalette } from './palette.ts';
import { escapeXml, fitText, text } from './svg.ts';
import type { Theme } from './themes/theme.ts';
import { wrapText } from './wrap-text.ts';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

const MARGIN = 48;
/** The card never takes more than this much of the width, however narrow its height makes it. */
const MAX_CARD_WIDTH = 540;
const RIGHT_EDGE = OG_WIDTH - 64;

/**
 * `svg` (a whole document with a root <svg>) as an element placed at x/y in width×height: the
 * XML declaration, doctype and comments before the root dropped, and the root's own width,
 * height, x and y replaced (its viewBox, which a theme always writes, scales the drawing).
 */
export function nestedSvg(svg: string, box: { x: number; y: number; width: number; height: number }): string {
  const body = svg.replace(/^\uFEFF?(?:\s+|<\?xml[^>]*\?>|<!DOCTYPE[^>]*>|<!--[\s\S]*?-->)*/i, '');
  const root = /^<svg\b([^>]*?)(\/?)>/.exec(body);
  if (root === null) throw new Error('not an SVG document');
  const attributes = root[1]!.replace(/\s(?:width|height|x|y)\s*=\s*(?:"[^"]*"|'[^']*')/g, '');
  const placed = ` x="${round(box.x)}" y="${round(box.y)}" width="${round(box.width)}" height="${round(box.height)}"`;
  return `<svg${attributes}${placed}${root[2]}>${body.slice(root[0].length)}`;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/** The largest of `sizes` at which `value` fits `width` whole, else the smallest (cut to fit there). */
export function fittingSize(value: string, width: number, sizes: readonly number[]): number {
  return sizes.find((size) => fitText(value, width, size) === fitText(value, Number.MAX_SAFE_INTEGER, size)) ?? sizes[sizes.length - 1]!;
}

/** The background every 1200×630 image of ours shares: the palette's two dark tones, an accent glow, the mark. */
export function ogFrame(theme: Theme, content: string): string {
  const palette = safePalette(theme);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}">
<defs>
<linearGradient id="og-background" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.background}"/><stop offset="1" stop-color="${palette.surface}"/></linearGradient>
<radialGradient id="og-glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${palette.accent}" stop-opacity="0.28"/><stop offset="1" stop-color="${palette.accent}" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="url(#og-background)"/>
<circle cx="300" cy="315" r="420" fill="url(#og-glow)"/>
<rect x="0" y="${OG_HEIGHT - 8}" width="${OG_WIDTH}" height="8" fill="${palette.accent}"/>
${content}
<text x="${RIGHT_EDGE}" y="${OG_HEIGHT - 36}" text-anchor="end" font-family="sans-serif" font-size="20" font-weight="bold" fill="${palette.muted}" letter-spacing="1">tooldeck cards</text>
</svg>`;
}

export function ogImageSvg(theme: Theme, view: CardView, design: string): string {
  const palette = safePalette(theme);
  const scale = Math.min((OG_HEIGHT - 2 * MARGIN) / theme.height, MAX_CARD_WIDTH / theme.width);
  const card = { width: theme.width * scale, height: theme.height * scale, x: 64, y: (OG_HEIGHT - theme.height * scale) / 2 };
  const left = Math.round(card.x + card.width + 56);
  const width = RIGHT_EDGE - left;

  const nameSize = fittingSize(view.name, width, [64, 56, 48, 40]);
  const tagline = wrapText(view.archetype.tagline, width, 24, 2);
  const ovr = String(Math.min(99, Math.max(1, Math.round(Number.isFinite(view.ovr) ? view.ovr : 1))));
  const ovrWidth = ovr.length * 0.62 * 96;
  const badge = `${view.tier.toUpperCase()} · ${view.position}`;

  // The shadow follows the card's own outline (a shield, a folder), not its box.
  const content = `<filter id="og-shadow" x="-10%" y="-10%" width="120%" height="125%"><feDropShadow dx="0" dy="10" stdDeviation="12" flood-color="#000000" flood-opacity="0.45"/></filter>
<g filter="url(#og-shadow)">${nestedSvg(theme.render(view, design, { animated: false }), card)}</g>
<text x="${left}" y="120" font-family="sans-serif" font-size="20" font-weight="bold" fill="${palette.accent}" letter-spacing="3">${text(`DEVELOPER CARD · ${theme.name.toUpperCase()}`, width, 20)}</text>
<text x="${left}" y="196" font-family="sans-serif" font-size="${nameSize}" font-weight="bold" fill="${palette.text}">${text(view.name, width, nameSize)}</text>
<text x="${left}" y="246" font-family="sans-serif" font-size="30" fill="${palette.muted}">${text(`@${view.handle}`, width, 30)}</text>
<text x="${left}" y="330" font-family="sans-serif" font-size="32" font-weight="bold" fill="${palette.accent}">${text(view.archetype.name, width, 32)}</text>
${tagline.map((line, index) => `<text x="${left}" y="${372 + index * 32}" font-family="sans-serif" font-size="24" fill="${palette.text}">${escapeXml(line)}</text>`).join('\n')}
<text x="${left}" y="530" font-family="sans-serif" font-size="96" font-weight="bold" fill="${palette.accent}">${ovr}</text>
<text x="${round(left + ovrWidth + 18)}" y="488" font-family="sans-serif" font-size="22" font-weight="bold" fill="${palette.muted}" letter-spacing="2">OVR</text>
<text x="${round(left + ovrWidth + 18)}" y="524" font-family="sans-serif" font-size="28" font-weight="bold" fill="${palette.text}">${text(badge, width - ovrWidth - 18, 28)}</text>`;
  return ogFrame(theme, content);
}
