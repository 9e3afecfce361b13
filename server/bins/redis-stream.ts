/**
 * The live streams across instances (REDIS_URL): a StreamHub whose publish and end go through
 * Redis PUBLISH on one channel, and whose subscribers are this instance's own, held by the local
 * hub (stream.ts). Every instance listens on the channel and hands each message to its local
 * viewers of that bin, so a capture on A reaches a viewer streaming from B, and so does the end
 * of a bin (deleted, evicted, expired) wherever it happened. An instance's own events take the
 * same way round, so each viewer gets each event once.
 *
 * One channel for all bins, subscribed once: no subscription to set up (and race) when a viewer
 * connects. Every instance receives every event, and drops at once, unparsed, those for a bin
 * it has no viewer of; that is captures × instances messages of up to ~90 KB, fine for a few
 * instances. Per-bin channels would be the step after that.
 *
 * A subscribed connection can issue no other command, so the hub has its own (`subscriber`),
 * and PUBLISHes on the app's shared one. While Redis is down events are lost (the captures are
 * refused with 503 then anyway), and Bun's client reconnects but does not subscribe the new
 * connection again: the hub does, on each connect.
 */
import type { Redis } from '../redis/connection.ts';
import { errorCode } from './store.ts';
import { createStreamHub, type EndReason, type StreamHub } from './stream.ts';

export const BIN_EVENTS_CHANNEL = 'tooldeck:bins:events';

export interface RedisStreamHubOptions {
  /** The app's shared connection, for PUBLISH. */
  publisher: Pick<Redis, 'publish'>;
  /** A connection of the hub's own, put in subscriber mode; the hub closes it. */
  subscriber: Redis;
  /** This instance's viewers. */
  local?: StreamHub;
  channel?: string;
  log: (entry: Record<string, unknown>) => void;
}

/** `{binId} event {name}\n{JSON}` or `{binId} end {reason}\n`: the bin first, so a message for no viewer here is dropped unparsed. */
function encode(binId: string, kind: 'event' | 'end', name: string, data?: unknown): string {
  return `${binId} ${kind} ${name}\n${data === undefined ? '' : JSON.stringify(data)}`;
}

export function createRedisStreamHub({ publisher, subscriber, local = createStreamHub(), channel = BIN_EVENTS_CHANNEL, log }: RedisStreamHubOptions): StreamHub {
  let closed = false;
  /** Whether the client holds our listener (it keeps it across reconnections). */
  let subscribed = false;

  const deliver = (message: string) => {
    const lineEnd = message.indexOf('\n');
    const [binId, kind, name] = message.slice(0, lineEnd).split(' ');
    if (binId === undefined || name === undefined || local.subscribers(binId) === 0) return;
    try {
      if (kind === 'event') local.publish(binId, name, JSON.parse(message.slice(lineEnd + 1)));
      else if (kind === 'end') local.end(binId, name as EndReason);
    } catch {
      // Not a message of ours (someone else PUBLISHed on the channel): nothing to deliver.
    }
  };

  const subscribe = async () => {
    if (closed) return;
    try {
      // After a reconnection the client still holds the old listener: drop it, or each event
      // would be delivered twice. On the first connection there is none (and unsubscribe throws,
      // synchronously, outside subscriber mode).
      if (subscribed) await subscriber.unsubscribe(channel).catch(() => {});
      subscribed = false;
      await subscriber.subscribe(channel, deliver);
      subscribed = true;
    } catch (error) {
      // Redis went away again meanwhile: the next connect subscribes.
      log({ time: new Date().toISOString(), level: 'warn', event: 'bin-events-unsubscribed', error: errorCode(error) });
    }
  };
  // One (re)subscription at a time, in the order the connections came.
  let subscribing = Promise.resolve();
  const resubscribe = () => void (subscribing = subscribing.then(subscribe));
  subscriber.onconnect = resubscribe;
  if (subscriber.connected) resubscribe();

  const send = (message: string) => {
    publisher.publish(channel, message).catch(() => {
      // Redis is down: the event is lost; a viewer sees the capture on reloading its listing.
    });
  };

  return {
    subscribe: (binId, expiresAt, hello) => local.subscribe(binId, expiresAt, hello),
    publish(binId, event, data) {
      send(encode(binId, 'event', event, data));
    },
    end(binId, reason: EndReason) {
      // Shutting down is this instance's business: its own viewers only.
      if (reason === 'shutdown') local.end(binId, reason);
      else send(encode(binId, 'end', reason));
    },
    subscribers: (binId) => local.subscribers(binId),
    close() {
      if (closed) return;
      closed = true;
      local.close();
      subscriber.onconnect = null;
      subscriber.close();
    },
  };
}

