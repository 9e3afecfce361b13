import { Type, type Static, type TObject } from '@sinclair/typebox';
import { normalizedSegment } from '../../lib/json-paths.ts';
import { previewJson } from '../../lib/json-preview.ts';
import { isJsonObject, JSON_TYPES, jsonTypeOf, parseJsonExact, type ExactJsonValue, type JsonType } from '../../lib/json-value.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

/*
 * Decisions (the spec leaves them open):
 * - `paths` lists every node, containers included, in document order (pre-order), each with its
 *   RFC 9535 normalized path and type, up to max_paths; `pathsTruncated` says the list stopped.
 *   max_depth does not apply to it.
 * - `tree` is the document as nested nodes (key, type, preview, size of a container, children).
 *   It goes max_depth levels below the root (0: the root alone) and holds at most max_paths nodes
 *   in all; a node whose children are not all shown, for either reason, has `truncated: true`.
 * - Previews: scalars as JSON cut at 60 characters, containers as {2 keys} or [3 items].
 * - `counts` and `totalNodes` cover the whole document, whatever the caps; `depth` is the depth
 *   of its deepest node (0 for a scalar or an empty container).
 * - Numbers are shown as JSON.stringify writes their double, except an integer no double holds
 *   exactly (12345678901234567890) or one beyond the double range: shown as written.
 *   Documents nest at most 1000 levels; a repeated key keeps its last value, as JSON.parse does.
 */

const MAX_TREE_DEPTH = 50;

/**
 * The tree node schema at `level` below the root, nested explicitly (max_depth is bounded, and a
 * recursive $ref would not survive the OpenAPI document). Below the root the descriptions are short.
 */
function nodeSchema(level: number): TObject {
  const root = level === 0;
  const fields = {
    key: Type.Union([Type.String(), Type.Integer({ minimum: 0 }), Type.Null()], {
      description: root ? 'The member name, or the array index, under the parent; null for the root' : 'Member name or index',
    }),
    // Below the root a pattern says the same as the enum in a fifth of the space.
    type: root
      ? stringEnum(JSON_TYPES as [JsonType, ...JsonType[]], { description: 'The JSON type of the value' })
      : Type.String({ pattern: '^(?:object|array|string|number|boolean|null)$', description: 'JSON type' }),
    preview: Type.String({ description: root ? 'Scalars as JSON (cut at 60 characters with …); containers as {2 keys} or [3 items]' : 'Preview' }),
    size: Type.Optional(Type.Integer({ minimum: 0, description: root ? 'Only for objects and arrays: how many members or items it has' : 'Members or items' })),
    truncated: Type.Boolean({ description: root ? 'True when some of its children are not shown (max_depth or the max_paths budget)' : 'Not all children shown' }),
  };
  const description = root ? 'The root node; children have the same fields' : 'A node';
  if (level === MAX_TREE_DEPTH) return closedObject(fields, { description });
  return closedObject(
    { ...fields, children: Type.Optional(Type.Array(nodeSchema(level + 1), { description: root ? 'Its members or items, in order, as nodes' : 'Child nodes' })) },
    { description },
  );
}

const output = closedObject({
  paths: Type.Array(
    closedObject({
      path: Type.String({ description: "The node's normalized path (RFC 9535 §2.7); $ is the root" }),
      type: stringEnum(JSON_TYPES as [JsonType, ...JsonType[]], { description: 'The JSON type of the node' }),
    }),
    { description: 'Every node in document order, containers included, up to max_paths' },
  ),
  pathsTruncated: Type.Boolean({ description: 'True when the document has more nodes than max_paths' }),
  tree: nodeSchema(0),
  counts: closedObject(
    {
      object: Type.Integer({ minimum: 0, description: 'Objects in the document' }),
      array: Type.Integer({ minimum: 0, description: 'Arrays' }),
      string: Type.Integer({ minimum: 0, description: 'Strings' }),
      number: Type.Integer({ minimum: 0, description: 'Numbers' }),
      boolean: Type.Integer({ minimum: 0, description: 'Booleans' }),
      null: Type.Integer({ minimum: 0, description: 'Nulls' }),
    },
    { description: 'Nodes of each type in the whole document' },
  ),
  totalNodes: Type.Integer({ minimum: 1, description: 'All nodes in the document, the root included' }),
  depth: Type.Integer({ minimum: 0, description: 'Depth of the deepest node (the root is 0)' }),
});

interface TreeNode {
  key: string | number | null;
  type: JsonType;
  preview: string;
  size?: number;
  truncated: boolean;
  children?: TreeNode[];
}

function childrenOf(value: ExactJsonValue): [string | number, ExactJsonValue][] {
  if (Array.isArray(value)) return value.map((item, index) => [index, item]);
  return isJsonObject(value) ? Object.entries(value) : [];
}

function buildTree(root: ExactJsonValue, maxDepth: number, budget: number): TreeNode {
  let remaining = budget;
  const build = (key: string | number | null, value: ExactJsonValue, level: number): TreeNode => {
    remaining--;
    const type = jsonTypeOf(value);
    const node: TreeNode = { key, type, preview: previewJson(value), truncated: false };
    if (type !== 'object' && type !== 'array') return node;
    const children = childrenOf(value);
    node.size = children.length;
    if (children.length === 0) return node;
    if (level === maxDepth || remaining === 0) {
      node.truncated = true;
      return node;
    }
    node.children = [];
    for (const [childKey, child] of children) {
      if (remaining === 0) {
        node.truncated = true;
        break;
      }
      node.children.push(build(childKey, child, level + 1));
    }
    return node;
  };
  return build(null, root, 0);
}

export default defineTool({
  id: 'json-visualizer',
  name: 'JSON Visualizer',
  category: 'data',
  description:
    'Explore the structure of a JSON document: every path with its type (up to max_paths), a tree of nested nodes with previews cut at max_depth levels, and how many values of each type it holds.',
  keywords: ['json viewer', 'json tree', 'tree view', 'json explorer', 'json structure', 'inspect json'],
  // its worst input (flat-numbers) took 1442.0 ms inline: never on the server's event loop (bench/worst-case.ts, DESIGN's 50 ms rule).
  isolate: true,
  input: closedObject({
    json: Type.String({ maxLength: 1_000_000, description: 'The JSON text' }),
    max_paths: withDefault(
      Type.Integer({ minimum: 1, maximum: 5000, description: 'The most paths to list, and the most nodes in the tree' }),
      500,
    ),
    max_depth: withDefault(
      Type.Integer({ minimum: 0, maximum: MAX_TREE_DEPTH, description: 'How many levels below the root the tree shows (0: the root only)' }),
      6,
    ),
  }),
  output,
  examples: [
    {
      title: 'A small document',
      input: { json: '{"name":"Ada","langs":["en","fr"],"admin":false}' },
      output: {
        paths: [
          { path: '$', type: 'object' },
          { path: "$['name']", type: 'string' },
          { path: "$['langs']", type: 'array' },
          { path: "$['langs'][0]", type: 'string' },
          { path: "$['langs'][1]", type: 'string' },
          { path: "$['admin']", type: 'boolean' },
        ],
        pathsTruncated: false,
        tree: {
          key: null,
          type: 'object',
          preview: '{3 keys}',
          size: 3,
          truncated: false,
          children: [
            { key: 'name', type: 'string', preview: '"Ada"', truncated: false },
            {
              key: 'langs',
              type: 'array',
              preview: '[2 items]',
              size: 2,
              truncated: false,
              children: [
                { key: 0, type: 'string', preview: '"en"', truncated: false },
                { key: 1, type: 'string', preview: '"fr"', truncated: false },
              ],
            },
            { key: 'admin', type: 'boolean', preview: 'false', truncated: false },
          ],
        },
        counts: { object: 1, array: 1, string: 3, number: 0, boolean: 1, null: 0 },
        totalNodes: 6,
        depth: 2,
      },
    },
    {
      title: 'Capped at one level and three paths',
      input: { json: '{"a":{"b":{"c":1}},"d":[null]}', max_paths: 3, max_depth: 1 },
      output: {
        paths: [
          { path: '$', type: 'object' },
          { path: "$['a']", type: 'object' },
          { path: "$['a']['b']", type: 'object' },
        ],
        pathsTruncated: true,
        tree: {
          key: null,
          type: 'object',
          preview: '{2 keys}',
          size: 2,
          truncated: false,
          children: [
            { key: 'a', type: 'object', preview: '{1 key}', size: 1, truncated: true },
            { key: 'd', type: 'array', preview: '[1 item]', size: 1, truncated: true },
          ],
        },
        counts: { object: 3, array: 1, string: 0, number: 1, boolean: 0, null: 1 },
        totalNodes: 6,
        depth: 3,
      },
    },
  ],
  run({ json, max_paths, max_depth }): Static<typeof output> {
    const root = parseJsonExact(json, 'json');
    const counts: Record<JsonType, number> = { object: 0, array: 0, string: 0, number: 0, boolean: 0, null: 0 };
    const paths: Static<typeof output>['paths'] = [];
    let totalNodes = 0;
    let depth = 0;
    // One pre-order walk: counts everything, lists the first max_paths paths.
    const pending: [ExactJsonValue, string, number][] = [[root, '$', 0]];
    while (pending.length > 0) {
      const [value, path, level] = pending.pop()!;
      const type = jsonTypeOf(value);
      counts[type]++;
      totalNodes++;
      depth = Math.max(depth, level);
      const listing = paths.length < max_paths;
      if (listing) paths.push({ path, type });
      const children = childrenOf(value);
      for (let i = children.length - 1; i >= 0; i--) {
        const [key, child] = children[i]!;
        // Paths are only spelled out while the list is still open.
        pending.push([child, listing ? path + normalizedSegment(key) : '', level + 1]);
      }
    }
    return {
      paths,
      pathsTruncated: totalNodes > paths.length,
      tree: buildTree(root, max_depth, max_paths) as unknown as Static<typeof output>['tree'],
      counts,
      totalNodes,
      depth,
    };
  },
});
