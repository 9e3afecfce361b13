import { Type, type Static } from '@sinclair/typebox';
import { parseKktcmbRates, UnreadableRates, type KktcmbDay } from '../../lib/kktcmb-rates.ts';
import { closedObject } from '../../schema.ts';
import { defineTool, invalid, ToolError, type ToolContext } from '../../tool.ts';

/*
 * Decisions (spec: optional currency, an ISO code filter; issue 17 rule 6):
 * - Source: the Central Bank of the TRNC's daily XML, https://mb.gov.ct.tr/kur/gunluk.xml (its
 *   "Döviz kurlarına erişim" page; format in lib/kktcmb-rates.ts). The bare host, not www: the
 *   certificate reportedly names only mb.gov.ct.tr (github.com/GNO-cy/kktc-kurlar, getir.mjs).
 * - Fetched with ctx.fetch (the guarded fetch on the server and in Node) and kept for an hour in
 *   ctx.cache, the runtime's: on the server that is Redis with REDIS_URL, so one bank request an
 *   hour serves every instance, whoever asks. Fresh means within the hour by ctx.now() (an entry
 *   from the "future", a clock set back, is stale) and not yet expired in the cache (its TTL).
 * - No ctx.cache (a library caller that passed none): every call asks the bank, and says
 *   cached: false. No module state instead: it would be invisible to the server's shared store
 *   and to whoever runs us, who decides what is kept (tooldeck's Node workers pass one in memory).
 * - The cache is a help: an entry that fails to read or store (Redis down) or does not parse is a
 *   miss, so the call asks the bank rather than failing. Calls that miss at the same moment, on
 *   one instance or several, each ask (no lock for what is one request an hour).
 * - The bank down, refusing, slower than 5 s, answering non-2xx, or a body that is not its rates
 *   XML: UPSTREAM_UNAVAILABLE (503), saying which. The run's own deadline passing stays TIMEOUT.
 * - No ctx.fetch (a runtime without network access, e.g. the examples' runner): VALIDATION_ERROR,
 *   as url-metadata answers; retrying the same runtime would not help, which a 503 would suggest.
 * - currency: 3 letters, any case, upper-cased. TRY is the base (400); a code the bank does not
 *   publish is a 400 naming currency and listing the codes it does.
 * - Rates are Turkish lira for ONE unit (the bank quotes JPY per 100: divided exactly, `unit` says
 *   so). forex = transfers (döviz), banknote = cash (efektif); buying = the bank buys.
 */

const SOURCE_URL = 'https://mb.gov.ct.tr/kur/gunluk.xml';
const CACHE_SECONDS = 60 * 60;
const CACHE_MS = CACHE_SECONDS * 1000;
/** Versioned: an instance of a later release that stores another shape reads ours as a miss, and ours its. */
const CACHE_KEY = 'gunluk:v1';
const FETCH_TIMEOUT_MS = 5_000;
const PUBLISHER = 'Central Bank of the TRNC (KKTC Merkez Bankası)';

const rate = closedObject({
  code: Type.String({ description: 'ISO 4217 code, e.g. USD' }),
  name: Type.String({ description: 'The currency name as the bank publishes it (Turkish)' }),
  unit: Type.Integer({ description: 'How many units the bank quotes for (1, or 100 for JPY); the rates here are per ONE unit' }),
  forex_buying: Type.Number({ description: 'TRY the bank pays for one unit by transfer (döviz alış)' }),
  forex_selling: Type.Number({ description: 'TRY the bank asks for one unit by transfer (döviz satış)' }),
  banknote_buying: Type.Union([Type.Number(), Type.Null()], { description: 'TRY the bank pays for one unit in cash (efektif alış), or null' }),
  banknote_selling: Type.Union([Type.Number(), Type.Null()], { description: 'TRY the bank asks for one unit in cash (efektif satış), or null' }),
});

const output = closedObject({
  source: Type.String({ description: 'The URL the rates come from' }),
  publisher: Type.String({ description: 'Who publishes them' }),
  base_currency: Type.Literal('TRY', { description: 'Every rate is in Turkish lira' }),
  date: Type.String({ description: 'The date of the rates (YYYY-MM-DD)' }),
  announcement_no: Type.Union([Type.String(), Type.Null()], { description: 'The bank’s announcement number, or null' }),
  valid_from: Type.Union([Type.String(), Type.Null()], { description: 'First day the rates apply to (YYYY-MM-DD; a weekend or holiday spans several), or null' }),
  valid_to: Type.Union([Type.String(), Type.Null()], { description: 'Last day the rates apply to, or null' }),
  currency: Type.Union([Type.String(), Type.Null()], { description: 'The currency asked for, or null for all' }),
  count: Type.Integer({ description: 'How many rates are listed' }),
  rates: Type.Array(rate, { description: 'The rates, in the bank’s order' }),
  cross_rates: Type.Array(
    closedObject({
      from: Type.String({ description: 'ISO code' }),
      to: Type.String({ description: 'ISO code' }),
      rate: Type.Number({ description: 'Units of `to` for one unit of `from`' }),
    }),
    { description: 'The bank’s cross rates (those involving the currency asked for, when one is)' },
  ),
  fetched_at: Type.String({ description: 'When the rates were fetched from the bank (ISO 8601)' }),
  cached: Type.Boolean({ description: 'Whether they came from the one-hour cache' }),
  note: Type.String({ description: 'How to read the figures' }),
});

type Result = Static<typeof output>;

const NOTE =
  'Turkish lira (TRY) for one unit of each currency (the bank quotes some per 100: see unit). forex = by transfer (döviz), ' +
  'banknote = cash (efektif); buying is what the bank pays, selling what it asks.';

/** A fetched day and when (ctx.now(), ms), as the cache keeps it. */
interface Fetched {
  at: number;
  day: KktcmbDay;
}

const upstream = (reason: string): ToolError => new ToolError('UPSTREAM_UNAVAILABLE', `the ${PUBLISHER} rates could not be read: ${reason}; try again later`);

async function fetchDay(ctx: ToolContext): Promise<KktcmbDay> {
  if (!ctx.fetch) invalid('currency: this runtime offers no network access, so the Central Bank of the TRNC rates cannot be fetched here');
  // Our own bound, under the run's deadline, so a slow bank is a 503 and not a TIMEOUT.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(upstream(`mb.gov.ct.tr did not answer within ${FETCH_TIMEOUT_MS / 1000} s`)), FETCH_TIMEOUT_MS);
  const onAbort = () => controller.abort(ctx.signal.reason);
  if (ctx.signal.aborted) onAbort();
  ctx.signal.addEventListener('abort', onAbort, { once: true });
  let body: string;
  try {
    const response = await ctx.fetch(SOURCE_URL, { headers: { accept: 'application/xml, text/xml;q=0.9, */*;q=0.1' }, signal: controller.signal });
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      throw upstream(`mb.gov.ct.tr answered HTTP ${response.status}`);
    }
    body = await response.text();
  } catch (error) {
    if (ctx.signal.aborted) throw error;
    if (error instanceof ToolError && error.code === 'UPSTREAM_UNAVAILABLE') throw error;
    // The guarded fetch says why in a ToolError ("url: could not fetch from …: the connection was refused").
    throw upstream(error instanceof ToolError ? error.message.replace(/^url: /, '') : 'the request failed');
  } finally {
    clearTimeout(timer);
    ctx.signal.removeEventListener('abort', onAbort);
  }
  try {
    return await parseKktcmbRates(body);
  } catch (error) {
    if (error instanceof UnreadableRates) throw upstream(`the answer is not the bank's rates XML (${error.message})`);
    throw error;
  }
}

/** The cached day if ctx.cache has one fetched within the hour before `now`; any failure is a miss. */
async function cachedDay(ctx: ToolContext, now: number): Promise<Fetched | undefined> {
  let stored: string | undefined;
  try {
    stored = await ctx.cache?.get(CACHE_KEY);
  } catch {
    return undefined;
  }
  if (stored === undefined) return undefined;
  let entry: Partial<Fetched>;
  try {
    entry = JSON.parse(stored) as Partial<Fetched>;
  } catch {
    return undefined;
  }
  // Only this tool writes under its keys; the check is for a value cut short or garbled in the store.
  const { at, day } = entry ?? {};
  if (typeof at !== 'number' || !Array.isArray(day?.rates) || !Array.isArray(day.cross_rates) || typeof day.date !== 'string') return undefined;
  return now >= at && now - at < CACHE_MS ? { at, day } : undefined;
}

async function storeDay(ctx: ToolContext, fetched: Fetched): Promise<void> {
  try {
    // Awaited, so the next call (on any instance) finds it once this one has answered.
    await ctx.cache?.set(CACHE_KEY, JSON.stringify(fetched), CACHE_SECONDS);
  } catch {
    // Not stored: the next call asks the bank again, which is safe.
  }
}

export default defineTool({
  id: 'kktc-exchange-rates',
  name: 'KKTC Exchange Rates',
  category: 'finance',
  description:
    'The official daily exchange rates of the Central Bank of the TRNC (KKTC Merkez Bankası, Northern Cyprus) in Turkish lira: ' +
    'forex and banknote buying and selling rates per unit, the dates they apply to, and the bank’s cross rates, read from its ' +
    'published XML (mb.gov.ct.tr/kur/gunluk.xml) and cached for an hour. Optionally one currency by ISO code.',
  keywords: ['kktc', 'trnc', 'north cyprus', 'kıbrıs', 'merkez bankası', 'döviz kuru', 'currency rates', 'lira', 'try', 'forex'],
  mcp: true,
  network: true,
  input: closedObject({
    currency: Type.Optional(
      Type.String({
        pattern: '^[A-Za-z]{3}$',
        errorMessage: 'must be a 3-letter ISO 4217 currency code, e.g. USD',
        description: 'Only this currency (ISO 4217 code such as USD, EUR, GBP; any letter case); all when absent',
      }),
    ),
  }),
  output,
  examples: [
    {
      title: 'The US dollar (the bank’s rates of 2 January 2024)',
      now: '2024-01-02T09:00:00.000Z',
      input: { currency: 'USD' },
      output: {
        source: SOURCE_URL,
        publisher: PUBLISHER,
        base_currency: 'TRY',
        date: '2024-01-02',
        announcement_no: '2023/251',
        valid_from: '2023-12-30',
        valid_to: '2024-01-02',
        currency: 'USD',
        count: 1,
        rates: [{ code: 'USD', name: 'AMERİKAN DOLARI', unit: 1, forex_buying: 29.4382, forex_selling: 29.4913, banknote_buying: 29.4176, banknote_selling: 29.5355 }],
        cross_rates: [
          { from: 'USD', to: 'AUD', rate: 1.4669 },
          { from: 'USD', to: 'DKK', rate: 6.7361 },
          { from: 'USD', to: 'SEK', rate: 10 },
          { from: 'USD', to: 'CHF', rate: 0.84 },
          { from: 'USD', to: 'JPY', rate: 141.55 },
          { from: 'USD', to: 'CAD', rate: 1.3245 },
          { from: 'USD', to: 'NOK', rate: 10.18 },
          { from: 'USD', to: 'SAR', rate: 3.75 },
          { from: 'KWD', to: 'USD', rate: 3.2544 },
          { from: 'GBP', to: 'USD', rate: 1.274 },
          { from: 'EUR', to: 'USD', rate: 1.1065 },
        ],
        fetched_at: '2024-01-02T09:00:00.000Z',
        cached: false,
        note: NOTE,
      },
    },
    {
      title: 'The yen, quoted per 100 and given per 1',
      now: '2024-01-02T11:00:00.000Z',
      input: { currency: 'jpy' },
      output: {
        source: SOURCE_URL,
        publisher: PUBLISHER,
        base_currency: 'TRY',
        date: '2024-01-02',
        announcement_no: '2023/251',
        valid_from: '2023-12-30',
        valid_to: '2024-01-02',
        currency: 'JPY',
        count: 1,
        rates: [{ code: 'JPY', name: 'JAPON YENİ', unit: 100, forex_buying: 0.207467, forex_selling: 0.208841, banknote_buying: 0.2067, banknote_selling: 0.209635 }],
        cross_rates: [{ from: 'USD', to: 'JPY', rate: 141.55 }],
        fetched_at: '2024-01-02T11:00:00.000Z',
        cached: false,
        note: NOTE,
      },
    },
  ],
  async run({ currency }, ctx): Promise<Result> {
    const now = ctx.now().getTime();
    const cached = await cachedDay(ctx, now);
    let entry = cached;
    if (entry === undefined) {
      entry = { at: now, day: await fetchDay(ctx) };
      await storeDay(ctx, entry);
    }
    const { day } = entry;
    const code = currency?.toUpperCase();
    let rates = day.rates;
    let crossRates = day.cross_rates;
    if (code !== undefined) {
      if (code === 'TRY') invalid('currency: TRY is the base currency: every rate is given in Turkish lira');
      rates = rates.filter((item) => item.code === code);
      if (rates.length === 0) {
        invalid(`currency: the Central Bank of the TRNC publishes no rate for ${code}; it publishes ${day.rates.map((item) => item.code).join(', ')}`);
      }
      crossRates = crossRates.filter((item) => item.from === code || item.to === code);
    }
    return {
      source: SOURCE_URL,
      publisher: PUBLISHER,
      base_currency: 'TRY',
      date: day.date,
      announcement_no: day.announcement_no,
      valid_from: day.valid_from,
      valid_to: day.valid_to,
      currency: code ?? null,
      count: rates.length,
      // No copies needed: the day is this call's own, fetched or parsed afresh from the cache's text.
      rates,
      cross_rates: crossRates,
      fetched_at: new Date(entry.at).toISOString(),
      cached: cached !== undefined,
      note: NOTE,
    };
  },
});
