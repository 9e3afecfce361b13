/**
 * Swift with Codable: a struct per object with `let` properties, and a CodingKeys enum when some
 * camelCase name is not its key. Int (64-bit on every current platform), Double, String, Bool, [T],
 * `T?` for a value that may be null or missing (Codable reads a missing optional as nil). Swift has
 * no Codable "any": mixed and unknown values use a small JSONValue enum, written after the types
 * when one of them needs it. Keywords are escaped with backticks; a lone surrogate in a key (Swift
 * strings cannot hold one) becomes U+FFFD.
 */
import { NameRegistry } from '../code-names.ts';
import { quoteClipped } from '../quote.ts';
import type { CodeWriter, TypeModel } from '../type-model.ts';
import { escapeLiteral, hex, memberName, usesKind, type LanguageWriter, type Spelling, type TypeSpeller } from './common.ts';

const KEYWORDS = new Set([
  'associatedtype', 'class', 'deinit', 'enum', 'extension', 'fileprivate', 'func', 'import', 'init', 'inout', 'internal', 'let',
  'open', 'operator', 'private', 'precedencegroup', 'protocol', 'public', 'rethrows', 'static', 'struct', 'subscript', 'typealias',
  'var', 'break', 'case', 'catch', 'continue', 'default', 'defer', 'do', 'else', 'fallthrough', 'for', 'guard', 'if', 'in',
  'repeat', 'return', 'throw', 'switch', 'where', 'while', 'as', 'false', 'is', 'nil', 'self', 'Self', 'super', 'throws', 'true',
  'try', 'Any', 'Type', 'Protocol',
]);
const RESERVED_TYPES = new Set([
  ...KEYWORDS, 'Int', 'Double', 'String', 'Bool', 'Array', 'Dictionary', 'Optional', 'Codable', 'CodingKey', 'CodingKeys', 'JSONValue',
  'Decoder', 'Encoder', 'Foundation',
]);

export const swiftSpelling: Spelling = {
  unknown: 'JSONValue',
  boolean: 'Bool',
  integer: 'Int',
  float: 'Double',
  string: 'String',
  map: '[String: JSONValue]',
  array: (element) => `[${element}]`,
  nullable: (type) => `${type}?`,
};

export const swiftString = (text: string): string =>
  `"${escapeLiteral(text, '"', (code) => `\\u{${hex(code >= 0xd800 && code < 0xe000 ? 0xfffd : code)}}`)}"`;

const JSON_VALUE = `
/// Any JSON value, for fields whose type the sample did not settle.
enum JSONValue: Codable, Equatable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case object([String: JSONValue])
    case array([JSONValue])
    case null

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .bool(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .null: try container.encodeNil()
        }
    }
}`;

const escaped = (name: string) => (KEYWORDS.has(name) ? `\`${name}\`` : name);

export const swift: LanguageWriter = {
  reservedTypeName: (name) => RESERVED_TYPES.has(name),
  write(model: TypeModel, out: CodeWriter, types: TypeSpeller) {
    out.line('import Foundation');
    for (const object of model.objects) {
      out.line();
      out.line(`struct ${object.name}: Codable {`);
      const names = new NameRegistry();
      const members = object.fields.map((field) => ({ key: field.key, name: names.claim(memberName(field.key, 'camel')) }));
      object.fields.forEach((field, index) => {
        const type = types.typeOf(field.typed, `${object.name} field ${quoteClipped(field.key)}`, field.optional);
        out.line(`    let ${escaped(members[index]!.name)}: ${type}`);
      });
      if (members.some((member) => member.name !== member.key)) {
        out.line();
        out.line('    enum CodingKeys: String, CodingKey {');
        for (const { name, key } of members) out.line(`        case ${escaped(name)}${name === key ? '' : ` = ${swiftString(key)}`}`);
        out.line('    }');
      }
      out.line('}');
    }
    if (usesKind(model.objects, new Set(['unknown', 'union', 'map']))) for (const line of JSON_VALUE.split('\n')) out.line(line);
  },
};
