/**
 * From an inferred JSON shape (json-shape.ts) to the types a code generator writes: named object
 * types with their fields, and type references that say exactly what each field holds. Shared by
 * the TypeScript, Go, Java and Python generators, which only decide how to spell it.
 *
 * - Objects at the same position merge (json-shape); objects of the same structure found at
 *   different positions become one type (structure: keys, types, optional and nullable flags).
 * - An object with no keys at all, below the root, is a map of unknown values.
 * - Integers and floats at one position widen to float; other mixes become a union.
 * - Type names come from the key the object sits under (PascalCase; an array's element gets the
 *   singular: "items" → Item), the root takes the caller's name; a name already taken gets the
 *   parent's name in front ("BillingAddress"), then a number.
 */
import { invalid } from '../errors.ts';
import { NameRegistry, pascalCase, words } from './code-names.ts';
import { hasNoType, type ObjectShape, type Shape } from './json-shape.ts';
import { MAX_RESULT_CHARS, resultTooLarge } from './result-size.ts';

export type IntegerWidth = 'int32' | 'int64' | 'big';

export type TypeRef =
  | { kind: 'unknown' }
  | { kind: 'boolean' }
  | { kind: 'integer'; width: IntegerWidth }
  | { kind: 'float' }
  | { kind: 'string' }
  | { kind: 'array'; element: Typed }
  | { kind: 'map' }
  | { kind: 'object'; object: ObjectType }
  /** Two or more of the kinds above, never null (that is `Typed.nullable`). */
  | { kind: 'union'; members: TypeRef[] };

/** What values of a type are, in plural words, for warnings about mixed arrays: "numbers", "strings"… */
export function describeKind(ref: TypeRef): string {
  switch (ref.kind) {
    case 'integer':
    case 'float':
      return 'numbers';
    case 'boolean':
      return 'booleans';
    case 'string':
      return 'strings';
    case 'array':
      return 'arrays';
    default:
      return 'objects';
  }
}

/** A type and whether null was seen. `unknown` + nullable means only null was ever seen. */
export interface Typed {
  type: TypeRef;
  nullable: boolean;
}

export interface FieldModel {
  key: string;
  typed: Typed;
  /** Missing from some of the objects merged. */
  optional: boolean;
}

export interface ObjectType {
  name: string;
  fields: FieldModel[];
}

export interface TypeModel {
  root: Typed;
  /** The root object type (the element type when the document is an array of objects). */
  rootObject: ObjectType;
  /** Every named object type, the root first, then in the order they were found (breadth first). */
  objects: ObjectType[];
}

export interface ModelOptions {
  rootName: string;
  /** Names a language cannot use for a type (keywords, names the generated code relies on). */
  reservedTypeName: (name: string) => boolean;
  /** Words a language writes in capitals inside names (Go: ID, URL…). */
  initialisms?: ReadonlySet<string>;
}

const INT32 = 2 ** 31;
const INT64 = 2 ** 63;

function integerWidth({ min, max }: { min: number; max: number }): IntegerWidth {
  if (min >= -INT32 && max < INT32) return 'int32';
  if (min >= -INT64 && max < INT64) return 'int64';
  return 'big';
}

/** "items" → "Item", "categories" → "Category", "addresses" → "Address"; "status" and "data" get Item ("StatusItem", "DataItem"). */
export function singular(name: string): string {
  if (/[^aeiou]ies$/i.test(name) && !/(?:ovies|ookies|eries|ecies)$/i.test(name)) return name.slice(0, -3) + 'y';
  if (/(?:ss|x|ch|sh|zz)es$/i.test(name)) return name.slice(0, -2);
  if (/(?:[^su]s)$/.test(name) && !/(?:ss|us|is)$/i.test(name)) return name.slice(0, -1);
  return `${name}Item`;
}

/** The object at the root, or at the bottom of nested root arrays; refuses documents without one. */
function rootObjectShape(root: Shape, field: string): ObjectShape {
  let shape: Shape | undefined = root;
  while (shape && !shape.object) shape = shape.array;
  if (!shape?.object) invalid(`${field}: must be a JSON object, or an array of objects, to generate types from; got ${describe(root)}`);
  return shape.object;
}

function describe(shape: Shape): string {
  if (shape.array) return hasNoType(shape.array) ? 'an empty array' : `an array of ${describe(shape.array)}`;
  if (shape.string) return 'strings';
  if (shape.integer || shape.float) return 'numbers';
  if (shape.boolean) return 'booleans';
  return 'null';
}

export function buildTypeModel(root: Shape, field: string, options: ModelOptions): TypeModel {
  const rootShape = rootObjectShape(root, field);
  const names = new NameRegistry(options.reservedTypeName);
  const objects: ObjectType[] = [];
  const bySignature = new Map<string, ObjectType>();
  const signatures = new Map<ObjectShape, string>();
  const pending: [ObjectShape, ObjectType][] = [];

  // Signatures are interned: a nested object appears as the id of its own signature, so
  // computing them stays linear in the size of the shape, however deep.
  const ids = new Map<string, number>();
  const intern = (signature: string) => {
    let id = ids.get(signature);
    if (id === undefined) ids.set(signature, (id = ids.size));
    return `#${id}`;
  };
  const typedSignature = (shape: Shape): string => {
    const parts: string[] = [];
    if (shape.nullable) parts.push('null');
    if (shape.boolean) parts.push('boolean');
    if (shape.float) parts.push('float');
    else if (shape.integer) parts.push(integerWidth(shape.integer));
    if (shape.string) parts.push('string');
    if (shape.array) parts.push(`[${typedSignature(shape.array)}]`);
    if (shape.object) parts.push(objectSignature(shape.object));
    return parts.join('|');
  };
  const objectSignature = (object: ObjectShape): string => {
    let signature = signatures.get(object);
    if (signature === undefined) {
      const fields = [...object.fields.values()].map(
        (f) => `${JSON.stringify(f.key)}${f.count < object.count ? '?' : ''}:${typedSignature(f.shape)}`,
      );
      signature = intern(`{${fields.join(',')}}`);
      signatures.set(object, signature);
    }
    return signature;
  };

  const claimName = (hint: string, parent: string | undefined): string => {
    if (names.isFree(hint) || parent === undefined) return names.claim(hint);
    return names.isFree(parent + hint) ? names.claim(parent + hint) : names.claim(hint);
  };

  const objectType = (object: ObjectShape, hint: string, parent: string | undefined): ObjectType => {
    const signature = objectSignature(object);
    let type = bySignature.get(signature);
    if (!type) {
      type = { name: claimName(hint, parent), fields: [] };
      bySignature.set(signature, type);
      objects.push(type);
      pending.push([object, type]);
    }
    return type;
  };

  const typed = (shape: Shape, hint: string, parent: string, isRoot = false, inArray = false): Typed => {
    const members: TypeRef[] = [];
    if (shape.string) members.push({ kind: 'string' });
    if (shape.float) members.push({ kind: 'float' });
    else if (shape.integer) members.push({ kind: 'integer', width: integerWidth(shape.integer) });
    if (shape.boolean) members.push({ kind: 'boolean' });
    if (shape.object) {
      members.push(
        shape.object.fields.size === 0 && !isRoot
          ? { kind: 'map' }
          : { kind: 'object', object: objectType(shape.object, hint, isRoot ? undefined : parent) },
      );
    }
    // An array's elements are named in the singular (the root's keep the root name); nested arrays keep that name.
    if (shape.array) {
      const elementHint = isRoot || inArray ? hint : singular(hint);
      members.push({ kind: 'array', element: typed(shape.array, elementHint, parent, isRoot, true) });
    }
    const type: TypeRef =
      members.length === 0 ? { kind: 'unknown' } : members.length === 1 ? members[0]! : { kind: 'union', members };
    return { type, nullable: shape.nullable };
  };

  // The root object is named first, so it always gets the caller's name.
  const rootTyped = typed(root, options.rootName, options.rootName, true);
  const rootObject = objectType(rootShape, options.rootName, undefined);

  for (let i = 0; i < pending.length; i++) {
    const [object, type] = pending[i]!;
    for (const field of object.fields.values()) {
      const hint = pascalCase(words(field.key), options.initialisms) || 'Type';
      type.fields.push({
        key: field.key,
        typed: typed(field.shape, /^[0-9]/.test(hint) ? `Type${hint}` : hint, type.name),
        optional: field.count < object.count,
      });
    }
  }
  return { root: rootTyped, rootObject, objects };
}

/** The object types reachable from the root, each after every type it uses (the order Python needs). */
export function dependencyOrder(model: TypeModel): ObjectType[] {
  const ordered: ObjectType[] = [];
  const visited = new Set<ObjectType>();
  const visitRef = (ref: TypeRef): void => {
    if (ref.kind === 'object') visitObject(ref.object);
    else if (ref.kind === 'array') visitRef(ref.element.type);
    else if (ref.kind === 'union') ref.members.forEach(visitRef);
  };
  const visitObject = (object: ObjectType): void => {
    if (visited.has(object)) return;
    visited.add(object);
    for (const field of object.fields) visitRef(field.typed.type);
    ordered.push(object);
  };
  visitRef(model.root.type);
  return ordered;
}

/** Lines of generated code, refusing to grow past the result bound (a huge document can make huge code). */
export class CodeWriter {
  private readonly lines: string[] = [];
  private size = 0;
  private readonly field: string;

  constructor(field: string) {
    this.field = field;
  }

  line(text = ''): void {
    this.size += text.length + 1;
    if (this.size > MAX_RESULT_CHARS) resultTooLarge(this.field, 'the generated code');
    this.lines.push(text);
  }

  toString(): string {
    return this.lines.join('\n') + '\n';
  }
}

const MAX_NOTES = 50;

/** Where the document gave no type to go by: fields seen only as null, arrays seen only empty. */
export function unknownTypeNotes(model: TypeModel, describeField: (object: ObjectType, key: string) => string): string[] {
  const notes: string[] = [];
  let more = 0;
  const note = (text: string) => (notes.length < MAX_NOTES ? notes.push(text) : more++);
  const emptyArrays = (typed: Typed): boolean => {
    const { type } = typed;
    if (type.kind === 'array') return (type.element.type.kind === 'unknown' && !type.element.nullable) || emptyArrays(type.element);
    return type.kind === 'union' && type.members.some((member) => member.kind === 'array' && emptyArrays(member.element));
  };
  for (const object of model.objects) {
    for (const field of object.fields) {
      const where = describeField(object, field.key);
      if (field.typed.type.kind === 'unknown') note(`${where}: only null was seen, so its type is unknown`);
      else if (emptyArrays(field.typed)) note(`${where}: only empty arrays were seen, so the element type is unknown`);
    }
  }
  if (more > 0) notes.push(`… and ${more} more fields of unknown type`);
  return notes;
}
