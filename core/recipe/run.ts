/**
 * runRecipe: the steps of a checked recipe in order, each step's references resolved against the
 * results before it, each run by `runStep` under min(its tool's deadline, what is left of the
 * recipe's). The first failure ends the recipe with that step's error and `step`, beside the
 * results of the steps before it. Every surface (library, clients, HTTP, MCP, CLI) runs this;
 * the engine is recipe/run-steps.ts, and this adds execute as the default runner.
 */
import { execute } from '../execute.ts';
import { runRecipeSteps } from './run-steps.ts';
import type { RecipeEnvelope, RecipeOptions } from './types.ts';

export { checkRecipe, type RecipeCheck } from './check.ts';
export * from './types.ts';

/**
 * Runs `recipe` (checked first: nothing runs when it is malformed) and answers its envelope;
 * never throws except on a wrong `timeoutMs` (TypeError) or when the caller aborts (it then
 * rejects with the signal's reason, as execute does).
 */
export async function runRecipe(recipe: unknown, options: RecipeOptions = {}): Promise<RecipeEnvelope> {
  const { runStep, timeoutMs, signal, ...executeOptions } = options;
  return runRecipeSteps(recipe, runStep ?? ((tool, input, stepOptions) => execute(tool, input, { ...executeOptions, ...stepOptions })), { timeoutMs, signal });
}
