import { Type, type Static } from '@sinclair/typebox';
import { asciiQuoted, camelCase, NameRegistry, pascalCase, snakeCase, typeIdentifier, words } from '../../lib/code-names.ts';
import { inferShape } from '../../lib/json-shape.ts';
import { quoteClipped } from '../../lib/quote.ts';
import { buildTypeModel, CodeWriter, unknownTypeNotes, type ObjectType, type TypeRef, type Typed } from '../../lib/type-model.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the spec names the options only):
 * - The shape comes from core/lib/json-shape.ts and type-model.ts (shared with the Go, Java and
 *   Python generators): array elements merged, a key missing from some objects is optional (`?`),
 *   null makes `T | null`, a mix of types is a union, an empty array is `unknown[]`, a key seen only
 *   with null is `null`, an empty object below the root is `Record<string, unknown>`.
 * - naming_convention renames properties: `original` (default) keeps every key exactly, quoted
 *   when it is not a plain identifier ("a-b", "1abc", "" …); the others build ASCII identifiers
 *   from the key's words, number duplicates (`fooBar`, `fooBar2`), and note the JSON key in a
 *   comment, since the type then no longer describes the JSON as sent.
 * - Type names are PascalCase from the key (the singular for array elements), unique, never a
 *   TypeScript keyword or `Record`. Every file is meant to be a module: without add_export the
 *   declarations are module-local (tsc --moduleDetection force compiles either form).
 */

const RESERVED = new Set([
  'break', 'case', 'catch', 'class', 'const', 'continue', 'debugger', 'default', 'delete', 'do', 'else', 'enum', 'export',
  'extends', 'false', 'finally', 'for', 'function', 'if', 'import', 'in', 'instanceof', 'new', 'null', 'return', 'super',
  'switch', 'this', 'throw', 'true', 'try', 'typeof', 'var', 'void', 'while', 'with', 'implements', 'interface', 'let',
  'package', 'private', 'protected', 'public', 'static', 'yield', 'await', 'any', 'boolean', 'never', 'number', 'object',
  'string', 'symbol', 'undefined', 'unknown', 'bigint', 'type', 'Record',
]);

const PLAIN_PROPERTY = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/**
 * Members every object has through Object.prototype: when such a key is missing, reading it gives
 * the inherited member, so an optional property of that name also holds the member's type (and
 * tsc refuses `{}` as `{ constructor?: string }` otherwise).
 */
const OBJECT_MEMBERS = new Map([
  ['constructor', 'Function'],
  ['toString', '(() => string)'],
  ['toLocaleString', '(() => string)'],
  ['valueOf', '(() => Object)'],
  ['hasOwnProperty', '((v: PropertyKey) => boolean)'],
  ['isPrototypeOf', '((v: Object) => boolean)'],
  ['propertyIsEnumerable', '((v: PropertyKey) => boolean)'],
]);

type Convention = 'original' | 'camelCase' | 'PascalCase' | 'snake_case';

interface Options {
  outputType: 'interface' | 'type';
  convention: Convention;
  makeOptional: boolean;
  exported: boolean;
  inline: boolean;
}

function propertyBase(key: string, convention: Exclude<Convention, 'original'>): string {
  const parts = words(key);
  const name = convention === 'camelCase' ? camelCase(parts) : convention === 'PascalCase' ? pascalCase(parts) : snakeCase(parts);
  if (name === '') return 'field';
  return /^[0-9]/.test(name) ? `_${name}` : name;
}

class TypeScriptWriter {
  private readonly out = new CodeWriter('json');
  private readonly options: Options;
  /** Named even when nested objects are inline. */
  private readonly root: ObjectType;

  constructor(options: Options, root: ObjectType) {
    this.options = options;
    this.root = root;
  }

  typeOf(typed: Typed, indent: string): string {
    if (typed.type.kind === 'unknown') return typed.nullable ? 'null' : 'unknown';
    const base = this.refOf(typed.type, indent);
    return typed.nullable ? `${base} | null` : base;
  }

  private refOf(ref: TypeRef, indent: string): string {
    switch (ref.kind) {
      case 'unknown':
        return 'unknown';
      case 'boolean':
        return 'boolean';
      case 'integer':
      case 'float':
        return 'number';
      case 'string':
        return 'string';
      case 'map':
        return 'Record<string, unknown>';
      case 'object':
        return this.options.inline && ref.object !== this.root ? this.inlineObject(ref.object, indent) : ref.object.name;
      case 'union':
        return ref.members.map((member) => this.refOf(member, indent)).join(' | ');
      case 'array': {
        const element = this.typeOf(ref.element, indent);
        const compound = ref.element.type.kind === 'union' || (ref.element.nullable && ref.element.type.kind !== 'unknown');
        return compound ? `(${element})[]` : `${element}[]`;
      }
    }
  }

  private inlineObject(object: ObjectType, indent: string): string {
    if (object.fields.length === 0) return '{}';
    return `{\n${this.members(object, `${indent}  `).join('\n')}\n${indent}}`;
  }

  /** The member lines of an object type, each indented by `indent`. */
  private members(object: ObjectType, indent: string): string[] {
    const { convention, makeOptional } = this.options;
    const names = new NameRegistry(undefined, convention === 'snake_case' ? '_' : '');
    return object.fields.map((field) => {
      let name: string;
      let comment = '';
      if (convention === 'original') {
        name = field.key;
      } else {
        name = names.claim(propertyBase(field.key, convention));
        if (name !== field.key) comment = `${indent}/** JSON key: ${asciiQuoted(field.key).replaceAll('*/', '*\\/')} */\n`;
      }
      const optional = makeOptional || field.optional;
      const inherited = optional ? OBJECT_MEMBERS.get(name) : undefined;
      const type = this.typeOf(field.typed, indent) + (inherited ? ` | ${inherited}` : '');
      const property = PLAIN_PROPERTY.test(name) ? name : asciiQuoted(name);
      return `${comment}${indent}${property}${optional ? '?' : ''}: ${type};`;
    });
  }

  declare(object: ObjectType): void {
    const exported = this.options.exported ? 'export ' : '';
    const members = this.members(object, '  ');
    if (this.options.outputType === 'interface') {
      this.out.line(members.length === 0 ? `${exported}interface ${object.name} {}` : `${exported}interface ${object.name} {`);
    } else {
      this.out.line(members.length === 0 ? `${exported}type ${object.name} = {};` : `${exported}type ${object.name} = {`);
    }
    if (members.length === 0) return;
    for (const member of members) this.out.line(member);
    this.out.line(this.options.outputType === 'interface' ? '}' : '};');
  }

  blank(): void {
    this.out.line();
  }

  toString(): string {
    return this.out.toString();
  }
}

const output = closedObject({
  code: Type.String({ description: 'The TypeScript declarations' }),
  rootType: Type.String({ description: 'The TypeScript type of the whole document, e.g. "Root" or "Root[]" for an array of objects' }),
  types: Type.Array(Type.String(), { description: 'The names of the declared types, the root type first' }),
  warnings: Type.Array(Type.String(), { description: 'Fields whose type the sample could not show (seen only as null, or only as empty arrays)' }),
});

export default defineTool({
  id: 'json-to-typescript',
  name: 'JSON to TypeScript',
  category: 'developer',
  description:
    'Generate TypeScript interfaces or type aliases from a JSON sample: objects in arrays are merged, keys missing from some objects become optional, nulls give "| null", mixed values give unions, integers and floats are numbers.',
  keywords: ['ts', 'interface', 'type generator', 'json2ts', 'quicktype', 'types from json'],
  mcp: true,
  // its worst input (distinct-keys+naming_convention=PascalCase) took 2201.5 ms inline: never on the server's event loop (bench/worst-case.ts, DESIGN's 50 ms rule).
  isolate: true,
  input: closedObject({
    json: Type.String({ maxLength: 1_000_000, description: 'A JSON sample: an object, or an array of objects' }),
    root_name: withDefault(Type.String({ minLength: 1, maxLength: 100, description: 'The name of the root type (made a PascalCase identifier when it is not one)' }), 'Root'),
    output_type: withDefault(stringEnum(['interface', 'type'], { description: 'Declare interfaces, or type aliases of object types' }), 'interface'),
    naming_convention: withDefault(
      stringEnum(['original', 'camelCase', 'PascalCase', 'snake_case'], {
        description: 'Property names: the JSON keys as they are (quoted where needed), or renamed to this case (the JSON key is kept in a comment)',
      }),
      'original',
    ),
    make_optional: withDefault(Type.Boolean({ description: 'Make every property optional, not only those missing from some objects' }), false),
    add_export: withDefault(Type.Boolean({ description: 'Prefix every declaration with export' }), true),
    inline_nested_objects: withDefault(
      Type.Boolean({ description: 'Write nested objects as inline object types instead of separate named declarations' }),
      false,
    ),
  }),
  output,
  examples: [
    {
      title: 'An array of users: merged, optional and nullable fields',
      input: { json: '[{"id": 1, "name": "Ada", "email": null, "tags": ["x"]}, {"id": 2, "name": "Bob", "address": {"city": "Oslo"}}]', root_name: 'User' },
      output: {
        code:
          'export interface User {\n  id: number;\n  name: string;\n  email?: null;\n  tags?: string[];\n  address?: Address;\n}\n\n' +
          'export interface Address {\n  city: string;\n}\n',
        rootType: 'User[]',
        types: ['User', 'Address'],
        warnings: ['User field "email": only null was seen, so its type is unknown'],
      },
    },
    {
      title: 'Type aliases, camelCase properties, nested objects inline',
      input: {
        json: '{"user_id": 7, "first-name": "Ada", "scores": [1, 2.5], "meta": {"ok": true}}',
        output_type: 'type',
        naming_convention: 'camelCase',
        inline_nested_objects: true,
      },
      output: {
        code:
          'export type Root = {\n  /** JSON key: "user_id" */\n  userId: number;\n  /** JSON key: "first-name" */\n  firstName: string;\n' +
          '  scores: number[];\n  meta: {\n    ok: boolean;\n  };\n};\n',
        rootType: 'Root',
        types: ['Root'],
        warnings: [],
      },
    },
  ],
  run({ json, root_name, output_type, naming_convention, make_optional, add_export, inline_nested_objects }): Static<typeof output> {
    const rootName = typeIdentifier(root_name) || invalid(`root_name: ${quoteClipped(root_name)} has no letters or digits to make a type name from`);
    const model = buildTypeModel(inferShape(json, 'json'), 'json', { rootName, reservedTypeName: (name) => RESERVED.has(name) });
    const writer = new TypeScriptWriter({
      outputType: output_type,
      convention: naming_convention,
      makeOptional: make_optional,
      exported: add_export,
      inline: inline_nested_objects,
    }, model.rootObject);
    const declared = inline_nested_objects ? [model.rootObject] : model.objects;
    declared.forEach((object, index) => {
      if (index > 0) writer.blank();
      writer.declare(object);
    });
    return {
      code: writer.toString(),
      rootType: writer.typeOf(model.root, ''),
      types: declared.map((object) => object.name),
      warnings: unknownTypeNotes(model, (object, key) => `${object.name} field ${quoteClipped(key)}`),
    };
  },
});
