/** Splits a command line into flags and words. What a flag means is the caller's: it says which names exist and which take a value. */
import { UsageError } from './usage-error.ts';

export interface FlagSpec {
  /** False for switches (`--json`, a boolean field), which never consume the next argument. */
  takesValue: boolean;
}

export interface ParsedFlag {
  /** The name as the lookup knows it. */
  name: string;
  /** As typed, for messages: `--no-pretty`, `-h`. */
  spelled: string;
  /** The text after `=` or the next argument; undefined for a bare switch. */
  value: string | undefined;
  /** `--no-name`. */
  negated: boolean;
}

export interface ParsedArgs {
  flags: ParsedFlag[];
  words: string[];
}

/**
 * Reads `args` left to right. `--name value`, `--name=value`, `--switch`, `--no-switch`, and `-h`
 * for `--help`; `--` ends the flags (everything after it is a word). A flag that takes a value
 * always takes the next argument, even one starting with a dash (`--offset -5`, `--input -`).
 * `unknown` is called for a name the lookup does not know and must throw.
 */
export function readArgs(args: readonly string[], lookup: (name: string) => FlagSpec | undefined, unknown: (spelled: string, name: string) => never): ParsedArgs {
  const flags: ParsedFlag[] = [];
  const words: string[] = [];
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!;
    if (arg === '--') {
      words.push(...args.slice(index + 1));
      break;
    }
    if (arg === '-h') {
      flags.push({ name: 'help', spelled: arg, value: undefined, negated: false });
      continue;
    }
    if (!arg.startsWith('--') || arg.length === 2) {
      if (arg.startsWith('-') && arg.length > 1) throw new UsageError(`unknown option ${arg}: options are spelled --name`);
      words.push(arg);
      continue;
    }
    const equals = arg.indexOf('=');
    const spelled = equals === -1 ? arg : arg.slice(0, equals);
    const inline = equals === -1 ? undefined : arg.slice(equals + 1);
    let name = spelled.slice(2);
    let spec = lookup(name);
    let negated = false;
    if (!spec && name.startsWith('no-')) {
      const positive = lookup(name.slice(3));
      if (positive && !positive.takesValue) {
        if (inline !== undefined) throw new UsageError(`${spelled} takes no value`);
        name = name.slice(3);
        spec = positive;
        negated = true;
      }
    }
    if (!spec) unknown(spelled, name);
    let value = inline;
    if (spec.takesValue && value === undefined) {
      value = args[++index];
      if (value === undefined) throw new UsageError(`${spelled} needs a value`);
    }
    flags.push({ name, spelled, value, negated });
  }
  return { flags, words };
}
