/**
 * Dart with json_serializable (package:json_annotation): an @JsonSerializable() class per object
 * with final fields, a named constructor (`required` unless the value may be null or missing),
 * @JsonKey(name: …) where the camelCase name is not the key, and the fromJson/toJson pair whose
 * bodies `dart run build_runner build` writes into the part file named after the root type
 * (save the code as that name without .g). int, double, String, bool, List<T>, `T?` for a value that
 * may be null or missing, dynamic for mixed or unknown values, Map<String, dynamic> for an empty
 * object. A reserved word as a field name gets a trailing underscore.
 */
import { NameRegistry, snakeCase, words } from '../code-names.ts';
import { quoteClipped } from '../quote.ts';
import type { CodeWriter, TypeModel } from '../type-model.ts';
import { escapeLiteral, hex, memberName, type LanguageWriter, type Spelling, type TypeSpeller } from './common.ts';

const RESERVED_WORDS = new Set([
  'assert', 'break', 'case', 'catch', 'class', 'const', 'continue', 'default', 'do', 'else', 'enum', 'extends', 'false', 'final',
  'finally', 'for', 'if', 'in', 'is', 'new', 'null', 'rethrow', 'return', 'super', 'switch', 'this', 'throw', 'true', 'try', 'var',
  'void', 'while', 'with', 'required',
]);
const BUILT_IN = [
  'abstract', 'as', 'covariant', 'deferred', 'dynamic', 'export', 'extension', 'external', 'factory', 'Function', 'get', 'implements',
  'import', 'interface', 'late', 'library', 'mixin', 'operator', 'part', 'set', 'static', 'typedef',
];
const RESERVED_TYPES = new Set([
  ...RESERVED_WORDS, ...BUILT_IN, 'int', 'double', 'num', 'String', 'bool', 'List', 'Map', 'Object', 'Null', 'Never', 'Type',
  'JsonSerializable', 'JsonKey',
]);

export const dartSpelling: Spelling = {
  unknown: 'dynamic',
  boolean: 'bool',
  integer: 'int',
  float: 'double',
  string: 'String',
  map: 'Map<String, dynamic>',
  array: (element) => `List<${element}>`,
  nullable: (type, dynamic) => (dynamic ? type : `${type}?`),
};

// Single-quoted; `$` would start an interpolation. Every code unit outside printable ASCII is \uXXXX.
export const dartString = (text: string): string => {
  let out = '';
  for (let i = 0; i < text.length; i++) out += escapeLiteral(text[i]!, "'", (code) => `\\u${hex(code).padStart(4, '0')}`, '$');
  return `'${out}'`;
};

export const dart: LanguageWriter = {
  reservedTypeName: (name) => RESERVED_TYPES.has(name),
  write(model: TypeModel, out: CodeWriter, types: TypeSpeller) {
    out.line("import 'package:json_annotation/json_annotation.dart';");
    out.line();
    out.line(`part '${snakeCase(words(model.rootObject.name)) || 'model'}.g.dart';`);
    for (const object of model.objects) {
      const names = new NameRegistry((name) => RESERVED_WORDS.has(name), '_');
      const fields = object.fields.map((field) => {
        const type = types.typeOf(field.typed, `${object.name} field ${quoteClipped(field.key)}`, field.optional);
        const base = memberName(field.key, 'camel');
        const name = names.claim(RESERVED_WORDS.has(base) ? `${base}_` : base);
        return { key: field.key, name, type, required: !type.endsWith('?') && type !== 'dynamic' };
      });
      out.line();
      out.line('@JsonSerializable()');
      out.line(`class ${object.name} {`);
      if (fields.length === 0) {
        out.line(`  ${object.name}();`);
      } else {
        out.line(`  ${object.name}({`);
        for (const f of fields) out.line(`    ${f.required ? 'required ' : ''}this.${f.name},`);
        out.line('  });');
      }
      if (fields.length > 0) out.line();
      for (const field of fields) {
        if (field.name !== field.key) out.line(`  @JsonKey(name: ${dartString(field.key)})`);
        out.line(`  final ${field.type} ${field.name};`);
      }
      out.line();
      out.line(`  factory ${object.name}.fromJson(Map<String, dynamic> json) => _$${object.name}FromJson(json);`);
      out.line();
      out.line(`  Map<String, dynamic> toJson() => _$${object.name}ToJson(this);`);
      out.line('}');
    }
  },
};
