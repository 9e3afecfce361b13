/**
 * What "then →" needs to build the next step, and nothing more: which field of the next tool
 * the previous result feeds, and which parts of that result can feed it. The recipe itself is
 * checked and run by the engine (core/recipe/).
 */
import type { RecipeStep, StepReference } from '../../core/recipe/types.ts';
import type { JsonSchema } from './json-schema.ts';

/** A part of a result the next step can take: a JSON Pointer into it, and how it is put in. */
export interface ResultPart {
  label: string;
  pointer: string;
  as: 'value' | 'json';
}

/** The field a previous result feeds: the tool's first free-text field (a string without enum or const). */
export function mainField(parameters: JsonSchema): string | undefined {
  const entries = Object.entries(parameters.properties ?? {});
  const isText = (schema: JsonSchema) => schema.type === 'string' && schema.enum === undefined && schema.const === undefined;
  const required = new Set(parameters.required ?? []);
  return (entries.find(([name, schema]) => required.has(name) && isText(schema)) ?? entries.find(([, schema]) => isText(schema)))?.[0];
}

/** RFC 6901: "~" and "/" in a key are escaped. */
const pointerTo = (key: string) => `/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`;

/**
 * The parts of `result` offered to the next step, the default first: each string field of an
 * object result, then the whole result (as JSON text unless it is a string itself).
 */
export function resultParts(result: unknown): ResultPart[] {
  if (typeof result === 'string') return [{ label: 'the result', pointer: '', as: 'value' }];
  const parts: ResultPart[] = [];
  if (typeof result === 'object' && result !== null && !Array.isArray(result)) {
    for (const [key, value] of Object.entries(result)) {
      if (typeof value === 'string') parts.push({ label: key, pointer: pointerTo(key), as: 'value' });
    }
  }
  parts.push({ label: 'the whole result, as JSON', pointer: '', as: 'json' });
  return parts;
}

export function referenceTo(step: number, part: ResultPart): StepReference {
  return { $from: part.as === 'value' ? { step, pointer: part.pointer } : { step, pointer: part.pointer, as: part.as } };
}

export function isReference(value: unknown): value is StepReference {
  return typeof value === 'object' && value !== null && Object.hasOwn(value, '$from');
}

/** A step's input split into what the form shows and the top-level references it cannot show. */
export function splitReferences(step: RecipeStep): { formInput: Record<string, unknown>; references: Map<string, StepReference> } {
  const references = new Map<string, StepReference>();
  const shown: [string, unknown][] = [];
  for (const [name, value] of Object.entries(step.input)) {
    if (isReference(value)) references.set(name, value);
    else shown.push([name, value]);
  }
  // fromEntries defines own properties: a "__proto__" key stays a key, never the object's prototype.
  return { formInput: Object.fromEntries(shown), references };
}

/** How a reference reads in the form: "step 0's /hash". */
export function describeReference({ $from }: StepReference): string {
  const part = $from.pointer === '' ? 'result' : $from.pointer;
  return `← step ${String($from.step)}'s ${part}${$from.as && $from.as !== 'value' ? ` (as ${$from.as})` : ''}`;
}
