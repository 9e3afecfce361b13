/** The URLs a new bin is handed out with: BIN_HOST, or the request's origin, behind trusted proxies too. */
import { describe, expect, it } from 'vitest';
import { isBinId, newBinId } from './ids.ts';
import { binUrls, requestOrigin } from './origin.ts';

const requestTo = (url: string, headers: Record<string, string> = {}) => new Request(url, { method: 'POST', headers });

describe('requestOrigin', () => {
  it('is the request URL\'s origin without trusted proxies, whatever X-Forwarded-* say', () => {
    const request = requestTo('http://localhost:3000/bins', { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' });
    expect(requestOrigin(request, 0)).toBe('http://localhost:3000');
  });

  it('takes X-Forwarded-Proto and -Host from the outermost trusted proxy', () => {
    const headers = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'Bins.Example.org' };
    expect(requestOrigin(requestTo('http://10.0.0.5:3000/bins', headers), 1)).toBe('https://bins.example.org');
    // A client-written entry left of the trusted proxy's is ignored.
    const appended = { 'x-forwarded-proto': 'http, https', 'x-forwarded-host': 'evil.example, bins.example.org:8443' };
    expect(requestOrigin(requestTo('http://10.0.0.5:3000/bins', appended), 1)).toBe('https://bins.example.org:8443');
    expect(requestOrigin(requestTo('http://10.0.0.5:3000/bins', appended), 2)).toBe('http://evil.example');
    expect(requestOrigin(requestTo('http://10.0.0.5:3000/bins', appended), 5)).toBe('http://evil.example');
  });

  it('ignores forwarded values that are not a plain scheme or host', () => {
    for (const host of ['evil.example/path', 'user@evil.example', '"><script>', 'a b', '', 'evil.example:port']) {
      const request = requestTo('http://localhost:3000/bins', { 'x-forwarded-host': host, 'x-forwarded-proto': 'javascript' });
      expect(requestOrigin(request, 1), host).toBe('http://localhost:3000');
    }
    expect(requestOrigin(requestTo('http://localhost:3000/bins', { 'x-forwarded-host': '[2001:db8::1]:8080' }), 1)).toBe('http://[2001:db8::1]:8080');
  });
});

describe('binUrls', () => {
  it('names BIN_HOST over https at its root', () => {
    expect(binUrls('ID', { binHost: 'bins.example.org', origin: 'http://localhost:3000', prefix: '/tools' })).toEqual({
      url: 'https://bins.example.org/bins/ID/in',
      inspectUrl: 'https://bins.example.org/bins/ID',
    });
  });

  it('otherwise names the request\'s origin and the BASE_PATH it came in under', () => {
    expect(binUrls('ID', { binHost: undefined, origin: 'http://localhost:3000', prefix: '' })).toEqual({
      url: 'http://localhost:3000/bins/ID/in',
      inspectUrl: 'http://localhost:3000/bins/ID',
    });
    expect(binUrls('ID', { binHost: undefined, origin: 'https://example.org', prefix: '/tools' }).url).toBe('https://example.org/tools/bins/ID/in');
  });
});

describe('bin ids', () => {
  it('are 128 random bits in base64url: 22 URL-safe characters, never the same twice', () => {
    const ids = Array.from({ length: 2000 }, newBinId);
    for (const id of ids) {
      expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(Buffer.from(id, 'base64url')).toHaveLength(16);
      expect(isBinId(id)).toBe(true);
    }
    expect(new Set(ids).size).toBe(ids.length);
    // Every base64url character turns up somewhere in 2000 ids (44 000 characters).
    expect(new Set(ids.join('')).size).toBe(64);
  });

  it('have one spelling: anything else names no bin', () => {
    for (const hostile of ['', '..', '../../etc/passwd', '__proto__', 'constructor', 'A'.repeat(21), 'A'.repeat(23), 'A'.repeat(10_000), '%41'.repeat(8), 'AAAAAAAAAAAAAAAAAAAAA=', 'AAAAAAAAAAAAAAAAAAAA/A', 'AAAAAAAAAAAAAAAAAAAAA\n']) {
      expect(isBinId(hostile), hostile.slice(0, 30)).toBe(false);
    }
  });
});
