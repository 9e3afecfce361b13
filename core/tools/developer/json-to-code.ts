import { Type, type Static } from '@sinclair/typebox';
import { typeIdentifier } from '../../lib/code-names.ts';
import { inferShape } from '../../lib/json-shape.ts';
import { csharp, csharpSpelling } from '../../lib/json-to-code/csharp.ts';
import { dart, dartSpelling } from '../../lib/json-to-code/dart.ts';
import { kotlin, kotlinSpelling } from '../../lib/json-to-code/kotlin.ts';
import { php, phpSpelling } from '../../lib/json-to-code/php.ts';
import { rust, rustSpelling } from '../../lib/json-to-code/rust.ts';
import { swift, swiftSpelling } from '../../lib/json-to-code/swift.ts';
import { TypeSpeller, type LanguageWriter, type Spelling } from '../../lib/json-to-code/common.ts';
import { quoteClipped } from '../../lib/quote.ts';
import { buildTypeModel, CodeWriter, unknownTypeNotes } from '../../lib/type-model.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the issue names the languages only):
 * - The shape comes from the inference json-to-go-struct, json-to-java-class and json-to-typescript
 *   use (core/lib/json-shape.ts, type-model.ts): objects in arrays merge, a key missing from some
 *   objects is optional, integers and floats at one place widen to the float type, other mixes and
 *   keys seen only as null get the language's "any JSON" type, with a warning.
 * - One serialisation library per language, the one most used (each file in core/lib/json-to-code/
 *   says how it spells things): Rust serde, C# System.Text.Json, Kotlin kotlinx.serialization,
 *   Swift Codable, Dart json_serializable, PHP 8 promoted constructors with a fromArray() builder.
 * - Integers are 64-bit in every language (ids overflow 32 bits); past 64 bits, the float type.
 * - Member names follow each language's style in ASCII; the JSON key is kept by the language's
 *   rename attribute wherever the name differs. The root type comes first.
 */

const LANGUAGES: Record<string, [LanguageWriter, Spelling]> = {
  rust: [rust, rustSpelling],
  csharp: [csharp, csharpSpelling],
  kotlin: [kotlin, kotlinSpelling],
  swift: [swift, swiftSpelling],
  dart: [dart, dartSpelling],
  php: [php, phpSpelling],
};

const output = closedObject({
  code: Type.String({ description: 'The type declarations, with the imports or usings they need' }),
  rootType: Type.String({ description: 'The type of the whole document, e.g. "Root", or "Vec<Root>" for an array of objects in Rust' }),
  types: Type.Array(Type.String(), { description: 'The names of the declared types, the root first' }),
  warnings: Type.Array(Type.String(), { description: 'Fields given the "any JSON" or float type for lack of a better one, and fields of unknown type' }),
});

export default defineTool({
  id: 'json-to-code',
  name: 'JSON to Code',
  category: 'developer',
  description:
    'Generate typed classes from a JSON sample for Rust (serde), C# (System.Text.Json), Kotlin (kotlinx.serialization), Swift (Codable), Dart (json_serializable) or PHP 8, with the JSON key named wherever the member name differs.',
  keywords: [
    'quicktype', 'json to rust', 'json to c#', 'json to csharp', 'json to kotlin', 'json to swift', 'json to dart', 'json to php',
    'serde', 'codable', 'data class', 'poco', 'json2csharp', 'model generator', 'types from json',
  ],
  isolate: true,
  input: closedObject({
    json: Type.String({ maxLength: 1_000_000, description: 'A JSON sample: an object, or an array of objects (at most 1,000,000 characters)' }),
    lang: stringEnum(['rust', 'csharp', 'kotlin', 'swift', 'dart', 'php'], { description: 'The language to write: rust, csharp, kotlin, swift, dart or php' }),
    root_name: withDefault(
      Type.String({ minLength: 1, maxLength: 100, description: 'The name of the root type, 1–100 characters (made a PascalCase identifier when it is not one); default Root' }),
      'Root',
    ),
  }),
  output,
  examples: [
    {
      title: 'Rust with serde: a rename, an Option, a nested struct',
      input: {
        json: '{"user_id": 7, "name": "Ada", "nickname": null, "tags": ["x"], "address": {"zip-code": "0150"}}',
        lang: 'rust',
      },
      output: {
        code: 'use serde::{Deserialize, Serialize};\n\n#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]\npub struct Root {\n    pub user_id: i64,\n    pub name: String,\n    pub nickname: Option<serde_json::Value>,\n    pub tags: Vec<String>,\n    pub address: Address,\n}\n\n#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]\npub struct Address {\n    #[serde(rename = "zip-code")]\n    pub zip_code: String,\n}\n',
        rootType: 'Root',
        types: ['Root', 'Address'],
        warnings: ['Root field "nickname": only null was seen, so its type is unknown'],
      },
    },
    {
      title: 'C# with System.Text.Json, from an array of objects',
      input: {
        json: '[{"id": 1, "price": 9.5, "note": null}, {"id": 2, "price": 10, "note": "sale"}]',
        lang: 'csharp',
        root_name: 'Product',
      },
      output: {
        code: 'using System.Text.Json.Serialization;\n\npublic class Product\n{\n    [JsonPropertyName("id")]\n    public long Id { get; set; }\n\n    [JsonPropertyName("price")]\n    public double Price { get; set; }\n\n    [JsonPropertyName("note")]\n    public string Note { get; set; }\n}\n',
        rootType: 'List<Product>',
        types: ['Product'],
        warnings: [],
      },
    },
    {
      title: 'Kotlin data classes: a key missing from one object is optional',
      input: {
        json: '{"first_name": "Ada", "pets": [{"name": "Rex"}, {"name": "Tom", "age": 3}]}',
        lang: 'kotlin',
        root_name: 'Person',
      },
      output: {
        code: 'import kotlinx.serialization.SerialName\nimport kotlinx.serialization.Serializable\n\n@Serializable\ndata class Person(\n    @SerialName("first_name") val firstName: String,\n    val pets: List<Pet>,\n)\n\n@Serializable\ndata class Pet(\n    val name: String,\n    val age: Long? = null,\n)\n',
        rootType: 'Person',
        types: ['Person', 'Pet'],
        warnings: [],
      },
    },
    {
      title: 'PHP 8 classes built from json_decode($json, true)',
      input: {
        json: '{"id": 7, "owner": {"name": "Ada"}, "pets": [{"name": "Rex", "age": 3}]}',
        lang: 'php',
        root_name: 'Account',
      },
      output: {
        code: '<?php\n\nfinal class Account\n{\n    public function __construct(\n        public int $id,\n        public Owner $owner,\n        /** @var list<Pet> */\n        public array $pets,\n    ) {\n    }\n\n    public static function fromArray(array $data): self\n    {\n        return new self(\n            $data["id"],\n            Owner::fromArray($data["owner"]),\n            array_map(static fn ($item) => Pet::fromArray($item), $data["pets"]),\n        );\n    }\n}\n\nfinal class Owner\n{\n    public function __construct(\n        public string $name,\n    ) {\n    }\n\n    public static function fromArray(array $data): self\n    {\n        return new self(\n            $data["name"],\n        );\n    }\n}\n\nfinal class Pet\n{\n    public function __construct(\n        public string $name,\n        public int $age,\n    ) {\n    }\n\n    public static function fromArray(array $data): self\n    {\n        return new self(\n            $data["name"],\n            $data["age"],\n        );\n    }\n}\n',
        rootType: 'Account',
        types: ['Account', 'Owner', 'Pet'],
        warnings: [],
      },
    },
  ],
  run({ json, lang, root_name }): Static<typeof output> {
    const rootName = typeIdentifier(root_name) || invalid(`root_name: ${quoteClipped(root_name)} has no letters or digits to make a type name from`);
    const [writer, spelling] = LANGUAGES[lang]!;
    const model = buildTypeModel(inferShape(json, 'json'), 'json', { rootName, reservedTypeName: writer.reservedTypeName });
    const types = new TypeSpeller(spelling);
    const out = new CodeWriter('json');
    writer.write(model, out, types);
    const rootType = types.typeOf(model.root, `${rootName} (the document)`);
    return {
      code: out.toString(),
      rootType,
      types: model.objects.map((object) => object.name),
      warnings: [...types.warnings, ...unknownTypeNotes(model, (object, key) => `${object.name} field ${quoteClipped(key)}`)],
    };
  },
});
