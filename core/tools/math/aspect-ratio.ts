import { Type } from '@sinclair/typebox';
import { div, fromNumber, mul, rational, roundHalfUp, toNumber, compare, type Rational } from '../../lib/rational.ts';
import { closedObject, stringEnum } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Method: width : height reduced to lowest terms by their greatest common divisor (Euclid's
 * algorithm, Elements VII.2; Knuth, TAOCP vol. 2 §4.5.2), on the exact decimals as written, so
 * 1920 × 1080 is 16:9 and a non-integer size such as 1.5 × 1 is read as 15/10 : 10/10 = 3:2.
 * Resizing keeps the proportion new_height / new_width = height / width (exact, then rounded to
 * whole pixels half up); given both new sides, the largest size of the ratio that fits inside them.
 */

const MIN_SIZE = 0.0001;
const MAX_SIZE = 1e9;

/** Common ratios by their lowest terms, with the name people know them by. */
const COMMON: ReadonlyArray<[number, number, string]> = [
  [1, 1, '1:1 (square)'],
  [5, 4, '5:4 (1280×1024 monitors)'],
  [4, 3, '4:3 (standard-definition TV, classic monitors)'],
  [3, 2, '3:2 (35 mm film, many cameras)'],
  [8, 5, '16:10 (widescreen computer displays)'],
  [5, 3, '5:3 (15:9, Super 16 film)'],
  [16, 9, '16:9 (HD and 4K video and TV)'],
  [37, 20, '1.85:1 (widescreen cinema)'],
  [2, 1, '2:1 (18:9 phones, Univisium)'],
  [13, 6, '19.5:9 (modern phones)'],
  [64, 27, '64:27 (2560×1080 ultrawide, sold as 21:9)'],
  [43, 18, '43:18 (3440×1440 ultrawide, sold as 21:9)'],
  [7, 3, '21:9 (ultrawide)'],
  [239, 100, '2.39:1 (anamorphic widescreen cinema)'],
  [4, 5, '4:5 (portrait photos)'],
  [2, 3, '2:3 (portrait 35 mm)'],
  [3, 4, '3:4 (portrait 4:3)'],
  [9, 16, '9:16 (vertical video, stories)'],
];

const size = (description: string) => Type.Number({ minimum: MIN_SIZE, maximum: MAX_SIZE, description: `${description}, from 0.0001 to 1e9 (any unit; decimals read exactly as written)` });

function nearestCommon(decimal: number) {
  let best = COMMON[0]!;
  for (const entry of COMMON) {
    if (Math.abs(Math.log(decimal / (entry[0] / entry[1]))) < Math.abs(Math.log(decimal / (best[0] / best[1])))) best = entry;
  }
  const [w, h, name] = best;
  return { ratio: `${w}:${h}`, name, decimal: w / h, difference_percent: (decimal / (w / h) - 1) * 100 };
}

/** A dimension rounded to whole units (pixels), halves up, as a number. */
const whole = (value: Rational): number => Number(roundHalfUp(value));

export default defineTool({
  id: 'aspect-ratio',
  name: 'Aspect Ratio',
  category: 'math',
  description:
    'Simplify a width × height to its aspect ratio (1920 × 1080 → 16:9, by the greatest common divisor, Euclid’s algorithm) and name the nearest ' +
    'common ratio, or resize keeping the ratio: give new_width or new_height for the other side, or both for the largest size that fits inside them. ' +
    'Decimal sizes are read exactly as written (1.5 × 1 → 3:2).',
  keywords: ['aspect', 'ratio', 'resolution', '16:9', '4:3', 'resize image', 'screen size', 'proportions', 'gcd'],
  mcp: true,
  input: closedObject({
    mode: stringEnum(['simplify', 'resize'], {
      description: 'simplify: the ratio of width × height in lowest terms; resize: scale width × height to new_width and/or new_height, keeping the ratio',
    }),
    width: size('The original width'),
    height: size('The original height'),
    new_width: Type.Optional(size('resize: the target width (new_height is computed); with new_height too, the box to fit inside')),
    new_height: Type.Optional(size('resize: the target height (new_width is computed); with new_width too, the box to fit inside')),
  }),
  output: closedObject({
    mode: Type.String({ description: 'The mode, echoed' }),
    width: Type.Number({ description: 'The original width, echoed' }),
    height: Type.Number({ description: 'The original height, echoed' }),
    ratio: Type.String({ description: 'width:height in lowest terms, exact (e.g. "16:9"; "3:2" for 1.5 × 1)' }),
    decimal: Type.Number({ description: 'width / height' }),
    ratio_to_one: Type.String({ description: 'The ratio as N:1 with 4 decimals, e.g. "1.7778:1"' }),
    orientation: stringEnum(['landscape', 'portrait', 'square'], { description: 'landscape when wider than tall, portrait when taller' }),
    name: Type.Optional(Type.String({ description: 'The common name of the ratio when it is exactly a well-known one' })),
    nearest_common: closedObject(
      {
        ratio: Type.String({ description: 'The nearest well-known ratio in lowest terms' }),
        name: Type.String({ description: 'Its common name' }),
        decimal: Type.Number({ description: 'Its value as width / height' }),
        difference_percent: Type.Number({ description: 'How far this ratio is from it: (decimal / its decimal − 1) × 100' }),
      },
      { description: 'The well-known ratio closest to this one (compared on a log scale)' },
    ),
    new_width: Type.Optional(Type.Number({ description: 'resize: the new width, exact' })),
    new_height: Type.Optional(Type.Number({ description: 'resize: the new height, exact' })),
    new_width_rounded: Type.Optional(Type.Integer({ description: 'resize: new_width rounded to a whole number (pixels), halves up' })),
    new_height_rounded: Type.Optional(Type.Integer({ description: 'resize: new_height rounded to a whole number (pixels), halves up' })),
    scale: Type.Optional(Type.Number({ description: 'resize: new size / original size' })),
    limited_by: Type.Optional(stringEnum(['width', 'height'], { description: 'resize: which given side set the size (the other is computed, or, with both given, fits inside)' })),
    method: Type.String({ description: 'How the answer was computed' }),
  }),
  examples: [
    {
      title: 'Full HD is 16:9',
      input: { mode: 'simplify', width: 1920, height: 1080 },
      output: {
        mode: 'simplify', width: 1920, height: 1080, ratio: '16:9', decimal: 1.7777777777777777, ratio_to_one: '1.7778:1', orientation: 'landscape',
        name: '16:9 (HD and 4K video and TV)',
        nearest_common: { ratio: '16:9', name: '16:9 (HD and 4K video and TV)', decimal: 1.7777777777777777, difference_percent: 0 },
        method: 'width:height divided by their greatest common divisor (Euclid), exact on the decimals as written',
      },
    },
    {
      title: 'Resize 1920 × 1080 to 1280 wide',
      input: { mode: 'resize', width: 1920, height: 1080, new_width: 1280 },
      output: {
        mode: 'resize', width: 1920, height: 1080, ratio: '16:9', decimal: 1.7777777777777777, ratio_to_one: '1.7778:1', orientation: 'landscape',
        name: '16:9 (HD and 4K video and TV)',
        nearest_common: { ratio: '16:9', name: '16:9 (HD and 4K video and TV)', decimal: 1.7777777777777777, difference_percent: 0 },
        new_width: 1280, new_height: 720, new_width_rounded: 1280, new_height_rounded: 720, scale: 0.6666666666666666, limited_by: 'width',
        method: 'new_height = new_width × height / width, exact, then rounded to whole units (halves up)',
      },
    },
  ],
  run({ mode, width, height, new_width, new_height }) {
    const W = fromNumber(width);
    const H = fromNumber(height);
    // rational() keeps n/d in lowest terms: dividing by the GCD is exactly what simplifying means.
    const reduced = div(W, H);
    const decimal = toNumber(reduced);
    const nearest = nearestCommon(decimal);
    const exactName = COMMON.find(([w, h]) => reduced.n === BigInt(w) && reduced.d === BigInt(h));
    const common = {
      mode, width, height,
      ratio: `${reduced.n}:${reduced.d}`,
      decimal,
      ratio_to_one: `${Number(decimal.toFixed(4))}:1`,
      orientation: compare(W, H) > 0 ? ('landscape' as const) : compare(W, H) < 0 ? ('portrait' as const) : ('square' as const),
      ...(exactName ? { name: exactName[2] } : {}),
      nearest_common: nearest,
    };
    if (mode === 'simplify') {
      if (new_width !== undefined) invalid('new_width: only used by mode resize');
      if (new_height !== undefined) invalid('new_height: only used by mode resize');
      return { ...common, method: 'width:height divided by their greatest common divisor (Euclid), exact on the decimals as written' };
    }
    if (new_width === undefined && new_height === undefined) invalid('new_width, new_height: mode resize needs new_width, new_height or both');
    // The scale each given side asks for; with both, the smaller one keeps the other side inside the box.
    const byWidth = new_width === undefined ? undefined : div(fromNumber(new_width), W);
    const byHeight = new_height === undefined ? undefined : div(fromNumber(new_height), H);
    const limitedBy: 'width' | 'height' = byHeight === undefined || (byWidth !== undefined && compare(byWidth, byHeight) <= 0) ? 'width' : 'height';
    const scale: Rational = limitedBy === 'width' ? byWidth! : byHeight!;
    const NW = mul(W, scale);
    const NH = mul(H, scale);
    const both = new_width !== undefined && new_height !== undefined;
    const method = both
      ? `the largest size of the ratio inside new_width × new_height: scale = min(new_width / width, new_height / height), here set by the ${limitedBy}; then rounded to whole units (halves up)`
      : limitedBy === 'width'
        ? 'new_height = new_width × height / width, exact, then rounded to whole units (halves up)'
        : 'new_width = new_height × width / height, exact, then rounded to whole units (halves up)';
    return {
      ...common,
      new_width: toNumber(NW), new_height: toNumber(NH),
      new_width_rounded: whole(NW), new_height_rounded: whole(NH),
      scale: toNumber(scale), limited_by: limitedBy, method,
    };
  },
});
