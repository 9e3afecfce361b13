import { Type, type Static } from '@sinclair/typebox';
import { readOrderedJson, writeOrderedJson, type OrderedJson } from '../../lib/json-ordered.ts';
import { lineColumnAt } from '../../lib/text-position.ts';
import { MAX_YAML_DEPTH, parseYaml } from '../../lib/yaml-parse.ts';
import { writeYaml } from '../../lib/yaml-write.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the spec leaves them open):
 * - YAML is 1.2 with the core schema (lib/yaml-parse.ts): `yes`, `on` and dates stay strings,
 *   `<<` is an ordinary key, .inf/.nan and collection keys are refused, and alias bombs and cycles
 *   are refused before anything is expanded. Errors give the line and column.
 * - yaml-to-json: a stream of several documents (separated by ---) becomes a JSON array with one
 *   element per document, and `documents` says how many there were; one document gives its value
 *   as is; an empty stream (nothing, or only comments) gives null with documents 0. The JSON is
 *   indented by `indent`.
 * - json-to-yaml: numbers keep the digits they were written with, key order is kept, and long
 *   strings are never folded (lib/yaml-write.ts). The YAML ends with a line break. A string
 *   holding a lone surrogate is refused: YAML text cannot carry one.
 * - Nesting is limited to 200 levels either way (the yaml package recurses).
 */

const output = closedObject({
  result: Type.String({ description: 'The converted text: YAML (ending with a line break) or JSON' }),
  format: stringEnum(['yaml', 'json'], { description: 'The format of result' }),
  documents: Type.Integer({
    minimum: 0,
    description: 'YAML documents read (yaml-to-json; several become a JSON array) or written (json-to-yaml: 1)',
  }),
  warnings: Type.Array(Type.String(), {
    description: 'What was kept as written but may surprise, e.g. an unknown tag: "line 2, column 4: Unresolved tag: !foo"',
  }),
});

type Result = Static<typeof output>;

function jsonToYaml(input: string): OrderedJson {
  return readOrderedJson(input, 'input', {
    maxDepth: MAX_YAML_DEPTH,
    onString(value, offset) {
      if (!value.isWellFormed()) {
        const { line, column } = lineColumnAt(input, offset);
        invalid(`input: the string at line ${line}, column ${column} holds a lone surrogate, which YAML cannot represent`);
      }
    },
  });
}

export default defineTool({
  id: 'json-yaml-converter',
  name: 'JSON ⇄ YAML Converter',
  category: 'data',
  description:
    'Convert JSON to YAML 1.2 or YAML to JSON. Key order and the exact digits of numbers are kept; YAML is read with the 1.2 core schema ' +
    '(yes/no and dates stay strings, anchors and aliases are expanded, alias bombs refused), and several YAML documents become a JSON array. ' +
    'Errors give the line and column.',
  keywords: ['yml', 'json to yaml', 'yaml to json', 'yml to json', 'json to yml', 'yaml converter'],
  mcp: true,
  // The yaml package takes seconds on a megabyte of hostile YAML: run it off the caller's thread.
  isolate: true,
  input: closedObject({
    input: Type.String({ maxLength: 1_000_000, description: 'The JSON or YAML text to convert' }),
    mode: withDefault(
      stringEnum(['json-to-yaml', 'yaml-to-json'], { description: 'json-to-yaml reads JSON and writes YAML; yaml-to-json reads YAML and writes JSON' }),
      'json-to-yaml',
    ),
    indent: withDefault(Type.Integer({ minimum: 1, maximum: 8, description: 'Spaces per nesting level in the output' }), 2),
  }),
  output,
  examples: [
    {
      title: 'JSON to YAML',
      input: { input: '{"name":"tooldeck","tags":["json","yaml"],"port":8080,"debug":false,"note":"yes"}' },
      output: {
        result: 'name: tooldeck\ntags:\n  - json\n  - yaml\nport: 8080\ndebug: false\nnote: "yes"\n',
        format: 'yaml',
        documents: 1,
        warnings: [],
      },
    },
    {
      title: 'YAML with an anchor and an alias to JSON',
      input: { input: 'base: &base\n  image: node:20\nweb:\n  app: *base\n  replicas: 3\n', mode: 'yaml-to-json' },
      output: {
        result: '{\n  "base": {\n    "image": "node:20"\n  },\n  "web": {\n    "app": {\n      "image": "node:20"\n    },\n    "replicas": 3\n  }\n}',
        format: 'json',
        documents: 1,
        warnings: [],
      },
    },
  ],
  async run({ input, mode, indent }): Promise<Result> {
    if (mode === 'json-to-yaml') {
      return { result: await writeYaml(jsonToYaml(input), indent, 'input'), format: 'yaml', documents: 1, warnings: [] };
    }
    const { documents, warnings } = await parseYaml(input, 'input');
    const value = documents.length === 0 ? null : documents.length === 1 ? documents[0]! : documents;
    return { result: writeOrderedJson(value, indent, 'input'), format: 'json', documents: documents.length, warnings };
  },
});
