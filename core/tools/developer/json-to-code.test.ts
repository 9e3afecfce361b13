import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

type Result = { code: string; rootType: string; types: string[]; warnings: string[] };
type Lang = 'rust' | 'csharp' | 'kotlin' | 'swift' | 'dart' | 'php';
const generate = (json: string, lang: Lang, root_name?: string) =>
  run<Result>('json-to-code', root_name === undefined ? { json, lang } : { json, lang, root_name });

const SAMPLE =
  '{"user_id": 7, "name": "Ada", "nickname": null, "score": 9.5, "tags": ["a"], "address": {"city": "Oslo", "zip-code": "0150"},' +
  ' "items": [{"id": 1, "x": {"a": 1}, "grid": [[{"q": 1}]]}, {"id": 2, "x": null, "opt": {"b": 2}, "grid": [[null]]}],' +
  ' "type": true, "meta": {}, "mix": [1, "a"], "big": 99999999999999999999, "empty": []}';

const HOSTILE =
  '{"__proto__": {"a": 1}, "class": 1, "constructor": "x", "1abc": 2.5, "a-b": "x", "a_b": 3, "": 4, "名前": 5, "ключ": 6, "-": 7,' +
  ' "a,b": 8, "quote\\"q": 9, "back`tick": 10, "dollar$x": 11, "self": 12, "Self": 13, "this": 14, "in": 15, "required": 16,' +
  ' "new\\nline\\f": 17, "😀": 18, "fun": 19, "let": 20, "init": 21, "Root": 22, "String": {"List": {"value": 1}},' +
  ' "x": [{"string": 1}, {"int": "a"}]}';

/*
 * The references: what each language's own tools say of the code written for SAMPLE and HOSTILE
 * (and for '[{"id": 1, "tags": ["a"]}, {"id": 2, "label": null}]' and '{}'), run by hand here:
 * - Rust: rustc 1.x --edition 2021 --crate-type lib, after swapping serde out (no crates offline):
 *   `use serde…` removed, Serialize/Deserialize dropped from the derives, #[serde(rename = "…")]
 *   turned into #[doc = "…"] (so the literal is still lexed), and `mod serde_json { pub struct Value; }`
 *   added: compiles, no errors.
 * - C#: mcs -target:library -warnaserror+ (Debian mono-mcs 6.8) with stubs of JsonElement and
 *   JsonPropertyNameAttribute (System.Text.Json is not in Mono): compiles, no warnings.
 * - PHP: php -l (Debian php-cli 8.2): "No syntax errors detected"; and run: the PHP below.
 * Kotlin, Swift and Dart compilers are not in Debian: their output is checked line by line here.
 */
describe('json-to-code', () => {
  it('PHP: fromArray builds the objects json_decode gives, nested lists included (php 8.2 run by hand)', async () => {
    const result = await generate(SAMPLE, 'php');
    // php 8.2: <generated code> $r = Root::fromArray(json_decode(SAMPLE, true)); echo json_encode($r, JSON_UNESCAPED_UNICODE);
    // printed: {"userId":7,"name":"Ada","nickname":null,"score":9.5,"tags":["a"],"address":{"city":"Oslo","zipCode":"0150"},
    //   "items":[{"id":1,"x":{"a":1},"grid":[[{"q":1}]],"opt":null},{"id":2,"x":null,"grid":[[null]],"opt":{"b":2}}],
    //   "type":true,"meta":[],"mix":[1,"a"],"big":1.0e+20,"empty":[]}
    // That run used exactly these lines:
    expect(result.code).toContain(
      '            array_map(static fn ($item) => Item::fromArray($item), $data["items"]),\n',
    );
    expect(result.code).toContain(
      '            array_map(static fn ($item) => array_map(static fn ($item2) => $item2 === null ? null : GridItem::fromArray($item2), $item), $data["grid"]),\n',
    );
    expect(result.code).toContain('            ($data["opt"] ?? null) === null ? null : Opt::fromArray(($data["opt"] ?? null)),\n');
    expect(result.code).toContain('        /** @var list<list<?GridItem>> */\n        public array $grid,\n');
    expect(result.code).toContain('        public mixed $nickname,\n');
    expect(result.code).toContain('        public float $big,\n');
    expect(result.types).toEqual(['Root', 'Address', 'Item', 'X', 'GridItem', 'Opt']);
    expect(result.warnings).toEqual([
      'Root field "mix": holds strings and numbers, so it is mixed',
      'Root field "big": integers beyond the 64-bit range, so it is float',
      'Root field "nickname": only null was seen, so its type is unknown',
      'Root field "empty": only empty arrays were seen, so the element type is unknown',
    ]);
  });

  it('Rust: serde derives, renames where the snake_case name differs, Option for null or missing', async () => {
    const result = await generate(SAMPLE, 'rust');
    expect(result.code.startsWith('use serde::{Deserialize, Serialize};\nuse std::collections::HashMap;\n\n')).toBe(true);
    for (const line of [
      '    pub user_id: i64,', '    pub nickname: Option<serde_json::Value>,', '    pub tags: Vec<String>,', '    pub r#type: bool,',
      '    pub meta: HashMap<String, serde_json::Value>,', '    pub mix: Vec<serde_json::Value>,', '    pub big: f64,',
      '    #[serde(rename = "zip-code")]\n    pub zip_code: String,', '    pub x: Option<X>,', '    pub opt: Option<Opt>,',
      '    pub grid: Vec<Vec<Option<GridItem>>>,', '    pub empty: Vec<serde_json::Value>,',
    ]) expect(result.code).toContain(`${line}\n`);
    expect(result.rootType).toBe('Root');
    expect((await generate('[{"a": 1}]', 'rust')).rootType).toBe('Vec<Root>');
  });

  it('Rust: hostile keys keep their exact name in the rename, keywords are raw identifiers', async () => {
    const { code } = await generate(HOSTILE, 'rust');
    for (const line of [
      '    #[serde(rename = "__proto__")]\n    pub proto: Proto,', '    pub class: i64,', '    #[serde(rename = "1abc")]\n    pub field_1_abc: f64,',
      '    #[serde(rename = "")]\n    pub field: i64,', '    #[serde(rename = "\\u{540D}\\u{524D}")]\n    pub field_2: i64,',
      '    #[serde(rename = "quote\\"q")]\n    pub quote_q: i64,', '    #[serde(rename = "self")]\n    pub self_: i64,',
      '    #[serde(rename = "Self")]\n    pub self_2: i64,', '    pub r#in: i64,', '    pub r#let: i64,',
      '    #[serde(rename = "new\\u{A}line\\u{C}")]\n    pub new_line: i64,', '    #[serde(rename = "\\u{1F600}")]\n    pub field_5: i64,',
      '    #[serde(rename = "String")]\n    pub string: RootString,', 'pub struct RootString {',
    ]) expect(code).toContain(`${line}\n`);
    // Rust strings cannot hold a lone surrogate: it becomes U+FFFD.
    expect((await generate('{"\\ud800": 1}', 'rust')).code).toContain('#[serde(rename = "\\u{FFFD}")]');
  });

  it('C#: JsonPropertyName on every property, nullable value types, no member named as its class', async () => {
    const result = await generate(SAMPLE, 'csharp');
    expect(result.code.startsWith('using System.Collections.Generic;\nusing System.Text.Json;\nusing System.Text.Json.Serialization;\n\npublic class Root\n{\n')).toBe(true);
    for (const line of [
      '    [JsonPropertyName("user_id")]\n    public long UserId { get; set; }', '    public JsonElement? Nickname { get; set; }',
      '    public List<string> Tags { get; set; }', '    public Dictionary<string, JsonElement> Meta { get; set; }',
      '    public List<List<GridItem>> Grid { get; set; }', '    public X X { get; set; }', '    public Opt Opt { get; set; }',
    ]) expect(result.code).toContain(`${line}\n`);
    const hostile = (await generate(HOSTILE, 'csharp')).code;
    expect(hostile).toContain('    [JsonPropertyName("\\u540D\\u524D")]\n    public long Field2 { get; set; }\n');
    expect(hostile).toContain('    [JsonPropertyName("\\U0001F600")]\n');
    expect(hostile).toContain('    [JsonPropertyName("new\\u000Aline\\u000C")]\n');
    expect(hostile).toContain('    [JsonPropertyName("Root")]\n    public long Root2 { get; set; }\n');
    expect((await generate('{"a": {"b": 1}}', 'csharp', 'string')).types).toEqual(['string2', 'A']);
    expect((await generate('{"a": 1}', 'csharp', 'my root')).code).toBe(
      'using System.Text.Json.Serialization;\n\npublic class MyRoot\n{\n    [JsonPropertyName("a")]\n    public long A { get; set; }\n}\n',
    );
  });

  it('Kotlin: data classes, SerialName, `= null` for keys missing from some objects, $ escaped', async () => {
    const result = await generate(SAMPLE, 'kotlin');
    for (const line of [
      '    @SerialName("user_id") val userId: Long,', '    val nickname: JsonElement?,', '    val meta: Map<String, JsonElement>,',
      '    val grid: List<List<GridItem?>>,', '    val opt: Opt? = null,', '    val x: X?,', '    val big: Double,',
    ]) expect(result.code).toContain(`${line}\n`);
    expect(result.code).toContain('import kotlinx.serialization.json.JsonElement\n');
    const hostile = (await generate(HOSTILE, 'kotlin')).code;
    for (const line of [
      '    @SerialName("dollar\\$x") val dollarX: Long,', '    val `this`: Long,', '    val `in`: Long,', '    val `fun`: Long,',
      '    @SerialName("new\\u000Aline\\u000C") val newLine: Long,', '    @SerialName("\\uD83D\\uDE00") val field5: Long,',
      '    @SerialName("List") val list: RootStringList,',
    ]) expect(hostile).toContain(`${line}\n`);
    expect((await generate('{}', 'kotlin')).code).toBe('import kotlinx.serialization.SerialName\nimport kotlinx.serialization.Serializable\n\n@Serializable\nclass Root\n');
  });

  it('Swift: Codable structs, CodingKeys only when a name differs, JSONValue only when needed', async () => {
    const plain = await generate('{"id": 1, "name": "n", "tags": ["t"], "score": null}', 'swift');
    expect(plain.code).toBe('import Foundation\n\nstruct Root: Codable {\n    let id: Int\n    let name: String\n    let tags: [String]\n    let score: JSONValue?\n}\n' + plain.code.slice(plain.code.indexOf('\n/// Any JSON value')));
    const typed = await generate('{"id": 1, "first_name": "n", "opt": [{"a": 1}, {}]}', 'swift');
    expect(typed.code).toBe(
      'import Foundation\n\nstruct Root: Codable {\n    let id: Int\n    let firstName: String\n    let opt: [OptItem]\n\n' +
        '    enum CodingKeys: String, CodingKey {\n        case id\n        case firstName = "first_name"\n        case opt\n    }\n}\n\n' +
        'struct OptItem: Codable {\n    let a: Int?\n}\n',
    );
    const hostile = (await generate(HOSTILE, 'swift')).code;
    for (const line of ['        case dollarX = "dollar$x"', '        case `in`', '    let `in`: Int', '        case newLine = "new\\u{A}line\\u{C}"', '        case field5 = "\\u{1F600}"'])
      expect(hostile).toContain(`${line}\n`);
    expect(hostile).not.toContain('JSONValue');
  });

  it('Dart: json_serializable classes, required unless nullable, $ escaped in keys', async () => {
    const result = await generate('{"user_id": 1, "nick": null, "pets": [{"name": "a"}, {"name": null}], "dollar$": 2.5}', 'dart', 'UserProfile');
    expect(result.code).toBe(
      [
        "import 'package:json_annotation/json_annotation.dart';",
        '',
        "part 'user_profile.g.dart';",
        '',
        '@JsonSerializable()',
        'class UserProfile {',
        '  UserProfile({',
        '    required this.userId,',
        '    this.nick,',
        '    required this.pets,',
        '    required this.dollar,',
        '  });',
        '',
        "  @JsonKey(name: 'user_id')",
        '  final int userId;',
        '  final dynamic nick;',
        '  final List<Pet> pets;',
        "  @JsonKey(name: 'dollar\\$')",
        '  final double dollar;',
        '',
        '  factory UserProfile.fromJson(Map<String, dynamic> json) => _$UserProfileFromJson(json);',
        '',
        '  Map<String, dynamic> toJson() => _$UserProfileToJson(this);',
        '}',
        '',
        '@JsonSerializable()',
        'class Pet {',
        '  Pet({',
        '    this.name,',
        '  });',
        '',
        '  final String? name;',
        '',
        '  factory Pet.fromJson(Map<String, dynamic> json) => _$PetFromJson(json);',
        '',
        '  Map<String, dynamic> toJson() => _$PetToJson(this);',
        '}',
        '',
      ].join('\n'),
    );
    const hostile = (await generate(HOSTILE, 'dart')).code;
    for (const line of ["  @JsonKey(name: 'class')\n  final int class_;", "  @JsonKey(name: 'in')\n  final int in_;", "  @JsonKey(name: '\\u540D\\u524D')"])
      expect(hostile).toContain(line);
  });

  it('PHP: reserved class names are avoided in any case, $this is renamed, keys stay exact', async () => {
    const { code, types } = await generate(HOSTILE, 'php');
    expect(types).toContain('RootString');
    expect(code).toContain('        public int $this_2,\n');
    expect(code).toContain('            $data["dollar\\$x"],\n');
    expect(code).toContain('            $data["\\u{540D}\\u{524D}"],\n');
    expect(code).toContain('            $data["new\\u{A}line\\u{C}"],\n');
    expect((await generate('{"a": 1}', 'php', 'List')).types).toEqual(['List2']);
    expect((await generate('[{"a": 1}]', 'php')).rootType).toBe('array');
  });

  it('refuses documents without objects, bad JSON and bad options, naming the field', async () => {
    await expectInvalid('json-to-code', { json: '[1, 2]', lang: 'rust' }, 'json: must be a JSON object, or an array of objects, to generate types from; got an array of numbers');
    await expectInvalid('json-to-code', { json: '{"a": tru}', lang: 'php' }, /^json: invalid JSON at line 1, column 7/);
    await expectInvalid('json-to-code', { json: '{}', lang: 'java' }, 'lang: must be one of rust, csharp, kotlin, swift, dart, php');
    await expectInvalid('json-to-code', { json: '{}' }, 'lang: is required');
    await expectInvalid('json-to-code', { json: '{}', lang: 'rust', root_name: '!!!' }, 'root_name: "!!!" has no letters or digits to make a type name from');
    await expectInvalid('json-to-code', { json: '{}', lang: 'rust', root_name: '' }, /^root_name: /);
    await expectInvalid('json-to-code', { json: 5, lang: 'rust' }, 'json: must be a string, got an integer');
    await expectInvalid('json-to-code', { json: 'x'.repeat(1_000_001), lang: 'rust' }, 'json: must be at most 1000000 characters');
  });

  it('reads a __proto__ key as data in every language', async () => {
    for (const lang of ['rust', 'csharp', 'kotlin', 'swift', 'dart', 'php'] as const) {
      const result = await generate('{"__proto__": {"polluted": true}}', lang);
      expect(result.types).toEqual(['Root', 'Proto']);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    }
  });
});
