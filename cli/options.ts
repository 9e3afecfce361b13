/** The CLI's own options when running a tool, beside the tool's fields. */
import type { FlagSpec } from './argv.ts';

export const RUN_OPTIONS = {
  input: { takesValue: true, help: '--input <file.json|->   the whole input as a JSON object (flags given too override its fields)' },
  file: { takesValue: true, help: '--file <field=path|->   a file into a Base64 field (repeat it for a list of files; - reads stdin)' },
  out: { takesValue: true, help: '--out <path>            write the result to a file: a Base64 result field decoded, else the text or JSON printed' },
  get: { takesValue: true, help: '--get <field>           print one field of the result (a string as is, anything else as JSON)' },
  json: { takesValue: false, help: '--json                  print the whole envelope { success, result | error, meta }' },
  timeout: { takesValue: true, help: '--timeout <ms>          stop the tool after this many milliseconds (default 10000), on a worker thread' },
  help: { takesValue: false, help: '--help, -h              this help' },
} as const satisfies Record<string, FlagSpec & { help: string }>;

export type RunOption = keyof typeof RUN_OPTIONS;

export function runOption(name: string): RunOption | undefined {
  return Object.hasOwn(RUN_OPTIONS, name) ? (name as RunOption) : undefined;
}
