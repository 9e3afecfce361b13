// Bun's built-in Redis client (bun 1.4), only as far as server/redis/ uses it. @types/bun is not
// installed: its globals clash with the DOM and Node typings the rest of the repo compiles against.
declare module 'bun' {
  export interface RedisOptions {
    /** Milliseconds to wait for a connection; Bun's default is 10 s. */
    connectionTimeout?: number;
    /** Milliseconds a connection may sit idle (0: forever). */
    idleTimeout?: number;
    /** Reconnect after a dropped connection. */
    autoReconnect?: boolean;
    /** Attempts before giving up on a reconnection. */
    maxRetries?: number;
    /** Queue commands while disconnected (true) or fail them at once (false). */
    enableOfflineQueue?: boolean;
    /** Send commands as they come instead of waiting for each answer. */
    enableAutoPipelining?: boolean;
  }

  export class RedisClient {
    constructor(url?: string, options?: RedisOptions);
    readonly connected: boolean;
    onconnect: (() => void) | null;
    onclose: ((error: Error) => void) | null;
    connect(): Promise<void>;
    close(): void;
    /**
     * Any command: its arguments as strings; the answer as RESP decodes it (numbers, strings,
     * arrays, null). Bun sends Uint8Array arguments as they are, too (redis-store.ts of the bins
     * declares that wider form for itself, so stand-ins for the other stores keep string[]).
     * Answers' strings are decoded as UTF-8: bytes come back exactly only through getBuffer.
     */
    send(command: string, args: string[]): Promise<unknown>;
    get(key: string): Promise<string | null>;
    getBuffer(key: string): Promise<Uint8Array | null>;
    set(key: string, value: string | Uint8Array, ...options: string[]): Promise<'OK' | null>;
    del(...keys: string[]): Promise<number>;
    publish(channel: string, message: string): Promise<number>;
    /**
     * Puts this connection in subscriber mode (no other command until it leaves it). Each call
     * adds `listener`. After a reconnection the client keeps its listeners but the new connection
     * is not subscribed: call unsubscribe then subscribe again (server/bins/redis-stream.ts).
     */
    subscribe(channel: string, listener: (message: string, channel: string) => void): Promise<number>;
    /** Forgets the channel's listeners; throws unless the connection is in subscriber mode. */
    unsubscribe(channel?: string): Promise<void>;
  }
}
