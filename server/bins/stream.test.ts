/** The SSE fan-out: hello, captures to the right bin, keep-alive comments, ends, and no subscriber left behind. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStreamHub, KEEP_ALIVE_MS, MAX_UNREAD_EVENTS, type StreamHub } from './stream.ts';

const hubs: StreamHub[] = [];
afterEach(() => {
  for (const hub of hubs.splice(0)) hub.close();
  vi.useRealTimers();
});

function hubAt(clock = { now: 1_000 }) {
  const hub = createStreamHub({ now: () => clock.now });
  hubs.push(hub);
  return { hub, clock };
}

/** A reader that collects what a stream has queued (or queues within `ms`), as text. */
function textReader(stream: ReadableStream<Uint8Array>) {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  // A read that lost the race to the timeout stays pending and is awaited next time, so no chunk is lost.
  let pending: Promise<ReadableStreamReadResult<Uint8Array>> | undefined;
  return {
    async available(ms = 20): Promise<{ text: string; done: boolean }> {
      let text = '';
      for (;;) {
        pending ??= reader.read();
        const next = await Promise.race([pending, new Promise<'idle'>((resolve) => setTimeout(() => resolve('idle'), ms))]);
        if (next === 'idle') return { text, done: false };
        pending = undefined;
        if (next.done) return { text, done: true };
        text += decoder.decode(next.value, { stream: true });
      }
    },
    cancel: () => reader.cancel(),
  };
}

describe('createStreamHub', () => {
  it('opens with a retry hint and a hello event, then sends captures of its bin only', async () => {
    const { hub } = hubAt();
    const a = textReader(hub.subscribe('bin-a', Infinity, { received: 3 }));
    const b = textReader(hub.subscribe('bin-b', Infinity, { received: 0 }));
    expect((await a.available()).text).toBe('retry: 5000\n\nevent: hello\ndata: {"received":3}\n\n');
    await b.available();

    hub.publish('bin-a', 'capture', { number: 4, request: { body: 'line one\nline two <b>' } });
    expect((await a.available()).text).toBe('event: capture\ndata: {"number":4,"request":{"body":"line one\\nline two <b>"}}\n\n');
    expect((await b.available()).text).toBe('');
    hub.publish('nobody', 'capture', {});
  });

  it('sends every subscriber of a bin the same capture', async () => {
    const { hub } = hubAt();
    const readers = [1, 2, 3].map(() => textReader(hub.subscribe('bin', Infinity, {})));
    for (const reader of readers) await reader.available();
    hub.publish('bin', 'capture', { n: 1 });
    for (const reader of readers) expect((await reader.available()).text).toContain('data: {"n":1}');
    expect(hub.subscribers('bin')).toBe(3);
  });

  it('writes a keep-alive comment to every open stream every 15 s, well inside Bun\'s 30 s idle timeout', async () => {
    vi.useFakeTimers();
    const { hub } = hubAt();
    const stream = hub.subscribe('bin', Infinity, {});
    const chunks: string[] = [];
    const decoder = new TextDecoder();
    void stream.pipeTo(new WritableStream({ write: (chunk) => void chunks.push(decoder.decode(chunk)) }));
    await vi.advanceTimersByTimeAsync(KEEP_ALIVE_MS - 1);
    expect(chunks.join('')).not.toContain('keep-alive');
    await vi.advanceTimersByTimeAsync(1);
    expect(chunks.filter((chunk) => chunk === ': keep-alive\n\n')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(KEEP_ALIVE_MS * 3);
    expect(chunks.filter((chunk) => chunk === ': keep-alive\n\n')).toHaveLength(4);
    expect(KEEP_ALIVE_MS).toBeLessThan(30_000);
  });

  it('forgets a subscriber whose client went away', async () => {
    const { hub } = hubAt();
    const reader = hub.subscribe('bin', Infinity, {}).getReader();
    hub.subscribe('bin', Infinity, {});
    expect(hub.subscribers('bin')).toBe(2);
    await reader.cancel();
    expect(hub.subscribers('bin')).toBe(1);
    expect(hub.subscribers()).toBe(1);
  });

  it('ends the streams of a bin with an end event and forgets them', async () => {
    const { hub } = hubAt();
    const reader = textReader(hub.subscribe('bin', Infinity, {}));
    const other = textReader(hub.subscribe('other', Infinity, {}));
    await reader.available();
    hub.end('bin', 'deleted');
    expect(await reader.available()).toEqual({ text: 'event: end\ndata: {"reason":"deleted"}\n\n', done: true });
    expect(hub.subscribers('bin')).toBe(0);
    expect(hub.subscribers('other')).toBe(1);
    await other.cancel();
  });

  it('ends a stream once its bin has expired, at the next keep-alive tick', async () => {
    vi.useFakeTimers();
    const clock = { now: 0 };
    const { hub } = hubAt(clock);
    const reader = hub.subscribe('bin', 20_000, {}).getReader();
    const texts: string[] = [];
    const done = (async () => {
      const decoder = new TextDecoder();
      for (;;) {
        const { value, done: ended } = await reader.read();
        if (ended) return;
        texts.push(decoder.decode(value));
      }
    })();
    clock.now = 15_000;
    await vi.advanceTimersByTimeAsync(KEEP_ALIVE_MS);
    expect(texts.at(-1)).toBe(': keep-alive\n\n');
    clock.now = 30_000;
    await vi.advanceTimersByTimeAsync(KEEP_ALIVE_MS);
    await done;
    expect(texts.at(-1)).toBe('event: end\ndata: {"reason":"expired"}\n\n');
    expect(hub.subscribers()).toBe(0);
  });

  it('drops a subscriber that stopped reading, instead of holding every later event for it', () => {
    const { hub } = hubAt();
    hub.subscribe('bin', Infinity, {}); // never read
    for (let i = 0; i < MAX_UNREAD_EVENTS; i++) hub.publish('bin', 'capture', { i });
    expect(hub.subscribers('bin')).toBe(1);
    for (let i = 0; i < 5; i++) hub.publish('bin', 'capture', { i });
    expect(hub.subscribers('bin')).toBe(0);
  });

  it('ends every stream on close', async () => {
    const { hub } = hubAt();
    const readers = ['a', 'b'].map((bin) => textReader(hub.subscribe(bin, Infinity, {})));
    hub.close();
    for (const reader of readers) {
      const { text, done } = await reader.available();
      expect(text).toContain('event: end\ndata: {"reason":"shutdown"}');
      expect(done).toBe(true);
    }
    expect(hub.subscribers()).toBe(0);
  });
});
