import type { AnyTool } from '../tool.ts';
import jsonToTypescript from '../tools/developer/json-to-typescript.ts';
import jsonToGoStruct from '../tools/developer/json-to-go-struct.ts';
import jsonToJavaClass from '../tools/developer/json-to-java-class.ts';
import jsonToPythonClass from '../tools/developer/json-to-python-class.ts';
import graphqlToTypescript from '../tools/developer/graphql-to-typescript.ts';
import swaggerToOpenapi from '../tools/developer/swagger-to-openapi.ts';
import apiDocsGenerator from '../tools/developer/api-docs-generator.ts';

export default [
  jsonToTypescript,
  jsonToGoStruct,
  jsonToJavaClass,
  jsonToPythonClass,
  graphqlToTypescript,
  swaggerToOpenapi,
  apiDocsGenerator,
] as const satisfies readonly AnyTool[];
