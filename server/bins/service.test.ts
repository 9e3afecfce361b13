/** The bin rules over a store that fails at one chosen step, as a Redis store does when Redis goes away mid-request. */
import { describe, expect, it } from 'vitest';
import type { CapturedRequest } from './capture.ts';
import { createBinService } from './service.ts';
import { BinStoreUnavailableError, type BinRecord, type BinStore } from './store.ts';
import { createStreamHub } from './stream.ts';

const connectionClosed = () => new BinStoreUnavailableError(Object.assign(new Error('Connection is closed'), { code: 'ERR_REDIS_CONNECTION_CLOSED' }));

/** A store holding one bin, whose capture succeeds and whose eviction fails (Redis died between the two). */
function storeFailingToEvict(bin: BinRecord): BinStore & { captured: number } {
  return {
    captured: 0,
    create: async () => {},
    get: async (id) => (id === bin.id ? bin : undefined),
    contents: async () => undefined,
    async capture() {
      this.captured += 1;
      return this.captured;
    },
    delete: async () => true,
    purgeExpired: async () => [],
    totalBytes: async () => 0,
    evictOldest: async () => {
      throw connectionClosed();
    },
    close: () => {},
  };
}

const request: CapturedRequest = { method: 'POST', path: '', query: '', receivedAt: 0, size: 1, contentType: null, headers: [], body: new Uint8Array([1]), truncated: false };

describe('createBinService', () => {
  it('answers a stored capture as captured even when bounding the store fails afterwards, with a line naming the error, not the bin', async () => {
    const now = 1_000_000;
    const bin: BinRecord = { id: 'b'.repeat(22), url: 'u', createdAt: now, expiresAt: now + 7_200_000, received: 0, dropped: 0 };
    const store = storeFailingToEvict(bin);
    const lines: Record<string, unknown>[] = [];
    const hub = createStreamHub();
    const service = createBinService({ store, hub, ttlSeconds: 7_200, maxStoreBytes: 1_000, log: (line) => lines.push(line), now: () => now });
    expect(await service.capture(bin.id, request)).toBe(true);
    expect(store.captured).toBe(1);
    expect(lines).toEqual([{ time: new Date(now).toISOString(), event: 'bin-bound-error', error: 'ERR_REDIS_CONNECTION_CLOSED' }]);
    expect(JSON.stringify(lines)).not.toContain(bin.id);
    service.close();
    hub.close();
  });

  it('lets a store that does not answer before storing refuse the capture (the route answers 503)', async () => {
    const now = 1_000_000;
    const bin: BinRecord = { id: 'c'.repeat(22), url: 'u', createdAt: now, expiresAt: now + 7_200_000, received: 0, dropped: 0 };
    const store = { ...storeFailingToEvict(bin), capture: async () => Promise.reject(connectionClosed()) };
    const hub = createStreamHub();
    const service = createBinService({ store, hub, ttlSeconds: 7_200, maxStoreBytes: 1_000, log: () => {}, now: () => now });
    await expect(service.capture(bin.id, request)).rejects.toBeInstanceOf(BinStoreUnavailableError);
    service.close();
    hub.close();
  });
});
