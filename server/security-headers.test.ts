/**
 * Issue 15, rule 8, on the real server: every answer of every surface carries
 * `X-Content-Type-Options: nosniff` (pages, assets, JSON answers and errors, redirects,
 * preflights, bins, MCP, the icon), and every HTML page `Referrer-Policy: no-referrer`. The walk
 * runs under BASE_PATH, so the root and the prefixed spellings are both covered (the playground
 * answers under BASE_PATH only); its folder is a stand-in (an index.html and one asset) rather than a Vite build.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './test-server.ts';

const BASE = '/deck';
const MAX_BODY_BYTES = 10_000;

let server: RunningServer;
let playgroundDir: string;

beforeAll(async () => {
  playgroundDir = mkdtempSync(join(tmpdir(), 'tooldeck-headers-'));
  mkdirSync(join(playgroundDir, 'assets'));
  writeFileSync(join(playgroundDir, 'index.html'), '<!doctype html><title>stand-in</title>');
  writeFileSync(join(playgroundDir, 'assets', 'main-abc123.js'), 'console.log(1)');
  writeFileSync(join(playgroundDir, 'sw.js'), 'const PRECACHE={};');
  writeFileSync(join(playgroundDir, 'manifest.webmanifest'), '{}');
  server = await startServer({
    PLAYGROUND_DIR: playgroundDir,
    BASE_PATH: BASE,
    MAX_BODY_BYTES: String(MAX_BODY_BYTES),
    BIN_RATE_LIMIT_PER_MINUTE: '3',
    MCP_ALLOWED_ORIGINS: 'https://allowed.example',
    WORKERS: '1',
  });
});

afterAll(async () => {
  await server?.stop();
  if (playgroundDir) rmSync(playgroundDir, { recursive: true, force: true });
});

interface Probe {
  /** What the probe is, for the failure message. */
  name: string;
  path: string;
  init?: RequestInit;
  status: number;
}

const json = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const MCP_HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
const mcpList = (extra: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { ...MCP_HEADERS, ...extra },
  body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
});
const html: RequestInit = { headers: { accept: 'text/html' } };

/** Sends each probe (the stream's body is left unread), checking the status it was meant to reach. */
async function walk(probes: Probe[]): Promise<{ probe: Probe; response: Response }[]> {
  const answered = [];
  for (const probe of probes) {
    const abort = new AbortController();
    const response = await fetch(`${server.url}${probe.path}`, { redirect: 'manual', signal: abort.signal, ...probe.init });
    expect(response.status, probe.name).toBe(probe.status);
    answered.push({ probe, response });
    abort.abort();
  }
  return answered;
}

describe('security headers on every surface', () => {
  it('sends nosniff on every answer, and no-referrer on every HTML page', async () => {
    const created = await fetch(`${server.url}/bins`, { method: 'POST' });
    expect(created.status).toBe(201);
    const bin = (await created.json()) as { id: string };
    const binPath = `/bins/${bin.id}`;
    const docs = await (await fetch(`${server.url}/docs`)).text();
    // Linked relative to the page, as the page is served under BASE_PATH too.
    const docsScriptUrl = new URL(/<script src="([^"]+)"/.exec(docs)![1]!, `${server.url}/docs`);
    const docsScript = docsScriptUrl.pathname + docsScriptUrl.search;

    const probes: Probe[] = [
      // The playground (under BASE_PATH only): pages, redirects to the one spelling, assets, its own 404.
      { name: 'playground page', path: `${BASE}/`, status: 200 },
      { name: 'playground page', path: `${BASE}/playground`, status: 200 },
      { name: 'playground redirect', path: `${BASE}/playground/`, status: 308 },
      { name: 'BASE_PATH redirect', path: BASE, status: 308 },
      { name: 'playground asset', path: `${BASE}/assets/main-abc123.js`, status: 200 },
      { name: 'playground asset, gzipped', path: `${BASE}/assets/main-abc123.js`, init: { headers: { 'accept-encoding': 'gzip' } }, status: 200 },
      { name: 'missing asset', path: `${BASE}/assets/missing-abc.js`, status: 404 },
      { name: 'service worker', path: `${BASE}/sw.js`, status: 200 },
      { name: 'web manifest', path: `${BASE}/manifest.webmanifest`, init: { headers: { 'accept-encoding': 'gzip' } }, status: 200 },
      // The API reference.
      { name: 'docs page', path: '/docs', status: 200 },
      { name: 'docs script', path: docsScript, init: { headers: { 'accept-encoding': 'gzip' } }, status: 200 },
      { name: 'docs script, plain', path: docsScript, init: { headers: { 'accept-encoding': 'identity' } }, status: 200 },
      // The icon.
      { name: 'favicon.ico', path: '/favicon.ico', status: 200 },
      { name: 'favicon.svg', path: '/favicon.svg', status: 200 },
      { name: 'favicon.svg under BASE_PATH', path: `${BASE}/favicon.svg`, status: 200 },
      // The API: answers, errors of every kind, a preflight, the spec.
      { name: 'health', path: '/api/health', status: 200 },
      { name: 'health, HEAD', path: '/api/health', init: { method: 'HEAD' }, status: 200 },
      { name: 'health under BASE_PATH', path: `${BASE}/api/health`, status: 200 },
      { name: 'tool list', path: '/api/tools', status: 200 },
      { name: 'one tool', path: '/api/tools/base64', status: 200 },
      { name: 'unknown tool', path: '/api/tools/no-such-tool', status: 404 },
      { name: 'OpenAPI document', path: '/api/openapi.json', status: 200 },
      { name: 'execute', path: '/api/tools/base64/execute', init: json({ action: 'encode', text: 'hi' }), status: 200 },
      { name: 'execute, isolate tool', path: '/api/tools/regex-test/execute', init: json({ pattern: 'a', text: 'a' }), status: 200 },
      { name: 'execute, invalid JSON', path: '/api/tools/base64/execute', init: { method: 'POST', body: '{' }, status: 400 },
      { name: 'execute, too large', path: '/api/tools/base64/execute', init: { method: 'POST', body: 'x'.repeat(MAX_BODY_BYTES + 1) }, status: 413 },
      { name: 'execute, unknown tool', path: '/api/tools/no-such-tool/execute', init: json({}), status: 404 },
      { name: 'wrong method', path: '/api/health', init: { method: 'DELETE' }, status: 405 },
      { name: 'API preflight', path: '/api/tools', init: { method: 'OPTIONS', headers: { origin: 'https://x.example', 'access-control-request-method': 'GET' } }, status: 204 },
      { name: 'unknown API path', path: '/api/nope', status: 404 },
      { name: 'unknown path', path: '/nope', status: 404 },
      // Bins: JSON, the page, its script, its redirect, the stream, a capture, refusals.
      { name: 'bin listing', path: binPath, status: 200 },
      { name: 'bin page', path: binPath, init: html, status: 200 },
      { name: 'bin page redirect', path: `${binPath}/`, init: html, status: 308 },
      { name: 'bin page script', path: '/bins/view.js', status: 200 },
      { name: 'bin stream', path: `${binPath}/stream`, status: 200 },
      { name: 'capture', path: `${binPath}/in/x?token=t`, init: { method: 'POST', body: 'hello' }, status: 200 },
      { name: 'capture preflight', path: `${binPath}/in`, init: { method: 'OPTIONS', headers: { 'access-control-request-method': 'PUT' } }, status: 204 },
      { name: 'capture, too large', path: `${binPath}/in`, init: { method: 'POST', body: 'x'.repeat(MAX_BODY_BYTES + 1) }, status: 413 },
      { name: 'bins, wrong method', path: '/bins', status: 405 },
      { name: 'unknown bin', path: `/bins/${'A'.repeat(22)}`, status: 404 },
      { name: 'bins create', path: '/bins', init: { method: 'POST' }, status: 201 },
      { name: 'bins create, third in a minute (limit 3)', path: '/bins', init: { method: 'POST' }, status: 201 },
      { name: 'bins create, rate limited', path: '/bins', init: { method: 'POST' }, status: 429 },
      { name: 'bin delete', path: binPath, init: { method: 'DELETE' }, status: 204 },
      // MCP: the SDK's answer, the surface's own refusals, a preflight.
      { name: 'MCP tools/list', path: '/mcp', init: mcpList(), status: 200 },
      { name: 'MCP under BASE_PATH', path: `${BASE}/mcp`, init: mcpList(), status: 200 },
      { name: 'MCP from an allowed origin', path: '/mcp', init: mcpList({ origin: 'https://allowed.example' }), status: 200 },
      { name: 'MCP from another origin', path: '/mcp', init: mcpList({ origin: 'https://evil.example' }), status: 403 },
      { name: 'MCP GET', path: '/mcp', status: 405 },
      { name: 'MCP not JSON', path: '/mcp', init: { method: 'POST', headers: MCP_HEADERS, body: '{' }, status: 400 },
      { name: 'MCP preflight', path: '/mcp', init: { method: 'OPTIONS', headers: { origin: 'https://allowed.example', 'access-control-request-method': 'POST' } }, status: 204 },
      { name: 'MCP OPTIONS without origin', path: '/mcp', init: { method: 'OPTIONS' }, status: 204 },
    ];

    const answered = await walk(probes);
    const missing = answered.filter(({ response }) => response.headers.get('x-content-type-options') !== 'nosniff').map(({ probe }) => `${probe.name} (${probe.path})`);
    expect(missing).toEqual([]);

    const pages = answered.filter(({ response }) => response.headers.get('content-type')?.startsWith('text/html'));
    expect(pages.map(({ probe }) => probe.name)).toEqual(['playground page', 'playground page', 'docs page', 'bin page']);
    for (const { probe, response } of pages) expect(response.headers.get('referrer-policy'), probe.name).toBe('no-referrer');
  });

  it('answers the icon at /favicon.ico and /favicon.svg as the same SVG image, cacheable', async () => {
    const ico = await fetch(`${server.url}/favicon.ico`);
    const svg = await fetch(`${server.url}/favicon.svg`);
    expect(ico.headers.get('content-type')).toBe('image/svg+xml');
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(ico.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
    const body = await ico.text();
    expect(body).toBe(await svg.text());
    expect(body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  });
});
