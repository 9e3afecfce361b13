/**
 * `tooldeck recipe <file.json|->`: a recipe (issue 23) run by tooldeck/node's runRecipe, so its
 * isolate steps run on worker threads under their deadlines. Prints the last step's result as a
 * tool run prints its own (output.ts: --get, --out, --json for the whole recipe envelope); a
 * failure is `CODE: message (step k)` on stderr and exit 1, a recipe refused before anything ran
 * included: it is the engine's answer, as on every other surface.
 */
import type { Envelope } from '../core/envelope.ts';
import { readArgs } from './argv.ts';
import type { FieldSchema } from './fields.ts';
import type { Io } from './io.ts';
import { checkOutputSettings, EXIT_OK, EXIT_TOOL_ERROR, formatJson, writeOutcome } from './output.ts';
import type { RunSettings } from './tool-args.ts';
import { readJson } from './tool-args.ts';
import { didYouMean, nearest, UsageError } from './usage-error.ts';

const RECIPE_HELP = `Usage: tooldeck recipe <file.json|-> [--get field] [--out path] [--json] [--timeout ms]
Runs a recipe, { "steps": [{ "name"?, "tool", "input" }, …] }, where an input value may be
{ "$from": { "step": <index or name>, "pointer": "/json/pointer", "as"?: "value"|"json"|"text" } }.
Prints the last step's result; --json prints the whole answer with every step's result;
--timeout is the deadline of the whole recipe (default 30000 ms).
`;

const FLAGS: Record<string, boolean> = { json: false, get: true, out: true, timeout: true, help: false };

export async function recipeCommand(args: readonly string[], io: Io): Promise<number> {
  const { flags, words } = readArgs(
    args,
    (name) => (Object.hasOwn(FLAGS, name) ? { takesValue: FLAGS[name]! } : undefined),
    (spelled, name) => {
      throw new UsageError(`unknown option ${spelled}${didYouMean(nearest(name, Object.keys(FLAGS)), '--')}`);
    },
  );
  const value = (name: string) => flags.findLast((flag) => flag.name === name)?.value;
  const has = (name: string) => flags.some((flag) => flag.name === name && !flag.negated);
  if (has('help')) {
    io.stdout.write(RECIPE_HELP);
    return EXIT_OK;
  }
  if (words.length !== 1) throw new UsageError('recipe takes one file: tooldeck recipe <file.json|->');
  const timeout = value('timeout');
  if (timeout !== undefined && (!/^\d+$/.test(timeout) || Number(timeout) < 1)) throw new UsageError(`--timeout needs a whole number of milliseconds, got ${JSON.stringify(timeout)}`);
  const settings: RunSettings = { json: has('json'), help: false, ...(value('get') !== undefined ? { get: value('get')! } : {}), ...(value('out') !== undefined ? { out: value('out')! } : {}) };

  const recipe = await readJson(words[0]!, io, 'recipe');
  const node = await import('../runtime-node/index.ts');
  // The last step's output schema decides how its result prints; --get is checked against it before anything runs.
  const checked = node.checkRecipe(recipe);
  const lastTool = checked.ok ? checked.recipe.steps.at(-1)!.tool : undefined;
  const output = lastTool === undefined ? { properties: {} } : ((await node.loadTool(lastTool))!.output as FieldSchema);
  if (checked.ok) checkOutputSettings(output, settings);

  const envelope = await node.runRecipe(recipe, timeout === undefined ? {} : { timeoutMs: Number(timeout) });
  if (!envelope.success) {
    if (settings.json) io.stdout.write(formatJson(envelope, io.stdout.isTTY));
    const { code, message, step } = envelope.error;
    io.stderr.write(`${code}: ${message}${step === undefined ? '' : ` (step ${step})`}\n`);
    return EXIT_TOOL_ERROR;
  }
  return writeOutcome(envelope as unknown as Envelope, output, settings, io);
}
