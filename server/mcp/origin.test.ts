/** The Origin rule: no Origin passes, a listed one passes with CORS headers for it alone, anything else is refused. */
import { describe, expect, it } from 'vitest';
import { createOriginPolicy } from './origin.ts';

const policy = createOriginPolicy(['https://app.example.org', 'http://localhost:5173']);
const from = (origin?: string, headers: Record<string, string> = {}) =>
  new Request('http://127.0.0.1/mcp', { method: 'POST', headers: origin === undefined ? headers : { ...headers, origin } });

describe('the MCP Origin policy', () => {
  it('lets a request without Origin through (a non-browser client) with no CORS headers', () => {
    expect(policy.check(from())).toEqual({ allowed: true, origin: null });
    expect(policy.corsHeaders(null)).toEqual({});
  });

  it('lets a listed origin through, and opens CORS to it alone', () => {
    expect(policy.check(from('https://app.example.org'))).toEqual({ allowed: true, origin: 'https://app.example.org' });
    expect(policy.corsHeaders('https://app.example.org')).toMatchObject({ 'access-control-allow-origin': 'https://app.example.org', vary: 'Origin' });
  });

  it.each([
    'https://evil.example',
    'https://app.example.org.evil.example',
    'http://app.example.org',
    'https://app.example.org:8443',
    'https://APP.example.org ',
    'null',
    '',
    '*',
    'http://localhost:5174',
  ])('refuses Origin %j', (origin) => {
    expect(policy.check(from(origin))).toEqual({ allowed: false });
  });

  it('refuses every browser origin when none is listed', () => {
    const closed = createOriginPolicy([]);
    expect(closed.check(from('http://localhost:3000'))).toEqual({ allowed: false });
    expect(closed.check(from())).toEqual({ allowed: true, origin: null });
  });

  it('answers a preflight with the methods and the headers asked for', () => {
    const response = policy.preflight(
      from('http://localhost:5173', { 'access-control-request-headers': 'content-type, mcp-protocol-version' }),
      'http://localhost:5173',
    );
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(response.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
    expect(response.headers.get('access-control-allow-headers')).toBe('content-type, mcp-protocol-version');
  });
});
