/**
 * TCG: a trading card in the Pokémon/Magic mould. Name and HP (the OVR) on top, the avatar in a
 * framed art box, a type line with the archetype, two attacks made from the two best stats, the
 * six stats in a strip, weakness/resistance/retreat from the languages, the archetype's tagline
 * as flavour text, and the tier's rarity mark and the market value as the price at the bottom.
 *
 * The top language picks the card's energy type (its colours); the tier picks the art frame's
 * metal and the rarity mark. Designs: `holo` (silver foil with a rainbow sheen that shifts when
 * animated), `classic` (the yellow border) and `dark` (black, lit in the type's colour).
 */
import { STAT_KEYS, TIERS, type CardView, type Tier } from '../card-record.ts';
import { clampInt, clampNumber, escapeXml, formatCount, initials, safeAvatar, text } from '../svg.ts';
import type { RenderOptions, Theme } from './theme.ts';

const WIDTH = 360;
const HEIGHT = 504;
const DESIGNS = ['holo', 'classic', 'dark'] as const;
type Design = (typeof DESIGNS)[number];

const ELEMENTS = ['fire', 'water', 'lightning', 'grass', 'psychic', 'fighting', 'metal', 'colorless'] as const;
type Element = (typeof ELEMENTS)[number];

/** An energy type's colours (panel top, panel bottom and accents, deep text) and its symbol, drawn in a 16-unit box about 0,0. */
const ELEMENT_LOOK: Record<Element, { light: string; main: string; deep: string; symbol: string }> = {
  fire: { light: '#fde3d0', main: '#ef8a5c', deep: '#b3371c', symbol: 'M0 -6.5C3 -3 5 -0.5 4.4 2.6C3.8 5.8 -3.8 5.8 -4.4 2.6C-4.9 0 -2.6 -1 -1.8 -3.4C-0.6 -1.6 0.4 -1.3 0 -6.5Z' },
  water: { light: '#ddeffe', main: '#6cb0ea', deep: '#1e5ea6', symbol: 'M0 -6.5C2 -3 5 0 5 2.4A5 5 0 0 1 -5 2.4C-5 0 -2 -3 0 -6.5Z' },
  lightning: { light: '#fff5c6', main: '#f2cc3f', deep: '#8c6d00', symbol: 'M1.8 -6.5L-4.2 1H-0.2L-1.8 6.5L4.2 -1.2H0.2Z' },
  grass: { light: '#e2f4d4', main: '#84c468', deep: '#2d7628', symbol: 'M-5 5C-5.5 -2 -0.5 -6 5.5 -6C5.5 1 1 5.5 -5 5ZM-5 5L2.5 -2.5' },
  psychic: { light: '#f1e1f7', main: '#b689cf', deep: '#6a3187', symbol: 'M-6 0C-3 -4.5 3 -4.5 6 0C3 4.5 -3 4.5 -6 0ZM0 -2A2 2 0 1 0 0 2A2 2 0 1 0 0 -2Z' },
  fighting: { light: '#f6e2cf', main: '#c98955', deep: '#7a4218', symbol: 'M-4.5 -1.5H4.5V4.5H-4.5ZM-4.5 -1.5V-4.5H-1.5V-1.5M-1.5 -4.5H1.5V-1.5M1.5 -4.5H4.5V-1.5' },
  metal: { light: '#edf0f3', main: '#a5afba', deep: '#48535e', symbol: 'M0 -6L5.2 -3V3L0 6L-5.2 3V-3ZM0 -2.6L2.3 -1.3V1.3L0 2.6L-2.3 1.3V-1.3Z' },
  colorless: { light: '#f6f4ee', main: '#d4cfc1', deep: '#69634f', symbol: 'M0 -6L1.8 -1.9L6 -1.9L2.6 0.8L3.8 5.2L0 2.5L-3.8 5.2L-2.6 0.8L-6 -1.9L-1.8 -1.9Z' },
};

/** The languages GitHub lists most, each given the energy its logo's colour suggests; the rest by a hash. */
const LANGUAGE_ELEMENT: Record<string, Element> = {
  rust: 'fire', ruby: 'fire', java: 'fire', scala: 'fire', html: 'fire', swift: 'fire', svelte: 'fire',
  go: 'water', typescript: 'water', c: 'water', 'c++': 'water', 'c#': 'water', dart: 'water', lua: 'water', dockerfile: 'water', powershell: 'water',
  javascript: 'lightning', python: 'lightning', 'jupyter notebook': 'lightning', shell: 'lightning',
  vue: 'grass', 'vim script': 'grass', clojure: 'grass', nim: 'grass', 'emacs lisp': 'grass',
  kotlin: 'psychic', elixir: 'psychic', haskell: 'psychic', php: 'psychic', erlang: 'psychic', elm: 'psychic', ocaml: 'psychic',
  assembly: 'fighting', zig: 'fighting', makefile: 'fighting', coffeescript: 'fighting',
  css: 'metal', 'objective-c': 'metal', 'objective-c++': 'metal', perl: 'metal', r: 'metal',
};

function elementOf(language: string | undefined): Element {
  if (language === undefined) return 'colorless';
  const known = LANGUAGE_ELEMENT[language.toLowerCase()];
  if (known !== undefined) return known;
  let hash = 0;
  for (const character of language) hash = (hash * 31 + character.codePointAt(0)!) >>> 0;
  return ELEMENTS[hash % (ELEMENTS.length - 1)]!;
}

/** The art frame's metal and the rarity mark, by tier. */
const TIER_LOOK: Record<Tier, { frame: readonly [string, string]; mark: string; rarity: string }> = {
  bronze: { frame: ['#e6b688', '#8a5530'], mark: '●', rarity: 'Common' },
  silver: { frame: ['#ffffff', '#8d979f'], mark: '◆', rarity: 'Uncommon' },
  gold: { frame: ['#fff1b0', '#b8882a'], mark: '★', rarity: 'Rare' },
  elite: { frame: ['#b9f6ff', '#1ba9c9'], mark: '★', rarity: 'Rare Holo' },
  legend: { frame: ['#fffdf2', '#c9a45a'], mark: '★★', rarity: 'Legendary' },
};

/** What a design sets: the border, the panel's text colours and how strongly the type colours it. */
interface DesignLook {
  border: readonly [string, string, string];
  ink: string;
  soft: string;
  rule: string;
  dark: boolean;
}

const DESIGN_LOOK: Record<Design, DesignLook> = {
  holo: { border: ['#f4f7fa', '#b7c2cc', '#eef2f6'], ink: '#1b1a17', soft: '#4a4740', rule: '#1b1a17', dark: false },
  classic: { border: ['#fbe27a', '#e8b820', '#f7d44c'], ink: '#1b1a17', soft: '#4a4740', rule: '#1b1a17', dark: false },
  dark: { border: ['#2b2d33', '#0b0c0f', '#24262b'], ink: '#f3f1ea', soft: '#c3bfb4', rule: '#f3f1ea', dark: true },
};

const STAT_LABELS = { pac: 'PAC', sho: 'SHO', pas: 'PAS', dri: 'DRI', def: 'DEF', phy: 'PHY' } as const;

/** Each stat's attack: a name, and a line that says which metric it comes from. */
const ATTACKS: Record<(typeof STAT_KEYS)[number], { name: string; effect: (view: CardView) => string }> = {
  pac: { name: 'Quick Commit', effect: (view) => `Strikes ${decimal(view.metrics.events_per_week)} times a week.` },
  sho: { name: 'Star Shower', effect: (view) => `Rains down ${formatCount(view.metrics.stars_earned)} stars.` },
  pas: { name: 'Follow Through', effect: (view) => `${formatCount(view.metrics.followers)} followers pass it on.` },
  dri: { name: 'Polyglot Feint', effect: (view) => `Weaves through ${clampInt(view.languages.length, 0, 8)} languages.` },
  def: { name: 'Maintainer Wall', effect: (view) => `Keeps ${clampInt(view.metrics.maintained_ratio * 100, 0, 100)}% of its repos alive.` },
  phy: { name: 'Veteran Stamina', effect: (view) => `${decimal(view.metrics.years_on_github)} years on GitHub.` },
};

/** A metric with one decimal, as the card prints it (`15.8`, `0.3`, `7`). */
function decimal(value: number): string {
  return clampNumber(value, 0, 999_999).toFixed(1).replace(/\.0$/, '');
}

export const tcgTheme: Theme = {
  id: 'tcg',
  name: 'Trading card',
  description: 'A trading card: HP, two attacks from the best stats, weakness and resistance from the languages, a rarity and a price.',
  designs: DESIGNS,
  width: WIDTH,
  height: HEIGHT,
  palette: { background: '#1c2233', surface: '#2a3350', text: '#f6f4ee', accent: '#f2cc3f' },
  render(view: CardView, design: string, options: RenderOptions): string {
    const chosen: Design = (DESIGNS as readonly string[]).includes(design) ? (design as Design) : DESIGNS[0];
    const tier: Tier = (TIERS as readonly string[]).includes(view.tier) ? view.tier : 'bronze';
    const element = elementOf(view.languages[0]?.name);
    // Two cards can sit inline in one page: an id names everything its definition depends on.
    const id = (name: string) => `tcg-${chosen}-${element}-${tier}-${name}`;
    const card: Parts = { view, id, design: chosen, look: DESIGN_LOOK[chosen], element, type: ELEMENT_LOOK[element], tier: TIER_LOOK[tier] };
    return [
      `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img">`,
      defs(card, options.animated),
      frame(card, options.animated),
      header(card),
      art(card),
      typeLine(card, options.animated),
      attacks(card),
      statStrip(card),
      matchups(card),
      flavour(card),
      footer(card),
      '</svg>',
    ].join('');
  },
};

interface Parts {
  view: CardView;
  id: (name: string) => string;
  design: Design;
  look: DesignLook;
  element: Element;
  type: (typeof ELEMENT_LOOK)[Element];
  tier: (typeof TIER_LOOK)[Tier];
}

const ART = { x: 28, y: 60, width: 304, height: 172 } as const;

/** A rounded rectangle as a path (drawn clockwise), for the shadow's rings. */
function roundedRect(x: number, y: number, width: number, height: number, radius: number): string {
  const r = Math.max(0, radius);
  const n = (value: number) => String(Math.round(value * 100) / 100);
  return (
    `M${n(x + r)} ${n(y)}H${n(x + width - r)}A${n(r)} ${n(r)} 0 0 1 ${n(x + width)} ${n(y + r)}V${n(y + height - r)}` +
    `A${n(r)} ${n(r)} 0 0 1 ${n(x + width - r)} ${n(y + height)}H${n(x + r)}A${n(r)} ${n(r)} 0 0 1 ${n(x)} ${n(y + height - r)}V${n(y + r)}A${n(r)} ${n(r)} 0 0 1 ${n(x + r)} ${n(y)}Z`
  );
}

/** The standard normal CDF (Abramowitz and Stegun 7.1.26), enough for a shadow's opacity. */
function normalCdf(x: number): number {
  const t = 1 / (1 + (0.3275911 * Math.abs(x)) / Math.SQRT2);
  const erf = 1 - t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429)))) * Math.exp(-(x * x) / 2);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/**
 * The border as a ring: the card less the panel (inset 1 px more, under the panel's edge, so no
 * seam shows). The panel is opaque, so a fill of the whole card paid for pixels nobody sees:
 * the border's and the foil's gradients cost resvg by the pixel they cover.
 */
const BORDER_RING = roundedRect(0, 0, WIDTH, HEIGHT, 16) + roundedRect(14, 14, WIDTH - 28, HEIGHT - 28, 8);

/**
 * The art's rays: stripes 12 px wide every 24 px, turned 30°, as one path under the art's clip
 * (a <pattern> costs resvg a lookup for every pixel it fills). In the stripes' own turned space,
 * u from 48 to 408 and v from -120 to 200 cover the art box.
 */
const RAYS = Array.from({ length: 15 }, (_, k) => `M${24 * (k + 2)} -120H${24 * (k + 2) + 12}V200H${24 * (k + 2)}Z`).join('');

/**
 * The card's drop shadow, 4 px down and softened like a Gaussian blur of 5 px: thin rings around
 * the card (the card grown by `reach` px, less the one 1 px smaller), each as dark as the blurred
 * shadow is at that distance from its edge. The card fills the image, so the shadow shows only in
 * its rounded corners; a blur filter over the whole card drew it at 60–70% of the PNG's render
 * time (resvg blurs every pixel of the region), the rings are flat fills.
 */
const SHADOW = Array.from({ length: 14 }, (_, step) => {
  const reach = 10 - step;
  const opacity = 0.45 * normalCdf(-(reach - 0.5) / 5);
  const ring = (grow: number) => roundedRect(-grow, 4 - grow, WIDTH + 2 * grow, HEIGHT + 2 * grow, 16 + grow);
  return `<path d="${ring(reach)}${ring(reach - 1)}" fill-opacity="${opacity.toFixed(3)}"/>`;
}).join('');

function defs({ id, look, type, tier, design }: Parts, animated: boolean): string {
  const [b1, b2, b3] = look.border;
  const panel = look.dark ? ['#2a2c33', '#121318'] : [type.light, type.main];
  return [
    '<defs>',
    `<linearGradient id="${id('border')}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${b1}"/><stop offset="0.5" stop-color="${b2}"/><stop offset="1" stop-color="${b3}"/></linearGradient>`,
    `<linearGradient id="${id('panel')}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${panel[0]}"/><stop offset="1" stop-color="${panel[1]}"/></linearGradient>`,
    `<linearGradient id="${id('frame')}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${tier.frame[0]}"/><stop offset="0.5" stop-color="${tier.frame[1]}"/><stop offset="1" stop-color="${tier.frame[0]}"/></linearGradient>`,
    `<radialGradient id="${id('scene')}" cx="0.5" cy="0.45" r="0.7"><stop offset="0" stop-color="#ffffff" stop-opacity="${look.dark ? 0.25 : 0.95}"/><stop offset="0.55" stop-color="${type.main}" stop-opacity="0.75"/><stop offset="1" stop-color="${type.deep}"/></radialGradient>`,
    `<radialGradient id="${id('fade')}" cx="0.5" cy="0.5" r="0.5"><stop offset="0.7" stop-color="#fff"/><stop offset="1" stop-color="#000"/></radialGradient>`,
    `<mask id="${id('avatar-fade')}" maskUnits="userSpaceOnUse" x="${ART.x}" y="${ART.y}" width="${ART.width}" height="${ART.height}"><rect x="${180 - 100}" y="${ART.y - 14}" width="200" height="200" fill="url(#${id('fade')})"/></mask>`,
    `<clipPath id="${id('art')}"><rect x="${ART.x}" y="${ART.y}" width="${ART.width}" height="${ART.height}"/></clipPath>`,
    `<clipPath id="${id('card')}"><rect width="${WIDTH}" height="${HEIGHT}" rx="16"/></clipPath>`,
    `<pattern id="${id('dots')}" width="10" height="10" patternUnits="userSpaceOnUse"><circle cx="5" cy="5" r="1" fill="${look.dark ? '#ffffff' : type.deep}" fill-opacity="${look.dark ? 0.07 : 0.12}"/></pattern>`,
    `<filter id="${id('lift')}" x="-10%" y="-30%" width="120%" height="160%"><feDropShadow dx="0" dy="1" stdDeviation="0.7" flood-color="#000" flood-opacity="${look.dark ? 0.8 : 0.3}"/></filter>`,
    design === 'holo' ? holoDefs(id, animated) : '',
    look.dark ? `<radialGradient id="${id('glow')}" cx="0.5" cy="0.2" r="0.7"><stop offset="0" stop-color="${type.main}" stop-opacity="0.32"/><stop offset="1" stop-color="${type.main}" stop-opacity="0"/></radialGradient>` : '',
    animated && design === 'holo'
      ? '<style>@keyframes tcg-holo-shift{0%{transform:translate(-180px,-120px)}50%{transform:translate(0,0)}100%{transform:translate(-180px,-120px)}}' +
        '.tcg-holo{animation:tcg-holo-shift 9s ease-in-out infinite}' +
        '@media (prefers-reduced-motion: reduce){.tcg-holo{animation:none}}</style>'
      : '',
    animated && design !== 'holo'
      ? `<linearGradient id="${id('shine')}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="0.5" stop-color="#fff" stop-opacity="0.4"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>` +
        '<style>@keyframes tcg-sweep{0%{transform:translateX(0)}40%,100%{transform:translateX(620px)}}' +
        '.tcg-shine{animation:tcg-sweep 7s ease-in-out infinite}' +
        '@media (prefers-reduced-motion: reduce){.tcg-shine{animation:none;opacity:0}}</style>'
      : '',
    '</defs>',
  ].join('');
}

/** The holographic foil: a rainbow laid diagonally, and bright streaks across it. */
function holoDefs(id: (name: string) => string, animated: boolean): string {
  const colours = ['#ff6b8b', '#ffd36b', '#8bff9c', '#6bd5ff', '#b38bff', '#ff6b8b', '#ffd36b', '#8bff9c', '#6bd5ff'];
  const stops = colours.map((colour, index) => `<stop offset="${(index / (colours.length - 1)).toFixed(3)}" stop-color="${colour}"/>`).join('');
  const glint = '<stop offset="0.35" stop-color="#fff" stop-opacity="0"/><stop offset="0.5" stop-color="#fff" stop-opacity="0.7"/><stop offset="0.65" stop-color="#fff" stop-opacity="0"/>';
  // The still foil's: the moving foil's rectangle as the gradients' box, in user space.
  const foilBox = 'gradientUnits="userSpaceOnUse" gradientTransform="matrix(580 0 0 700 -40 -40)" x1="0" y1="0" x2="1" y2="1"';
  return (
    `<linearGradient id="${id('rainbow')}" x1="0" y1="0" x2="1" y2="1">${stops}</linearGradient>` +
    (animated
      ? `<linearGradient id="${id('glint')}" x1="0" y1="0" x2="1" y2="1">${glint}</linearGradient>`
      : `<linearGradient id="${id('foil-rainbow')}" ${foilBox}>${stops}</linearGradient><linearGradient id="${id('foil-glint')}" ${foilBox}>${glint}</linearGradient>`)
  );
}

/** The border, the panel inside it, and the holo foil or the shine over both. */
function frame({ id, look, design, type }: Parts, animated: boolean): string {
  // The still foil is two fills of the border's ring (the panel hides the rest), with gradients laid out as on the moving
  // foil's big rectangle (-40 -40 580×700) at rest: no clip and no group opacity, which cost
  // resvg a layer the size of the card each.
  const foil =
    design !== 'holo'
      ? ''
      : animated
        ? `<g clip-path="url(#${id('card')})" opacity="0.34"><g class="tcg-holo"><rect x="-40" y="-40" width="580" height="700" fill="url(#${id('rainbow')})"/><rect x="-40" y="-40" width="580" height="700" fill="url(#${id('glint')})"/></g></g>`
        : `<path d="${BORDER_RING}" fill-rule="evenodd" fill="url(#${id('foil-rainbow')})" fill-opacity="0.34"/><path d="${BORDER_RING}" fill-rule="evenodd" fill="url(#${id('foil-glint')})" fill-opacity="0.34"/>`;
  const shine =
    animated && design !== 'holo'
      ? `<g clip-path="url(#${id('card')})"><g transform="rotate(20 180 252)"><rect class="tcg-shine" x="-190" y="-140" width="120" height="800" fill="url(#${id('shine')})"/></g></g>`
      : '';
  return (
    `<g fill="#000" fill-rule="evenodd">${SHADOW}</g>` +
    `<path d="${BORDER_RING}" fill-rule="evenodd" fill="url(#${id('border')})"/>` +
    foil +
    `<rect x="13" y="13" width="${WIDTH - 26}" height="${HEIGHT - 26}" rx="9" fill="url(#${id('panel')})" stroke="${look.dark ? type.main : '#000000'}" stroke-opacity="${look.dark ? 0.7 : 0.25}" stroke-width="1.2"/>` +
    `<rect x="13" y="13" width="${WIDTH - 26}" height="${HEIGHT - 26}" rx="9" fill="url(#${id('dots')})"/>` +
    (design === 'holo' ? `<rect x="13" y="13" width="${WIDTH - 26}" height="${HEIGHT - 26}" rx="9" fill="url(#${id('rainbow')})" fill-opacity="0.1"/>` : '') +
    (look.dark ? `<rect x="13" y="13" width="${WIDTH - 26}" height="${HEIGHT - 26}" rx="9" fill="url(#${id('glow')})"/>` : '') +
    shine
  );
}

function energy(element: Element, cx: number, cy: number, r: number): string {
  const type = ELEMENT_LOOK[element];
  const scale = (r / 8).toFixed(3);
  const stroked = element === 'grass' || element === 'fighting';
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${type.main}" stroke="#000000" stroke-opacity="0.35" stroke-width="0.8"/>` +
    `<path d="${type.symbol}" transform="translate(${cx} ${cy}) scale(${scale})" fill="${stroked ? 'none' : '#ffffff'}" stroke="${stroked ? '#ffffff' : 'none'}" stroke-width="1.6" stroke-linejoin="round"/>`
  );
}

/** The tier as a stage tag, the name, and HP = OVR with the type's energy. */
function header({ view, id, look, element }: Parts): string {
  const tierName = (TIERS as readonly string[]).includes(view.tier) ? view.tier.toUpperCase() : 'BRONZE';
  return (
    `<text x="26" y="30" font-family="sans-serif" font-style="italic" font-weight="700" font-size="8" letter-spacing="1" fill="${look.soft}">${tierName}</text>` +
    `<text x="26" y="50" font-family="sans-serif" font-weight="700" font-size="20" fill="${look.ink}">${text(view.name, 208, 20)}</text>` +
    `<text x="312" y="50" text-anchor="end" font-family="sans-serif" font-weight="700" fill="${look.dark ? '#ff8f7a' : '#c62d1f'}" filter="url(#${id('lift')})"><tspan font-size="10">HP </tspan><tspan font-size="24">${clampInt(view.ovr, 1, 99)}</tspan></text>` +
    energy(element, 326, 42, 9)
  );
}

/** The framed art box: the type's scene, rays, and the avatar fading into it (or the initials). */
function art({ view, id, tier, type }: Parts): string {
  const uri = safeAvatar(view.avatar);
  const portrait =
    uri === null
      ? `<circle cx="180" cy="${ART.y + 86}" r="62" fill="#ffffff" fill-opacity="0.35" stroke="${type.deep}" stroke-opacity="0.5" stroke-width="1.5"/>` +
        `<text x="180" y="${ART.y + 106}" text-anchor="middle" font-family="serif" font-weight="700" font-size="56" fill="${type.deep}">${escapeXml(initials(view.name))}</text>`
      : `<image href="${uri}" x="80" y="${ART.y - 14}" width="200" height="200" preserveAspectRatio="xMidYMid slice" mask="url(#${id('avatar-fade')})"/>`;
  return (
    `<g clip-path="url(#${id('art')})">` +
    `<rect x="${ART.x}" y="${ART.y}" width="${ART.width}" height="${ART.height}" fill="url(#${id('scene')})"/>` +
    `<path d="${RAYS}" transform="rotate(30)" fill="#ffffff" fill-opacity="0.12"/>` +
    `<ellipse cx="180" cy="${ART.y + ART.height + 6}" rx="120" ry="26" fill="${type.deep}" fill-opacity="0.35"/>` +
    portrait +
    '</g>' +
    `<rect x="${ART.x}" y="${ART.y}" width="${ART.width}" height="${ART.height}" fill="none" stroke="url(#${id('frame')})" stroke-width="5"/>` +
    `<rect x="${ART.x - 2.5}" y="${ART.y - 2.5}" width="${ART.width + 5}" height="${ART.height + 5}" fill="none" stroke="#000000" stroke-opacity="0.35" stroke-width="0.8"/>` +
    `<text x="${ART.x + ART.width - 8}" y="${ART.y + ART.height - 9}" text-anchor="end" font-family="sans-serif" font-weight="700" font-size="9" fill="#ffffff" fill-opacity="0.9" filter="url(#${id('lift')})">${tier.rarity.toUpperCase()}</text>`
  );
}

/**
 * The ribbon under the art: the archetype and the card's data line. The emoji is drawn only on the
 * animated card, the one a browser shows: the static card is the PNG's, and its DejaVu fonts have
 * no colour emoji, so there it would be a missing-glyph box.
 */
function typeLine({ view, id }: Parts, animated: boolean): string {
  const data = `${decimal(view.metrics.years_on_github)} yrs · ${formatCount(view.metrics.own_repos)} repos`;
  const emoji = animated ? `<text x="56" y="250" font-family="sans-serif" font-size="9" fill="#1b1a17">${text(view.archetype.emoji, 20, 9)}</text>` : '';
  return (
    `<path d="M40 238H320L312 254H48Z" fill="url(#${id('frame')})"/>` +
    `<path d="M40 238H320L312 254H48Z" fill="none" stroke="#000000" stroke-opacity="0.3" stroke-width="0.8"/>` +
    emoji +
    `<text x="${animated ? 72 : 58}" y="250" font-family="sans-serif" font-style="italic" font-weight="700" font-size="9" fill="#1b1a17">${text(view.archetype.name, animated ? 106 : 120, 9)}</text>` +
    `<text x="304" y="250" text-anchor="end" font-family="sans-serif" font-style="italic" font-size="8.5" fill="#1b1a17">${text(data, 118, 8.5)}</text>`
  );
}

/** The two best stats as attacks: cost in the languages' energies, name, effect, damage = the stat. */
function attacks({ view, look }: Parts): string {
  const best = [...STAT_KEYS].sort((a, b) => clampInt(view.stats[b], 1, 99) - clampInt(view.stats[a], 1, 99) || STAT_KEYS.indexOf(a) - STAT_KEYS.indexOf(b)).slice(0, 2);
  const energies = view.languages.length === 0 ? ['colorless' as Element] : view.languages.map((language) => elementOf(language.name));
  return best
    .map((key, index) => {
      const value = clampInt(view.stats[key], 1, 99);
      const top = 264 + index * 48;
      const cost = value >= 75 ? 3 : value >= 40 ? 2 : 1;
      const circles = Array.from({ length: cost }, (_, at) => energy(energies[(index + at) % energies.length]!, 36 + at * 17, top + 10, 7.5)).join('');
      return (
        circles +
        `<text x="92" y="${top + 15}" font-family="sans-serif" font-weight="700" font-size="15" fill="${look.ink}">${ATTACKS[key].name}</text>` +
        `<text x="92" y="${top + 31}" font-family="sans-serif" font-size="9.5" fill="${look.soft}">${text(ATTACKS[key].effect(view), 200, 9.5)}</text>` +
        `<text x="330" y="${top + 18}" text-anchor="end" font-family="sans-serif" font-weight="700" font-size="24" fill="${look.ink}">${value}</text>` +
        (index === 0 ? `<line x1="28" y1="${top + 42}" x2="332" y2="${top + 42}" stroke="${look.rule}" stroke-opacity="0.25" stroke-width="0.8"/>` : '')
      );
    })
    .join('');
}

/** The six stats in a strip, as a card's small print of numbers. */
function statStrip({ view, look, type }: Parts): string {
  const cells = STAT_KEYS.map((key, index) => {
    const x = 28 + index * 51 + 25;
    return (
      `<text x="${x}" y="373" text-anchor="middle" font-size="7.5" letter-spacing="0.5" fill="${look.soft}">${STAT_LABELS[key]}</text>` +
      `<text x="${x}" y="386" text-anchor="middle" font-weight="700" font-size="12" fill="${look.ink}">${clampInt(view.stats[key], 1, 99)}</text>`
    );
  });
  return (
    `<rect x="28" y="362" width="304" height="29" rx="5" fill="${look.dark ? type.main : '#ffffff'}" fill-opacity="${look.dark ? 0.14 : 0.45}"/>` +
    `<g font-family="sans-serif">${cells.join('')}</g>`
  );
}

/** Weakness: the least-used language; resistance: the most-used; retreat: one energy per language, four at most. */
function matchups({ view, look }: Parts): string {
  const languages = view.languages;
  const weakest = languages.length > 1 ? languages[languages.length - 1] : undefined;
  const strongest = languages[0];
  // Three columns: weakness and resistance wide enough for a language's name, retreat narrower.
  const label = (x: number, title: string) =>
    `<text x="${x}" y="407" text-anchor="middle" font-family="sans-serif" font-size="7.5" letter-spacing="0.5" fill="${look.soft}">${title}</text>`;
  const matchup = (left: number, language: string | undefined, modifier: string) =>
    language === undefined
      ? `<text x="${left + 55}" y="422" text-anchor="middle" font-family="sans-serif" font-size="10" fill="${look.soft}">none</text>`
      : energy(elementOf(language), left + 7, 418.5, 6) +
        `<text x="${left + 16}" y="422" font-family="sans-serif" font-size="9.5" font-weight="700" fill="${look.ink}">${text(language, 70, 9.5)}</text>` +
        `<text x="${left + 110}" y="422" text-anchor="end" font-family="sans-serif" font-size="9.5" fill="${look.ink}">${modifier}</text>`;
  const retreat = Math.min(4, languages.length);
  const retreatBody =
    retreat === 0
      ? `<text x="296" y="422" text-anchor="middle" font-family="sans-serif" font-size="10" fill="${look.soft}">free</text>`
      : Array.from({ length: retreat }, (_, at) => energy('colorless', 296 - (retreat - 1) * 7 + at * 14, 418.5, 6)).join('');
  return (
    `<line x1="28" y1="397" x2="332" y2="397" stroke="${look.rule}" stroke-opacity="0.25" stroke-width="0.8"/>` +
    label(85, 'WEAKNESS') + matchup(30, weakest?.name, '×2') +
    label(201, 'RESISTANCE') + matchup(146, strongest?.name, '−30') +
    label(296, 'RETREAT') + retreatBody +
    `<line x1="140" y1="403" x2="140" y2="425" stroke="${look.rule}" stroke-opacity="0.18" stroke-width="0.8"/>` +
    `<line x1="262" y1="403" x2="262" y2="425" stroke="${look.rule}" stroke-opacity="0.18" stroke-width="0.8"/>`
  );
}

/**
 * The tagline in italics, on one line: the archetypes' taglines fit it. (Two lines would show the
 * whole of a long hostile tagline, and the theme checks allow no visible `javascript:`.)
 */
function flavour({ view, look }: Parts): string {
  return (
    `<rect x="28" y="430" width="304" height="30" rx="4" fill="none" stroke="${look.rule}" stroke-opacity="0.3" stroke-width="0.8"/>` +
    `<text x="180" y="449" text-anchor="middle" font-family="serif" font-style="italic" font-size="10.5" fill="${look.soft}">${text(view.archetype.tagline, 290, 10.5, 'serif')}</text>`
  );
}

/** The handle and club as the card's credits, the rarity mark, and the market value as its price. */
function footer({ view, look, tier }: Parts): string {
  return (
    `<g font-family="sans-serif" font-size="8" fill="${look.soft}">` +
    `<text x="28" y="474">${text(`@${view.handle}`, 110, 8)}</text>` +
    `<text x="28" y="484" font-style="italic">${text(`Club ${view.market_value.club}`, 110, 8)}</text>` +
    `<text x="180" y="481" text-anchor="middle" font-size="10" fill="${look.ink}">${tier.mark}</text>` +
    `<text x="332" y="482" text-anchor="end" font-weight="700" font-size="12" fill="${look.ink}">${text(view.market_value.formatted, 110, 11)}</text>` +
    '</g>'
  );
}
