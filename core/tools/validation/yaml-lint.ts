import { Type, type Static } from '@sinclair/typebox';
import type { Document, Node as YamlNode, Scalar, YAMLMap } from 'yaml';
import { lazyModule } from '../../lib/lazy.ts';
import { quoteClipped } from '../../lib/quote.ts';
import { TextPositions } from '../../lib/text-position.ts';
import { tokenize } from '../../lib/yaml-parse.ts';
import { closedObject } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

/*
 * Decisions (the issue leaves them open):
 * - The `yaml` package (YAML 1.2) reads every document of the stream; its errors and warnings are
 *   listed with line and column (1-based, columns in UTF-16 units as editors count) and its error
 *   code (BAD_INDENT, MISSING_CHAR, TAB_AS_INDENT…). `valid` is true when there is no error and no
 *   duplicate key.
 * - Duplicate keys (forbidden by YAML, kept silently by many readers) are found here, in a Set per
 *   mapping, not by the package's uniqueKeys (quadratic: a 500 KB mapping took a minute). Scalar
 *   keys are compared by value, so `1` and `"1"` differ, as in YAML; a collection key by its text.
 * - Nesting deeper than 200 levels is a 400 (lib/yaml-parse.ts's tokenizer), before the recursive
 *   composer could exhaust the stack or the memory.
 * - Style (line length, trailing spaces, indentation width) is not judged: this is a validity
 *   lint, not yamllint's style rules. At most MAX_ITEMS of each list are given.
 */

const MAX_ITEMS = 1_000;
const loadYaml = lazyModule(() => import('yaml'));

const problem = closedObject({
  line: Type.Integer({ minimum: 1, description: 'Line, from 1' }),
  col: Type.Integer({ minimum: 1, description: 'Column, from 1' }),
  message: Type.String({ description: 'What is wrong' }),
  code: Type.String({ description: 'The parser\'s code for it, e.g. BAD_INDENT, DUPLICATE_KEY, TAG_RESOLVE_FAILED' }),
});

const output = closedObject({
  valid: Type.Boolean({ description: 'True when the YAML has no error and no duplicate key' }),
  documents: Type.Integer({ minimum: 0, description: 'How many documents the stream holds' }),
  errors: Type.Array(problem, { description: `Syntax and structure errors, duplicate keys included, in text order (at most ${MAX_ITEMS})` }),
  duplicateKeys: Type.Array(Type.String(), { description: 'The keys that appear twice in one mapping, as written (each once)' }),
  warnings: Type.Array(problem, { description: `What is allowed but suspicious, e.g. an unknown tag (at most ${MAX_ITEMS})` }),
});

type Problem = Static<typeof problem>;

export default defineTool({
  id: 'yaml-lint',
  name: 'YAML Lint',
  category: 'validation',
  description: 'Check YAML for syntax errors and duplicate keys, with the line and column of each, across every document of a stream.',
  keywords: ['yamllint', 'yaml validator', 'yaml checker', 'duplicate keys', 'yaml syntax'],
  // The yaml package takes seconds on a megabyte of hostile YAML (see json-yaml-converter).
  isolate: true,
  input: closedObject({
    yaml: Type.String({ maxLength: 1_000_000, description: 'The YAML text, at most 1,000,000 characters; several documents may be separated by ---' }),
  }),
  output,
  examples: [
    {
      title: 'A duplicate key, and an unclosed flow sequence in the second document',
      input: { yaml: 'x:\n  y: 1\n  z: 2\n  y: 3\n---\nk: [1, 2\n' },
      output: {
        valid: false,
        documents: 2,
        errors: [
          { line: 4, col: 3, message: 'Map keys must be unique: "y" appears twice', code: 'DUPLICATE_KEY' },
          { line: 7, col: 1, message: 'Flow sequence in block collection must be sufficiently indented and end with a ]', code: 'BAD_INDENT' },
        ],
        duplicateKeys: ['y'],
        warnings: [],
      },
    },
    {
      title: 'Valid YAML with two documents',
      input: { yaml: 'a: 1\n---\nb: [1, 2]\n' },
      output: { valid: true, documents: 2, errors: [], duplicateKeys: [], warnings: [] },
    },
  ],
  async run({ yaml: text }): Promise<Static<typeof output>> {
    const yaml = await loadYaml();
    const positions = new TextPositions(text);
    const at = (offset: number) => {
      const { line, column } = positions.at(Math.min(Math.max(offset, 0), text.length));
      return { line, col: column };
    };
    // No stack traces for the package's Error per problem: a hostile text can hold a million.
    const errorClass = Error as { stackTraceLimit?: number };
    const traceLimit = errorClass.stackTraceLimit;
    errorClass.stackTraceLimit = 0;
    let docs: Document.Parsed[];
    let streamErrors: { pos: [number, number]; message: string; code: string }[];
    try {
      // lib/yaml-parse.ts's tokenizer refuses nesting past 200 levels before the (recursive) composer runs.
      const tokens = tokenize(yaml, text, 'yaml', positions);
      const composer = new yaml.Composer({ uniqueKeys: false, logLevel: 'silent' });
      docs = Array.from(composer.compose(tokens, false, text.length)) as Document.Parsed[];
      streamErrors = composer.streamInfo().errors;
    } finally {
      errorClass.stackTraceLimit = traceLimit;
    }

    const errors: Problem[] = [];
    const warnings: Problem[] = [];
    const duplicates = new Set<string>();
    for (const error of streamErrors) errors.push({ ...at(error.pos[0]), message: error.message.split('\n')[0]!, code: error.code });
    for (const doc of docs) {
      for (const error of doc.errors) errors.push({ ...at(error.pos[0]), message: error.message.split('\n')[0]!, code: error.code });
      for (const warning of doc.warnings) warnings.push({ ...at(warning.pos[0]), message: warning.message.split('\n')[0]!, code: warning.code });
      // Iterative walk: deep nesting must not exhaust the stack.
      const pending: unknown[] = [doc.contents];
      while (pending.length > 0) {
        const node = pending.pop();
        if (yaml.isMap(node)) {
          const seen = new Set<string>();
          for (const pair of (node as YAMLMap<YamlNode | null, YamlNode | null>).items) {
            const key = pair.key;
            const name = yaml.isScalar(key) ? `${typeof (key as Scalar).value}:${String((key as Scalar).value)}` : `node:${String(key)}`;
            const shown = yaml.isScalar(key) ? String((key as Scalar).source ?? (key as Scalar).value) : String(key);
            if (seen.has(name)) {
              duplicates.add(shown);
              errors.push({ ...at(key?.range?.[0] ?? node.range?.[0] ?? 0), message: `Map keys must be unique: ${quoteClipped(shown)} appears twice`, code: 'DUPLICATE_KEY' });
            }
            seen.add(name);
            pending.push(pair.key, pair.value);
          }
        } else if (yaml.isSeq(node)) {
          for (const item of node.items) pending.push(item);
        }
      }
    }
    const byPosition = (a: Problem, b: Problem) => a.line - b.line || a.col - b.col;
    errors.sort(byPosition);
    warnings.sort(byPosition);
    return {
      valid: errors.length === 0,
      documents: docs.length,
      errors: errors.slice(0, MAX_ITEMS),
      duplicateKeys: [...duplicates].slice(0, MAX_ITEMS),
      warnings: warnings.slice(0, MAX_ITEMS),
    };
  },
});
