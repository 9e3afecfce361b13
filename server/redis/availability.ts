/**
 * Whether this instance's Redis answers, as its stores see it: 'ok', or 'degraded' while it does
 * not and the stores answer from their per-instance fallbacks. /api/health reports it.
 *
 * A store reports each command's outcome (`failed`, `answered`). The first failure turns the
 * state degraded and writes a warning line, at most one a minute however many commands fail;
 * while degraded the stores skip Redis (no command waits on a dead connection), and a PING every
 * second finds out when it answers again, so the instance recovers by itself, without a restart.
 *
 * The log line names the error's code, never the URL: REDIS_URL may hold a password.
 */
export type RedisState = 'ok' | 'degraded';

export interface RedisAvailabilityOptions {
  /** One round trip to Redis (PING); rejects while it does not answer. */
  ping: () => Promise<unknown>;
  /** False while the connection is closed: health says degraded before a command has failed. */
  connected: () => boolean;
  log: (entry: Record<string, unknown>) => void;
  /** Default one minute: the most warning lines an outage writes is one per this. */
  warnEveryMs?: number;
  /** Default one second: how soon a recovered Redis is used again. */
  probeEveryMs?: number;
  now?: () => number;
  /** The log line's time; default ISO 8601 of `now`. */
  time?: () => string;
}

export class RedisAvailability {
  readonly #options: Required<Omit<RedisAvailabilityOptions, 'time'>> & { time: () => string };
  #degraded = false;
  #lastWarning = Number.NEGATIVE_INFINITY;
  #probe: ReturnType<typeof setInterval> | undefined;
  #probing = false;

  constructor({ warnEveryMs = 60_000, probeEveryMs = 1_000, now = Date.now, time, ...rest }: RedisAvailabilityOptions) {
    this.#options = { ...rest, warnEveryMs, probeEveryMs, now, time: time ?? (() => new Date(now()).toISOString()) };
  }

  /** Degraded from a failed command until a PING answers, or while the connection is closed. */
  get state(): RedisState {
    return this.#degraded || !this.#options.connected() ? 'degraded' : 'ok';
  }

  /** True while stores should answer from their fallbacks without trying Redis. */
  get skipping(): boolean {
    return this.#degraded;
  }

  /** A command failed: degraded, one warning a minute at most, and probing until Redis answers. */
  failed(error: unknown): void {
    this.#degraded = true;
    this.#warn(error);
    if (this.#probe === undefined) {
      this.#probe = setInterval(() => void this.#ping(), this.#options.probeEveryMs);
      // unref: an outage must never keep a process (a test, a stopping server) alive.
      this.#probe.unref?.();
    }
  }

  /** A command answered (or the probe's PING did): back to ok. */
  answered(): void {
    if (!this.#degraded) return;
    this.#degraded = false;
    this.#stopProbe();
    this.#options.log({ time: this.#options.time(), level: 'info', event: 'redis-recovered' });
  }

  close(): void {
    this.#stopProbe();
  }

  async #ping(): Promise<void> {
    // One PING at a time: a slow answer must not pile probes up.
    if (this.#probing) return;
    this.#probing = true;
    try {
      await this.#options.ping();
      this.answered();
    } catch (error) {
      // Still down: a reminder once a minute while the outage lasts; the next tick asks again.
      if (this.#degraded) this.#warn(error);
    } finally {
      this.#probing = false;
    }
  }

  #warn(error: unknown): void {
    const at = this.#options.now();
    if (at - this.#lastWarning < this.#options.warnEveryMs) return;
    this.#lastWarning = at;
    this.#options.log({ time: this.#options.time(), level: 'warn', event: 'redis-unavailable', error: errorCode(error), fallback: 'per-instance' });
  }

  #stopProbe(): void {
    clearInterval(this.#probe);
    this.#probe = undefined;
  }
}

/** What the log may say about an error: Bun's code (ERR_REDIS_CONNECTION_CLOSED) or the error's name. */
function errorCode(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return typeof code === 'string' ? code : error.name;
  }
  return 'unknown';
}
