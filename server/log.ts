/**
 * The request log: one JSON object per line on stdout, written in batches. A synchronous write
 * per request halved the server's throughput (bench/server.ts). A batch per event-loop turn
 * still paid a timer and a write every few requests under load, 4% of a small call's CPU; a
 * batch every FLUSH_MS costs nothing measurable, and a line waits at most that long.
 */
export interface RequestLog {
  (entry: Record<string, unknown>): void;
  /** Writes what is buffered now (on shutdown). */
  flush(): void;
}

/** The longest a line waits in the buffer. */
export const FLUSH_MS = 10;
/** A burst is written at once when this many lines wait, so the buffer stays small. */
export const MAX_BUFFERED_LINES = 1_000;

export function createRequestLog(write: (text: string) => void = (text) => process.stdout.write(text)): RequestLog {
  let buffered: string[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (buffered.length === 0) return;
    const text = buffered.join('\n') + '\n';
    buffered = [];
    write(text);
  };
  const log = ((entry: Record<string, unknown>) => {
    buffered.push(JSON.stringify(entry));
    if (buffered.length >= MAX_BUFFERED_LINES) flush();
    else timer ??= setTimeout(flush, FLUSH_MS);
  }) as RequestLog;
  log.flush = flush;
  return log;
}

let lastMs = Number.NaN;
let lastTime = '';

/**
 * The time of a log line, ISO 8601 in UTC to the millisecond. Formatted once per millisecond:
 * under load many lines share one, and formatting a Date per line showed in the server's profile.
 */
export function logTime(): string {
  const now = Date.now();
  if (now !== lastMs) {
    lastMs = now;
    lastTime = new Date(now).toISOString();
  }
  return lastTime;
}
