/**
 * tooldeck/node's runRecipe: core's, with each step run by tooldeck/node's execute, so an
 * isolate step runs on a worker thread and its deadline (or what is left of the recipe's) stops
 * it even in synchronous code, as `tooldeck recipe` needs for a runaway step.
 */
import { runRecipe as runRecipeHere, type RecipeEnvelope, type RecipeOptions } from '../core/recipe/run.ts';
import { execute } from './execute.ts';

export function runRecipe(recipe: unknown, options: RecipeOptions = {}): Promise<RecipeEnvelope> {
  const { runStep, timeoutMs: _recipeDeadline, signal: _signal, ...executeOptions } = options;
  return runRecipeHere(recipe, { ...options, runStep: runStep ?? ((tool, input, step) => execute(tool, input as never, { ...executeOptions, ...step })) });
}
