/**
 * Rust with serde: `#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]` structs with
 * `#[serde(rename = "…")]` where the snake_case field name is not the key. i64, f64, String, bool,
 * Vec<T>, Option<T> for a value that may be null or missing (serde reads a missing Option as None),
 * serde_json::Value for mixed or unknown values, HashMap<String, serde_json::Value> for an empty object.
 * A keyword field is a raw identifier (r#type), except those Rust cannot make raw (self…): they get a
 * trailing underscore. A lone surrogate in a key (Rust strings cannot hold one) becomes U+FFFD.
 */
import { NameRegistry } from '../code-names.ts';
import { quoteClipped } from '../quote.ts';
import type { CodeWriter, TypeModel } from '../type-model.ts';
import { escapeLiteral, hex, memberName, usesKind, type LanguageWriter, type Spelling, type TypeSpeller } from './common.ts';

const KEYWORDS = new Set([
  'as', 'break', 'const', 'continue', 'crate', 'else', 'enum', 'extern', 'false', 'fn', 'for', 'if', 'impl', 'in', 'let', 'loop',
  'match', 'mod', 'move', 'mut', 'pub', 'ref', 'return', 'self', 'Self', 'static', 'struct', 'super', 'trait', 'true', 'type',
  'unsafe', 'use', 'where', 'while', 'async', 'await', 'dyn', 'abstract', 'become', 'box', 'do', 'final', 'macro', 'override',
  'priv', 'typeof', 'unsized', 'virtual', 'yield', 'try', 'gen', 'union',
]);
const NOT_RAW = new Set(['crate', 'self', 'Self', 'super']);
const RESERVED_TYPES = new Set([
  ...KEYWORDS, 'String', 'Vec', 'Option', 'HashMap', 'Serialize', 'Deserialize', 'Debug', 'Clone', 'PartialEq', 'Box', 'Result',
  'Some', 'None', 'Ok', 'Err', 'serde', 'serde_json', 'std', 'i8', 'i16', 'i32', 'i64', 'i128', 'isize', 'u8', 'u16', 'u32', 'u64',
  'u128', 'usize', 'f32', 'f64', 'bool', 'char', 'str',
]);

export const rustSpelling: Spelling = {
  unknown: 'serde_json::Value',
  boolean: 'bool',
  integer: 'i64',
  float: 'f64',
  string: 'String',
  map: 'HashMap<String, serde_json::Value>',
  array: (element) => `Vec<${element}>`,
  nullable: (type) => `Option<${type}>`,
};

export const rustString = (text: string): string =>
  `"${escapeLiteral(text, '"', (code) => `\\u{${hex(code >= 0xd800 && code < 0xe000 ? 0xfffd : code)}}`)}"`;

function fieldName(key: string, names: NameRegistry): string {
  const name = names.claim(memberName(key, 'snake'));
  if (NOT_RAW.has(name)) return names.claim(`${name}_`);
  return KEYWORDS.has(name) ? `r#${name}` : name;
}

export const rust: LanguageWriter = {
  reservedTypeName: (name) => RESERVED_TYPES.has(name),
  write(model: TypeModel, out: CodeWriter, types: TypeSpeller) {
    out.line('use serde::{Deserialize, Serialize};');
    if (usesKind(model.objects, new Set(['map']))) out.line('use std::collections::HashMap;');
    for (const object of model.objects) {
      out.line();
      out.line('#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]');
      if (object.fields.length === 0) {
        out.line(`pub struct ${object.name} {}`);
        continue;
      }
      out.line(`pub struct ${object.name} {`);
      const names = new NameRegistry(() => false, '_');
      for (const field of object.fields) {
        const name = fieldName(field.key, names);
        const type = types.typeOf(field.typed, `${object.name} field ${quoteClipped(field.key)}`, field.optional);
        if (name.replace(/^r#/, '') !== field.key) out.line(`    #[serde(rename = ${rustString(field.key)})]`);
        out.line(`    pub ${name}: ${type},`);
      }
      out.line('}');
    }
  },
};
