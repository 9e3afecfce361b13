import { Type } from '@sinclair/typebox';
import { quoteClipped } from '../../lib/quote.ts';
import { add, compare, div, fromNumber, mul, neg, parseDecimal, rational, sub, toNumber, ZERO, type Rational } from '../../lib/rational.ts';
import { TEMPERATURE_SCALES } from '../../lib/temperature-scales.ts';
import { closedObject, stringEnum } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

const UNIT_CATEGORIES = ['length', 'weight', 'temperature', 'data', 'area', 'speed'] as const;
type UnitCategory = (typeof UNIT_CATEGORIES)[number];

/** A unit: `value` of it is `(value + offset) × factor` of its category's base unit (m, kg, K, bit, m², m/s). */
interface Unit {
  symbol: string;
  name: string;
  category: UnitCategory;
  factor: Rational;
  offset: Rational;
}

/**
 * Matching is on a normalized spelling: NFKC (so m² is m2, ℃ is °C, µ and μ agree), degree signs,
 * periods and ^ dropped, _ and - as spaces, spaces around / removed. Symbols match exactly first;
 * any spelling then matches case-insensitively unless its lowercase form belongs to two units
 * (mb: Mb megabit or MB megabyte), which is refused as ambiguous.
 */
function normalizeUnit(raw: string): string {
  return raw
    .replaceAll('º', '°')
    .normalize('NFKC')
    .replace(/[°.^]/g, '')
    .replace(/[μµ]/g, 'u')
    .replace(/[_-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/ ?\/ ?/g, '/');
}

const exact = new Map<string, Unit>();
/** lowercase spelling → the units it could mean, each with the spelling that defines it. */
const folded = new Map<string, Map<Unit, string>>();

const exactly = (text: string): Rational => parseDecimal(text)!;

function define(category: UnitCategory, symbol: string, factor: Rational | string, names: string[], symbols: string[] = [], offset: Rational = ZERO): void {
  const unit: Unit = {
    symbol,
    name: names[0]!,
    category,
    factor: typeof factor === 'string' ? exactly(factor) : factor,
    offset,
  };
  for (const spelling of [symbol, ...symbols, ...names]) {
    const key = normalizeUnit(spelling);
    const known = exact.get(key);
    if (known && known !== unit) throw new Error(`unit spelling ${key} defined twice`);
    exact.set(key, unit);
    const lower = key.toLowerCase();
    const candidates = folded.get(lower) ?? new Map<Unit, string>();
    if (!candidates.has(unit)) candidates.set(unit, spelling);
    folded.set(lower, candidates);
  }
}

/** A name and its regular plural. */
const s = (...names: string[]): string[] => names.flatMap((name) => [name, `${name}s`]);

// Length (metre). Exact by definition: the international yard and pound (1959), 1 nmi = 1852 m (NIST SP 811).
define('length', 'nm', '1e-9', s('nanometer', 'nanometre'));
define('length', 'µm', '1e-6', s('micrometer', 'micrometre', 'micron'), ['um']);
define('length', 'mm', '0.001', s('millimeter', 'millimetre'));
define('length', 'cm', '0.01', s('centimeter', 'centimetre'));
define('length', 'dm', '0.1', s('decimeter', 'decimetre'));
define('length', 'm', '1', s('meter', 'metre'));
define('length', 'km', '1000', s('kilometer', 'kilometre'));
define('length', 'Mm', '1e6', s('megameter', 'megametre'));
define('length', 'in', '0.0254', ['inch', 'inches']);
define('length', 'ft', '0.3048', ['foot', 'feet']);
define('length', 'yd', '0.9144', s('yard'), ['yds']);
define('length', 'mi', '1609.344', s('mile', 'statute mile'));
define('length', 'nmi', '1852', s('nautical mile'), ['NM']);

// Weight (kilogram): 1 lb = 0.45359237 kg exactly; oz = lb/16, st = 14 lb, short ton = 2000 lb, long ton = 2240 lb.
define('weight', 'µg', '1e-9', s('microgram', 'microgramme'), ['ug', 'mcg']);
define('weight', 'mg', '1e-6', s('milligram', 'milligramme'));
define('weight', 'g', '0.001', s('gram', 'gramme'));
define('weight', 'kg', '1', s('kilogram', 'kilogramme', 'kilo'), ['kgs']);
define('weight', 't', '1000', s('tonne', 'metric ton', 'megagram'), ['Mg']);
define('weight', 'oz', '0.028349523125', s('ounce'));
define('weight', 'lb', '0.45359237', s('pound'), ['lbs']);
define('weight', 'st', '6.35029318', s('stone'));
define('weight', 'short ton', '907.18474', s('short ton', 'us ton'));
define('weight', 'long ton', '1016.0469088', s('long ton', 'imperial ton', 'uk ton'));

// Temperature (kelvin): K = (value + offset) × factor, the NIST SP 811 scales of core/lib/temperature-scales.ts.
const { C, F, K, R } = TEMPERATURE_SCALES;
define('temperature', 'C', C.factor, ['celsius', 'centigrade', 'degree celsius', 'degrees celsius', 'degc', 'deg c', 'degrees c'], [], C.offset);
define('temperature', 'F', F.factor, ['fahrenheit', 'degree fahrenheit', 'degrees fahrenheit', 'degf', 'deg f', 'degrees f'], [], F.offset);
define('temperature', 'K', K.factor, s('kelvin'), [], K.offset);
define('temperature', 'R', R.factor, ['rankine', 'degree rankine', 'degrees rankine', 'degr', 'deg r'], ['Ra'], R.offset);

// Data (bit): SI prefixes are powers of 1000, IEC binary prefixes powers of 1024; a byte is 8 bits.
define('data', 'bit', '1', s('bit'), ['b']);
define('data', 'B', '8', s('byte', 'octet'));
const SI = [['k', 'kilo'], ['M', 'mega'], ['G', 'giga'], ['T', 'tera'], ['P', 'peta'], ['E', 'exa'], ['Z', 'zetta'], ['Y', 'yotta']] as const;
const IEC = [['Ki', 'kibi'], ['Mi', 'mebi'], ['Gi', 'gibi'], ['Ti', 'tebi'], ['Pi', 'pebi'], ['Ei', 'exbi'], ['Zi', 'zebi'], ['Yi', 'yobi']] as const;
for (const [power, [prefix, name]] of SI.entries()) {
  const bits = rational(1000n ** BigInt(power + 1));
  // KB and Kb are common for kilo; they are taken as SI (1000), like kB and kb.
  const upperK = prefix === 'k' ? 'K' : prefix;
  define('data', `${prefix}B`, mul(bits, rational(8n)), s(`${name}byte`), [`${upperK}B`]);
  define('data', `${prefix}bit`, bits, s(`${name}bit`), [`${prefix}b`, `${upperK}b`, `${upperK}bit`]);
}
for (const [power, [prefix, name]] of IEC.entries()) {
  const bits = rational(1024n ** BigInt(power + 1));
  define('data', `${prefix}B`, mul(bits, rational(8n)), s(`${name}byte`));
  define('data', `${prefix}bit`, bits, s(`${name}bit`), [`${prefix}b`]);
}

// Area (square metre): squares of the exact lengths, plus the hectare and the international acre (43 560 ft²).
const SQUARED = [['mm', 'millimeter', 'millimetre'], ['cm', 'centimeter', 'centimetre'], ['m', 'meter', 'metre'], ['km', 'kilometer', 'kilometre'],
  ['in', 'inch'], ['ft', 'foot'], ['yd', 'yard'], ['mi', 'mile']] as const;
for (const [symbol, ...names] of SQUARED) {
  const side = exact.get(symbol)!.factor;
  const words = names.flatMap((name) => [
    `square ${name}`,
    name === 'inch' ? 'square inches' : name === 'foot' ? 'square feet' : `square ${name}s`,
  ]);
  define('area', `${symbol}²`, mul(side, side), words, [`${symbol}2`, `sq ${symbol}`, `sq${symbol}`]);
}
define('area', 'ha', '10000', s('hectare'));
define('area', 'ac', '4046.8564224', s('acre'));

// Speed (metre per second).
define('speed', 'm/s', '1', [...s('meter', 'metre').map((m) => `${m} per second`)], ['m/sec']);
define('speed', 'km/h', div(exactly('1000'), exactly('3600')), [...s('kilometer', 'kilometre').map((m) => `${m} per hour`)], ['kph', 'kmh', 'kmph', 'km/hr']);
define('speed', 'mph', div(exactly('1609.344'), exactly('3600')), ['mile per hour', 'miles per hour'], ['mi/h', 'mi/hr']);
define('speed', 'kn', div(exactly('1852'), exactly('3600')), s('knot'), ['kt', 'kts']);
define('speed', 'ft/s', '0.3048', ['foot per second', 'feet per second'], ['fps', 'ft/sec']);

/** Spellings that name more than one unit in common use. */
const AMBIGUOUS = new Map<string, string>([
  ['ton', 'use t (tonne, 1000 kg), short ton (2000 lb) or long ton (2240 lb)'],
  ['tons', 'use t (tonne, 1000 kg), short ton (2000 lb) or long ton (2240 lb)'],
]);

/** The longest spelling worth normalizing; anything longer is unknown without further work. */
const MAX_SPELLING = 64;

function findUnit(raw: string, field: 'from' | 'to'): Unit {
  const unknown = () =>
    invalid(`${field}: unknown unit ${quoteClipped(raw)} (known: length, weight, temperature, data, area and speed units such as km, lb, C, GB, ha, mph)`);
  if (raw.length > MAX_SPELLING) return unknown();
  const key = normalizeUnit(raw);
  const found = exact.get(key);
  if (found) return found;
  const lower = key.toLowerCase();
  const hint = AMBIGUOUS.get(lower);
  if (hint) invalid(`${field}: ${quoteClipped(raw)} is ambiguous: ${hint}`);
  const candidates = folded.get(lower);
  if (!candidates) return unknown();
  if (candidates.size > 1) {
    const options = [...candidates].map(([unit, spelling]) => `${spelling} (${unit.name})`).join(' or ');
    invalid(`${field}: ${quoteClipped(raw)} is ambiguous, case matters here: did you mean ${options}?`);
  }
  return [...candidates.keys()][0]!;
}

function checkCategory(unit: Unit, field: 'from' | 'to', raw: string, category: UnitCategory | undefined): string | undefined {
  if (category === undefined || unit.category === category) return undefined;
  return `${field}: ${quoteClipped(raw)} is a ${unit.category} unit, but category is ${category}`;
}

export default defineTool({
  id: 'unit-convert',
  name: 'Unit Converter',
  category: 'conversion',
  description:
    'Convert length, weight, temperature, data, area and speed units (km, mi, lb, kg, C, F, K, GB, GiB, Mbit, ha, acre, mph, knots, …). ' +
    'Accepts symbols and full names, singular or plural, British or American spelling; exact factors, exact arithmetic.',
  keywords: ['units', 'length', 'weight', 'temperature', 'celsius', 'fahrenheit', 'km to miles', 'kg to lb', 'metric', 'imperial'],
  mcp: true,
  input: closedObject({
    value: Type.Number({ description: 'The quantity to convert' }),
    from: Type.String({ description: 'Source unit: a symbol (km, lb, °C, MB, KiB, m², km/h) or a name (kilometres, pounds, celsius)' }),
    to: Type.String({ description: 'Target unit, in the same forms as from' }),
    category: Type.Optional(
      stringEnum([...UNIT_CATEGORIES], { description: 'length, weight, temperature, data, area or speed; detected from the units when omitted' }),
    ),
  }),
  output: closedObject({
    result: Type.Number({ description: 'The converted value: the exact conversion rounded once to the nearest double' }),
    from: Type.String({ description: 'Canonical symbol of the source unit (km, lb, C, MB, m², km/h)' }),
    to: Type.String({ description: 'Canonical symbol of the target unit' }),
    category: Type.String({ description: 'The category of both units' }),
  }),
  examples: [
    { title: 'Miles to kilometres', input: { value: 1, from: 'mi', to: 'kilometres' }, output: { result: 1.609344, from: 'mi', to: 'km', category: 'length' } },
    { title: 'Fahrenheit to Celsius', input: { value: 98.6, from: '°F', to: 'C' }, output: { result: 37, from: 'F', to: 'C', category: 'temperature' } },
    { title: 'Gigabytes to gibibytes', input: { value: 1, from: 'GB', to: 'GiB', category: 'data' }, output: { result: 0.9313225746154785, from: 'GB', to: 'GiB', category: 'data' } },
  ],
  run({ value, from, to, category }) {
    const source = findUnit(from, 'from');
    const target = findUnit(to, 'to');
    const mismatches = [checkCategory(source, 'from', from, category), checkCategory(target, 'to', to, category)].filter(Boolean);
    if (mismatches.length > 0) invalid(mismatches.join('; '));
    if (source.category !== target.category) {
      invalid(`from, to: cannot convert ${source.category} (${source.symbol}) to ${target.category} (${target.symbol})`);
    }
    const base = mul(add(fromNumber(value), source.offset), source.factor);
    if (source.category === 'temperature' && compare(base, ZERO) < 0) {
      invalid(`value: ${value} ${source.symbol} is below absolute zero (${toNumber(neg(source.offset))} ${source.symbol})`);
    }
    const result = toNumber(sub(div(base, target.factor), target.offset));
    if (!Number.isFinite(result)) invalid('value: the converted value is beyond the largest representable number (±1.7976931348623157e+308)');
    return { result, from: source.symbol, to: target.symbol, category: source.category };
  },
});
