import { Type, type Static } from '@sinclair/typebox';
import type { CssNode, Declaration } from 'css-tree';
import { scanCss } from '../../lib/css-tokens.ts';
import { canonicalValue, valueKind, type CanonicalOptions } from '../../lib/css-values.ts';
import { lazy } from '../../lib/lazy.ts';
import type { ArbitraryFamily, TailwindTheme } from '../../lib/tailwind-theme.ts';
import { lineColumnAt } from '../../lib/text-position.ts';
import { closedObject, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the spec only names the tool's job):
 * - The table is Tailwind CSS v3.4's default theme (core/lib/tailwind-theme.ts, shared with
 *   tailwind-to-css). CSS is read by css-tree (csso's parser); unbalanced brackets, unclosed
 *   comments or strings, and anything css-tree cannot read (a declaration without a colon) are a
 *   VALIDATION_ERROR with line and column.
 * - Input is either declarations (`padding: 1rem; color: red`) or a stylesheet with rules; each rule
 *   gets its own classes. Rules inside `@media (min-width: 768px)` (one of the default breakpoints)
 *   get the `md:` prefix; inside any other @media they keep the condition in `media` and stay
 *   unprefixed, with a note. Other at-rules (@keyframes, @font-face…) are listed in `skipped`.
 * - Values match by meaning: colors by hex (#FFF, rgb(255 255 255) and white are one value), lengths
 *   by number and unit, 0 with any unit is 0. With match_px (default), px and rem match at 16px per
 *   rem, so 16px gives p-4; without it only the units of the table match (1rem → p-4, 16px → p-[16px]).
 * - A value not on the scale, for a property that has a utility family, becomes an arbitrary value
 *   (`w-[13px]`, `bg-[#123456]`) when arbitrary_values is on (default) and the value is a length,
 *   number or color of simple characters (spaces become "_"); otherwise it is unmapped.
 * - Shorthands are expanded and sides merged back: `padding: 1rem 2rem` → py-4 px-8, four equal sides
 *   → p-4; the same for margin, inset, border width and color, border-radius corners, gap and
 *   overflow. `border: 1px solid #e5e7eb` → border border-solid border-gray-200. A later declaration
 *   of a property wins, as in CSS; the earlier one is listed as unmapped ("overridden").
 * - font-size matching text-sm (etc.) with the line-height text-sm sets gives text-sm alone; with
 *   another line-height it gives text-sm plus leading-*; without any, a note says text-sm also sets
 *   its line-height. overflow hidden + text-overflow ellipsis + white-space nowrap give truncate.
 * - `!important` gives the `!` prefix. Where two palette colors share a hex (zinc-50 and neutral-50)
 *   the first family in the palette's order wins.
 */

const MAX_DEPTH = 64;

// The self-contained build: csso's entry reads its package.json through createRequire, which bundles cannot follow.
const loadCsso = lazy(() => import('csso/dist/csso.esm'));
const loadTheme = lazy(() => import('../../lib/tailwind-theme.ts'));
type ThemeModule = Awaited<ReturnType<typeof loadTheme>>;

interface Decl {
  property: string;
  value: string;
  important: boolean;
  /** The declaration as written, whitespace collapsed. */
  text: string;
}

interface Slot {
  value: string;
  important: boolean;
  source: Decl;
}

interface Mapping {
  className: string;
  from: Decl[];
  arbitrary: boolean;
}

interface Unmapped {
  declaration: string;
  reason: string;
}

/** Groups of longhands that Tailwind sets together under one prefix (p, px, py, pt…). */
interface SideGroup {
  longhands: readonly string[];
  /** Class prefix for all sides at once, for pairs, and per side. */
  all: string;
  pairs: readonly [prefix: string, first: number, second: number][];
  sides: readonly string[];
  /** The property to look the value up under when all sides are equal, when not the first longhand. */
  allProperty?: string;
}

const box = (prefix: string, property: string, suffix = ''): SideGroup => ({
  longhands: ['top', 'right', 'bottom', 'left'].map((side) => `${property}-${side}${suffix}`),
  all: prefix,
  pairs: [[`${prefix}y`, 0, 2], [`${prefix}x`, 1, 3]],
  sides: ['t', 'r', 'b', 'l'].map((side) => `${prefix}${side}`),
});

const GROUPS: Record<string, SideGroup> = {
  padding: box('p', 'padding'),
  margin: box('m', 'margin'),
  inset: { longhands: ['top', 'right', 'bottom', 'left'], all: 'inset', pairs: [['inset-y', 0, 2], ['inset-x', 1, 3]], sides: ['top', 'right', 'bottom', 'left'] },
  'border-width': {
    longhands: ['border-top-width', 'border-right-width', 'border-bottom-width', 'border-left-width'],
    all: 'border',
    pairs: [['border-y', 0, 2], ['border-x', 1, 3]],
    sides: ['border-t', 'border-r', 'border-b', 'border-l'],
  },
  'border-color': {
    longhands: ['border-top-color', 'border-right-color', 'border-bottom-color', 'border-left-color'],
    all: 'border',
    pairs: [['border-y', 0, 2], ['border-x', 1, 3]],
    sides: ['border-t', 'border-r', 'border-b', 'border-l'],
  },
  // Tailwind has no per-side border style: only four equal sides map.
  'border-style': {
    longhands: ['border-top-style', 'border-right-style', 'border-bottom-style', 'border-left-style'],
    all: 'border',
    pairs: [],
    sides: [],
    allProperty: 'border-style',
  },
  'border-radius': {
    longhands: ['border-top-left-radius', 'border-top-right-radius', 'border-bottom-right-radius', 'border-bottom-left-radius'],
    all: 'rounded',
    pairs: [['rounded-t', 0, 1], ['rounded-b', 2, 3], ['rounded-l', 0, 3], ['rounded-r', 1, 2]],
    sides: ['rounded-tl', 'rounded-tr', 'rounded-br', 'rounded-bl'],
  },
  gap: { longhands: ['row-gap', 'column-gap'], all: 'gap', pairs: [], sides: ['gap-y', 'gap-x'] },
  overflow: { longhands: ['overflow-x', 'overflow-y'], all: 'overflow', pairs: [], sides: ['overflow-x', 'overflow-y'] },
};

/** Longhand → its group and position. */
const LONGHAND_OF = new Map<string, [group: string, index: number]>();
for (const [name, group] of Object.entries(GROUPS)) group.longhands.forEach((longhand, index) => LONGHAND_OF.set(longhand, [name, index]));

/** The value text between whitespace, outside parentheses: `1px solid rgb(0 0 0)` → three parts. */
function splitValue(value: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of value) {
    if (char === '(') depth++;
    if (char === ')') depth = Math.max(0, depth - 1);
    if (/\s/.test(char) && depth === 0) {
      if (current !== '') parts.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  if (current !== '') parts.push(current);
  return parts;
}

/** Values of a 1-4 value box shorthand, per side (top, right, bottom, left). */
function boxSides(parts: string[]): string[] | undefined {
  const [a, b = a, c = a, d = b] = parts;
  return parts.length >= 1 && parts.length <= 4 ? [a!, b!, c!, d!] : undefined;
}

/** Corners of border-radius (top-left, top-right, bottom-right, bottom-left) from 1-4 values. */
function cornerValues(parts: string[]): string[] | undefined {
  return boxSides(parts);
}

const BORDER_STYLES = new Set(['none', 'hidden', 'dotted', 'dashed', 'solid', 'double', 'groove', 'ridge', 'inset', 'outset']);

/** `border[-side]: width style color` as longhands; undefined when a part is not recognised. */
function borderParts(value: string): { width?: string; style?: string; color?: string } | undefined {
  const result: { width?: string; style?: string; color?: string } = {};
  for (const part of splitValue(value)) {
    const lower = part.toLowerCase();
    if (BORDER_STYLES.has(lower) && result.style === undefined) result.style = lower;
    else if (valueKind(part) === 'length' && result.width === undefined) result.width = part;
    else if (valueKind(part) === 'color' && result.color === undefined) result.color = part;
    else return undefined;
  }
  return result;
}

/** The property → value → class index, one per matching mode. */
class ClassIndex {
  private readonly byProperty = new Map<string, Map<string, string>>();
  readonly options: CanonicalOptions;
  readonly arbitraryOf = new Map<string, ArbitraryFamily>();
  readonly theme: TailwindTheme;
  readonly fontSizes: ThemeModule['FONT_SIZES'];
  /** Classes setting several single properties at once (size-4, outline-none, break-normal), tried before the properties one by one. */
  readonly combos: [className: string, declarations: readonly { property: string; value: string }[]][] = [];

  /**
   * `asWritten` gives a theme value the form css-tree's generator gives a declaration's value,
   * which drops the spaces CSS does not need: shadow-none's `0 0 #0000` is read back as
   * `0 0#0000`, and only the same rewriting of the table's side makes the two meet.
   */
  constructor(module: ThemeModule, options: CanonicalOptions, asWritten: (value: string) => string) {
    this.options = options;
    const theme = (this.theme = module.tailwindTheme());
    this.fontSizes = module.FONT_SIZES.map(([name, fontSize, lineHeight]) => [name, asWritten(fontSize), asWritten(lineHeight)]);
    for (const [className, written] of theme.classes) {
      const declarations = written.map(({ property, value }) => ({ property, value: asWritten(value) }));
      if (declarations.length > 1) {
        const properties = declarations.map((declaration) => declaration.property);
        const standalone = properties.every((property) => !LONGHAND_OF.has(property) && property !== 'font-size' && property !== 'overflow');
        if (standalone && new Set(properties).size === properties.length) this.combos.push([className, declarations]);
      }
      if (declarations.length !== 1) continue;
      const { property, value } = declarations[0]!;
      let values = this.byProperty.get(property);
      if (!values) this.byProperty.set(property, (values = new Map()));
      const key = canonicalValue(property, value, options);
      if (!values.has(key)) values.set(key, className);
    }
    for (const list of theme.arbitrary.values()) {
      for (const family of list) {
        for (const property of family.properties) if (family.properties.length === 1 && !this.arbitraryOf.has(property)) this.arbitraryOf.set(property, family);
      }
    }
    // Longhands set by multi-property families only (padding-left by px…) still need a prefix for arbitrary values.
    for (const group of Object.values(GROUPS)) {
      group.longhands.forEach((longhand, index) => {
        const prefix = group.sides[index];
        if (prefix !== undefined && !this.arbitraryOf.has(longhand)) {
          const kind = longhand.endsWith('-color') ? 'color' : longhand.startsWith('overflow') || longhand.endsWith('-style') ? 'keyword' : 'length';
          this.arbitraryOf.set(longhand, { prefix, kind, properties: [longhand], negative: false });
        }
      });
    }
  }

  /** The class setting exactly `property: value`, if the table has one. */
  lookup(property: string, value: string): string | undefined {
    return this.byProperty.get(property)?.get(canonicalValue(property, value, this.options));
  }

  has(property: string): boolean {
    return this.byProperty.has(property) || this.arbitraryOf.has(property);
  }
}

const indexes = new Map<boolean, ClassIndex>();
const indexFor = (module: ThemeModule, matchPx: boolean, asWritten: (value: string) => string) => {
  let index = indexes.get(matchPx);
  if (!index) indexes.set(matchPx, (index = new ClassIndex(module, { matchPx }, asWritten)));
  return index;
};

/** `w-[13px]` for a value Tailwind reads as the family's kind; undefined for anything else. */
function arbitraryClass(prefix: string, kind: string, value: string): string | undefined {
  const text = value.trim();
  if (!/^[A-Za-z0-9#%.,()/+*\- ]+$/.test(text) || text.length > 200) return undefined;
  const actual = valueKind(text);
  const fits = kind === 'number' ? actual === 'number' || /^0+(\.0+)?$/.test(text) : actual === kind;
  if (!fits) return undefined;
  return `${prefix}-[${text.replace(/ +/g, '_')}]`;
}

class RuleMapper {
  readonly mappings: Mapping[] = [];
  readonly unmapped: Unmapped[] = [];
  readonly notes: string[] = [];
  private readonly index: ClassIndex;
  private readonly arbitraryValues: boolean;

  constructor(index: ClassIndex, arbitraryValues: boolean) {
    this.index = index;
    this.arbitraryValues = arbitraryValues;
  }

  private emit(className: string, from: Decl[], important: boolean, arbitrary = false): void {
    const name = important ? `!${className}` : className;
    const existing = this.mappings.find((mapping) => mapping.className === name);
    if (existing) {
      for (const decl of from) if (!existing.from.includes(decl)) existing.from.push(decl);
      return;
    }
    this.mappings.push({ className: name, from: [...from], arbitrary });
  }

  private skip(decl: Decl, reason: string): void {
    if (!this.unmapped.some((entry) => entry.declaration === decl.text && entry.reason === reason)) this.unmapped.push({ declaration: decl.text, reason });
  }

  /** The class for `property: value`, exact or arbitrary, with the prefix replaced by `prefix` when given. */
  private classFor(property: string, value: string, prefix?: string): { className: string; arbitrary: boolean } | undefined {
    const exact = this.index.lookup(property, value);
    const theme = this.index.theme;
    if (exact !== undefined) {
      if (prefix === undefined) return { className: exact, arbitrary: false };
      const own = theme.prefixOf.get(property) ?? this.index.arbitraryOf.get(property)?.prefix;
      const negative = exact.startsWith('-');
      const bare = negative ? exact.slice(1) : exact;
      if (own !== undefined && (bare === own || bare.startsWith(`${own}-`))) {
        return { className: `${negative ? '-' : ''}${prefix}${bare.slice(own.length)}`, arbitrary: false };
      }
    }
    const family = this.index.arbitraryOf.get(property);
    if (!family || !this.arbitraryValues) return undefined;
    if (family.kind === 'keyword') return undefined;
    const className = arbitraryClass(prefix ?? family.prefix, family.kind, value);
    return className ? { className, arbitrary: true } : undefined;
  }

  mapGroup(name: string, slots: (Slot | undefined)[]): void {
    const group = GROUPS[name]!;
    const done = new Set<number>();
    const same = (a: Slot | undefined, b: Slot | undefined, property: string) =>
      a !== undefined && b !== undefined && a.important === b.important &&
      canonicalValue(property, a.value, this.index.options) === canonicalValue(property, b.value, this.index.options);
    const tryEmit = (indices: number[], prefix: string): boolean => {
      const slot = slots[indices[0]!]!;
      const found = prefix === group.all && group.allProperty
        ? this.classFor(group.allProperty, slot.value)
        : this.classFor(group.longhands[indices[0]!]!, slot.value, prefix);
      if (!found) return false;
      const from = [...new Set(indices.map((i) => slots[i]!.source))];
      this.emit(found.className, from, slot.important, found.arbitrary);
      for (const i of indices) done.add(i);
      return true;
    };
    const first = group.longhands[0]!;
    if (slots.length === group.longhands.length && slots.every((slot) => same(slot, slots[0], first))) {
      if (tryEmit(slots.map((_, i) => i), group.all)) return;
    }
    for (const [prefix, a, b] of group.pairs) {
      if (done.has(a) || done.has(b)) continue;
      if (same(slots[a], slots[b], first)) tryEmit([a, b], prefix);
    }
    slots.forEach((slot, i) => {
      if (!slot || done.has(i)) return;
      const prefix = group.sides[i];
      if (prefix === undefined || !tryEmit([i], prefix)) {
        this.skip(slot.source, prefix === undefined ? `Tailwind sets ${name} only on all sides at once` : `no utility for ${name} ${slot.value}`);
      }
    });
  }

  mapSingle(decl: Decl, property = decl.property, value = decl.value): void {
    const found = this.classFor(property, value);
    if (found) {
      this.emit(found.className, [decl], decl.important, found.arbitrary);
      return;
    }
    if (!this.index.has(property)) this.skip(decl, `no Tailwind utility in the table sets ${property}`);
    else this.skip(decl, `${value} is not a value of the default theme${this.arbitraryValues ? ' and cannot be written as an arbitrary value' : ''}`);
  }

  /** text-sm and friends set font-size and line-height together. */
  mapFontSize(fontSize: Decl, lineHeight: Decl | undefined): void {
    const options = this.index.options;
    const size = canonicalValue('font-size', fontSize.value, options);
    const match = this.index.fontSizes.find(([, value]) => canonicalValue('font-size', value, options) === size);
    if (!match) {
      this.mapSingle(fontSize);
      if (lineHeight) this.mapSingle(lineHeight);
      return;
    }
    const [name, , pairedLineHeight] = match;
    const paired = lineHeight !== undefined && lineHeight.important === fontSize.important &&
      canonicalValue('line-height', lineHeight.value, options) === canonicalValue('line-height', pairedLineHeight, options);
    this.emit(`text-${name}`, paired ? [fontSize, lineHeight] : [fontSize], fontSize.important);
    if (lineHeight && !paired) this.mapSingle(lineHeight);
    if (!lineHeight) this.notes.push(`text-${name} also sets line-height: ${pairedLineHeight}`);
  }
}

/** Maps the declarations of one rule. */
function mapDeclarations(declarations: Decl[], index: ClassIndex, arbitraryValues: boolean): RuleMapper {
  const mapper = new RuleMapper(index, arbitraryValues);
  const slots = new Map<string, (Slot | undefined)[]>();
  const singles = new Map<string, Decl>();
  const setSlot = (longhand: string, value: string, source: Decl) => {
    const [group, position] = LONGHAND_OF.get(longhand)!;
    let list = slots.get(group);
    if (!list) slots.set(group, (list = new Array<Slot | undefined>(GROUPS[group]!.longhands.length).fill(undefined)));
    const previous = list[position];
    if (previous && previous.source !== source && !isStillUsed(previous.source, list, position)) {
      mapper.unmapped.push({ declaration: previous.source.text, reason: 'overridden by a later declaration' });
    }
    list[position] = { value, important: source.important, source };
  };
  const isStillUsed = (source: Decl, list: (Slot | undefined)[], except: number) =>
    list.some((slot, i) => i !== except && slot?.source === source) || [...slots.values()].some((other) => other !== list && other.some((slot) => slot?.source === source));
  const setSingle = (decl: Decl) => {
    const previous = singles.get(decl.property);
    if (previous) mapper.unmapped.push({ declaration: previous.text, reason: 'overridden by a later declaration' });
    singles.set(decl.property, decl);
  };

  for (const decl of declarations) {
    const { property, value } = decl;
    const parts = splitValue(value);
    if (property.startsWith('--')) {
      mapper.unmapped.push({ declaration: decl.text, reason: 'custom properties have no utility' });
    } else if (LONGHAND_OF.has(property)) {
      setSlot(property, value, decl);
    } else if (property === 'padding' || property === 'margin' || property === 'inset' || property === 'border-width' || property === 'border-color' || property === 'border-style') {
      const sides = boxSides(parts);
      if (!sides) mapper.unmapped.push({ declaration: decl.text, reason: `${property} takes 1 to 4 values` });
      else GROUPS[property]!.longhands.forEach((longhand, i) => setSlot(longhand, sides[i]!, decl));
    } else if (property === 'border-radius') {
      const corners = value.includes('/') ? undefined : cornerValues(parts);
      if (!corners) mapper.unmapped.push({ declaration: decl.text, reason: 'elliptical corners (with "/") have no utility' });
      else GROUPS['border-radius']!.longhands.forEach((longhand, i) => setSlot(longhand, corners[i]!, decl));
    } else if (property === 'gap' || property === 'overflow') {
      // gap: row column; overflow: x y.
      if (parts.length < 1 || parts.length > 2) mapper.unmapped.push({ declaration: decl.text, reason: `${property} takes 1 or 2 values` });
      else GROUPS[property]!.longhands.forEach((longhand, i) => setSlot(longhand, parts[i] ?? parts[0]!, decl));
    } else if (property === 'border' || /^border-(top|right|bottom|left)$/.test(property)) {
      const border = borderParts(value);
      const sides = property === 'border' ? ['top', 'right', 'bottom', 'left'] : [property.slice('border-'.length)];
      if (!border) {
        mapper.unmapped.push({ declaration: decl.text, reason: `cannot read ${property} as width, style and color` });
      } else {
        for (const side of sides) {
          setSlot(`border-${side}-width`, border.width ?? (border.style === 'none' || border.style === 'hidden' ? '0' : 'medium'), decl);
          setSlot(`border-${side}-style`, border.style ?? 'none', decl);
          if (border.color !== undefined) setSlot(`border-${side}-color`, border.color, decl);
        }
      }
    } else if (property === 'background' && parts.length === 1 && valueKind(value) === 'color') {
      setSingle({ ...decl, property: 'background-color' });
    } else if (property === 'text-decoration' && parts.length === 1 && ['underline', 'overline', 'line-through', 'none'].includes(value.toLowerCase())) {
      setSingle({ ...decl, property: 'text-decoration-line' });
    } else {
      setSingle(decl);
    }
  }

  let truncate: { position: number; from: Decl[] } | undefined;
  // truncate: overflow hidden (both axes), text-overflow ellipsis, white-space nowrap.
  const overflow = slots.get('overflow');
  const textOverflow = singles.get('text-overflow');
  const whiteSpace = singles.get('white-space');
  if (
    overflow?.every((slot) => slot && slot.value.toLowerCase() === 'hidden' && !slot.important) &&
    textOverflow?.value.toLowerCase() === 'ellipsis' && !textOverflow.important &&
    whiteSpace?.value.toLowerCase() === 'nowrap' && !whiteSpace.important
  ) {
    const from = [...new Set([overflow[0]!.source, overflow[1]!.source]), textOverflow, whiteSpace];
    truncate = { position: Math.min(...from.map((decl) => declarations.indexOf(decl))), from };
    slots.delete('overflow');
    singles.delete('text-overflow');
    singles.delete('white-space');
  }

  const combos: { position: number; className: string; from: Decl[] }[] = [];
  for (const [className, wanted] of index.combos) {
    const found = wanted.map(({ property }) => singles.get(property));
    const important = found[0]?.important;
    const matches = found.every((decl, i) =>
      decl !== undefined && decl.important === important &&
      canonicalValue(decl.property, decl.value, index.options) === canonicalValue(wanted[i]!.property, wanted[i]!.value, index.options));
    if (!matches) continue;
    const from = found as Decl[];
    combos.push({ position: Math.min(...from.map((decl) => declarations.indexOf(decl))), className: important ? `!${className}` : className, from });
    for (const { property } of wanted) singles.delete(property);
  }

  // Emit in the order the declarations came.
  const order = new Map(declarations.map((decl, i) => [decl, i]));
  const work: [number, () => void][] = [];
  for (const { position, className, from } of combos) work.push([position, () => mapper.mappings.push({ className, from, arbitrary: false })]);
  if (truncate) {
    const { position, from } = truncate;
    work.push([position, () => mapper.mappings.push({ className: 'truncate', from, arbitrary: false })]);
  }
  for (const [group, list] of slots) {
    const first = Math.min(...list.filter((slot): slot is Slot => slot !== undefined).map((slot) => order.get(slot.source) ?? 0));
    work.push([first, () => mapper.mapGroup(group, list)]);
  }
  const fontSize = singles.get('font-size');
  const lineHeight = singles.get('line-height');
  for (const [property, decl] of singles) {
    const position = order.get(decl) ?? declarations.findIndex((d) => d.text === decl.text);
    if (property === 'font-size') work.push([position, () => mapper.mapFontSize(decl, lineHeight)]);
    else if (property === 'line-height' && fontSize) continue;
    else work.push([position, () => mapper.mapSingle(decl)]);
  }
  for (const [, step] of work.sort((a, b) => a[0] - b[0])) step();
  // Unmapped declarations in the order they were written (sort is stable for repeats).
  const position = new Map<string, number>();
  declarations.forEach((decl, i) => position.set(decl.text, Math.min(position.get(decl.text) ?? i, i)));
  mapper.unmapped.sort((a, b) => (position.get(a.declaration) ?? 0) - (position.get(b.declaration) ?? 0));
  return mapper;
}

const declarationText = (text: string) => text.replace(/\s+/g, ' ').trim();

function readDeclaration(node: Declaration, css: string, generate: (node: CssNode) => string): Decl {
  const text = node.loc ? css.slice(node.loc.start.offset, node.loc.end.offset) : `${node.property}: ${generate(node.value)}`;
  const property = node.property.startsWith('--') ? node.property : node.property.toLowerCase();
  return { property, value: generate(node.value).trim(), important: node.important !== false, text: declarationText(text) };
}

/** The screen a media condition names, when it is exactly one default min-width breakpoint. */
function screenOf(screens: ThemeModule['SCREENS'], condition: string): string | undefined {
  const match = /^(?:(?:only)?screenand)?\(min-width:(\d+(?:\.\d+)?)px\)$/.exec(condition.replace(/\s+/g, '').toLowerCase());
  if (!match) return undefined;
  return Object.entries(screens).find(([, width]) => width === `${match[1]}px`)?.[0];
}

const mappingSchema = closedObject({
  class: Type.String({ description: 'A Tailwind class, e.g. "px-4" or "!bg-red-500" (! for !important)' }),
  from: Type.Array(Type.String(), { description: 'The declarations it stands for, as written' }),
  arbitrary: Type.Boolean({ description: 'Whether it is an arbitrary-value class such as w-[13px], not a class of the default theme' }),
});

const unmappedSchema = closedObject({
  declaration: Type.String({ description: 'The declaration, as written' }),
  reason: Type.String({ description: 'Why no class stands for it' }),
});

const output = closedObject({
  classes: Type.String({ description: 'Every class of every rule, space-separated, without repeats (for a single rule or plain declarations, the whole answer)' }),
  rules: Type.Array(
    closedObject({
      selector: Type.Union([Type.String(), Type.Null()], { description: 'The rule\'s selector as written; null for plain declarations' }),
      media: Type.Union([Type.String(), Type.Null()], { description: 'The @media condition the rule sits in, or null' }),
      classes: Type.String({ description: 'The rule\'s classes, space-separated, breakpoint prefix included (e.g. "md:p-4")' }),
      mappings: Type.Array(mappingSchema, { description: 'Each class and the declarations it comes from' }),
      unmapped: Type.Array(unmappedSchema, { description: 'Declarations with no equivalent class' }),
      notes: Type.Array(Type.String(), { description: 'What a class does beyond the declarations, and media conditions with no variant' }),
    }),
    { description: 'One entry per rule, in order' },
  ),
  skipped: Type.Array(
    closedObject({
      atRule: Type.String({ description: 'The at-rule, e.g. "@keyframes spin"' }),
      reason: Type.String({ description: 'Why it has no classes' }),
    }),
    { description: 'At-rules that utility classes cannot express' },
  ),
  arbitraryCount: Type.Integer({ minimum: 0, description: 'How many classes are arbitrary values' }),
  unmappedCount: Type.Integer({ minimum: 0, description: 'How many declarations have no class' }),
});

type Result = Static<typeof output>;
type RuleResult = Result['rules'][number];

export default defineTool({
  id: 'css-to-tailwind',
  name: 'CSS to Tailwind',
  category: 'developer',
  description:
    'Convert CSS declarations or rules to Tailwind CSS v3 utility classes of the default theme (spacing, colors by exact hex, font sizes and weights, display, position, flex and grid, borders and radius, sizes with fractions…), merging shorthand sides (py-4 px-8). Values off the scale become arbitrary values like w-[13px]; what has no equivalent is listed with the reason.',
  keywords: ['tailwindcss', 'utility classes', 'css converter', 'tw', 'tailwind classes'],
  // its worst input (many-rules) took 3167.2 ms inline: never on the server's event loop (bench/worst-case.ts, DESIGN's 50 ms rule).
  isolate: true,
  input: closedObject({
    css: Type.String({ maxLength: 1_000_000, description: 'CSS declarations ("padding: 1rem; color: #ef4444") or a stylesheet with rules' }),
    match_px: withDefault(Type.Boolean({ description: 'Match px lengths to the rem scale at 16px per rem (16px → p-4); false matches units exactly' }), true),
    arbitrary_values: withDefault(
      Type.Boolean({ description: 'Write values off the scale as arbitrary-value classes (w-[13px]); false lists them as unmapped' }),
      true,
    ),
  }),
  output,
  examples: [
    {
      title: 'Declarations: shorthand sides merged, colors by hex, px on the rem scale',
      input: { css: 'display: flex; padding: 16px 2rem; margin: 0 auto; color: #EF4444; font-size: 0.875rem; border-radius: 0.5rem; width: 13px' },
      output: {
        classes: 'flex py-4 px-8 my-0 mx-auto text-red-500 text-sm rounded-lg w-[13px]',
        rules: [
          {
            selector: null,
            media: null,
            classes: 'flex py-4 px-8 my-0 mx-auto text-red-500 text-sm rounded-lg w-[13px]',
            mappings: [
              { class: 'flex', from: ['display: flex'], arbitrary: false },
              { class: 'py-4', from: ['padding: 16px 2rem'], arbitrary: false },
              { class: 'px-8', from: ['padding: 16px 2rem'], arbitrary: false },
              { class: 'my-0', from: ['margin: 0 auto'], arbitrary: false },
              { class: 'mx-auto', from: ['margin: 0 auto'], arbitrary: false },
              { class: 'text-red-500', from: ['color: #EF4444'], arbitrary: false },
              { class: 'text-sm', from: ['font-size: 0.875rem'], arbitrary: false },
              { class: 'rounded-lg', from: ['border-radius: 0.5rem'], arbitrary: false },
              { class: 'w-[13px]', from: ['width: 13px'], arbitrary: true },
            ],
            unmapped: [],
            notes: ['text-sm also sets line-height: 1.25rem'],
          },
        ],
        skipped: [],
        arbitraryCount: 1,
        unmappedCount: 0,
      },
    },
    {
      title: 'Rules, a breakpoint and what has no class',
      input: {
        css: '.card { border: 1px solid #e5e7eb; box-shadow: 0 1px 2px 0 rgb(0 0 0 / 0.05); transition: all 1s; }\n@media (min-width: 768px) { .card { padding: 1.5rem; } }\n@keyframes spin { to { transform: rotate(360deg); } }',
      },
      output: {
        classes: 'border border-solid border-gray-200 shadow-sm md:p-6',
        rules: [
          {
            selector: '.card',
            media: null,
            classes: 'border border-solid border-gray-200 shadow-sm',
            mappings: [
              { class: 'border', from: ['border: 1px solid #e5e7eb'], arbitrary: false },
              { class: 'border-solid', from: ['border: 1px solid #e5e7eb'], arbitrary: false },
              { class: 'border-gray-200', from: ['border: 1px solid #e5e7eb'], arbitrary: false },
              { class: 'shadow-sm', from: ['box-shadow: 0 1px 2px 0 rgb(0 0 0 / 0.05)'], arbitrary: false },
            ],
            unmapped: [{ declaration: 'transition: all 1s', reason: 'no Tailwind utility in the table sets transition' }],
            notes: [],
          },
          {
            selector: '.card',
            media: '(min-width: 768px)',
            classes: 'md:p-6',
            mappings: [{ class: 'md:p-6', from: ['padding: 1.5rem'], arbitrary: false }],
            unmapped: [],
            notes: [],
          },
        ],
        skipped: [{ atRule: '@keyframes spin', reason: 'at-rules other than @media have no utility classes' }],
        arbitraryCount: 0,
        unmappedCount: 1,
      },
    },
  ],
  async run({ css, match_px, arbitrary_values }): Promise<Result> {
    let hasBlock = false;
    const { error } = scanCss(css, (kind, start) => {
      if (kind === 'open' && css[start] === '{') hasBlock = true;
    }, MAX_DEPTH);
    if (error) {
      const { line, column } = lineColumnAt(css, error.offset);
      invalid(`css: invalid CSS at line ${line}, column ${column}: ${error.message}`);
    }
    const { syntax } = await loadCsso();
    let firstError: { offset: number; message: string } | undefined;
    const ast = syntax.parse(css, {
      context: hasBlock ? 'stylesheet' : 'declarationList',
      positions: true,
      onParseError(parseError) {
        firstError ??= { offset: parseError.offset, message: parseError.message };
      },
    });
    if (firstError) {
      const { line, column } = lineColumnAt(css, firstError.offset);
      invalid(`css: invalid CSS at line ${line}, column ${column}: ${firstError.message}`);
    }

    const theme = await loadTheme();
    const generate = (node: CssNode) => syntax.generate(node);
    const index = indexFor(theme, match_px, (value) => generate(syntax.parse(value, { context: 'value' })));
    const source = (node: CssNode) => (node.loc ? declarationText(css.slice(node.loc.start.offset, node.loc.end.offset)) : generate(node));
    const rules: RuleResult[] = [];
    const skipped: Result['skipped'] = [];

    const addRule = (selector: string | null, media: string | null, screen: string | undefined, children: CssNode[]) => {
      const declarations = children.filter((child): child is Declaration => child.type === 'Declaration').map((child) => readDeclaration(child, css, generate));
      const mapper = mapDeclarations(declarations, index, arbitrary_values);
      const prefix = screen ? `${screen}:` : '';
      const notes = [...mapper.notes];
      if (media !== null && !screen) notes.push(`the condition ${media} is not a default breakpoint, so the classes have no variant prefix`);
      const mappings = mapper.mappings.map((mapping) => ({
        class: prefix + mapping.className,
        from: mapping.from.map((decl) => decl.text),
        arbitrary: mapping.arbitrary,
      }));
      rules.push({ selector, media, classes: mappings.map((mapping) => mapping.class).join(' '), mappings, unmapped: mapper.unmapped, notes });
    };

    const visit = (nodes: CssNode[], media: string | null, screen: string | undefined) => {
      for (const node of nodes) {
        if (node.type === 'Rule') {
          addRule(source(node.prelude), media, screen, node.block.children.toArray());
        } else if (node.type === 'Atrule') {
          const prelude = node.prelude ? source(node.prelude) : '';
          const name = `@${node.name}${prelude ? ` ${prelude}` : ''}`;
          if (node.name.toLowerCase() === 'media' && node.block) {
            // A nested @media keeps the outer condition in front.
            const condition = media === null ? prelude : `${media} and ${prelude}`;
            visit(node.block.children.toArray(), condition, media === null ? screenOf(theme.SCREENS, prelude) : undefined);
          } else {
            skipped.push({ atRule: name, reason: 'at-rules other than @media have no utility classes' });
          }
        }
      }
    };

    const top = (ast as { children?: { toArray(): CssNode[] } }).children?.toArray() ?? [];
    if (hasBlock) visit(top, null, undefined);
    else addRule(null, null, undefined, top);

    const all = [...new Set(rules.flatMap((rule) => rule.mappings.map((mapping) => mapping.class)))];
    return {
      classes: all.join(' '),
      rules,
      skipped,
      arbitraryCount: rules.reduce((sum, rule) => sum + rule.mappings.filter((mapping) => mapping.arbitrary).length, 0),
      unmappedCount: rules.reduce((sum, rule) => sum + rule.unmapped.length, 0),
    };
  },
});
