/**
 * CPU seconds (user + system) a process has used, from /proc/{pid}/stat (Linux; clock ticks of
 * 1/100 s, USER_HZ on every Linux architecture); undefined elsewhere. The scale bench sums it over
 * every process that serves a call: steadier than requests/s on a machine whose other load drifts.
 * (bench/server.ts reads the same field for its own servers.)
 */
import { readFileSync } from 'node:fs';

export function cpuSeconds(pid: number): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/** The CPU seconds of all `pids` together; undefined if any cannot be read. */
export function totalCpuSeconds(pids: readonly number[]): number | undefined {
  let total = 0;
  for (const pid of pids) {
    const seconds = cpuSeconds(pid);
    if (seconds === undefined) return undefined;
    total += seconds;
  }
  return total;
}
