/**
 * The CLI in this process (cli/run.ts with a captured Io): every flag kind, stdin, --input,
 * --file/--out, output forms, exit codes, help and the catalog commands. The same behaviour from
 * the packed tarball under Node, Bun and Deno is tarball.test.ts's.
 */
import { describe, expect, it } from 'vitest';
import { exampleCommand } from '../../cli/help.ts';
import { fieldsOf } from '../../cli/fields.ts';
import { run } from '../../cli/run.ts';
import { toolCommand } from '../../cli/tool-args.ts';
import { numberedPdf } from '../pdf/raw-pdf.ts';
import { capturedIo } from './cli-io.ts';

// FIPS 180-4, appendix B.1: SHA-256("abc").
const SHA256_ABC = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';

async function cli(args: string[], options: Parameters<typeof capturedIo>[0] = {}) {
  const io = capturedIo(options);
  const code = await run(args, io);
  return { code, out: io.out(), err: io.err(), io };
}

describe('running a tool', () => {
  it('prints a one-string result as is (RFC 4648 §10 vectors), with no newline when piped', async () => {
    for (const [text, encoded] of [['f', 'Zg=='], ['fo', 'Zm8='], ['foobar', 'Zm9vYmFy']]) {
      expect(await cli(['base64', '--action', 'encode', '--text', text!])).toMatchObject({ code: 0, out: encoded, err: '' });
    }
    expect((await cli(['base64', '--action=decode', '--text=Zm9vYmFy'], { terminal: true })).out).toBe('foobar\n');
  });

  it('fills the main text field from piped stdin; other results print as JSON, --get picks a field', async () => {
    const whole = await cli(['hash'], { stdin: 'abc' });
    expect(whole.code).toBe(0);
    expect(JSON.parse(whole.out)).toEqual({ hash: SHA256_ABC, algorithm: 'SHA-256' });
    expect(whole.out).toBe(`${JSON.stringify({ hash: SHA256_ABC, algorithm: 'SHA-256' })}\n`);
    expect(await cli(['hash', '--get', 'hash'], { stdin: 'abc' })).toMatchObject({ code: 0, out: SHA256_ABC });
    // A flag wins over stdin, which is then not read.
    expect((await cli(['hash', '--text', 'abc', '--get', 'hash'], { stdin: 'ignored' })).out).toBe(SHA256_ABC);
    // Indented on a terminal.
    expect((await cli(['hash', '--text', 'abc'], { terminal: true })).out).toBe(`${JSON.stringify({ hash: SHA256_ABC, algorithm: 'SHA-256' }, null, 2)}\n`);
  });

  it('parses numbers, integers and switches, in every spelling', async () => {
    const tip = async (...flags: string[]) => JSON.parse((await cli(['tip-calculate', '--bill_amount', '100', ...flags])).out);
    expect(await tip('--tip_percent', '20', '--people', '4', '--round_up')).toMatchObject({ bill_amount: 100, tip_percent: 20, people: 4, round_up: true });
    expect(await tip('--round-up=false', '--people=2')).toMatchObject({ people: 2, round_up: false });
    expect(await tip('--no-round_up')).toMatchObject({ round_up: false });
    expect(await tip('--round_up=true', '--tip-percent', '1e1')).toMatchObject({ round_up: true, tip_percent: 10 });
  });

  it('takes a list field as repeated flags', async () => {
    const { code, out } = await cli(['glob-pattern-tester', '--pattern', '*.ts', '--files', 'a.ts', '--files', 'b.js', '--files', 'c.ts']);
    expect(code).toBe(0);
    expect(JSON.parse(out)).toMatchObject({ matches: ['a.ts', 'c.ts'], nonMatches: ['b.js'] });
  });

  it('splits a comma list for number lists only', async () => {
    const schema = { type: 'object', properties: { sizes: { type: 'array', items: { type: 'integer' } }, names: { type: 'array', items: { type: 'string' } } } };
    const { input } = await toolCommand(schema, [], ['--sizes', '1,2', '--sizes', '3', '--names', 'a,b'], capturedIo());
    expect(input).toEqual({ sizes: [1, 2, 3], names: ['a,b'] });
  });

  it('reads the whole input from --input (a file or stdin), flags overriding its fields', async () => {
    const files = { 'in.json': JSON.stringify({ action: 'decode', text: 'Zm9vYmFy' }) };
    expect((await cli(['base64', '--input', 'in.json'], { files })).out).toBe('foobar');
    expect((await cli(['base64', '--input', 'in.json', '--action', 'encode', '--text', 'foo'], { files })).out).toBe('Zm9v');
    expect((await cli(['base64', '--input', '-'], { stdin: JSON.stringify({ action: 'encode', text: 'foob' }) })).out).toBe('Zm9vYg==');
  });

  it('reads files into Base64 fields and writes a Base64 result decoded with --out', async () => {
    const files = { 'three.pdf': numberedPdf(3), 'one.pdf': numberedPdf(1) };
    const merged = await cli(['pdf-merge', '--file', 'pdfs=three.pdf', '--file', 'pdfs=one.pdf', '--out', 'merged.pdf'], { files });
    expect(merged).toMatchObject({ code: 0, out: '', err: '' });
    const pdf = merged.io.files.get('merged.pdf')!;
    expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe('%PDF-');
    // Read back by another tool, from the bytes written.
    const counted = await cli(['pdf-extract', '--file', 'pdf=merged.pdf', '--get', 'page_count'], { files: { 'merged.pdf': pdf } });
    expect(counted).toMatchObject({ code: 0, out: '4\n' });
    // From stdin, with --file field=-.
    expect((await cli(['pdf-extract', '--file', 'pdf=-', '--get', 'page_count'], { stdin: numberedPdf(2) })).out).toBe('2\n');
  });

  it('prints the envelope with --json, written before the tool id when the tool has a field called json', async () => {
    const { code, out } = await cli(['base64', '--action', 'encode', '--text', 'foobar', '--json']);
    expect(code).toBe(0);
    expect(JSON.parse(out)).toMatchObject({ success: true, result: { result: 'Zm9vYmFy' }, meta: { executionMs: expect.any(Number) } });
    const formatted = await cli(['--json', 'json-format', '--json', '[1]']);
    expect(JSON.parse(formatted.out)).toMatchObject({ success: true, result: { result: expect.stringContaining('1') } });
  });

  it('stops a runaway isolate tool at --timeout: exit 1, TIMEOUT on stderr', async () => {
    const { code, err, out } = await cli(['regex-test', '--pattern', '(a+)+$', '--text', `${'a'.repeat(40)}!`, '--timeout', '300']);
    expect({ code, out }).toEqual({ code: 1, out: '' });
    expect(err).toMatch(/^TIMEOUT: /);
  });
});

describe('exit codes', () => {
  it('1 with CODE: message for what the tool refuses, the field named', async () => {
    expect(await cli(['tip-calculate', '--bill_amount', '100', '--people', '0'])).toMatchObject({ code: 1, out: '', err: expect.stringMatching(/^VALIDATION_ERROR: people: .*\n$/) });
    expect(await cli(['base64', '--action', 'decode', '--text', '!!'])).toMatchObject({ code: 1, err: expect.stringMatching(/^VALIDATION_ERROR: text: /) });
    // --json prints the error envelope as well.
    const json = await cli(['base64', '--action', 'decode', '--text', '!!', '--json']);
    expect(JSON.parse(json.out)).toMatchObject({ success: false, error: { code: 'VALIDATION_ERROR' } });
  });

  it('2 for a command line that cannot be read, naming the flag and the nearest field', async () => {
    const cases: [string[], RegExp][] = [
      [['base64', '--acton', 'encode', '--text', 'x'], /unknown option --acton \(did you mean --action\?\)/],
      [['base64', '--action', 'upload', '--text', 'x'], /--action must be one of encode, decode/],
      [['tip-calculate', '--bill_amount', 'ten'], /--bill_amount needs a number, got "ten"/],
      [['tip-calculate', '--bill_amount', '1', '--round_up=maybe'], /--round_up is a switch/],
      [['base64', '--text'], /--text needs a value/],
      [['base64', '--text', 'a', '--text', 'b'], /--text given twice/],
      [['base64', 'stray'], /unexpected argument "stray"/],
      [['base64', '--input', 'missing.json'], /--input: cannot read missing\.json: ENOENT/],
      [['pdf-extract', '--file', 'pfd=x.pdf'], /no Base64 field "pfd" \(its Base64 fields: pdf\)/],
      [['hash', '--file', 'text=in.txt'], /no Base64 field "text" \(it has no Base64 field\)/],
      [['hash', '--text', 'a', '--get', 'digest'], /--get digest: the result has no such field \(its fields: hash, algorithm\)/],
      [['hash', '--text', 'a', '--timeout', '-1'], /--timeout needs a whole number/],
      [['bas64'], /no tool or command "bas64" \(did you mean base64\?\)/],
      [['list', '--category', 'encodings'], /no category "encodings" \(did you mean encoding\?\)/],
      [[], /^tooldeck: the catalog's tools/],
    ];
    for (const [args, message] of cases) {
      const { code, err, out } = await cli(args);
      expect({ args, code, out }).toEqual({ args, code: 2, out: '' });
      expect(err).toMatch(message);
    }
  });
});

describe('hostile input', () => {
  it('refuses a __proto__ key from --input by name, and knows no --__proto__ flag', async () => {
    const files = { 'p.json': '{"__proto__":{"polluted":1},"action":"encode","text":"a"}' };
    expect(await cli(['base64', '--input', 'p.json'], { files })).toMatchObject({ code: 1, err: 'VALIDATION_ERROR: __proto__: unknown field\n' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await cli(['base64', '--__proto__', 'x'])).toMatchObject({ code: 2, err: 'tooldeck: unknown option --__proto__\n' });
    expect(await cli(['base64', '--file', '__proto__=p.json'], { files })).toMatchObject({ code: 2 });
  });

  it('refuses --input that is not a JSON object', async () => {
    for (const text of ['[1]', '"text"', 'null', '{']) {
      expect(await cli(['base64', '--input', '-'], { stdin: text })).toMatchObject({ code: 2, err: expect.stringMatching(/^tooldeck: --input - (must hold a JSON object|is not JSON)/) });
    }
  });
});

describe('help', () => {
  it("generates a tool's help from its schema: fields, types, enums, defaults, required, the stdin field and examples", async () => {
    const { code, out } = await cli(['base64', '--help']);
    expect(code).toBe(0);
    expect(out).toMatch(/^ {2}--action <encode\|decode> +encode text to Base64, or decode Base64 to text \[required\]$/m);
    expect(out).toMatch(/^ {2}--text <text> +.*\[required; or piped stdin\]$/m);
    expect(out).toContain('  tooldeck base64 --action encode --text hello\n');
    expect((await cli(['hash', '-h'])).out).toMatch(/--algorithm <text> .*\[default "SHA-256"\]/);
    expect((await cli(['tip-calculate', '--help'])).out).toMatch(/--round_up \(or --no-round_up\) .*\[default false\]/);
    expect((await cli(['pdf-merge', '--help'])).out).toMatch(/--pdfs <base64>… .*repeat --file/);
  });

  it("writes each example as a command line that gives the example's output", async () => {
    const { loadTool } = await import('../../core/catalog.ts');
    const tool = (await loadTool('base64'))!;
    for (const example of tool.examples) {
      const line = exampleCommand('base64', fieldsOf(tool.input), example.input);
      const args = line.replace(/^tooldeck /, '').split(' ');
      expect((await cli(args)).out).toBe(example.output.result);
    }
    // A value with no flag form (an object) becomes --input JSON on stdin.
    expect(exampleCommand('x', fieldsOf({ properties: { data: { type: 'object' } } }), { data: { a: "it's" } })).toBe(`echo '{"data":{"a":"it'\\''s"}}' | tooldeck x --input -`);
  });

  it('answers --help, help and -h with the general help on stdout', async () => {
    for (const args of [['--help'], ['help'], ['-h']]) expect(await cli(args)).toMatchObject({ code: 0, out: expect.stringContaining('tooldeck <tool-id> [--field value …]') });
  });
});

describe('catalog commands', () => {
  it('lists the tools, by category', async () => {
    const { code, out } = await cli(['list', '--category', 'encoding']);
    expect(code).toBe(0);
    expect(out).toMatch(/^base64 +encoding +Base64$/m);
    expect(out.trim().split('\n').every((line) => /^\S+ +encoding +/.test(line))).toBe(true);
    expect(JSON.parse((await cli(['list', '--json'])).out)).toContainEqual({ id: 'hash', name: 'Hash', category: 'crypto' });
  });

  it('describes one tool as JSON', async () => {
    const { code, out } = await cli(['info', 'base64']);
    expect(code).toBe(0);
    expect(JSON.parse(out)).toMatchObject({ id: 'base64', category: 'encoding', parameters: { properties: { text: { type: 'string' } } } });
    expect(await cli(['info', 'base65'])).toMatchObject({ code: 2, err: expect.stringContaining('did you mean base64') });
  });

  it('searches, best first', async () => {
    const { code, out } = await cli(['search', 'sha256']);
    expect(code).toBe(0);
    expect(out.split('\n')[0]).toMatch(/^hash +Hash$/);
    expect(JSON.parse((await cli(['search', 'csv', 'json', '--limit', '1', '--json'])).out)).toEqual([expect.objectContaining({ id: 'csv-to-json' })]);
  });
});

describe('recipes', () => {
  // Step 0 decodes RFC 4648's "YWJj" to "abc", step 1 hashes it (FIPS 180-4).
  const recipe = JSON.stringify({
    steps: [
      { name: 'decoded', tool: 'base64', input: { action: 'decode', text: 'YWJj' } },
      { tool: 'hash', input: { text: { $from: { step: 'decoded', pointer: '/result' } } } },
    ],
  });

  it("runs a recipe file and prints the last step's result, or all of it with --json", async () => {
    expect(await cli(['recipe', 'r.json', '--get', 'hash'], { files: { 'r.json': recipe } })).toMatchObject({ code: 0, out: SHA256_ABC });
    const whole = await cli(['recipe', '-', '--json'], { stdin: recipe });
    expect(JSON.parse(whole.out)).toMatchObject({ success: true, result: { hash: SHA256_ABC }, steps: [{ tool: 'base64', result: { result: 'abc' } }, { tool: 'hash' }] });
  });

  it('exits 1 with the failing step named, 2 for a file that is not JSON or a field the last step lacks', async () => {
    const failing = JSON.stringify({ steps: [{ tool: 'base64', input: { action: 'encode', text: 'a' } }, { tool: 'base64', input: { action: 'decode', text: '!!' } }] });
    expect(await cli(['recipe', '-'], { stdin: failing })).toMatchObject({ code: 1, out: '', err: expect.stringMatching(/^VALIDATION_ERROR: text: .*\(step 1\)\n$/) });
    expect(await cli(['recipe', '-'], { stdin: '{"steps":[{"tool":"nope","input":{}}]}' })).toMatchObject({ code: 1, err: expect.stringMatching(/^VALIDATION_ERROR: steps\[0\]\.tool: .*\(step 0\)\n$/) });
    expect(await cli(['recipe', '-'], { stdin: '{"steps": [' })).toMatchObject({ code: 2, err: expect.stringMatching(/^tooldeck: recipe - is not JSON/) });
    expect(await cli(['recipe', 'r.json', '--get', 'digest'], { files: { 'r.json': recipe } })).toMatchObject({ code: 2, err: expect.stringContaining('--get digest') });
  });
});
