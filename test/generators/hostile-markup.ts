/**
 * Issue 18's rules 1 and 2, shared by the Node checks (markup.test.ts) and the Chromium check
 * (test/browser/generators-xss.test.ts): every generator's examples, turned hostile by putting an
 * XSS payload into every string of the input that the tool accepts, and the markup that comes out.
 *
 * A string leaf is any string in the input, and any string inside a string that holds a JSON
 * object or array (the JSON-to-markup generators' `json`). Each leaf gets the longest payload
 * that the tool takes there; leaves the tool refuses whatever they hold (colours, URLs, enums)
 * keep their example value.
 */
import MarkdownIt from 'markdown-it';
import { executeTool } from '../../core/index.ts';
import { tools } from '../../core/catalog-metadata.ts';
import type { ToolMeta } from '../../core/catalog-types.ts';
import { findPreviews } from '../../runtime-browser/playground/preview-detect.ts';
import { EXAMPLE_NOW, zeroRandom } from '../helpers.ts';

/** Each calls window.__xss(n) if it ever runs; the longest that fits a field is used. */
export const PAYLOADS = [
  `"'></textarea></title></style></script><script>__xss(1)</script><img src=x onerror="__xss(2)"><svg onload="__xss(3)"></svg>]]>--><!--`,
  `"'></style><script>__xss(4)</script><img src=x onerror=__xss(5)>`,
  `"><img src=x onerror=__xss(6)>`,
  `<svg onload=__xss(7)>`,
  `<b>x</b>&amp;`,
  `<`,
];

export interface HostileRun {
  tool: ToolMeta;
  example: number;
  /** Paths of the leaves that took a payload. */
  poisoned: string[];
  input: unknown;
  result: unknown;
}

type Path = (string | number)[];
/** A leaf inside a JSON text: the path to the text, then the path within the parsed JSON. */
interface Leaf {
  outer: Path;
  inner?: Path;
}

function isJsonContainer(text: string): unknown {
  const trimmed = text.trim();
  if (!/^[[{]/.test(trimmed)) return undefined;
  try {
    const value = JSON.parse(trimmed) as unknown;
    return typeof value === 'object' && value !== null ? value : undefined;
  } catch {
    return undefined;
  }
}

function* stringLeaves(value: unknown, path: Path = []): Generator<Path> {
  if (typeof value === 'string') yield path;
  else if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* stringLeaves(item, [...path, index]);
  else if (typeof value === 'object' && value !== null) for (const [key, item] of Object.entries(value)) yield* stringLeaves(item, [...path, key]);
}

function leavesOf(input: unknown): Leaf[] {
  const leaves: Leaf[] = [];
  for (const outer of stringLeaves(input)) {
    const parsed = isJsonContainer(getAt(input, outer) as string);
    if (parsed === undefined) leaves.push({ outer });
    else for (const inner of stringLeaves(parsed)) leaves.push({ outer, inner });
  }
  return leaves;
}

function getAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], value);
}

/** A copy of `value` with the string at `path` replaced. */
function setAt(value: unknown, path: Path, text: string): unknown {
  if (path.length === 0) return text;
  const [key, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[key!] = setAt(copy[key!], rest, text);
  return copy;
}

function setLeaf(input: unknown, leaf: Leaf, text: string): unknown {
  if (!leaf.inner) return setAt(input, leaf.outer, text);
  const json = JSON.parse(getAt(input, leaf.outer) as string) as unknown;
  return setAt(input, leaf.outer, JSON.stringify(setAt(json, leaf.inner, text)));
}

const label = (leaf: Leaf): string => [leaf.outer, leaf.inner].filter(Boolean).map((path) => path!.join('.')).join(' → ');

async function runTool(tool: ToolMeta, input: unknown, now: Date) {
  return executeTool(tool, input, { now: () => now, random: zeroRandom });
}

/** The generators' examples with every accepting leaf poisoned, and what they return. */
export async function hostileRuns(list: readonly ToolMeta[] = generators()): Promise<HostileRun[]> {
  const runs: HostileRun[] = [];
  for (const tool of list) {
    for (const [example, { input: original, now }] of tool.examples.entries()) {
      const clock = new Date(now ?? EXAMPLE_NOW);
      let input: unknown = original;
      const poisoned: string[] = [];
      for (const leaf of leavesOf(original)) {
        for (const payload of PAYLOADS) {
          const candidate = setLeaf(input, leaf, payload);
          if ((await runTool(tool, candidate, clock)).success) {
            input = candidate;
            poisoned.push(label(leaf));
            break;
          }
        }
      }
      const envelope = await runTool(tool, input, clock);
      if (!envelope.success) throw new Error(`${tool.id} example ${example}: the poisoned input failed: ${envelope.error.message}`);
      runs.push({ tool, example, poisoned, input, result: envelope.result });
    }
  }
  return runs;
}

export function generators(): ToolMeta[] {
  return tools.filter((tool) => tool.category === 'generators');
}

export interface MarkupOutput {
  field: string;
  kind: 'svg' | 'html' | 'css';
  text: string;
}

const markdown = new MarkdownIt({ html: true });

function* stringFields(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* stringFields(item, `${path}[${index}]`);
  else if (typeof value === 'object' && value !== null) for (const [key, item] of Object.entries(value)) yield* stringFields(item, path ? `${path}.${key}` : key);
}

/**
 * The markup in a result: what the playground previews as SVG or HTML, CSS fields, and Markdown
 * fields rendered the way GitHub would take them (raw HTML allowed), so Markdown that smuggles
 * HTML counts as markup too.
 */
export function markupOf(result: unknown): MarkupOutput[] {
  const found: MarkupOutput[] = [];
  const seen = new Set<string>();
  for (const preview of findPreviews(result)) {
    if (preview.kind === 'svg') found.push({ field: preview.field, kind: 'svg', text: preview.svg });
    if (preview.kind === 'html') found.push({ field: preview.field, kind: 'html', text: preview.html });
    seen.add(preview.field);
  }
  for (const [field, text] of stringFields(result, '')) {
    if (seen.has(field)) continue;
    const name = field.split('.').pop()!;
    if (/(^|_)css$/.test(name)) found.push({ field, kind: 'css', text });
    else if (/(^|_)(markdown|md)$/.test(name)) found.push({ field: `${field} (rendered)`, kind: 'html', text: markdown.render(text) });
    else if (/(^|_)svg$/.test(name)) found.push({ field, kind: 'svg', text });
    else if (/(^|_)html$/.test(name)) found.push({ field, kind: 'html', text });
  }
  return found;
}
