/**
 * The one explicit list of tools. Adding a tool means importing it here; nothing is globbed,
 * so bundlers see every module and a reader sees the whole catalog in one place.
 */
import type { TObject } from '@sinclair/typebox';
import type { AnyTool } from './tool.ts';
import base64 from './tools/encoding/base64.ts';
import urlEncode from './tools/encoding/url-encode.ts';
import hash from './tools/crypto/hash.ts';
import hmac from './tools/crypto/hmac.ts';
import jsonFormat from './tools/data/json-format.ts';
import jsonValidate from './tools/data/json-validate.ts';
import csvToJson from './tools/data/csv-to-json.ts';
import jsonToCsv from './tools/data/json-to-csv.ts';
import percentage from './tools/conversion/percentage.ts';
import unitConvert from './tools/conversion/unit-convert.ts';
import colorConvert from './tools/conversion/color-convert.ts';
import numberBase from './tools/conversion/number-base.ts';
import caseConvert from './tools/text/case-convert.ts';
import wordCount from './tools/text/word-count.ts';
import loremIpsum from './tools/text/lorem-ipsum.ts';
import jwtDecode from './tools/developer/jwt-decode.ts';
import uuid from './tools/developer/uuid.ts';
import unixTimestamp from './tools/datetime/unix-timestamp.ts';
import regexTest from './tools/developer/regex-test.ts';
import dateDiff from './tools/datetime/date-diff.ts';
import hashGenerate from './tools/crypto/hash-generate.ts';
import hmacGenerate from './tools/encoding/hmac-generate.ts';
import passwordGenerate from './tools/crypto/password-generate.ts';
import passwordStrength from './tools/crypto/password-strength.ts';
import randomString from './tools/crypto/random-string.ts';
import randomNumber from './tools/crypto/random-number.ts';
import creditCardValidate from './tools/validation/credit-card-validate.ts';
import nanoidGenerate from './tools/crypto/nanoid-generate.ts';
import ulidGenerate from './tools/crypto/ulid-generate.ts';
import emailValidate from './tools/validation/email-validate.ts';
import ipValidate from './tools/validation/ip-validate.ts';
import urlValidate from './tools/validation/url-validate.ts';
import urlParse from './tools/developer/url-parse.ts';
import phoneFormat from './tools/validation/phone-format.ts';
import chmodCalculate from './tools/developer/chmod-calculate.ts';
import cidrCalculate from './tools/developer/cidr-calculate.ts';
import cronDescribe from './tools/developer/cron-describe.ts';
import csvToNdjson from './tools/data/csv-to-ndjson.ts';
import csvToSql from './tools/data/csv-to-sql.ts';
import csvToTsv from './tools/data/csv-to-tsv.ts';
import tsvToCsv from './tools/data/tsv-to-csv.ts';
import ndjsonToCsv from './tools/data/ndjson-to-csv.ts';
import sqlToCsv from './tools/data/sql-to-csv.ts';
import jsonToSql from './tools/data/json-to-sql.ts';
import bookmarksHtmlToCsv from './tools/data/bookmarks-html-to-csv.ts';
import csvToBookmarksHtml from './tools/data/csv-to-bookmarks-html.ts';
import htmlTableToJson from './tools/data/html-table-to-json.ts';
import jsonToMarkdownTable from './tools/data/json-to-markdown-table.ts';
import markdownTableGenerator from './tools/data/markdown-table-generator.ts';
import markdownTableParse from './tools/data/markdown-table-parse.ts';
import markdownToHtml from './tools/data/markdown-to-html.ts';
import vcfToCsv from './tools/data/vcf-to-csv.ts';
import jsonFlatten from './tools/data/json-flatten.ts';
import jsonUnflatten from './tools/data/json-unflatten.ts';
import jsonQuery from './tools/data/json-query.ts';
import jsonPathFinder from './tools/data/json-path-finder.ts';
import jqPlayground from './tools/data/jq-playground.ts';
import jsonDiff from './tools/data/json-diff.ts';
import jsonComparer from './tools/data/json-comparer.ts';
import jsonMinifier from './tools/data/json-minifier.ts';
import jsonVisualizer from './tools/data/json-visualizer.ts';
import jsonYamlConverter from './tools/data/json-yaml-converter.ts';
import yamlToJson from './tools/data/yaml-to-json.ts';
import xmlToJson from './tools/data/xml-to-json.ts';
import jsonToXml from './tools/data/json-to-xml.ts';
import queryStringParse from './tools/data/query-string-parse.ts';
import queryStringStringify from './tools/data/query-string-stringify.ts';
import urlParamsToJson from './tools/data/url-params-to-json.ts';
import jsonToUrlParams from './tools/data/json-to-url-params.ts';
import jsonToTypescript from './tools/developer/json-to-typescript.ts';
import jsonToGoStruct from './tools/developer/json-to-go-struct.ts';
import jsonToJavaClass from './tools/developer/json-to-java-class.ts';
import jsonToPythonClass from './tools/developer/json-to-python-class.ts';
import graphqlToTypescript from './tools/developer/graphql-to-typescript.ts';
import swaggerToOpenapi from './tools/developer/swagger-to-openapi.ts';
import apiDocsGenerator from './tools/developer/api-docs-generator.ts';
import jsonSchemaToReactHookForm from './tools/developer/json-schema-to-react-hook-form.ts';
import jsonSchemaToFormik from './tools/developer/json-schema-to-formik.ts';
import jsonSchemaToHtmlForm from './tools/developer/json-schema-to-html-form.ts';
import cssToTailwind from './tools/developer/css-to-tailwind.ts';
import tailwindToCss from './tools/developer/tailwind-to-css.ts';
import jsonFaker from './tools/data/json-faker.ts';
import mockJsonGenerator from './tools/data/mock-json-generator.ts';
import cssMinifier from './tools/developer/css-minifier.ts';
import envLinter from './tools/developer/env-linter.ts';
import fontIconSearch from './tools/developer/font-icon-search.ts';
import globPatternTester from './tools/developer/glob-pattern-tester.ts';
import privacyPolicyChecker from './tools/developer/privacy-policy-checker.ts';
import sqlFormatter from './tools/developer/sql-formatter.ts';
import aiModelPicker from './tools/developer/ai-model-picker.ts';
import cryptoTestnetFaucets from './tools/developer/crypto-testnet-faucets.ts';
import edgePlatformCostCalculate from './tools/developer/edge-platform-cost-calculate.ts';
import llmRequirementsCalculator from './tools/developer/llm-requirements-calculator.ts';
import urlMetadata from './tools/developer/url-metadata.ts';

export const tools = [
  // The flagship tools (spec 4.2)
  base64,
  urlEncode,
  uuid,
  hash,
  hmac,
  jsonFormat,
  jsonValidate,
  percentage,
  unitConvert,
  colorConvert,
  unixTimestamp,
  numberBase,
  caseConvert,
  wordCount,
  loremIpsum,
  jwtDecode,
  regexTest,
  dateDiff,
  csvToJson,
  jsonToCsv,
  // Crypto and validation (spec 4.3)
  hashGenerate,
  hmacGenerate,
  passwordGenerate,
  passwordStrength,
  randomString,
  randomNumber,
  creditCardValidate,
  nanoidGenerate,
  ulidGenerate,
  emailValidate,
  ipValidate,
  urlValidate,
  urlParse,
  phoneFormat,
  chmodCalculate,
  cidrCalculate,
  cronDescribe,
  // Data conversion (spec 4.3)
  csvToNdjson,
  csvToSql,
  csvToTsv,
  tsvToCsv,
  ndjsonToCsv,
  sqlToCsv,
  jsonToSql,
  jsonToMarkdownTable,
  markdownTableGenerator,
  markdownTableParse,
  htmlTableToJson,
  markdownToHtml,
  bookmarksHtmlToCsv,
  csvToBookmarksHtml,
  vcfToCsv,
  jsonFlatten,
  jsonUnflatten,
  jsonQuery,
  jsonPathFinder,
  jqPlayground,
  jsonDiff,
  jsonComparer,
  jsonMinifier,
  jsonVisualizer,
  jsonYamlConverter,
  yamlToJson,
  xmlToJson,
  jsonToXml,
  queryStringParse,
  queryStringStringify,
  urlParamsToJson,
  jsonToUrlParams,
  jsonToTypescript,
  jsonToGoStruct,
  jsonToJavaClass,
  jsonToPythonClass,
  graphqlToTypescript,
  swaggerToOpenapi,
  apiDocsGenerator,
  jsonSchemaToReactHookForm,
  jsonSchemaToFormik,
  jsonSchemaToHtmlForm,
  cssToTailwind,
  tailwindToCss,
  jsonFaker,
  mockJsonGenerator,
  // Developer helpers (spec 4.3)
  cssMinifier,
  sqlFormatter,
  envLinter,
  globPatternTester,
  fontIconSearch,
  privacyPolicyChecker,
  aiModelPicker,
  cryptoTestnetFaucets,
  edgePlatformCostCalculate,
  llmRequirementsCalculator,
  urlMetadata,
] as const satisfies readonly AnyTool[];

/** The public description of a tool (spec: Tool definition). */
export interface ToolInfo {
  id: string;
  name: string;
  description: string;
  category: string;
  parameters: TObject;
}

const byId = new Map<string, AnyTool>(tools.map((tool) => [tool.id, tool]));
if (byId.size !== tools.length) throw new Error('two tools share an id');

export function get(id: string): AnyTool | undefined {
  return byId.get(id);
}

export function info(tool: AnyTool): ToolInfo {
  return { id: tool.id, name: tool.name, description: tool.description, category: tool.category, parameters: tool.input };
}

/** Every tool's public description, in catalog order. */
export function list(): ToolInfo[] {
  return tools.map(info);
}
