/**
 * The cross-instance hub's own logic, on a stand-in for Redis pub/sub that behaves as Bun's
 * client does (bun 1.4.5, as server/scale/bins.test.ts shows with a real redis-server): after a
 * reconnection the client keeps its listeners but the new connection is not subscribed, and
 * unsubscribe throws synchronously outside subscriber mode.
 */
import { describe, expect, it } from 'vitest';
import type { Redis } from '../redis/connection.ts';
import { createRedisStreamHub } from './redis-stream.ts';
import type { EndReason, StreamHub } from './stream.ts';

type Listener = (message: string, channel: string) => void;

/** One Redis server's channels, and clients of it that can drop and reconnect. */
function fakeRedis() {
  const subscribed = new Map<string, Set<FakeClient>>();
  let up = true;

  class FakeClient {
    connected = true;
    onconnect: (() => void) | null = null;
    /** Listeners as the client keeps them, across reconnections. */
    readonly listeners = new Map<string, Listener[]>();
    closed = false;

    async publish(channel: string, message: string): Promise<number> {
      if (!up) throw Object.assign(new Error('Connection is closed'), { code: 'ERR_REDIS_CONNECTION_CLOSED' });
      const clients = [...(subscribed.get(channel) ?? [])];
      for (const client of clients) for (const listener of client.listeners.get(channel) ?? []) listener(message, channel);
      return clients.length;
    }
    async subscribe(channel: string, listener: Listener): Promise<number> {
      if (!this.connected) throw Object.assign(new Error('Connection is closed'), { code: 'ERR_REDIS_CONNECTION_CLOSED' });
      this.listeners.set(channel, [...(this.listeners.get(channel) ?? []), listener]);
      if (!subscribed.has(channel)) subscribed.set(channel, new Set());
      subscribed.get(channel)!.add(this);
      return 1;
    }
    unsubscribe(channel: string): Promise<void> {
      if (!this.listeners.has(channel)) throw Object.assign(new Error('can only be called while in subscriber mode'), { code: 'ERR_REDIS_INVALID_STATE' });
      this.listeners.delete(channel);
      subscribed.get(channel)?.delete(this);
      return Promise.resolve();
    }
    close(): void {
      this.closed = true;
    }
  }

  const clients: FakeClient[] = [];
  return {
    client(): FakeClient {
      const client = new FakeClient();
      clients.push(client);
      return client;
    },
    /** Redis goes away: every connection drops, and with it its subscriptions (not the clients' listeners). */
    down() {
      up = false;
      subscribed.clear();
      for (const client of clients) client.connected = false;
    },
    /** Redis is back: each client reconnects and says so. */
    up() {
      up = true;
      for (const client of clients) {
        client.connected = true;
        client.onconnect?.();
      }
    },
  };
}

/** A local hub that records what reaches this instance's viewers; `viewers` bins have one. */
function recordingHub(viewers: string[]) {
  const received: [string, string, unknown][] = [];
  const hub: StreamHub = {
    subscribe: () => new ReadableStream(),
    publish: (binId, event, data) => void received.push([binId, event, data]),
    end: (binId, reason: EndReason) => void received.push([binId, 'end', reason]),
    subscribers: (binId) => (binId === undefined ? viewers.length : viewers.filter((id) => id === binId).length),
    close: () => void received.push(['*', 'close', undefined]),
  };
  return { hub, received };
}

/** Two instances on one fake Redis, each with its shared connection and its subscriber. */
function twoInstances(viewersOfA: string[], viewersOfB: string[]) {
  const redis = fakeRedis();
  const logs: Record<string, unknown>[] = [];
  const instance = (viewers: string[]) => {
    const local = recordingHub(viewers);
    const subscriber = redis.client();
    const hub = createRedisStreamHub({ publisher: redis.client() as unknown as Redis, subscriber: subscriber as unknown as Redis, local: local.hub, log: (entry) => logs.push(entry) });
    return { hub, received: local.received, subscriber };
  };
  return { redis, a: instance(viewersOfA), b: instance(viewersOfB), logs };
}

/** Lets the hubs' subscription promises settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createRedisStreamHub', () => {
  it("hands an event published on A to B's viewers of that bin, and to A's own, once each", async () => {
    const { a, b } = twoInstances(['bin1'], ['bin1']);
    await settle();
    a.hub.publish('bin1', 'capture', { number: 1, request: { body: 'é\n"x"' } });
    expect(b.received).toEqual([['bin1', 'capture', { number: 1, request: { body: 'é\n"x"' } }]]);
    expect(a.received).toEqual(b.received);
  });

  it('drops an event for a bin this instance has no viewer of', async () => {
    const { a, b } = twoInstances([], ['other']);
    await settle();
    a.hub.publish('bin1', 'capture', { number: 1 });
    expect(b.received).toEqual([]);
  });

  it('ends the streams of a bin on every instance, but a shutdown on its own only', async () => {
    const { a, b } = twoInstances(['bin1'], ['bin1']);
    await settle();
    b.hub.end('bin1', 'evicted');
    expect(a.received).toEqual([['bin1', 'end', 'evicted']]);
    a.hub.end('bin1', 'shutdown');
    expect(a.received).toEqual([['bin1', 'end', 'evicted'], ['bin1', 'end', 'shutdown']]);
    expect(b.received).toEqual([['bin1', 'end', 'evicted']]);
  });

  it('subscribes again after Redis comes back, without delivering anything twice', async () => {
    const { redis, a, b, logs } = twoInstances([], ['bin1']);
    await settle();
    redis.down();
    // Lost while Redis is down, and never thrown at the caller.
    a.hub.publish('bin1', 'capture', { number: 1 });
    await settle();
    redis.up();
    await settle();
    a.hub.publish('bin1', 'capture', { number: 2 });
    expect(b.received).toEqual([['bin1', 'capture', { number: 2 }]]);
    expect(b.subscriber.listeners.get('tooldeck:bins:events')).toHaveLength(1);
    expect(logs).toEqual([]);
  });

  it('ignores a message on the channel that is not one of its own', async () => {
    const { redis, b } = twoInstances([], ['bin1']);
    await settle();
    await redis.client().publish('tooldeck:bins:events', 'bin1 event capture\n{not json');
    expect(b.received).toEqual([]);
  });

  it('closes its local hub and its own subscriber connection, once', async () => {
    const { a } = twoInstances([], []);
    a.hub.close();
    a.hub.close();
    expect(a.received).toEqual([['*', 'close', undefined]]);
    expect(a.subscriber.closed).toBe(true);
  });
});
