/**
 * A limiter's decision as HTTP: the X-RateLimit headers every counted answer carries, or the 429
 * RATE_LIMITED answer with Retry-After. The API, MCP and bin creation all answer limits this way.
 */
import { errorResponse } from '../http.ts';
import type { RateLimiter } from './limiter.ts';

export type LimitOutcome = { headers: Record<string, string> } | { response: Response };

/** Counts one request from `ip`; `refusal` is the 429's message, naming what was limited. */
export async function limitRequest(limiter: RateLimiter, ip: string, refusal: string): Promise<LimitOutcome> {
  // Every limit off: nothing to count, nothing to state.
  if (!limiter.enabled) return { headers: {} };
  const decision = await limiter.check(ip);
  const headers: Record<string, string> = {};
  if (Number.isFinite(decision.limit) && decision.limit > 0) {
    headers['x-ratelimit-limit'] = String(decision.limit);
    headers['x-ratelimit-remaining'] = String(decision.remaining);
  }
  if (decision.allowed) return { headers };
  headers['retry-after'] = String(decision.retryAfterSeconds ?? 1);
  return { response: errorResponse('RATE_LIMITED', refusal, headers) };
}
