/** The shapes of a recipe, its options and its answers (the recipe interface agreed between surfaces). */
import type { ErrorBody, SuccessEnvelope } from '../envelope.ts';
import type { ExecuteOptions } from '../execute.ts';
import type { Envelope } from '../envelope.ts';

/** The most steps one recipe may have: enough for real chains, and a bound on what one request may cost. */
export const MAX_RECIPE_STEPS = 20;

/** The whole recipe's deadline when the caller gives none; each step also keeps its tool's own. */
export const RECIPE_TIMEOUT_MS = 30_000;

/** The longest step name: names are labels, and every message may echo one. */
export const MAX_STEP_NAME_LENGTH = 100;

export interface RecipeStep {
  /** A name later steps may use instead of this step's index; never all digits, so it cannot read as one. */
  name?: string;
  tool: string;
  /** The tool's input; any value in it, at any depth, may be a reference (StepReference). */
  input: Record<string, unknown>;
}

export interface Recipe {
  steps: RecipeStep[];
}

/** How a referenced value is put into the input: as is, as JSON text, or as text (a string as is, anything else as JSON). */
export type ReferenceFormat = 'value' | 'json' | 'text';

/** An input value shaped exactly `{ "$from": { step, pointer, as? } }`: replaced by part of an earlier step's result. */
export interface StepReference {
  $from: { step: number | string; pointer: string; as?: ReferenceFormat };
}

/** Runs one step: exactly the shape of ToolClient.execute, so `runStep: client.execute` works. */
export type StepRunner = (tool: string, input: unknown, options: { timeoutMs?: number; signal?: AbortSignal }) => Promise<Envelope>;

export type RecipeOptions = Omit<ExecuteOptions, 'timeoutMs' | 'signal'> & {
  /** Runs each step (default: execute in this thread with the other options here). */
  runStep?: StepRunner;
  /** The whole recipe's deadline in milliseconds (default RECIPE_TIMEOUT_MS); each step gets at most what is left of it. */
  timeoutMs?: number;
  /** Cancels the recipe: runRecipe then rejects with the signal's reason, as execute does. */
  signal?: AbortSignal;
};

/** One step that ran: its tool, its result and its own meta. */
export interface RecipeStepResult {
  tool: string;
  result: unknown;
  meta: SuccessEnvelope['meta'];
}

export interface RecipeMeta {
  executionMs: number;
  /** How many steps ran, the failing one included (0 when the recipe was refused up front). */
  steps: number;
}

export interface RecipeErrorBody extends ErrorBody {
  /** The 0-based index of the step that failed or was refused; absent when the recipe itself is malformed. */
  step?: number;
}

export interface RecipeSuccessEnvelope {
  success: true;
  /** The last step's result. */
  result: unknown;
  steps: RecipeStepResult[];
  meta: RecipeMeta;
}

export interface RecipeErrorEnvelope {
  success: false;
  error: RecipeErrorBody;
  /** The steps that ran before the failing one. */
  steps: RecipeStepResult[];
  meta: RecipeMeta;
}

export type RecipeEnvelope = RecipeSuccessEnvelope | RecipeErrorEnvelope;
