import { Type } from '@sinclair/typebox';
import { largestRemainder, niceScale, type NiceScale } from '../../lib/chart-scale.ts';
import { asRecord, optionalArray, optionalText, parseJsonDocument, textValue, type JsonRecord } from '../../lib/json-document.ts';
import { cssColor, markup, trusted, type Markup } from '../../lib/markup.ts';
import { templateField, type Template } from '../../lib/markup-themes.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Sources: axis ticks by Heckbert's "nice numbers for graph labels" (Graphics Gems, 1990; see
 * core/lib/chart-scale.ts), pie percentages by the largest remainder (Hamilton) method so the
 * rounded shares sum to 100, default series colours the Tableau 10 palette (Maureen Stone, 2016,
 * as d3-scale-chromatic's schemeTableau10 lists it).
 */

// 10 × 500 = 5,000 bars: 10,000 took 54 ms (DESIGN.md's 50 ms rule), and are past reading anyway.
const MAX_POINTS = 500;
const MAX_DATASETS = 10;
const MAX_SLICES = 100;
const MAX_VALUE = 1e12;
const MAX_TOOLTIPS = 1_000;
const PALETTE = ['#4e79a7', '#f28e2b', '#e15759', '#76b7b2', '#59a14f', '#edc948', '#b07aa1', '#ff9da7', '#9c755f', '#bab0ac'];
const CHART_TYPES = ['bar', 'line', 'pie'] as const;
type ChartType = (typeof CHART_TYPES)[number];

interface ChartStyle {
  background: string;
  text: string;
  muted: string;
  grid: string | null;
  axis: string;
}
const STYLES: Record<Template, ChartStyle> = {
  light: { background: '#ffffff', text: '#1f2937', muted: '#6b7280', grid: '#e5e7eb', axis: '#9ca3af' },
  dark: { background: '#111827', text: '#f3f4f6', muted: '#9ca3af', grid: '#374151', axis: '#6b7280' },
  minimal: { background: '#ffffff', text: '#000000', muted: '#444444', grid: null, axis: '#000000' },
};

interface Series {
  label: string | undefined;
  values: (number | null)[];
  color: string;
  /** Where this series' values sit in the input, for errors: index → path. */
  pathOf: (index: number) => string;
  dataPath: string;
}

interface Chart {
  type: ChartType;
  title: string | undefined;
  labels: string[];
  series: Series[];
}

const round2 = (value: number): number => Math.round(value * 100) / 100;

function numberAt(value: unknown, path: string): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'number' || !Number.isFinite(value)) invalid(`${path}: expected a number or null, got ${JSON.stringify(value)?.slice(0, 40) ?? 'nothing'}`);
  if (Math.abs(value) > MAX_VALUE) invalid(`${path}: ${value} is outside -1e12 to 1e12`);
  return value;
}

function chartType(value: unknown, path: string): ChartType {
  if (value === undefined || value === null) return 'bar';
  if (typeof value !== 'string' || !(CHART_TYPES as readonly string[]).includes(value)) invalid(`${path}: expected "bar", "line" or "pie", got ${JSON.stringify(value)?.slice(0, 40)}`);
  return value as ChartType;
}

const colorAt = (record: JsonRecord, path: string, fallback: string): string => {
  const text = optionalText(record, 'color', path, { max: 100 });
  return text === undefined ? fallback : cssColor(text, `${path}.color`).css;
};

/** The {label, value} list form: `[{label, value}]` at the top, or `{type, title, data: [...]}`. */
function fromPairs(items: readonly unknown[], path: string, type: ChartType, title: string | undefined, seriesLabel: string | undefined): Chart & { sliceColors?: string[] } {
  if (items.length === 0) invalid(`${path}: no data points`);
  if (items.length > MAX_POINTS) invalid(`${path}: ${items.length} points, more than the ${MAX_POINTS} allowed`);
  const labels: string[] = [];
  const values: (number | null)[] = [];
  const colors: string[] = [];
  items.forEach((item, index) => {
    const at = `${path}[${index}]`;
    const record = asRecord(item, at);
    labels.push(optionalText(record, 'label', at, { max: 200 }) ?? String(index + 1));
    values.push(numberAt(Object.hasOwn(record, 'value') ? record.value : undefined, `${at}.value`));
    colors.push(colorAt(record, at, PALETTE[index % PALETTE.length]!));
  });
  const series: Series = { label: seriesLabel, values, color: type === 'pie' ? '' : colors[0]!, pathOf: (index) => `${path}[${index}].value`, dataPath: path };
  return { type, title, labels, series: [series], ...(type === 'pie' ? { sliceColors: colors } : {}) };
}

function readChart(document: unknown): Chart & { sliceColors?: string[] } {
  if (Array.isArray(document)) return fromPairs(document, 'json', 'bar', undefined, undefined);
  const root = asRecord(document, 'json');
  const type = chartType(Object.hasOwn(root, 'type') ? root.type : undefined, 'json.type');
  const title = optionalText(root, 'title', 'json', { max: 200 });
  if (Object.hasOwn(root, 'data') && !Object.hasOwn(root, 'datasets')) {
    return fromPairs(optionalArray(root, 'data', 'json', MAX_POINTS + 1), 'json.data', type, title, optionalText(root, 'label', 'json', { max: 200 }));
  }
  const datasets = optionalArray(root, 'datasets', 'json', MAX_DATASETS + 1);
  if (datasets.length === 0) invalid('json.datasets: required, at least one dataset (or give a [{label, value}] list)');
  if (datasets.length > MAX_DATASETS) invalid(`json.datasets: ${datasets.length} datasets, more than the ${MAX_DATASETS} allowed`);
  if (type === 'pie' && datasets.length > 1) invalid(`json.datasets: a pie chart takes one dataset, got ${datasets.length}`);
  const labelItems = optionalArray(root, 'labels', 'json', MAX_POINTS + 1);
  if (labelItems.length > MAX_POINTS) invalid(`json.labels: ${labelItems.length} labels, more than the ${MAX_POINTS} allowed`);
  const given = labelItems.map((item, index) => textValue(item, `json.labels[${index}]`, { max: 200 }) ?? String(index + 1));
  const series = datasets.map((item, index): Series => {
    const at = `json.datasets[${index}]`;
    const record = asRecord(item, at);
    const data = optionalArray(record, 'data', at, MAX_POINTS + 1);
    if (data.length === 0) invalid(`${at}.data: required, a non-empty array of numbers`);
    if (data.length > MAX_POINTS) invalid(`${at}.data: ${data.length} values, more than the ${MAX_POINTS} allowed`);
    if (labelItems.length > 0 && data.length > labelItems.length) invalid(`${at}.data: ${data.length} values but only ${labelItems.length} labels`);
    return {
      label: optionalText(record, 'label', at, { max: 200 }),
      values: data.map((value, point) => numberAt(value, `${at}.data[${point}]`)),
      color: colorAt(record, at, PALETTE[index % PALETTE.length]!),
      pathOf: (point) => `${at}.data[${point}]`,
      dataPath: `${at}.data`,
    };
  });
  const count = Math.max(given.length, ...series.map((one) => one.values.length));
  const labels = Array.from({ length: count }, (_, index) => given[index] ?? String(index + 1));
  for (const one of series) while (one.values.length < count) one.values.push(null);
  const sliceColors = type === 'pie' ? labels.map((_, index) => PALETTE[index % PALETTE.length]!) : undefined;
  return { type, title, labels, series, ...(sliceColors ? { sliceColors } : {}) };
}

/** At most `max` characters (code points), with an ellipsis when cut; the full text goes in a <title>. */
function clip(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

const textWidth = (text: string, size: number): number => Array.from(text).length * size * 0.6;

interface LegendItem {
  label: string;
  color: string;
}

/** Legend rows under the chart: items flow left to right and wrap; returns the markup and its height. */
function legend(items: LegendItem[], width: number, top: number, style: ChartStyle): { svg: Markup; height: number } {
  if (items.length === 0) return { svg: markup``, height: 0 };
  const rowHeight = 20;
  const parts: Markup[] = [];
  let x = 16;
  let y = top + 14;
  for (const item of items) {
    const shown = clip(item.label, 32);
    const itemWidth = 18 + textWidth(shown, 12) + 16;
    if (x > 16 && x + itemWidth > width - 16) {
      x = 16;
      y += rowHeight;
    }
    parts.push(markup`<g><title>${item.label}</title><rect x="${round2(x)}" y="${y - 10}" width="12" height="12" rx="2" fill="${item.color}"/><text x="${round2(x + 18)}" y="${y}" fill="${style.text}">${shown}</text></g>`);
    x += itemWidth;
  }
  return { svg: markup`<g class="legend">${parts}</g>`, height: y - top + 10 };
}

interface Frame {
  width: number;
  height: number;
  style: ChartStyle;
}

function titleMarkup(title: string | undefined, frame: Frame): Markup | null {
  return title === undefined ? null : markup`<text x="${frame.width / 2}" y="28" text-anchor="middle" font-size="16" font-weight="600" fill="${frame.style.text}">${clip(title, 90)}</text>`;
}

function cartesian(chart: Chart, frame: Frame): { body: Markup; legendItems: LegendItem[]; scale: NiceScale } {
  const { width, height, style } = frame;
  const defined = chart.series.flatMap((one) => one.values.filter((value): value is number => value !== null));
  if (defined.length === 0) invalid(`${chart.series[0]!.dataPath}: no numbers to plot (every value is null)`);
  let low = defined[0]!;
  let high = low;
  for (const value of defined) {
    if (value < low) low = value;
    if (value > high) high = value;
  }
  // Bars grow from zero, so their axis always holds it; a line's axis spans its data only.
  if (chart.type === 'bar') {
    low = Math.min(low, 0);
    high = Math.max(high, 0);
  }
  const scale = niceScale(low, high, 6);
  const format = new Intl.NumberFormat('en-US', { minimumFractionDigits: scale.decimals, maximumFractionDigits: scale.decimals });
  const tickTexts = scale.ticks.map((tick) => format.format(tick));
  const left = 16 + Math.max(...tickTexts.map((text) => textWidth(text, 11)));
  const right = width - 20;
  const top = chart.title === undefined ? 20 : 48;
  const bottom = height - 36;
  const plotWidth = right - left;
  const y = (value: number) => round2(bottom - ((value - scale.min) / (scale.max - scale.min)) * (bottom - top));

  const grid = scale.ticks.map((tick, index) => {
    const at = y(tick);
    const line = style.grid ? markup`<line x1="${round2(left)}" y1="${at}" x2="${right}" y2="${at}" stroke="${style.grid}"/>` : markup`<line x1="${round2(left - 4)}" y1="${at}" x2="${round2(left)}" y2="${at}" stroke="${style.axis}"/>`;
    return markup`${line}<text x="${round2(left - 8)}" y="${at + 4}" text-anchor="end" fill="${style.muted}" font-size="11">${tickTexts[index]!}</text>`;
  });
  const zero = scale.min < 0 && scale.max > 0 ? markup`<line class="zero-line" x1="${round2(left)}" y1="${y(0)}" x2="${right}" y2="${y(0)}" stroke="${style.axis}" stroke-width="1.5"/>` : null;
  const baseline = scale.min >= 0 ? y(scale.min) : scale.max <= 0 ? y(scale.max) : y(0);

  const count = chart.labels.length;
  const slot = plotWidth / count;
  const every = Math.max(1, Math.ceil(count / Math.max(1, Math.floor(plotWidth / 64))));
  const maxChars = Math.max(3, Math.floor((slot * every) / 7));
  const xLabels = chart.labels.flatMap((label, index) =>
    index % every === 0 ? [markup`<text x="${round2(left + slot * (index + 0.5))}" y="${bottom + 18}" text-anchor="middle" fill="${style.muted}" font-size="11">${clip(label, Math.min(maxChars, 24))}</text>`] : [],
  );

  let marks: Markup[];
  if (chart.type === 'bar') {
    const groupWidth = slot * 0.8;
    const barWidth = groupWidth / chart.series.length;
    const zeroY = y(Math.min(Math.max(0, scale.min), scale.max));
    // Hover titles only while bars are wide enough to hover (and the document stays small).
    const tooltips = count * chart.series.length <= MAX_TOOLTIPS;
    marks = chart.series.map((one, seriesIndex) => {
      const bars = one.values.flatMap((value, index) => {
        if (value === null) return [];
        const top = Math.min(y(value), zeroY);
        const x = left + slot * index + slot * 0.1 + barWidth * seriesIndex;
        // Only numbers we computed (finite, so their text is digits, '.', '-' and 'e'): nothing to escape, and 10,000 bars stay cheap.
        const rect = trusted(`x="${round2(x)}" y="${top}" width="${round2(Math.max(barWidth - 1, 0.5))}" height="${round2(Math.abs(zeroY - y(value)))}"`);
        return [tooltips ? markup`<rect ${rect}><title>${chart.labels[index]!}${one.label === undefined ? '' : ` · ${one.label}`}: ${value}</title></rect>` : markup`<rect ${rect}/>`];
      });
      return markup`<g class="series" fill="${one.color}">${bars}</g>`;
    });
  } else {
    marks = chart.series.map((one) => {
      let path = '';
      let pen = false;
      const dots: Markup[] = [];
      one.values.forEach((value, index) => {
        if (value === null) {
          pen = false;
          return;
        }
        const x = round2(left + slot * (index + 0.5));
        path += `${pen ? 'L' : 'M'}${x} ${y(value)}`;
        pen = true;
        if (count <= 60) dots.push(markup`<circle cx="${x}" cy="${y(value)}" r="3" fill="${one.color}"><title>${chart.labels[index]!}${one.label === undefined ? '' : ` · ${one.label}`}: ${value}</title></circle>`);
      });
      return markup`<g class="series"><path d="${path}" fill="none" stroke="${one.color}" stroke-width="2" stroke-linejoin="round"/>${dots}</g>`;
    });
  }
  const axis = markup`<line x1="${round2(left)}" y1="${top}" x2="${round2(left)}" y2="${bottom}" stroke="${style.axis}"/><line x1="${round2(left)}" y1="${baseline}" x2="${right}" y2="${baseline}" stroke="${style.axis}"/>`;
  const legendItems = chart.series.length > 1 || chart.series[0]!.label !== undefined ? chart.series.map((one, index) => ({ label: one.label ?? `Series ${index + 1}`, color: one.color })) : [];
  return { body: markup`<g class="grid">${grid}</g>${axis}${zero}${marks}<g class="x-labels">${xLabels}</g>`, legendItems, scale };
}

interface Slice {
  label: string;
  value: number;
  percent: number;
}

function pie(chart: Chart & { sliceColors?: string[] }, frame: Frame, decimals: number): { body: Markup; legendItems: LegendItem[]; slices: Slice[] } {
  const one = chart.series[0]!;
  if (one.values.length > MAX_SLICES) invalid(`${one.dataPath}: ${one.values.length} slices, more than the ${MAX_SLICES} a pie chart allows`);
  const values = one.values.map((value, index) => {
    if (value === null) invalid(`${one.pathOf(index)}: a pie slice needs a number`);
    if (value < 0) invalid(`${one.pathOf(index)}: ${value} is negative; a pie chart shows shares of a whole (use a bar chart for negative values)`);
    return value;
  });
  if (!values.some((value) => value > 0)) invalid(`${one.dataPath}: every value is zero; a pie chart needs a positive total`);
  const percents = largestRemainder(values, decimals);
  const total = values.reduce((sum, value) => sum + value, 0);
  const colors = chart.sliceColors ?? values.map((_, index) => PALETTE[index % PALETTE.length]!);
  const top = chart.title === undefined ? 16 : 44;
  const radius = Math.max(10, Math.min(frame.width - 32, frame.height - top - 16) / 2);
  const cx = frame.width / 2;
  const cy = top + radius;
  const point = (angle: number, r: number) => [round2(cx + r * Math.sin(angle)), round2(cy - r * Math.cos(angle))] as const;
  const paths: Markup[] = [];
  let start = 0;
  values.forEach((value, index) => {
    if (value === 0) return;
    const sweep = (value / total) * 2 * Math.PI;
    const end = start + sweep;
    const tip = markup`<title>${chart.labels[index]!}: ${value} (${percents[index]!}%)</title>`;
    if (value === total) {
      paths.push(markup`<circle cx="${round2(cx)}" cy="${round2(cy)}" r="${round2(radius)}" fill="${colors[index]!}" stroke="${frame.style.background}">${tip}</circle>`);
    } else {
      const [x1, y1] = point(start, radius);
      const [x2, y2] = point(end, radius);
      const d = `M${round2(cx)} ${round2(cy)}L${x1} ${y1}A${round2(radius)} ${round2(radius)} 0 ${sweep > Math.PI ? 1 : 0} 1 ${x2} ${y2}Z`;
      paths.push(markup`<path d="${d}" fill="${colors[index]!}" stroke="${frame.style.background}" stroke-width="1">${tip}</path>`);
    }
    // Percentages inside slices big enough to hold them (5 % and up).
    if (percents[index]! >= 5) {
      const [lx, ly] = point(start + sweep / 2, radius * 0.65);
      paths.push(markup`<text x="${lx}" y="${ly + 4}" text-anchor="middle" fill="#ffffff" font-size="12" font-weight="600">${percents[index]!}%</text>`);
    }
    start = end;
  });
  const slices = values.map((value, index) => ({ label: chart.labels[index]!, value, percent: percents[index]! }));
  const legendItems = slices.map((slice, index) => ({ label: `${slice.label} (${slice.percent}%)`, color: colors[index]! }));
  return { body: markup`<g class="slices">${paths}</g>`, legendItems, slices };
}

const JSON_SHAPE =
  'A JSON text in one of three forms. (1) {"type": "bar"|"line"|"pie", "title": "...", "labels": ["Q1", ...], "datasets": [{"label": "...", "data": [numbers or null], "color": "#hex or rgb()"}]}; ' +
  '(2) a list [{"label": "...", "value": number}, ...] (a bar chart); (3) {"type", "title", "data": [{"label", "value", "color"}]}. ' +
  `At most ${MAX_DATASETS} datasets of ${MAX_POINTS} values (${MAX_SLICES} slices for a pie), values within ±1e12; null leaves a gap. ` +
  'type defaults to bar. A pie takes one dataset of non-negative values with a positive total.';





export default defineTool({
  id: 'json-to-chart',
  name: 'JSON to Chart',
  category: 'generators',
  description:
    'Draws a bar, line or pie chart as an SVG document from JSON: labels and datasets, or a simple [{label, value}] list. ' +
    'Axes use Paul Heckbert\'s "nice numbers" tick algorithm (Graphics Gems, 1990), so ticks fall on 1, 2 or 5 × 10^k; negative values get a zero line; ' +
    'pie percentages are rounded by the largest remainder method so they sum to exactly 100. Every label is escaped; colours are validated.',
  keywords: ['bar chart', 'line chart', 'pie chart', 'graph', 'svg chart', 'plot', 'data visualization', 'chart maker'],
  mcp: true,
  input: closedObject({
    json: Type.String({ minLength: 1, maxLength: 100_000, description: `${JSON_SHAPE} At most 100,000 characters of JSON.` }),
    template: templateField('chart'),
    width: withDefault(Type.Integer({ minimum: 240, maximum: 2_000, description: 'Width of the SVG in px, 240-2000 (default 640)' }), 640),
    height: withDefault(Type.Integer({ minimum: 160, maximum: 1_500, description: 'Height of the chart area in px, 160-1500 (default 400); the legend adds its rows below' }), 400),
    percent_decimals: withDefault(Type.Integer({ minimum: 0, maximum: 2, description: 'Pie only: decimals of the slice percentages, 0-2 (default 0); they always sum to exactly 100' }), 0),
  }),
  output: closedObject({
    svg: Type.String({ description: 'The chart, a whole SVG document' }),
    type: stringEnum(CHART_TYPES, { description: 'The chart type drawn' }),
    width: Type.Integer({ description: 'SVG width, px' }),
    height: Type.Integer({ description: 'SVG height, px (chart area plus legend)' }),
    points: Type.Integer({ description: 'Categories (labels) on the chart' }),
    datasets: Type.Integer({ description: 'Datasets drawn' }),
    axis: Type.Optional(
      closedObject(
        {
          min: Type.Number({ description: 'Axis bottom' }),
          max: Type.Number({ description: 'Axis top' }),
          step: Type.Number({ description: 'Tick spacing: 1, 2 or 5 × 10^k' }),
          ticks: Type.Array(Type.Number(), { description: 'Tick values, bottom to top' }),
        },
        { description: 'Bar and line: the value axis (Heckbert nice numbers)' },
      ),
    ),
    slices: Type.Optional(
      Type.Array(
        closedObject({ label: Type.String(), value: Type.Number(), percent: Type.Number({ description: 'Share of the total, rounded by largest remainder' }) }),
        { description: 'Pie: each slice and its percentage; the percentages sum to 100' },
      ),
    ),
  }),
  examples: [
    {
      title: "Grouped bars with a loss quarter (zero line)",
      input: {"json":"{\"type\": \"bar\", \"title\": \"Quarterly results\", \"labels\": [\"Q1\", \"Q2\", \"Q3\", \"Q4\"], \"datasets\": [{\"label\": \"Revenue\", \"data\": [120, 150, 170, 210]}, {\"label\": \"Profit\", \"data\": [30, -45, 25, 60], \"color\": \"#e15759\"}]}"},
      output: {"svg":"<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"640\" height=\"424\" viewBox=\"0 0 640 424\" role=\"img\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"12\">\n<title>Quarterly results</title>\n<rect width=\"640\" height=\"424\" fill=\"#ffffff\"/>\n<text x=\"320\" y=\"28\" text-anchor=\"middle\" font-size=\"16\" font-weight=\"600\" fill=\"#1f2937\">Quarterly results</text>\n<g class=\"grid\"><line x1=\"42.4\" y1=\"364\" x2=\"620\" y2=\"364\" stroke=\"#e5e7eb\"/><text x=\"34.4\" y=\"368\" text-anchor=\"end\" fill=\"#6b7280\" font-size=\"11\">-100</text><line x1=\"42.4\" y1=\"285\" x2=\"620\" y2=\"285\" stroke=\"#e5e7eb\"/><text x=\"34.4\" y=\"289\" text-anchor=\"end\" fill=\"#6b7280\" font-size=\"11\">0</text><line x1=\"42.4\" y1=\"206\" x2=\"620\" y2=\"206\" stroke=\"#e5e7eb\"/><text x=\"34.4\" y=\"210\" text-anchor=\"end\" fill=\"#6b7280\" font-size=\"11\">100</text><line x1=\"42.4\" y1=\"127\" x2=\"620\" y2=\"127\" stroke=\"#e5e7eb\"/><text x=\"34.4\" y=\"131\" text-anchor=\"end\" fill=\"#6b7280\" font-size=\"11\">200</text><line x1=\"42.4\" y1=\"48\" x2=\"620\" y2=\"48\" stroke=\"#e5e7eb\"/><text x=\"34.4\" y=\"52\" text-anchor=\"end\" fill=\"#6b7280\" font-size=\"11\">300</text></g><line x1=\"42.4\" y1=\"48\" x2=\"42.4\" y2=\"364\" stroke=\"#9ca3af\"/><line x1=\"42.4\" y1=\"285\" x2=\"620\" y2=\"285\" stroke=\"#9ca3af\"/><line class=\"zero-line\" x1=\"42.4\" y1=\"285\" x2=\"620\" y2=\"285\" stroke=\"#9ca3af\" stroke-width=\"1.5\"/><g class=\"series\" fill=\"#4e79a7\"><rect x=\"56.84\" y=\"190.2\" width=\"56.76\" height=\"94.8\"><title>Q1 · Revenue: 120</title></rect><rect x=\"201.24\" y=\"166.5\" width=\"56.76\" height=\"118.5\"><title>Q2 · Revenue: 150</title></rect><rect x=\"345.64\" y=\"150.7\" width=\"56.76\" height=\"134.3\"><title>Q3 · Revenue: 170</title></rect><rect x=\"490.04\" y=\"119.1\" width=\"56.76\" height=\"165.9\"><title>Q4 · Revenue: 210</title></rect></g><g class=\"series\" fill=\"#e15759\"><rect x=\"114.6\" y=\"261.3\" width=\"56.76\" height=\"23.7\"><title>Q1 · Profit: 30</title></rect><rect x=\"259\" y=\"285\" width=\"56.76\" height=\"35.55\"><title>Q2 · Profit: -45</title></rect><rect x=\"403.4\" y=\"265.25\" width=\"56.76\" height=\"19.75\"><title>Q3 · Profit: 25</title></rect><rect x=\"547.8\" y=\"237.6\" width=\"56.76\" height=\"47.4\"><title>Q4 · Profit: 60</title></rect></g><g class=\"x-labels\"><text x=\"114.6\" y=\"382\" text-anchor=\"middle\" fill=\"#6b7280\" font-size=\"11\">Q1</text><text x=\"259\" y=\"382\" text-anchor=\"middle\" fill=\"#6b7280\" font-size=\"11\">Q2</text><text x=\"403.4\" y=\"382\" text-anchor=\"middle\" fill=\"#6b7280\" font-size=\"11\">Q3</text><text x=\"547.8\" y=\"382\" text-anchor=\"middle\" fill=\"#6b7280\" font-size=\"11\">Q4</text></g>\n<g class=\"legend\"><g><title>Revenue</title><rect x=\"16\" y=\"404\" width=\"12\" height=\"12\" rx=\"2\" fill=\"#4e79a7\"/><text x=\"34\" y=\"414\" fill=\"#1f2937\">Revenue</text></g><g><title>Profit</title><rect x=\"100.4\" y=\"404\" width=\"12\" height=\"12\" rx=\"2\" fill=\"#e15759\"/><text x=\"118.4\" y=\"414\" fill=\"#1f2937\">Profit</text></g></g>\n</svg>\n","type":"bar","width":640,"height":424,"points":4,"datasets":2,"axis":{"min":-100,"max":300,"step":100,"ticks":[-100,0,100,200,300]}},
    },
    {
      title: "Pie of three equal parts: 34 + 33 + 33 = 100",
      input: {"json":"{\"type\": \"pie\", \"title\": \"Traffic sources\", \"data\": [{\"label\": \"Search\", \"value\": 1}, {\"label\": \"Social\", \"value\": 1}, {\"label\": \"Direct\", \"value\": 1}]}"},
      output: {"svg":"<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"640\" height=\"424\" viewBox=\"0 0 640 424\" role=\"img\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"12\">\n<title>Traffic sources</title>\n<rect width=\"640\" height=\"424\" fill=\"#ffffff\"/>\n<text x=\"320\" y=\"28\" text-anchor=\"middle\" font-size=\"16\" font-weight=\"600\" fill=\"#1f2937\">Traffic sources</text>\n<g class=\"slices\"><path d=\"M320 214L320 44A170 170 0 0 1 467.22 299Z\" fill=\"#4e79a7\" stroke=\"#ffffff\" stroke-width=\"1\"><title>Search: 1 (34%)</title></path><text x=\"415.7\" y=\"162.75\" text-anchor=\"middle\" fill=\"#ffffff\" font-size=\"12\" font-weight=\"600\">34%</text><path d=\"M320 214L467.22 299A170 170 0 0 1 172.78 299Z\" fill=\"#f28e2b\" stroke=\"#ffffff\" stroke-width=\"1\"><title>Social: 1 (33%)</title></path><text x=\"320\" y=\"328.5\" text-anchor=\"middle\" fill=\"#ffffff\" font-size=\"12\" font-weight=\"600\">33%</text><path d=\"M320 214L172.78 299A170 170 0 0 1 320 44Z\" fill=\"#e15759\" stroke=\"#ffffff\" stroke-width=\"1\"><title>Direct: 1 (33%)</title></path><text x=\"224.3\" y=\"162.75\" text-anchor=\"middle\" fill=\"#ffffff\" font-size=\"12\" font-weight=\"600\">33%</text></g>\n<g class=\"legend\"><g><title>Search (34%)</title><rect x=\"16\" y=\"404\" width=\"12\" height=\"12\" rx=\"2\" fill=\"#4e79a7\"/><text x=\"34\" y=\"414\" fill=\"#1f2937\">Search (34%)</text></g><g><title>Social (33%)</title><rect x=\"136.4\" y=\"404\" width=\"12\" height=\"12\" rx=\"2\" fill=\"#f28e2b\"/><text x=\"154.4\" y=\"414\" fill=\"#1f2937\">Social (33%)</text></g><g><title>Direct (33%)</title><rect x=\"256.8\" y=\"404\" width=\"12\" height=\"12\" rx=\"2\" fill=\"#e15759\"/><text x=\"274.8\" y=\"414\" fill=\"#1f2937\">Direct (33%)</text></g></g>\n</svg>\n","type":"pie","width":640,"height":424,"points":3,"datasets":1,"slices":[{"label":"Search","value":1,"percent":34},{"label":"Social","value":1,"percent":33},{"label":"Direct","value":1,"percent":33}]},
    },
    {
      title: "Line chart, dark template",
      input: {"json":"{\"type\": \"line\", \"title\": \"Net cash flow (k$)\", \"labels\": [\"Jan\", \"Feb\", \"Mar\", \"Apr\", \"May\"], \"datasets\": [{\"label\": \"Net\", \"data\": [4.5, -2.25, 1.1, -0.4, 3]}]}","template":"dark","width":480,"height":300},
      output: {"svg":"<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"480\" height=\"324\" viewBox=\"0 0 480 324\" role=\"img\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"12\">\n<title>Net cash flow (k$)</title>\n<rect width=\"480\" height=\"324\" fill=\"#111827\"/>\n<text x=\"240\" y=\"28\" text-anchor=\"middle\" font-size=\"16\" font-weight=\"600\" fill=\"#f3f4f6\">Net cash flow (k$)</text>\n<g class=\"grid\"><line x1=\"29.2\" y1=\"264\" x2=\"460\" y2=\"264\" stroke=\"#374151\"/><text x=\"21.2\" y=\"268\" text-anchor=\"end\" fill=\"#9ca3af\" font-size=\"11\">-4</text><line x1=\"29.2\" y1=\"220.8\" x2=\"460\" y2=\"220.8\" stroke=\"#374151\"/><text x=\"21.2\" y=\"224.8\" text-anchor=\"end\" fill=\"#9ca3af\" font-size=\"11\">-2</text><line x1=\"29.2\" y1=\"177.6\" x2=\"460\" y2=\"177.6\" stroke=\"#374151\"/><text x=\"21.2\" y=\"181.6\" text-anchor=\"end\" fill=\"#9ca3af\" font-size=\"11\">0</text><line x1=\"29.2\" y1=\"134.4\" x2=\"460\" y2=\"134.4\" stroke=\"#374151\"/><text x=\"21.2\" y=\"138.4\" text-anchor=\"end\" fill=\"#9ca3af\" font-size=\"11\">2</text><line x1=\"29.2\" y1=\"91.2\" x2=\"460\" y2=\"91.2\" stroke=\"#374151\"/><text x=\"21.2\" y=\"95.2\" text-anchor=\"end\" fill=\"#9ca3af\" font-size=\"11\">4</text><line x1=\"29.2\" y1=\"48\" x2=\"460\" y2=\"48\" stroke=\"#374151\"/><text x=\"21.2\" y=\"52\" text-anchor=\"end\" fill=\"#9ca3af\" font-size=\"11\">6</text></g><line x1=\"29.2\" y1=\"48\" x2=\"29.2\" y2=\"264\" stroke=\"#6b7280\"/><line x1=\"29.2\" y1=\"177.6\" x2=\"460\" y2=\"177.6\" stroke=\"#6b7280\"/><line class=\"zero-line\" x1=\"29.2\" y1=\"177.6\" x2=\"460\" y2=\"177.6\" stroke=\"#6b7280\" stroke-width=\"1.5\"/><g class=\"series\"><path d=\"M72.28 80.4L158.44 226.2L244.6 153.84L330.76 186.24L416.92 112.8\" fill=\"none\" stroke=\"#4e79a7\" stroke-width=\"2\" stroke-linejoin=\"round\"/><circle cx=\"72.28\" cy=\"80.4\" r=\"3\" fill=\"#4e79a7\"><title>Jan · Net: 4.5</title></circle><circle cx=\"158.44\" cy=\"226.2\" r=\"3\" fill=\"#4e79a7\"><title>Feb · Net: -2.25</title></circle><circle cx=\"244.6\" cy=\"153.84\" r=\"3\" fill=\"#4e79a7\"><title>Mar · Net: 1.1</title></circle><circle cx=\"330.76\" cy=\"186.24\" r=\"3\" fill=\"#4e79a7\"><title>Apr · Net: -0.4</title></circle><circle cx=\"416.92\" cy=\"112.8\" r=\"3\" fill=\"#4e79a7\"><title>May · Net: 3</title></circle></g><g class=\"x-labels\"><text x=\"72.28\" y=\"282\" text-anchor=\"middle\" fill=\"#9ca3af\" font-size=\"11\">Jan</text><text x=\"158.44\" y=\"282\" text-anchor=\"middle\" fill=\"#9ca3af\" font-size=\"11\">Feb</text><text x=\"244.6\" y=\"282\" text-anchor=\"middle\" fill=\"#9ca3af\" font-size=\"11\">Mar</text><text x=\"330.76\" y=\"282\" text-anchor=\"middle\" fill=\"#9ca3af\" font-size=\"11\">Apr</text><text x=\"416.92\" y=\"282\" text-anchor=\"middle\" fill=\"#9ca3af\" font-size=\"11\">May</text></g>\n<g class=\"legend\"><g><title>Net</title><rect x=\"16\" y=\"304\" width=\"12\" height=\"12\" rx=\"2\" fill=\"#4e79a7\"/><text x=\"34\" y=\"314\" fill=\"#f3f4f6\">Net</text></g></g>\n</svg>\n","type":"line","width":480,"height":324,"points":5,"datasets":1,"axis":{"min":-4,"max":6,"step":2,"ticks":[-4,-2,0,2,4,6]}},
    },
    {
      title: "The simple list form, minimal template",
      input: {"json":"[{\"label\": \"Apples\", \"value\": 12}, {\"label\": \"Pears\", \"value\": 7}, {\"label\": \"Plums\", \"value\": 0.5}]","template":"minimal","width":360,"height":240},
      output: {"svg":"<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"360\" height=\"240\" viewBox=\"0 0 360 240\" role=\"img\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"12\">\n<title>bar chart</title>\n<rect width=\"360\" height=\"240\" fill=\"#ffffff\"/>\n\n<g class=\"grid\"><line x1=\"25.2\" y1=\"204\" x2=\"29.2\" y2=\"204\" stroke=\"#000000\"/><text x=\"21.2\" y=\"208\" text-anchor=\"end\" fill=\"#444444\" font-size=\"11\">0</text><line x1=\"25.2\" y1=\"142.67\" x2=\"29.2\" y2=\"142.67\" stroke=\"#000000\"/><text x=\"21.2\" y=\"146.67\" text-anchor=\"end\" fill=\"#444444\" font-size=\"11\">5</text><line x1=\"25.2\" y1=\"81.33\" x2=\"29.2\" y2=\"81.33\" stroke=\"#000000\"/><text x=\"21.2\" y=\"85.33\" text-anchor=\"end\" fill=\"#444444\" font-size=\"11\">10</text><line x1=\"25.2\" y1=\"20\" x2=\"29.2\" y2=\"20\" stroke=\"#000000\"/><text x=\"21.2\" y=\"24\" text-anchor=\"end\" fill=\"#444444\" font-size=\"11\">15</text></g><line x1=\"29.2\" y1=\"20\" x2=\"29.2\" y2=\"204\" stroke=\"#000000\"/><line x1=\"29.2\" y1=\"204\" x2=\"340\" y2=\"204\" stroke=\"#000000\"/><g class=\"series\" fill=\"#4e79a7\"><rect x=\"39.56\" y=\"56.8\" width=\"81.88\" height=\"147.2\"><title>Apples: 12</title></rect><rect x=\"143.16\" y=\"118.13\" width=\"81.88\" height=\"85.87\"><title>Pears: 7</title></rect><rect x=\"246.76\" y=\"197.87\" width=\"81.88\" height=\"6.13\"><title>Plums: 0.5</title></rect></g><g class=\"x-labels\"><text x=\"81\" y=\"222\" text-anchor=\"middle\" fill=\"#444444\" font-size=\"11\">Apples</text><text x=\"184.6\" y=\"222\" text-anchor=\"middle\" fill=\"#444444\" font-size=\"11\">Pears</text><text x=\"288.2\" y=\"222\" text-anchor=\"middle\" fill=\"#444444\" font-size=\"11\">Plums</text></g>\n\n</svg>\n","type":"bar","width":360,"height":240,"points":3,"datasets":1,"axis":{"min":0,"max":15,"step":5,"ticks":[0,5,10,15]}},
    },
  ],
  run({ json, template, width, height, percent_decimals }) {
    const chart = readChart(parseJsonDocument(json));
    const style = STYLES[template];
    const frame: Frame = { width, height, style };
    let body: Markup;
    let legendItems: LegendItem[];
    let extra: { axis?: { min: number; max: number; step: number; ticks: number[] }; slices?: Slice[] };
    if (chart.type === 'pie') {
      const drawn = pie(chart, frame, percent_decimals);
      ({ body, legendItems } = drawn);
      extra = { slices: drawn.slices };
    } else {
      const drawn = cartesian(chart, frame);
      ({ body, legendItems } = drawn);
      extra = { axis: { min: drawn.scale.min, max: drawn.scale.max, step: drawn.scale.step, ticks: drawn.scale.ticks } };
    }
    const key = legend(legendItems, width, height, style);
    const total = Math.ceil(height + key.height);
    const svg = markup`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${total}" viewBox="0 0 ${width} ${total}" role="img" font-family="Helvetica, Arial, sans-serif" font-size="12">
<title>${chart.title ?? `${chart.type} chart`}</title>
<rect width="${width}" height="${total}" fill="${style.background}"/>
${titleMarkup(chart.title, frame)}
${body}
${key.svg}
</svg>
`.html;
    return { svg, type: chart.type, width, height: total, points: chart.labels.length, datasets: chart.series.length, ...extra };
  },
});
