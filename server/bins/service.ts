/**
 * The rules of webhook bins (issue 5, items 6–9) over a BinStore: a bin lives exactly its
 * lifetime from creation (never extended), and an expired bin is purged, by a periodic sweep and
 * whenever it is asked for, never just hidden; a bin keeps its newest requests; the store stays
 * under BIN_STORE_MAX_BYTES by evicting the oldest bins; live streams hear of each capture and
 * of the end of their bin.
 */
import { toRequestView, type CapturedRequest, type RequestView } from './capture.ts';
import { KEEP_REQUESTS } from './limits.ts';
import { newBinId } from './ids.ts';
import type { BinUrls } from './origin.ts';
import { errorCode, type BinRecord, type BinStore } from './store.ts';
import type { StreamHub } from './stream.ts';

/** The sweep never waits longer than this, so expired bins leave the disk within a minute. */
const MAX_SWEEP_INTERVAL_MS = 60_000;

export interface CreatedBin extends BinUrls {
  id: string;
  createdAt: string;
  expiresAt: string;
}

/** GET /bins/{id} as JSON. */
export interface BinListing {
  id: string;
  url: string;
  createdAt: string;
  expiresAt: string;
  /** Requests kept (at most 50). */
  count: number;
  /** Older requests dropped to keep the newest 50. */
  dropped: number;
  /** Newest first. */
  requests: RequestView[];
}

/** One event of the live stream: `number` counts the bin's requests from 1, dropped ones included. */
export interface CaptureEvent {
  number: number;
  request: RequestView;
}

export interface BinServiceOptions {
  store: BinStore;
  hub: StreamHub;
  ttlSeconds: number;
  /** 0: no bound. */
  maxStoreBytes: number;
  log: (entry: Record<string, unknown>) => void;
  now?: () => number;
}

export interface BinService {
  create(urlsFor: (id: string) => BinUrls): Promise<CreatedBin>;
  /** The bin when it exists and has not expired (an expired one is purged on the way). */
  find(id: string): Promise<BinRecord | undefined>;
  listing(id: string): Promise<BinListing | undefined>;
  /** False: no such bin (or it expired), nothing captured. */
  capture(id: string, request: CapturedRequest): Promise<boolean>;
  remove(id: string): Promise<boolean>;
  /** Purges every expired bin; the timer calls it, tests may too. */
  sweep(): Promise<void>;
  /** Stops the sweep (the caller closes the store and the hub). */
  close(): void;
}

export function createBinService({ store, hub, ttlSeconds, maxStoreBytes, log, now = Date.now }: BinServiceOptions): BinService {
  const iso = (ms: number) => new Date(ms).toISOString();

  const expired = (bin: BinRecord) => bin.expiresAt <= now();

  /** Keeps the store under its bound, never evicting `spare`, with one log line per bin. */
  const bound = async (spare: string) => {
    if (maxStoreBytes <= 0) return;
    for (const bin of await store.evictOldest(maxStoreBytes, spare)) {
      hub.end(bin.id, 'evicted');
      // The bin is gone, so its id unlocks nothing any more; bodies and headers are never logged.
      log({ time: iso(now()), event: 'bin-evicted', bin: bin.id, createdAt: iso(bin.createdAt), bytes: bin.bytes, requests: bin.requests, maxStoreBytes });
    }
  };

  const purge = async (id: string) => {
    await store.delete(id);
    hub.end(id, 'expired');
  };

  const find = async (id: string): Promise<BinRecord | undefined> => {
    const bin = await store.get(id);
    if (bin === undefined) return undefined;
    if (!expired(bin)) return bin;
    await purge(id);
    return undefined;
  };

  const sweep = async () => {
    try {
      for (const id of await store.purgeExpired(now())) hub.end(id, 'expired');
    } catch (error) {
      log({ time: iso(now()), event: 'bin-sweep-error', error: error instanceof Error ? error.message : String(error) });
    }
  };
  const timer = setInterval(() => void sweep(), Math.min(MAX_SWEEP_INTERVAL_MS, ttlSeconds * 1000));
  // unref: a pending sweep must never keep a process (a test, an embedding program) alive.
  (timer as { unref?: () => void }).unref?.();

  return {
    async create(urlsFor) {
      const id = newBinId();
      const createdAt = now();
      // Exactly the lifetime from creation: reading or capturing never extends it.
      const expiresAt = createdAt + ttlSeconds * 1000;
      const urls = urlsFor(id);
      await store.create({ id, url: urls.url, createdAt, expiresAt });
      await bound(id);
      return { id, ...urls, createdAt: iso(createdAt), expiresAt: iso(expiresAt) };
    },

    find,

    async listing(id) {
      if ((await find(id)) === undefined) return undefined;
      const contents = await store.contents(id);
      if (contents === undefined) return undefined;
      const { bin, requests } = contents;
      return {
        id: bin.id,
        url: bin.url,
        createdAt: iso(bin.createdAt),
        expiresAt: iso(bin.expiresAt),
        count: requests.length,
        dropped: bin.dropped,
        requests: requests.map(toRequestView),
      };
    },

    async capture(id, request) {
      if ((await find(id)) === undefined) return false;
      const number = await store.capture(id, request, KEEP_REQUESTS);
      if (number === undefined) return false;
      try {
        await bound(id);
      } catch (error) {
        // The capture is stored: refusing it now would make the sender retry and store it twice.
        // The store (Redis) failed in between; the next write bounds it again. The bin's id stays
        // out of the line: it is the bin's only key.
        log({ time: iso(now()), event: 'bin-bound-error', error: errorCode(error) });
      }
      const event: CaptureEvent = { number, request: toRequestView(request) };
      hub.publish(id, 'capture', event);
      return true;
    },

    async remove(id) {
      if ((await find(id)) === undefined) return false;
      const removed = await store.delete(id);
      hub.end(id, 'deleted');
      return removed;
    },

    sweep,

    close() {
      clearInterval(timer);
    },
  };
}
