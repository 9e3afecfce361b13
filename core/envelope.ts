/** The spec's response envelopes, shared by every surface. */
import type { ErrorCode } from './errors.ts';

export interface SuccessEnvelope<R = unknown> {
  success: true;
  result: R;
  meta: { tool: string; executionMs: number };
}

export interface ErrorBody {
  code: ErrorCode;
  message: string;
  /** Seconds to wait before retrying: on RATE_LIMITED and OVERLOADED from clients that know it. */
  retryAfter?: number;
  /** The original exception behind an INTERNAL_ERROR, for the caller's logger. Non-enumerable: it never serialises. */
  readonly cause?: unknown;
}

export interface ErrorEnvelope {
  success: false;
  error: ErrorBody;
}

export type Envelope<R = unknown> = SuccessEnvelope<R> | ErrorEnvelope;

export function errorEnvelope(code: ErrorCode, message: string, cause?: unknown): ErrorEnvelope {
  const error: ErrorBody = { code, message };
  if (cause !== undefined) Object.defineProperty(error, 'cause', { value: cause, enumerable: false });
  return { success: false, error };
}

/** The TIMEOUT answer of a run past its deadline, shared by every surface (and by clients that time a round trip). */
export function timeoutEnvelope(deadline: number): ErrorEnvelope {
  return errorEnvelope('TIMEOUT', `the tool ran past its deadline of ${deadline} ms on this input`);
}
