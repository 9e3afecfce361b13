/**
 * The candidate worst inputs of one tool, generated from its input schema and the shapes of
 * bench/worst-inputs.ts:
 * - "schema-max": every field at its bound (strings at maxLength, arrays at maxItems of their
 *   worst items, numbers at their maximum) within the server's body limit;
 * - one candidate per pathological shape of each long string field's kind (others as in the
 *   tool's first example, which satisfies their patterns);
 * - the tool's default heavy shape with each value of each top-level enum and boolean;
 * - numeric extremes; then the tool's custom candidates.
 * Inputs are built on demand, in the process that runs them.
 */
import type { TSchema } from '@sinclair/typebox';
import { customCandidates, extraShapes, kindByFieldName, kindByTool, kinds, type Kind, type Shape } from './worst-inputs.ts';
import type { ToolMeta } from '../core/catalog-types.ts';

export interface Candidate {
  name: string;
  /** The input at `scale` (0 to 1) of its bounds; custom candidates ignore it and are not scalable. */
  input: (scale?: number) => Record<string, unknown>;
  scalable: boolean;
}

/** The server's default MAX_BODY_BYTES less room for the JSON around the values. */
const BODY_BUDGET = 24_000_000;
/** A string field without maxLength is bounded by the body alone; this is what we try. */
const UNBOUNDED_STRING = 1_000_000;

type Schema = TSchema & Record<string, unknown>;

function literalsOf(schema: Schema): unknown[] | undefined {
  if ('const' in schema) return [schema.const];
  const branches = schema.anyOf as Schema[] | undefined;
  if (branches && branches.every((branch) => 'const' in branch)) return branches.map((branch) => branch.const);
  return undefined;
}

/** The worst value a schema admits, spending at most `budget.left` characters of strings. */
function worstValue(schema: Schema, budget: { left: number }, base: unknown): unknown {
  const literals = literalsOf(schema);
  if (literals) return base !== undefined ? base : literals[0];
  const branches = schema.anyOf as Schema[] | undefined;
  if (branches) return worstValue(branches.find((branch) => branch.type === 'string') ?? branches[0]!, budget, base);
  switch (schema.type) {
    case 'string': {
      if (typeof schema.pattern === 'string' || schema.format !== undefined) return base ?? (typeof schema.default === 'string' ? schema.default : undefined);
      const length = Math.min(typeof schema.maxLength === 'number' ? schema.maxLength : UNBOUNDED_STRING, Math.max(0, budget.left));
      budget.left -= length + 3;
      return 'a'.repeat(Math.max(length, typeof schema.minLength === 'number' ? schema.minLength : 0));
    }
    case 'integer':
      return typeof schema.maximum === 'number' ? schema.maximum : Number.MAX_SAFE_INTEGER;
    case 'number':
      return typeof schema.maximum === 'number' ? schema.maximum : Number.MAX_VALUE;
    case 'boolean':
      return base ?? true;
    case 'null':
      return null;
    case 'array': {
      const max = typeof schema.maxItems === 'number' ? schema.maxItems : 10_000;
      const items: unknown[] = [];
      const baseItem = Array.isArray(base) ? base[0] : undefined;
      while (items.length < max && budget.left > 0) {
        items.push(worstValue(schema.items as Schema, budget, baseItem));
        budget.left -= 2;
      }
      return items;
    }
    case 'object': {
      const out: Record<string, unknown> = {};
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const baseObject = (typeof base === 'object' && base !== null ? base : {}) as Record<string, unknown>;
      for (const [key, property] of Object.entries(properties)) {
        const value = worstValue(property, budget, baseObject[key]);
        if (value !== undefined) out[key] = value;
      }
      return out;
    }
    default:
      return base;
  }
}

interface StringField {
  name: string;
  maxLength: number;
  shapes: Record<string, Shape>;
}

/** The top-level string fields that hold long text, each with the shapes to try in it. */
function textFields(tool: ToolMeta): StringField[] {
  const fields: StringField[] = [];
  for (const [name, raw] of Object.entries(tool.input.properties as Record<string, Schema>)) {
    if (raw.type !== 'string' || typeof raw.pattern === 'string' || literalsOf(raw)) continue;
    const maxLength = typeof raw.maxLength === 'number' ? raw.maxLength : UNBOUNDED_STRING;
    const kind: Kind | undefined = kindByTool[tool.id]?.[name] ?? kindByFieldName[name];
    const extra = extraShapes[tool.id]?.[name];
    if (!kind && !extra && maxLength < 1_000) continue;
    fields.push({ name, maxLength, shapes: { ...(extra ?? {}), ...(kind || !extra ? kinds[kind ?? 'text'] : {}) } });
  }
  // The field with the longest bound leads; the others follow it shape for shape.
  return fields.sort((a, b) => b.maxLength - a.maxLength);
}

export function candidatesOf(tool: ToolMeta): Candidate[] {
  const base = { ...((tool.examples[0]?.input ?? {}) as Record<string, unknown>) };
  const candidates: Candidate[] = [];
  candidates.push({ name: 'schema-max', input: (scale = 1) => worstValue(tool.input as Schema, { left: BODY_BUDGET * scale }, base) as Record<string, unknown>, scalable: false });

  const fields = textFields(tool);
  const lead = fields[0];
  const shapedInput = (shapeName: string, scale = 1): Record<string, unknown> => {
    const input = { ...base };
    for (const field of fields) {
      const shape = field.shapes[shapeName] ?? Object.values(field.shapes)[0]!;
      input[field.name] = shape(Math.floor(field.maxLength * scale));
    }
    return input;
  };
  if (lead) {
    for (const shapeName of Object.keys(lead.shapes)) candidates.push({ name: shapeName, input: (scale) => shapedInput(shapeName, scale), scalable: true });
  }

  // Each value of each top-level enum and boolean, on the lead field's first (heaviest default) shape.
  const heavy = lead ? Object.keys(lead.shapes)[0]! : undefined;
  for (const [name, raw] of Object.entries(tool.input.properties as Record<string, Schema>)) {
    const values = raw.type === 'boolean' ? [true, false] : literalsOf(raw);
    if (!values || values.length < 2) continue;
    for (const value of values) {
      if (value === base[name] || (base[name] === undefined && value === raw.default)) continue;
      candidates.push({ name: `${heavy ?? 'example'}+${name}=${String(value)}`, input: (scale) => ({ ...(heavy ? shapedInput(heavy, scale) : base), [name]: value }), scalable: heavy !== undefined });
    }
  }

  const numeric = Object.entries(tool.input.properties as Record<string, Schema>).filter(([, raw]) => raw.type === 'number' || raw.type === 'integer');
  if (numeric.length > 0) {
    const extreme = (pick: (raw: Schema) => number) => (scale?: number) => {
      const input = heavy ? shapedInput(heavy, scale) : { ...base };
      for (const [name, raw] of numeric) input[name] = pick(raw);
      return input;
    };
    const top = (raw: Schema) => (typeof raw.maximum === 'number' ? raw.maximum : raw.type === 'integer' ? Number.MAX_SAFE_INTEGER : Number.MAX_VALUE);
    const bottom = (raw: Schema) => (typeof raw.minimum === 'number' ? raw.minimum : raw.type === 'integer' ? Number.MIN_SAFE_INTEGER : -Number.MAX_VALUE);
    candidates.push({ name: 'numbers-at-maximum', input: extreme(top), scalable: false });
    candidates.push({ name: 'numbers-at-minimum', input: extreme(bottom), scalable: false });
  }

  for (const [name, input] of Object.entries(customCandidates[tool.id] ?? {})) candidates.push({ name, input: () => input(), scalable: false });
  return candidates;
}
