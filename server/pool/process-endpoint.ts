/**
 * A Comlink endpoint over a process's IPC channel. Messages go as JSON (the only format Bun and
 * Node share), which is all the pool sends: tool ids, JSON inputs and JSON envelopes.
 */
import type { Endpoint } from 'comlink';
import { WORKER_READY } from '../../core/pool.ts';


export interface MessageChannelLike {
  send(message: unknown): void;
  on(event: 'message', listener: (message: unknown) => void): unknown;
  off(event: 'message', listener: (message: unknown) => void): unknown;
}

type Listener = Parameters<Endpoint['addEventListener']>[1];

export function processEndpoint(channel: MessageChannelLike): Endpoint {
  const handlers = new Map<Listener, (message: unknown) => void>();
  return {
    postMessage(message: unknown) {
      channel.send(message);
    },
    addEventListener(_type, listener) {
      const handler = (message: unknown) => {
        if (message === WORKER_READY) return;
        const event = { data: message } as MessageEvent;
        if (typeof listener === 'function') listener(event);
        else listener.handleEvent(event);
      };
      handlers.set(listener, handler);
      channel.on('message', handler);
    },
    removeEventListener(_type, listener) {
      const handler = handlers.get(listener);
      if (handler) channel.off('message', handler);
      handlers.delete(listener);
    },
  };
}
