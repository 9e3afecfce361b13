/**
 * The contract harness page: runs cases on createBrowserClient (Web Workers) and hands the
 * envelopes back to the Node test, which judges them with the same checks as every client.
 */
import { createBrowserClient, execute } from '../../runtime-browser/index.ts';

interface HarnessCase {
  tool: string;
  /** JSON text: structured cloning into the page would drop an own "__proto__" key. */
  input: string;
  timeoutMs?: number;
}

export interface HarnessResult {
  envelope: unknown;
  /** Event-loop turns of the page while the call ran (one per 10 ms when free). */
  ticks: number;
  elapsedMs: number;
}

const client = createBrowserClient({ workers: 2 });

async function run(cases: HarnessCase[]): Promise<HarnessResult[]> {
  await client.ready();
  const results: HarnessResult[] = [];
  for (const c of cases) {
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 10);
    const started = performance.now();
    const execute = client.execute as (id: string, input: unknown, options?: { timeoutMs?: number }) => Promise<unknown>;
    const envelope = await execute(c.tool, JSON.parse(c.input), c.timeoutMs === undefined ? {} : { timeoutMs: c.timeoutMs });
    clearInterval(ticker);
    results.push({ envelope, ticks, elapsedMs: performance.now() - started });
  }
  return results;
}

/** Whether this page's Content-Security-Policy refuses code generation (TypeBox's compiler needs it). */
function codeGenerationRefused(): boolean {
  try {
    new Function('return 1')();
    return false;
  } catch {
    return true;
  }
}

/** Runs a case in the page itself and returns the hidden cause of an INTERNAL_ERROR, to explain a failure. */
async function explain(tool: string, input: unknown): Promise<string | undefined> {
  const envelope = await execute(tool, input);
  if (envelope.success || envelope.error.cause === undefined) return undefined;
  const cause = envelope.error.cause;
  return cause instanceof Error ? `${cause.name}: ${cause.message}\n${cause.stack ?? ''}` : String(cause);
}

// Checked as the page loads, outside any DevTools evaluation.
const refusedAtLoad = codeGenerationRefused();

Object.assign(globalThis, { tooldeckHarness: { run, explain, codeGenerationRefused: () => refusedAtLoad } });
document.title = 'ready';
