/**
 * The shape of a JSON document, inferred in one pass over its tokens (json-tokens.ts): which
 * types each position holds, merged over every value found there. All elements of an array
 * merge into one element shape, so an array of objects gives one object shape whose fields
 * remember in how many of the objects they appeared (fewer than all: the field is optional).
 * A null marks the position nullable; an empty array leaves its element shape empty (unknown).
 * Numbers are integers when written without a fraction or exponent (so 1.0 is a float).
 *
 * Working on tokens instead of JSON.parse keeps the number as written and needs no recursion;
 * the nesting depth is still bounded, because every code generator walks the shape recursively.
 */
import { invalidJson } from './json-position.ts';
import { scanJson } from './json-tokens.ts';
import { invalid } from '../errors.ts';

export interface IntegerRange {
  min: number;
  max: number;
}

/** Every type seen at one position of the document. */
export interface Shape {
  nullable: boolean;
  boolean: boolean;
  integer: IntegerRange | undefined;
  float: boolean;
  string: boolean;
  /** The merged shape of the elements of every array seen here. */
  array: Shape | undefined;
  object: ObjectShape | undefined;
}

export interface ObjectShape {
  /** How many objects were merged into this one. */
  count: number;
  /** Fields in the order they were first seen. */
  fields: Map<string, FieldShape>;
}

export interface FieldShape {
  key: string;
  shape: Shape;
  /** How many of the merged objects have this key; fewer than `count` makes it optional. */
  count: number;
}

/** Deep enough for real documents, shallow enough for the recursive walks of the generators. */
export const MAX_SHAPE_DEPTH = 100;

export function emptyShape(): Shape {
  return { nullable: false, boolean: false, integer: undefined, float: false, string: false, array: undefined, object: undefined };
}

/** True when nothing but null (or nothing at all, as in the elements of `[]`) was seen. */
export function hasNoType(shape: Shape): boolean {
  return !shape.boolean && !shape.integer && !shape.float && !shape.string && !shape.array && !shape.object;
}

type Frame =
  | { kind: 'array'; element: Shape }
  | { kind: 'object'; object: ObjectShape; seen: Set<string>; value: Shape | undefined };

/** The shape of the JSON text in `text`; a syntax error is a VALIDATION_ERROR naming `field`, line and column. */
export function inferShape(text: string, field: string): Shape {
  const root = emptyShape();
  const stack: Frame[] = [];
  const target = (): Shape => {
    const top = stack[stack.length - 1];
    if (!top) return root;
    return top.kind === 'array' ? top.element : top.value!;
  };
  const push = (frame: Frame) => {
    if (stack.length >= MAX_SHAPE_DEPTH) invalid(`${field}: nested deeper than ${MAX_SHAPE_DEPTH} levels`);
    stack.push(frame);
  };

  const error = scanJson(text, (kind, start, end) => {
    switch (kind) {
      case '{': {
        const shape = target();
        const object = (shape.object ??= { count: 0, fields: new Map() });
        object.count++;
        push({ kind: 'object', object, seen: new Set(), value: undefined });
        break;
      }
      case '[': {
        const shape = target();
        push({ kind: 'array', element: (shape.array ??= emptyShape()) });
        break;
      }
      case '}':
      case ']':
        stack.pop();
        break;
      case 'key': {
        const frame = stack[stack.length - 1] as Extract<Frame, { kind: 'object' }>;
        const key = JSON.parse(text.slice(start, end)) as string;
        let fieldShape = frame.object.fields.get(key);
        if (!fieldShape) {
          fieldShape = { key, shape: emptyShape(), count: 0 };
          frame.object.fields.set(key, fieldShape);
        }
        // A key repeated in one object counts once; both values' types are kept.
        if (!frame.seen.has(key)) {
          frame.seen.add(key);
          fieldShape.count++;
        }
        frame.value = fieldShape.shape;
        break;
      }
      case 'string':
        target().string = true;
        break;
      case 'number':
        addNumber(target(), text.slice(start, end));
        break;
      case 'true':
      case 'false':
        target().boolean = true;
        break;
      case 'null':
        target().nullable = true;
        break;
      default:
        break;
    }
  });
  if (error) invalidJson(field, text, error);
  return root;
}

function addNumber(shape: Shape, literal: string): void {
  if (/[.eE]/.test(literal)) {
    shape.float = true;
    return;
  }
  const value = Number(literal);
  if (shape.integer) {
    shape.integer.min = Math.min(shape.integer.min, value);
    shape.integer.max = Math.max(shape.integer.max, value);
  } else {
    shape.integer = { min: value, max: value };
  }
}
