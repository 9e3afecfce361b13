/**
 * `tooldeck …`: reads the command word and hands over to the command. Returns the exit code
 * (output.ts); every failure the user can fix is a UsageError (exit 2), never a stack trace.
 */
import { get, info, loadTool, tools } from '../core/catalog.ts';
import type { Envelope } from '../core/envelope.ts';
import { CATEGORIES } from '../core/tool.ts';
import { readArgs } from './argv.ts';
import type { FieldSchema } from './fields.ts';
import { GENERAL_HELP, toolHelp } from './help.ts';
import type { Io } from './io.ts';
import { RUN_OPTIONS, runOption } from './options.ts';
import { checkOutputSettings, EXIT_OK, EXIT_USAGE, formatJson, writeOutcome } from './output.ts';
import { recipeCommand } from './recipe-command.ts';
import { serve } from './serve-command.ts';
import { readLeadingOptions, toolCommand } from './tool-args.ts';
import { didYouMean, nearest, UsageError } from './usage-error.ts';

const COMMANDS = ['list', 'info', 'search', 'recipe', 'serve', 'help'] as const;

export async function run(argv: readonly string[], io: Io): Promise<number> {
  try {
    return await dispatch(argv, io);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr.write(`tooldeck: ${error.message}\n`);
    return EXIT_USAGE;
  }
}

/** The index of the command word: CLI options may come before it (`tooldeck --json base64 …`). */
function commandIndex(argv: readonly string[]): number {
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!;
    if (!arg.startsWith('-') || arg === '-') return index;
    const option = runOption(arg.slice(2));
    if (option && RUN_OPTIONS[option].takesValue && !arg.includes('=')) index++;
  }
  return argv.length;
}

async function dispatch(argv: readonly string[], io: Io): Promise<number> {
  const at = commandIndex(argv);
  const before = argv.slice(0, at);
  const command = argv[at];
  const rest = argv.slice(at + 1);
  if (before.includes('--version') && command === undefined) {
    io.stdout.write(`${await version()}\n`);
    return EXIT_OK;
  }
  if (command === undefined || command === 'help') {
    if (command === undefined && !before.some((arg) => arg === '--help' || arg === '-h')) {
      io.stderr.write(GENERAL_HELP);
      return EXIT_USAGE;
    }
    io.stdout.write(GENERAL_HELP);
    return EXIT_OK;
  }
  switch (command) {
    case 'list':
      return listCommand([...before, ...rest], io);
    case 'info':
      return infoCommand([...before, ...rest], io);
    case 'search':
      return searchCommand([...before, ...rest], io);
    case 'recipe':
      return recipeCommand([...before, ...rest], io);
    case 'serve':
      return serve([...before, ...rest], io);
  }
  if (!get(command)) {
    const suggestion = nearest(command, [...COMMANDS, ...tools.map((tool) => tool.id)]);
    throw new UsageError(`no tool or command ${JSON.stringify(command)}${didYouMean(suggestion)}; tooldeck search <words> finds tools`);
  }
  return runTool(command, before, rest, io);
}

async function runTool(id: string, before: readonly string[], rest: readonly string[], io: Io): Promise<number> {
  const tool = (await loadTool(id))!;
  const { input, settings } = await toolCommand(tool.input as FieldSchema, readLeadingOptions(before), rest, io);
  if (settings.help) {
    io.stdout.write(toolHelp({ ...tool, input: tool.input as FieldSchema }));
    return EXIT_OK;
  }
  checkOutputSettings(tool.output as FieldSchema, settings);
  const envelope = await execute(id, input, settings.timeoutMs);
  return writeOutcome(envelope, tool.output as FieldSchema, settings, io);
}

/**
 * Isolate tools (regexes, parsers: what hostile input can keep busy) run with tooldeck/node's
 * execute, on a worker thread their deadline terminates; an explicit --timeout puts any tool on
 * a thread, so the limit holds even for synchronous code. Other runs stay in this thread with
 * core's execute: loading tooldeck/node (worker client, native hashing, guarded fetch) took about
 * as long again as the rest of a base64 run, and starting a thread longer still.
 */
async function execute(id: string, input: unknown, timeoutMs: number | undefined): Promise<Envelope> {
  const isolate = get(id)!.isolate === true;
  if (timeoutMs === undefined && !isolate) return (await import('../core/execute.ts')).execute(id, input);
  const node = await import('../runtime-node/index.ts');
  if (timeoutMs === undefined || isolate) return node.execute(id, input, timeoutMs === undefined ? {} : { timeoutMs });
  const client = node.createNodeClient({ workers: 1 });
  try {
    return await client.execute(id, input, { timeoutMs });
  } finally {
    client.close();
  }
}

/** Flags of list, info and search: simple names, each known up front. */
function commandArgs(args: readonly string[], known: Record<string, boolean>) {
  const parsed = readArgs(
    args,
    (name) => (Object.hasOwn(known, name) ? { takesValue: known[name]! } : undefined),
    (spelled, name) => {
      throw new UsageError(`unknown option ${spelled}${didYouMean(nearest(name, Object.keys(known)), '--')}`);
    },
  );
  const value = (name: string) => parsed.flags.findLast((flag) => flag.name === name && !flag.negated)?.value;
  const has = (name: string) => parsed.flags.some((flag) => flag.name === name && !flag.negated);
  return { words: parsed.words, value, has };
}

function checkCategory(category: string | undefined): void {
  if (category !== undefined && !(CATEGORIES as readonly string[]).includes(category)) {
    throw new UsageError(`no category ${JSON.stringify(category)}${didYouMean(nearest(category, CATEGORIES))}; the categories: ${CATEGORIES.join(', ')}`);
  }
}

function columns(rows: readonly (readonly string[])[]): string {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]!.length))) ?? [];
  return rows.map((row) => row.map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column]!))).join('  ')).join('\n') + (rows.length > 0 ? '\n' : '');
}

function listCommand(args: readonly string[], io: Io): number {
  const { words, value, has } = commandArgs(args, { category: true, json: false, help: false });
  if (has('help')) {
    io.stdout.write('Usage: tooldeck list [--category c] [--json]\nThe tools: id, category and name, in catalog order.\n');
    return EXIT_OK;
  }
  if (words.length > 0) throw new UsageError(`list takes no arguments, got ${JSON.stringify(words[0])}`);
  const category = value('category');
  checkCategory(category);
  const chosen = tools.filter((tool) => category === undefined || tool.category === category);
  io.stdout.write(has('json') ? formatJson(chosen.map(({ id, name, category }) => ({ id, name, category })), io.stdout.isTTY) : columns(chosen.map((tool) => [tool.id, tool.category, tool.name])));
  return EXIT_OK;
}

async function infoCommand(args: readonly string[], io: Io): Promise<number> {
  const { words, has } = commandArgs(args, { help: false, json: false });
  if (has('help')) {
    io.stdout.write("Usage: tooldeck info <tool-id>\nThe tool's public description as JSON: id, name, description, category and its input schema (parameters).\n");
    return EXIT_OK;
  }
  if (words.length !== 1) throw new UsageError('info takes one tool id: tooldeck info <tool-id>');
  const id = words[0]!;
  const found = await info(id);
  if (!found) throw new UsageError(`no tool ${JSON.stringify(id)}${didYouMean(nearest(id, tools.map((tool) => tool.id)))}`);
  io.stdout.write(formatJson(found, io.stdout.isTTY));
  return EXIT_OK;
}

async function searchCommand(args: readonly string[], io: Io): Promise<number> {
  const { words, value, has } = commandArgs(args, { category: true, limit: true, json: false, help: false });
  if (has('help') || words.length === 0) {
    io[has('help') ? 'stdout' : 'stderr'].write('Usage: tooldeck search <words…> [--category c] [--limit n] [--json]\nThe tools that match the words, best first (the same ranking as the API and the playground).\n');
    return has('help') ? EXIT_OK : EXIT_USAGE;
  }
  const category = value('category');
  checkCategory(category);
  const limitText = value('limit');
  if (limitText !== undefined && !/^[1-9]\d*$/.test(limitText)) throw new UsageError(`--limit needs a whole number above 0, got ${JSON.stringify(limitText)}`);
  const [{ tools: described }, { createToolSearch }] = await Promise.all([import('../core/catalog-metadata.ts'), import('../core/search.ts')]);
  const { matches } = createToolSearch(described)(words.join(' '), { ...(category ? { category } : {}), ...(limitText ? { limit: Number(limitText) } : {}) });
  if (has('json')) io.stdout.write(formatJson(matches.map(({ id, name, category, description }) => ({ id, name, category, description })), io.stdout.isTTY));
  else io.stdout.write(columns(matches.map((tool) => [tool.id, tool.name])));
  return EXIT_OK;
}

/** package.json's version: one folder up from cli/ in the sources, two from dist/cli/ in the package. */
async function version(): Promise<string> {
  const { readFile } = await import('node:fs/promises');
  for (const path of ['../package.json', '../../package.json']) {
    try {
      const manifest = JSON.parse(await readFile(new URL(path, import.meta.url), 'utf8')) as { name?: string; version?: string };
      if (manifest.name === 'tooldeck' && manifest.version) return manifest.version;
    } catch {
      // Not this folder: try the next.
    }
  }
  return 'unknown';
}
