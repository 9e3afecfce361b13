/**
 * The `knight` theme: the record as a heraldic achievement. The shield's arms are blazoned from
 * the data, the same data always giving the same arms:
 * - the division (or ordinary) from the position (KNIGHT_DIVISIONS);
 * - the metal from the tier: Or for gold, elite and legend, Argent for silver and bronze;
 * - the colour from the top language (KNIGHT_LANGUAGE_COLOURS, else a hash of its name; Sable
 *   when there is none);
 * - a coronet over the shield for elite, a crown for legend.
 * The avatar is a roundel at the shield's centre, the name is on the scroll above, the archetype's
 * tagline is the motto below, the overall rating is the Rank, the market value the Ransom, and
 * the six stats are virtues.
 *
 * Designs: `heraldic` (bright tinctures on parchment) and `stone` (a torch-lit stone wall,
 * silver fittings, a flickering glow when animated).
 */
import { STAT_KEYS, type CardStats, type CardView, type Tier } from '../card-record.ts';
import { clampInt, clampNumber, escapeXml, fitText, formatCount, initials, safeAvatar, text } from '../svg.ts';
import type { RenderOptions, Theme } from './theme.ts';

const WIDTH = 400;
const HEIGHT = 500;

/** Football stat → knightly virtue, in STAT_KEYS order. */
export const KNIGHT_VIRTUES: Record<keyof CardStats, string> = {
  pac: 'Swiftness',
  sho: 'Valour',
  pas: 'Courtesy',
  dri: 'Wisdom',
  def: 'Fortitude',
  phy: 'Endurance',
};

export type Division = 'per-pale' | 'per-fess' | 'per-bend' | 'per-bend-sinister' | 'quarterly' | 'per-saltire' | 'per-chevron' | 'pale' | 'fess' | 'bend' | 'bend-sinister' | 'cross';

/** Position → how the field is divided (a `per-…` partition) or which ordinary it bears. */
export const KNIGHT_DIVISIONS: Record<string, Division> = {
  ST: 'pale',
  CF: 'per-pale',
  LW: 'per-bend',
  RW: 'per-bend-sinister',
  CAM: 'quarterly',
  CM: 'cross',
  CDM: 'per-chevron',
  LB: 'bend',
  RB: 'bend-sinister',
  CB: 'fess',
  GK: 'per-saltire',
};

/** The division of a position the table does not know. */
const OTHER_DIVISION: Division = 'per-fess';

export type Metal = 'or' | 'argent';
export type Colour = 'gules' | 'azure' | 'vert' | 'purpure' | 'sable';

const COLOURS: readonly Colour[] = ['gules', 'azure', 'vert', 'purpure', 'sable'];

export const KNIGHT_METALS: Record<Tier, Metal> = { bronze: 'argent', silver: 'argent', gold: 'or', elite: 'or', legend: 'or' };

/** Common languages → the colour nearest their usual badge colour (lower-case names). */
export const KNIGHT_LANGUAGE_COLOURS: Record<string, Colour> = {
  ruby: 'gules', rust: 'gules', html: 'gules', scala: 'gules', swift: 'gules', java: 'gules',
  typescript: 'azure', python: 'azure', go: 'azure', dart: 'azure', lua: 'azure', 'c++': 'azure', powershell: 'azure', r: 'azure',
  shell: 'vert', vue: 'vert', 'c#': 'vert', 'jupyter notebook': 'vert',
  css: 'purpure', php: 'purpure', kotlin: 'purpure', elixir: 'purpure', haskell: 'purpure',
  javascript: 'sable', c: 'sable', 'objective-c': 'sable', assembly: 'sable', makefile: 'sable',
};

/** The arms the data gives: what the shield shows and the blazon under it says. */
export interface Arms {
  division: Division;
  metal: Metal;
  colour: Colour;
  crown: 'none' | 'coronet' | 'crown';
}

export function armsOf(view: Pick<CardView, 'position' | 'tier' | 'languages'>): Arms {
  const division = Object.hasOwn(KNIGHT_DIVISIONS, view.position) ? KNIGHT_DIVISIONS[view.position]! : OTHER_DIVISION;
  const metal = Object.hasOwn(KNIGHT_METALS, view.tier) ? KNIGHT_METALS[view.tier] : 'argent';
  const top = view.languages[0]?.name.trim().toLowerCase();
  let colour: Colour = 'sable';
  if (top !== undefined) {
    // A language the table does not know: the sum of its code points picks the colour.
    colour = Object.hasOwn(KNIGHT_LANGUAGE_COLOURS, top) ? KNIGHT_LANGUAGE_COLOURS[top]! : COLOURS[Array.from(top).reduce((sum, character) => sum + character.codePointAt(0)!, 0) % COLOURS.length]!;
  }
  const crown = view.tier === 'legend' ? 'crown' : view.tier === 'elite' ? 'coronet' : 'none';
  return { division, metal, colour, crown };
}

const DIVISION_WORDS: Record<Division, { partition: string } | { ordinary: string }> = {
  'per-pale': { partition: 'Per pale' },
  'per-fess': { partition: 'Per fess' },
  'per-bend': { partition: 'Per bend' },
  'per-bend-sinister': { partition: 'Per bend sinister' },
  quarterly: { partition: 'Quarterly' },
  'per-saltire': { partition: 'Per saltire' },
  'per-chevron': { partition: 'Per chevron' },
  pale: { ordinary: 'a pale' },
  fess: { ordinary: 'a fess' },
  bend: { ordinary: 'a bend' },
  'bend-sinister': { ordinary: 'a bend sinister' },
  cross: { ordinary: 'a cross' },
};

/** `Quarterly Or and Gules, a roundel proper`; `Argent, a pale Azure, over all a roundel proper`. */
export function blazon(arms: Arms): string {
  const metal = capitalise(arms.metal);
  const colour = capitalise(arms.colour);
  const words = DIVISION_WORDS[arms.division];
  return 'partition' in words ? `${words.partition} ${metal} and ${colour}, a roundel proper` : `${metal}, ${words.ordinary} ${colour}, over all a roundel proper`;
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** What differs between the designs. */
interface Look {
  ink: string;
  muted: string;
  accent: string;
  ribbon: [string, string];
  ribbonBack: string;
  ribbonEdge: string;
  ribbonInk: string;
  outline: string;
  crownEdge: string;
  track: string;
  tinctures: Record<Metal | Colour, [string, string]>;
  /** The drop shadow under the scrolls, shield, crown and seals: its blur (px), drop and darkness. */
  shadow: { blur: number; dy: number; opacity: number };
}

const LOOKS: Record<string, Look> = {
  heraldic: {
    ink: '#2b1d0e',
    muted: '#6e5a3c',
    accent: '#8c1c13',
    ribbon: ['#fffaf0', '#e8d9b8'],
    ribbonBack: '#c9b48a',
    ribbonEdge: '#8c1c13',
    ribbonInk: '#5a140d',
    outline: '#2b1d0e',
    crownEdge: '#6b4a0c',
    track: '#e3d4b0',
    shadow: { blur: 2.5, dy: 3, opacity: 0.4 },
    tinctures: {
      or: ['#fbe08a', '#d49b16'],
      argent: ['#ffffff', '#cfd3da'],
      gules: ['#d8373a', '#9c1a1f'],
      azure: ['#2f6bc4', '#173f85'],
      vert: ['#2f9a50', '#15602e'],
      purpure: ['#8a4aa0', '#552766'],
      sable: ['#3a3a3a', '#111111'],
    },
  },
  stone: {
    ink: '#e8ebef',
    muted: '#9aa4b0',
    accent: '#d7dee6',
    ribbon: ['#e9edf1', '#a9b2bc'],
    ribbonBack: '#6f7882',
    ribbonEdge: '#3b4148',
    ribbonInk: '#1d2127',
    outline: '#c9d0d8',
    crownEdge: '#3b4148',
    track: '#454b53',
    shadow: { blur: 4, dy: 4, opacity: 0.7 },
    tinctures: {
      or: ['#e8c25c', '#a87a16'],
      argent: ['#f2f4f7', '#a9b0ba'],
      gules: ['#b23234', '#6e1519'],
      azure: ['#2f5fa8', '#142f63'],
      vert: ['#2e7e47', '#123f22'],
      purpure: ['#744088', '#3f1c4c'],
      sable: ['#2c2f33', '#0c0d0f'],
    },
  },
};

export const knightTheme: Theme = {
  id: 'knight',
  name: 'Knight',
  description: 'A coat of arms blazoned from the data: shield, crest roundel, name scroll, motto and virtues.',
  designs: ['heraldic', 'stone'],
  width: WIDTH,
  height: HEIGHT,
  palette: { background: '#2b1d0e', surface: '#f4ead5', text: '#2b1d0e', accent: '#8c1c13' },
  render(view: CardView, design: string, options: RenderOptions): string {
    const stone = design === 'stone';
    const look = stone ? LOOKS.stone! : LOOKS.heraldic!;
    const id = (name: string) => `kn-${stone ? 'stone' : 'heraldic'}-${name}`;
    const arms = armsOf(view);
    return [
      `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="serif" role="img">`,
      defs(look, id, arms, stone, options.animated),
      stone ? stoneBackdrop(id) : heraldicBackdrop(id),
      nameScroll(view, look, id),
      crown(arms, look, id),
      shield(view, arms, look, id),
      sideSeals(view, arms, look, id),
      mottoScroll(view, look, id),
      virtues(view, look, id),
      footer(view, arms, look),
      '</svg>',
    ].join('');
  },
};

const SHIELD = 'M110 88 H290 V196 C290 248 252 280 200 298 C148 280 110 248 110 196 Z';
const CENTRE = { x: 200, y: 182 };

function defs(look: Look, id: (name: string) => string, arms: Arms, stone: boolean, animated: boolean): string {
  const gradient = (name: string, [from, to]: [string, string], vertical = false) =>
    `<linearGradient id="${id(name)}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
  const parts = [
    '<defs>',
    gradient('metal', look.tinctures[arms.metal]),
    gradient('colour', look.tinctures[arms.colour]),
    gradient('ribbon', look.ribbon, true),
    // The virtue bars: the colour on vellum, the metal on the dark wall.
    gradient('bar', look.tinctures[stone ? arms.metal : arms.colour]),
    // Diapering: a faint lozenge trellis over the colour, as painted arms often carry.
    `<pattern id="${id('diaper')}" width="14" height="14" patternUnits="userSpaceOnUse"><path d="M7 0 L14 7 L7 14 L0 7 Z" fill="none" stroke="#ffffff" stroke-width="0.6" stroke-opacity="0.22"/><circle cx="7" cy="7" r="1" fill="#ffffff" fill-opacity="0.25"/></pattern>`,
    `<radialGradient id="${id('sheen')}" cx="0.3" cy="0.2" r="0.95"><stop offset="0" stop-color="#ffffff" stop-opacity="0.45"/><stop offset="0.45" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.35"/></radialGradient>`,
    `<clipPath id="${id('shield')}"><path d="${SHIELD}"/></clipPath>`,
    `<clipPath id="${id('roundel')}"><circle cx="${CENTRE.x}" cy="${CENTRE.y}" r="33"/></clipPath>`,
  ];
  if (stone) {
    parts.push(
      // Ashlar: courses of blocks, each course offset by half a block, with a little grit.
      `<pattern id="${id('wall')}" width="80" height="40" patternUnits="userSpaceOnUse"><rect width="80" height="40" fill="#3a3e45"/><rect x="1" y="1" width="38" height="18" fill="#40454c"/><rect x="41" y="1" width="38" height="18" fill="#383c43"/><rect x="-19" y="21" width="38" height="18" fill="#3d4148"/><rect x="21" y="21" width="38" height="18" fill="#42474e"/><rect x="61" y="21" width="38" height="18" fill="#3d4148"/><circle cx="12" cy="8" r="0.8" fill="#555b63"/><circle cx="57" cy="30" r="0.7" fill="#2b2f35"/><circle cx="30" cy="13" r="0.6" fill="#2b2f35"/></pattern>`,
      `<radialGradient id="${id('torch')}" cx="0.5" cy="0.38" r="0.6"><stop offset="0" stop-color="#ffb24a" stop-opacity="0.55"/><stop offset="0.6" stop-color="#ff8a1e" stop-opacity="0.12"/><stop offset="1" stop-color="#ff8a1e" stop-opacity="0"/></radialGradient>`,
      `<radialGradient id="${id('vignette')}" cx="0.5" cy="0.45" r="0.75"><stop offset="0.5" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.6"/></radialGradient>`,
      `<linearGradient id="${id('frame')}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f4f6f8"/><stop offset="0.5" stop-color="#8e97a2"/><stop offset="1" stop-color="#e3e7ec"/></linearGradient>`,
    );
  } else {
    parts.push(
      `<pattern id="${id('vellum')}" width="36" height="36" patternUnits="userSpaceOnUse"><rect width="36" height="36" fill="#f4ead5"/><path d="M18 14 L20 18 L18 22 L16 18 Z" fill="#d9c39a" fill-opacity="0.45"/><path d="M0 0 L2 4 L0 8 M36 0 L34 4 L36 8" fill="none" stroke="#e2cfa6" stroke-width="0.5" stroke-opacity="0.6"/></pattern>`,
      `<radialGradient id="${id('vignette')}" cx="0.5" cy="0.45" r="0.75"><stop offset="0.55" stop-color="#9a6a2a" stop-opacity="0"/><stop offset="1" stop-color="#7a4c16" stop-opacity="0.35"/></radialGradient>`,
      `<linearGradient id="${id('frame')}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f3d27a"/><stop offset="0.5" stop-color="#b07d1a"/><stop offset="1" stop-color="#f0c75e"/></linearGradient>`,
    );
  }
  parts.push('</defs>');
  if (animated) {
    parts.push(
      stone
        ? `<style>.${id('flicker')}{animation:${id('flicker')} 2.6s ease-in-out infinite}@keyframes ${id('flicker')}{0%{opacity:0.85}18%{opacity:1}33%{opacity:0.7}52%{opacity:0.95}71%{opacity:0.78}88%{opacity:1}100%{opacity:0.85}}@media (prefers-reduced-motion: reduce){.${id('flicker')}{animation:none}}</style>`
        : `<style>.${id('sway')}{transform-box:fill-box;transform-origin:50% 0;animation:${id('sway')} 5s ease-in-out infinite alternate}@keyframes ${id('sway')}{from{transform:rotate(-0.8deg)}to{transform:rotate(0.8deg)}}@media (prefers-reduced-motion: reduce){.${id('sway')}{animation:none}}</style>`,
    );
  }
  return parts.join('');
}

/**
 * The soft shadow's layers: how far each spreads beyond the outline (in blurs) and how dark the
 * shadow is from there inwards (a share of its opacity), the Gaussian fall-off in four steps.
 */
const SHADOW_LAYERS: readonly (readonly [number, number])[] = [[0, 0.72], [0.5, 0.38], [1.1, 0.18], [2, 0.05]];

/**
 * A soft drop shadow of `silhouette` (shapes with no paint of their own): the shapes in black,
 * `look.shadow.dy` lower, once per layer, each layer wider (a stroke) and fainter. resvg would
 * blur a filter's whole region pixel by pixel; these are a few plain fills of about the same look.
 */
function softShadow(silhouette: string, look: Look): string {
  const { blur, dy, opacity } = look.shadow;
  const layers = SHADOW_LAYERS.map(([spread, share], index) => {
    const outside = (SHADOW_LAYERS[index + 1]?.[1] ?? 0) * opacity;
    const alpha = 1 - (1 - share * opacity) / (1 - outside);
    const paint = spread > 0 ? ` stroke-width="${(2 * spread * blur).toFixed(2)}"` : ' stroke="none"';
    return `<g opacity="${alpha.toFixed(3)}"${paint}>${silhouette}</g>`;
  });
  return `<g transform="translate(0 ${dy})" fill="#000000" stroke="#000000" stroke-linejoin="round">${layers.join('')}</g>`;
}

/** The same shadow under a circle: each layer a wider circle, so no layer needs a group of its own. */
function circleShadow(cx: number, cy: number, r: number, look: Look): string {
  const { blur, dy, opacity } = look.shadow;
  return SHADOW_LAYERS.map(([spread, share], index) => {
    const outside = (SHADOW_LAYERS[index + 1]?.[1] ?? 0) * opacity;
    const alpha = 1 - (1 - share * opacity) / (1 - outside);
    return `<circle cx="${cx}" cy="${cy + dy}" r="${+(r + spread * blur).toFixed(2)}" fill="#000000" fill-opacity="${alpha.toFixed(3)}"/>`;
  }).join('');
}

function heraldicBackdrop(id: (name: string) => string): string {
  return [
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#2b1d0e"/>`,
    `<rect x="3" y="3" width="${WIDTH - 6}" height="${HEIGHT - 6}" rx="10" fill="url(#${id('vellum')})"/>`,
    `<rect x="3" y="3" width="${WIDTH - 6}" height="${HEIGHT - 6}" rx="10" fill="url(#${id('vignette')})"/>`,
    `<rect x="9" y="9" width="${WIDTH - 18}" height="${HEIGHT - 18}" rx="6" fill="none" stroke="url(#${id('frame')})" stroke-width="3"/>`,
    `<rect x="14" y="14" width="${WIDTH - 28}" height="${HEIGHT - 28}" rx="4" fill="none" stroke="#8c1c13" stroke-width="0.8"/>`,
  ].join('');
}

function stoneBackdrop(id: (name: string) => string): string {
  return [
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#15171a"/>`,
    `<rect x="3" y="3" width="${WIDTH - 6}" height="${HEIGHT - 6}" rx="10" fill="url(#${id('wall')})"/>`,
    `<rect class="${id('flicker')}" x="3" y="3" width="${WIDTH - 6}" height="${HEIGHT - 6}" rx="10" fill="url(#${id('torch')})"/>`,
    `<rect x="3" y="3" width="${WIDTH - 6}" height="${HEIGHT - 6}" rx="10" fill="url(#${id('vignette')})"/>`,
    `<rect x="9" y="9" width="${WIDTH - 18}" height="${HEIGHT - 18}" rx="6" fill="none" stroke="url(#${id('frame')})" stroke-width="3"/>`,
    `<rect x="14" y="14" width="${WIDTH - 28}" height="${HEIGHT - 28}" rx="4" fill="none" stroke="#8e97a2" stroke-width="0.6"/>`,
  ].join('');
}

/** How far a ribbon's ends hang below its band, and how far they reach out. */
const RIBBON_DROP = 9;
const RIBBON_TAIL = 34;

/** A ribbon's swallow-tailed end behind the band's end at `x`, reaching out in `direction`. */
function ribbonEnd(x: number, direction: 1 | -1, top: number, height: number): string {
  const outer = x - direction * RIBBON_TAIL;
  const inner = x + direction * 12;
  const y = top + RIBBON_DROP;
  return `M${inner} ${y} L${outer} ${y} L${outer + direction * 10} ${y + height / 2} L${outer} ${y + height} L${inner} ${y + height} Z`;
}

/** A ribbon's outline, for its shadow. */
function ribbonSilhouette(left: number, right: number, top: number, height: number): string {
  return `<path d="${ribbonEnd(left, 1, top, height)}"/><path d="${ribbonEnd(right, -1, top, height)}"/><rect x="${left}" y="${top}" width="${right - left}" height="${height}"/>`;
}

/**
 * A ribbon: a band from `left` to `right` between `top` and `top + height`, with swallow-tailed
 * ends folded behind it.
 */
function ribbon(left: number, right: number, top: number, height: number, look: Look, id: (name: string) => string): string {
  const bottom = top + height;
  const end = (x: number, direction: 1 | -1) => {
    const inner = x + direction * 12;
    return [
      `<path d="${ribbonEnd(x, direction, top, height)}" fill="${look.ribbonBack}" stroke="${look.ribbonEdge}" stroke-width="0.8"/>`,
      `<path d="M${x} ${bottom} L${inner} ${bottom + RIBBON_DROP} L${inner} ${bottom} Z" fill="${look.ribbonEdge}" fill-opacity="0.7"/>`,
    ].join('');
  };
  return [
    end(left, 1),
    end(right, -1),
    `<rect x="${left}" y="${top}" width="${right - left}" height="${height}" fill="url(#${id('ribbon')})" stroke="${look.ribbonEdge}" stroke-width="0.8"/>`,
    `<path d="M${left + 4} ${top + 3} H${right - 4} M${left + 4} ${bottom - 3} H${right - 4}" stroke="${look.ribbonEdge}" stroke-width="0.5" stroke-opacity="0.6"/>`,
  ].join('');
}

/** The largest size in `sizes` at which `value` fits `width` uncut, else the smallest (cut). */
function fittedSize(value: string, width: number, sizes: number[]): number {
  for (const size of sizes) if (!fitText(value, width, size, 'serif').endsWith('…')) return size;
  return sizes[sizes.length - 1]!;
}

/** fitText estimates regular weight; bold DejaVu Serif runs about a tenth wider. */
const BOLD_WIDTH = 0.88;

/** Likewise for text in capitals, which runs about a fifth wider than mixed case. */
const CAPITALS_WIDTH = 0.82;

function nameScroll(view: CardView, look: Look, id: (name: string) => string): string {
  const width = Math.floor(262 * BOLD_WIDTH);
  const size = fittedSize(view.name, width, [19, 16, 13]);
  return `<g class="${id('sway')}">${softShadow(ribbonSilhouette(64, 336, 24, 32), look)}${ribbon(64, 336, 24, 32, look, id)}<text x="200" y="${40 + size * 0.36}" text-anchor="middle" font-size="${size}" font-weight="bold" fill="${look.ribbonInk}" letter-spacing="0.5">${text(view.name, width, size, 'serif')}</text></g>`;
}

function crown(arms: Arms, look: Look, id: (name: string) => string): string {
  if (arms.crown === 'none') return '';
  const jewel = look.tinctures.gules[0];
  if (arms.crown === 'coronet') {
    const outline = 'M176 86 L174 72 L184 78 L200 66 L216 78 L226 72 L224 86 Z';
    return `<g data-crown="coronet">${softShadow(`<path d="${outline}"/><circle cx="200" cy="66" r="2.5"/>`, look)}<path d="${outline}" fill="${look.tinctures.or[0]}" stroke="${look.crownEdge}" stroke-width="1"/><circle cx="200" cy="66" r="2.5" fill="${jewel}"/><circle cx="174" cy="72" r="2" fill="${look.tinctures.or[1]}"/><circle cx="226" cy="72" r="2" fill="${look.tinctures.or[1]}"/></g>`;
  }
  const outline = 'M170 87 L166 66 L180 76 L188 62 L200 72 L212 62 L220 76 L234 66 L230 87 Z';
  const jewels = [[166, 65], [188, 61], [212, 61], [234, 65]].map(([cx, cy]) => `<circle cx="${cx}" cy="${cy}" r="2.5"/>`).join('');
  return `<g data-crown="crown">${softShadow(`<path d="${outline}"/>${jewels}`, look)}<path d="${outline}" fill="${look.tinctures.or[0]}" stroke="${look.crownEdge}" stroke-width="1"/><rect x="170" y="81" width="60" height="6" fill="${look.tinctures.or[1]}"/><circle cx="166" cy="65" r="2.5" fill="${jewel}"/><circle cx="188" cy="61" r="2.5" fill="${jewel}"/><circle cx="212" cy="61" r="2.5" fill="${jewel}"/><circle cx="234" cy="65" r="2.5" fill="${jewel}"/><circle cx="200" cy="70" r="3" fill="${look.tinctures.azure[0]}"/></g>`;
}

/** The colour's part of the field for `division`, as shapes (drawn inside the shield's clip). */
function divisionShapes(division: Division): string {
  const bendAngle = 49.7; // the shield's diagonal: atan(212 / 180)
  const band = (angle: number) => `<rect x="-10" y="${CENTRE.y - 22}" width="420" height="44" transform="rotate(${angle} 200 ${CENTRE.y})"/>`;
  switch (division) {
    case 'per-pale':
      return '<rect x="200" y="80" width="100" height="230"/>';
    case 'per-fess':
      return `<rect x="100" y="${CENTRE.y}" width="200" height="130"/>`;
    case 'per-bend':
      return '<path d="M110 88 L290 298 L100 310 Z"/>';
    case 'per-bend-sinister':
      return '<path d="M290 88 L110 298 L300 310 Z"/>';
    case 'quarterly':
      return `<rect x="200" y="80" width="100" height="${CENTRE.y - 80}"/><rect x="100" y="${CENTRE.y}" width="100" height="130"/>`;
    case 'per-saltire':
      return `<path d="M100 80 L200 ${CENTRE.y} L100 ${CENTRE.y * 2 - 80} Z"/><path d="M300 80 L200 ${CENTRE.y} L300 ${CENTRE.y * 2 - 80} Z"/>`;
    case 'per-chevron':
      return `<path d="M96 272 L200 ${CENTRE.y - 28} L304 272 L304 310 L96 310 Z"/>`;
    case 'pale':
      return '<rect x="166" y="80" width="68" height="230"/>';
    case 'fess':
      return `<rect x="100" y="${CENTRE.y - 30}" width="200" height="60"/>`;
    case 'bend':
      return band(bendAngle);
    case 'bend-sinister':
      return band(-bendAngle);
    case 'cross':
      return `<rect x="172" y="80" width="56" height="230"/><rect x="100" y="${CENTRE.y - 28}" width="200" height="56"/>`;
  }
}

function shield(view: CardView, arms: Arms, look: Look, id: (name: string) => string): string {
  const shapes = divisionShapes(arms.division);
  const avatar = safeAvatar(view.avatar);
  const parts = [
    `<g data-division="${arms.division}" data-metal="${arms.metal}" data-colour="${arms.colour}">`,
    softShadow(`<path d="${SHIELD}" transform="translate(200 193) scale(1.035) translate(-200 -193)"/>`, look),
    `<path d="${SHIELD}" fill="${look.outline}" transform="translate(200 193) scale(1.035) translate(-200 -193)"/>`,
    `<g clip-path="url(#${id('shield')})">`,
    `<rect x="100" y="80" width="200" height="230" fill="url(#${id('metal')})"/>`,
    `<g fill="url(#${id('colour')})">${shapes}</g>`,
    `<g fill="url(#${id('diaper')})">${shapes}</g>`,
    `<rect x="100" y="80" width="200" height="230" fill="url(#${id('sheen')})"/>`,
    '</g>',
    `<path d="${SHIELD}" fill="none" stroke="${look.tinctures[arms.metal][1]}" stroke-width="1.2" stroke-opacity="0.9" transform="translate(200 193) scale(0.95) translate(-200 -193)"/>`,
    // The roundel: a ring of the metal around the portrait (or the initials on the colour).
    circleShadow(CENTRE.x, CENTRE.y, 39, look),
    `<circle cx="${CENTRE.x}" cy="${CENTRE.y}" r="38" fill="url(#${id('metal')})" stroke="${look.outline}" stroke-width="2"/>`,
  ];
  if (avatar !== null) {
    parts.push(`<image x="${CENTRE.x - 33}" y="${CENTRE.y - 33}" width="66" height="66" href="${avatar}" preserveAspectRatio="xMidYMid slice" clip-path="url(#${id('roundel')})"/>`);
  } else {
    parts.push(`<circle cx="${CENTRE.x}" cy="${CENTRE.y}" r="33" fill="url(#${id('colour')})"/>`);
    parts.push(`<text x="${CENTRE.x}" y="${CENTRE.y + 10}" text-anchor="middle" font-size="28" font-weight="bold" fill="${look.tinctures[arms.metal][0]}">${escapeXml(initials(view.name))}</text>`);
  }
  parts.push(`<circle cx="${CENTRE.x}" cy="${CENTRE.y}" r="33" fill="none" stroke="${look.outline}" stroke-width="1.2"/>`);
  parts.push('</g>');
  return parts.join('');
}

/** Rank (the overall rating) on the left, ransom (the market value) on the right. */
function sideSeals(view: CardView, arms: Arms, look: Look, id: (name: string) => string): string {
  const rank = clampInt(view.ovr, 1, 99);
  const tier = KNIGHT_METALS[view.tier] ? view.tier : 'bronze';
  const metal = look.tinctures[arms.metal];
  const seal = (cx: number, fill: string) =>
    `${circleShadow(cx, 190, 33.75, look)}<circle cx="${cx}" cy="190" r="33" fill="${fill}" stroke="${look.outline}" stroke-width="1.5"/><circle cx="${cx}" cy="190" r="28" fill="none" stroke="${look.outline}" stroke-width="0.6" stroke-dasharray="1.5 2" stroke-opacity="0.8"/>`;
  return [
    `<text x="60" y="146" text-anchor="middle" font-size="10" font-weight="bold" letter-spacing="2.5" fill="${look.muted}">RANK</text>`,
    seal(60, `url(#${id('metal')})`),
    `<text x="60" y="${rank > 9 ? 200 : 201}" text-anchor="middle" font-size="${rank > 9 ? 28 : 30}" font-weight="bold" fill="${arms.metal === 'or' ? '#4a3005' : '#2b2f35'}">${rank}</text>`,
    `<text x="60" y="240" text-anchor="middle" font-size="9" letter-spacing="2" fill="${look.muted}">${escapeXml(tier.toUpperCase())}</text>`,
    `<text x="340" y="146" text-anchor="middle" font-size="10" font-weight="bold" letter-spacing="2.5" fill="${look.muted}">RANSOM</text>`,
    seal(340, `url(#${id('colour')})`),
    `<text x="340" y="195" text-anchor="middle" font-size="13" font-weight="bold" fill="${metal[0]}">${text(view.market_value.formatted, 54 * BOLD_WIDTH, 13, 'serif')}</text>`,
    `<text x="340" y="240" text-anchor="middle" font-size="8.5" fill="${look.muted}">${text(view.market_value.club, 84, 8.5, 'serif')}</text>`,
  ].join('');
}

function mottoScroll(view: CardView, look: Look, id: (name: string) => string): string {
  const motto = view.archetype.tagline.toUpperCase();
  const width = Math.floor(270 * CAPITALS_WIDTH);
  const size = fittedSize(motto, width, [11, 10, 9]);
  return `<g>${softShadow(ribbonSilhouette(56, 344, 306, 26), look)}${ribbon(56, 344, 306, 26, look, id)}<text x="200" y="${319 + size * 0.36}" text-anchor="middle" font-size="${size}" font-style="italic" fill="${look.ribbonInk}">${text(motto, width, size, 'serif')}</text></g>`;
}

function virtues(view: CardView, look: Look, id: (name: string) => string): string {
  const parts = [
    `<path d="M40 366 H150 M250 366 H360" stroke="${look.muted}" stroke-width="0.7"/>`,
    `<text x="200" y="370" text-anchor="middle" font-size="10.5" font-weight="bold" letter-spacing="3" fill="${look.accent}">VIRTUES</text>`,
  ];
  STAT_KEYS.forEach((key, index) => {
    const x = 40 + (index % 3) * 112;
    const y = 390 + Math.floor(index / 3) * 32;
    const value = clampInt(view.stats[key], 1, 99);
    const filled = Math.round((value / 99) * 96 * 10) / 10;
    parts.push(
      `<g data-virtue="${key}"><text x="${x}" y="${y}" font-size="8.5" font-weight="bold" letter-spacing="0.8" fill="${look.ink}">${KNIGHT_VIRTUES[key].toUpperCase()}</text><text x="${x + 96}" y="${y}" text-anchor="end" font-size="14" font-weight="bold" fill="${look.ink}">${value}</text>` +
        `<rect x="${x}" y="${y + 4}" width="96" height="3" rx="1.5" fill="${look.track}"/><rect x="${x}" y="${y + 4}" width="${filled}" height="3" rx="1.5" fill="url(#${id('bar')})"/><text x="${x}" y="${y + 14}" font-size="7" letter-spacing="1" fill="${look.muted}">${key.toUpperCase()}</text></g>`,
    );
  });
  return parts.join('');
}

function footer(view: CardView, arms: Arms, look: Look): string {
  const languages = view.languages.slice(0, 8).map((language) => `${language.name} ${clampInt(clampNumber(language.share, 0, 1) * 100, 0, 100)}%`);
  const tongues = languages.length > 0 ? languages.join(' · ') : 'none yet';
  const metrics = view.metrics;
  const years = clampNumber(metrics.years_on_github, 0, 999).toFixed(1).replace(/\.0$/, '');
  const record = `@${view.handle} · ★ ${formatCount(metrics.stars_earned)} · ${formatCount(metrics.followers)} followers · ${years} years`;
  return [
    `<text x="200" y="452" text-anchor="middle" font-size="10" font-style="italic" fill="${look.ink}">${escapeXml(blazon(arms))}</text>`,
    `<text x="200" y="469" text-anchor="middle" font-size="9" fill="${look.muted}">Tongues: <tspan fill="${look.ink}">${text(tongues, 300, 9, 'serif')}</tspan></text>`,
    `<text x="200" y="484" text-anchor="middle" font-size="8.5" fill="${look.muted}">${text(record, 340, 8.5, 'serif')}</text>`,
  ].join('');
}
