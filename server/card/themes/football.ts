/**
 * Football: a FIFA Ultimate Team player card. The classic shield, OVR and position top-left, the
 * avatar fading into the metal, the name on a banner, the six stats in two columns, and the top
 * language and the club as the card's "nation" and "club" badges. The tier picks the metal.
 *
 * Designs: `classic` (bronze, silver, gold; elite is dark with cyan accents, legend the cream and
 * white-gold of an icon card) and `totw` (team of the week: black, trimmed in the tier's metal).
 */
import { STAT_KEYS, TIERS, type CardView, type Tier } from '../card-record.ts';
import { clampInt, escapeXml, initials, safeAvatar, text } from '../svg.ts';
import type { RenderOptions, Theme } from './theme.ts';

const WIDTH = 340;
const HEIGHT = 480;
const DESIGNS = ['classic', 'totw'] as const;
type Design = (typeof DESIGNS)[number];

/** The colours one tier gives one design. */
interface Look {
  /** The metal's gradient, top-left to bottom-right. */
  metal: readonly [string, string, string];
  /** The light that catches the top of the card. */
  sheen: string;
  /** The outer trim and the inner border. */
  edge: string;
  /** OVR, the name and the stat numbers. */
  ink: string;
  /** Position, labels and the small print. */
  soft: string;
  /** The name banner and the badges. */
  banner: string;
  bannerInk: string;
}

const CLASSIC: Record<Tier, Look> = {
  bronze: { metal: ['#f3cfa6', '#c98c57', '#8c5631'], sheen: '#fff1e2', edge: '#5f3719', ink: '#3a2110', soft: '#5b3719', banner: '#6b3f1f', bannerInk: '#fde8d2' },
  silver: { metal: ['#ffffff', '#d3d9dd', '#949ea5'], sheen: '#ffffff', edge: '#5e676d', ink: '#1f2428', soft: '#3b4348', banner: '#4a5257', bannerInk: '#f4f6f7' },
  gold: { metal: ['#fff5c4', '#e9c766', '#b4852a'], sheen: '#fffbe6', edge: '#7a5612', ink: '#362706', soft: '#57420f', banner: '#5e4410', bannerInk: '#fff3c8' },
  elite: { metal: ['#17445a', '#0a1f2c', '#030b12'], sheen: '#5ff0ff', edge: '#35e0ff', ink: '#effdff', soft: '#8fe9ff', banner: '#35e0ff', bannerInk: '#03202b' },
  legend: { metal: ['#fffef8', '#f1e4bd', '#c9a764'], sheen: '#ffffff', edge: '#b08a3a', ink: '#3b2e14', soft: '#6e5828', banner: '#c9a75a', bannerInk: '#2e220b' },
};

/** Team of the week: the same black card for every tier, trimmed in the tier's metal. */
const TOTW_TRIM: Record<Tier, string> = { bronze: '#d9955a', silver: '#dfe4e8', gold: '#f3c94f', elite: '#35e0ff', legend: '#f6e7bb' };

function totwLook(tier: Tier): Look {
  const trim = TOTW_TRIM[tier];
  return { metal: ['#34312b', '#151412', '#050505'], sheen: trim, edge: trim, ink: trim, soft: '#d8d4cb', banner: trim, bannerInk: '#0b0a08' };
}

function lookOf(design: Design, tier: Tier): Look {
  return design === 'totw' ? totwLook(tier) : CLASSIC[tier];
}

const STAT_LABELS = { pac: 'PAC', sho: 'SHO', pas: 'PAS', dri: 'DRI', def: 'DEF', phy: 'PHY' } as const;

/** The shield: a peak at the top, notched shoulders, straight sides, a point at the bottom. */
const SHIELD =
  'M8 66C24 64 32 52 33 36C34 24 42 18 56 18L118 18C138 18 156 14 170 5C184 14 202 18 222 18L284 18C298 18 306 24 307 36C308 52 316 64 332 66' +
  'L332 392C332 408 324 418 308 424L186 470C176 474 164 474 154 470L32 424C16 418 8 408 8 392Z';

/** The inner border, the shield drawn 7% smaller about its centre. */
const INNER = 'translate(170 238) scale(0.93) translate(-170 -238)';

const AVATAR = { x: 112, y: 30, width: 210, height: 226 } as const;

/**
 * The card's drop shadow, 5 px down and softened like a Gaussian blur of 5 px, drawn as thin
 * rings around the shield (each the shield grown by `reach` px, less the one 1 px smaller), each
 * as dark as the blurred shadow is at that distance from its edge. A blur filter over the whole
 * card drew it at 60% of the PNG's render time (resvg blurs every pixel of the card's region);
 * the rings are flat fills of the card's edge. Nothing inside 5 px shows past the shield.
 */
const SHIELD_BOX = { cx: 170, cy: 239.5, width: 324, height: 469 } as const;

/** SHIELD grown by `reach` px each side (scaled about its centre) and moved `dy` down. */
function grownShield(reach: number, dy: number): string {
  const sx = (SHIELD_BOX.width + 2 * reach) / SHIELD_BOX.width;
  const sy = (SHIELD_BOX.height + 2 * reach) / SHIELD_BOX.height;
  let axis = 0;
  return SHIELD.replace(/-?\d+(?:\.\d+)?/g, (number) => {
    const value = Number(number);
    const moved = axis++ % 2 === 0 ? SHIELD_BOX.cx + (value - SHIELD_BOX.cx) * sx : SHIELD_BOX.cy + (value - SHIELD_BOX.cy) * sy + dy;
    return String(Math.round(moved * 100) / 100);
  });
}

/** The standard normal CDF (Abramowitz and Stegun 7.1.26), enough for a shadow's opacity. */
function normalCdf(x: number): number {
  const t = 1 / (1 + 0.3275911 * Math.abs(x) / Math.SQRT2);
  const erf = 1 - t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429)))) * Math.exp(-(x * x) / 2);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

const SHADOW = Array.from({ length: 15 }, (_, step) => {
  const reach = 10 - step;
  const opacity = 0.45 * normalCdf(-(reach - 0.5) / 5);
  return `<path d="${grownShield(reach, 5)}${grownShield(reach - 1, 5)}" fill-opacity="${opacity.toFixed(3)}"/>`;
}).join('');

/**
 * The weave behind the player: thin lines at 45°, 9 px apart, drawn as one path (a <pattern> of
 * 9 px tiles, rotated, costs resvg a lookup for every pixel of the card). The lines x + y = c.
 */
const WEAVE = Array.from({ length: 66 }, (_, k) => {
  const c = Math.SQRT2 * (9 * k + 0.55);
  const x1 = Math.max(0, c - HEIGHT);
  const x2 = Math.min(WIDTH, c);
  return `M${x1.toFixed(2)} ${(c - x1).toFixed(2)}L${x2.toFixed(2)} ${(c - x2).toFixed(2)}`;
}).join('');

export const footballTheme: Theme = {
  id: 'football',
  name: 'Football',
  description: 'A FIFA Ultimate Team player card: OVR, position, the six stats, and a metal that shows the tier.',
  designs: DESIGNS,
  width: WIDTH,
  height: HEIGHT,
  palette: { background: '#0d1b14', surface: '#173126', text: '#f4f1e6', accent: '#e9c766' },
  render(view: CardView, design: string, options: RenderOptions): string {
    const chosen: Design = (DESIGNS as readonly string[]).includes(design) ? (design as Design) : DESIGNS[0];
    const tier: Tier = (TIERS as readonly string[]).includes(view.tier) ? view.tier : 'bronze';
    // Two cards can sit inline in one page: ids carry the theme, design and tier, so a gold card's
    // gradient is never drawn with a silver card's definition of the same id.
    const id = (name: string) => `fb-${chosen}-${tier}-${name}`;
    const look = lookOf(chosen, tier);
    return [
      `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img">`,
      defs(id, look, chosen, options.animated),
      `<g fill="#000" fill-rule="evenodd">${SHADOW}</g>`,
      `<path d="${SHIELD}" fill="url(#${id('metal')})"/>`,
      `<g clip-path="url(#${id('shield')})">`,
      `<path d="${WEAVE}" fill="none" stroke="${look.edge}" stroke-opacity="0.08" stroke-width="0.9"/>`,
      shards(look, chosen),
      `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#${id('sheen')})"/>`,
      avatar(view, id, look),
      options.animated ? `<g transform="rotate(18 170 240)"><rect class="fb-shine" x="-160" y="-120" width="110" height="720" fill="url(#${id('shine')})"/></g>` : '',
      '</g>',
      `<path d="${SHIELD}" fill="none" stroke="${look.edge}" stroke-width="3"/>`,
      `<path d="${SHIELD}" transform="${INNER}" fill="none" stroke="${look.edge}" stroke-opacity="0.55" stroke-width="1.2"/>`,
      headline(view, id, look),
      badges(view, look),
      nameBanner(view, id, look),
      stats(view, look),
      footer(view, look, chosen),
      '</svg>',
    ].join('');
  },
};

function defs(id: (name: string) => string, look: Look, design: Design, animated: boolean): string {
  const [light, mid, dark] = look.metal;
  return [
    '<defs>',
    `<linearGradient id="${id('metal')}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="0.45" stop-color="${mid}"/><stop offset="0.62" stop-color="${light}" stop-opacity="0.9"/><stop offset="1" stop-color="${dark}"/></linearGradient>`,
    `<radialGradient id="${id('sheen')}" cx="0.5" cy="0.05" r="0.75"><stop offset="0" stop-color="${look.sheen}" stop-opacity="0.55"/><stop offset="1" stop-color="${look.sheen}" stop-opacity="0"/></radialGradient>`,
    `<radialGradient id="${id('halo')}" cx="0.5" cy="0.45" r="0.5"><stop offset="0" stop-color="${look.sheen}" stop-opacity="${design === 'totw' ? 0.35 : 0.7}"/><stop offset="1" stop-color="${look.sheen}" stop-opacity="0"/></radialGradient>`,
    // The avatar fades into the card: opaque in the middle, gone at the edges of its box.
    `<radialGradient id="${id('fade')}" cx="0.5" cy="0.42" r="0.56"><stop offset="0.62" stop-color="#fff"/><stop offset="1" stop-color="#000"/></radialGradient>`,
    `<mask id="${id('avatar-fade')}" maskUnits="userSpaceOnUse" x="${AVATAR.x}" y="${AVATAR.y}" width="${AVATAR.width}" height="${AVATAR.height}"><rect x="${AVATAR.x}" y="${AVATAR.y}" width="${AVATAR.width}" height="${AVATAR.height}" fill="url(#${id('fade')})"/></mask>`,
    `<clipPath id="${id('shield')}"><path d="${SHIELD}"/></clipPath>`,
    animated
      ? `<linearGradient id="${id('shine')}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="0.5" stop-color="#fff" stop-opacity="0.45"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>` +
        '<style>@keyframes fb-sweep{0%{transform:translateX(0)}45%,100%{transform:translateX(560px)}}' +
        '.fb-shine{animation:fb-sweep 6s ease-in-out infinite}' +
        '@media (prefers-reduced-motion: reduce){.fb-shine{animation:none;opacity:0}}</style>'
      : '',
    '</defs>',
  ].join('');
}

/** Two faint diagonal bands, the geometry FUT cards carry behind the player. */
function shards(look: Look, design: Design): string {
  const opacity = design === 'totw' ? 0.1 : 0.16;
  return (
    `<path d="M-20 300L360 40L360 120L-20 380Z" fill="${look.sheen}" fill-opacity="${opacity}"/>` +
    `<path d="M-20 420L360 170L360 200L-20 450Z" fill="${look.edge}" fill-opacity="${opacity * 0.6}"/>`
  );
}

function avatar(view: CardView, id: (name: string) => string, look: Look): string {
  const uri = safeAvatar(view.avatar);
  const cx = AVATAR.x + AVATAR.width / 2;
  const halo = `<ellipse cx="${cx}" cy="${AVATAR.y + 112}" rx="112" ry="118" fill="url(#${id('halo')})"/>`;
  if (uri === null) {
    return (
      halo +
      `<circle cx="${cx}" cy="${AVATAR.y + 110}" r="70" fill="${look.edge}" fill-opacity="0.16" stroke="${look.edge}" stroke-opacity="0.5" stroke-width="1.5"/>` +
      `<text x="${cx}" y="${AVATAR.y + 131}" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="58" fill="${look.ink}" fill-opacity="0.85">${escapeXml(initials(view.name))}</text>`
    );
  }
  return halo + `<image href="${uri}" x="${AVATAR.x}" y="${AVATAR.y}" width="${AVATAR.width}" height="${AVATAR.height}" preserveAspectRatio="xMidYMid slice" mask="url(#${id('avatar-fade')})"/>`;
}

/**
 * The lift under the big text: the same text 1.2 px lower, in black, drawn first (a drop-shadow
 * filter on it cost resvg a layer of the card's size each). Darker on the dark cards.
 */
function lift(look: Look, texts: string): string {
  const opacity = look.metal[0] === '#34312b' || look.ink === CLASSIC.elite.ink ? 0.56 : 0.2;
  return `<g transform="translate(0 1.2)" text-anchor="middle" font-family="sans-serif" fill="#000" fill-opacity="${opacity}">${texts}</g>`;
}

/** OVR big at the top-left and the position under it. */
function headline(view: CardView, id: (name: string) => string, look: Look): string {
  return (
    lift(look, `<text x="66" y="100" font-size="56" font-weight="700" letter-spacing="-2">${clampInt(view.ovr, 1, 99)}</text><text x="66" y="128" font-size="21" font-weight="700">${text(view.position, 64, 21)}</text>`) +
    `<g text-anchor="middle" font-family="sans-serif" fill="${look.ink}">` +
    `<text x="66" y="100" font-size="56" font-weight="700" letter-spacing="-2">${clampInt(view.ovr, 1, 99)}</text>` +
    `<text x="66" y="128" font-size="21" font-weight="700" fill="${look.soft}">${text(view.position, 64, 21)}</text>` +
    '</g>' +
    `<line x1="44" y1="140" x2="88" y2="140" stroke="${look.edge}" stroke-opacity="0.6" stroke-width="1.2"/>`
  );
}

/** The "nation" (top language) and "club" badges in the left column, under the position. */
function badges(view: CardView, look: Look): string {
  const language = view.languages[0]?.name;
  const nation = language === undefined ? '—' : Array.from(language.replace(/[^\p{L}\p{N}+#]/gu, '')).slice(0, 3).join('').toUpperCase() || '—';
  const club = initials(view.market_value.club.replace(/[^\p{L}\p{N}\s_-]/gu, '') || '?');
  return (
    `<rect x="47" y="150" width="38" height="24" rx="3" fill="${look.banner}" stroke="${look.edge}" stroke-width="1"/>` +
    `<rect x="47" y="150" width="38" height="6" rx="2" fill="${look.sheen}" fill-opacity="0.35"/>` +
    `<text x="66" y="167" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="11" fill="${look.bannerInk}">${text(nation, 34, 11)}</text>` +
    `<path d="M50 184L82 184L82 198C82 208 74 214 66 218C58 214 50 208 50 198Z" fill="${look.banner}" stroke="${look.edge}" stroke-width="1"/>` +
    `<text x="66" y="204" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="11" fill="${look.bannerInk}">${text(club, 30, 11)}</text>`
  );
}

function nameBanner(view: CardView, id: (name: string) => string, look: Look): string {
  return (
    `<path d="M26 254L314 254L306 288L34 288Z" fill="${look.banner}" fill-opacity="0.92"/>` +
    `<path d="M26 254L314 254" stroke="${look.sheen}" stroke-opacity="0.6" stroke-width="1"/>` +
    lift(look, `<text x="170" y="279" font-weight="700" font-size="22">${text(view.name, 262, 22)}</text>`) +
    `<text x="170" y="279" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="22" fill="${look.bannerInk}">${text(view.name, 262, 22)}</text>`
  );
}

/** PAC SHO PAS in the left column, DRI DEF PHY in the right, a rule between them. */
function stats(view: CardView, look: Look): string {
  const cells = STAT_KEYS.map((key, index) => {
    const column = index < 3 ? 0 : 1;
    const row = index % 3;
    const numberX = column === 0 ? 104 : 214;
    const y = 322 + row * 29;
    return (
      `<text x="${numberX}" y="${y}" text-anchor="end" font-weight="700" font-size="23" fill="${look.ink}">${clampInt(view.stats[key], 1, 99)}</text>` +
      `<text x="${numberX + 7}" y="${y}" font-size="18" fill="${look.soft}">${STAT_LABELS[key]}</text>`
    );
  });
  return (
    `<g font-family="sans-serif">${cells.join('')}</g>` +
    `<line x1="170" y1="302" x2="170" y2="384" stroke="${look.edge}" stroke-opacity="0.55" stroke-width="1.2"/>`
  );
}

/** The badges' names in full, and the market value at the card's point. */
function footer(view: CardView, look: Look, design: Design): string {
  const language = view.languages[0]?.name ?? 'No language';
  return (
    `<line x1="70" y1="398" x2="270" y2="398" stroke="${look.edge}" stroke-opacity="0.45" stroke-width="1"/>` +
    `<g font-family="sans-serif" text-anchor="middle">` +
    `<text x="165" y="417" text-anchor="end" font-size="12" font-weight="700" fill="${look.soft}">${text(language, 104, 12)}</text>` +
    `<circle cx="170" cy="413" r="1.8" fill="${look.edge}"/>` +
    `<text x="175" y="417" text-anchor="start" font-size="12" font-weight="700" fill="${look.soft}">${text(view.market_value.club, 104, 12)}</text>` +
    `<text x="170" y="440" font-size="13" font-weight="700" fill="${look.ink}">${text(view.market_value.formatted, 120, 13)}</text>` +
    (design === 'totw' ? `<text x="170" y="456" font-size="7.5" letter-spacing="1.5" fill="${look.soft}">TEAM OF THE WEEK</text>` : '') +
    '</g>'
  );
}
