/**
 * One run: read the form, call the tool where the person chose, and show the answer, with a
 * VALIDATION_ERROR's parts put beside their fields. A new run cancels the one before it.
 */
import type { CallOptions, ToolClient } from '../../core/client.ts';
import type { Envelope } from '../../core/envelope.ts';
import { byId, replaceChildren } from './dom.ts';
import { fieldErrors } from './field-errors.ts';
import { showEnvelope, showFailure, showRunning } from './result-view.ts';
import { elapsedText, trackRun } from './run-progress.ts';
import { runStreamed } from './streamed-run.ts';
import type { SchemaForm } from './schema-form.ts';
import type { Where } from './url-state.ts';

/** The page calls tools by ids it learns at run time, so the typed signature does not apply. */
type UntypedExecute = (id: string, input: unknown, options?: CallOptions) => Promise<Envelope>;

let inFlight: AbortController | undefined;

/** Cancels the run on screen (a tool's or a recipe's) and returns the new run's controller. */
export function startRun(): AbortController {
  inFlight?.abort();
  return (inFlight = new AbortController());
}

function showFormErrors(messages: readonly string[]): void {
  const box = byId('form-error');
  replaceChildren(box, messages.join('; '));
  box.hidden = messages.length === 0;
}

/** Resolves to the envelope shown, or undefined when the run was cancelled or never answered. */
export async function runTool(client: ToolClient, where: Where, toolId: string, input: Record<string, unknown>, form: SchemaForm): Promise<Envelope | undefined> {
  const controller = startRun();
  form.showErrors(new Map());
  showFormErrors([]);
  showRunning(where);
  const progress = trackRun(controller, (elapsedMs) => showFailure(`Cancelled after ${elapsedText(elapsedMs)}`));
  // Taken now: the form may change while the tool runs.
  const naming = { toolId, input, fileNames: form.fileNames() };
  const started = performance.now();
  let envelope: Envelope;
  try {
    const streamed = await runStreamed(toolId, input, { where, signal: controller.signal, onProgress: progress.report, pickedFile: (field) => form.pickedFile(field) });
    if (streamed.kind === 'refused') {
      if (controller.signal.aborted) return undefined;
      form.showErrors(new Map([[streamed.field, [streamed.message]]]));
      showFailure(`Not run: ${streamed.message}`);
      return undefined;
    }
    envelope =
      streamed.kind === 'result'
        ? { success: true, result: streamed.result, meta: { tool: toolId, executionMs: streamed.executionMs } }
        : await (client.execute as UntypedExecute)(toolId, input, { signal: controller.signal });
  } catch (error) {
    if (controller.signal.aborted) return undefined;
    const reason = error instanceof Error ? error.message : String(error);
    showFailure(where === 'server' ? `Could not reach the server: ${reason}` : `The run failed: ${reason}`);
    return undefined;
  } finally {
    progress.stop();
  }
  if (controller.signal.aborted) return undefined;
  if (!envelope.success && envelope.error.code === 'VALIDATION_ERROR') {
    const { byField, general } = fieldErrors(envelope.error.message, form.fieldNames);
    form.showErrors(byField);
    showFormErrors(general);
  }
  await showEnvelope(envelope, where, performance.now() - started, naming);
  return envelope;
}

/** For errors found before sending (a JSON field that does not parse). */
export function showLocalErrors(form: SchemaForm, errors: ReadonlyMap<string, readonly string[]>): void {
  showFormErrors([]);
  form.showErrors(errors);
}
