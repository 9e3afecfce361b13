/**
 * Dossier: the developer as the subject of an intelligence case file. A typed sheet clipped into a
 * manila folder (or shown on a green phosphor terminal), with the avatar as the paper-clipped
 * photo, the ratings as the subject's particulars, the six stats as an assessment table, a red
 * rubber stamp and a couple of redaction bars for flavour. All text is monospace: a typewriter.
 */
import { STAT_KEYS, type CardView } from '../card-record.ts';
import { clampInt, clampNumber, escapeXml, formatCount, initials, safeAvatar, text } from '../svg.ts';
import type { RenderOptions, Theme } from './theme.ts';

const WIDTH = 600;
const HEIGHT = 360;
const MONO = 'monospace';

/** What differs between the designs; the layout is the same sheet. */
interface Style {
  /** The prefix of every id: theme and design, so two cards of the same theme in different designs can share a page. */
  id: string;
  /** The frame around the sheet: a manila folder with a tab, or a terminal window. */
  frame: 'folder' | 'terminal';
  sheetTop: string;
  sheetBottom: string;
  /** Faint lines ruled on the sheet. */
  rule: string;
  ink: string;
  /** Labels and small print. */
  faded: string;
  /** The bars of the assessment table. */
  bar: string;
  barTrack: string;
  redaction: string;
  stamp: string;
  /** feColorMatrix values for the photo: greyscale on paper, phosphor green on the terminal. */
  photoMatrix: string;
  photoBack: string;
  stampWord: string;
}

const STYLES: Record<string, Style> = {
  manila: {
    id: 'ds-manila-',
    frame: 'folder',
    sheetTop: '#fbf6e9',
    sheetBottom: '#f1e7cf',
    rule: '#d9cdb0',
    ink: '#2a2620',
    faded: '#6b604c',
    bar: '#3b352c',
    barTrack: '#e3d8bd',
    redaction: '#151310',
    stamp: '#c0262d',
    // Greyscale, slightly warm, as an old print: luminance into every channel, a touch of sepia.
    photoMatrix: '0.33 0.55 0.12 0 0.04  0.31 0.52 0.11 0 0.02  0.27 0.46 0.10 0 0  0 0 0 1 0',
    photoBack: '#cfc6b3',
    stampWord: 'CLASSIFIED',
  },
  terminal: {
    id: 'ds-terminal-',
    frame: 'terminal',
    sheetTop: '#06140b',
    sheetBottom: '#020805',
    rule: '#0f2a18',
    ink: '#5dff8f',
    faded: '#2fa85a',
    bar: '#5dff8f',
    barTrack: '#0f2a18',
    redaction: '#2fa85a',
    stamp: '#ff4a4a',
    // Phosphor green: luminance into the green channel, a little into the others.
    photoMatrix: '0.05 0.09 0.02 0 0  0.3 0.59 0.11 0 0.05  0.1 0.18 0.04 0 0  0 0 0 1 0',
    photoBack: '#0c2415',
    stampWord: 'TOP SECRET',
  },
};

const STAT_NAMES: Record<(typeof STAT_KEYS)[number], string> = {
  pac: 'PACE',
  sho: 'SHOOTING',
  pas: 'PASSING',
  dri: 'DRIBBLING',
  def: 'DEFENDING',
  phy: 'PHYSICAL',
};

/** An assessor's letter grade for a 1–99 rating: flavour beside the number. */
function grade(rating: number): string {
  return rating >= 85 ? 'A' : rating >= 70 ? 'B' : rating >= 55 ? 'C' : rating >= 40 ? 'D' : 'E';
}

function defs(style: Style, animated: boolean): string {
  const css = animated
    ? `<style>
.ds-thump{animation:ds-thump 0.9s cubic-bezier(.2,1.6,.5,1) both}
.ds-cursor{animation:ds-blink 1.1s steps(1) infinite}
@keyframes ds-thump{0%{opacity:0;transform:scale(1.7)}60%{opacity:.95}100%{opacity:1;transform:scale(1)}}
@keyframes ds-blink{50%{opacity:0}}
@media (prefers-reduced-motion: reduce){.ds-thump,.ds-cursor{animation:none}}
</style>`
    : '';
  return `<defs>${css}
<linearGradient id="${style.id}folder" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e2c184"/><stop offset="1" stop-color="#c9a35f"/></linearGradient>
<linearGradient id="${style.id}sheet" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${style.sheetTop}"/><stop offset="1" stop-color="${style.sheetBottom}"/></linearGradient>
<radialGradient id="${style.id}glow" cx="0.5" cy="0.45" r="0.75"><stop offset="0" stop-color="#1a5c33" stop-opacity="0.35"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
<filter id="${style.id}photo" color-interpolation-filters="sRGB"><feColorMatrix type="matrix" values="${style.photoMatrix}"/></filter>
<filter id="${style.id}ink" x="-4%" y="-10%" width="108%" height="120%">
<feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="11" result="ds-noise"/>
<feColorMatrix in="ds-noise" type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0 0 0 -3.2 2.6" result="ds-holes"/>
<feComposite in="SourceGraphic" in2="ds-holes" operator="in" result="ds-inked"/>
<feDisplacementMap in="ds-inked" in2="ds-noise" scale="2" xChannelSelector="R" yChannelSelector="G"/>
</filter>
<clipPath id="${style.id}photo-clip"><rect x="36" y="88" width="110" height="124"/></clipPath>
</defs>`;
}

/**
 * A soft drop shadow under the rectangle x/y/width/height (corner radius `rx`), `dy` below it:
 * four rectangles of thin black, each wider than the last, for the Gaussian fall-off of a
 * feDropShadow (stdDeviation about 2.5, `opacity` at its core) that resvg would blur pixel by pixel.
 */
function softShadow(x: number, y: number, width: number, height: number, rx: number, dy: number, opacity: number): string {
  // Spread beyond the edge and each layer's own alpha, outermost last: together about 0.6, 0.38,
  // 0.18 and 0.06 of `opacity` at 0, 1.2, 2.6 and 4.5 px out.
  const layers: [number, number][] = [[0, 0.255], [1.2, 0.213], [2.6, 0.123], [4.5, 0.06]];
  return layers
    .map(([spread, share]) => `<rect x="${x - spread}" y="${y - spread + dy}" width="${width + 2 * spread}" height="${height + 2 * spread}" rx="${rx + spread}" fill="#000" fill-opacity="${(share * opacity).toFixed(3)}"/>`)
    .join('');
}

/**
 * Horizontal lines 1 px tall every `step` px of user space (from y = 0, shifted by `offset`)
 * across x/y/width/height, as one path: what a <pattern> of that tile draws, without resvg shading
 * every pixel of the area through the pattern. `rx` rounds the ends of the lines into the corners.
 */
function ruledLines(x: number, y: number, width: number, height: number, step: number, offset: number, rx = 0): string {
  const lines: string[] = [];
  for (let top = Math.ceil((y - offset) / step) * step + offset; top + 1 <= y + height; top += step) {
    const middle = top + 0.5;
    const corner = Math.max(0, y + rx - middle, middle - (y + height - rx));
    const inset = corner > 0 ? rx - Math.sqrt(Math.max(0, rx * rx - corner * corner)) : 0;
    lines.push(`M${+(x + inset).toFixed(2)} ${top}h${+(width - 2 * inset).toFixed(2)}v1h${-(width - 2 * inset).toFixed(2)}z`);
  }
  return lines.join('');
}

/** The folder behind the sheet (manila) or the terminal window around it. */
function frame(style: Style, view: CardView): string {
  if (style.frame === 'folder') {
    return `<path d="M10 22 L18 6 Q20 2 25 2 H185 Q190 2 192 6 L200 22 H588 Q598 22 598 32 V350 Q598 360 588 360 H12 Q2 360 2 350 V32 Q2 22 10 22 Z" fill="url(#${style.id}folder)" stroke="#a8844a" stroke-width="1"/>
<text x="30" y="17" font-family="${MONO}" font-size="10" font-weight="bold" fill="#5a4222" letter-spacing="1">CASE FILE · ${text(view.handle.toUpperCase(), 120, 10, MONO)}</text>
<g transform="rotate(-0.4 300 190)">${softShadow(14, 32, 572, 318, 2, 2, 0.35)}
<rect x="14" y="32" width="572" height="318" rx="2" fill="url(#${style.id}sheet)"/>
<path d="${ruledLines(14, 32, 572, 318, 22, 21)}" fill="${style.rule}" fill-opacity="0.33"/></g>`;
  }
  return `<rect x="0" y="0" width="${WIDTH}" height="${HEIGHT}" rx="12" fill="#0b0f0c"/>
<rect x="6" y="6" width="588" height="348" rx="8" fill="url(#${style.id}sheet)" stroke="#1f4d2e" stroke-width="1.5"/>
<rect x="6" y="6" width="588" height="348" rx="8" fill="url(#${style.id}glow)"/>
<circle cx="22" cy="19" r="4" fill="#ff5f56"/><circle cx="36" cy="19" r="4" fill="#ffbd2e"/><circle cx="50" cy="19" r="4" fill="#27c93f"/>
<text x="300" y="22" text-anchor="middle" font-family="${MONO}" font-size="10" fill="${style.faded}">secure-shell · dossier/${text(view.handle.toLowerCase(), 200, 10, MONO)}</text>
<rect x="6" y="30" width="588" height="1" fill="#1f4d2e"/>`;
}

/** The photo: avatar through the design's colour filter, or the initials on a blank print. */
function photo(view: CardView, style: Style): string {
  const avatar = safeAvatar(view.avatar);
  const print = avatar
    ? `<image x="36" y="88" width="110" height="124" preserveAspectRatio="xMidYMid slice" href="${avatar}" clip-path="url(#${style.id}photo-clip)" filter="url(#${style.id}photo)"/>`
    : `<text x="91" y="160" text-anchor="middle" font-family="${MONO}" font-size="40" font-weight="bold" fill="${style.ink}" opacity="0.55">${escapeXml(initials(view.name))}</text>
<text x="91" y="196" text-anchor="middle" font-family="${MONO}" font-size="8" fill="${style.faded}">NO PHOTO ON FILE</text>`;
  const mount = style.frame === 'folder' ? '#ffffff' : '#0c2415';
  const clip =
    style.frame === 'folder'
      ? `<path d="M60 118 V74 a7 7 0 0 1 14 0 V122 a9 9 0 0 1 -18 0 V82" fill="none" stroke="#7d848c" stroke-width="2.6" stroke-linecap="round"/>
<path d="M60 118 V74 a7 7 0 0 1 14 0 V122 a9 9 0 0 1 -18 0 V82" fill="none" stroke="#d6dbe0" stroke-width="1" stroke-linecap="round" transform="translate(-0.6 -0.6)"/>`
      : `<path d="M28 90 V80 H38 M144 80 H154 V90 M154 212 V222 H144 M38 222 H28 V212" fill="none" stroke="${style.ink}" stroke-width="1.5"/>`;
  const tilt = style.frame === 'folder' ? ' transform="rotate(-2.5 91 150)"' : '';
  return `<g transform="translate(0 -6)"><g${tilt}>
${softShadow(29.5, 81.5, 123, 151, 0, 2, 0.35)}
<rect x="30" y="82" width="122" height="150" fill="${mount}" stroke="${style.rule}" stroke-width="1"/>
<rect x="36" y="88" width="110" height="124" fill="${style.photoBack}"/>
${print}
${style.frame === 'terminal' ? `<path d="${ruledLines(36, 88, 110, 124, 3, 0)}" fill="#000" fill-opacity="0.28"/>\n` : ''}<text x="91" y="226" text-anchor="middle" font-family="${MONO}" font-size="8.5" fill="${style.faded}" letter-spacing="1">EXHIBIT A</text>
</g>
${clip}</g>`;
}

/** The subject's particulars: label, value, one typed line each. */
function particulars(view: CardView, style: Style): string {
  const ovr = clampInt(view.ovr, 1, 99);
  const value = (y: number, label: string, shown: string, bold = false): string =>
    `<text x="176" y="${y}" font-family="${MONO}" font-size="10.5" font-weight="bold" fill="${style.faded}" letter-spacing="0.5">${label}</text>
<text x="300" y="${y}" font-family="${MONO}" font-size="13"${bold ? ' font-weight="bold"' : ''} fill="${style.ink}">${shown}</text>`;
  // The threat meter: ten cells, filled in proportion to the overall rating.
  const filled = Math.max(1, Math.round(ovr / 10));
  const meter = Array.from({ length: 10 }, (_, index) =>
    `<rect x="${372 + index * 9}" y="${132 - 9}" width="7" height="10" fill="${index < filled ? style.stamp : style.barTrack}"/>`,
  ).join('');
  return [
    value(90, 'SUBJECT:', text(view.name, 266, 13, MONO), true),
    value(112, 'ALIAS:', text(`@${view.handle}`, 266, 13, MONO)),
    value(134, 'THREAT LEVEL:', `${ovr}/99`, true),
    meter,
    value(156, 'CLASSIFICATION:', text(view.tier.toUpperCase(), 150, 13, MONO)),
    value(178, 'SPECIALTY:', text(view.archetype.name, 266, 13, MONO)),
    value(200, 'ASSET VALUE:', `${text(view.market_value.formatted, 90, 13, MONO)}`),
    `<text x="300" y="200" dx="${Math.min(90, Array.from(view.market_value.formatted).length * 8) + 10}" font-family="${MONO}" font-size="10" fill="${style.faded}">(${text(view.market_value.club, 150, 10, MONO)})</text>`,
    `<text x="176" y="222" font-family="${MONO}" font-size="10.5" font-weight="bold" fill="${style.faded}" letter-spacing="0.5">NOTES:</text>
<text x="228" y="222" font-family="${MONO}" font-size="10.5" font-style="italic" fill="${style.ink}">“${text(view.archetype.tagline, 320, 10.5, MONO)}”</text>`,
  ].join('\n');
}

/** Known associates / tools: the languages in two columns of four, or a typed "none on record". */
function associates(view: CardView, style: Style): string {
  const header = `<text x="32" y="256" font-family="${MONO}" font-size="10.5" font-weight="bold" fill="${style.faded}" letter-spacing="0.5">KNOWN ASSOCIATES / TOOLS</text>`;
  const languages = view.languages.slice(0, 8);
  if (languages.length === 0) {
    return `${header}
<text x="32" y="275" font-family="${MONO}" font-size="11.5" fill="${style.ink}">NONE ON RECORD.</text>
<rect x="32" y="285" width="150" height="10" fill="${style.redaction}"/><rect x="188" y="285" width="70" height="10" fill="${style.redaction}"/>`;
  }
  const rows = languages.map((language, index) => {
    const x = 32 + Math.floor(index / 4) * 132;
    const y = 274 + (index % 4) * 14.5;
    const share = clampInt(language.share * 100, 0, 100);
    return `<text x="${x}" y="${y}" font-family="${MONO}" font-size="11" fill="${style.ink}">${index + 1}. ${text(language.name, 88, 11, MONO)}</text>
<text x="${x + 124}" y="${y}" text-anchor="end" font-family="${MONO}" font-size="10" fill="${style.faded}">${share}%</text>`;
  });
  return `${header}\n${rows.join('\n')}`;
}

/** The assessment table: six stats in two columns, a bar and a letter grade each. */
function assessment(view: CardView, style: Style): string {
  const header = `<text x="310" y="256" font-family="${MONO}" font-size="10.5" font-weight="bold" fill="${style.faded}" letter-spacing="0.5">FIELD ASSESSMENT</text>
<text x="566" y="256" text-anchor="end" font-family="${MONO}" font-size="8.5" fill="${style.faded}">SCORE / GRADE</text>`;
  const rows = STAT_KEYS.map((key, index) => {
    const rating = clampInt(view.stats[key], 1, 99);
    const x = 310 + Math.floor(index / 3) * 132;
    const y = 275 + (index % 3) * 19;
    return `<text x="${x}" y="${y}" font-family="${MONO}" font-size="9.5" fill="${style.faded}">${STAT_NAMES[key]}</text>
<text x="${x + 104}" y="${y}" text-anchor="end" font-family="${MONO}" font-size="12" font-weight="bold" fill="${style.ink}">${rating}</text>
<text x="${x + 122}" y="${y}" text-anchor="end" font-family="${MONO}" font-size="12" font-weight="bold" fill="${style.stamp}">${grade(rating)}</text>
<rect x="${x}" y="${y + 3}" width="122" height="3" fill="${style.barTrack}"/>
<rect x="${x}" y="${y + 3}" width="${((122 * rating) / 99).toFixed(1)}" height="3" fill="${style.bar}"/>`;
  });
  return `${header}\n${rows.join('\n')}`;
}

/** The record line at the foot of the sheet: the raw metrics. */
function record(view: CardView, style: Style): string {
  const m = view.metrics;
  const years = clampNumber(m.years_on_github, 0, 99).toFixed(1);
  const perWeek = clampNumber(m.events_per_week, 0, 9999).toFixed(1);
  const maintained = clampInt(m.maintained_ratio * 100, 0, 100);
  const line = `★ ${formatCount(m.stars_earned)} STARS · ${formatCount(m.followers)} FOLLOWERS · ${formatCount(m.own_repos)} REPOS · ${years} YRS · ${perWeek} EV/WK · ${maintained}% MAINTAINED`;
  return `<rect x="30" y="326" width="540" height="0.8" fill="${style.faded}" opacity="0.6"/>
<text x="300" y="340" text-anchor="middle" font-family="${MONO}" font-size="9" fill="${style.faded}">${text(line, 540, 9, MONO)}</text>`;
}

function header(view: CardView, style: Style, animated: boolean): string {
  const cursor = style.frame === 'terminal' ? `<rect class="ds-cursor" x="${32 + 13 * 9.43 + 4}" y="47" width="8" height="13" fill="${style.ink}"/>` : '';
  const title = style.frame === 'terminal' ? '&gt; cat dossier' : 'PERSONNEL DOSSIER';
  return `<text x="32" y="58" font-family="${MONO}" font-size="14" font-weight="bold" fill="${style.ink}" letter-spacing="1">${title}</text>
${animated ? cursor : style.frame === 'terminal' ? cursor.replace(' class="ds-cursor"', '') : ''}
<text x="566" y="51" text-anchor="end" font-family="${MONO}" font-size="8.5" fill="${style.faded}">OFFICE OF OPEN-SOURCE INTELLIGENCE</text>
<text x="566" y="62" text-anchor="end" font-family="${MONO}" font-size="8.5" fill="${style.faded}">REF. GH/${text(view.handle.toUpperCase(), 100, 8.5, MONO)}/${clampInt(view.ovr, 1, 99)}</text>
<rect x="30" y="67" width="540" height="1.4" fill="${style.ink}" opacity="0.8"/><rect x="30" y="70" width="540" height="0.6" fill="${style.ink}" opacity="0.6"/>
<rect x="30" y="238" width="540" height="0.8" fill="${style.faded}" opacity="0.6"/>`;
}

/** The rubber stamp, rotated and inked unevenly; it thumps down once when animated. */
function stamp(style: Style, animated: boolean): string {
  return `<g transform="translate(306 52) rotate(-6)" opacity="0.9">
<g${animated ? ' class="ds-thump"' : ''} filter="url(#${style.id}ink)">
<rect x="-74" y="-19" width="148" height="38" rx="4" fill="none" stroke="${style.stamp}" stroke-width="3.2"/>
<rect x="-68" y="-13" width="136" height="26" rx="2" fill="none" stroke="${style.stamp}" stroke-width="1.1"/>
<text x="0" y="6.5" text-anchor="middle" font-family="${MONO}" font-size="18" font-weight="bold" fill="${style.stamp}" letter-spacing="1.5">${style.stampWord}</text>
</g></g>`;
}

/** Redaction bars: blacked-out lines of the notes, for flavour. */
function redactions(style: Style): string {
  return `<rect x="176" y="228" width="118" height="7" fill="${style.redaction}"/><rect x="300" y="228" width="64" height="7" fill="${style.redaction}"/>`;
}

/**
 * The terminal's phosphor bloom: every text and bar of `markup` (the sheet's own templates; values
 * are only ever escaped text content, never inside a tag) outlined in its own colour, faint, and
 * each stroked line under a wider faint copy. A blur of the whole sheet merged under it looked
 * the same and cost resvg more than the rest of the card, pixel by pixel.
 */
function phosphor(markup: string): string {
  return markup
    .replace(/<(?:text|rect)\b[^>]*>/g, (tag) => (tag.includes(' stroke=') ? tag : tag.replace(/ fill="(#[0-9a-f]{6})"/, ' fill="$1" stroke="$1" stroke-opacity="0.22" stroke-width="2"')))
    .replace(/<path\b([^>]*?) fill="none" stroke="(#[0-9a-f]{6})" stroke-width="([\d.]+)"\/>/g, (whole, rest: string, colour: string, width: string) => `<path${rest} fill="none" stroke="${colour}" stroke-opacity="0.22" stroke-width="${Number(width) + 2}"/>${whole}`);
}

function render(view: CardView, design: string, options: RenderOptions): string {
  const style = STYLES[design] ?? STYLES.manila!;
  const sheet = `${header(view, style, options.animated)}
${photo(view, style)}
${particulars(view, style)}
${redactions(style)}
${associates(view, style)}
${assessment(view, style)}
${record(view, style)}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
${defs(style, options.animated)}
${frame(style, view)}
<g>
${style.frame === 'terminal' ? phosphor(sheet) : sheet}
</g>
${stamp(style, options.animated)}
${style.frame === 'terminal' ? `<path d="${ruledLines(6, 6, 588, 348, 3, 0, 8)}" fill="#000" fill-opacity="0.1225"/>` : ''}
</svg>`;
}

export const dossierTheme: Theme = {
  id: 'dossier',
  name: 'Dossier',
  description: 'An intelligence case file: a clipped photo, the subject’s particulars, an assessment table and a red stamp.',
  designs: ['manila', 'terminal'],
  width: WIDTH,
  height: HEIGHT,
  palette: { background: '#2b2218', surface: '#f6efdc', text: '#2a2620', accent: '#c0262d' },
  render,
};
