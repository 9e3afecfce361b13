import { Type, type Static } from '@sinclair/typebox';
import { asciiQuoted, NameRegistry, pascalCase, typeIdentifier, words } from '../../lib/code-names.ts';
import { inferShape } from '../../lib/json-shape.ts';
import { quoteClipped } from '../../lib/quote.ts';
import { buildTypeModel, CodeWriter, describeKind, unknownTypeNotes, type ObjectType, type TypeRef, type Typed } from '../../lib/type-model.ts';
import { closedObject, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the spec names the options only):
 * - The shape comes from the shared inference (core/lib/json-shape.ts, type-model.ts). Integers are
 *   int64 (float64 past its range, with a warning), floats float64, a mix of types or a key seen only
 *   as null is `any`, an empty array `[]any`, an empty object below the root `map[string]any`.
 *   A nullable string, number, bool or struct is a pointer; slices, maps and any hold nil already.
 * - Field names are exported PascalCase in ASCII with Go's initialisms (user_id → UserID); a name
 *   starting with a digit gets an X in front; duplicates are numbered. The JSON key stays in the tag.
 * - Tags follow encoding/json: "-" is written `json:"-,"`, and a key encoding/json cannot name in a
 *   tag (empty, or with quotes, commas, backslashes, control characters…) gets a comment instead,
 *   since such a field is matched by its name. omit_empty adds ",omitempty" to every tag.
 * - Output is the type declarations only (like JSON-to-Go), ready to paste under a package clause;
 *   they need no imports. The root struct comes first.
 */

const INITIALISMS = new Set([
  'ACL', 'API', 'ASCII', 'CPU', 'CSS', 'DNS', 'EOF', 'GUID', 'HTML', 'HTTP', 'HTTPS', 'ID', 'IP', 'JSON', 'LHS', 'QPS', 'RAM', 'RHS',
  'RPC', 'SLA', 'SMTP', 'SQL', 'SSH', 'TCP', 'TLS', 'TTL', 'UDP', 'UI', 'UID', 'UUID', 'URI', 'URL', 'UTF8', 'VM', 'XML', 'XSRF', 'XSS',
]);

// Keywords and predeclared identifiers: a type named `string` would break every string field after it.
const RESERVED = new Set([
  'break', 'case', 'chan', 'const', 'continue', 'default', 'defer', 'else', 'fallthrough', 'for', 'func', 'go', 'goto', 'if',
  'import', 'interface', 'map', 'package', 'range', 'return', 'select', 'struct', 'switch', 'type', 'var',
  'any', 'bool', 'byte', 'comparable', 'complex64', 'complex128', 'error', 'float32', 'float64', 'int', 'int8', 'int16',
  'int32', 'int64', 'rune', 'string', 'uint', 'uint8', 'uint16', 'uint32', 'uint64', 'uintptr', 'true', 'false', 'iota',
  'nil', 'append', 'cap', 'clear', 'close', 'complex', 'copy', 'delete', 'imag', 'len', 'make', 'max', 'min', 'new', 'panic',
  'print', 'println', 'real', 'recover',
]);

/** encoding/json's isValidTag: letters, digits and this punctuation; anything else makes it use the field name. */
const VALID_TAG_NAME = /^[\p{L}\p{Nd}!#$%&()*+\-./:;<=>?@[\]^_{|}~ ]+$/u;

function fieldBase(key: string): string {
  const name = pascalCase(words(key), INITIALISMS);
  if (name === '') return 'Field';
  return /^[0-9]/.test(name) ? `X${name}` : name;
}

interface Options {
  tags: boolean;
  omitEmpty: boolean;
  inline: boolean;
}

interface FieldLine {
  name: string;
  type: string;
  tag: string;
  comment: string | undefined;
}

class GoWriter {
  private readonly out = new CodeWriter('json');
  private readonly options: Options;
  private readonly root: ObjectType;
  /** A set: inline structs and the root type may spell the same field twice. */
  readonly warnings = new Set<string>();

  constructor(options: Options, root: ObjectType) {
    this.options = options;
    this.root = root;
  }

  typeOf(typed: Typed, indent: string, where: string): string {
    const base = this.refOf(typed.type, indent, where);
    const pointer = typed.nullable && ['boolean', 'integer', 'float', 'string', 'object'].includes(typed.type.kind);
    return pointer ? `*${base}` : base;
  }

  private refOf(ref: TypeRef, indent: string, where: string): string {
    switch (ref.kind) {
      case 'unknown':
        return 'any';
      case 'boolean':
        return 'bool';
      case 'integer':
        if (ref.width !== 'big') return 'int64';
        this.warnings.add(`${where}: integers beyond the int64 range, so it is float64`);
        return 'float64';
      case 'float':
        return 'float64';
      case 'string':
        return 'string';
      case 'map':
        return 'map[string]any';
      case 'object':
        return this.options.inline && ref.object !== this.root ? this.inlineStruct(ref.object, indent) : ref.object.name;
      case 'union':
        this.warnings.add(`${where}: holds ${ref.members.map(describeKind).join(' and ')}, so it is any`);
        return 'any';
      case 'array':
        return `[]${this.typeOf(ref.element, indent, where)}`;
    }
  }

  private inlineStruct(object: ObjectType, indent: string): string {
    if (object.fields.length === 0) return 'struct{}';
    return `struct {\n${this.fieldLines(object, `${indent}\t`).join('\n')}\n${indent}}`;
  }

  private fieldLines(object: ObjectType, indent: string): string[] {
    const names = new NameRegistry();
    const fields: FieldLine[] = object.fields.map((field) => {
      const name = names.claim(fieldBase(field.key));
      const where = `${object.name} field ${quoteClipped(field.key)}`;
      const type = this.typeOf(field.typed, indent, where);
      const omit = this.options.omitEmpty ? ',omitempty' : '';
      let tag = '';
      let comment: string | undefined;
      if (this.options.tags) {
        if (field.key === '-') {
          tag = `\`json:"-,${omit.slice(1)}"\``;
        } else if (VALID_TAG_NAME.test(field.key)) {
          tag = `\`json:"${field.key}${omit}"\``;
        } else {
          comment = `JSON key ${asciiQuoted(field.key)} cannot be named in a struct tag: encoding/json matches this field by its name`;
          this.warnings.add(`${where}: encoding/json cannot name this key in a struct tag, so it matches the field name ${name}`);
          tag = omit ? `\`json:"${omit}"\`` : '';
        }
      } else if (field.key.toLowerCase() !== name.toLowerCase()) {
        this.warnings.add(`${where}: without a tag, encoding/json will not match the field ${name} to this key`);
      }
      return { name, type, tag, comment };
    });
    return align(fields, indent);
  }

  declare(object: ObjectType): void {
    const lines = this.fieldLines(object, '\t');
    if (lines.length === 0) {
      this.out.line(`type ${object.name} struct{}`);
      return;
    }
    this.out.line(`type ${object.name} struct {`);
    for (const line of lines) this.out.line(line);
    this.out.line('}');
  }

  blank(): void {
    this.out.line();
  }

  toString(): string {
    return this.out.toString();
  }
}


/**
 * Field lines in columns, as gofmt aligns them: names across the whole struct, types and tags
 * across each run of one-line fields (a multi-line type ends the run).
 */
function align(fields: FieldLine[], indent: string): string[] {
  const nameWidth = Math.max(...fields.map((f) => f.name.length));
  const lines: string[] = [];
  let run: FieldLine[] = [];
  const flush = () => {
    const typeWidth = Math.max(...run.map((f) => (f.tag ? f.type.length : 0)));
    for (const f of run) {
      if (f.comment) lines.push(`${indent}// ${f.comment}`);
      const line = `${indent}${f.name.padEnd(nameWidth)} ${f.tag ? `${f.type.padEnd(typeWidth)} ${f.tag}` : f.type}`;
      lines.push(line.trimEnd());
    }
    run = [];
  };
  for (const field of fields) {
    if (field.type.includes('\n')) {
      flush();
      if (field.comment) lines.push(`${indent}// ${field.comment}`);
      lines.push(`${indent}${field.name.padEnd(nameWidth)} ${field.type}${field.tag ? ` ${field.tag}` : ''}`);
    } else {
      run.push(field);
    }
  }
  flush();
  return lines;
}

const output = closedObject({
  code: Type.String({ description: 'The Go type declarations (paste them under your package clause; no imports needed)' }),
  rootType: Type.String({ description: 'The Go type of the whole document, e.g. "Root" or "[]Root" for an array of objects' }),
  types: Type.Array(Type.String(), { description: 'The names of the declared struct types, the root first' }),
  warnings: Type.Array(Type.String(), {
    description: 'Fields typed any or float64 for lack of a better type, keys a struct tag cannot name, and fields of unknown type',
  }),
});

export default defineTool({
  id: 'json-to-go-struct',
  name: 'JSON to Go Struct',
  category: 'developer',
  description:
    'Generate Go struct types from a JSON sample, with encoding/json tags: objects in arrays are merged, nullable values become pointers, mixed values any, integers int64 and floats float64.',
  keywords: ['golang', 'go types', 'json2go', 'struct tags', 'quicktype'],
  // its worst input (distinct-keys) took 924.6 ms inline: never on the server's event loop (bench/worst-case.ts, DESIGN's 50 ms rule).
  isolate: true,
  input: closedObject({
    json: Type.String({ maxLength: 1_000_000, description: 'A JSON sample: an object, or an array of objects' }),
    struct_name: withDefault(Type.String({ minLength: 1, maxLength: 100, description: 'The name of the root struct (made a PascalCase identifier when it is not one)' }), 'Root'),
    add_json_tags: withDefault(Type.Boolean({ description: 'Add `json:"key"` tags naming each field\'s JSON key' }), true),
    omit_empty: withDefault(Type.Boolean({ description: 'Add ,omitempty to every json tag' }), false),
    inline_structs: withDefault(Type.Boolean({ description: 'Write nested objects as anonymous struct types inside their parent instead of named types' }), false),
  }),
  output,
  examples: [
    {
      title: 'Tags, pointers for nullable values, a nested struct',
      input: { json: '{"user_id": 7, "name": "Ada", "nickname": null, "score": 9.5, "address": {"city": "Oslo", "zip-code": "0150"}}' },
      output: {
        code:
          'type Root struct {\n\tUserID   int64   `json:"user_id"`\n\tName     string  `json:"name"`\n\tNickname any     `json:"nickname"`\n' +
          '\tScore    float64 `json:"score"`\n\tAddress  Address `json:"address"`\n}\n\n' +
          'type Address struct {\n\tCity    string `json:"city"`\n\tZipCode string `json:"zip-code"`\n}\n',
        rootType: 'Root',
        types: ['Root', 'Address'],
        warnings: ['Root field "nickname": only null was seen, so its type is unknown'],
      },
    },
    {
      title: 'An array of objects, inline structs, omitempty',
      input: { json: '[{"id": 1, "tags": ["a"], "owner": {"name": "x"}}, {"id": 2, "label": null}]', struct_name: 'item', omit_empty: true, inline_structs: true },
      output: {
        code:
          'type item struct {\n\tID    int64    `json:"id,omitempty"`\n\tTags  []string `json:"tags,omitempty"`\n' +
          '\tOwner struct {\n\t\tName string `json:"name,omitempty"`\n\t} `json:"owner,omitempty"`\n\tLabel any `json:"label,omitempty"`\n}\n',
        rootType: '[]item',
        types: ['item'],
        warnings: ['item field "label": only null was seen, so its type is unknown'],
      },
    },
  ],
  run({ json, struct_name, add_json_tags, omit_empty, inline_structs }): Static<typeof output> {
    const rootName = typeIdentifier(struct_name) || invalid(`struct_name: ${quoteClipped(struct_name)} has no letters or digits to make a type name from`);
    const model = buildTypeModel(inferShape(json, 'json'), 'json', { rootName, reservedTypeName: (name) => RESERVED.has(name), initialisms: INITIALISMS });
    const writer = new GoWriter({ tags: add_json_tags, omitEmpty: omit_empty, inline: inline_structs }, model.rootObject);
    const declared = inline_structs ? [model.rootObject] : model.objects;
    declared.forEach((object, index) => {
      if (index > 0) writer.blank();
      writer.declare(object);
    });
    const rootType = writer.typeOf(model.root, '', `${rootName} (the document)`);
    return {
      code: writer.toString(),
      rootType,
      types: declared.map((object) => object.name),
      warnings: [...writer.warnings, ...unknownTypeNotes(model, (object, key) => `${object.name} field ${quoteClipped(key)}`)],
    };
  },
});
