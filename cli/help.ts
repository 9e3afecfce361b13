/** The help texts: the CLI's own, and each tool's, generated from its input schema and examples. */
import { fieldsOf, mainTextField, type Field, type FieldKind, type FieldSchema } from './fields.ts';
import { RUN_OPTIONS } from './options.ts';

export const GENERAL_HELP = `tooldeck: the catalog's tools on the command line, run in this process (no server).

Usage:
  tooldeck <tool-id> [--field value …]   run a tool; tooldeck <tool-id> --help lists its fields
  tooldeck list [--category c] [--json]  the tools: id, category, name
  tooldeck info <tool-id>                a tool's description and input schema, as JSON
  tooldeck search <words…> [--category c] [--limit n] [--json]
                                         the tools that match, best first
  tooldeck recipe <file.json|->          run a recipe: tools chained, each step fed from earlier ones
  tooldeck serve                         start the HTTP server (needs Bun)
  tooldeck --version

Input: flags named after the tool's fields; --input file.json (or -) for the whole input; piped
stdin fills the tool's main text field; --file field=path for Base64 fields (PDFs, images).
Output: a result that is one string prints as is, others as JSON; --get field, --out path, --json.
Exit codes: 0 success; 1 the tool answered an error (CODE: message on stderr); 2 usage error.
`;

interface ToolForHelp {
  id: string;
  name: string;
  category: string;
  description: string;
  input: FieldSchema;
  examples: { title?: string; input: Record<string, unknown> }[];
}

export function toolHelp(tool: ToolForHelp): string {
  const fields = fieldsOf(tool.input);
  const main = mainTextField(fields);
  const lines = [`${tool.id}: ${tool.name} (${tool.category})`, '', wrap(tool.description, 100), '', `Usage: tooldeck ${tool.id} [--field value …]`];
  if (main) lines.push(`       … | tooldeck ${tool.id} [--field value …]   (piped stdin fills --${main.name})`);
  lines.push('', 'Fields:');
  const rows = fields.map((field) => [`--${field.name} ${placeholder(field)}`, describeField(field, field === main)] as const);
  const width = Math.min(36, Math.max(...rows.map(([left]) => left.length)) + 2);
  for (const [left, right] of rows) lines.push(`  ${left.padEnd(width)}${left.length >= width ? `\n  ${' '.repeat(width)}` : ''}${right}`);
  if (tool.examples.length > 0) {
    lines.push('', 'Examples:');
    for (const example of tool.examples) {
      if (example.title) lines.push(`  # ${example.title}`);
      lines.push(`  ${exampleCommand(tool.id, fields, example.input)}`);
    }
  }
  lines.push('', 'Options:', ...Object.values(RUN_OPTIONS).map(({ help }) => `  ${help}`));
  lines.push('', 'A field named like an option (json, input…) is the field; write the option before the tool id then.');
  return `${lines.join('\n')}\n`;
}

function placeholder(field: Field): string {
  const kind = field.kind;
  if (kind.kind === 'boolean') return '(or --no-' + field.name + ')';
  if (kind.kind === 'string' && kind.base64) return `(--file ${field.name}=path)`;
  if (kind.kind === 'array') return `${typeName(kind.items)}…`;
  return typeName(kind);
}

function typeName(kind: FieldKind): string {
  switch (kind.kind) {
    case 'enum':
      return `<${kind.values.join('|')}>`;
    case 'string':
      return kind.base64 ? '<base64>' : '<text>';
    case 'array':
      return `<list of ${typeName(kind.items)}>`;
    case 'object':
      return '<object>';
    case 'other':
      return '<value>';
    default:
      return `<${kind.kind}>`;
  }
}

function describeField(field: Field, isMain: boolean): string {
  const notes: string[] = [];
  if (field.required) notes.push('required');
  if (field.schema.default !== undefined) notes.push(`default ${JSON.stringify(field.schema.default)}`);
  const { minimum, maximum } = field.schema;
  if (minimum !== undefined || maximum !== undefined) notes.push(`${minimum ?? '…'} to ${maximum ?? '…'}`);
  if (field.kind.kind === 'array') {
    const items = field.kind.items;
    notes.push(items.kind === 'number' || items.kind === 'integer' ? 'repeat the flag or give a comma list' : items.kind === 'object' ? 'give it with --input' : items.kind === 'string' && items.base64 ? 'repeat --file' : 'repeat the flag');
  }
  if (field.kind.kind === 'object') notes.push('give it with --input');
  if (isMain) notes.push('or piped stdin');
  const description = field.schema.description ?? '';
  return notes.length > 0 ? `${description} [${notes.join('; ')}]` : description;
}

/** An example's input as the command that runs it; as `--input -` JSON when a value has no flag form (an object). */
export function exampleCommand(id: string, fields: readonly Field[], input: Record<string, unknown>): string {
  const parts = [`tooldeck ${id}`];
  for (const [name, value] of Object.entries(input)) {
    const field = fields.find((candidate) => candidate.name === name);
    const flags = field && flagsFor(field, value);
    if (!flags) return `echo ${shellQuote(JSON.stringify(input))} | tooldeck ${id} --input -`;
    parts.push(...flags);
  }
  return parts.join(' ');
}

function flagsFor(field: Field, value: unknown): string[] | undefined {
  const flag = `--${field.name}`;
  const kind = field.kind;
  if (kind.kind === 'array' && Array.isArray(value)) {
    const items = value.map((item) => flagsFor({ ...field, kind: kind.items }, item));
    return items.every((item) => item !== undefined) ? items.flat() : undefined;
  }
  if (kind.kind === 'string' && kind.base64 && typeof value === 'string') return [`--file ${field.name}=${sampleFileName(field.name, kind.mediaType)}`];
  if (kind.kind === 'boolean' && typeof value === 'boolean') return [value ? flag : `--no-${field.name}`];
  if ((kind.kind === 'number' || kind.kind === 'integer') && typeof value === 'number') return [`${flag} ${value}`];
  if ((kind.kind === 'string' || kind.kind === 'enum') && typeof value === 'string') return [`${flag} ${shellQuote(value)}`];
  if (kind.kind === 'other' && (typeof value === 'string' || typeof value === 'number')) return [`${flag} ${shellQuote(String(value))}`];
  return undefined;
}

function sampleFileName(field: string, mediaType: string | undefined): string {
  if (mediaType === 'application/pdf') return `${field}.pdf`;
  if (mediaType?.startsWith('image/')) return `${field}.png`;
  return `${field}.bin`;
}

export function shellQuote(text: string): string {
  return /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replaceAll("'", `'\\''`)}'`;
}

function wrap(text: string, width: number): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.join('\n');
}
