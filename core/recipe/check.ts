/**
 * checkRecipe: everything that can be refused before a step runs, answered as the recipe's
 * VALIDATION_ERROR naming the step and the field. Tools are looked up in the catalog's index
 * (no tool code loads); their inputs are validated by execute once references have resolved.
 */
import { get } from '../catalog.ts';
import { quoteClipped } from '../lib/quote.ts';
import { MAX_INPUT_DEPTH, TOO_DEEP, valueExceedsDepth } from '../lib/json-depth.ts';
import { checkReference, checkReferencesIn, childPath } from './reference.ts';
import { MAX_RECIPE_STEPS, MAX_STEP_NAME_LENGTH, type Recipe, type RecipeErrorEnvelope, type RecipeStep } from './types.ts';

export type RecipeCheck = { ok: true; recipe: Recipe } | { ok: false; error: RecipeErrorEnvelope };

const RECIPE_KEYS = new Set(['steps']);
const STEP_KEYS = new Set(['name', 'tool', 'input']);
const LOOKS_LIKE_INDEX = /^\d+$/;

/** The refusal of a recipe before anything ran: VALIDATION_ERROR, at `step` when one step is to blame. */
export function recipeRefusal(message: string, step?: number, executionMs = 0): RecipeErrorEnvelope {
  return {
    success: false,
    error: step === undefined ? { code: 'VALIDATION_ERROR', message } : { code: 'VALIDATION_ERROR', message, step },
    steps: [],
    meta: { executionMs, steps: 0 },
  };
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Checks `value` as a recipe, reading nothing but its own properties; never throws. */
export function checkRecipe(value: unknown): RecipeCheck {
  if (!isPlainObject(value)) return refuse(`recipe: must be an object { "steps": [...] }, got ${describe(value)}`);
  const extra = Object.keys(value).find((key) => !RECIPE_KEYS.has(key));
  if (extra !== undefined) return refuse(`recipe: unknown field ${quoteClipped(extra)} (a recipe has "steps")`);
  const { steps } = value;
  if (!Array.isArray(steps)) return refuse(steps === undefined ? 'steps: is required (an array of steps)' : `steps: must be an array, got ${describe(steps)}`);
  // Counted before anything else is read: a recipe of 10,000 steps costs no more than one of 21.
  if (steps.length === 0) return refuse('steps: must have at least one step');
  if (steps.length > MAX_RECIPE_STEPS) return refuse(`steps: a recipe has at most ${MAX_RECIPE_STEPS} steps, got ${steps.length}`);

  // Names first, so a reference to a later step's name is told apart from one to no step at all.
  const stepOf = new Map<string, number>();
  steps.forEach((step, index) => {
    const name = isPlainObject(step) ? step.name : undefined;
    if (typeof name === 'string' && !stepOf.has(name)) stepOf.set(name, index);
  });

  for (const [index, step] of steps.entries()) {
    const failure = stepFailure(step, index, stepOf);
    if (failure !== undefined) return refuse(failure, index);
  }
  return { ok: true, recipe: value as unknown as Recipe };
}

function refuse(message: string, step?: number): { ok: false; error: RecipeErrorEnvelope } {
  return { ok: false, error: recipeRefusal(message, step) };
}

/** Why step `index` cannot run, or undefined when it is well formed. */
function stepFailure(step: unknown, index: number, stepOf: ReadonlyMap<string, number>): string | undefined {
  const at = `steps[${index}]`;
  if (!isPlainObject(step)) return `${at}: must be an object { "tool", "input", "name"? }, got ${describe(step)}`;
  const extra = Object.keys(step).find((key) => !STEP_KEYS.has(key));
  if (extra !== undefined) return `${childPath(at, extra)}: unknown field (a step has "tool", "input" and "name")`;

  const { name, tool, input } = step as Partial<RecipeStep> & Record<string, unknown>;
  if (name !== undefined) {
    if (typeof name !== 'string') return `${at}.name: must be a string, got ${describe(name)}`;
    if (name === '' || name.length > MAX_STEP_NAME_LENGTH) return `${at}.name: must have 1 to ${MAX_STEP_NAME_LENGTH} characters`;
    if (LOOKS_LIKE_INDEX.test(name)) return `${at}.name: ${quoteClipped(name)} looks like a step's index; a name needs a character other than a digit`;
    if (stepOf.get(name) !== index) return `${at}.name: step ${stepOf.get(name)} is named ${quoteClipped(name)} already`;
  }

  if (typeof tool !== 'string') return `${at}.tool: ${tool === undefined ? 'is required' : `must be a tool's id (a string), got ${describe(tool)}`}`;
  if (!get(tool)) return `${at}.tool: no tool with id ${quoteClipped(tool, 64)}`;

  if (input === undefined) return `${at}.input: is required (the tool's input, an object)`;
  if (!isPlainObject(input)) return `${at}.input: must be an object, got ${describe(input)}`;
  // Bounded before the walks below, which recurse: no deeper than execute would accept anyway.
  if (valueExceedsDepth(input, MAX_INPUT_DEPTH)) return `${at}.input: ${TOO_DEEP}`;

  return checkReferencesIn(input, `${at}.input`, (reference, path) => {
    const checked = checkReference(reference, path, index, stepOf);
    return checked.ok ? undefined : checked.reason;
  });
}
