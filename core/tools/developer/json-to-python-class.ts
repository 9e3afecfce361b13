import { Type, type Static } from '@sinclair/typebox';
import { asciiQuoted, NameRegistry, snakeCase, typeIdentifier, words } from '../../lib/code-names.ts';
import { inferShape } from '../../lib/json-shape.ts';
import { quoteClipped } from '../../lib/quote.ts';
import { buildTypeModel, CodeWriter, dependencyOrder, unknownTypeNotes, type ObjectType, type TypeRef, type Typed } from '../../lib/type-model.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the spec names the options only):
 * - The shape comes from the shared inference (core/lib/json-shape.ts, type-model.ts). Hints use
 *   the typing module (List, Dict, Optional, Union, Any), so the code runs on Python 3.8 and later.
 *   A key missing from some objects is Optional[…] = None; a null seen makes Optional[…]; an empty
 *   object below the root is Dict[str, Any]; a key seen only as null, or arrays seen only empty, Any.
 * - Classes come before the classes that use them (hints are evaluated when a class is defined).
 * - Field names are snake_case in ASCII. Keywords, `self` and the builtin names the hints use
 *   (int, str…) get a trailing underscore, as do pydantic's own BaseModel attributes (json, dict…);
 *   a leading digit gets `field_` in front; duplicates are numbered (name_2). pydantic keeps the
 *   JSON key as Field(alias=…); dataclasses and plain classes note it in a comment.
 * - dataclass and plain __init__ put parameters without a default first (Python requires it).
 * - add_type_hints false: plain classes have no annotations; dataclasses and pydantic models need
 *   annotations to find their fields, so every field is annotated Any. generate_init false:
 *   @dataclass(init=False), a plain class with class attributes only; a pydantic model always has
 *   its own __init__.
 */

type ClassType = 'dataclass' | 'pydantic' | 'plain';

const KEYWORDS = new Set([
  'False', 'None', 'True', 'and', 'as', 'assert', 'async', 'await', 'break', 'class', 'continue', 'def', 'del', 'elif', 'else',
  'except', 'finally', 'for', 'from', 'global', 'if', 'import', 'in', 'is', 'lambda', 'nonlocal', 'not', 'or', 'pass', 'raise',
  'return', 'try', 'while', 'with', 'yield',
]);
// A class attribute called `int` would change what the hints after it mean.
const RESERVED_FIELDS = new Set([...KEYWORDS, 'self', 'int', 'float', 'str', 'bool', 'dataclass']);
const PYDANTIC_ATTRIBUTES = new Set([
  'construct', 'copy', 'dict', 'fields', 'from_orm', 'json', 'parse_file', 'parse_obj', 'parse_raw', 'schema', 'schema_json',
  'update_forward_refs', 'validate', 'model_config', 'model_computed_fields', 'model_construct', 'model_copy', 'model_dump',
  'model_dump_json', 'model_extra', 'model_fields', 'model_fields_set', 'model_json_schema', 'model_parametrized_name',
  'model_post_init', 'model_rebuild', 'model_validate', 'model_validate_json', 'model_validate_strings',
]);
const RESERVED_TYPES = new Set([...KEYWORDS, 'Any', 'Dict', 'List', 'Optional', 'Union', 'BaseModel', 'Field', 'dataclass', 'int', 'float', 'str', 'bool']);

interface Options {
  classType: ClassType;
  hints: boolean;
  init: boolean;
}

interface PythonField {
  key: string;
  name: string;
  hint: string;
  /** Missing from some objects: defaults to None. */
  optional: boolean;
}

class PythonWriter {
  private readonly out = new CodeWriter('json');
  private readonly options: Options;
  readonly typing = new Set<string>();
  usesField = false;

  constructor(options: Options) {
    this.options = options;
  }

  hintOf(typed: Typed, optional = false): string {
    const base = this.refOf(typed.type);
    if (base === 'Any' || !(typed.nullable || optional)) return base;
    this.typing.add('Optional');
    return `Optional[${base}]`;
  }

  private refOf(ref: TypeRef): string {
    switch (ref.kind) {
      case 'unknown':
        this.typing.add('Any');
        return 'Any';
      case 'boolean':
        return 'bool';
      case 'integer':
        return 'int';
      case 'float':
        return 'float';
      case 'string':
        return 'str';
      case 'map':
        this.typing.add('Dict').add('Any');
        return 'Dict[str, Any]';
      case 'object':
        return ref.object.name;
      case 'union':
        this.typing.add('Union');
        return `Union[${ref.members.map((member) => this.refOf(member)).join(', ')}]`;
      case 'array':
        this.typing.add('List');
        return `List[${this.hintOf(ref.element)}]`;
    }
  }

  private fieldsOf(object: ObjectType): PythonField[] {
    const pydantic = this.options.classType === 'pydantic';
    const names = new NameRegistry(undefined, '_');
    const fields = object.fields.map((field) => {
      let name = snakeCase(words(field.key));
      if (name === '') name = 'field';
      else if (/^[0-9]/.test(name)) name = `field_${name}`;
      if (RESERVED_FIELDS.has(name) || (pydantic && PYDANTIC_ATTRIBUTES.has(name))) name = `${name}_`;
      const annotated = this.options.hints || this.options.classType !== 'plain';
      const hint = !annotated ? '' : this.options.hints ? this.hintOf(field.typed, field.optional) : this.hintOf({ type: { kind: 'unknown' }, nullable: false });
      return { key: field.key, name: names.claim(name), hint, optional: field.optional };
    });
    // Parameters with a default must follow those without (pydantic has no such rule, and keeps the JSON order).
    return pydantic ? fields : [...fields.filter((f) => !f.optional), ...fields.filter((f) => f.optional)];
  }

  private keyComment(field: PythonField): string {
    return field.name === field.key ? '' : `  # JSON key: ${asciiQuoted(field.key)}`;
  }

  declare(object: ObjectType): void {
    const { classType, init } = this.options;
    const out = this.out;
    const fields = this.fieldsOf(object);
    if (classType === 'dataclass') out.line(init ? '@dataclass' : '@dataclass(init=False)');
    out.line(classType === 'pydantic' ? `class ${object.name}(BaseModel):` : `class ${object.name}:`);
    if (classType === 'plain' && init) {
      this.plainInit(fields);
      return;
    }
    if (fields.length === 0) out.line('    pass');
    for (const field of fields) {
      const annotation = field.hint ? `: ${field.hint}` : '';
      if (classType === 'pydantic' && field.name !== field.key) {
        this.usesField = true;
        const fieldArgs = `${field.optional ? 'default=None, ' : ''}alias=${asciiQuoted(field.key)}`;
        out.line(`    ${field.name}${annotation} = Field(${fieldArgs})`);
      } else {
        const value = field.optional || !field.hint ? ' = None' : '';
        out.line(`    ${field.name}${annotation}${value}${this.keyComment(field)}`);
      }
    }
  }

  private plainInit(fields: PythonField[]): void {
    const out = this.out;
    const returns = this.options.hints ? ' -> None' : '';
    if (fields.length === 0) {
      out.line(`    def __init__(self)${returns}:`);
      out.line('        pass');
      return;
    }
    out.line('    def __init__(');
    out.line('        self,');
    for (const field of fields) {
      const annotation = field.hint ? `: ${field.hint}` : '';
      out.line(`        ${field.name}${annotation}${field.optional ? (field.hint ? ' = None' : '=None') : ''},`);
    }
    out.line(`    )${returns}:`);
    for (const field of fields) out.line(`        self.${field.name} = ${field.name}${this.keyComment(field)}`);
  }

  blank(lines: number): void {
    for (let i = 0; i < lines; i++) this.out.line();
  }

  toString(): string {
    return this.out.toString();
  }
}

const output = closedObject({
  code: Type.String({ description: 'The Python module: imports, then the classes, each after the classes it uses' }),
  rootType: Type.String({ description: 'The type hint of the whole document, e.g. "Root" or "List[Root]" for an array of objects' }),
  types: Type.Array(Type.String(), { description: 'The names of the classes, in the order they are defined (the root last)' }),
  warnings: Type.Array(Type.String(), { description: 'Fields typed Any because the sample showed only null or only empty arrays' }),
});

export default defineTool({
  id: 'json-to-python-class',
  name: 'JSON to Python Class',
  category: 'developer',
  description:
    'Generate Python dataclasses, pydantic models or plain classes from a JSON sample, with type hints: objects in arrays are merged, missing or null values are Optional, mixed values Union; pydantic keeps renamed keys as aliases.',
  keywords: ['dataclass', 'pydantic', 'python types', 'json2python', 'type hints', 'quicktype'],
  // its worst input (distinct-keys+generate_init=false) took 958.6 ms inline: never on the server's event loop (bench/worst-case.ts, DESIGN's 50 ms rule).
  isolate: true,
  input: closedObject({
    json: Type.String({ maxLength: 1_000_000, description: 'A JSON sample: an object, or an array of objects' }),
    class_name: withDefault(Type.String({ minLength: 1, maxLength: 100, description: 'The name of the root class (made a PascalCase identifier when it is not one)' }), 'Root'),
    class_type: withDefault(
      stringEnum(['dataclass', 'pydantic', 'plain'], { description: 'A @dataclass, a pydantic BaseModel, or a plain class' }),
      'dataclass',
    ),
    add_type_hints: withDefault(
      Type.Boolean({ description: 'Annotate fields with their types (false: no annotations on plain classes, Any on dataclasses and pydantic models, which need one)' }),
      true,
    ),
    generate_init: withDefault(
      Type.Boolean({ description: 'Give dataclasses and plain classes an __init__ taking every field (pydantic models always have one)' }),
      true,
    ),
  }),
  output,
  examples: [
    {
      title: 'Dataclasses: optional fields last, a nested class first',
      input: { json: '[{"id": 1, "firstName": "Ada", "address": {"city": "Oslo"}}, {"id": 2, "firstName": "Bob", "nickname": "b"}]', class_name: 'User' },
      output: {
        code: [
          'from dataclasses import dataclass',
          'from typing import Optional',
          '',
          '',
          '@dataclass',
          'class Address:',
          '    city: str',
          '',
          '',
          '@dataclass',
          'class User:',
          '    id: int',
          '    first_name: str  # JSON key: "firstName"',
          '    address: Optional[Address] = None',
          '    nickname: Optional[str] = None',
          '',
        ].join('\n'),
        rootType: 'List[User]',
        types: ['Address', 'User'],
        warnings: [],
      },
    },
    {
      title: 'A pydantic model with aliases',
      input: { json: '{"user-id": 7, "class": "A", "scores": [1, 2.5], "note": null}', class_type: 'pydantic' },
      output: {
        code: [
          'from typing import Any, List',
          '',
          'from pydantic import BaseModel, Field',
          '',
          '',
          'class Root(BaseModel):',
          '    user_id: int = Field(alias="user-id")',
          '    class_: str = Field(alias="class")',
          '    scores: List[float]',
          '    note: Any',
          '',
        ].join('\n'),
        rootType: 'Root',
        types: ['Root'],
        warnings: ['Root field "note": only null was seen, so its type is unknown'],
      },
    },
  ],
  run({ json, class_name, class_type, add_type_hints, generate_init }): Static<typeof output> {
    const rootName = typeIdentifier(class_name) || invalid(`class_name: ${quoteClipped(class_name)} has no letters or digits to make a class name from`);
    const model = buildTypeModel(inferShape(json, 'json'), 'json', { rootName, reservedTypeName: (name) => RESERVED_TYPES.has(name) });
    const writer = new PythonWriter({ classType: class_type, hints: add_type_hints, init: generate_init });
    const ordered = dependencyOrder(model);
    ordered.forEach((object, index) => {
      if (index > 0) writer.blank(2);
      writer.declare(object);
    });
    // A writer of its own, so the root's hint adds nothing to the imports of the code.
    const rootType = new PythonWriter({ classType: class_type, hints: true, init: generate_init }).hintOf(model.root);

    const imports: string[] = [];
    if (class_type === 'dataclass') imports.push('from dataclasses import dataclass');
    if (writer.typing.size > 0) imports.push(`from typing import ${[...writer.typing].sort().join(', ')}`);
    if (class_type === 'pydantic') imports.push(...(imports.length > 0 ? [''] : []), `from pydantic import BaseModel${writer.usesField ? ', Field' : ''}`);
    const header = imports.length > 0 ? `${imports.join('\n')}\n\n\n` : '';
    return {
      code: header + writer.toString(),
      rootType,
      types: ordered.map((object) => object.name),
      warnings: unknownTypeNotes(model, (object, key) => `${object.name} field ${quoteClipped(key)}`),
    };
  },
});
