/**
 * A tool's command line → its input and the run's options. Flags convert by the field's kind
 * (fields.ts); whether a value is in range is left to the tool's own validation (execute), whose
 * message names the field. Names: after the tool id a tool's field wins over a CLI option of the
 * same name (json-format's --json is its `json` field); CLI options written before the tool id are
 * always the CLI's (`tooldeck --json json-format --json '[1]'`).
 */
import { readArgs, type ParsedFlag } from './argv.ts';
import { fieldsOf, findField, isBase64Field, mainTextField, type Field, type FieldKind, type FieldSchema } from './fields.ts';
import type { Io } from './io.ts';
import { RUN_OPTIONS, runOption, type RunOption } from './options.ts';
import { didYouMean, nearest, UsageError } from './usage-error.ts';

export interface RunSettings {
  json: boolean;
  help: boolean;
  out?: string;
  get?: string;
  timeoutMs?: number;
}

export interface ToolCommand {
  input: Record<string, unknown>;
  settings: RunSettings;
}

type Resolved = { field: Field } | { option: RunOption };

/** Reads the CLI options written before the tool id. */
export function readLeadingOptions(args: readonly string[]): ParsedFlag[] {
  return readArgs(args, (name) => (runOption(name) ? RUN_OPTIONS[runOption(name)!] : undefined), unknownOption([])).flags;
}

function unknownOption(fields: readonly Field[]) {
  return (spelled: string, name: string): never => {
    const names = [...fields.map((field) => field.name), ...Object.keys(RUN_OPTIONS)];
    throw new UsageError(`unknown option ${spelled}${didYouMean(nearest(name, names), '--')}`);
  };
}

/** Parses the arguments after the tool id (with the options before it) and assembles the input. */
export async function toolCommand(schema: FieldSchema, leading: readonly ParsedFlag[], args: readonly string[], io: Io): Promise<ToolCommand> {
  const fields = fieldsOf(schema);
  const resolve = (name: string): Resolved | undefined => {
    const field = findField(fields, name);
    if (field) return { field };
    const option = runOption(name);
    return option ? { option } : undefined;
  };
  const { flags, words } = readArgs(
    args,
    (name) => {
      const found = resolve(name);
      if (!found) return undefined;
      return 'field' in found ? { takesValue: found.field.kind.kind !== 'boolean' } : RUN_OPTIONS[found.option];
    },
    unknownOption(fields),
  );
  if (words.length > 0) throw new UsageError(`unexpected argument ${JSON.stringify(words[0])}: give every field as --name value`);

  const settings: RunSettings = { json: false, help: false };
  const fromFlags: Record<string, unknown> = {};
  const files: string[] = [];
  let inputSource: string | undefined;
  const optionFlags = leading.map((flag) => ({ flag, resolved: { option: runOption(flag.name)! } as Resolved }));
  const all = [...optionFlags, ...flags.map((flag) => ({ flag, resolved: resolve(flag.name)! }))];
  for (const { flag, resolved } of all) {
    if ('field' in resolved) {
      setField(fromFlags, resolved.field, flag);
      continue;
    }
    const value = flag.value!;
    switch (resolved.option) {
      case 'json':
      case 'help':
        settings[resolved.option] = !flag.negated;
        break;
      case 'file':
        files.push(value);
        break;
      case 'input':
        inputSource = once(inputSource, flag, value);
        break;
      case 'out':
        settings.out = once(settings.out, flag, value);
        break;
      case 'get':
        settings.get = once(settings.get, flag, value);
        break;
      case 'timeout':
        if (!/^\d+$/.test(value) || Number(value) < 1) throw new UsageError(`--timeout needs a whole number of milliseconds, got ${JSON.stringify(value)}`);
        settings.timeoutMs = Number(value);
        break;
    }
  }
  if (settings.help) return { input: {}, settings };

  const stdinTaken = inputSource === '-' || files.some((file) => file.endsWith('=-'));
  const input: Record<string, unknown> = inputSource === undefined ? {} : await readInputJson(inputSource, io);
  Object.assign(input, fromFlags);
  for (const spec of files) await readFileField(input, fields, spec, io);
  const main = mainTextField(fields);
  if (main && !Object.hasOwn(input, main.name) && !stdinTaken && !io.stdin.isTTY) {
    input[main.name] = new TextDecoder().decode(await io.stdin.read());
  }
  return { input, settings };
}

function once(previous: string | undefined, flag: ParsedFlag, value: string): string {
  if (previous !== undefined) throw new UsageError(`${flag.spelled} given twice`);
  return value;
}

function setField(input: Record<string, unknown>, field: Field, flag: ParsedFlag): void {
  const where = `--${field.name}`;
  if (field.kind.kind === 'array') {
    const list = (input[field.name] ??= []) as unknown[];
    list.push(...convertListItem(field.kind.items, flag, where));
    return;
  }
  if (Object.hasOwn(input, field.name)) throw new UsageError(`${where} given twice (only list fields take several values)`);
  input[field.name] = convert(field.kind, flag, where);
}

/** One flag of a list field: a comma list for numbers (which cannot hold a comma), one item otherwise. */
function convertListItem(items: FieldKind, flag: ParsedFlag, where: string): unknown[] {
  if ((items.kind === 'number' || items.kind === 'integer') && flag.value !== undefined) {
    return flag.value.split(',').map((part) => convert(items, { ...flag, value: part.trim() }, where));
  }
  return [convert(items, flag, where)];
}

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i;

function convert(kind: FieldKind, flag: ParsedFlag, where: string): unknown {
  const value = flag.value;
  switch (kind.kind) {
    case 'boolean':
      if (flag.negated) return false;
      if (value === undefined || value === 'true') return true;
      if (value === 'false') return false;
      throw new UsageError(`${where} is a switch: write ${where}, --no-${where.slice(2)} or ${where}=true|false, not ${JSON.stringify(value)}`);
    case 'number':
    case 'integer':
      if (value === undefined || !NUMBER.test(value)) throw new UsageError(`${where} needs a number, got ${JSON.stringify(value ?? '')}`);
      return Number(value);
    case 'enum':
      if (value === undefined || !kind.values.includes(value)) throw new UsageError(`${where} must be one of ${kind.values.join(', ')}; got ${JSON.stringify(value ?? '')}`);
      return value;
    case 'string':
      // A Base64 field takes Base64 text here too; --file reads a file into it.
      return value ?? '';
    case 'object':
    case 'array':
      throw new UsageError(`${where} holds ${kind.kind === 'object' ? 'an object' : 'nested lists'}: give the input as JSON with --input file.json (or --input - on stdin)`);
    case 'other':
      // A field of several types (a string or a number…): JSON when the text is JSON, else the text.
      try {
        return JSON.parse(value ?? '');
      } catch {
        return value ?? '';
      }
  }
}

async function readBytes(path: string, io: Io, what: string): Promise<Uint8Array> {
  if (path === '-') return io.stdin.read();
  try {
    return await io.readFile(path);
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(`${what}: cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
}

/** The JSON in file `source` (or stdin for `-`); unreadable or not JSON is a usage error naming `what`. */
export async function readJson(source: string, io: Io, what: string): Promise<unknown> {
  const text = new TextDecoder().decode(await readBytes(source, io, what));
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new UsageError(`${what} ${source} is not JSON: ${(error as Error).message}`);
  }
}

async function readInputJson(source: string, io: Io): Promise<Record<string, unknown>> {
  const value = await readJson(source, io, '--input');
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new UsageError(`--input ${source} must hold a JSON object (the tool's input)`);
  return value as Record<string, unknown>;
}

async function readFileField(input: Record<string, unknown>, fields: readonly Field[], spec: string, io: Io): Promise<void> {
  const equals = spec.indexOf('=');
  if (equals < 1) throw new UsageError(`--file needs field=path, got ${JSON.stringify(spec)}`);
  const name = spec.slice(0, equals);
  const field = findField(fields, name);
  if (!field || !isBase64Field(field)) {
    const base64Fields = fields.filter(isBase64Field).map((candidate) => candidate.name);
    const which = base64Fields.length > 0 ? `its Base64 fields: ${base64Fields.join(', ')}` : 'it has no Base64 field';
    throw new UsageError(`--file ${name}=…: the tool has no Base64 field ${JSON.stringify(name)} (${which})`);
  }
  const base64 = Buffer.from(await readBytes(spec.slice(equals + 1), io, `--file ${name}`)).toString('base64');
  if (field.kind.kind === 'array') ((input[field.name] ??= []) as unknown[]).push(base64);
  else if (Object.hasOwn(input, field.name)) throw new UsageError(`--file ${name}: the field is already given`);
  else input[field.name] = base64;
}
