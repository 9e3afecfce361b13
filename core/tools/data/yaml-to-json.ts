import { Type, type Static } from '@sinclair/typebox';
import { writeOrderedJson } from '../../lib/json-ordered.ts';
import { parseYaml } from '../../lib/yaml-parse.ts';
import { closedObject, withDefault } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

/*
 * Decisions (the spec leaves them open):
 * - Reading is lib/yaml-parse.ts's, shared with json-yaml-converter: YAML 1.2 core schema,
 *   integers exact at any size, aliases expanded with a bound (alias bombs and cycles refused),
 *   .inf/.nan and collection keys refused, errors with line and column.
 * - Several documents (separated by ---) become a JSON array, one element per document, and
 *   `documents` says how many there were; one document gives its value as is; an empty stream
 *   (nothing, or only comments) gives null with documents 0.
 * - pretty defaults to true: two spaces per level, as JSON.stringify(value, null, 2) writes; false
 *   gives minified JSON.
 */

const output = closedObject({
  json: Type.String({ description: 'The JSON text: the value of the one document, or an array of the documents when there are several' }),
  documents: Type.Integer({ minimum: 0, description: 'How many YAML documents the stream held' }),
  warnings: Type.Array(Type.String(), {
    description: 'What was kept as written but may surprise, e.g. an unknown tag: "line 2, column 4: Unresolved tag: !foo"',
  }),
});

export default defineTool({
  id: 'yaml-to-json',
  name: 'YAML to JSON',
  category: 'data',
  description:
    'Convert YAML 1.2 (core schema) to JSON: anchors and aliases are expanded (alias bombs refused), integers keep every digit, ' +
    'yes/no and dates stay strings, and several documents become a JSON array. Errors give the line and column.',
  keywords: ['yml', 'yml to json', 'yaml parser', 'yaml converter', 'convert yaml'],
  // The yaml package takes seconds on a megabyte of hostile YAML: run it off the caller's thread.
  isolate: true,
  input: closedObject({
    yaml: Type.String({ maxLength: 1_000_000, description: 'The YAML text: one document, or several separated by ---' }),
    pretty: withDefault(Type.Boolean({ description: 'Indent the JSON by two spaces per level; false minifies it' }), true),
  }),
  output,
  examples: [
    {
      title: 'A mapping with a list, minified',
      input: { yaml: 'name: tooldeck\nversion: 1.10\ntags: [yaml, json]\nenabled: yes\nid: 12345678901234567890\n', pretty: false },
      output: { json: '{"name":"tooldeck","version":1.1,"tags":["yaml","json"],"enabled":"yes","id":12345678901234567890}', documents: 1, warnings: [] },
    },
    {
      title: 'Two documents',
      input: { yaml: 'kind: Service\n---\nkind: Deployment\nreplicas: 2\n' },
      output: { json: '[\n  {\n    "kind": "Service"\n  },\n  {\n    "kind": "Deployment",\n    "replicas": 2\n  }\n]', documents: 2, warnings: [] },
    },
  ],
  async run({ yaml, pretty }): Promise<Static<typeof output>> {
    const { documents, warnings } = await parseYaml(yaml, 'yaml');
    const value = documents.length === 0 ? null : documents.length === 1 ? documents[0]! : documents;
    return { json: writeOrderedJson(value, pretty ? 2 : 0, 'yaml'), documents: documents.length, warnings };
  },
});
