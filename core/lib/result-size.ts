/**
 * A bound on results that can grow far past their bounded input: pretty-printing deep nesting,
 * or a table whose sparse rows all get every column. Past it the caller gets a clear
 * VALIDATION_ERROR instead of a response too big to send or a run that never ends.
 */
import { invalid } from '../errors.ts';

export const MAX_RESULT_CHARS = 20_000_000;

/** Throws `json: the formatted result would be longer than 20000000 characters`. */
export function resultTooLarge(field: string, what: string): never {
  invalid(`${field}: ${what} would be longer than ${MAX_RESULT_CHARS} characters`);
}
