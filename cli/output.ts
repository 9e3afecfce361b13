/**
 * An envelope → what the CLI prints and its exit code.
 * - Errors: `CODE: message` on stderr, exit 1 (with --json the envelope is printed too).
 * - --json: the whole envelope.
 * - A result whose only field is a string (base64's `result`, json-format's) prints that string as
 *   is; any other result prints as JSON. Picking "the main field" of a richer result would have to
 *   guess (age-calculate's first field is the date it was given): --get names the field instead.
 * - JSON is indented on a terminal and one line otherwise; a raw string gets a newline only on a
 *   terminal, so piped bytes are exactly the result's.
 * - --out writes a file instead of printing: the Base64 field (declared contentEncoding: base64 in
 *   the output schema, or the one --get names) decoded to bytes, else what would have printed.
 */
import type { Envelope } from '../core/envelope.ts';
import { fieldsOf, type FieldSchema } from './fields.ts';
import type { Io } from './io.ts';
import type { RunSettings } from './tool-args.ts';
import { UsageError } from './usage-error.ts';

export const EXIT_OK = 0;
export const EXIT_TOOL_ERROR = 1;
export const EXIT_USAGE = 2;

/** JSON, indented for a terminal (`terminal`), on one line for a pipe or a file. */
export function formatJson(value: unknown, terminal: boolean): string {
  return `${JSON.stringify(value, null, terminal ? 2 : undefined)}\n`;
}

/** Checks --get against the output schema before anything runs. */
export function checkOutputSettings(output: FieldSchema, settings: RunSettings): void {
  if (settings.get === undefined) return;
  const names = fieldsOf(output).map((field) => field.name);
  if (!names.includes(settings.get)) throw new UsageError(`--get ${settings.get}: the result has no such field (its fields: ${names.join(', ')})`);
}

export async function writeOutcome(envelope: Envelope, output: FieldSchema, settings: RunSettings, io: Io): Promise<number> {
  if (settings.json) io.stdout.write(formatJson(envelope, io.stdout.isTTY));
  if (!envelope.success) {
    io.stderr.write(`${envelope.error.code}: ${envelope.error.message}\n`);
    return EXIT_TOOL_ERROR;
  }
  if (settings.json && settings.out === undefined) return EXIT_OK;
  const result = envelope.result as Record<string, unknown>;
  const fields = fieldsOf(output);
  if (settings.out !== undefined) {
    const binary = settings.get ?? fields.find((field) => field.kind.kind === 'string' && field.kind.base64 && typeof result[field.name] === 'string')?.name;
    const isBase64 = binary !== undefined && fields.some((field) => field.name === binary && field.kind.kind === 'string' && field.kind.base64);
    const data = isBase64 ? Buffer.from(stripDataUrl(result[binary!] as string), 'base64') : printable(result, settings, false);
    await io.writeFile(settings.out, data);
    return EXIT_OK;
  }
  const text = printable(result, settings, io.stdout.isTTY);
  io.stdout.write(text);
  return EXIT_OK;
}

function printable(result: Record<string, unknown>, settings: RunSettings, terminal: boolean): string {
  const keys = Object.keys(result);
  const picked = settings.get !== undefined ? result[settings.get] : keys.length === 1 && typeof result[keys[0]!] === 'string' ? result[keys[0]!] : result;
  if (typeof picked === 'string') return terminal && !picked.endsWith('\n') ? `${picked}\n` : picked;
  return formatJson(picked, terminal);
}

function stripDataUrl(value: string): string {
  return value.startsWith('data:') ? value.slice(value.indexOf(',') + 1) : value;
}
