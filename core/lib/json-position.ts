/**
 * Where and why a JSON text is invalid, in words that do not depend on the engine: the first
 * syntax error found by the scanner in json-tokens.ts, at a 1-based line and column
 * (columns count code points; CRLF, LF and a lone CR end a line).
 */
import { invalid } from '../errors.ts';
import { scanJson, type JsonScanError } from './json-tokens.ts';
import { lineColumnAt } from './text-position.ts';

export interface JsonSyntaxError {
  message: string;
  line: number;
  column: number;
}

/** The first syntax error of `text`, or undefined when it is one valid JSON text. */
export function findJsonError(text: string): JsonSyntaxError | undefined {
  const error = scanJson(text);
  return error && locateJsonError(text, error);
}

export function locateJsonError(text: string, error: JsonScanError): JsonSyntaxError {
  return { message: error.message, ...lineColumnAt(text, error.offset) };
}

/** Throws the VALIDATION_ERROR `json: invalid JSON at line 3, column 5: unexpected character "}", …`. */
export function invalidJson(field: string, text: string, error: JsonScanError): never {
  const { line, column, message } = locateJsonError(text, error);
  invalid(`${field}: invalid JSON at line ${line}, column ${column}: ${message}`);
}
