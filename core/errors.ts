/** The error codes of the spec's error table (DESIGN.md "Errors"). */
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'PAYLOAD_TOO_LARGE',
  'TIMEOUT',
  'RATE_LIMITED',
  'OVERLOADED',
  'INTERNAL_ERROR',
  'UPSTREAM_UNAVAILABLE',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * The one error a tool throws on purpose. Its message reaches the caller as is,
 * so it names the field and says what is wrong, and never carries secrets.
 */
export class ToolError extends Error {
  override readonly name = 'ToolError';
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** Throws a VALIDATION_ERROR; typed `never` so it reads well after `??`. */
export function invalid(message: string): never {
  throw new ToolError('VALIDATION_ERROR', message);
}
