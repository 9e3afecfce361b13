/**
 * Mission: the developer as the operative of a mission briefing. The archetype is the codename,
 * the tier the clearance, the three strongest stats the objectives; the avatar sits in a radar
 * reticle, the maintained ratio is the mission status bar, the languages are the intel and the
 * market value is the bounty. Two designs: an agency file (navy, amber, sans-serif) and a neon
 * heads-up display (cyan, monospace).
 */
import { STAT_KEYS, type CardView } from '../card-record.ts';
import { clampInt, clampNumber, escapeXml, fitText, formatCount, initials, safeAvatar, text } from '../svg.ts';
import type { RenderOptions, Theme } from './theme.ts';

const WIDTH = 600;
const HEIGHT = 360;

type Family = 'sans-serif' | 'monospace';
type StatKey = (typeof STAT_KEYS)[number];

/** What differs between the designs; the layout is the same briefing. */
interface Style {
  /** The prefix of every id: theme and design, so two cards of the same theme in different designs can share a page. */
  id: string;
  font: Family;
  backgroundTop: string;
  backgroundBottom: string;
  grid: string;
  text: string;
  muted: string;
  accent: string;
  /** The accent at low strength: tracks of bars, radar rings. */
  dim: string;
  panel: string;
  /** The intel bar's colours, one a language. */
  intel: readonly string[];
  /** Glow on the headline values (hud) or a soft drop shadow (agency). */
  glow: boolean;
}

const STYLES: Record<string, Style> = {
  agency: {
    id: 'ms-agency-',
    font: 'sans-serif',
    backgroundTop: '#0d1f3c',
    backgroundBottom: '#081428',
    grid: '#1a3159',
    text: '#eef3fb',
    muted: '#8ea3c4',
    accent: '#f5a524',
    dim: '#3a4d6e',
    panel: '#10264a',
    intel: ['#f5a524', '#4fb3ff', '#7be0b0', '#ff7a7a', '#c792ea', '#ffd866', '#5ad1e6', '#a8b5cc'],
    glow: false,
  },
  hud: {
    id: 'ms-hud-',
    font: 'monospace',
    backgroundTop: '#04141d',
    backgroundBottom: '#010609',
    grid: '#0b2a36',
    text: '#d4fbff',
    muted: '#4fa3b5',
    accent: '#00e5ff',
    dim: '#0f4453',
    panel: '#06202b',
    intel: ['#00e5ff', '#ff2bd6', '#7dff6b', '#ffb000', '#8f7bff', '#00ffa8', '#ff6b6b', '#b8c7cc'],
    glow: true,
  },
};

/** What each stat becomes as an objective. */
const OBJECTIVES: Record<StatKey, string> = {
  pac: 'Outpace the field',
  sho: 'Hit every target',
  pas: 'Set up the team',
  dri: 'Slip past the defences',
  def: 'Hold the line',
  phy: 'Go the distance',
};

/** The radar's centre and radius, and the avatar's radius inside it. */
const RADAR = { x: 112, y: 152, r: 76, avatar: 40 };

function defs(style: Style, animated: boolean): string {
  const css = animated
    ? `<style>
.ms-sweep{animation:ms-sweep 6s linear infinite}
.ms-blip{animation:ms-blip 2s ease-in-out infinite}
@keyframes ms-sweep{from{transform:rotate(0deg)}to{transform:rotate(360deg)}}
@keyframes ms-blip{0%,100%{opacity:1}50%{opacity:.25}}
@media (prefers-reduced-motion: reduce){.ms-sweep,.ms-blip{animation:none}}
</style>`
    : '';
  const glow = style.glow
    ? `<filter id="${style.id}glow" x="-20%" y="-40%" width="140%" height="180%"><feGaussianBlur stdDeviation="2" result="ms-blur"/><feMerge><feMergeNode in="ms-blur"/><feMergeNode in="SourceGraphic"/></feMerge></filter>`
    : `<filter id="${style.id}glow" x="-10%" y="-20%" width="120%" height="150%"><feDropShadow dx="0" dy="1.5" stdDeviation="1.5" flood-color="#000" flood-opacity="0.45"/></filter>`;
  const gridPattern =
    style.font === 'monospace'
      ? `<pattern id="${style.id}grid" width="12" height="12" patternUnits="userSpaceOnUse"><circle cx="1" cy="1" r="0.8" fill="${style.grid}"/></pattern>`
      : `<pattern id="${style.id}grid" width="24" height="24" patternUnits="userSpaceOnUse"><path d="M24 0 H0 V24" fill="none" stroke="${style.grid}" stroke-width="0.6"/></pattern>`;
  return `<defs>${css}
<linearGradient id="${style.id}bg" x1="0" y1="0" x2="0.35" y2="1"><stop offset="0" stop-color="${style.backgroundTop}"/><stop offset="1" stop-color="${style.backgroundBottom}"/></linearGradient>
${gridPattern}
<radialGradient id="${style.id}radar" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${style.accent}" stop-opacity="0.16"/><stop offset="1" stop-color="${style.accent}" stop-opacity="0.02"/></radialGradient>
<linearGradient id="${style.id}sweep-fill" gradientUnits="userSpaceOnUse" x1="0" y1="${-RADAR.r}" x2="${-RADAR.r * 0.8}" y2="${-RADAR.r * 0.3}"><stop offset="0" stop-color="${style.accent}" stop-opacity="0.55"/><stop offset="1" stop-color="${style.accent}" stop-opacity="0"/></linearGradient>
<linearGradient id="${style.id}bar" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${style.accent}" stop-opacity="0.65"/><stop offset="1" stop-color="${style.accent}"/></linearGradient>
<pattern id="${style.id}hatch" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="2" height="6" fill="${style.accent}" opacity="0.22"/></pattern>
${glow}
<clipPath id="${style.id}avatar-clip"><circle cx="${RADAR.x}" cy="${RADAR.y}" r="${RADAR.avatar}"/></clipPath>
</defs>`;
}

function backdrop(style: Style): string {
  const frame =
    style.font === 'monospace'
      ? // HUD: corner brackets instead of a border.
        `<path d="M8 34 V8 H34 M566 8 H592 V34 M592 326 V352 H566 M34 352 H8 V326" fill="none" stroke="${style.accent}" stroke-width="2"/>`
      : `<rect x="8.5" y="8.5" width="583" height="343" rx="6" fill="none" stroke="${style.accent}" stroke-opacity="0.55" stroke-width="1"/>
<path d="M8.5 40 V14.5 Q8.5 8.5 14.5 8.5 H40 M560 8.5 H585.5 Q591.5 8.5 591.5 14.5 V40 M591.5 320 V345.5 Q591.5 351.5 585.5 351.5 H560 M40 351.5 H14.5 Q8.5 351.5 8.5 345.5 V320" fill="none" stroke="${style.accent}" stroke-width="2.5"/>`;
  return `<rect width="${WIDTH}" height="${HEIGHT}" rx="12" fill="url(#${style.id}bg)"/>
<rect width="${WIDTH}" height="${HEIGHT}" rx="12" fill="url(#${style.id}grid)"/>
${frame}`;
}

/** The header: codename (the archetype) on the left, clearance (the tier) and rating on the right. */
function header(view: CardView, style: Style): string {
  const f = style.font;
  const ovr = clampInt(view.ovr, 1, 99);
  return `<text x="24" y="32" font-family="${f}" font-size="10" font-weight="bold" fill="${style.accent}" letter-spacing="2.5">MISSION BRIEFING · EYES ONLY</text>
<text x="24" y="57" font-family="${f}" font-size="20" font-weight="bold" fill="${style.text}" filter="url(#${style.id}glow)"><tspan fill="${style.muted}" font-size="11" font-weight="normal">CODENAME </tspan>${text(view.archetype.name.toUpperCase(), 320, 20, f)}</text>
<rect x="440" y="20" width="136" height="42" rx="4" fill="${style.panel}" stroke="${style.accent}" stroke-width="1.2"/>
<rect x="440" y="20" width="136" height="42" rx="4" fill="url(#${style.id}hatch)"/>
<text x="452" y="35" font-family="${f}" font-size="8.5" font-weight="bold" fill="${style.muted}" letter-spacing="1.5">CLEARANCE</text>
<text x="452" y="54" font-family="${f}" font-size="16" font-weight="bold" fill="${style.accent}" letter-spacing="1">${text(view.tier.toUpperCase(), 70, 16, f)}</text>
<text x="566" y="35" text-anchor="end" font-family="${f}" font-size="8.5" font-weight="bold" fill="${style.muted}" letter-spacing="1">LVL</text>
<text x="566" y="54" text-anchor="end" font-family="${f}" font-size="16" font-weight="bold" fill="${style.text}">${ovr}</text>
<rect x="24" y="70" width="552" height="1" fill="${style.accent}" opacity="0.35"/>`;
}

/** The radar around the avatar: rings, ticks, crosshair, a sweep and a couple of blips. */
function radar(view: CardView, style: Style, animated: boolean): string {
  const { x, y, r, avatar: inner } = RADAR;
  const ticks = Array.from({ length: 36 }, (_, index) => {
    const angle = (index * 10 * Math.PI) / 180;
    const long = index % 9 === 0;
    const from = r - (long ? 9 : 4);
    const point = (radius: number): string => `${(x + radius * Math.cos(angle)).toFixed(1)} ${(y + radius * Math.sin(angle)).toFixed(1)}`;
    return `M${point(from)} L${point(r)}`;
  }).join(' ');
  const sweepAngle = (50 * Math.PI) / 180;
  const wedge = `M0 0 L0 ${-r} A${r} ${r} 0 0 0 ${(-r * Math.sin(sweepAngle)).toFixed(1)} ${(-r * Math.cos(sweepAngle)).toFixed(1)} Z`;
  const image = safeAvatar(view.avatar);
  const face = image
    ? `<image x="${x - inner}" y="${y - inner}" width="${inner * 2}" height="${inner * 2}" preserveAspectRatio="xMidYMid slice" href="${image}" clip-path="url(#${style.id}avatar-clip)"/>`
    : `<circle cx="${x}" cy="${y}" r="${inner}" fill="${style.panel}"/>
<text x="${x}" y="${y + 9}" text-anchor="middle" font-family="${style.font}" font-size="26" font-weight="bold" fill="${style.accent}">${escapeXml(initials(view.name))}</text>`;
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="url(#${style.id}radar)" stroke="${style.accent}" stroke-opacity="0.7" stroke-width="1.2"/>
<circle cx="${x}" cy="${y}" r="${r * 0.76}" fill="none" stroke="${style.dim}" stroke-width="0.8" stroke-dasharray="2 3"/>
<path d="${ticks}" stroke="${style.accent}" stroke-opacity="0.6" stroke-width="1"/>
<path d="M${x - r - 8} ${y} H${x - inner - 6} M${x + inner + 6} ${y} H${x + r + 8} M${x} ${y - r - 8} V${y - inner - 6} M${x} ${y + inner + 6} V${y + r + 8}" stroke="${style.accent}" stroke-width="1"/>
<g transform="translate(${x} ${y})"><g${animated ? ' class="ms-sweep"' : ''}><path d="${wedge}" fill="url(#${style.id}sweep-fill)"/><path d="M0 0 V${-r}" stroke="${style.accent}" stroke-width="1.4"/></g></g>
<circle${animated ? ' class="ms-blip"' : ''} cx="${x + 52}" cy="${y - 40}" r="2.6" fill="${style.accent}"/>
<circle${animated ? ' class="ms-blip"' : ''} cx="${x - 58}" cy="${y + 30}" r="2" fill="${style.accent}" opacity="0.7"/>
${face}
<circle cx="${x}" cy="${y}" r="${inner}" fill="none" stroke="${style.accent}" stroke-width="2"/>
<path d="M${x - inner - 4} ${y - inner + 8} V${y - inner - 4} H${x - inner + 8} M${x + inner - 8} ${y - inner - 4} H${x + inner + 4} V${y - inner + 8} M${x + inner + 4} ${y + inner - 8} V${y + inner + 4} H${x + inner - 8} M${x - inner + 8} ${y + inner + 4} H${x - inner - 4} V${y + inner - 8}" fill="none" stroke="${style.text}" stroke-width="1.5"/>`;
}

/** Under the radar: the operative's name and handle, and the overall rating. */
function operative(view: CardView, style: Style): string {
  const f = style.font;
  return `<text x="24" y="256" font-family="${f}" font-size="8.5" font-weight="bold" fill="${style.accent}" letter-spacing="2">OPERATIVE</text>
<text x="24" y="276" font-family="${f}" font-size="15" font-weight="bold" fill="${style.text}">${text(view.name, 176, 15, f)}</text>
<text x="24" y="292" font-family="${f}" font-size="11" fill="${style.muted}">${text(`@${view.handle}`, 176, 11, f)}</text>`;
}

/** The three strongest stats as objectives (ticked from 70 up), the other three as secondary. */
function objectives(view: CardView, style: Style): string {
  const f = style.font;
  const ranked = STAT_KEYS.map((key, order) => ({ key, rating: clampInt(view.stats[key], 1, 99), order })).sort((a, b) => b.rating - a.rating || a.order - b.order);
  const lines = ranked.slice(0, 3).map(({ key, rating }, index) => {
    const y = 106 + index * 20;
    const done = rating >= 70;
    const box = `<rect x="216.5" y="${y - 10.5}" width="11" height="11" rx="2" fill="${done ? style.accent : 'none'}" stroke="${style.accent}" stroke-width="1.2"/>${
      done ? `<path d="M219 ${y - 5} l2.6 2.8 l4.6 -5.6" fill="none" stroke="${style.backgroundBottom}" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"/>` : ''
    }`;
    return `${box}
<text x="236" y="${y}" font-family="${f}" font-size="9" font-weight="bold" fill="${style.muted}">0${index + 1}</text>
<text x="256" y="${y}" font-family="${f}" font-size="12.5" fill="${style.text}">${OBJECTIVES[key]}</text>
<text x="530" y="${y}" text-anchor="end" font-family="${f}" font-size="9" font-weight="bold" fill="${style.muted}" letter-spacing="1">${key.toUpperCase()}</text>
<text x="576" y="${y}" text-anchor="end" font-family="${f}" font-size="13" font-weight="bold" fill="${style.accent}">${rating}</text>
<rect x="256" y="${y + 5}" width="320" height="2" fill="${style.dim}" opacity="0.6"/>
<rect x="256" y="${y + 5}" width="${((320 * rating) / 99).toFixed(1)}" height="2" fill="url(#${style.id}bar)"/>`;
  });
  const secondary = ranked
    .slice(3)
    .map(({ key, rating }) => `<tspan fill="${style.muted}">${key.toUpperCase()} </tspan><tspan fill="${style.text}" font-weight="bold">${rating}</tspan>`)
    .join(`<tspan fill="${style.dim}">   ·   </tspan>`);
  return `<text x="216" y="86" font-family="${f}" font-size="9" font-weight="bold" fill="${style.accent}" letter-spacing="2">PRIMARY OBJECTIVES</text>
${lines.join('\n')}
<text x="216" y="172" font-family="${f}" font-size="9.5"><tspan font-weight="bold" fill="${style.accent}" letter-spacing="2">SECONDARY   </tspan>${secondary}</text>`;
}

/** Mission status: the share of maintained repos as a segmented progress bar. */
function status(view: CardView, style: Style): string {
  const f = style.font;
  const percent = clampInt(view.metrics.maintained_ratio * 100, 0, 100);
  const segments = Array.from({ length: 40 }, (_, index) => {
    const on = index < Math.round((percent / 100) * 40);
    return `<rect x="${216 + index * 9}" y="200" width="7" height="9" fill="${on ? style.accent : style.dim}" opacity="${on ? 1 : 0.55}"/>`;
  }).join('');
  return `<text x="216" y="194" font-family="${f}" font-size="9" font-weight="bold" fill="${style.accent}" letter-spacing="2">MISSION STATUS</text>
<text x="576" y="194" text-anchor="end" font-family="${f}" font-size="9.5" fill="${style.muted}">REPOS MAINTAINED <tspan font-weight="bold" fill="${style.text}">${percent}%</tspan></text>
${segments}`;
}

/** Intel: the languages as one stacked bar and a legend, or a line saying none was gathered. */
function intel(view: CardView, style: Style): string {
  const f = style.font;
  const languages = view.languages.slice(0, 8);
  const heading = `<text x="216" y="230" font-family="${f}" font-size="9" font-weight="bold" fill="${style.accent}" letter-spacing="2">INTEL · LANGUAGES</text>`;
  if (languages.length === 0) {
    return `${heading}
<rect x="216" y="236" width="360" height="6" rx="3" fill="url(#${style.id}hatch)" stroke="${style.dim}" stroke-width="0.8"/>
<text x="216" y="258" font-family="${f}" font-size="11" fill="${style.muted}">No intel gathered yet.</text>`;
  }
  const total = languages.reduce((sum, language) => sum + clampNumber(language.share, 0, 1), 0) || 1;
  let offset = 216;
  const bar = languages
    .map((language, index) => {
      const width = (360 * clampNumber(language.share, 0, 1)) / total;
      const segment = `<rect x="${offset.toFixed(1)}" y="236" width="${Math.max(0, width - 1).toFixed(1)}" height="6" fill="${style.intel[index]}"/>`;
      offset += width;
      return segment;
    })
    .join('');
  const legend = languages
    .map((language, index) => {
      const x = 216 + (index % 4) * 90;
      const y = 258 + Math.floor(index / 4) * 16;
      const share = clampInt(language.share * 100, 0, 100);
      const name = fitText(language.name, 58, 9.5, f);
      // The share follows the name: its width estimated (DejaVu Sans Mono is 0.602 em; sans-serif capitals run wider), never past the column.
      const shareX = x + 11 + Math.min(58, Array.from(name).length * 9.5 * (f === 'monospace' ? 0.602 : 0.68)) + 4;
      return `<rect x="${x}" y="${y - 7}" width="7" height="7" rx="1.5" fill="${style.intel[index]}"/>
<text x="${x + 11}" y="${y}" font-family="${f}" font-size="9.5" fill="${style.text}">${escapeXml(name)}</text>
<text x="${shareX.toFixed(1)}" y="${y}" font-family="${f}" font-size="9" fill="${style.muted}">${share}%</text>`;
    })
    .join('\n');
  return `${heading}
<rect x="216" y="236" width="360" height="6" fill="${style.dim}"/>
${bar}
${legend}`;
}

/** The bounty (market value and its club) and the field record (raw metrics) along the foot. */
function footer(view: CardView, style: Style): string {
  const f = style.font;
  const m = view.metrics;
  const record: [string, string][] = [
    [formatCount(m.stars_earned), 'STARS'],
    [formatCount(m.followers), 'FOLLOWERS'],
    [formatCount(m.own_repos), 'REPOS'],
    [clampNumber(m.years_on_github, 0, 99).toFixed(1), 'YEARS'],
    [clampNumber(m.events_per_week, 0, 9999).toFixed(1), 'OPS / WK'],
  ];
  const cells = record
    .map(([value, label], index) => {
      const x = 352 + index * 50;
      return `<text x="${x}" y="326" text-anchor="middle" font-family="${f}" font-size="13" font-weight="bold" fill="${style.text}">${escapeXml(value)}</text>
<text x="${x}" y="339" text-anchor="middle" font-family="${f}" font-size="7" font-weight="bold" fill="${style.muted}" letter-spacing="0.8">${label}</text>`;
    })
    .join('\n');
  return `<rect x="24" y="298" width="552" height="1" fill="${style.accent}" opacity="0.35"/>
<text x="24" y="317" font-family="${f}" font-size="8.5" font-weight="bold" fill="${style.accent}" letter-spacing="2">BOUNTY</text>
<text x="24" y="340" font-family="${f}" font-size="22" font-weight="bold" fill="${style.accent}" filter="url(#${style.id}glow)">${text(view.market_value.formatted, 130, 22, f)}</text>
<text x="160" y="317" font-family="${f}" font-size="8.5" font-weight="bold" fill="${style.muted}" letter-spacing="1.5">POSTED BY</text>
<text x="160" y="336" font-family="${f}" font-size="11" fill="${style.text}">${text(view.market_value.club, 170, 11, f)}</text>
${cells}`;
}

function render(view: CardView, design: string, options: RenderOptions): string {
  const style = STYLES[design] ?? STYLES.agency!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
${defs(style, options.animated)}
${backdrop(style)}
${header(view, style)}
${radar(view, style, options.animated)}
${operative(view, style)}
${objectives(view, style)}
${status(view, style)}
${intel(view, style)}
${footer(view, style)}
</svg>`;
}

export const missionTheme: Theme = {
  id: 'mission',
  name: 'Mission',
  description: 'A mission briefing: the operative in a radar reticle, a codename and clearance, objectives, intel and a bounty.',
  designs: ['agency', 'hud'],
  width: WIDTH,
  height: HEIGHT,
  palette: { background: '#081428', surface: '#10264a', text: '#eef3fb', accent: '#f5a524' },
  render,
};
