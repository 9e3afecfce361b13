/**
 * The outside sources that network tools read, played for their examples by fake servers on
 * 127.0.0.1: each serves the source's real recorded answer, and the tool reaches it through the
 * production guarded fetch with its test-only origin overrides (runtime-node/guarded-fetch.ts).
 * A network tool whose examples need its source lists it here; url-metadata needs none (its
 * examples read data: URLs).
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGuardedFetch } from '../runtime-node/guarded-fetch.ts';

interface Recorded {
  contentType: string;
  /** The recorded body, a fixture file. */
  file: URL;
}

const UPSTREAMS: Record<string, Record<string, Recorded>> = {
  // kktc-exchange-rates: the Central Bank of the TRNC's daily rates of 2 January 2024.
  'https://mb.gov.ct.tr': {
    '/kur/gunluk.xml': { contentType: 'text/xml; charset=utf-8', file: new URL('../core/tools/finance/fixtures/kktcmb-gunluk-2024-01-02.xml', import.meta.url) },
  },
};

function serve(routes: Record<string, Recorded>): Promise<Server> {
  const server = createServer((request, response) => {
    const route = routes[request.url ?? ''];
    if (!route) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': route.contentType }).end(readFileSync(route.file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Starts every fake source; `fetch` is the guarded fetch that reaches them in place of the real ones. */
export async function startUpstreams(): Promise<{ fetch: typeof fetch; close(): Promise<void> }> {
  const servers = new Map<string, Server>();
  for (const [origin, routes] of Object.entries(UPSTREAMS)) servers.set(origin, await serve(routes));
  const originOverrides = Object.fromEntries([...servers].map(([origin, server]) => [origin, `http://localhost:${(server.address() as AddressInfo).port}`]));
  return {
    fetch: createGuardedFetch({ allowHosts: ['localhost'], originOverrides }),
    close: () => Promise.all([...servers.values()].map((server) => new Promise((resolve) => server.close(resolve)))).then(() => {}),
  };
}
