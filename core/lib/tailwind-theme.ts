/**
 * The utility classes of Tailwind CSS v3.4's default theme that set plain CSS declarations, as one
 * table shared by css-to-tailwind and tailwind-to-css. Written from the Tailwind v3 documentation's
 * class tables and its default configuration (tailwindlabs/tailwindcss, stubs/config.full.js of
 * v3.4, and src/public/colors.js with the 950 shades of v3.3).
 *
 * Values are the plain CSS each class means, without Tailwind's --tw-* custom properties:
 * `bg-red-500` is `background-color: #ef4444` (Tailwind writes rgb(239 68 68 / var(--tw-bg-opacity))),
 * `shadow` is the box-shadow value itself. Utilities that only work through those variables
 * (transforms, filters, rings, gradients, space-x/divide-x selectors) are not in the table.
 */

export interface TailwindDeclaration {
  property: string;
  value: string;
}

/** The kind of arbitrary value (`w-[13px]`) a class prefix takes, and the properties it then sets. */
export type ArbitraryKind = 'length' | 'color' | 'number' | 'keyword';

export interface ArbitraryFamily {
  prefix: string;
  kind: ArbitraryKind;
  properties: readonly string[];
  /** Whether `-prefix-[value]` is allowed (negated lengths). */
  negative: boolean;
}

/** The default breakpoints: `md:` means `@media (min-width: 768px)`. */
export const SCREENS: Readonly<Record<string, string>> = { sm: '640px', md: '768px', lg: '1024px', xl: '1280px', '2xl': '1536px' };

const SPACING: Record<string, string> = {
  0: '0px', px: '1px', '0.5': '0.125rem', 1: '0.25rem', '1.5': '0.375rem', 2: '0.5rem', '2.5': '0.625rem', 3: '0.75rem',
  '3.5': '0.875rem', 4: '1rem', 5: '1.25rem', 6: '1.5rem', 7: '1.75rem', 8: '2rem', 9: '2.25rem', 10: '2.5rem', 11: '2.75rem',
  12: '3rem', 14: '3.5rem', 16: '4rem', 20: '5rem', 24: '6rem', 28: '7rem', 32: '8rem', 36: '9rem', 40: '10rem', 44: '11rem',
  48: '12rem', 52: '13rem', 56: '14rem', 60: '15rem', 64: '16rem', 72: '18rem', 80: '20rem', 96: '24rem',
};
/** Object keys that look like integers come first in JS; the spacing scale must keep its written order. */
const SPACING_ORDER = ['0', 'px', '0.5', '1', '1.5', '2', '2.5', '3', '3.5', '4', '5', '6', '7', '8', '9', '10', '11', '12', '14', '16', '20', '24', '28', '32', '36', '40', '44', '48', '52', '56', '60', '64', '72', '80', '96'];

type Scale = [suffix: string, value: string][];

const spacing = (): Scale => SPACING_ORDER.map((key) => [key, SPACING[key]!]);

const HALVES_TO_QUARTERS: Scale = [['1/2', '50%'], ['1/3', '33.333333%'], ['2/3', '66.666667%'], ['1/4', '25%'], ['2/4', '50%'], ['3/4', '75%']];
const FIFTHS_SIXTHS: Scale = [
  ['1/5', '20%'], ['2/5', '40%'], ['3/5', '60%'], ['4/5', '80%'], ['1/6', '16.666667%'], ['2/6', '33.333333%'], ['3/6', '50%'],
  ['4/6', '66.666667%'], ['5/6', '83.333333%'],
];
const TWELFTHS: Scale = [
  ['1/12', '8.333333%'], ['2/12', '16.666667%'], ['3/12', '25%'], ['4/12', '33.333333%'], ['5/12', '41.666667%'], ['6/12', '50%'],
  ['7/12', '58.333333%'], ['8/12', '66.666667%'], ['9/12', '75%'], ['10/12', '83.333333%'], ['11/12', '91.666667%'],
];
const CONTENT_SIZES: Scale = [['min', 'min-content'], ['max', 'max-content'], ['fit', 'fit-content']];

/** The default palette: 22 families of 11 shades, as #rrggbb. */
const SHADES = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950'];
const PALETTE: [name: string, hexes: string][] = [
  ['slate', 'f8fafc f1f5f9 e2e8f0 cbd5e1 94a3b8 64748b 475569 334155 1e293b 0f172a 020617'],
  ['gray', 'f9fafb f3f4f6 e5e7eb d1d5db 9ca3af 6b7280 4b5563 374151 1f2937 111827 030712'],
  ['zinc', 'fafafa f4f4f5 e4e4e7 d4d4d8 a1a1aa 71717a 52525b 3f3f46 27272a 18181b 09090b'],
  ['neutral', 'fafafa f5f5f5 e5e5e5 d4d4d4 a3a3a3 737373 525252 404040 262626 171717 0a0a0a'],
  ['stone', 'fafaf9 f5f5f4 e7e5e4 d6d3d1 a8a29e 78716c 57534e 44403c 292524 1c1917 0c0a09'],
  ['red', 'fef2f2 fee2e2 fecaca fca5a5 f87171 ef4444 dc2626 b91c1c 991b1b 7f1d1d 450a0a'],
  ['orange', 'fff7ed ffedd5 fed7aa fdba74 fb923c f97316 ea580c c2410c 9a3412 7c2d12 431407'],
  ['amber', 'fffbeb fef3c7 fde68a fcd34d fbbf24 f59e0b d97706 b45309 92400e 78350f 451a03'],
  ['yellow', 'fefce8 fef9c3 fef08a fde047 facc15 eab308 ca8a04 a16207 854d0e 713f12 422006'],
  ['lime', 'f7fee7 ecfccb d9f99d bef264 a3e635 84cc16 65a30d 4d7c0f 3f6212 365314 1a2e05'],
  ['green', 'f0fdf4 dcfce7 bbf7d0 86efac 4ade80 22c55e 16a34a 15803d 166534 14532d 052e16'],
  ['emerald', 'ecfdf5 d1fae5 a7f3d0 6ee7b7 34d399 10b981 059669 047857 065f46 064e3b 022c22'],
  ['teal', 'f0fdfa ccfbf1 99f6e4 5eead4 2dd4bf 14b8a6 0d9488 0f766e 115e59 134e4a 042f2e'],
  ['cyan', 'ecfeff cffafe a5f3fc 67e8f9 22d3ee 06b6d4 0891b2 0e7490 155e75 164e63 083344'],
  ['sky', 'f0f9ff e0f2fe bae6fd 7dd3fc 38bdf8 0ea5e9 0284c7 0369a1 075985 0c4a6e 082f49'],
  ['blue', 'eff6ff dbeafe bfdbfe 93c5fd 60a5fa 3b82f6 2563eb 1d4ed8 1e40af 1e3a8a 172554'],
  ['indigo', 'eef2ff e0e7ff c7d2fe a5b4fc 818cf8 6366f1 4f46e5 4338ca 3730a3 312e81 1e1b4b'],
  ['violet', 'f5f3ff ede9fe ddd6fe c4b5fd a78bfa 8b5cf6 7c3aed 6d28d9 5b21b6 4c1d95 2e1065'],
  ['purple', 'faf5ff f3e8ff e9d5ff d8b4fe c084fc a855f7 9333ea 7e22ce 6b21a8 581c87 3b0764'],
  ['fuchsia', 'fdf4ff fae8ff f5d0fe f0abfc e879f9 d946ef c026d3 a21caf 86198f 701a75 4a044e'],
  ['pink', 'fdf2f8 fce7f3 fbcfe8 f9a8d4 f472b6 ec4899 db2777 be185d 9d174d 831843 500724'],
  ['rose', 'fff1f2 ffe4e6 fecdd3 fda4af fb7185 f43f5e e11d48 be123c 9f1239 881337 4c0519'],
];

function colors(): Scale {
  const scale: Scale = [['inherit', 'inherit'], ['current', 'currentColor'], ['transparent', 'transparent'], ['black', '#000000'], ['white', '#ffffff']];
  for (const [name, hexes] of PALETTE) {
    hexes.split(' ').forEach((hex, i) => scale.push([`${name}-${SHADES[i]}`, `#${hex}`]));
  }
  return scale;
}

const keywords = (...values: string[]): Scale => values.map((value) => [value, value]);
const numbers = (...values: number[]): Scale => values.map((value) => [String(value), String(value)]);

/**
 * A family of classes `prefix-suffix` that set `properties` to the suffix's value; the suffix
 * DEFAULT is the bare prefix (`rounded`, `border`, `shadow`). `negative` adds `-prefix-suffix`
 * for the scale's non-zero lengths and numbers.
 */
interface Family {
  prefix: string;
  properties: readonly string[];
  scale: Scale;
  negative?: boolean;
  arbitrary?: ArbitraryKind;
}

const BORDER_RADIUS: Scale = [
  ['none', '0px'], ['sm', '0.125rem'], ['DEFAULT', '0.25rem'], ['md', '0.375rem'], ['lg', '0.5rem'], ['xl', '0.75rem'], ['2xl', '1rem'],
  ['3xl', '1.5rem'], ['full', '9999px'],
];
const BORDER_WIDTH: Scale = [['DEFAULT', '1px'], ['0', '0px'], ['2', '2px'], ['4', '4px'], ['8', '8px']];
const WIDTHS_0_TO_8: Scale = [['0', '0px'], ['1', '1px'], ['2', '2px'], ['4', '4px'], ['8', '8px']];
const OPACITY: Scale = [0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70, 75, 80, 85, 90, 95, 100].map((step) => [String(step), String(step / 100)]);
const ONE_TO_TWELVE = Array.from({ length: 12 }, (_, i) => i + 1);
const ONE_TO_THIRTEEN = Array.from({ length: 13 }, (_, i) => i + 1);
const TIMES = [0, 75, 100, 150, 200, 300, 500, 700, 1000];
const MAX_WIDTH: Scale = [
  ['none', 'none'], ['xs', '20rem'], ['sm', '24rem'], ['md', '28rem'], ['lg', '32rem'], ['xl', '36rem'], ['2xl', '42rem'], ['3xl', '48rem'],
  ['4xl', '56rem'], ['5xl', '64rem'], ['6xl', '72rem'], ['7xl', '80rem'], ['full', '100%'], ...CONTENT_SIZES, ['prose', '65ch'],
  ...Object.entries(SCREENS).map(([name, width]): [string, string] => [`screen-${name}`, width]),
];
const VIEWPORT_HEIGHTS: Scale = [['screen', '100vh'], ['svh', '100svh'], ['lvh', '100lvh'], ['dvh', '100dvh']];
const OVERFLOW = keywords('auto', 'hidden', 'clip', 'visible', 'scroll');
const CURSORS = keywords(
  'auto', 'default', 'pointer', 'wait', 'text', 'move', 'help', 'not-allowed', 'none', 'context-menu', 'progress', 'cell', 'crosshair',
  'vertical-text', 'alias', 'copy', 'no-drop', 'grab', 'grabbing', 'all-scroll', 'col-resize', 'row-resize', 'n-resize', 'e-resize',
  's-resize', 'w-resize', 'ne-resize', 'nw-resize', 'se-resize', 'sw-resize', 'ew-resize', 'ns-resize', 'nesw-resize', 'nwse-resize',
  'zoom-in', 'zoom-out',
);
const SHADOWS: Scale = [
  ['sm', '0 1px 2px 0 rgb(0 0 0 / 0.05)'],
  ['DEFAULT', '0 1px 3px 0 rgb(0 0 0 / 0.1), 0 1px 2px -1px rgb(0 0 0 / 0.1)'],
  ['md', '0 4px 6px -1px rgb(0 0 0 / 0.1), 0 2px 4px -2px rgb(0 0 0 / 0.1)'],
  ['lg', '0 10px 15px -3px rgb(0 0 0 / 0.1), 0 4px 6px -4px rgb(0 0 0 / 0.1)'],
  ['xl', '0 20px 25px -5px rgb(0 0 0 / 0.1), 0 8px 10px -6px rgb(0 0 0 / 0.1)'],
  ['2xl', '0 25px 50px -12px rgb(0 0 0 / 0.25)'],
  ['inner', 'inset 0 2px 4px 0 rgb(0 0 0 / 0.05)'],
  ['none', '0 0 #0000'],
];

function families(): Family[] {
  const space = spacing();
  const inset: Scale = [['auto', 'auto'], ...space, ...HALVES_TO_QUARTERS, ['full', '100%']];
  const width: Scale = [['auto', 'auto'], ...space, ...HALVES_TO_QUARTERS, ...FIFTHS_SIXTHS, ...TWELFTHS, ['full', '100%'], ['screen', '100vw'], ['svw', '100svw'], ['lvw', '100lvw'], ['dvw', '100dvw'], ...CONTENT_SIZES];
  const height: Scale = [['auto', 'auto'], ...space, ...HALVES_TO_QUARTERS, ...FIFTHS_SIXTHS, ['full', '100%'], ...VIEWPORT_HEIGHTS, ...CONTENT_SIZES];
  const size: Scale = [['auto', 'auto'], ...space, ...HALVES_TO_QUARTERS, ...FIFTHS_SIXTHS, ...TWELFTHS, ['full', '100%'], ...CONTENT_SIZES];
  const basis: Scale = [['auto', 'auto'], ...space, ...HALVES_TO_QUARTERS, ...FIFTHS_SIXTHS, ...TWELFTHS, ['full', '100%']];
  const margin: Scale = [['auto', 'auto'], ...space];
  const palette = colors();
  const family = (prefix: string, properties: string | string[], scale: Scale, options: Omit<Family, 'prefix' | 'properties' | 'scale'> = {}): Family => ({
    prefix,
    properties: typeof properties === 'string' ? [properties] : properties,
    scale,
    ...options,
  });
  const length = { arbitrary: 'length' as const };
  const signedLength = { arbitrary: 'length' as const, negative: true };
  const color = { arbitrary: 'color' as const };
  return [
    // Spacing
    family('p', 'padding', space, length),
    family('px', ['padding-left', 'padding-right'], space, length),
    family('py', ['padding-top', 'padding-bottom'], space, length),
    family('ps', 'padding-inline-start', space, length),
    family('pe', 'padding-inline-end', space, length),
    family('pt', 'padding-top', space, length),
    family('pr', 'padding-right', space, length),
    family('pb', 'padding-bottom', space, length),
    family('pl', 'padding-left', space, length),
    family('m', 'margin', margin, signedLength),
    family('mx', ['margin-left', 'margin-right'], margin, signedLength),
    family('my', ['margin-top', 'margin-bottom'], margin, signedLength),
    family('ms', 'margin-inline-start', margin, signedLength),
    family('me', 'margin-inline-end', margin, signedLength),
    family('mt', 'margin-top', margin, signedLength),
    family('mr', 'margin-right', margin, signedLength),
    family('mb', 'margin-bottom', margin, signedLength),
    family('ml', 'margin-left', margin, signedLength),
    family('gap', 'gap', space, length),
    family('gap-x', 'column-gap', space, length),
    family('gap-y', 'row-gap', space, length),
    family('indent', 'text-indent', space, signedLength),
    // Position offsets
    family('inset', 'inset', inset, signedLength),
    family('inset-x', ['left', 'right'], inset, signedLength),
    family('inset-y', ['top', 'bottom'], inset, signedLength),
    family('start', 'inset-inline-start', inset, signedLength),
    family('end', 'inset-inline-end', inset, signedLength),
    family('top', 'top', inset, signedLength),
    family('right', 'right', inset, signedLength),
    family('bottom', 'bottom', inset, signedLength),
    family('left', 'left', inset, signedLength),
    family('z', 'z-index', [['auto', 'auto'], ...numbers(0, 10, 20, 30, 40, 50)], { arbitrary: 'number', negative: true }),
    // Sizing
    family('w', 'width', width, length),
    family('h', 'height', height, length),
    family('size', ['width', 'height'], size, length),
    family('min-w', 'min-width', [...space, ['full', '100%'], ...CONTENT_SIZES], length),
    family('max-w', 'max-width', [...space, ...MAX_WIDTH], length),
    family('min-h', 'min-height', [...space, ['full', '100%'], ...VIEWPORT_HEIGHTS, ...CONTENT_SIZES], length),
    family('max-h', 'max-height', [...space, ['none', 'none'], ['full', '100%'], ...VIEWPORT_HEIGHTS, ...CONTENT_SIZES], length),
    // Flexbox and grid
    family('basis', 'flex-basis', basis, length),
    family('flex', 'flex', [['1', '1 1 0%'], ['auto', '1 1 auto'], ['initial', '0 1 auto'], ['none', 'none']]),
    family('grow', 'flex-grow', [['DEFAULT', '1'], ['0', '0']], { arbitrary: 'number' }),
    family('shrink', 'flex-shrink', [['DEFAULT', '1'], ['0', '0']], { arbitrary: 'number' }),
    family('order', 'order', [['first', '-9999'], ['last', '9999'], ['none', '0'], ...numbers(...ONE_TO_TWELVE)], { arbitrary: 'number', negative: true }),
    family('grid-cols', 'grid-template-columns', [['none', 'none'], ['subgrid', 'subgrid'], ...ONE_TO_TWELVE.map((n): [string, string] => [String(n), `repeat(${n}, minmax(0, 1fr))`])]),
    family('grid-rows', 'grid-template-rows', [['none', 'none'], ['subgrid', 'subgrid'], ...ONE_TO_TWELVE.map((n): [string, string] => [String(n), `repeat(${n}, minmax(0, 1fr))`])]),
    family('col', 'grid-column', [['auto', 'auto'], ...ONE_TO_TWELVE.map((n): [string, string] => [`span-${n}`, `span ${n} / span ${n}`]), ['span-full', '1 / -1']]),
    family('col-start', 'grid-column-start', [['auto', 'auto'], ...numbers(...ONE_TO_THIRTEEN)], { arbitrary: 'number' }),
    family('col-end', 'grid-column-end', [['auto', 'auto'], ...numbers(...ONE_TO_THIRTEEN)], { arbitrary: 'number' }),
    family('row', 'grid-row', [['auto', 'auto'], ...ONE_TO_TWELVE.map((n): [string, string] => [`span-${n}`, `span ${n} / span ${n}`]), ['span-full', '1 / -1']]),
    family('row-start', 'grid-row-start', [['auto', 'auto'], ...numbers(...ONE_TO_THIRTEEN)], { arbitrary: 'number' }),
    family('row-end', 'grid-row-end', [['auto', 'auto'], ...numbers(...ONE_TO_THIRTEEN)], { arbitrary: 'number' }),
    family('auto-cols', 'grid-auto-columns', [['auto', 'auto'], ['min', 'min-content'], ['max', 'max-content'], ['fr', 'minmax(0, 1fr)']]),
    family('auto-rows', 'grid-auto-rows', [['auto', 'auto'], ['min', 'min-content'], ['max', 'max-content'], ['fr', 'minmax(0, 1fr)']]),
    // Typography
    family('font', 'font-weight', [
      ['thin', '100'], ['extralight', '200'], ['light', '300'], ['normal', '400'], ['medium', '500'], ['semibold', '600'], ['bold', '700'],
      ['extrabold', '800'], ['black', '900'],
    ], { arbitrary: 'number' }),
    family('leading', 'line-height', [
      ['none', '1'], ['tight', '1.25'], ['snug', '1.375'], ['normal', '1.5'], ['relaxed', '1.625'], ['loose', '2'], ['3', '.75rem'],
      ['4', '1rem'], ['5', '1.25rem'], ['6', '1.5rem'], ['7', '1.75rem'], ['8', '2rem'], ['9', '2.25rem'], ['10', '2.5rem'],
    ], { arbitrary: 'length' }),
    family('tracking', 'letter-spacing', [
      ['tighter', '-0.05em'], ['tight', '-0.025em'], ['normal', '0em'], ['wide', '0.025em'], ['wider', '0.05em'], ['widest', '0.1em'],
    ], { arbitrary: 'length' }),
    family('text', 'color', palette, color),
    family('decoration', 'text-decoration-color', palette, color),
    family('decoration', 'text-decoration-thickness', [['auto', 'auto'], ['from-font', 'from-font'], ...WIDTHS_0_TO_8], length),
    family('underline-offset', 'text-underline-offset', [['auto', 'auto'], ...WIDTHS_0_TO_8], length),
    family('list', 'list-style-type', keywords('none', 'disc', 'decimal')),
    // Backgrounds
    family('bg', 'background-color', palette, color),
    // Borders
    family('rounded', 'border-radius', BORDER_RADIUS, length),
    family('rounded-t', ['border-top-left-radius', 'border-top-right-radius'], BORDER_RADIUS, length),
    family('rounded-r', ['border-top-right-radius', 'border-bottom-right-radius'], BORDER_RADIUS, length),
    family('rounded-b', ['border-bottom-right-radius', 'border-bottom-left-radius'], BORDER_RADIUS, length),
    family('rounded-l', ['border-top-left-radius', 'border-bottom-left-radius'], BORDER_RADIUS, length),
    family('rounded-tl', 'border-top-left-radius', BORDER_RADIUS, length),
    family('rounded-tr', 'border-top-right-radius', BORDER_RADIUS, length),
    family('rounded-br', 'border-bottom-right-radius', BORDER_RADIUS, length),
    family('rounded-bl', 'border-bottom-left-radius', BORDER_RADIUS, length),
    family('border', 'border-width', BORDER_WIDTH, length),
    family('border-x', ['border-left-width', 'border-right-width'], BORDER_WIDTH, length),
    family('border-y', ['border-top-width', 'border-bottom-width'], BORDER_WIDTH, length),
    family('border-t', 'border-top-width', BORDER_WIDTH, length),
    family('border-r', 'border-right-width', BORDER_WIDTH, length),
    family('border-b', 'border-bottom-width', BORDER_WIDTH, length),
    family('border-l', 'border-left-width', BORDER_WIDTH, length),
    family('border', 'border-color', palette, color),
    family('border-x', ['border-left-color', 'border-right-color'], palette, color),
    family('border-y', ['border-top-color', 'border-bottom-color'], palette, color),
    family('border-t', 'border-top-color', palette, color),
    family('border-r', 'border-right-color', palette, color),
    family('border-b', 'border-bottom-color', palette, color),
    family('border-l', 'border-left-color', palette, color),
    family('border', 'border-style', keywords('solid', 'dashed', 'dotted', 'double', 'hidden', 'none')),
    family('outline', 'outline-width', WIDTHS_0_TO_8, length),
    family('outline', 'outline-color', palette, color),
    family('outline-offset', 'outline-offset', WIDTHS_0_TO_8, length),
    // Effects and interactivity
    family('opacity', 'opacity', OPACITY, { arbitrary: 'number' }),
    family('shadow', 'box-shadow', SHADOWS),
    family('cursor', 'cursor', CURSORS),
    family('fill', 'fill', [['none', 'none'], ...palette], color),
    family('stroke', 'stroke', [['none', 'none'], ...palette], color),
    family('stroke', 'stroke-width', numbers(0, 1, 2), { arbitrary: 'number' }),
    family('caret', 'caret-color', palette, color),
    family('accent', 'accent-color', [['auto', 'auto'], ...palette], color),
    family('aspect', 'aspect-ratio', [['auto', 'auto'], ['square', '1 / 1'], ['video', '16 / 9']]),
    family('overflow', 'overflow', OVERFLOW),
    family('overflow-x', 'overflow-x', OVERFLOW),
    family('overflow-y', 'overflow-y', OVERFLOW),
    family('duration', 'transition-duration', TIMES.map((ms): [string, string] => [String(ms), ms === 0 ? '0s' : `${ms}ms`])),
    family('delay', 'transition-delay', TIMES.map((ms): [string, string] => [String(ms), ms === 0 ? '0s' : `${ms}ms`])),
    family('ease', 'transition-timing-function', [
      ['linear', 'linear'], ['in', 'cubic-bezier(0.4, 0, 1, 1)'], ['out', 'cubic-bezier(0, 0, 0.2, 1)'], ['in-out', 'cubic-bezier(0.4, 0, 0.2, 1)'],
    ]),
  ];
}

/** Classes with fixed declarations, not built from a scale. */
const STATIC: [className: string, declarations: [string, string][]][] = [
  ...(
    [
      'block', 'inline-block', 'inline', 'flex', 'inline-flex', 'table', 'inline-table', 'table-caption', 'table-cell', 'table-column',
      'table-column-group', 'table-footer-group', 'table-header-group', 'table-row-group', 'table-row', 'flow-root', 'grid',
      'inline-grid', 'contents', 'list-item',
    ].map((display): [string, [string, string][]] => [display, [['display', display]]])
  ),
  ['hidden', [['display', 'none']]],
  ...['static', 'fixed', 'absolute', 'relative', 'sticky'].map((position): [string, [string, string][]] => [position, [['position', position]]]),
  ['visible', [['visibility', 'visible']]],
  ['invisible', [['visibility', 'hidden']]],
  ['collapse', [['visibility', 'collapse']]],
  ['float-start', [['float', 'inline-start']]],
  ['float-end', [['float', 'inline-end']]],
  ['float-right', [['float', 'right']]],
  ['float-left', [['float', 'left']]],
  ['float-none', [['float', 'none']]],
  ['clear-start', [['clear', 'inline-start']]],
  ['clear-end', [['clear', 'inline-end']]],
  ['clear-left', [['clear', 'left']]],
  ['clear-right', [['clear', 'right']]],
  ['clear-both', [['clear', 'both']]],
  ['clear-none', [['clear', 'none']]],
  ['isolate', [['isolation', 'isolate']]],
  ['isolation-auto', [['isolation', 'auto']]],
  ['box-border', [['box-sizing', 'border-box']]],
  ['box-content', [['box-sizing', 'content-box']]],
  ...['contain', 'cover', 'fill', 'none', 'scale-down'].map((fit): [string, [string, string][]] => [`object-${fit}`, [['object-fit', fit]]]),
  ['flex-row', [['flex-direction', 'row']]],
  ['flex-row-reverse', [['flex-direction', 'row-reverse']]],
  ['flex-col', [['flex-direction', 'column']]],
  ['flex-col-reverse', [['flex-direction', 'column-reverse']]],
  ['flex-wrap', [['flex-wrap', 'wrap']]],
  ['flex-wrap-reverse', [['flex-wrap', 'wrap-reverse']]],
  ['flex-nowrap', [['flex-wrap', 'nowrap']]],
  ['grid-flow-row', [['grid-auto-flow', 'row']]],
  ['grid-flow-col', [['grid-auto-flow', 'column']]],
  ['grid-flow-dense', [['grid-auto-flow', 'dense']]],
  ['grid-flow-row-dense', [['grid-auto-flow', 'row dense']]],
  ['grid-flow-col-dense', [['grid-auto-flow', 'column dense']]],
  ['justify-normal', [['justify-content', 'normal']]],
  ['justify-start', [['justify-content', 'flex-start']]],
  ['justify-end', [['justify-content', 'flex-end']]],
  ['justify-center', [['justify-content', 'center']]],
  ['justify-between', [['justify-content', 'space-between']]],
  ['justify-around', [['justify-content', 'space-around']]],
  ['justify-evenly', [['justify-content', 'space-evenly']]],
  ['justify-stretch', [['justify-content', 'stretch']]],
  ...['start', 'end', 'center', 'stretch'].map((value): [string, [string, string][]] => [`justify-items-${value}`, [['justify-items', value]]]),
  ...['auto', 'start', 'end', 'center', 'stretch'].map((value): [string, [string, string][]] => [`justify-self-${value}`, [['justify-self', value]]]),
  ['content-normal', [['align-content', 'normal']]],
  ['content-center', [['align-content', 'center']]],
  ['content-start', [['align-content', 'flex-start']]],
  ['content-end', [['align-content', 'flex-end']]],
  ['content-between', [['align-content', 'space-between']]],
  ['content-around', [['align-content', 'space-around']]],
  ['content-evenly', [['align-content', 'space-evenly']]],
  ['content-baseline', [['align-content', 'baseline']]],
  ['content-stretch', [['align-content', 'stretch']]],
  ['items-start', [['align-items', 'flex-start']]],
  ['items-end', [['align-items', 'flex-end']]],
  ['items-center', [['align-items', 'center']]],
  ['items-baseline', [['align-items', 'baseline']]],
  ['items-stretch', [['align-items', 'stretch']]],
  ['self-auto', [['align-self', 'auto']]],
  ['self-start', [['align-self', 'flex-start']]],
  ['self-end', [['align-self', 'flex-end']]],
  ['self-center', [['align-self', 'center']]],
  ['self-stretch', [['align-self', 'stretch']]],
  ['self-baseline', [['align-self', 'baseline']]],
  ['place-content-center', [['place-content', 'center']]],
  ['place-content-start', [['place-content', 'start']]],
  ['place-content-end', [['place-content', 'end']]],
  ['place-content-between', [['place-content', 'space-between']]],
  ['place-content-around', [['place-content', 'space-around']]],
  ['place-content-evenly', [['place-content', 'space-evenly']]],
  ['place-content-baseline', [['place-content', 'baseline']]],
  ['place-content-stretch', [['place-content', 'stretch']]],
  ...['start', 'end', 'center', 'baseline', 'stretch'].map((value): [string, [string, string][]] => [`place-items-${value}`, [['place-items', value]]]),
  ...['auto', 'start', 'end', 'center', 'stretch'].map((value): [string, [string, string][]] => [`place-self-${value}`, [['place-self', value]]]),
  ['italic', [['font-style', 'italic']]],
  ['not-italic', [['font-style', 'normal']]],
  ...['left', 'center', 'right', 'justify', 'start', 'end'].map((align): [string, [string, string][]] => [`text-${align}`, [['text-align', align]]]),
  ['underline', [['text-decoration-line', 'underline']]],
  ['overline', [['text-decoration-line', 'overline']]],
  ['line-through', [['text-decoration-line', 'line-through']]],
  ['no-underline', [['text-decoration-line', 'none']]],
  ...['solid', 'double', 'dotted', 'dashed', 'wavy'].map((style): [string, [string, string][]] => [`decoration-${style}`, [['text-decoration-style', style]]]),
  ['uppercase', [['text-transform', 'uppercase']]],
  ['lowercase', [['text-transform', 'lowercase']]],
  ['capitalize', [['text-transform', 'capitalize']]],
  ['normal-case', [['text-transform', 'none']]],
  ['truncate', [['overflow', 'hidden'], ['text-overflow', 'ellipsis'], ['white-space', 'nowrap']]],
  ['text-ellipsis', [['text-overflow', 'ellipsis']]],
  ['text-clip', [['text-overflow', 'clip']]],
  ['text-wrap', [['text-wrap', 'wrap']]],
  ['text-nowrap', [['text-wrap', 'nowrap']]],
  ['text-balance', [['text-wrap', 'balance']]],
  ['text-pretty', [['text-wrap', 'pretty']]],
  ...['normal', 'nowrap', 'pre', 'pre-line', 'pre-wrap', 'break-spaces'].map((value): [string, [string, string][]] => [`whitespace-${value}`, [['white-space', value]]]),
  ['break-normal', [['overflow-wrap', 'normal'], ['word-break', 'normal']]],
  ['break-words', [['overflow-wrap', 'break-word']]],
  ['break-all', [['word-break', 'break-all']]],
  ['break-keep', [['word-break', 'keep-all']]],
  ...['baseline', 'top', 'middle', 'bottom', 'text-top', 'text-bottom', 'sub', 'super'].map((value): [string, [string, string][]] => [`align-${value}`, [['vertical-align', value]]]),
  ['list-inside', [['list-style-position', 'inside']]],
  ['list-outside', [['list-style-position', 'outside']]],
  ['outline-none', [['outline', '2px solid transparent'], ['outline-offset', '2px']]],
  ['outline', [['outline-style', 'solid']]],
  ['outline-dashed', [['outline-style', 'dashed']]],
  ['outline-dotted', [['outline-style', 'dotted']]],
  ['outline-double', [['outline-style', 'double']]],
  ['bg-fixed', [['background-attachment', 'fixed']]],
  ['bg-local', [['background-attachment', 'local']]],
  ['bg-scroll', [['background-attachment', 'scroll']]],
  ['bg-auto', [['background-size', 'auto']]],
  ['bg-cover', [['background-size', 'cover']]],
  ['bg-contain', [['background-size', 'contain']]],
  ...['bottom', 'center', 'left', 'left bottom', 'left top', 'right', 'right bottom', 'right top', 'top'].map(
    (value): [string, [string, string][]] => [`bg-${value.replace(' ', '-')}`, [['background-position', value]]],
  ),
  ['bg-repeat', [['background-repeat', 'repeat']]],
  ['bg-no-repeat', [['background-repeat', 'no-repeat']]],
  ['bg-repeat-x', [['background-repeat', 'repeat-x']]],
  ['bg-repeat-y', [['background-repeat', 'repeat-y']]],
  ['bg-repeat-round', [['background-repeat', 'round']]],
  ['bg-repeat-space', [['background-repeat', 'space']]],
  ['pointer-events-none', [['pointer-events', 'none']]],
  ['pointer-events-auto', [['pointer-events', 'auto']]],
  ['select-none', [['user-select', 'none']]],
  ['select-text', [['user-select', 'text']]],
  ['select-all', [['user-select', 'all']]],
  ['select-auto', [['user-select', 'auto']]],
  ['resize-none', [['resize', 'none']]],
  ['resize-y', [['resize', 'vertical']]],
  ['resize-x', [['resize', 'horizontal']]],
  ['resize', [['resize', 'both']]],
  ['appearance-none', [['appearance', 'none']]],
  ['appearance-auto', [['appearance', 'auto']]],
  ['border-collapse', [['border-collapse', 'collapse']]],
  ['border-separate', [['border-collapse', 'separate']]],
  ['table-auto', [['table-layout', 'auto']]],
  ['table-fixed', [['table-layout', 'fixed']]],
];

/** Font sizes set a line height too. */
export const FONT_SIZES: [name: string, fontSize: string, lineHeight: string][] = [
  ['xs', '0.75rem', '1rem'], ['sm', '0.875rem', '1.25rem'], ['base', '1rem', '1.5rem'], ['lg', '1.125rem', '1.75rem'],
  ['xl', '1.25rem', '1.75rem'], ['2xl', '1.5rem', '2rem'], ['3xl', '1.875rem', '2.25rem'], ['4xl', '2.25rem', '2.5rem'],
  ['5xl', '3rem', '1'], ['6xl', '3.75rem', '1'], ['7xl', '4.5rem', '1'], ['8xl', '6rem', '1'], ['9xl', '8rem', '1'],
];

export interface TailwindTheme {
  /** Every class of the table (variants and arbitrary values aside), in table order, with what it sets. */
  classes: ReadonlyMap<string, readonly TailwindDeclaration[]>;
  /** For arbitrary values: the families of each prefix, in table order (`text-[13px]` is a font size, `text-[#123456]` a color). */
  arbitrary: ReadonlyMap<string, readonly ArbitraryFamily[]>;
  /** The prefix of each class family that sets exactly one property, by property (`padding-top` → pt). */
  prefixOf: ReadonlyMap<string, string>;
}

const isNegatable = (value: string) => /^[0-9.]+[a-z%]*$/.test(value) && !/^0+(\.0+)?[a-z%]*$/.test(value);

function build(): TailwindTheme {
  const classes = new Map<string, TailwindDeclaration[]>();
  const arbitrary = new Map<string, ArbitraryFamily[]>();
  const prefixOf = new Map<string, string>();
  const add = (name: string, declarations: TailwindDeclaration[]) => {
    if (!classes.has(name)) classes.set(name, declarations);
  };
  // Static classes first: `flex` is display: flex before it is any family's bare class.
  for (const [name, declarations] of STATIC) add(name, declarations.map(([property, value]) => ({ property, value })));
  for (const [name, fontSize, lineHeight] of FONT_SIZES) {
    add(`text-${name}`, [{ property: 'font-size', value: fontSize }, { property: 'line-height', value: lineHeight }]);
  }
  arbitrary.set('text', [{ prefix: 'text', kind: 'length', properties: ['font-size'], negative: false }]);
  for (const { prefix, properties, scale, negative = false, arbitrary: kind } of families()) {
    if (properties.length === 1 && !prefixOf.has(properties[0]!)) prefixOf.set(properties[0]!, prefix);
    for (const [suffix, value] of scale) {
      const name = suffix === 'DEFAULT' ? prefix : `${prefix}-${suffix}`;
      add(name, properties.map((property) => ({ property, value })));
    }
    if (negative) {
      for (const [suffix, value] of scale) {
        if (!isNegatable(value)) continue;
        add(`-${suffix === 'DEFAULT' ? prefix : `${prefix}-${suffix}`}`, properties.map((property) => ({ property, value: `-${value}` })));
      }
    }
    if (kind) {
      const list = arbitrary.get(prefix) ?? [];
      list.push({ prefix, kind, properties, negative });
      arbitrary.set(prefix, list);
    }
  }
  return { classes, arbitrary, prefixOf };
}

let theme: TailwindTheme | undefined;

/** The table, built on first use (about 5,000 classes). */
export function tailwindTheme(): TailwindTheme {
  return (theme ??= build());
}
