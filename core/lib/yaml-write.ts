/**
 * JSON values to YAML 1.2 text with the `yaml` package, for json-yaml-converter.
 *
 * - Numbers are written with the digits the JSON had (every JSON number is a YAML 1.2 core int
 *   or float), so 12345678901234567890 and 1.50 survive; only an exponent gains a ".0" and a sign
 *   where YAML 1.1 readers need them (1e5 → 1.0e+5, the same value). Strings that would read back as another
 *   type ("true", "1", "null", "") are quoted by the package; strings with line breaks become
 *   literal block scalars; long lines are never folded.
 * - Members keep their order; nothing is anchored or aliased.
 * - The size of the text is estimated before writing (indentation grows with depth, and a block
 *   scalar indents every one of its lines), and a text past MAX_RESULT_CHARS is refused.
 */
import { invalid } from '../errors.ts';
import { JsonNumber, type OrderedJson } from './json-ordered.ts';
import { lazyModule } from './lazy.ts';
import { MAX_RESULT_CHARS, resultTooLarge } from './result-size.ts';

const loadYaml = lazyModule(() => import('yaml'));


/** An upper bound on the YAML length of `value` written `indent` spaces per level, counted until it passes `limit`. */
function yamlLengthUpTo(value: OrderedJson, indent: number, limit: number): number {
  let total = 0;
  const pending: [OrderedJson, number][] = [[value, 0]];
  while (pending.length > 0 && total <= limit) {
    const [item, depth] = pending.pop()!;
    // Each node takes at most one line of its own: indentation, an indicator and a break.
    const line = depth * indent + 4;
    if (typeof item === 'string') {
      let breaks = 0;
      for (let at = item.indexOf('\n'); at >= 0; at = item.indexOf('\n', at + 1)) breaks++;
      // Quoted, a character takes at most 6 (\uXXXX); as a block scalar, each line is indented.
      total += line + Math.max(item.length * 6 + 2, item.length + breaks * (line + 2));
    } else if (Array.isArray(item)) {
      total += line;
      for (const element of item) pending.push([element, depth + 1]);
    } else if (item instanceof Map) {
      total += line;
      for (const [key, member] of item) {
        total += line + key.length * 6 + 4;
        pending.push([member, depth + 1]);
      }
    } else {
      total += line + (item instanceof JsonNumber ? item.text.length : 24);
    }
  }
  return total;
}

/**
 * A JSON number as YAML: as written, except that an exponent gets a decimal point and a sign
 * (1e5 → 1.0e+5), the form YAML 1.1 readers (PyYAML, for one) need to see a float, not a string.
 */
export function yamlNumber(text: string): string {
  const exponent = text.search(/[eE]/);
  if (exponent < 0) return text;
  const mantissa = text.slice(0, exponent);
  const power = text.slice(exponent + 1);
  return `${mantissa.includes('.') ? mantissa : `${mantissa}.0`}${text[exponent]}${/^[+-]/.test(power) ? power : `+${power}`}`;
}

/**
 * Characters YAML may not hold raw (DEL, the C1 controls, U+FEFF inside a document, U+FFFE/F) or
 * that YAML 1.1 readers take as line breaks (NEL, LS, PS) or refuse in a plain scalar (tab). The
 * `yaml` package writes them raw, so strings holding one are written here, double-quoted with
 * every one of them escaped.
 */
// eslint-disable-next-line no-control-regex
const NEEDS_ESCAPES = /[\t\u007F-\u009F\u2028\u2029\uFEFF\uFFFE\uFFFF]/;
// eslint-disable-next-line no-control-regex
const RAW_UNPRINTABLE = /[\u007F-\u009F\u2028\u2029\uFEFF\uFFFE\uFFFF]/g;

/** Lines that a block scalar would start with whitespace, end with whitespace, or begin empty: YAML 1.1 readers misread them. */
const AWKWARD_IN_BLOCK = /(?:^|\n)[ \t]|[ \t](?:\n|$)|^\n|\r/;

/**
 * Strings written here, double-quoted, rather than by the package: those with characters to
 * escape, multi-line strings a block scalar would not carry safely to YAML 1.1 readers, and "="
 * (YAML 1.1's value key, which PyYAML cannot construct).
 */
function needsDoubleQuotes(text: string): boolean {
  return NEEDS_ESCAPES.test(text) || text === '=' || (text.includes('\n') && AWKWARD_IN_BLOCK.test(text));
}

/** A YAML double-quoted scalar: JSON's escapes (a subset of YAML's) plus \uXXXX for what JSON leaves raw. */
function escapedDoubleQuoted(text: string): string {
  return JSON.stringify(text).replace(RAW_UNPRINTABLE, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** YAML 1.2 text of `value` (ending with a line break), `indent` spaces per level. */
export async function writeYaml(value: OrderedJson, indent: number, field: string): Promise<string> {
  if (yamlLengthUpTo(value, indent, MAX_RESULT_CHARS) > MAX_RESULT_CHARS) resultTooLarge(field, 'the YAML');
  // A block scalar at the top level has its lines at column 0, which YAML 1.1 readers refuse.
  if (typeof value === 'string' && /[\n\r]/.test(value)) return `${escapedDoubleQuoted(value)}\n`;
  const yaml = await loadYaml();
  const numberTag = {
    tag: 'tag:yaml.org,2002:float',
    // The default tag of its values, so no !!float is written.
    default: true,
    identify: (candidate: unknown) => candidate instanceof JsonNumber,
    resolve: (source: string) => source,
    stringify: (item: { value?: unknown }) => yamlNumber((item.value as JsonNumber).text),
  };
  const escapedStringTag = {
    tag: 'tag:yaml.org,2002:str',
    default: true,
    identify: (candidate: unknown) => typeof candidate === 'string' && needsDoubleQuotes(candidate),
    resolve: (source: string) => source,
    stringify: (item: { value?: unknown }) => escapedDoubleQuoted(item.value as string),
  };
  const doc = new yaml.Document(value, {
    version: '1.2',
    // Quote strings a YAML 1.1 reader would take for something else (yes, 0755, 2001-12-14).
    compat: 'yaml-1.1',
    // First, so they win over the core schema's own number and string tags.
    customTags: (tags) => [escapedStringTag, numberTag, ...tags],
    aliasDuplicateObjects: false,
  });
  let text: string;
  try {
    text = doc.toString({ indent, lineWidth: 0 });
  } catch (error) {
    // The depth bound keeps the (recursive) writer well inside the stack; this is the last guard.
    if (error instanceof RangeError) invalid(`${field}: nested too deeply to write as YAML`);
    throw error;
  }
  if (text.length > MAX_RESULT_CHARS) resultTooLarge(field, 'the YAML');
  return text;
}
