/**
 * Arcade: the developer as PLAYER 1 on a cabinet's high-score screen. Stars are the score, the
 * overall rating the level and the years on GitHub the stage; the six stats are ranked as the
 * table's entries (three-letter names, as arcade initials are), the languages are power-ups and
 * the market value is the bonus. Scanlines and a CRT vignette over everything; PRESS START
 * blinks when animated. Two designs: neon (black, magenta and cyan) and gameboy (four greens).
 */
import { STAT_KEYS, type CardView } from '../card-record.ts';
import { clampInt, clampNumber, escapeXml, formatCount, initials, safeAvatar, text } from '../svg.ts';
import type { RenderOptions, Theme } from './theme.ts';

const WIDTH = 600;
const HEIGHT = 360;
const MONO = 'monospace';

type StatKey = (typeof STAT_KEYS)[number];

interface Style {
  /** The prefix of every id: theme and design, so two cards of the same theme in different designs can share a page. */
  id: string;
  screen: string;
  /** The screen's centre, lit a little brighter than its edges. */
  glowCentre: string;
  frame: string;
  text: string;
  muted: string;
  /** The title's gradient, top to bottom. */
  titleTop: string;
  titleBottom: string;
  /** The 1UP label, PRESS START and the chips' borders. */
  hot: string;
  cool: string;
  /** One colour per rank, 1st to 6th. */
  ranks: readonly string[];
  /** Neon glows; the Game Boy's LCD casts a hard one-pixel shadow instead. */
  neon: boolean;
  /** The avatar filter's values, or null to show it as it is. */
  avatarTable: { r: string; g: string; b: string } | null;
  /** Scanlines and the vignette's edge: black on the CRT, the LCD's own greens on the Game Boy. */
  scanline: string;
  scanlineOpacity: number;
  vignette: string;
  vignetteOpacity: number;
}

const STYLES: Record<string, Style> = {
  neon: {
    id: 'ar-neon-',
    screen: '#06020e',
    glowCentre: '#1a0b33',
    frame: '#ff2bd6',
    text: '#f6f1ff',
    muted: '#8f83b8',
    titleTop: '#ff5ce1',
    titleBottom: '#20e3ff',
    hot: '#ff2bd6',
    cool: '#20e3ff',
    ranks: ['#ffe14d', '#20e3ff', '#ff2bd6', '#7dff6b', '#ff8a3d', '#b58cff'],
    neon: true,
    avatarTable: null,
    scanline: '#000000',
    scanlineOpacity: 0.28,
    vignette: '#000000',
    vignetteOpacity: 0.55,
  },
  gameboy: {
    id: 'ar-gameboy-',
    // The four greens of the original Game Boy's screen, darkest to lightest: 0f380f, 306230, 8bac0f, 9bbc0f.
    screen: '#9bbc0f',
    glowCentre: '#9bbc0f',
    frame: '#0f380f',
    text: '#0f380f',
    muted: '#306230',
    titleTop: '#0f380f',
    titleBottom: '#306230',
    hot: '#0f380f',
    cool: '#306230',
    ranks: ['#0f380f', '#306230', '#0f380f', '#306230', '#0f380f', '#306230'],
    neon: false,
    // Luminance posterised into the four greens (discrete steps per channel).
    avatarTable: { r: '0.059 0.188 0.545 0.608', g: '0.220 0.384 0.675 0.737', b: '0.059 0.188 0.059 0.059' },
    scanline: '#8bac0f',
    scanlineOpacity: 0.3,
    vignette: '#306230',
    vignetteOpacity: 0.35,
  },
};

const STAT_NAMES: Record<StatKey, string> = {
  pac: 'PACE',
  sho: 'SHOOTING',
  pas: 'PASSING',
  dri: 'DRIBBLING',
  def: 'DEFENDING',
  phy: 'PHYSICAL',
};

const ORDINALS = ['1ST', '2ND', '3RD', '4TH', '5TH', '6TH'];

/** Stars as an arcade score: seven zero-padded digits while they fit, then 12.3M / 4.3B. */
function arcadeScore(stars: number): string {
  const n = clampInt(stars, 0, Number.MAX_SAFE_INTEGER);
  return n < 10_000_000 ? String(n).padStart(7, '0') : formatCount(n);
}

function defs(style: Style, animated: boolean): string {
  const css = animated
    ? `<style>
.ar-blink{animation:ar-blink 1.2s steps(1) infinite}
@keyframes ar-blink{50%{opacity:0}}
@media (prefers-reduced-motion: reduce){.ar-blink{animation:none}}
</style>`
    : '';
  // The neon glow is for text only (the frame draws its own): a region just past the blur's reach.
  const glow = style.neon
    ? `<filter id="${style.id}glow" x="-5%" y="-30%" width="110%" height="160%"><feGaussianBlur stdDeviation="1.8" result="ar-blur"/><feMerge><feMergeNode in="ar-blur"/><feMergeNode in="SourceGraphic"/></feMerge></filter>`
    : `<filter id="${style.id}glow" x="-5%" y="-10%" width="110%" height="130%"><feDropShadow dx="2" dy="2" stdDeviation="0" flood-color="#8bac0f" flood-opacity="1"/></filter>`;
  const avatar = style.avatarTable
    ? `<filter id="${style.id}avatar" color-interpolation-filters="sRGB"><feColorMatrix type="saturate" values="0"/><feComponentTransfer><feFuncR type="discrete" tableValues="${style.avatarTable.r}"/><feFuncG type="discrete" tableValues="${style.avatarTable.g}"/><feFuncB type="discrete" tableValues="${style.avatarTable.b}"/></feComponentTransfer></filter>`
    : `<filter id="${style.id}avatar" color-interpolation-filters="sRGB"><feColorMatrix type="saturate" values="1.35"/></filter>`;
  return `<defs>${css}
<radialGradient id="${style.id}screen" cx="0.5" cy="0.45" r="0.7"><stop offset="0" stop-color="${style.glowCentre}"/><stop offset="1" stop-color="${style.screen}"/></radialGradient>
<radialGradient id="${style.id}vignette" cx="0.5" cy="0.5" r="0.72"><stop offset="0.65" stop-color="${style.vignette}" stop-opacity="0"/><stop offset="1" stop-color="${style.vignette}" stop-opacity="${style.vignetteOpacity}"/></radialGradient>
<linearGradient id="${style.id}title" x1="0" y1="0" x2="0" y2="1"><stop offset="0.1" stop-color="${style.titleTop}"/><stop offset="0.9" stop-color="${style.titleBottom}"/></linearGradient>
<pattern id="${style.id}scan" width="6" height="3" patternUnits="userSpaceOnUse"><rect width="6" height="1" fill="${style.scanline}" opacity="${style.scanlineOpacity}"/></pattern>
<pattern id="${style.id}dots" width="8" height="8" patternUnits="userSpaceOnUse"><rect x="0" y="0" width="2" height="2" fill="${style.muted}" opacity="0.6"/></pattern>
${glow}
${avatar}
<clipPath id="${style.id}avatar-clip"><rect x="30" y="122" width="68" height="68"/></clipPath>
</defs>`;
}

/** The top row of every arcade screen: 1UP's score, the level and the stage. */
function topRow(view: CardView, style: Style): string {
  const label = (x: number, anchor: string, word: string, colour: string): string =>
    `<text x="${x}" y="28" text-anchor="${anchor}" font-family="${MONO}" font-size="11" font-weight="bold" fill="${colour}" letter-spacing="1">${word}</text>`;
  const value = (x: number, anchor: string, shown: string): string =>
    `<text x="${x}" y="44" text-anchor="${anchor}" font-family="${MONO}" font-size="14" font-weight="bold" fill="${style.text}" letter-spacing="1">${shown}</text>`;
  return [
    label(30, 'start', '1UP', style.hot),
    value(30, 'start', escapeXml(arcadeScore(view.metrics.stars_earned))),
    label(300, 'middle', 'LEVEL', style.cool),
    value(300, 'middle', String(clampInt(view.ovr, 1, 99))),
    label(570, 'end', 'STAGE', style.cool),
    value(570, 'end', clampNumber(view.metrics.years_on_github, 0, 99).toFixed(1)),
  ].join('\n');
}

function title(style: Style): string {
  return `<text x="300" y="82" text-anchor="middle" font-family="${MONO}" font-size="30" font-weight="bold" letter-spacing="5" fill="url(#${style.id}title)" filter="url(#${style.id}glow)">HIGH SCORES</text>
<rect x="30" y="94" width="540" height="2" fill="url(#${style.id}dots)"/>`;
}

/** PLAYER 1: the avatar in a pixel frame, name, handle, class (archetype), rank (tier), bonus. */
function player(view: CardView, style: Style): string {
  const avatar = safeAvatar(view.avatar);
  const face = avatar
    ? `<image x="30" y="122" width="68" height="68" preserveAspectRatio="xMidYMid slice" href="${avatar}" clip-path="url(#${style.id}avatar-clip)" filter="url(#${style.id}avatar)"/>`
    : `<rect x="30" y="122" width="68" height="68" fill="${style.neon ? '#170a2e' : '#8bac0f'}"/>
<text x="64" y="165" text-anchor="middle" font-family="${MONO}" font-size="24" font-weight="bold" fill="${style.text}">${escapeXml(initials(view.name))}</text>`;
  // A stepped, pixel-art frame: the corners notched one pixel block in.
  const frame = `<path d="M30 116 H98 V120 H102 V122 H104 V190 H102 V192 H98 V196 H30 V192 H26 V190 H24 V122 H26 V120 H30 Z" fill="none" stroke="${style.cool}" stroke-width="2"/>`;
  const field = (y: number, label: string, shown: string): string =>
    `<text x="114" y="${y}" font-family="${MONO}" font-size="8.5" font-weight="bold" fill="${style.muted}" letter-spacing="1">${label}</text>
<text x="114" y="${y + 14}" font-family="${MONO}" font-size="11" font-weight="bold" fill="${style.text}">${shown}</text>`;
  return `<text x="24" y="110" font-family="${MONO}" font-size="11" font-weight="bold" fill="${style.hot}" letter-spacing="1">PLAYER 1</text>
${face}
<rect x="30" y="122" width="68" height="68" fill="url(#${style.id}scan)"/>
${frame}
${field(132, 'CLASS', text(view.archetype.name.toUpperCase(), 100, 11, MONO))}
${field(166, 'RANK', text(view.tier.toUpperCase(), 100, 11, MONO))}
<text x="24" y="216" font-family="${MONO}" font-size="13" font-weight="bold" fill="${style.text}">${text(view.name, 186, 13, MONO)}</text>
<text x="24" y="231" font-family="${MONO}" font-size="10" fill="${style.muted}">${text(`@${view.handle}`, 186, 10, MONO)}</text>
<text x="24" y="254" font-family="${MONO}" font-size="8.5" font-weight="bold" fill="${style.muted}" letter-spacing="1">BONUS</text>
<text x="24" y="273" font-family="${MONO}" font-size="17" font-weight="bold" fill="${style.ranks[0]}" filter="url(#${style.id}glow)">${text(view.market_value.formatted, 186, 17, MONO)}</text>
<text x="24" y="288" font-family="${MONO}" font-size="9" fill="${style.muted}">${text(view.market_value.club, 186, 9, MONO)}</text>`;
}

/** The ranked table: the six stats as entries, best first (ties in the stats' own order). */
function table(view: CardView, style: Style): string {
  const ranked = STAT_KEYS.map((key, order) => ({ key, rating: clampInt(view.stats[key], 1, 99), order })).sort((a, b) => b.rating - a.rating || a.order - b.order);
  const head = `<text x="236" y="110" font-family="${MONO}" font-size="9" font-weight="bold" fill="${style.muted}" letter-spacing="1">RANK</text>
<text x="296" y="110" font-family="${MONO}" font-size="9" font-weight="bold" fill="${style.muted}" letter-spacing="1">NAME</text>
<text x="570" y="110" text-anchor="end" font-family="${MONO}" font-size="9" font-weight="bold" fill="${style.muted}" letter-spacing="1">SCORE</text>`;
  const rows = ranked.map(({ key, rating }, index) => {
    const y = 132 + index * 20;
    const colour = style.ranks[index]!;
    return `<text x="236" y="${y}" font-family="${MONO}" font-size="13" font-weight="bold" fill="${colour}">${ORDINALS[index]}</text>
<text x="296" y="${y}" font-family="${MONO}" font-size="13" font-weight="bold" fill="${colour}" letter-spacing="1">${key.toUpperCase()}</text>
<text x="330" y="${y}" font-family="${MONO}" font-size="9" fill="${style.muted}">${STAT_NAMES[key]}</text>
<rect x="400" y="${y - 3}" width="${(136 * rating) / 99 < 2 ? 2 : ((136 * rating) / 99).toFixed(1)}" height="3" fill="${colour}" opacity="0.45"/>
<text x="570" y="${y}" text-anchor="end" font-family="${MONO}" font-size="13" font-weight="bold" fill="${colour}">${rating}</text>`;
  });
  return `${head}\n${rows.join('\n')}`;
}

/** The languages as power-up chips, four a row, or a line asking for some. */
function powerUps(view: CardView, style: Style): string {
  const heading = `<text x="236" y="256" font-family="${MONO}" font-size="9" font-weight="bold" fill="${style.muted}" letter-spacing="1">POWER-UPS</text>`;
  const languages = view.languages.slice(0, 8);
  if (languages.length === 0) return `${heading}\n<text x="236" y="276" font-family="${MONO}" font-size="11" font-weight="bold" fill="${style.text}">NONE YET · GO COLLECT SOME!</text>`;
  const chips = languages.map((language, index) => {
    const x = 236 + (index % 4) * 85;
    const y = 262 + Math.floor(index / 4) * 21;
    const colour = style.neon ? style.ranks[index % style.ranks.length]! : style.text;
    return `<rect x="${x + 0.5}" y="${y + 0.5}" width="80" height="17" fill="none" stroke="${colour}" stroke-width="1" stroke-dasharray="3 1"/>
<text x="${x + 5}" y="${y + 12.5}" font-family="${MONO}" font-size="8.5" font-weight="bold" fill="${colour}">${text(language.name, 53, 8.5, MONO)}</text>
<text x="${x + 76}" y="${y + 12.5}" text-anchor="end" font-family="${MONO}" font-size="8" fill="${style.muted}">${clampInt(language.share * 100, 0, 100)}%</text>`;
  });
  return `${heading}\n${chips.join('\n')}`;
}

/** The foot: the other metrics in one line, INSERT COIN, PRESS START (blinking) and the credits. */
function footer(view: CardView, style: Style, animated: boolean): string {
  const m = view.metrics;
  const line = `FOLLOWERS ${formatCount(m.followers)} · REPOS ${formatCount(m.own_repos)} · ${clampNumber(m.events_per_week, 0, 9999).toFixed(1)} EVENTS/WK · ${clampInt(m.maintained_ratio * 100, 0, 100)}% MAINTAINED`;
  return `<text x="300" y="316" text-anchor="middle" font-family="${MONO}" font-size="9.5" fill="${style.muted}">${text(line, 540, 9.5, MONO)}</text>
<text x="30" y="342" font-family="${MONO}" font-size="9" font-weight="bold" fill="${style.muted}" letter-spacing="1">INSERT COIN</text>
<text${animated ? ' class="ar-blink"' : ''} x="300" y="343" text-anchor="middle" font-family="${MONO}" font-size="14" font-weight="bold" fill="${style.ranks[0]}" letter-spacing="3" filter="url(#${style.id}glow)">PRESS START</text>
<text x="570" y="342" text-anchor="end" font-family="${MONO}" font-size="9" font-weight="bold" fill="${style.muted}" letter-spacing="1">CREDIT 01</text>`;
}

/**
 * The neon tube's glow around the frame: wider strokes of its colour, fainter the wider, under
 * the tube itself. A blur filter on the frame looked the same but its region is the whole card,
 * which resvg paid for by the pixel (the card cost 30× a plain one).
 */
function frameGlow(colour: string): string {
  return [
    [7, 0.1],
    [4.5, 0.18],
    [3, 0.3],
  ]
    .map(([width, opacity]) => `<rect x="7" y="7" width="586" height="346" rx="13" fill="none" stroke="${colour}" stroke-width="${width}" stroke-opacity="${opacity}"/>\n`)
    .join('');
}

function render(view: CardView, design: string, options: RenderOptions): string {
  const style = STYLES[design] ?? STYLES.neon!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
${defs(style, options.animated)}
<rect width="${WIDTH}" height="${HEIGHT}" rx="18" fill="url(#${style.id}screen)"/>
${style.neon ? frameGlow(style.frame) : ''}<rect x="7" y="7" width="586" height="346" rx="13" fill="none" stroke="${style.frame}" stroke-width="2"/>
<rect x="12" y="12" width="576" height="336" rx="10" fill="none" stroke="${style.frame}" stroke-width="1" stroke-opacity="0.45"/>
${topRow(view, style)}
${title(style)}
${player(view, style)}
<rect x="220" y="102" width="1" height="196" fill="url(#${style.id}dots)"/>
${table(view, style)}
${powerUps(view, style)}
${footer(view, style, options.animated)}
<rect width="${WIDTH}" height="${HEIGHT}" rx="18" fill="url(#${style.id}scan)"/>
<rect width="${WIDTH}" height="${HEIGHT}" rx="18" fill="url(#${style.id}vignette)"/>
</svg>`;
}

export const arcadeTheme: Theme = {
  id: 'arcade',
  name: 'Arcade',
  description: 'A high-score screen: PLAYER 1 with stars as the score, the six stats ranked as the table, scanlines and a CRT glow.',
  designs: ['neon', 'gameboy'],
  width: WIDTH,
  height: HEIGHT,
  palette: { background: '#06020e', surface: '#1a0b33', text: '#f6f1ff', accent: '#ff2bd6' },
  render,
};
