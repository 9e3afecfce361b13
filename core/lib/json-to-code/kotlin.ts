/**
 * Kotlin with kotlinx.serialization: an @Serializable data class per object (a plain class when it
 * has no fields: a data class needs one), @SerialName where the camelCase name is not the key. Long,
 * Double, String, Boolean, List<T>, JsonElement for mixed or unknown values, Map<String, JsonElement>
 * for an empty object. A value that may be null is `T?`; one missing from some objects also gets
 * `= null`, since kotlinx.serialization requires every property without a default. Keywords are
 * escaped with backticks.
 */
import { NameRegistry } from '../code-names.ts';
import { quoteClipped } from '../quote.ts';
import type { CodeWriter, TypeModel } from '../type-model.ts';
import { escapeLiteral, hex, memberName, usesKind, type LanguageWriter, type Spelling, type TypeSpeller } from './common.ts';

// Hard keywords: never identifiers without backticks.
const KEYWORDS = new Set([
  'as', 'break', 'class', 'continue', 'do', 'else', 'false', 'for', 'fun', 'if', 'in', 'interface', 'is', 'null', 'object',
  'package', 'return', 'super', 'this', 'throw', 'true', 'try', 'typealias', 'typeof', 'val', 'var', 'when', 'while',
]);
const RESERVED_TYPES = new Set([
  ...KEYWORDS, 'Long', 'Int', 'Double', 'String', 'Boolean', 'List', 'Map', 'Any', 'Unit', 'Nothing', 'JsonElement', 'Serializable',
  'SerialName', 'kotlinx',
]);

export const kotlinSpelling: Spelling = {
  unknown: 'JsonElement',
  boolean: 'Boolean',
  integer: 'Long',
  float: 'Double',
  string: 'String',
  map: 'Map<String, JsonElement>',
  array: (element) => `List<${element}>`,
  nullable: (type) => `${type}?`,
};

// Kotlin has no \f, \v or \0: every code unit outside printable ASCII is \uXXXX (UTF-16, as Kotlin strings are).
export const kotlinString = (text: string): string => {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    out += escapeLiteral(text[i]!, '"', (code) => `\\u${hex(code).padStart(4, '0')}`, '$');
  }
  return `"${out}"`;
};

export const kotlin: LanguageWriter = {
  reservedTypeName: (name) => RESERVED_TYPES.has(name),
  write(model: TypeModel, out: CodeWriter, types: TypeSpeller) {
    out.line('import kotlinx.serialization.SerialName');
    out.line('import kotlinx.serialization.Serializable');
    if (usesKind(model.objects, new Set(['unknown', 'union', 'map']))) out.line('import kotlinx.serialization.json.JsonElement');
    for (const object of model.objects) {
      out.line();
      out.line('@Serializable');
      if (object.fields.length === 0) {
        out.line(`class ${object.name}`);
        continue;
      }
      out.line(`data class ${object.name}(`);
      const names = new NameRegistry();
      for (const field of object.fields) {
        const name = names.claim(memberName(field.key, 'camel'));
        const type = types.typeOf(field.typed, `${object.name} field ${quoteClipped(field.key)}`, field.optional);
        const serialName = name === field.key ? '' : `@SerialName(${kotlinString(field.key)}) `;
        const spelled = KEYWORDS.has(name) ? `\`${name}\`` : name;
        out.line(`    ${serialName}val ${spelled}: ${type}${field.optional ? ' = null' : ''},`);
      }
      out.line(')');
    }
  },
};
