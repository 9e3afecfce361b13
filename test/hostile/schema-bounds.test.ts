/**
 * One meaning of every string bound (issue 15, rule 9): for every tool, strings around each
 * minLength and maxLength of its input schema (astral characters, lone high and low surrogates,
 * BMP text, mixes; lengths just below, at and above the bound, counted in code points and in
 * UTF-16 units) are put into the tool's first example input, and Ajv, reading the schema exactly
 * as GET /api/tools/{id} publishes it, must give the verdict our validation gives. Then a few
 * tools are asked over HTTP: a body Ajv refuses is answered 400 naming the field, a body it
 * accepts never is.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { info, tools } from '../../core/catalog-metadata.ts';
import { fieldName, validateInput } from '../../core/validate.ts';
import { startServer, type RunningServer } from '../../server/test-server.ts';

// ajv-formats is CommonJS: its default export arrives wrapped or not depending on the loader.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as unknown as (ajv: Ajv2020) => void;

type Json = Record<string, unknown>;
/** A step into the input: a property name, or the first item of an array. */
type Step = string | 0;

interface Bounded {
  tool: string;
  /** Where the string sits in the input. */
  path: Step[];
  min: number | undefined;
  max: number | undefined;
  pattern: string | undefined;
}

/** The published schema of every tool: the JSON of `parameters` in GET /api/tools/{id}. */
const published = new Map<string, Json>(tools.map((tool) => [tool.id, JSON.parse(JSON.stringify(info(tool).parameters)) as Json]));

/** Every string schema with a bound, reached through properties, array items and anyOf members. */
function boundedStrings(tool: string, schema: Json, path: Step[] = [], found: Bounded[] = []): Bounded[] {
  if (schema.type === 'string' && (typeof schema.minLength === 'number' || typeof schema.maxLength === 'number')) {
    found.push({ tool, path, min: schema.minLength as number | undefined, max: schema.maxLength as number | undefined, pattern: schema.pattern as string | undefined });
  }
  for (const [key, property] of Object.entries((schema.properties ?? {}) as Record<string, Json>)) boundedStrings(tool, property, [...path, key], found);
  if (typeof schema.items === 'object' && schema.items !== null && !Array.isArray(schema.items)) boundedStrings(tool, schema.items as Json, [...path, 0], found);
  for (const member of (schema.anyOf ?? []) as Json[]) boundedStrings(tool, member, path, found);
  return found;
}

/**
 * The example input with `value` at `path`, or undefined when the example has nothing there to
 * hold it (an optional object left out): only a missing last property or a missing array of
 * strings is made up.
 */
function placed(example: unknown, path: Step[], value: string): unknown {
  const root = structuredClone(example) as Json;
  let node: unknown = root;
  for (let index = 0; index < path.length; index++) {
    const step = path[index]!;
    const last = index === path.length - 1;
    if (step === 0) {
      if (!Array.isArray(node) || node.length === 0) return undefined;
      if (last) node[0] = value;
      else node = node[0];
      continue;
    }
    if (typeof node !== 'object' || node === null || Array.isArray(node)) return undefined;
    const record = node as Json;
    if (last) record[step] = value;
    else if (record[step] === undefined && index === path.length - 2 && path[index + 1] === 0) {
      record[step] = [value];
      node = record[step];
    } else node = record[step];
  }
  return root;
}

const ASTRAL = '\u{1F600}';
const HIGH = '\uD83D';
const LOW = '\uDE00';
/** Characters of every width, including lone surrogates that may pair up with their neighbours. */
const ATOMS = ['a', 'é', '中', ASTRAL, '\u{1D11E}', HIGH, '\uDBFF', LOW, '\uDC00', ' '];

/** Strings just around `bound` in code points and in units, built once per bound and shared. */
const aroundCache = new Map<string, string[]>();
function around(bound: number, kind: 'min' | 'max'): string[] {
  const key = `${kind}${bound}`;
  const cached = aroundCache.get(key);
  if (cached) return cached;
  const strings = new Set<string>();
  const lengths = [bound - 1, bound, bound + 1].filter((n) => n >= 0);
  const big = bound > 50_000;
  for (const n of lengths) {
    strings.add(ASTRAL.repeat(n)); // n code points, 2n units
    strings.add('a'.repeat(n)); // n of each
    strings.add(HIGH.repeat(n)); // n lone surrogates
    if (n > 0) strings.add(ASTRAL + 'a'.repeat(n - 1)); // n code points, n + 1 units
    if (big) continue;
    strings.add(LOW.repeat(n));
    // LOW HIGH LOW HIGH…: every inner HIGH LOW is a pair, the ends are lone.
    strings.add((LOW + HIGH).repeat(Math.ceil(n / 2)).slice(0, n));
    strings.add('é'.repeat(n));
    if (n > 0) strings.add(ASTRAL.repeat(Math.floor(n / 2)) + 'a'.repeat(n % 2)); // n units
    strings.add(ASTRAL.repeat(Math.max(0, n - 1)) + HIGH); // n code points ending in a lone high
  }
  // For a minimum: fewer code points than the bound in more units than it, and the other way round.
  if (kind === 'min' && bound > 0) strings.add(ASTRAL.repeat(bound - 1));
  const list = [...strings];
  aroundCache.set(key, list);
  return list;
}

/** A random string of about `target` atoms: a short random motif repeated, then a random tail. */
const nearBound = (bound: number) =>
  fc
    .tuple(fc.array(fc.constantFrom(...ATOMS), { minLength: 1, maxLength: 6 }), fc.array(fc.constantFrom(...ATOMS), { maxLength: 3 }), fc.integer({ min: -3, max: 2 }))
    .map(([motif, tail, offset]) => {
      const count = Math.max(0, bound + offset - tail.length);
      const body = motif.join('').repeat(Math.ceil(count / motif.length));
      return [...body].slice(0, count).join('') + tail.join('');
    });

/** The strings that tell units from code points at a bound in the millions. */
function aroundBig(bound: number): string[] {
  const key = `big${bound}`;
  if (!aroundCache.has(key)) aroundCache.set(key, [ASTRAL.repeat(bound), ASTRAL.repeat(bound + 1), ASTRAL + 'a'.repeat(bound - 1), HIGH.repeat(bound + 1)]);
  return aroundCache.get(key)!;
}

function ajvFor(tool: string): (input: unknown) => boolean {
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  addFormats(ajv);
  const compiled = ajv.compile(published.get(tool)!);
  return (input) => compiled(input) as boolean;
}

const bounded = tools.flatMap((tool) => boundedStrings(tool.id, published.get(tool.id)!));

describe('string bounds: Ajv on the published schema and our validation agree', () => {
  it('finds the bounded strings of the catalog', () => {
    // Counted by hand from the catalog: the bound 1,000,000 alone is on more than 50 fields.
    expect(bounded.length).toBeGreaterThan(100);
    expect(bounded.filter((field) => field.max === 1_000_000).length).toBeGreaterThan(50);
  });

  it('for every bounded string of every tool', () => {
    const reached = new Set<string>();
    let accepted = 0;
    let refused = 0;
    const disagreements: string[] = [];
    const bigSeen = new Map<number, number>();
    const byTool = new Map<string, Bounded[]>();
    for (const field of bounded) byTool.set(field.tool, [...(byTool.get(field.tool) ?? []), field]);
    for (const [id, fields] of byTool) {
      const tool = tools.find((candidate) => candidate.id === id)!;
      const ajv = ajvFor(id);
      const example = tool.examples[0]!.input;
      expect(ajv(example), `${id}: Ajv takes the first example`).toBe(true);
      expect(validateInput(tool.input, example).ok, `${id}: we take the first example`).toBe(true);
      for (const field of fields) {
        // The first example that has a place for the field (an optional array of objects may be
        // absent from the first).
        const host = tool.examples.map((candidate) => candidate.input).find((input) => placed(input, field.path, '') !== undefined);
        if (host === undefined) continue;
        const compare = (text: string) => {
          const input = placed(host, field.path, text);
          if (input === undefined) return;
          reached.add(`${id} ${field.path.join('/')}`);
          const theirs = ajv(input);
          const ours = validateInput(tool.input, input);
          if (theirs) accepted++;
          else refused++;
          if (ours.ok !== theirs) {
            const sample = JSON.stringify(text.length > 12 ? `${text.slice(0, 12)}…` : text);
            disagreements.push(`${id} ${field.path.join('/')} [${field.min},${field.max}] ${sample} of ${text.length} units: Ajv ${theirs}, ours ${ours.ok || ours.message}`);
          }
        };
        const bounds = [...(field.min === undefined ? [] : [['min', field.min] as const]), ...(field.max === undefined ? [] : [['max', field.max] as const])];
        for (const [kind, bound] of bounds) {
          if (bound > 50_000) {
            // Every field with a bound in the millions has the same one-line schema: all the telling
            // strings on the first such field, one of them in turn on each other.
            const strings = aroundBig(bound);
            if (!bigSeen.has(bound)) strings.forEach(compare);
            else compare(strings[bigSeen.get(bound)! % strings.length]!);
            bigSeen.set(bound, (bigSeen.get(bound) ?? 0) + 1);
            continue;
          }
          for (const text of around(bound, kind)) compare(text);
          for (const text of fc.sample(nearBound(bound), 15)) compare(text);
        }
      }
    }
    expect(disagreements.slice(0, 10)).toEqual([]);
    // Not vacuous: most fields were reached, and both verdicts were given many times.
    expect(reached.size).toBeGreaterThan(bounded.length * 0.6);
    expect(new Set([...reached].map((key) => key.split(' ')[0])).size).toBe(byTool.size);
    expect(accepted).toBeGreaterThan(500);
    expect(refused).toBeGreaterThan(500);
  }, 60_000);

  it('takes N astral characters where the bound is N, as Ajv does', () => {
    const base64 = tools.find((tool) => tool.id === 'base64')!;
    const ajv = ajvFor('base64');
    const input = { action: 'encode', text: ASTRAL.repeat(500_001) };
    expect(ajv(input)).toBe(true);
    expect(validateInput(base64.input, input)).toMatchObject({ ok: true });
  });
});

describe('string bounds over HTTP', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({ RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_DAY: '0', RATE_LIMIT_GLOBAL_PER_DAY: '0' });
  }, 30_000);

  afterAll(async () => {
    await server?.stop();
  });

  // Fields whose tools answer quickly whatever the string: no search or parse over it.
  const fields: [tool: string, field: string][] = [
    ['base64', 'text'],
    ['hmac', 'key'],
    ['csv-to-sql', 'table'],
    ['json-flatten', 'separator'],
    ['date-diff', 'from'],
  ];

  it.each(fields)('%s: a body Ajv refuses for %s is a 400 naming it, one it takes never is', async (id, name) => {
    const tool = tools.find((candidate) => candidate.id === id)!;
    const field = bounded.find((candidate) => candidate.tool === id && candidate.path.join('/') === name)!;
    const ajv = ajvFor(id);
    // Megabyte bodies cost a tenth of a second each: a handful of the strings around such a bound.
    const big = (field.max ?? 0) > 50_000;
    const texts = [
      ...(field.min === undefined ? [] : around(field.min, 'min')),
      ...(field.max === undefined ? [] : big ? aroundBig(field.max) : around(field.max, 'max')),
      ...fc.sample(nearBound(field.max ?? field.min!), { numRuns: big ? 1 : 4, seed: 15 }),
    ];
    let refused = 0;
    for (const text of texts) {
      const input = placed(tool.examples[0]!.input, field.path, text)!;
      const response = await fetch(`${server.url}/api/tools/${id}/execute`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(input),
      });
      const body = (await response.json()) as { success: boolean; error?: { code: string; message: string } };
      const schemaMessage = new RegExp(`^${fieldName(`/${name}`)}: (must be at (most|least) \\d+ characters|must not be empty)`).test(body.error?.message ?? '');
      const what = `${id} ${name} of ${text.length} units`;
      if (ajv(input)) {
        expect(response.status === 400 && schemaMessage, `${what}: ${body.error?.message}`).toBe(false);
      } else {
        refused++;
        expect([response.status, body.error?.code, schemaMessage], what).toEqual([400, 'VALIDATION_ERROR', true]);
      }
    }
    expect(refused).toBeGreaterThan(0);
  }, 60_000);
});
