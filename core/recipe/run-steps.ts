/**
 * runRecipe's engine, given the runner of each step: the steps of a checked recipe in order, each
 * step's references resolved against the results before it, each run by `runStep` under min(its
 * tool's deadline, what is left of the recipe's). It imports no runner of its own, so a bundle
 * whose steps run elsewhere (the playground page, on its worker pool) leaves execute, and with it
 * every tool's loader, out. recipe/run.ts's runRecipe is this with execute as the default runner.
 */
import { get } from '../catalog.ts';
import { errorEnvelope, type ErrorBody } from '../envelope.ts';
import { DEFAULT_TIMEOUT_MS } from '../execute.ts';
import { checkRecipe } from './check.ts';
import { resolveReferences } from './reference.ts';
import { RECIPE_TIMEOUT_MS, type RecipeEnvelope, type RecipeErrorBody, type RecipeOptions, type RecipeStepResult, type StepRunner } from './types.ts';

/**
 * Runs `recipe` (checked first: nothing runs when it is malformed), each step by `runStep`, and
 * answers its envelope; never throws except on a wrong `timeoutMs` (TypeError) or when the
 * caller aborts (it then rejects with the signal's reason, as execute does).
 */
export async function runRecipeSteps(recipe: unknown, runStep: StepRunner, options: Pick<RecipeOptions, 'timeoutMs' | 'signal'> = {}): Promise<RecipeEnvelope> {
  const started = performance.now();
  const { timeoutMs = RECIPE_TIMEOUT_MS, signal } = options;
  if (typeof timeoutMs !== 'number' || !(timeoutMs > 0) || !Number.isFinite(timeoutMs)) {
    throw new TypeError(`runRecipe: timeoutMs must be a positive number of milliseconds, not ${String(timeoutMs)}`);
  }
  signal?.throwIfAborted();
  const checked = checkRecipe(recipe);
  if (!checked.ok) return checked.error;

  const { steps } = checked.recipe;
  const stepOf = new Map<string, number>();
  steps.forEach((step, index) => step.name !== undefined && stepOf.set(step.name, index));
  const done: RecipeStepResult[] = [];
  const elapsed = () => Math.round(performance.now() - started);
  const fail = (error: ErrorBody, step: number, ran: number): RecipeEnvelope => ({
    success: false,
    error: withStep(error, step),
    steps: done,
    meta: { executionMs: elapsed(), steps: ran },
  });

  for (const [index, step] of steps.entries()) {
    const left = Math.floor(timeoutMs - (performance.now() - started));
    if (left <= 0) return fail(recipeTimeout(timeoutMs, index), index, index);
    const input = resolveReferences(step.input, `steps[${index}].input`, done.map(({ result }) => result), stepOf, index);
    if (!input.ok) return fail(errorEnvelope('VALIDATION_ERROR', input.reason).error, index, index);

    const ownDeadline = Math.min(DEFAULT_TIMEOUT_MS, get(step.tool)?.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    const envelope = await runStep(step.tool, input.value, signal ? { timeoutMs: Math.min(ownDeadline, left), signal } : { timeoutMs: Math.min(ownDeadline, left) });
    if (!envelope.success) {
      // A TIMEOUT once the recipe's own deadline has passed was the recipe's, whatever deadline
      // the runner applied to the step (the server's TOOL_TIMEOUT_MS is not this module's default).
      const recipeExpired = performance.now() - started >= timeoutMs;
      const error = envelope.error.code === 'TIMEOUT' && recipeExpired ? recipeTimeout(timeoutMs, index) : envelope.error;
      return fail(error, index, index + 1);
    }
    done.push({ tool: step.tool, result: envelope.result, meta: envelope.meta });
  }
  return { success: true, result: done[done.length - 1]!.result, steps: done, meta: { executionMs: elapsed(), steps: done.length } };
}

function recipeTimeout(deadline: number, step: number): ErrorBody {
  return errorEnvelope('TIMEOUT', `the recipe ran past its deadline of ${deadline} ms at step ${step}`).error;
}

/** The step's error with `step` added; an INTERNAL_ERROR's cause stays attached and unserialised. */
function withStep(error: ErrorBody, step: number): RecipeErrorBody {
  const body: RecipeErrorBody = { code: error.code, message: error.message, step };
  if (error.retryAfter !== undefined) body.retryAfter = error.retryAfter;
  if (error.cause !== undefined) Object.defineProperty(body, 'cause', { value: error.cause, enumerable: false });
  return body;
}
