import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

type El = Record<string, unknown>;
interface Chart {
  svg: string;
  type: string;
  width: number;
  height: number;
  points: number;
  datasets: number;
  axis?: { min: number; max: number; step: number; ticks: number[] };
  slices?: { label: string; value: number; percent: number }[];
}

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', isArray: (_name, _path, _leaf, attribute) => !attribute, parseTagValue: false, parseAttributeValue: false, trimValues: false, htmlEntities: true });

/** Every element named `tag` anywhere under `node`. */
function all(node: unknown, tag: string, found: El[] = []): El[] {
  if (Array.isArray(node)) for (const item of node) all(item, tag, found);
  else if (typeof node === 'object' && node !== null) {
    for (const [key, value] of Object.entries(node)) {
      if (key === tag) found.push(...(value as El[]));
      if (!key.startsWith('@')) all(value, tag, found);
    }
  }
  return found;
}
/** An element's text: fast-xml-parser gives a text-only element as the string itself. */
const text = (element: El | string): string => (typeof element === 'string' ? element : ((element['#text'] as string[] | string | undefined) ?? '').toString());
const byClass = (root: unknown, name: string) => all(root, 'g').filter((g) => g['@class'] === name);

async function chart(json: unknown, options: Record<string, unknown> = {}): Promise<{ result: Chart; root: El }> {
  const result = await run<Chart>('json-to-chart', { json: JSON.stringify(json), ...options });
  expect(XMLValidator.validate(result.svg)).toBe(true);
  const root = parser.parse(result.svg) as El;
  const svg = all(root, 'svg')[0]!;
  expect(svg['@xmlns']).toBe('http://www.w3.org/2000/svg');
  expect(Number(svg['@width'])).toBe(result.width);
  expect(Number(svg['@height'])).toBe(result.height);
  return { result, root };
}

describe('json-to-chart', () => {
  it('draws grouped bars on Heckbert ticks, with a zero line under a negative bar', async () => {
    const { result, root } = await chart({
      type: 'bar', title: 'Results', labels: ['Q1', 'Q2', 'Q3', 'Q4'],
      datasets: [{ label: 'Revenue', data: [120, 150, 170, 210] }, { label: 'Profit', data: [30, -45, 25, 60], color: '#E15759' }],
    });
    // By hand: data -45..210 with zero → range nicenum(255) = 500, step nicenum(100) = 100 → -100..300.
    expect(result.axis).toEqual({ min: -100, max: 300, step: 100, ticks: [-100, 0, 100, 200, 300] });
    const tickLabels = all(byClass(root, 'grid'), 'text').map(text);
    expect(tickLabels).toEqual(['-100', '0', '100', '200', '300']);
    const series = byClass(root, 'series');
    expect(series).toHaveLength(2);
    const bars = series.map((group) => all(group, 'rect'));
    expect(bars.map((list) => list.length)).toEqual([4, 4]);
    expect(series[1]!['@fill']).toBe('#e15759');
    const zero = all(root, 'line').find((line) => line['@class'] === 'zero-line')!;
    const zeroY = Number(zero['@y1']);
    // The loss bar starts at the zero line and goes down; the others end at it.
    const loss = bars[1]![1]!;
    expect(Number(loss['@y'])).toBeCloseTo(zeroY, 5);
    for (const bar of [bars[0]![0]!, bars[1]![0]!]) expect(Number(bar['@y']) + Number(bar['@height'])).toBeCloseTo(zeroY, 5);
    // Heights are proportional to the values: 210 is 7 × 30.
    expect(Number(bars[0]![3]!['@height']) / Number(bars[1]![0]!['@height'])).toBeCloseTo(7, 2);
    // The loss of 45 is 1.5 × the profit of 30.
    expect(Number(loss['@height']) / Number(bars[1]![0]!['@height'])).toBeCloseTo(1.5, 2);
    const legend = all(byClass(root, 'legend'), 'text').map(text);
    expect(legend).toEqual(['Revenue', 'Profit']);
  });

  it('takes the plain [{label, value}] list as a bar chart without a legend', async () => {
    const { result, root } = await chart([{ label: 'a', value: 1 }, { label: 'b', value: 2.5 }]);
    expect(result).toMatchObject({ type: 'bar', points: 2, datasets: 1 });
    // By hand: 0..2.5 → range nicenum(2.5) = 5, step nicenum(1) = 1 → 0..3.
    expect(result.axis?.ticks).toEqual([0, 1, 2, 3]);
    expect(byClass(root, 'legend')).toEqual([]);
    expect(all(root, 'line').some((line) => line['@class'] === 'zero-line')).toBe(false);
  });

  it('draws a line with gaps for null and a zero line when values cross zero', async () => {
    const { result, root } = await chart({ type: 'line', labels: ['a', 'b', 'c', 'd'], datasets: [{ data: [2, null, -1, 3] }] });
    const path = all(root, 'path')[0]!['@d'] as string;
    expect(path.match(/M/g)).toHaveLength(2);
    expect(path.match(/L/g)).toHaveLength(1);
    expect(all(root, 'circle')).toHaveLength(3);
    expect(result.axis!.min).toBeLessThan(0);
    expect(all(root, 'line').some((line) => line['@class'] === 'zero-line')).toBe(true);
  });

  it('gives pie percentages that sum to 100 by largest remainder', async () => {
    const { result, root } = await chart({ type: 'pie', data: [{ label: 'x', value: 1 }, { label: 'y', value: 1 }, { label: 'z', value: 1 }] });
    expect(result.slices!.map((slice) => slice.percent)).toEqual([34, 33, 33]);
    expect(all(root, 'path')).toHaveLength(3);
    // 2/7, 4/7, 1/7 at one decimal: 28.57, 57.14, 14.29 → 28.5 + 57.1 + 14.2 = 99.8; the two largest remainders (.71, .57) get 0.1 each.
    const tenths = await chart({ type: 'pie', labels: ['a', 'b', 'c'], datasets: [{ data: [2, 4, 1] }] }, { percent_decimals: 1 });
    expect(tenths.result.slices!.map((slice) => slice.percent)).toEqual([28.6, 57.1, 14.3]);
  });

  it('draws a lone non-zero slice as a whole circle and skips zero slices', async () => {
    const { root, result } = await chart({ type: 'pie', data: [{ label: 'all', value: 5 }, { label: 'none', value: 0 }] });
    expect(result.slices!.map((slice) => slice.percent)).toEqual([100, 0]);
    expect(all(byClass(root, 'slices'), 'circle')).toHaveLength(1);
    expect(all(byClass(root, 'slices'), 'path')).toHaveLength(0);
  });

  it('refuses negative and all-zero pies, naming the path', async () => {
    await expectInvalid('json-to-chart', { json: JSON.stringify({ type: 'pie', data: [{ label: 'a', value: 3 }, { label: 'b', value: -1 }] }) }, /^json\.data\[1\]\.value: -1 is negative/);
    await expectInvalid('json-to-chart', { json: JSON.stringify({ type: 'pie', labels: ['a', 'b'], datasets: [{ data: [0, 0] }] }) }, /^json\.datasets\[0\]\.data: every value is zero/);
    await expectInvalid('json-to-chart', { json: JSON.stringify({ type: 'pie', datasets: [{ data: [1] }, { data: [2] }] }) }, /^json\.datasets: a pie chart takes one dataset/);
  });

  it('bounds points and datasets', async () => {
    const many = Array.from({ length: 501 }, (_, index) => index);
    await expectInvalid('json-to-chart', { json: JSON.stringify({ datasets: [{ data: many }] }) }, /^json\.datasets\[0\]\.data: 501 values, more than the 500 allowed/);
    const eleven = Array.from({ length: 11 }, () => ({ data: [1] }));
    await expectInvalid('json-to-chart', { json: JSON.stringify({ datasets: eleven }) }, /^json\.datasets: 11 datasets, more than the 10 allowed/);
    const full = await chart({ datasets: Array.from({ length: 10 }, () => ({ data: many.slice(0, 500) })) });
    expect(full.result).toMatchObject({ points: 500, datasets: 10 });
    // 5,000 bars: hover titles are left out (bars a fifth of a pixel wide cannot be hovered), every bar is drawn.
    const series = byClass(full.root, 'series');
    expect(series.map((group) => all(group, 'rect').length)).toEqual(Array.from({ length: 10 }, () => 500));
    expect(all(series, 'title')).toEqual([]);
  });

  it('refuses bad values, colours and types with the path', async () => {
    await expectInvalid('json-to-chart', { json: JSON.stringify({ datasets: [{ data: [1, 'two'] }] }) }, /^json\.datasets\[0\]\.data\[1\]: expected a number or null/);
    await expectInvalid('json-to-chart', { json: JSON.stringify({ datasets: [{ data: [1], color: 'red;stroke:url(javascript:alert(1))' }] }) }, /^json\.datasets\[0\]\.color: /);
    await expectInvalid('json-to-chart', { json: JSON.stringify({ type: 'donut', datasets: [{ data: [1] }] }) }, /^json\.type: expected "bar", "line" or "pie"/);
    await expectInvalid('json-to-chart', { json: JSON.stringify({ datasets: [{ data: [1e13] }] }) }, /^json\.datasets\[0\]\.data\[0\]: 10000000000000 is outside/);
    await expectInvalid('json-to-chart', { json: JSON.stringify({ labels: ['a'], datasets: [{ data: [1, 2] }] }) }, /^json\.datasets\[0\]\.data: 2 values but only 1 labels/);
    await expectInvalid('json-to-chart', { json: JSON.stringify({ datasets: [{ data: [null, null] }] }) }, /^json\.datasets\[0\]\.data: no numbers to plot/);
    await expectInvalid('json-to-chart', { json: '{"datasets": [' }, /^json: /);
    await expectInvalid('json-to-chart', { json: JSON.stringify({ datasets: [] }) }, /^json\.datasets: required/);
    await expectInvalid('json-to-chart', { json: '[]' }, /^json: no data points/);
  });

  it('escapes markup in every label and keeps __proto__ a plain key', async () => {
    const evil = `</text><script>alert(1)</script><text x="0">&amp;"'`;
    const { root, result } = await chart(JSON.parse(`{"__proto__": {"polluted": true}, "title": ${JSON.stringify(evil)}, "labels": [${JSON.stringify(evil)}], "datasets": [{"label": ${JSON.stringify(evil)}, "data": [1]}]}`));
    expect(result.svg).not.toContain('<script');
    expect(all(root, 'script')).toEqual([]);
    expect(text(all(root, 'title')[0]!)).toBe(evil);
    expect(all(byClass(root, 'legend'), 'text').map(text)).toContain(evil.length > 32 ? `${Array.from(evil).slice(0, 31).join('')}…` : evil);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('gives every template a background of its own', async () => {
    const fills = await Promise.all(['light', 'dark', 'minimal'].map(async (template) => {
      const { root } = await chart([{ label: 'a', value: 1 }], { template });
      return all(root, 'rect')[0]!['@fill'];
    }));
    expect(fills).toEqual(['#ffffff', '#111827', '#ffffff']);
  });
});
