/**
 * The `rpg` theme: the record as a role-playing game's character sheet. Level is the overall
 * rating, the class is the archetype, the title comes from the tier, the six football stats are
 * re-labelled as attributes (RPG_ATTRIBUTES: the card prints each original key beside its new
 * name, so the mapping stays visible), HP and MP are the maintained ratio and the weekly events,
 * the languages are skills and the market value is gold.
 *
 * Designs: `parchment` (sepia paper, serif ink, a wax seal for the level) and `pixel` (a dark
 * 16-bit menu: blue windows, monospace, a blinking cursor when animated).
 */
import { STAT_KEYS, type CardStats, type CardView, type Tier } from '../card-record.ts';
import { clampInt, clampNumber, escapeXml, fitText, formatCount, initials, safeAvatar, text } from '../svg.ts';
import type { RenderOptions, Theme } from './theme.ts';

const WIDTH = 600;
const HEIGHT = 340;

/** Football stat → character attribute, in STAT_KEYS order. */
export const RPG_ATTRIBUTES: Record<keyof CardStats, { abbr: string; name: string }> = {
  pac: { abbr: 'AGI', name: 'Agility' },
  sho: { abbr: 'STR', name: 'Strength' },
  pas: { abbr: 'CHA', name: 'Charisma' },
  dri: { abbr: 'INT', name: 'Intellect' },
  def: { abbr: 'CON', name: 'Constitution' },
  phy: { abbr: 'END', name: 'Endurance' },
};

/** The title a tier earns. */
export const RPG_TITLES: Record<Tier, string> = { bronze: 'Novice', silver: 'Adept', gold: 'Veteran', elite: 'Champion', legend: 'Legend' };

/** Events per week at which the MP bar is full; the bar grows with log(1 + events). */
const MP_FULL_EVENTS = 50;

type Family = 'serif' | 'monospace';

/** The share of a width that bold text is fitted to: fitText estimates regular weight. */
const BOLD_WIDTH = 0.88;

/** What differs between the designs: colours, the font, and how the frame and windows are drawn. */
interface Look {
  family: Family;
  ink: string;
  muted: string;
  heading: string;
  accent: string;
  track: string;
  trackStroke: string;
  /** Start and end colours of the HP, MP, attribute and skill bars. */
  hp: [string, string];
  mp: [string, string];
  attribute: [string, string];
  skill: [string, string];
  coin: [string, string];
  frame: [string, string, string];
}

const LOOKS: Record<string, Look> = {
  parchment: {
    family: 'serif',
    ink: '#3b2815',
    muted: '#7a5c3a',
    heading: '#7c2a17',
    accent: '#7c2a17',
    track: '#e6d3a8',
    trackStroke: '#8a6a40',
    hp: ['#8e2418', '#c8503a'],
    mp: ['#23447a', '#4a78bd'],
    attribute: ['#5e3d17', '#b0802e'],
    skill: ['#3f5a2a', '#7d9a48'],
    coin: ['#f7dc86', '#a97412'],
    frame: ['#f3d68a', '#9c6c17', '#e9c46a'],
  },
  pixel: {
    family: 'monospace',
    ink: '#f4f4ff',
    muted: '#a9b4ea',
    heading: '#ffd75e',
    accent: '#7fe3ff',
    track: '#0a1040',
    trackStroke: '#6f7fd8',
    hp: ['#1fa83a', '#8cf25a'],
    mp: ['#1f6fe0', '#78d8ff'],
    attribute: ['#e08a00', '#ffe066'],
    skill: ['#b348e0', '#ff9be0'],
    coin: ['#fff07a', '#d08a00'],
    frame: ['#ffffff', '#b9c2f0', '#ffffff'],
  },
};

export const rpgTheme: Theme = {
  id: 'rpg',
  name: 'RPG',
  description: 'A character sheet: level, class, attributes, HP and MP, skills and gold.',
  designs: ['parchment', 'pixel'],
  width: WIDTH,
  height: HEIGHT,
  palette: { background: '#2a1d10', surface: '#f1e3c2', text: '#3b2815', accent: '#7c2a17' },
  render(view: CardView, design: string, options: RenderOptions): string {
    const look = LOOKS[design] ?? LOOKS.parchment!;
    const id = (name: string) => `rpg-${design === 'pixel' ? 'pixel' : 'parchment'}-${name}`;
    const pixel = look.family === 'monospace';
    return [
      `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="${look.family}" role="img">`,
      defs(look, id, pixel, options.animated),
      pixel ? pixelBackdrop() : parchmentBackdrop(id),
      windowBox(pixel, id, 16, 16, 164, 310),
      windowBox(pixel, id, 192, 16, 392, 106),
      windowBox(pixel, id, 192, 130, 200, 170),
      windowBox(pixel, id, 402, 130, 182, 170),
      portraitColumn(view, look, id, pixel),
      header(view, look, id, pixel),
      attributes(view, look, id),
      skills(view, look, id),
      footer(view, look),
      '</svg>',
    ].join('');
  },
};

function defs(look: Look, id: (name: string) => string, pixel: boolean, animated: boolean): string {
  const bar = (name: string, [from, to]: [string, string]) =>
    `<linearGradient id="${id(name)}" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
  const parts = [
    '<defs>',
    bar('hp', look.hp),
    bar('mp', look.mp),
    bar('attribute', look.attribute),
    bar('skill', look.skill),
    `<radialGradient id="${id('coin')}" cx="0.35" cy="0.35" r="0.75"><stop offset="0" stop-color="${look.coin[0]}"/><stop offset="1" stop-color="${look.coin[1]}"/></radialGradient>`,
    `<linearGradient id="${id('frame')}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${look.frame[0]}"/><stop offset="0.5" stop-color="${look.frame[1]}"/><stop offset="1" stop-color="${look.frame[2]}"/></linearGradient>`,
    `<clipPath id="${id('portrait')}"><rect x="40" y="32" width="116" height="116" rx="${pixel ? 0 : 4}"/></clipPath>`,
    // A soft drop shadow for the parchment's windows and seal; the pixel menu casts a hard one.
    // (The pixel menu's hard shadow is a plain offset shape under each window: windowBox.)
    pixel
      ? ''
      : `<filter id="${id('shadow')}" x="-10%" y="-10%" width="130%" height="130%"><feGaussianBlur in="SourceAlpha" stdDeviation="2"/><feOffset dx="1" dy="2"/><feComponentTransfer><feFuncA type="linear" slope="0.35"/></feComponentTransfer><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>`,
  ];
  if (pixel) {
    parts.push(
      `<linearGradient id="${id('window')}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3a4fc4"/><stop offset="1" stop-color="#101868"/></linearGradient>`,
    );
  } else {
    parts.push(
      // Paper: fibres and specks over a warm base, darker towards the edges.
      `<pattern id="${id('paper')}" width="48" height="48" patternUnits="userSpaceOnUse"><rect width="48" height="48" fill="#f1e2bf"/><path d="M3 9 q9 -3 17 1 M27 31 q8 3 18 -2 M9 40 q6 -2 11 1 M30 6 q5 2 12 0" stroke="#c9a66b" stroke-width="0.6" fill="none" opacity="0.35"/><circle cx="14" cy="24" r="0.8" fill="#a7834d" opacity="0.3"/><circle cx="38" cy="17" r="0.6" fill="#a7834d" opacity="0.3"/><circle cx="22" cy="44" r="0.5" fill="#a7834d" opacity="0.25"/></pattern>`,
      `<radialGradient id="${id('vignette')}" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="#8a5a22" stop-opacity="0"/><stop offset="1" stop-color="#6b4314" stop-opacity="0.45"/></radialGradient>`,
      `<radialGradient id="${id('wax')}" cx="0.38" cy="0.32" r="0.8"><stop offset="0" stop-color="#d2493a"/><stop offset="0.6" stop-color="#9c2417"/><stop offset="1" stop-color="#6a140b"/></radialGradient>`,
    );
  }
  parts.push('</defs>');
  if (animated) {
    parts.push(
      pixel
        ? `<style>.${id('blink')}{animation:${id('blink')} 1.1s steps(1,end) infinite}@keyframes ${id('blink')}{50%{opacity:0}}@media (prefers-reduced-motion: reduce){.${id('blink')}{animation:none}}</style>`
        : `<style>.${id('glow')}{animation:${id('glow')} 3.2s ease-in-out infinite alternate}@keyframes ${id('glow')}{from{opacity:0.15}to{opacity:0.55}}@media (prefers-reduced-motion: reduce){.${id('glow')}{animation:none}}</style>`,
    );
  }
  return parts.join('');
}

function parchmentBackdrop(id: (name: string) => string): string {
  const corner = (x: number, y: number, sx: number, sy: number) =>
    `<path transform="translate(${x} ${y}) scale(${sx} ${sy})" d="M0 14 V0 H14 M4 14 V4 H14 M0 0 L6 6" fill="none" stroke="#7a5530" stroke-width="1.2"/>`;
  return [
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#2a1d10"/>`,
    `<rect x="3" y="3" width="${WIDTH - 6}" height="${HEIGHT - 6}" rx="10" fill="url(#${id('paper')})"/>`,
    `<rect x="3" y="3" width="${WIDTH - 6}" height="${HEIGHT - 6}" rx="10" fill="url(#${id('vignette')})"/>`,
    `<rect x="8" y="8" width="${WIDTH - 16}" height="${HEIGHT - 16}" rx="6" fill="none" stroke="#7a5530" stroke-width="1.5"/>`,
    `<rect x="11" y="11" width="${WIDTH - 22}" height="${HEIGHT - 22}" rx="4" fill="none" stroke="#7a5530" stroke-width="0.5"/>`,
    corner(6, 6, 1, 1),
    corner(WIDTH - 6, 6, -1, 1),
    corner(6, HEIGHT - 6, 1, -1),
    corner(WIDTH - 6, HEIGHT - 6, -1, -1),
  ].join('');
}

/**
 * `x y width height` rectangles repeated every `stepX`×`stepY` from the origin over the card, as
 * one path: what a userSpaceOnUse <pattern> of that tile draws, without resvg shading every pixel
 * of the card through a pattern (which cost more than the rest of the menu together).
 */
function tiled(stepX: number, stepY: number, rects: readonly (readonly [number, number, number, number])[]): string {
  const parts: string[] = [];
  for (let top = 0; top < HEIGHT; top += stepY) {
    for (let left = 0; left < WIDTH; left += stepX) {
      for (const [x, y, width, height] of rects) {
        if (left + x < WIDTH && top + y < HEIGHT) parts.push(`M${left + x} ${top + y}h${width}v${height}h${-width}z`);
      }
    }
  }
  return parts.join('');
}

function pixelBackdrop(): string {
  return [
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#070a24"/>`,
    // Stars, three to every 60 px square, and the scanlines: 2 px of black every 4 px.
    `<path d="${tiled(60, 60, [[7, 11, 2, 2]])}" fill="#6f7fd8" fill-opacity="0.6"/>`,
    `<path d="${tiled(60, 60, [[41, 33, 2, 2]])}" fill="#a9b4ea" fill-opacity="0.4"/>`,
    `<path d="${tiled(60, 60, [[23, 51, 1, 1]])}" fill="#ffffff" fill-opacity="0.5"/>`,
    `<path d="${tiled(WIDTH, 4, [[0, 0, WIDTH, 2]])}" fill="#000000" fill-opacity="0.16"/>`,
  ].join('');
}

/** A section's box: a blue menu window with a white bevel, or a ruled panel on the paper. */
function windowBox(pixel: boolean, id: (name: string) => string, x: number, y: number, width: number, height: number): string {
  if (pixel) {
    // The hard shadow: the window's outline (its 2.5 px stroke included) 3 px down and right.
    return `<rect x="${x + 1.75}" y="${y + 1.75}" width="${width + 2.5}" height="${height + 2.5}" rx="7.25" fill="#000010" fill-opacity="0.7"/><rect x="${x}" y="${y}" width="${width}" height="${height}" rx="6" fill="url(#${id('window')})" stroke="#ffffff" stroke-width="2.5"/><rect x="${x + 3}" y="${y + 3}" width="${width - 6}" height="${height - 6}" rx="4" fill="none" stroke="#6f7fd8" stroke-width="1"/>`;
  }
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="4" fill="#fbf3dc" fill-opacity="0.55" stroke="#8a6a40" stroke-width="1"/><rect x="${x + 3}" y="${y + 3}" width="${width - 6}" height="${height - 6}" rx="2" fill="none" stroke="#8a6a40" stroke-width="0.4" stroke-dasharray="2 2"/>`;
}

/** The largest size in `sizes` at which `value` fits `width` uncut, else the smallest (cut). */
function fittedSize(value: string, width: number, sizes: number[], family: Family): number {
  for (const size of sizes) if (!fitText(value, width, size, family).endsWith('…')) return size;
  return sizes[sizes.length - 1]!;
}

/** A number with at most one decimal, `15.8`, `0`, for years and events. */
function oneDecimal(value: number): string {
  const fixed = clampNumber(value, 0, 99_999).toFixed(1);
  return fixed.endsWith('.0') ? fixed.slice(0, -2) : fixed;
}

function bar(x: number, y: number, width: number, height: number, fraction: number, fill: string, look: Look): string {
  const filled = Math.round(clampNumber(fraction, 0, 1) * width * 10) / 10;
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${height / 2 > 3 ? 2 : height / 4}" fill="${look.track}" stroke="${look.trackStroke}" stroke-width="0.6"/>${filled > 0 ? `<rect x="${x}" y="${y}" width="${filled}" height="${height}" rx="${height / 2 > 3 ? 2 : height / 4}" fill="${fill}"/>` : ''}`;
}

function portraitColumn(view: CardView, look: Look, id: (name: string) => string, pixel: boolean): string {
  const avatar = safeAvatar(view.avatar);
  const level = clampInt(view.ovr, 1, 99);
  const tier = RPG_TITLES[view.tier] ? view.tier : 'bronze';
  const family = look.family;
  const parts: string[] = [];
  // Portrait in a gilt (or white pixel) frame.
  parts.push(`<rect x="34" y="26" width="128" height="128" rx="${pixel ? 2 : 6}" fill="url(#${id('frame')})" ${pixel ? '' : `filter="url(#${id('shadow')})"`}/>`);
  parts.push(`<rect x="39" y="31" width="118" height="118" rx="${pixel ? 0 : 4}" fill="${pixel ? '#0a1040' : '#5a3d1e'}"/>`);
  if (avatar !== null) {
    parts.push(`<image x="40" y="32" width="116" height="116" href="${avatar}" preserveAspectRatio="xMidYMid slice" clip-path="url(#${id('portrait')})"${pixel ? ' image-rendering="optimizeSpeed"' : ''}/>`);
  } else {
    parts.push(`<rect x="40" y="32" width="116" height="116" fill="${pixel ? '#1a2478' : '#d9c391'}" clip-path="url(#${id('portrait')})"/>`);
    parts.push(`<text x="98" y="106" text-anchor="middle" font-size="44" font-weight="bold" fill="${pixel ? '#ffd75e' : '#7c2a17'}">${escapeXml(initials(view.name))}</text>`);
  }
  // Level: a wax seal on paper, a plain LV readout in the menu.
  if (pixel) {
    parts.push(`<text x="30" y="196" font-size="15" font-weight="bold" fill="${look.heading}">LV</text>`);
    parts.push(`<text x="166" y="200" text-anchor="end" font-size="38" font-weight="bold" fill="${look.ink}">${level}</text>`);
    parts.push(bar(30, 208, 136, 6, level / 99, `url(#${id('attribute')})`, look));
  } else {
    parts.push(`<text x="98" y="174" text-anchor="middle" font-size="10" letter-spacing="3" fill="${look.muted}">LEVEL</text>`);
    parts.push(`<circle class="${id('glow')}" cx="98" cy="204" r="32" fill="#e0a040" opacity="0.3"/>`);
    parts.push(`<path d="${sealPath(98, 204, 26, 23, 18)}" fill="url(#${id('wax')})" filter="url(#${id('shadow')})"/>`);
    parts.push(`<circle cx="98" cy="204" r="18" fill="none" stroke="#e8806d" stroke-width="0.8" opacity="0.7"/>`);
    parts.push(`<text x="98" y="213" text-anchor="middle" font-size="${level > 9 ? 24 : 26}" font-weight="bold" fill="#fbe6c8">${level}</text>`);
  }
  // Title from the tier.
  parts.push(`<text x="98" y="252" text-anchor="middle" font-size="16" font-weight="bold" fill="${look.ink}">${escapeXml(RPG_TITLES[tier])}</text>`);
  parts.push(`<text x="98" y="267" text-anchor="middle" font-size="9" letter-spacing="2" fill="${look.muted}">${escapeXml(`${tier.toUpperCase()} TIER`)}</text>`);
  parts.push(`<path d="M36 280 H88 M108 280 H160" stroke="${look.trackStroke}" stroke-width="0.8"/><rect x="94" y="276" width="8" height="8" transform="rotate(45 98 280)" fill="${look.accent}"/>`);
  // Gold: the market value in coin, and the guild (club) under it.
  const gold = formatCount(view.market_value.fee_eur);
  parts.push(`<circle cx="40" cy="298" r="7" fill="url(#${id('coin')})" stroke="${pixel ? '#7a4a00' : '#7a5214'}" stroke-width="1"/><circle cx="40" cy="298" r="4" fill="none" stroke="${pixel ? '#7a4a00' : '#7a5214'}" stroke-width="0.6" opacity="0.7"/>`);
  parts.push(`<text x="53" y="303" font-size="14" font-weight="bold" fill="${look.ink}">${escapeXml(gold)} <tspan font-size="10" font-weight="normal" fill="${look.muted}">gold</tspan></text>`);
  parts.push(`<text x="30" y="318" font-size="8.5" fill="${look.muted}">guild <tspan fill="${look.ink}">${text(view.market_value.club, 104, 8.5, family)}</tspan></text>`);
  return parts.join('');
}

/** A wax seal's rim: `points` bumps between radius `outer` and `inner`. */
function sealPath(cx: number, cy: number, outer: number, inner: number, points: number): string {
  const steps: string[] = [];
  for (let index = 0; index < points * 2; index++) {
    const angle = (Math.PI * index) / points;
    const radius = index % 2 === 0 ? outer : inner;
    steps.push(`${(cx + radius * Math.cos(angle)).toFixed(1)} ${(cy + radius * Math.sin(angle)).toFixed(1)}`);
  }
  return `M${steps.join(' L')} Z`;
}

function header(view: CardView, look: Look, id: (name: string) => string, pixel: boolean): string {
  const family = look.family;
  const parts: string[] = [];
  const nameX = pixel ? 222 : 206;
  // fitText's estimate is for regular weight; bold DejaVu Serif runs about a tenth wider.
  const nameWidth = Math.floor((572 - nameX) * BOLD_WIDTH);
  const nameSize = fittedSize(view.name, nameWidth, [24, 20, 17], family);
  if (pixel) parts.push(`<text class="${id('blink')}" x="204" y="43" font-size="15" fill="${look.heading}">▶</text>`);
  parts.push(`<text x="${nameX}" y="44" font-size="${nameSize}" font-weight="bold" fill="${look.ink}">${text(view.name, nameWidth, nameSize, family)}</text>`);
  const className = fitText(view.archetype.name, 210 * BOLD_WIDTH, 12, family);
  parts.push(
    `<text x="206" y="63" font-size="12" fill="${look.muted}">class <tspan font-weight="bold" fill="${look.accent}">${escapeXml(className)}</tspan> <tspan font-size="10">· @${text(view.handle, Math.max(40, 300 - className.length * 8), 10, family)}</tspan></text>`,
  );
  parts.push(`<text x="206" y="80" font-size="10.5" font-style="italic" fill="${look.ink}">${escapeXml(`“${fitText(view.archetype.tagline, 350, 10.5, family)}”`)}</text>`);
  // HP: the share of maintained repos; MP: weekly activity on a log scale.
  const hp = clampInt(view.metrics.maintained_ratio * 100, 0, 100);
  const events = clampNumber(view.metrics.events_per_week, 0, 1e9);
  const mp = Math.log1p(events) / Math.log1p(MP_FULL_EVENTS);
  parts.push(`<text x="206" y="100" font-size="10" font-weight="bold" fill="${look.heading}">HP</text>`);
  parts.push(bar(226, 92, 100, 8, hp / 100, `url(#${id('hp')})`, look));
  parts.push(`<text x="384" y="100" text-anchor="end" font-size="10" font-weight="bold" fill="${look.ink}">${hp}/100</text>`);
  parts.push(`<text x="226" y="112" font-size="7.5" fill="${look.muted}">repos maintained</text>`);
  parts.push(`<text x="400" y="100" font-size="10" font-weight="bold" fill="${look.heading}">MP</text>`);
  parts.push(bar(420, 92, 100, 8, mp, `url(#${id('mp')})`, look));
  parts.push(`<text x="574" y="100" text-anchor="end" font-size="10" font-weight="bold" fill="${look.ink}">${oneDecimal(events)}<tspan font-size="8" font-weight="normal" fill="${look.muted}">/wk</tspan></text>`);
  parts.push(`<text x="420" y="112" font-size="7.5" fill="${look.muted}">events per week</text>`);
  return parts.join('');
}

function sectionHeading(x: number, y: number, width: number, label: string, note: string, look: Look): string {
  return `<text x="${x}" y="${y}" font-size="10" font-weight="bold" letter-spacing="2" fill="${look.heading}">${label}</text><text x="${x + width}" y="${y}" text-anchor="end" font-size="7.5" fill="${look.muted}">${note}</text><path d="M${x} ${y + 5} H${x + width}" stroke="${look.trackStroke}" stroke-width="0.6"/>`;
}

function attributes(view: CardView, look: Look, id: (name: string) => string): string {
  const parts = [sectionHeading(204, 148, 178, 'ATTRIBUTES', 'from the stats', look)];
  STAT_KEYS.forEach((key, index) => {
    const y = 172 + index * 22;
    const value = clampInt(view.stats[key], 1, 99);
    const attribute = RPG_ATTRIBUTES[key];
    parts.push(
      `<g data-stat="${key}"><text x="204" y="${y}" font-size="12" font-weight="bold" fill="${look.ink}">${attribute.abbr}</text><text x="240" y="${y}" font-size="7.5" fill="${look.muted}">${key.toUpperCase()}</text>${bar(262, y - 8, 90, 8, value / 99, `url(#${id('attribute')})`, look)}<text x="382" y="${y}" text-anchor="end" font-size="13" font-weight="bold" fill="${look.ink}">${value}</text></g>`,
    );
  });
  return parts.join('');
}

function skills(view: CardView, look: Look, id: (name: string) => string): string {
  const family = look.family;
  const languages = view.languages.slice(0, 8);
  const parts = [sectionHeading(414, 148, 160, 'SKILLS', 'share of code', look)];
  if (languages.length === 0) {
    parts.push(`<text x="494" y="222" text-anchor="middle" font-size="11" font-style="italic" fill="${look.muted}">No skills learned yet</text>`);
    parts.push(`<text x="494" y="238" text-anchor="middle" font-size="8.5" fill="${look.muted}">(no languages in public repos)</text>`);
    return parts.join('');
  }
  const roomy = languages.length <= 4;
  const step = roomy ? 30 : 17;
  const size = roomy ? 11.5 : 9.5;
  languages.forEach((language, index) => {
    const y = 167 + index * step;
    const share = clampNumber(language.share, 0, 1);
    const percent = `${clampInt(share * 100, 0, 100)}%`;
    const repos = clampInt(language.repos, 0, 1_000_000);
    // With room to spare, how many repos use it, after the name.
    const note = roomy ? ` <tspan font-size="8" fill="${look.muted}">· ${formatCount(repos)} ${repos === 1 ? 'repo' : 'repos'}</tspan>` : '';
    parts.push(`<g data-skill="${index}"><text x="414" y="${y}" font-size="${size}" fill="${look.ink}">${text(language.name, roomy ? 84 : 118, size, family)}${note}</text><text x="574" y="${y}" text-anchor="end" font-size="${size}" font-weight="bold" fill="${look.ink}">${percent}</text>`);
    parts.push(`${bar(414, y + 3, 160, roomy ? 6 : 3.5, share, `url(#${id('skill')})`, look)}</g>`);
  });
  return parts.join('');
}

function footer(view: CardView, look: Look): string {
  const metrics = view.metrics;
  const items: [string, string][] = [
    [`★ ${formatCount(metrics.stars_earned)}`, 'stars'],
    [formatCount(metrics.followers), 'followers'],
    [formatCount(metrics.own_repos), 'repos'],
    [oneDecimal(metrics.years_on_github), 'years'],
  ];
  return items
    .map(([value, label], index) => `<text x="${198 + index * 98}" y="320" font-size="11" font-weight="bold" fill="${look.ink}">${escapeXml(value)} <tspan font-size="9" font-weight="normal" fill="${look.muted}">${label}</tspan></text>`)
    .join('');
}
