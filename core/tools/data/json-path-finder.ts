import { Type, type Static } from '@sinclair/typebox';
import { yieldToDeadline } from '../../lib/deadline.ts';
import { evaluateJsonPath, JSONPATH_MAX_CHARS } from '../../lib/jsonpath.ts';
import { normalizedSegment, unescapeNormalizedKey } from '../../lib/json-paths.ts';
import { previewJson } from '../../lib/json-preview.ts';
import { JSON_TYPES, jsonTypeOf, parseJson, type JsonValue } from '../../lib/json-value.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

/*
 * Decisions (the spec leaves them open):
 * - `path` is a JSONPath query (RFC 9535, as json-query reads it); "$" is the whole document. Every
 *   node it selects is walked, and each leaf below it (a scalar, {} or []) is listed with its
 *   normalized path, type and a short preview. A selected leaf lists itself.
 * - Leaves reached through several selected nodes (`$..*` selects a node and its descendants) are
 *   listed once; each container is walked once, so the work stays linear in the document.
 * - At most 1000 leaves are listed (document order within each selected node); `leafCount` counts
 *   them all and `truncated` says the list stopped. A query selecting more than 1,000,000 nodes,
 *   or running past the deadline, stops there too (`truncated`, or TIMEOUT).
 * - Numbers follow lib/json-value.ts: read as doubles; an integer no double holds exactly, or a
 *   number beyond the double range, is refused with its line and column.
 */

const TIMEOUT_MS = 2000;
const MAX_LISTED = 1000;
const MAX_SELECTED = 1_000_000;

const output = closedObject({
  selected: Type.Integer({ minimum: 0, description: 'How many nodes the path selected' }),
  leaves: Type.Array(
    closedObject({
      path: Type.String({ description: "The leaf's normalized path (RFC 9535 §2.7), usable as a JSONPath query" }),
      type: stringEnum(JSON_TYPES as [string, ...string[]], { description: 'The JSON type of the leaf (object or array only when empty)' }),
      preview: Type.String({ description: 'The value as JSON, cut at 60 characters with …; {} or [] for an empty container' }),
    }),
    { description: 'The leaf paths under the selected nodes, at most 1000' },
  ),
  leafCount: Type.Integer({ minimum: 0, description: 'How many distinct leaves lie under the selected nodes (all of them, listed or not)' }),
  truncated: Type.Boolean({ description: 'True when not every leaf is listed' }),
});

type Leaf = Static<typeof output>['leaves'][number];

export default defineTool({
  id: 'json-path-finder',
  name: 'JSON Path Finder',
  category: 'data',
  description:
    'List every leaf path under a node of a JSON document, each with its type and a short preview, as JSONPath normalized paths ready to use in json-query. The node is chosen by a JSONPath query (default $, the whole document); at most 1000 paths are listed, with the total count.',
  keywords: ['jsonpath', 'json path', 'list paths', 'json keys', 'json explorer', 'find path'],
  isolate: true,
  timeoutMs: TIMEOUT_MS,
  input: closedObject({
    json: Type.String({ maxLength: 1_000_000, description: 'The JSON text' }),
    path: withDefault(
      Type.String({
        minLength: 1,
        maxLength: JSONPATH_MAX_CHARS,
        description: 'A JSONPath query (RFC 9535) selecting the node(s) to list under; $ for the whole document',
      }),
      '$',
    ),
  }),
  output,
  examples: [
    {
      title: 'Every leaf of a document',
      input: { json: '{"user":{"name":"Ada","tags":["x"],"meta":{}},"n":12.5}' },
      output: {
        selected: 1,
        leaves: [
          { path: "$['user']['name']", type: 'string', preview: '"Ada"' },
          { path: "$['user']['tags'][0]", type: 'string', preview: '"x"' },
          { path: "$['user']['meta']", type: 'object', preview: '{}' },
          { path: "$['n']", type: 'number', preview: '12.5' },
        ],
        leafCount: 4,
        truncated: false,
      },
    },
    {
      title: 'Under a chosen node',
      input: { json: '{"a":{"b":[true,null]},"c":1}', path: '$.a.b' },
      output: {
        selected: 1,
        leaves: [
          { path: "$['a']['b'][0]", type: 'boolean', preview: 'true' },
          { path: "$['a']['b'][1]", type: 'null', preview: 'null' },
        ],
        leafCount: 2,
        truncated: false,
      },
    },
  ],
  async run({ json, path }, ctx): Promise<Static<typeof output>> {
    const document = parseJson(json, 'json');
    const leaves: Leaf[] = [];
    // Every container walked so far: its whole subtree is listed.
    const walked = new Set<object>();
    // Scalars listed because the query selected them: their container and key.
    const selectedScalars = new Map<object, Set<string | number>>();
    let selected = 0;
    let leafCount = 0;
    let truncated = false;

    const addLeaf = (value: JsonValue, where: string) => {
      leafCount++;
      if (leaves.length < MAX_LISTED) leaves.push({ path: where, type: jsonTypeOf(value), preview: previewJson(value) });
    };

    /** Lists the leaves under a selected container in document order, skipping subtrees and scalars already listed. */
    const walk = (root: JsonValue, rootPath: string) => {
      const pending: [JsonValue, string][] = [[root, rootPath]];
      while (pending.length > 0) {
        const [value, where] = pending.pop()!;
        if (typeof value !== 'object' || value === null) {
          addLeaf(value, where);
          continue;
        }
        if (walked.has(value)) continue;
        walked.add(value);
        const keys: (string | number)[] = Array.isArray(value) ? value.map((_, index) => index) : Object.keys(value);
        if (keys.length === 0) {
          addLeaf(value, where);
          continue;
        }
        const listed = selectedScalars.get(value as object);
        for (let i = keys.length - 1; i >= 0; i--) {
          const key = keys[i]!;
          const child = (value as Record<string | number, JsonValue>)[key]!;
          const isContainer = typeof child === 'object' && child !== null;
          if (isContainer || !listed?.has(key)) pending.push([child, where + normalizedSegment(key)]);
        }
      }
    };

    /** The container holding the node at `segments`, and its key there; undefined for the root. */
    const parentOf = (segments: readonly (string | number)[]): [object, string | number] | undefined => {
      if (segments.length === 0) return undefined;
      let node: JsonValue = document;
      for (let i = 0; i < segments.length - 1; i++) {
        const segment = segments[i]!;
        node = (node as Record<string | number, JsonValue>)[typeof segment === 'number' ? segment : unescapeNormalizedKey(segment)]!;
      }
      const last = segments[segments.length - 1]!;
      return [node as object, typeof last === 'number' ? last : unescapeNormalizedKey(last)];
    };

    const select = (value: JsonValue, where: string, segments: readonly (string | number)[]) => {
      if (typeof value === 'object' && value !== null) {
        walk(value, where);
        return;
      }
      const parent = parentOf(segments);
      if (parent) {
        const [container, key] = parent;
        // Under a container already walked, or selected twice: listed already.
        if (walked.has(container)) return;
        let keys = selectedScalars.get(container);
        if (!keys) selectedScalars.set(container, (keys = new Set()));
        if (keys.has(key)) return;
        keys.add(key);
      } else if (selected > 1) {
        return; // the root scalar, selected again
      }
      addLeaf(value, where);
    };

    let stopped;
    try {
      stopped = await evaluateJsonPath(document, path, 'path', TIMEOUT_MS, (value, where, segments) => {
        if (++selected > MAX_SELECTED) {
          selected--;
          truncated = true;
          return false;
        }
        select(value, where, segments);
        return true;
      });
    } catch (error) {
      await yieldToDeadline(ctx.signal);
      throw error;
    }
    if (stopped === 'time') {
      await yieldToDeadline(ctx.signal);
      truncated = true;
    }
    return { selected, leaves, leafCount, truncated: truncated || leafCount > leaves.length };
  },
});
