import { Type, type Static } from '@sinclair/typebox';
import { yieldToDeadline } from '../../lib/deadline.ts';
import { invalidJson } from '../../lib/json-position.ts';
import { scanJson } from '../../lib/json-tokens.ts';
import { MAX_JSON_DEPTH } from '../../lib/json-value.ts';
import { lazy } from '../../lib/lazy.ts';
import { MAX_RESULT_CHARS } from '../../lib/result-size.ts';
import { lineColumnAt } from '../../lib/text-position.ts';
import { closedObject, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the spec leaves them open):
 * - The engine is jq 1.8.2 itself, compiled to WebAssembly (jq-wasm 3.0.0-jq-1.8.2, its `inline`
 *   entry, loaded on first use), run as `jq -c -- <query>` on the input: real jq semantics, builtins
 *   and error messages. No other flags; `input`/`inputs` find no more input; `now` and `$ENV` are
 *   jq's own (the clock is the real one).
 * - The input must be one JSON text (checked first, so errors give line and column); jq's own
 *   input streams of several values are not accepted. It may nest at most 1000 levels.
 * - Outputs come back twice: `outputs`, each parsed as JSON, and `text`, jq's compact output, one
 *   value per line. jq 1.8 keeps a number literal it did not compute with exactly as written
 *   (12345678901234567890 stays so), which `text` shows; `outputs` holds doubles, as JSON.parse
 *   reads them, so there such a number is rounded.
 * - A compile or runtime error (and `halt_error`) is a VALIDATION_ERROR with jq's message; the
 *   outputs before it are dropped. What jq writes to stderr on success (`debug`, `stderr`) comes
 *   back in `stderr`.
 * - Runaway queries: jq runs synchronously, and a WebAssembly call cannot be interrupted in the
 *   same thread. In a worker (the server's pool, the browser) the runtime ends the worker at the
 *   2000 ms deadline: TIMEOUT. In-process, a query that exhausts jq's 256 MB heap or its stack
 *   stops with an error, reported as TIMEOUT when the deadline has passed meanwhile; one that
 *   loops without allocating (`def f: f; f`) or prints forever (`repeat(.)`) cannot be stopped
 *   there at all, which is why the tool is `isolate`.
 * - After a trap (out of memory, stack overflow on deep nesting) the WebAssembly instance may be
 *   corrupt, so it is dropped and the next run gets a fresh one.
 */

const TIMEOUT_MS = 2000;

const loadJqWasm = lazy(() => import('jq-wasm/inline'));

type JqHandle = Awaited<ReturnType<Awaited<ReturnType<typeof loadJqWasm>>['loadJq']>>;

let instance: Promise<JqHandle> | undefined;

function jq(): Promise<JqHandle> {
  instance ??= loadJqWasm().then((module) => module.loadJq());
  instance.catch(() => (instance = undefined));
  return instance;
}

/** jq's stderr as a message: its location noise dropped, long lines (the echoed query) clipped. */
function jqMessage(stderr: string, exitCode: number): string {
  const lines = stderr
    .replace(/^jq: error \(at [^)]*\): /gm, 'jq: error: ')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => (line.length > 200 ? `${line.slice(0, 200)}…` : line));
  if (lines.length === 0) return `jq stopped with exit status ${exitCode}`;
  const shown = lines.slice(0, 8);
  if (lines.length > shown.length) shown.push(`… (${lines.length - shown.length} more lines)`);
  const message = shown.join('\n');
  return message.length > 1500 ? `${message.slice(0, 1500)}…` : message;
}

/** Checks that `text` is one JSON value nested at most MAX_JSON_DEPTH levels. */
function checkInput(text: string): void {
  let depth = 0;
  const error = scanJson(text, (kind, start) => {
    if (kind === '{' || kind === '[') {
      if (++depth > MAX_JSON_DEPTH) {
        const { line, column } = lineColumnAt(text, start);
        invalid(`json: nested deeper than ${MAX_JSON_DEPTH} levels at line ${line}, column ${column}`);
      }
    } else if (kind === '}' || kind === ']') {
      depth--;
    }
  });
  if (error) invalidJson('json', text, error);
}

/** The nesting depth of one line of jq's compact output (brackets inside strings skipped). */
function outputDepth(line: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < line.length; i++) {
    const char = line.charCodeAt(i);
    if (inString) {
      if (char === 0x5c) i++;
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (char === 0x5d || char === 0x7d) depth--;
  }
  return deepest;
}

const output = closedObject({
  outputs: Type.Array(Type.Unknown(), { description: 'Every value the query produced, in order, parsed as JSON (numbers as doubles)' }),
  count: Type.Integer({ minimum: 0, description: 'How many values the query produced' }),
  text: Type.String({ description: "jq's compact output: one JSON value per line, numbers as jq printed them" }),
  stderr: Type.String({ description: 'What jq wrote to stderr on success (debug and stderr builtins); usually empty' }),
});

export default defineTool({
  id: 'jq-playground',
  name: 'jq Playground',
  category: 'data',
  description:
    'Run a jq program (jq 1.8.2 itself, compiled to WebAssembly) on JSON and get every output value, e.g. `.items[] | select(.price < 10) | .name` or `map({id, total: (.qty * .price)})`. Compile and runtime errors come back with jq\'s message; runaway programs stop at the 2-second deadline.',
  keywords: ['jq online', 'jq query', 'json processor', 'json filter', 'transform json', 'jq tester'],
  mcp: true,
  isolate: true,
  timeoutMs: TIMEOUT_MS,
  input: closedObject({
    json: Type.String({ maxLength: 1_000_000, description: 'The JSON text the program reads as its input (.)' }),
    query: withDefault(Type.String({ minLength: 1, maxLength: 10_000, description: 'The jq program; "." (identity) by default' }), '.'),
  }),
  output,
  examples: [
    {
      title: 'Select and reshape (jq manual: select, object construction)',
      input: { json: '[{"id":"first","val":1},{"id":"second","val":2}]', query: '.[] | select(.id == "second") | {id, double: (.val * 2)}' },
      output: { outputs: [{ id: 'second', double: 4 }], count: 1, text: '{"id":"second","double":4}', stderr: '' },
    },
    {
      title: 'Several outputs (jq manual: .foo, .bar)',
      input: { json: '{"foo": 42, "bar": "something else", "baz": true}', query: '.foo, .bar' },
      output: { outputs: [42, 'something else'], count: 2, text: '42\n"something else"', stderr: '' },
    },
  ],
  async run({ json, query }, ctx): Promise<Static<typeof output>> {
    checkInput(json);
    // The program reaches jq as a C string, which would end at a NUL.
    if (query.includes('\u0000')) invalid('query: must not contain the NUL character (U+0000)');
    const handle = await jq();
    let result: { stdout: string; stderr: string; exitCode: number };
    try {
      // "--" ends jq's options: a program such as -1 or --arg is a program, never a flag.
      result = handle.raw(json, query, ['-c', '--']);
    } catch (error) {
      // A trap or abort inside WebAssembly: the instance may be corrupt.
      instance = undefined;
      await yieldToDeadline(ctx.signal);
      if (error instanceof WebAssembly.RuntimeError) {
        invalid('query: jq ran out of memory or stack on this input (its heap is limited to 256 MB, and values nested more than a few hundred levels overflow its stack)');
      }
      throw error;
    }
    if (result.exitCode !== 0) {
      await yieldToDeadline(ctx.signal);
      invalid(`query: ${jqMessage(result.stderr, result.exitCode)}`);
    }
    const { stdout } = result;
    // The output comes back twice (parsed and as text): each gets half the result bound.
    if (stdout.length > MAX_RESULT_CHARS / 2) invalid(`query: the output is longer than ${MAX_RESULT_CHARS / 2} characters`);
    const lines = stdout === '' ? [] : stdout.split('\n');
    const outputs = lines.map((line) => {
      if (outputDepth(line) > MAX_JSON_DEPTH) invalid(`query: an output nests deeper than ${MAX_JSON_DEPTH} levels`);
      try {
        return JSON.parse(line) as unknown;
      } catch {
        return invalid('query: jq printed something that is not JSON');
      }
    });
    const stderr = result.stderr.length > 100_000 ? `${result.stderr.slice(0, 100_000)}…` : result.stderr;
    return { outputs, count: outputs.length, text: stdout, stderr };
  },
});
