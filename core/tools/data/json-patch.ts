import { Type, type Static } from '@sinclair/typebox';
import { parseJsonDocument } from '../../lib/json-document.ts';
import { MAX_INPUT_DEPTH } from '../../lib/json-depth.ts';
import { readOrderedJson, writeOrderedJson, JsonNumber, type OrderedJson } from '../../lib/json-ordered.ts';
import { lazy } from '../../lib/lazy.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the issue leaves them open):
 * - rfc=6902 (JSON Patch) runs on fast-json-patch: apply validates every operation first and
 *   applies them in order (all or nothing); a failing `test` is a 400 naming the operation's index
 *   and path; "-" appends to an array. Paths through `__proto__` (or constructor/prototype) are
 *   refused with a 400, never followed: the library bans them, so nothing can be polluted.
 *   diff gives fast-json-patch's compare(): replace/add/remove operations, no move or copy.
 * - rfc=7396 (JSON Merge Patch) is own code over Maps (lib/json-ordered.ts), so `__proto__` is an
 *   ordinary key there and numbers keep their digits. diff writes the smallest merge patch; a
 *   target that holds a null inside an object cannot be reached by a merge patch (null means
 *   "remove"), and is refused with its path.
 * - The answer is JSON indented by two spaces: the patched document (apply) or the patch (diff).
 */

// The package's CommonJS build re-exports through a helper that Node's named-export detection
// misses (only deepClone and a few others come through), so the functions are taken from
// `default` when they are not on the namespace.
type FastJsonPatch = typeof import('fast-json-patch');
const loadPatch = lazy(async (): Promise<FastJsonPatch> => {
  const namespace = (await import('fast-json-patch')) as FastJsonPatch & { default?: FastJsonPatch };
  return typeof namespace.applyPatch === 'function' ? namespace : namespace.default!;
});

interface PatchError {
  name?: string;
  operation?: { op?: unknown; path?: unknown; from?: unknown };
  message?: string;
}

const OPERATION_PROBLEMS: Record<string, string> = {
  OPERATION_NOT_AN_OBJECT: 'is not an object',
  OPERATION_OP_INVALID: 'has an op that is not add, remove, replace, move, copy or test',
  OPERATION_PATH_INVALID: 'has a path that is not a JSON Pointer string',
  OPERATION_FROM_REQUIRED: 'needs a from (a JSON Pointer)',
  OPERATION_VALUE_REQUIRED: 'needs a value',
  OPERATION_VALUE_CANNOT_CONTAIN_UNDEFINED: 'has a value that is not JSON',
  OPERATION_PATH_CANNOT_ADD: 'adds to a place whose parent does not exist',
  OPERATION_PATH_UNRESOLVABLE: 'has a path that does not exist in the document',
  OPERATION_FROM_UNRESOLVABLE: 'has a from that does not exist in the document',
  OPERATION_PATH_ILLEGAL_ARRAY_INDEX: 'has an array index that is not a number or "-"',
  OPERATION_VALUE_OUT_OF_BOUNDS: 'has an array index past the end of the array',
  TEST_OPERATION_FAILED: 'test failed: the value there differs',
};

const shownPointer = (pointer: unknown): string => {
  const text = typeof pointer === 'string' ? pointer : String(pointer);
  return JSON.stringify(text.length > 80 ? `${text.slice(0, 80)}…` : text);
};

/** A fast-json-patch error as a 400 that names the operation; its own message embeds the whole document, so it is never used. */
function patchError(error: unknown, index: number): never {
  const { name, operation, message } = error as PatchError;
  if (error instanceof TypeError && /__proto__|prototype/.test(message ?? '')) {
    invalid('patch: a path through __proto__ or constructor/prototype is refused (it could modify object prototypes)');
  }
  const problem = name ? OPERATION_PROBLEMS[name] : undefined;
  if (!problem) throw error;
  const where = `patch[${index}]`;
  const op = typeof operation?.op === 'string' ? ` (${operation.op} at ${shownPointer(operation.path)})` : '';
  invalid(`${where}${op}: ${problem}`);
}

/** JSON text to a value for fast-json-patch: depth checked, `__proto__` an own key (JSON.parse). */
const plainJson = (text: string, field: string): unknown => parseJsonDocument(text, field);
const orderedJson = (text: string, field: string): OrderedJson => readOrderedJson(text, field, { maxDepth: MAX_INPUT_DEPTH });

const isObject = (value: OrderedJson | undefined): value is Map<string, OrderedJson> => value instanceof Map;

/** RFC 7396 §2 MergePatch(target, patch). */
function mergePatch(target: OrderedJson | undefined, patch: OrderedJson): OrderedJson {
  if (!isObject(patch)) return patch;
  const result = new Map(isObject(target) ? target : []);
  for (const [key, value] of patch) {
    if (value === null) result.delete(key);
    else result.set(key, mergePatch(result.get(key), value));
  }
  return result;
}

function jsonEqual(a: OrderedJson, b: OrderedJson): boolean {
  if (a instanceof JsonNumber && b instanceof JsonNumber) return Number(a.text) === Number(b.text);
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => jsonEqual(item, b[index]!));
  if (isObject(a) && isObject(b)) return a.size === b.size && [...a].every(([key, value]) => b.has(key) && jsonEqual(value, b.get(key)!));
  return a === b;
}

/** Refuses a value that a merge patch would have to carry with a null inside an object. */
function refuseObjectNulls(value: OrderedJson, pointer: string): void {
  if (isObject(value)) {
    for (const [key, member] of value) {
      const at = `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      if (member === null) invalid(`target: holds null at ${shownPointer(at)}, which a merge patch cannot set (null there means "remove")`);
      refuseObjectNulls(member, at);
    }
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => refuseObjectNulls(item, `${pointer}/${index}`));
  }
}

/** The smallest merge patch taking `source` to `target`. */
function mergeDiff(source: OrderedJson, target: OrderedJson, pointer: string): OrderedJson {
  if (!isObject(source) || !isObject(target)) {
    if (target === null && pointer !== '') invalid(`target: holds null at ${shownPointer(pointer)}, which a merge patch cannot set (null there means "remove")`);
    // Arrays are replaced whole, so nulls inside them are fine; an object brought in whole may not hold one.
    if (isObject(target)) refuseObjectNulls(target, pointer);
    return target;
  }
  const patch = new Map<string, OrderedJson>();
  for (const key of source.keys()) if (!target.has(key)) patch.set(key, null);
  for (const [key, value] of target) {
    const at = `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    if (!source.has(key)) {
      patch.set(key, mergeDiff(undefined as unknown as OrderedJson, value, at));
    } else if (!jsonEqual(source.get(key)!, value)) {
      patch.set(key, mergeDiff(source.get(key)!, value, at));
    }
  }
  return patch;
}

const output = closedObject({
  result: Type.String({ description: 'apply: the patched document; diff: the patch (a JSON Patch array or a merge patch); JSON indented by two spaces' }),
});

export default defineTool({
  id: 'json-patch',
  name: 'JSON Patch',
  category: 'data',
  description:
    'Apply a JSON Patch (RFC 6902: add, remove, replace, move, copy, test) or a JSON Merge Patch (RFC 7396) to a document, ' +
    'or diff two documents into either kind of patch.',
  keywords: ['json patch', 'rfc 6902', 'rfc 7396', 'merge patch', 'json diff', 'jsonpatch', 'json-merge-patch', 'apply patch'],
  // Operations multiply: 20,000 copies of a 60,000-item array, or inserts at the front of one, take
  // seconds to minutes. Off the caller's thread, under the deadline.
  isolate: true,
  input: closedObject({
    doc: Type.String({ maxLength: 1_000_000, description: 'The document, as JSON text of at most 1,000,000 characters and 64 levels' }),
    patch: Type.Optional(Type.String({ maxLength: 1_000_000, description: 'mode=apply: the patch as JSON text (an array of operations for 6902, a merge patch for 7396)' })),
    target: Type.Optional(Type.String({ maxLength: 1_000_000, description: 'mode=diff: the document to reach, as JSON text' })),
    mode: withDefault(stringEnum(['apply', 'diff'], { description: 'apply (default) the patch to doc, or diff doc against target' }), 'apply'),
    rfc: withDefault(stringEnum(['6902', '7396'], { description: '6902 (default) JSON Patch, or 7396 JSON Merge Patch' }), '6902'),
  }),
  output,
  examples: [
    {
      title: 'Apply a JSON Patch (RFC 6902)',
      input: {
        doc: '{"name":"app","tags":["a"],"debug":true}',
        patch: '[{"op":"test","path":"/name","value":"app"},{"op":"add","path":"/tags/-","value":"b"},{"op":"remove","path":"/debug"},{"op":"replace","path":"/name","value":"api"}]',
      },
      output: { result: '{\n  "name": "api",\n  "tags": [\n    "a",\n    "b"\n  ]\n}' },
    },
    {
      title: 'Apply a merge patch (RFC 7396 example)',
      input: {
        doc: '{"title":"Goodbye!","author":{"givenName":"John","familyName":"Doe"},"tags":["example","sample"],"content":"This will be unchanged"}',
        patch: '{"title":"Hello!","phoneNumber":"+01-123-456-7890","author":{"familyName":null},"tags":["example"]}',
        rfc: '7396',
      },
      output: {
        result:
          '{\n  "title": "Hello!",\n  "author": {\n    "givenName": "John"\n  },\n  "tags": [\n    "example"\n  ],\n' +
          '  "content": "This will be unchanged",\n  "phoneNumber": "+01-123-456-7890"\n}',
      },
    },
    {
      title: 'Diff two documents into a JSON Patch',
      input: { doc: '{"a":1,"b":[1,2]}', target: '{"a":2,"b":[1,2,3]}', mode: 'diff' },
      output: { result: '[\n  {\n    "op": "add",\n    "path": "/b/2",\n    "value": 3\n  },\n  {\n    "op": "replace",\n    "path": "/a",\n    "value": 2\n  }\n]' },
    },
  ],
  async run({ doc, patch, target, mode, rfc }): Promise<Static<typeof output>> {
    if (mode === 'apply' && patch === undefined) invalid('patch: is required when mode is apply');
    if (mode === 'diff' && target === undefined) invalid('target: is required when mode is diff');
    if (rfc === '7396') {
      const source = orderedJson(doc, 'doc');
      const result = mode === 'apply' ? mergePatch(source, orderedJson(patch!, 'patch')) : mergeDiff(source, orderedJson(target!, 'target'), '');
      return { result: writeOrderedJson(result, 2, 'result') };
    }
    const jsonPatch = await loadPatch();
    const document = plainJson(doc, 'doc');
    if (mode === 'diff') {
      const goal = plainJson(target!, 'target');
      // compare() walks containers only: two scalars, or an array against an object, are one replace of the root.
      const container = (value: unknown) => (Array.isArray(value) ? 'array' : typeof value === 'object' && value !== null ? 'object' : 'scalar');
      const operations =
        container(document) === 'scalar' || container(document) !== container(goal)
          ? jsonPatch.compare({ root: document }, { root: goal }).map((operation) => ({ ...operation, path: operation.path.replace(/^\/root/, '') }))
          : jsonPatch.compare(document as object, goal as object);
      return { result: JSON.stringify(operations, null, 2) };
    }
    const operations = plainJson(patch!, 'patch');
    if (!Array.isArray(operations)) invalid('patch: must be a JSON array of operations (RFC 6902)');
    // One operation at a time: applyPatch reports every failure as index 0.
    let current = document;
    operations.forEach((operation, index) => {
      try {
        current = jsonPatch.applyOperation(current, operation as never, true, true, true, index).newDocument;
      } catch (error) {
        patchError(error, index);
      }
    });
    return { result: JSON.stringify(current, null, 2) };
  },
});
