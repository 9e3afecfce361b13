/**
 * The request log: one JSON object per line on stdout, written in batches. A synchronous write
 * per request halved the server's throughput (bench/server.ts); a batch per tick costs one write
 * however many requests it carries.
 */
export interface RequestLog {
  (entry: Record<string, unknown>): void;
  /** Writes what is buffered now (on shutdown). */
  flush(): void;
}

export function createRequestLog(write: (text: string) => void = (text) => process.stdout.write(text)): RequestLog {
  let buffered: string[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (buffered.length === 0) return;
    const text = buffered.join('\n') + '\n';
    buffered = [];
    write(text);
  };
  const log = ((entry: Record<string, unknown>) => {
    buffered.push(JSON.stringify(entry));
    if (!scheduled) {
      scheduled = true;
      setTimeout(flush, 0);
    }
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
