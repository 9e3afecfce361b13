/**
 * Strict readers for the CSS values css-animation-generator lets a user put into keyframes and
 * timing: each parses a value against its grammar and writes it back canonically, so no text a
 * user typed reaches the CSS as typed. Each returns the canonical CSS, or the reason the value is
 * refused (the caller words the 400 with its field path).
 * Grammars: CSS Transforms 1 and 2 (transform functions), CSS Values 4 (lengths, percentages,
 * angles), CSS Easing 1 (linear, ease…, cubic-bezier() with x in [0, 1], steps()).
 */
import { cssNumber } from './css-output.ts';

export type Parsed = { css: string } | { error: string };

const NUMBER = /^([+-]?(?:\d+(?:\.\d+)?|\.\d+))([a-z%]*)$/i;
const LENGTH_UNITS = new Set(['px', 'em', 'rem', 'ch', 'ex', 'vw', 'vh', 'vmin', 'vmax', 'cm', 'mm', 'in', 'pt', 'pc']);
const ANGLE_UNITS = new Set(['deg', 'rad', 'grad', 'turn']);
/** Far beyond any useful transform or size; keeps every number printable without an exponent. */
const MAX_MAGNITUDE = 100_000;

type Kind = 'length-percentage' | 'length' | 'number' | 'angle';

interface Dimension {
  value: number;
  unit: string;
}

function dimension(text: string): Dimension | undefined {
  const match = NUMBER.exec(text.trim());
  if (!match) return undefined;
  const value = Number(match[1]);
  return Math.abs(value) <= MAX_MAGNITUDE ? { value, unit: match[2]!.toLowerCase() } : undefined;
}

const KIND_WORDS: Record<Kind, string> = {
  'length-percentage': 'a length (px, em, rem, vw, vh…) or a percentage',
  length: 'a length (px, em, rem, vw, vh…)',
  number: 'a plain number',
  angle: 'an angle (deg, rad, grad or turn)',
};

function fits(kind: Kind, { value, unit }: Dimension): boolean {
  if (unit === '') return kind === 'number' || value === 0;
  if (kind === 'length-percentage') return unit === '%' || LENGTH_UNITS.has(unit);
  if (kind === 'length') return LENGTH_UNITS.has(unit);
  if (kind === 'angle') return ANGLE_UNITS.has(unit);
  return false;
}

const write = ({ value, unit }: Dimension): string => `${cssNumber(value, 4)}${unit}`;

/** One value of `kind`, canonical; `nonNegative` refuses values below zero. */
function readValue(text: string, kind: Kind, nonNegative = false): Parsed {
  const parsed = dimension(text);
  if (!parsed || !fits(kind, parsed)) return { error: `${JSON.stringify(text.trim().slice(0, 30))} is not ${KIND_WORDS[kind]}` };
  if (nonNegative && parsed.value < 0) return { error: `${JSON.stringify(text.trim().slice(0, 30))} may not be negative` };
  return { css: write(parsed) };
}

/** The transform functions taken, by lowercase name: the canonical name, argument kinds, and how many may be left off. */
const TRANSFORMS: Record<string, { name: string; args: Kind[]; optional?: number; nonNegative?: boolean }> = {
  translate: { name: 'translate', args: ['length-percentage', 'length-percentage'], optional: 1 },
  translatex: { name: 'translateX', args: ['length-percentage'] },
  translatey: { name: 'translateY', args: ['length-percentage'] },
  translatez: { name: 'translateZ', args: ['length'] },
  translate3d: { name: 'translate3d', args: ['length-percentage', 'length-percentage', 'length'] },
  scale: { name: 'scale', args: ['number', 'number'], optional: 1 },
  scalex: { name: 'scaleX', args: ['number'] },
  scaley: { name: 'scaleY', args: ['number'] },
  scalez: { name: 'scaleZ', args: ['number'] },
  scale3d: { name: 'scale3d', args: ['number', 'number', 'number'] },
  rotate: { name: 'rotate', args: ['angle'] },
  rotatex: { name: 'rotateX', args: ['angle'] },
  rotatey: { name: 'rotateY', args: ['angle'] },
  rotatez: { name: 'rotateZ', args: ['angle'] },
  rotate3d: { name: 'rotate3d', args: ['number', 'number', 'number', 'angle'] },
  skew: { name: 'skew', args: ['angle', 'angle'], optional: 1 },
  skewx: { name: 'skewX', args: ['angle'] },
  skewy: { name: 'skewY', args: ['angle'] },
  perspective: { name: 'perspective', args: ['length'], nonNegative: true },
};

export const MAX_TRANSFORM_FUNCTIONS = 10;
const FUNCTION_CALL = /^([a-z0-9]+)\(([^()]*)\)\s*/i;

/** `none`, or up to 10 transform functions with numeric arguments (CSS Transforms 1 and 2). */
export function readTransform(text: string): Parsed {
  let rest = text.trim();
  if (rest.toLowerCase() === 'none') return { css: 'none' };
  if (rest === '') return { error: 'is empty; write none or functions such as translateX(10px) rotate(45deg)' };
  const written: string[] = [];
  while (rest !== '') {
    const call = FUNCTION_CALL.exec(rest);
    if (!call) return { error: `${JSON.stringify(rest.slice(0, 30))} is not a transform function such as translateX(10px)` };
    const spec = TRANSFORMS[call[1]!.toLowerCase()];
    if (!spec) return { error: `${call[1]}() is not a transform function taken here (${Object.values(TRANSFORMS).map((t) => t.name).join(', ')})` };
    const args = call[2]!.trim() === '' ? [] : call[2]!.split(',');
    const least = spec.args.length - (spec.optional ?? 0);
    if (args.length < least || args.length > spec.args.length) {
      return { error: `${spec.name}() takes ${least === spec.args.length ? least : `${least} or ${spec.args.length}`} comma-separated arguments, not ${args.length}` };
    }
    const values: string[] = [];
    for (const [index, arg] of args.entries()) {
      const value = readValue(arg, spec.args[index]!, spec.nonNegative);
      if ('error' in value) return { error: `${spec.name}() argument ${index + 1}: ${value.error}` };
      values.push(value.css);
    }
    written.push(`${spec.name}(${values.join(', ')})`);
    if (written.length > MAX_TRANSFORM_FUNCTIONS) return { error: `more than ${MAX_TRANSFORM_FUNCTIONS} transform functions` };
    rest = rest.slice(call[0].length);
  }
  return { css: written.join(' ') };
}

/** A non-negative length or percentage, or `auto` when `allowAuto` (width, height, border-radius). */
export function readSize(text: string, allowAuto: boolean): Parsed {
  if (allowAuto && text.trim().toLowerCase() === 'auto') return { css: 'auto' };
  const value = readValue(text, 'length-percentage', true);
  return 'error' in value && allowAuto ? { error: `${value.error}, nor auto` } : value;
}

export const EASING_KEYWORDS = ['linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out', 'step-start', 'step-end'] as const;
const STEP_POSITIONS = new Set(['jump-start', 'jump-end', 'jump-none', 'jump-both', 'start', 'end']);
const PLAIN_NUMBER = /^[+-]?(?:\d+(?:\.\d+)?|\.\d+)$/;

/**
 * An easing function (CSS Easing 1): a keyword, cubic-bezier(x1, y1, x2, y2) with both x in
 * [0, 1] (otherwise the function is invalid, §3.2) and y within ±100, or steps(n[, position])
 * with 1 ≤ n ≤ 1000 (2 for jump-none, §3.3).
 */
export function readEasing(text: string): Parsed {
  const value = text.trim().toLowerCase();
  if ((EASING_KEYWORDS as readonly string[]).includes(value)) return { css: value };
  const bezier = /^cubic-bezier\(([^()]*)\)$/.exec(value);
  if (bezier) {
    const args = bezier[1]!.split(',').map((arg) => arg.trim());
    if (args.length !== 4 || !args.every((arg) => PLAIN_NUMBER.test(arg))) return { error: 'cubic-bezier() takes four numbers: x1, y1, x2, y2' };
    const [x1, y1, x2, y2] = args.map(Number) as [number, number, number, number];
    if (x1 < 0 || x1 > 1 || x2 < 0 || x2 > 1) return { error: 'cubic-bezier(): x1 and x2 must be between 0 and 1' };
    if (Math.abs(y1) > 100 || Math.abs(y2) > 100) return { error: 'cubic-bezier(): y1 and y2 must be between -100 and 100' };
    return { css: `cubic-bezier(${[x1, y1, x2, y2].map((n) => cssNumber(n, 4)).join(', ')})` };
  }
  const steps = /^steps\(([^()]*)\)$/.exec(value);
  if (steps) {
    const [count = '', position, ...extra] = steps[1]!.split(',').map((arg) => arg.trim());
    if (extra.length > 0 || !/^\d{1,4}$/.test(count)) return { error: 'steps() takes a whole number of steps and an optional position' };
    if (position !== undefined && !STEP_POSITIONS.has(position)) return { error: `steps(): the position is one of ${[...STEP_POSITIONS].join(', ')}` };
    const n = Number(count);
    const least = position === 'jump-none' ? 2 : 1;
    if (n < least || n > 1000) return { error: `steps(): the number of steps is ${least} to 1000` };
    return { css: position === undefined ? `steps(${n})` : `steps(${n}, ${position})` };
  }
  return { error: `${JSON.stringify(text.trim().slice(0, 40))} is not ${EASING_KEYWORDS.join(', ')}, cubic-bezier(x1, y1, x2, y2) or steps(n, position)` };
}
