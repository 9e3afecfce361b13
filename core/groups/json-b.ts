import type { AnyTool } from '../tool.ts';
import jsonYamlConverter from '../tools/data/json-yaml-converter.ts';
import yamlToJson from '../tools/data/yaml-to-json.ts';
import xmlToJson from '../tools/data/xml-to-json.ts';
import jsonToXml from '../tools/data/json-to-xml.ts';
import queryStringParse from '../tools/data/query-string-parse.ts';
import queryStringStringify from '../tools/data/query-string-stringify.ts';
import urlParamsToJson from '../tools/data/url-params-to-json.ts';
import jsonToUrlParams from '../tools/data/json-to-url-params.ts';

export default [
  jsonYamlConverter,
  yamlToJson,
  xmlToJson,
  jsonToXml,
  queryStringParse,
  queryStringStringify,
  urlParamsToJson,
  jsonToUrlParams,
] as const satisfies readonly AnyTool[];
