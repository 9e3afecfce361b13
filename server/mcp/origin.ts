/**
 * The Origin rule of MCP's Streamable HTTP transport (servers must validate Origin, against DNS
 * rebinding and pages calling the server from a visitor's browser): a request without Origin
 * comes from a non-browser client and passes; a browser Origin passes only when it is listed
 * in MCP_ALLOWED_ORIGINS, and only then do answers carry CORS headers for it.
 */
import { preflightResponse } from '../http.ts';

export type OriginVerdict = { allowed: true; origin: string | null } | { allowed: false };

export function createOriginPolicy(allowedOrigins: readonly string[]) {
  const allowed = new Set(allowedOrigins);

  function check(request: Request): OriginVerdict {
    const origin = request.headers.get('origin');
    if (origin === null) return { allowed: true, origin: null };
    // Exact match against the normalised list: browsers send the origin in exactly that form.
    return allowed.has(origin) ? { allowed: true, origin } : { allowed: false };
  }

  /** The CORS headers of an answer to a listed browser origin; none otherwise (no `*` on this surface). */
  function corsHeaders(origin: string | null): Record<string, string> {
    if (origin === null) return {};
    return {
      'access-control-allow-origin': origin,
      'access-control-expose-headers': 'Mcp-Session-Id, Mcp-Protocol-Version, X-RateLimit-Limit, X-RateLimit-Remaining, Retry-After',
      vary: 'Origin',
    };
  }

  /** The answer to a CORS preflight from a listed origin. */
  function preflight(request: Request, origin: string): Response {
    return preflightResponse(request, 'POST, OPTIONS', { cors: corsHeaders(origin), defaultHeaders: 'content-type, mcp-protocol-version' });
  }

  return { check, corsHeaders, preflight };
}
