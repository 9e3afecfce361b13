/**
 * Runs the recipe the page holds through the chosen client's runRecipe (the same engine as the
 * library, the server and the CLI) and shows its answer: the last step's result, or the failing
 * step's error with its step. A new run cancels the one before it, a single tool's or a recipe's.
 */
import type { ToolClient } from '../../core/client.ts';
import type { Envelope } from '../../core/envelope.ts';
import type { Recipe, RecipeEnvelope, RecipeErrorEnvelope } from '../../core/recipe/types.ts';
import { byId, replaceChildren } from './dom.ts';
import { showEnvelope, showFailure, showRunning } from './result-view.ts';
import { elapsedText, trackRun } from './run-progress.ts';
import { startRun } from './run.ts';
import type { Where } from './url-state.ts';

const WHERE_TEXT: Record<Where, string> = { browser: 'in this browser', server: 'on the server' };

/** Calls `onResult` with the last step's result when the recipe succeeds (for the next "then →"). */
export async function runRecipeOn(client: ToolClient, where: Where, recipe: Recipe, onResult: (result: unknown) => void): Promise<void> {
  // One run on screen at a time, whether a tool's or a recipe's.
  const controller = startRun();
  showRunning(where);
  const progress = trackRun(controller, (elapsedMs) => showFailure(`Cancelled after ${elapsedText(elapsedMs)}`));
  const started = performance.now();
  let envelope: RecipeEnvelope;
  try {
    envelope = await client.runRecipe(recipe, { signal: controller.signal });
  } catch (error) {
    if (controller.signal.aborted) return;
    const reason = error instanceof Error ? error.message : String(error);
    showFailure(where === 'server' ? `Could not reach the server: ${reason}` : `The recipe failed: ${reason}`);
    return;
  } finally {
    progress.stop();
  }
  if (controller.signal.aborted) return;
  if (!envelope.success) return showRecipeError(envelope, where);
  const last = recipe.steps.length - 1;
  const lastMeta = envelope.steps[last]?.meta;
  // The result view shows tool envelopes: the last step's, timed as the whole recipe.
  const shown = { success: true, result: envelope.result, meta: { ...lastMeta, executionMs: envelope.meta.executionMs } } as Envelope;
  await showEnvelope(shown, where, performance.now() - started, { toolId: recipe.steps[last]!.tool, input: recipe.steps[last]!.input, fileNames: {} });
  replaceChildren(byId('status'), `Done ${WHERE_TEXT[where]}: ${recipe.steps.length} steps, ${envelope.meta.executionMs} ms`);
  onResult(envelope.result);
}

/** The error's code and step in the status, the whole envelope (with the steps before it) below. */
export async function showRecipeError(envelope: RecipeErrorEnvelope, where: Where): Promise<void> {
  await showEnvelope(envelope as unknown as Envelope, where, 0, { toolId: 'recipe', input: {}, fileNames: {} });
  const at = envelope.error.step === undefined ? '' : ` at step ${envelope.error.step}`;
  replaceChildren(byId('status'), `${envelope.error.code}${at} ${WHERE_TEXT[where]}: ${envelope.error.message}`);
}
