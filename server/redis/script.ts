/**
 * A Lua script run by its SHA1 (EVALSHA), sent whole (EVAL, which also caches it) only when
 * Redis answers NOSCRIPT: on first use, and after a Redis restarted empty. The stores on Redis
 * (rate limits, bins) keep each multi-key write atomic this way in one round trip.
 */
import { createHash } from 'node:crypto';

export interface RedisScript {
  readonly text: string;
  readonly sha: string;
}

export function redisScript(text: string): RedisScript {
  return { text, sha: createHash('sha1').update(text).digest('hex') };
}

/** `send` as the client has it; arguments may carry bytes (a bin's body) where the caller's client takes them. */
type Send<Arg> = (command: string, args: (string | Arg)[]) => Promise<unknown>;

/** `args`: numkeys, the keys, then ARGV, as EVAL takes them after the script. */
export async function evalScript<Arg = string>(send: Send<Arg>, script: RedisScript, args: (string | Arg)[]): Promise<unknown> {
  try {
    return await send('EVALSHA', [script.sha, ...args]);
  } catch (error) {
    if (!(error instanceof Error && error.message.startsWith('NOSCRIPT'))) throw error;
    return send('EVAL', [script.text, ...args]);
  }
}
