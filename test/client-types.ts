/**
 * Type test, checked by `tsc --noEmit` in `npm test`: tool ids and inputs are typed, so each
 * line marked @ts-expect-error must fail to compile (tsc reports an unused directive otherwise).
 * The clients and the top-level execute (core's and tooldeck/node's) share one signature.
 */
import { createLocalClient, execute } from '../core/index.ts';
import { execute as nodeExecute } from '../runtime-node/index.ts';

const client = createLocalClient();

export async function typedCalls(): Promise<string[]> {
  const encoded = await client.execute('base64', { action: 'encode', text: 'hi' });
  // The result is typed by the tool's output schema.
  const text: string = encoded.success ? encoded.result.result : '';
  const hashed = await client.execute('hash', { text: 'abc', algorithm: 'SHA-256' });
  const digest: string = hashed.success ? hashed.result.hash : '';

  // @ts-expect-error an unknown field
  await client.execute('base64', { action: 'encode', text: 'hi', zzz: 1 });
  // @ts-expect-error a value outside the enum
  await client.execute('base64', { action: 'rot13', text: 'hi' });
  // @ts-expect-error a missing required field
  await client.execute('hash', {});
  // @ts-expect-error a wrong type
  await client.execute('uuid', { count: '3' });
  // Catalog tools beyond the flagship twenty are typed too.
  await client.execute('cidr-calculate', { cidr: '10.0.0.0/8' });
  // @ts-expect-error a field the spec does not list for hash-generate
  await client.execute('hash-generate', { text: 'abc', key: 'x' });
  // @ts-expect-error a field of another tool's result
  const wrong: string = encoded.success ? encoded.result.hash : '';
  return [text, digest, wrong];
}

export async function typedTopLevelCalls(idFromUser: string): Promise<unknown[]> {
  const encoded = await execute('base64', { action: 'encode', text: 'hi' });
  const text: string = encoded.success ? encoded.result.result : '';
  const onThreads = await nodeExecute('regex-test', { pattern: 'a+', text: 'aaa' }, { timeoutMs: 500 });
  const matches: number = onThreads.success ? onThreads.result.matchCount : 0;

  // @ts-expect-error an unknown field
  await execute('base64', { action: 'encode', text: 'hi', zzz: 1 });
  // @ts-expect-error a value outside the enum
  await nodeExecute('base64', { action: 'rot13', text: 'hi' });
  // @ts-expect-error a literal id that names no tool (a typo)
  await execute('base46', { action: 'encode', text: 'hi' });
  // @ts-expect-error a field of another tool's result
  const wrong: string = encoded.success ? encoded.result.hash : '';

  // An id known only at run time still compiles, and its result is unknown until narrowed.
  const dynamic = await execute(idFromUser, { anything: true });
  const viaClient = await createLocalClient().execute(idFromUser, 42);
  // @ts-expect-error unknown is not a string without a check
  const unchecked: string = dynamic.success ? dynamic.result : '';
  return [text, matches, wrong, viaClient, unchecked];
}
