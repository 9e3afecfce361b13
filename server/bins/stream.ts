/**
 * Server-Sent Events fan-out of new captures: every open `GET /bins/{id}/stream` is a
 * subscriber of its bin. A comment line goes to every subscriber every 15 s, so neither Bun's
 * idleTimeout (30 s, app.ts) nor a proxy's read timeout cuts a quiet stream; a subscriber is
 * forgotten as soon as its client goes away. Web-standard streams only, so it runs under Node
 * (vitest) too.
 */

export const KEEP_ALIVE_MS = 15_000;
/**
 * Events a subscriber may leave unread before it is dropped: a client that stops reading must not
 * make the server hold every later capture (up to ~90 KB each) for it.
 */
export const MAX_UNREAD_EVENTS = 64;

export type EndReason = 'deleted' | 'expired' | 'evicted' | 'shutdown';

export interface StreamHub {
  /**
   * A new event stream for bin `binId`. It opens with a `hello` event carrying `hello`, and ends
   * on its own with an `end` event once `expiresAt` (ms) has passed.
   */
  subscribe(binId: string, expiresAt: number, hello: unknown): ReadableStream<Uint8Array>;
  /** Sends `event` with `data` (as JSON) to every subscriber of `binId`. */
  publish(binId: string, event: string, data: unknown): void;
  /** Sends an `end` event to the subscribers of `binId` and closes their streams. */
  end(binId: string, reason: EndReason): void;
  /** Open streams, of one bin or in all. */
  subscribers(binId?: string): number;
  /** Ends every stream and stops the keep-alive timer. */
  close(): void;
}

interface Subscriber {
  readonly controller: ReadableStreamDefaultController<Uint8Array>;
  readonly expiresAt: number;
}

const encoder = new TextEncoder();

/** One SSE message; JSON.stringify never writes a raw newline, so `data` is always one line. */
export function sseEvent(event: string, data: unknown): Uint8Array {
  return encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

const KEEP_ALIVE = encoder.encode(': keep-alive\n\n');

export function createStreamHub({ keepAliveMs = KEEP_ALIVE_MS, now = Date.now }: { keepAliveMs?: number; now?: () => number } = {}): StreamHub {
  const byBin = new Map<string, Set<Subscriber>>();

  const forget = (binId: string, subscriber: Subscriber) => {
    const set = byBin.get(binId);
    if (set === undefined) return;
    set.delete(subscriber);
    if (set.size === 0) byBin.delete(binId);
  };

  /** Enqueues, or forgets a subscriber whose stream is closed or who has stopped reading. */
  const send = (binId: string, subscriber: Subscriber, chunk: Uint8Array): void => {
    try {
      if ((subscriber.controller.desiredSize ?? 0) < -MAX_UNREAD_EVENTS) throw new Error('slow reader');
      subscriber.controller.enqueue(chunk);
    } catch {
      forget(binId, subscriber);
      try {
        subscriber.controller.close();
      } catch {
        // Already closed or errored: nothing more to release.
      }
    }
  };

  const finish = (binId: string, subscriber: Subscriber, reason: EndReason) => {
    send(binId, subscriber, sseEvent('end', { reason }));
    forget(binId, subscriber);
    try {
      subscriber.controller.close();
    } catch {
      // Closed by send() already.
    }
  };

  const timer = setInterval(() => {
    const at = now();
    for (const [binId, set] of byBin) {
      for (const subscriber of set) {
        if (subscriber.expiresAt <= at) finish(binId, subscriber, 'expired');
        else send(binId, subscriber, KEEP_ALIVE);
      }
    }
  }, keepAliveMs);
  // unref: open streams, not this timer, decide whether the process has work left.
  (timer as { unref?: () => void }).unref?.();

  return {
    subscribe(binId, expiresAt, hello) {
      let subscriber: Subscriber | undefined;
      return new ReadableStream<Uint8Array>({
        start(controller) {
          subscriber = { controller, expiresAt };
          let set = byBin.get(binId);
          if (set === undefined) byBin.set(binId, (set = new Set()));
          set.add(subscriber);
          // Reconnect after 5 s if the connection drops; the first event also flushes the headers.
          controller.enqueue(encoder.encode('retry: 5000\n\n'));
          controller.enqueue(sseEvent('hello', hello));
        },
        cancel() {
          if (subscriber !== undefined) forget(binId, subscriber);
        },
      });
    },
    publish(binId, event, data) {
      const set = byBin.get(binId);
      if (set === undefined) return;
      const chunk = sseEvent(event, data);
      for (const subscriber of set) send(binId, subscriber, chunk);
    },
    end(binId, reason) {
      for (const subscriber of byBin.get(binId) ?? []) finish(binId, subscriber, reason);
    },
    subscribers(binId) {
      if (binId !== undefined) return byBin.get(binId)?.size ?? 0;
      let count = 0;
      for (const set of byBin.values()) count += set.size;
      return count;
    },
    close() {
      clearInterval(timer);
      for (const binId of [...byBin.keys()]) this.end(binId, 'shutdown');
    },
  };
}
