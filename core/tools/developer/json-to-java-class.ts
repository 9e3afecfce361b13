import { Type, type Static } from '@sinclair/typebox';
import { asciiQuoted, camelCase, NameRegistry, typeIdentifier, words } from '../../lib/code-names.ts';
import { inferShape } from '../../lib/json-shape.ts';
import { quoteClipped } from '../../lib/quote.ts';
import { buildTypeModel, CodeWriter, unknownTypeNotes, type ObjectType, type TypeRef, type Typed } from '../../lib/type-model.ts';
import { closedObject, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the spec names the options only):
 * - The shape comes from the shared inference (core/lib/json-shape.ts, type-model.ts). One file:
 *   the root is a public class, every other object type a public static class nested in it, so
 *   the code compiles as <class_name>.java. Jackson's @JsonProperty names the JSON key on every
 *   field, getter and setter (as jsonschema2pojo does), so the mapping never depends on Jackson's
 *   bean naming rules (which read getAB() as "ab", not "aB").
 * - Types: String, boolean, int (long past 32 bits, java.math.BigInteger past 64), double; the
 *   boxed type when the value may be null or missing; List<…> for arrays, Map<String, Object> for
 *   an empty object below the root, Object for a mix of types (with a warning) or a key seen only
 *   as null.
 * - Field names are camelCase in ASCII; a keyword gets a trailing underscore (class → class_), a
 *   leading digit a leading one; duplicates are numbered. Getters are getX (isX for a boolean).
 * - use_lombok writes @Data (import lombok.Data) instead of the accessors it generates.
 */

const KEYWORDS = new Set([
  'abstract', 'assert', 'boolean', 'break', 'byte', 'case', 'catch', 'char', 'class', 'const', 'continue', 'default', 'do',
  'double', 'else', 'enum', 'extends', 'final', 'finally', 'float', 'for', 'goto', 'if', 'implements', 'import', 'instanceof',
  'int', 'interface', 'long', 'native', 'new', 'package', 'private', 'protected', 'public', 'return', 'short', 'static',
  'strictfp', 'super', 'switch', 'synchronized', 'this', 'throw', 'throws', 'transient', 'try', 'void', 'volatile', 'while',
  'true', 'false', 'null', '_', 'var', 'record', 'yield', 'sealed', 'permits', 'non-sealed',
]);

// Names the generated code refers to: a class called List would hide java.util.List from every field after it.
const RESERVED_TYPES = new Set([
  ...KEYWORDS, 'String', 'Object', 'List', 'Map', 'Boolean', 'Integer', 'Long', 'Double', 'JsonProperty', 'Data', 'java', 'com', 'lombok',
]);

const PACKAGE = /^[A-Za-z_$][A-Za-z0-9_$]*(?:\.[A-Za-z_$][A-Za-z0-9_$]*)*$/;

function fieldBase(key: string): string {
  let name = camelCase(words(key));
  if (name === '') name = 'field';
  else if (/^[0-9]/.test(name)) name = `_${name}`;
  return KEYWORDS.has(name) ? `${name}_` : name;
}

const BOXED: Record<string, string> = { boolean: 'Boolean', int: 'Integer', long: 'Long', double: 'Double' };

interface Options {
  lombok: boolean;
  accessors: boolean;
  publicFields: boolean;
}

class JavaWriter {
  private readonly out = new CodeWriter('json');
  private readonly options: Options;
  readonly warnings = new Set<string>();
  readonly uses = { list: false, map: false, jsonProperty: false };

  constructor(options: Options) {
    this.options = options;
  }

  /** The Java type of a field: primitive only when the value is always there and never null. */
  typeOf(typed: Typed, required: boolean, where: string): string {
    const type = this.refOf(typed.type, where);
    return !required || typed.nullable ? (BOXED[type] ?? type) : type;
  }

  private refOf(ref: TypeRef, where: string): string {
    switch (ref.kind) {
      case 'unknown':
        return 'Object';
      case 'boolean':
        return 'boolean';
      case 'integer':
        return ref.width === 'int32' ? 'int' : ref.width === 'int64' ? 'long' : 'java.math.BigInteger';
      case 'float':
        return 'double';
      case 'string':
        return 'String';
      case 'map':
        this.uses.map = true;
        return 'Map<String, Object>';
      case 'object':
        return ref.object.name;
      case 'union':
        this.warnings.add(`${where}: holds values of several types, so it is Object`);
        return 'Object';
      case 'array':
        this.uses.list = true;
        return `List<${this.typeOf(ref.element, false, where)}>`;
    }
  }

  declare(object: ObjectType, indent: string, nested: ObjectType[]): void {
    const { lombok, accessors, publicFields } = this.options;
    const out = this.out;
    const inner = `${indent}    `;
    const names = new NameRegistry();
    const fields = object.fields.map((field) => {
      const name = names.claim(fieldBase(field.key));
      const where = `${object.name} field ${quoteClipped(field.key)}`;
      const type = this.typeOf(field.typed, !field.optional, where);
      if (field.key === '') this.warnings.add(`${where}: Jackson reads @JsonProperty("") as "use the field name", so it maps the key "${name}" instead`);
      return { key: field.key, name, type };
    });

    if (lombok) out.line(`${indent}@Data`);
    out.line(`${indent}public ${indent === '' ? '' : 'static '}class ${object.name} {`);
    for (const field of fields) {
      this.uses.jsonProperty = true;
      out.line();
      out.line(`${inner}@JsonProperty(${asciiQuoted(field.key)})`);
      out.line(`${inner}${publicFields ? 'public' : 'private'} ${field.type} ${field.name};`);
    }
    if (accessors && !lombok) {
      for (const field of fields) {
        const suffix = field.name.charAt(0).toUpperCase() + field.name.slice(1);
        const annotation = `${inner}@JsonProperty(${asciiQuoted(field.key)})`;
        out.line();
        out.line(annotation);
        out.line(`${inner}public ${field.type} ${field.type === 'boolean' ? 'is' : 'get'}${suffix}() {`);
        out.line(`${inner}    return ${field.name};`);
        out.line(`${inner}}`);
        out.line();
        out.line(annotation);
        out.line(`${inner}public void set${suffix}(${field.type} ${field.name}) {`);
        out.line(`${inner}    this.${field.name} = ${field.name};`);
        out.line(`${inner}}`);
      }
    }
    for (const child of nested) {
      out.line();
      this.declare(child, inner, []);
    }
    out.line(`${indent}}`);
  }

  toString(header: string[]): string {
    return header.join('\n') + (header.length > 0 ? '\n' : '') + this.out.toString();
  }
}

const output = closedObject({
  code: Type.String({ description: 'The Java source: one public class with the other types nested in it as static classes' }),
  fileName: Type.String({ description: 'The file the code must be saved as, e.g. "Root.java"' }),
  rootType: Type.String({ description: 'The Java type of the whole document, e.g. "Root" or "List<Root>" for an array of objects' }),
  types: Type.Array(Type.String(), { description: 'The names of the classes, the root first' }),
  warnings: Type.Array(Type.String(), { description: 'Fields typed Object for lack of a better type (mixed values, only null, only empty arrays)' }),
});

export default defineTool({
  id: 'json-to-java-class',
  name: 'JSON to Java Class',
  category: 'developer',
  description:
    'Generate Java classes from a JSON sample, with Jackson @JsonProperty on every field and getters and setters or Lombok @Data: objects in arrays are merged, nullable or missing values use boxed types.',
  keywords: ['pojo', 'jackson', 'lombok', 'java bean', 'json2java', 'quicktype'],
  // its worst input (distinct-keys) took 1883.2 ms inline: never on the server's event loop (bench/worst-case.ts, DESIGN's 50 ms rule).
  isolate: true,
  input: closedObject({
    json: Type.String({ maxLength: 1_000_000, description: 'A JSON sample: an object, or an array of objects' }),
    class_name: withDefault(Type.String({ minLength: 1, maxLength: 100, description: 'The name of the root class (made a PascalCase identifier when it is not one)' }), 'Root'),
    package_name: Type.Optional(
      Type.String({
        maxLength: 200,
        pattern: PACKAGE.source,
        errorMessage: 'must be a dotted Java package name such as com.example.model',
        description: 'The package of the class, e.g. com.example.model (no package line when absent)',
      }),
    ),
    use_lombok: withDefault(Type.Boolean({ description: 'Annotate the classes with Lombok @Data instead of writing getters and setters' }), false),
    generate_getters_setters: withDefault(Type.Boolean({ description: 'Write a getter and a setter for every field (not with use_lombok, which generates them)' }), true),
    use_public_fields: withDefault(Type.Boolean({ description: 'Declare the fields public instead of private' }), false),
  }),
  output,
  examples: [
    {
      title: 'Getters and setters, boxed types for optional values',
      input: { json: '[{"id": 1, "name": "Ada", "active": true}, {"id": 2, "name": "Bob"}]', class_name: 'User', package_name: 'com.example' },
      output: {
        code: [
          'package com.example;',
          '',
          'import com.fasterxml.jackson.annotation.JsonProperty;',
          '',
          'public class User {',
          '',
          '    @JsonProperty("id")',
          '    private int id;',
          '',
          '    @JsonProperty("name")',
          '    private String name;',
          '',
          '    @JsonProperty("active")',
          '    private Boolean active;',
          '',
          '    @JsonProperty("id")',
          '    public int getId() {',
          '        return id;',
          '    }',
          '',
          '    @JsonProperty("id")',
          '    public void setId(int id) {',
          '        this.id = id;',
          '    }',
          '',
          '    @JsonProperty("name")',
          '    public String getName() {',
          '        return name;',
          '    }',
          '',
          '    @JsonProperty("name")',
          '    public void setName(String name) {',
          '        this.name = name;',
          '    }',
          '',
          '    @JsonProperty("active")',
          '    public Boolean getActive() {',
          '        return active;',
          '    }',
          '',
          '    @JsonProperty("active")',
          '    public void setActive(Boolean active) {',
          '        this.active = active;',
          '    }',
          '}',
          '',
        ].join('\n'),
        fileName: 'User.java',
        rootType: 'List<User>',
        types: ['User'],
        warnings: [],
      },
    },
    {
      title: 'Lombok, a nested class, a keyword and a list',
      input: { json: '{"class": "A", "created-at": "2024-01-01", "owner": {"name": "x"}, "tags": ["a", "b"]}', use_lombok: true },
      output: {
        code: [
          'import com.fasterxml.jackson.annotation.JsonProperty;',
          'import java.util.List;',
          'import lombok.Data;',
          '',
          '@Data',
          'public class Root {',
          '',
          '    @JsonProperty("class")',
          '    private String class_;',
          '',
          '    @JsonProperty("created-at")',
          '    private String createdAt;',
          '',
          '    @JsonProperty("owner")',
          '    private Owner owner;',
          '',
          '    @JsonProperty("tags")',
          '    private List<String> tags;',
          '',
          '    @Data',
          '    public static class Owner {',
          '',
          '        @JsonProperty("name")',
          '        private String name;',
          '    }',
          '}',
          '',
        ].join('\n'),
        fileName: 'Root.java',
        rootType: 'Root',
        types: ['Root', 'Owner'],
        warnings: [],
      },
    },
  ],
  run({ json, class_name, package_name, use_lombok, generate_getters_setters, use_public_fields }): Static<typeof output> {
    const rootName = typeIdentifier(class_name) || invalid(`class_name: ${quoteClipped(class_name)} has no letters or digits to make a class name from`);
    const keyword = package_name?.split('.').find((part) => KEYWORDS.has(part));
    if (keyword !== undefined) invalid(`package_name: ${quoteClipped(keyword)} is a Java keyword and cannot be part of a package name`);
    const model = buildTypeModel(inferShape(json, 'json'), 'json', { rootName, reservedTypeName: (name) => RESERVED_TYPES.has(name) });
    const writer = new JavaWriter({ lombok: use_lombok, accessors: generate_getters_setters, publicFields: use_public_fields });
    writer.declare(model.rootObject, '', model.objects.filter((object) => object !== model.rootObject));

    const header: string[] = [];
    if (package_name) header.push(`package ${package_name};`, '');
    const imports = [
      ...(writer.uses.jsonProperty ? ['com.fasterxml.jackson.annotation.JsonProperty'] : []),
      ...(writer.uses.list ? ['java.util.List'] : []),
      ...(writer.uses.map ? ['java.util.Map'] : []),
      ...(use_lombok ? ['lombok.Data'] : []),
    ];
    if (imports.length > 0) header.push(...imports.map((name) => `import ${name};`), '');
    const rootType = writer.typeOf(model.root, true, `${rootName} (the document)`);
    return {
      code: writer.toString(header),
      fileName: `${rootName}.java`,
      rootType,
      types: model.objects.map((object) => object.name),
      warnings: [...writer.warnings, ...unknownTypeNotes(model, (object, key) => `${object.name} field ${quoteClipped(key)}`)],
    };
  },
});
