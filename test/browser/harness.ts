/**
 * The contract harness page: runs cases on createBrowserClient (Web Workers) and hands the
 * envelopes back to the Node test, which judges them with the same checks as every client.
 */
import { createBrowserClient, execute } from '../../runtime-browser/index.ts';
import { callCase, type CallRecord } from '../contract/call.ts';

interface HarnessCase {
  tool: string;
  /** JSON text: structured cloning into the page would drop an own "__proto__" key. */
  input: string;
  timeoutMs?: number;
}

const client = createBrowserClient({ workers: 2 });

async function run(cases: HarnessCase[]): Promise<CallRecord[]> {
  await client.ready();
  const records: CallRecord[] = [];
  for (const c of cases) records.push(await callCase(client, { ...c, input: JSON.parse(c.input) }));
  return records;
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
