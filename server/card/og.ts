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

/**
 * The card's outline, in its own units: the first <rect> or <path> it draws, definitions, clips,
 * masks and patterns aside (every theme starts with its silhouette: a rounded screen, a shield, a
 * folder with its tab), else its box. Only numbers and path commands are taken from it.
 */
export function cardOutline(svg: string, width: number, height: number): string {
  const drawn = svg.replace(/<(defs|clipPath|mask|pattern|symbol|marker)\b[\s\S]*?<\/\1>/g, '').replace(/^[\s\S]*?<svg\b[^>]*>/, '');
  const shape = /<(rect|path)\b([^>]*?)\/?>/.exec(drawn);
  const attribute = (name: string): string | undefined => shape?.[2] === undefined ? undefined : new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`).exec(shape[2])?.[1];
  if (shape?.[1] === 'path') {
    const d = attribute('d');
    if (d !== undefined && /^[MmLlHhVvCcSsQqTtAaZz0-9.,eE\s+-]+$/.test(d)) return `<path d="${d}"/>`;
  } else if (shape?.[1] === 'rect') {
    const number = (name: string, fallback: number): number => {
      const value = Number.parseFloat(attribute(name) ?? '');
      return Number.isFinite(value) ? value : fallback;
    };
    const rx = number('rx', number('ry', 0));
    return `<rect x="${number('x', 0)}" y="${number('y', 0)}" width="${number('width', width)}" height="${number('height', height)}" rx="${rx}" ry="${number('ry', rx)}"/>`;
  }
  return `<rect width="${width}" height="${height}"/>`;
}

/** The drop shadow the card casts: a Gaussian blur's (σ 12 px, 45% black), 10 px below it. */
const SHADOW_SIGMA = 12;
const SHADOW_OPACITY = 0.45;
const SHADOW_DROP = 10;
/** It is drawn in bands this many px wide, as far as this past the outline (the blur is spent by then). */
const SHADOW_BAND = 3;
const SHADOW_REACH = 30;

/** Φ(z), the standard normal distribution (Abramowitz and Stegun 7.1.26, error < 1.5e-7). */
function normal(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf = 1 - t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429)))) * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** A blurred shadow's darkness `d` px outside its outline (negative: inside), at the middle of d's band. */
function blurred(d: number): number {
  return SHADOW_OPACITY * normal(-d / SHADOW_SIGMA);
}

/**
 * The shadow as layers that stack to a blur's falloff, with no filter: a blurred copy of the card
 * would follow its outline too, but resvg pays a blur by the pixel (it made the OG image cost 6–9×
 * a plain one for the cheapest cards). Strokes centred on the outline, `reach` px either side and
 * the outermost faintest, make the fade outside; fills of the outline drawn `inset` px smaller make
 * it darker inside, as deep as the drop lets it show below the card.
 */
const SHADOW_LAYERS = (() => {
  const strokes: { reach: number; opacity: number }[] = [];
  let clear = 1;
  for (let reach = SHADOW_REACH; reach > 0; reach -= SHADOW_BAND) {
    const wanted = 1 - blurred(reach - SHADOW_BAND / 2);
    strokes.push({ reach, opacity: 1 - wanted / clear });
    clear = wanted;
  }
  const fills: { inset: number; opacity: number }[] = [];
  let under = 1;
  for (let inset = SHADOW_BAND; inset < SHADOW_DROP + SHADOW_BAND; inset += SHADOW_BAND) {
    // Inside, the strokes still give the band past `inset` what they give the same band outside.
    const stroked = 1 - blurred(inset + SHADOW_BAND / 2);
    const wanted = 1 - blurred(-(inset + SHADOW_BAND / 2));
    fills.push({ inset, opacity: 1 - wanted / stroked / under });
    under *= 1 - fills[fills.length - 1]!.opacity;
  }
  return { strokes, fills };
})();

/**
 * The card's drop shadow, SHADOW_DROP px below it: its outline (cardOutline) in SHADOW_LAYERS.
 * The inset fills shrink the outline about the card's centre, which is exact for a rectangle and
 * close enough for a shield's or a folder's.
 */
function cardShadow(svg: string, theme: Theme, card: { x: number; y: number }, scale: number): string {
  const outline = cardOutline(svg, theme.width, theme.height);
  const { width, height } = theme;
  const fills = SHADOW_LAYERS.fills.map(({ inset, opacity }) => {
    const units = inset / scale;
    const sx = Number(((width - 2 * units) / width).toFixed(4));
    const sy = Number(((height - 2 * units) / height).toFixed(4));
    const transform = `translate(${round((width / 2) * (1 - sx))} ${round((height / 2) * (1 - sy))}) scale(${sx} ${sy})`;
    return `<g transform="${transform}" fill="#000000" fill-opacity="${opacity.toFixed(3)}">${outline}</g>`;
  });
  const strokes = SHADOW_LAYERS.strokes.map(
    ({ reach, opacity }) => `<g fill="none" stroke="#000000" stroke-linejoin="round" stroke-width="${round((2 * reach) / scale)}" stroke-opacity="${opacity.toFixed(3)}">${outline}</g>`,
  );
  return `<g transform="translate(${round(card.x)} ${round(card.y + SHADOW_DROP)}) scale(${Number(scale.toFixed(4))})">${strokes.join('')}${fills.join('')}</g>`;
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

  const cardSvg = theme.render(view, design, { animated: false });
  const content = `${cardShadow(cardSvg, theme, card, scale)}
${nestedSvg(cardSvg, card)}
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
