/**
 * C# with System.Text.Json: a public class per object with `{ get; set; }` properties, each with
 * [JsonPropertyName("key")] (System.Text.Json matches names case-sensitively, so PascalCase would
 * miss camelCase keys without it). long, double, string, bool, List<T>, JsonElement for mixed or
 * unknown values, Dictionary<string, JsonElement> for an empty object. `?` marks nullable value
 * types only, so the code compiles with or without nullable reference types enabled.
 */
import { NameRegistry } from '../code-names.ts';
import { quoteClipped } from '../quote.ts';
import type { CodeWriter, TypeModel } from '../type-model.ts';
import { escapeLiteral, hex, memberName, usesKind, type LanguageWriter, type Spelling, type TypeSpeller } from './common.ts';

const KEYWORDS = new Set([
  'abstract', 'as', 'base', 'bool', 'break', 'byte', 'case', 'catch', 'char', 'checked', 'class', 'const', 'continue', 'decimal',
  'default', 'delegate', 'do', 'double', 'else', 'enum', 'event', 'explicit', 'extern', 'false', 'finally', 'fixed', 'float', 'for',
  'foreach', 'goto', 'if', 'implicit', 'in', 'int', 'interface', 'internal', 'is', 'lock', 'long', 'namespace', 'new', 'null',
  'object', 'operator', 'out', 'override', 'params', 'private', 'protected', 'public', 'readonly', 'ref', 'return', 'sbyte',
  'sealed', 'short', 'sizeof', 'stackalloc', 'static', 'string', 'struct', 'switch', 'this', 'throw', 'true', 'try', 'typeof',
  'uint', 'ulong', 'unchecked', 'unsafe', 'ushort', 'using', 'virtual', 'void', 'volatile', 'while', 'var', 'dynamic', 'record',
]);
const RESERVED_TYPES = new Set([
  ...KEYWORDS, 'List', 'Dictionary', 'JsonElement', 'JsonPropertyName', 'JsonPropertyNameAttribute', 'System', 'Collections',
  'Generic', 'Text', 'Json', 'Serialization', 'Nullable',
]);
const VALUE_TYPES = new Set(['long', 'double', 'bool', 'JsonElement']);

export const csharpSpelling: Spelling = {
  unknown: 'JsonElement',
  boolean: 'bool',
  integer: 'long',
  float: 'double',
  string: 'string',
  map: 'Dictionary<string, JsonElement>',
  array: (element) => `List<${element}>`,
  nullable: (type) => (VALUE_TYPES.has(type) ? `${type}?` : type),
};

export const csharpString = (text: string): string => `"${escapeLiteral(text, '"', (code) => utf16Escape(code))}"`;

function utf16Escape(code: number): string {
  if (code <= 0xffff) return `\\u${hex(code).padStart(4, '0')}`;
  return `\\U${hex(code).padStart(8, '0')}`;
}

export const csharp: LanguageWriter = {
  reservedTypeName: (name) => RESERVED_TYPES.has(name),
  write(model: TypeModel, out: CodeWriter, types: TypeSpeller) {
    if (usesKind(model.objects, new Set(['array', 'map']))) out.line('using System.Collections.Generic;');
    if (usesKind(model.objects, new Set(['unknown', 'union', 'map']))) out.line('using System.Text.Json;');
    out.line('using System.Text.Json.Serialization;');
    for (const object of model.objects) {
      out.line();
      out.line(`public class ${object.name}`);
      out.line('{');
      // A member cannot share its class's name (CS0542).
      const names = new NameRegistry((name) => name === object.name);
      object.fields.forEach((field, index) => {
        if (index > 0) out.line();
        const type = types.typeOf(field.typed, `${object.name} field ${quoteClipped(field.key)}`, field.optional);
        out.line(`    [JsonPropertyName(${csharpString(field.key)})]`);
        out.line(`    public ${type} ${names.claim(memberName(field.key, 'pascal'))} { get; set; }`);
      });
      out.line('}');
    }
  },
};
