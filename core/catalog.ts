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
import cryptoATools from './groups/crypto-a.ts';
import cryptoBTools from './groups/crypto-b.ts';
import tabularTools from './groups/tabular.ts';
import markupTools from './groups/markup.ts';
import jsonATools from './groups/json-a.ts';
import jsonBTools from './groups/json-b.ts';
import codegenATools from './groups/codegen-a.ts';
import codegenBTools from './groups/codegen-b.ts';
import developerATools from './groups/developer-a.ts';
import developerBTools from './groups/developer-b.ts';

export const tools = [
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
  ...cryptoATools,
  ...cryptoBTools,
  ...tabularTools,
  ...markupTools,
  ...jsonATools,
  ...jsonBTools,
  ...codegenATools,
  ...codegenBTools,
  ...developerATools,
  ...developerBTools,
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
