/**
 * kktc-exchange-rates end to end: a fake Central Bank of the TRNC on 127.0.0.1 serves the bank's real
 * daily XML (fixtures/kktcmb-gunluk-2024-01-02.xml: the file the bank published for 2 January 2024,
 * announcement 2023/251, as mirrored byte for byte at github.com/GNO-cy/kktc-kurlar,
 * kktcmb/2024/20240102.xml). The tool's fixed https://mb.gov.ct.tr origin reaches it through the
 * production guarded fetch (runtime-node/guarded-fetch.ts) and its test-only originOverrides.
 * The rates are cached in ctx.cache: most tests share one MemoryToolCache, as the calls of one
 * server share its store, and each runs at its own times of ctx.now(), days apart, so no test sees
 * another's entry unless it means to; the cache's own tests give each call the cache they test.
 */
import { readFileSync } from 'node:fs';
import { createServer, type ServerResponse, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from '../../catalog.ts';
import type { Envelope } from '../../envelope.ts';
import { executeTool } from '../../execute.ts';
import { MemoryToolCache } from '../../tool-cache.ts';
import type { ToolCache } from '../../tool.ts';
import { createGuardedFetch } from '../../../runtime-node/guarded-fetch.ts';
import { call } from '../../../test/helpers.ts';
import kktcExchangeRates from './kktc-exchange-rates.ts';

const FIXTURE = readFileSync(new URL('./fixtures/kktcmb-gunluk-2024-01-02.xml', import.meta.url), 'utf8');

type Mode = 'ok' | 'error' | 'garbage' | 'not-found-page' | 'bad-amount' | 'proto' | 'huge' | 'slow';
let mode: Mode = 'ok';
let requests = 0;
const paths: string[] = [];
const stalled: ServerResponse[] = [];
let server: Server;
let port: number;
let closedPort: number;

beforeAll(async () => {
  server = createServer((request, response) => {
    requests++;
    paths.push(request.url ?? '');
    const xml = (body: string, status = 200) => {
      response.writeHead(status, { 'content-type': 'text/xml; charset=utf-8' });
      response.end(body);
    };
    if (request.url !== '/kur/gunluk.xml') return xml('not here', 404);
    switch (mode) {
      case 'ok':
        return xml(FIXTURE);
      case 'error':
        return xml('<h1>Internal Server Error</h1>', 500);
      case 'garbage':
        return xml('\u0000\u0001 this is not XML {');
      case 'not-found-page':
        // What the bank answers for a day it has no rates for (per github.com/GNO-cy/kktc-kurlar, getir.mjs).
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return response.end('<html><body><p>Seçtiğiniz tarihe ait döviz kurları bulunamadı!</p></body></html>');
      case 'bad-amount':
        return xml(FIXTURE.replace('<Doviz_Alis>29.43820</Doviz_Alis>', '<Doviz_Alis>29,43820</Doviz_Alis>'));
      case 'proto':
        return xml(FIXTURE.replace('<Resmi_Kurlar>', '<Resmi_Kurlar><__proto__><polluted>1</polluted></__proto__>'));
      case 'huge':
        return xml(FIXTURE.replace('</KKTCMB_Doviz_Kurlari>', `<!--${'x'.repeat(100_000)}--></KKTCMB_Doviz_Kurlari>`));
      case 'slow':
        stalled.push(response);
        return;
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  // A port nobody listens on: the bank down.
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  closedPort = (probe.address() as AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
});

afterAll(async () => {
  for (const response of stalled) response.destroy();
  await new Promise((resolve) => server.close(resolve));
});

const bank = (options: { bankPort?: number; timeoutMs?: number } = {}) =>
  createGuardedFetch({
    allowHosts: ['localhost'],
    originOverrides: { 'https://mb.gov.ct.tr': `http://localhost:${options.bankPort ?? port}` },
    timeoutMs: options.timeoutMs ?? 5_000,
  });

/** Each test's own clock, days after the last one's, so the hour-long cache never leaks between tests. */
let day = Date.parse('2030-01-01T00:00:00Z');
function clock(): (minutes: number) => Date {
  day += 10 * 24 * 3600_000;
  const base = day;
  return (minutes) => new Date(base + minutes * 60_000);
}

const shared = new MemoryToolCache();

interface RunOptions {
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
  /** The cache the runtime hands the tool; null for none. */
  cache?: ToolCache | null;
}

async function rates(input: unknown, at: Date, { fetch = bank(), timeoutMs, cache = shared }: RunOptions = {}): Promise<Envelope> {
  return executeTool(get('kktc-exchange-rates')!, input, { now: () => at, fetch, ...(timeoutMs ? { timeoutMs } : {}), ...(cache ? { cache } : {}) });
}

type Rate = { code: string; unit: number; forex_buying: number; forex_selling: number; banknote_buying: number | null; banknote_selling: number | null };
type Result = { date: string; count: number; rates: Rate[]; cross_rates: { from: string; to: string; rate: number }[]; cached: boolean; fetched_at: string; currency: string | null };

function result(envelope: Envelope): Result {
  if (!envelope.success) throw new Error(`${envelope.error.code} ${envelope.error.message}`);
  return envelope.result as Result;
}

function expectUpstream(envelope: Envelope, message: RegExp): void {
  expect(envelope).toMatchObject({ success: false, error: { code: 'UPSTREAM_UNAVAILABLE' } });
  if (!envelope.success) expect(envelope.error.message).toMatch(message);
}

describe('kktc-exchange-rates', () => {
  it('runs each example to its documented output against the bank’s real file', async () => {
    mode = 'ok';
    for (const example of kktcExchangeRates.examples) {
      const envelope = await rates(example.input, new Date(example.now!));
      expect(envelope, example.title).toMatchObject({ success: true });
      expect(result(envelope)).toEqual(example.output);
    }
  });

  it('reads every rate of the published file, per one unit', async () => {
    mode = 'ok';
    const before = requests;
    const all = result(await rates({}, clock()(0)));
    expect(requests - before).toBe(1);
    expect(paths.at(-1)).toBe('/kur/gunluk.xml');
    expect(all).toMatchObject({ date: '2024-01-02', count: 12, currency: null, cached: false });
    expect(all.rates.map((rate) => rate.code)).toEqual(['USD', 'AUD', 'DKK', 'EUR', 'GBP', 'CHF', 'SEK', 'CAD', 'KWD', 'NOK', 'SAR', 'JPY']);
    // The file: <Sembol>GBP</Sembol> <Doviz_Alis>37.44170</Doviz_Alis> <Doviz_Satis>37.63690</Doviz_Satis> …
    expect(all.rates[4]).toEqual({ code: 'GBP', name: 'İNGİLİZ STERLİNİ', unit: 1, forex_buying: 37.4417, forex_selling: 37.6369, banknote_buying: 37.4155, banknote_selling: 37.6934 });
    // <Birim>100</Birim> <Sembol>JPY</Sembol> <Doviz_Alis>20.74670</Doviz_Alis>: per one yen
    // python3 -c "from fractions import Fraction as F; print([float(F(x)/100) for x in ['20.74670','20.88410','20.67000','20.96350']])"
    //   → [0.207467, 0.208841, 0.2067, 0.209635]
    expect(all.rates[11]).toMatchObject({ code: 'JPY', unit: 100, forex_buying: 0.207467, forex_selling: 0.208841, banknote_buying: 0.2067, banknote_selling: 0.209635 });
    expect(all.cross_rates).toHaveLength(11);
  });

  it('filters by currency in any letter case, cross rates included', async () => {
    mode = 'ok';
    const at = clock();
    const eur = result(await rates({ currency: 'eur' }, at(0)));
    expect(eur.currency).toBe('EUR');
    expect(eur.rates).toEqual([{ code: 'EUR', name: 'EURO', unit: 1, forex_buying: 32.5739, forex_selling: 32.6326, banknote_buying: 32.5511, banknote_selling: 32.6815 }]);
    expect(eur.cross_rates).toEqual([{ from: 'EUR', to: 'USD', rate: 1.1065 }]);
    // A filter served from the cache.
    const chf = result(await rates({ currency: 'CHF' }, at(1)));
    expect(chf).toMatchObject({ cached: true, count: 1, cross_rates: [{ from: 'USD', to: 'CHF', rate: 0.84 }] });
  });

  it('caches for an hour of ctx.now(), then asks the bank again', async () => {
    mode = 'ok';
    const at = clock();
    const before = requests;
    expect(result(await rates({}, at(0)))).toMatchObject({ cached: false, fetched_at: at(0).toISOString() });
    expect(result(await rates({ currency: 'USD' }, at(30)))).toMatchObject({ cached: true, fetched_at: at(0).toISOString() });
    expect(result(await rates({}, at(59.99)))).toMatchObject({ cached: true });
    expect(requests - before).toBe(1);
    expect(result(await rates({}, at(60)))).toMatchObject({ cached: false, fetched_at: at(60).toISOString() });
    expect(requests - before).toBe(2);
    // A clock set back before the cached fetch does not trust it.
    expect(result(await rates({}, at(45)))).toMatchObject({ cached: false, fetched_at: at(45).toISOString() });
    expect(requests - before).toBe(3);
  });

  it('answers from the cache while the bank is down within the hour, and never caches a failure', async () => {
    const at = clock();
    mode = 'ok';
    result(await rates({}, at(0)));
    mode = 'error';
    expect(result(await rates({}, at(10)))).toMatchObject({ cached: true });
    expectUpstream(await rates({}, at(61)), /answered HTTP 500/);
    mode = 'ok';
    expect(result(await rates({}, at(62)))).toMatchObject({ cached: false });
  });

  it('answers UPSTREAM_UNAVAILABLE when the bank is down', async () => {
    const envelope = await rates({}, clock()(0), { fetch: bank({ bankPort: closedPort }) });
    expectUpstream(envelope, /^the Central Bank of the TRNC \(KKTC Merkez Bankası\) rates could not be read: could not fetch from localhost: the connection was refused; try again later$/);
  });

  it('answers UPSTREAM_UNAVAILABLE on an HTTP error', async () => {
    mode = 'error';
    expectUpstream(await rates({}, clock()(0)), /: mb\.gov\.ct\.tr answered HTTP 500; try again later$/);
  });

  it('answers UPSTREAM_UNAVAILABLE on a body that is not the rates XML', async () => {
    mode = 'garbage';
    expectUpstream(await rates({}, clock()(0)), /the answer is not the bank's rates XML \(the body is not well-formed XML/);
    mode = 'not-found-page';
    expectUpstream(await rates({}, clock()(0)), /the answer is not the bank's rates XML \(the root element is not <KKTCMB_Doviz_Kurlari>\)/);
    mode = 'bad-amount';
    expectUpstream(await rates({}, clock()(0)), /\(USD: Doviz_Alis is not a decimal amount\)/);
    mode = 'proto';
    expectUpstream(await rates({}, clock()(0)), /the XML could not be read \(\[SECURITY\] Invalid name: "__proto__"/);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    mode = 'huge';
    expectUpstream(await rates({}, clock()(0)), /\(the body is longer than 100000 characters\)/);
  });

  it('answers UPSTREAM_UNAVAILABLE when the bank is slower than the fetch allows, TIMEOUT past the run’s deadline', async () => {
    mode = 'slow';
    expectUpstream(await rates({}, clock()(0), { fetch: bank({ timeoutMs: 100 }) }), /: no complete answer within 100 ms; try again later$/);
    const envelope = await rates({}, clock()(0), { timeoutMs: 100 });
    expect(envelope).toMatchObject({ success: false, error: { code: 'TIMEOUT' } });
  });

  it('refuses TRY, unknown currencies and malformed codes, naming currency', async () => {
    mode = 'ok';
    const at = clock();
    const unknown = await rates({ currency: 'XAU' }, at(0));
    expect(unknown).toEqual({
      success: false,
      error: {
        code: 'VALIDATION_ERROR',
        message: 'currency: the Central Bank of the TRNC publishes no rate for XAU; it publishes USD, AUD, DKK, EUR, GBP, CHF, SEK, CAD, KWD, NOK, SAR, JPY',
      },
    });
    expect(await rates({ currency: 'try' }, at(1))).toMatchObject({ success: false, error: { code: 'VALIDATION_ERROR', message: 'currency: TRY is the base currency: every rate is given in Turkish lira' } });
    for (const bad of ['US', 'USDT', 'U$D', '', 12]) {
      const envelope = await rates({ currency: bad }, at(2));
      expect(envelope).toMatchObject({ success: false, error: { code: 'VALIDATION_ERROR' } });
      if (!envelope.success) expect(envelope.error.message).toMatch(/^currency: /);
    }
    expect(await rates(JSON.parse('{"__proto__":{"currency":"USD"}}'), at(3))).toMatchObject({ success: false, error: { message: '__proto__: unknown field' } });
  });

  it('says so when the runtime offers no network access', async () => {
    const envelope = await call('kktc-exchange-rates', { currency: 'USD' }, { now: '2099-01-01T00:00:00Z' });
    expect(envelope).toEqual({
      success: false,
      error: { code: 'VALIDATION_ERROR', message: 'currency: this runtime offers no network access, so the Central Bank of the TRNC rates cannot be fetched here' },
    });
  });
});

/** A MemoryToolCache that records what the tool stores, as the runtime hands it over (keys already scoped). */
class RecordingCache extends MemoryToolCache {
  readonly stored: { key: string; ttlSeconds: number }[] = [];
  override async set(key: string, value: string, ttlSeconds: number): Promise<void> {
    this.stored.push({ key, ttlSeconds });
    return super.set(key, value, ttlSeconds);
  }
}

describe('kktc-exchange-rates keeps the rates in ctx.cache', () => {
  it('serves a second call within the hour from ctx.cache: one bank request for two calls', async () => {
    mode = 'ok';
    const at = clock();
    const cache = new RecordingCache();
    const before = requests;
    const first = result(await rates({}, at(0), { cache }));
    const second = result(await rates({ currency: 'GBP' }, at(20), { cache }));
    expect(requests - before).toBe(1);
    expect(first).toMatchObject({ cached: false, fetched_at: at(0).toISOString() });
    expect(second).toMatchObject({ cached: true, fetched_at: at(0).toISOString(), count: 1, rates: [{ code: 'GBP', forex_buying: 37.4417 }] });
    // Under the tool's own key, for the hour.
    expect(cache.stored).toEqual([{ key: 'kktc-exchange-rates:gunluk:v1', ttlSeconds: 3600 }]);
    // The entry is in the cache handed over, nowhere else: another cache starts empty.
    expect(result(await rates({}, at(21), { cache: new MemoryToolCache() }))).toMatchObject({ cached: false });
    expect(requests - before).toBe(2);
  });

  it('asks the bank on every call when the runtime gives no cache, and says so', async () => {
    mode = 'ok';
    const at = clock();
    const before = requests;
    expect(result(await rates({}, at(0), { cache: null }))).toMatchObject({ cached: false });
    expect(result(await rates({}, at(1), { cache: null }))).toMatchObject({ cached: false, fetched_at: at(1).toISOString() });
    expect(requests - before).toBe(2);
  });

  it('asks the bank again once the entry expires with its TTL, within the hour of ctx.now()', async () => {
    mode = 'ok';
    const at = clock();
    let cacheClock = 0;
    const cache = new MemoryToolCache({ now: () => cacheClock });
    const before = requests;
    result(await rates({}, at(0), { cache }));
    cacheClock = 3600 * 1000 - 1;
    expect(result(await rates({}, at(10), { cache }))).toMatchObject({ cached: true });
    cacheClock = 3600 * 1000;
    expect(result(await rates({}, at(20), { cache }))).toMatchObject({ cached: false, fetched_at: at(20).toISOString() });
    expect(requests - before).toBe(2);
  });

  it('asks the bank rather than failing when the cache fails (Redis down)', async () => {
    mode = 'ok';
    const at = clock();
    const down = new Error('Connection closed');
    const failing: ToolCache = { get: () => Promise.reject(down), set: () => Promise.reject(down) };
    // A cache whose set throws before it even returns a promise.
    const throwing: ToolCache = {
      get: async () => undefined,
      set: () => {
        throw down;
      },
    };
    const before = requests;
    expect(result(await rates({}, at(0), { cache: failing }))).toMatchObject({ cached: false, count: 12 });
    expect(result(await rates({ currency: 'USD' }, at(1), { cache: failing }))).toMatchObject({ cached: false, count: 1 });
    expect(result(await rates({}, at(2), { cache: throwing }))).toMatchObject({ cached: false });
    expect(requests - before).toBe(3);
  });

  it('reads an entry that is not its own shape as a miss, and replaces it', async () => {
    mode = 'ok';
    const at = clock();
    for (const garbled of ['not json', 'null', '{"at":1}', JSON.stringify({ at: at(0).getTime(), day: { date: '2024-01-02' } }), '{"at":']) {
      const cache = new MemoryToolCache();
      await cache.set('kktc-exchange-rates:gunluk:v1', garbled, 3600);
      const before = requests;
      expect(result(await rates({}, at(1), { cache })), garbled).toMatchObject({ cached: false, count: 12 });
      expect(result(await rates({}, at(2), { cache })), garbled).toMatchObject({ cached: true, fetched_at: at(1).toISOString() });
      expect(requests - before).toBe(1);
    }
  });
});
