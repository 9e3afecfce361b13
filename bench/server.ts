/**
 * Server throughput against its ceiling, and isolation under load, in one run:
 * 1. a bare Bun.serve (JSON in, JSON out) and tooldeck, each driven by autocannon with 32
 *    connections for 10 s on POST /api/tools/base64/execute with a 40-byte text;
 * 2. the p99 latency of /api/health idle, then while 4 clients loop on heavy isolate calls.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const BUN = fileURLToPath(new URL('../node_modules/.bin/bun', import.meta.url));

async function start(script: string, env: Record<string, string> = {}): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(BUN, [fileURLToPath(new URL(script, import.meta.url))], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', function onData(chunk) {
      output += chunk;
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) {
        child.stdout!.off('data', onData);
        child.stdout!.resume(); // drain the request log
        resolve({ url: match[1]!, child });
      }
    });
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

const BODY = JSON.stringify({ action: 'encode', text: 'The quick brown fox jumps over the dog!!' }); // 40-byte text

async function load(url: string, path: string, seconds: number) {
  const result = await autocannon({ url: url + path, method: 'POST', body: BODY, connections: 32, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}${path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/** p99 of sequential GET /api/health calls over `ms`. */
async function healthP99(url: string, ms: number): Promise<number> {
  const times: number[] = [];
  const end = performance.now() + ms;
  while (performance.now() < end) {
    const t0 = performance.now();
    await (await fetch(`${url}/api/health`)).arrayBuffer();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length * 0.99)]!;
}

export async function benchServer(seconds = 10, rounds = 3): Promise<void> {
  console.log(`\n## server throughput (autocannon, 32 connections, POST base64 with a 40-byte text, ${rounds} interleaved rounds of ${seconds} s, best of each)\n`);
  const bare = await start('./bare-server.ts');
  // Limits off: the bench measures the server, not the limiter's refusals.
  const limitsOff = { RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_DAY: '0', RATE_LIMIT_GLOBAL_PER_DAY: '0' };
  const tooldeck = await start('../server/main.ts', limitsOff);
  // Interleaved, so both servers meet the same drift of a shared machine; noise only slows a round.
  let bareResult = { rps: 0, p50: 0, p99: 0 };
  let ours = { rps: 0, p50: 0, p99: 0 };
  for (let round = 0; round < rounds; round++) {
    const b = await load(bare.url, '/', seconds);
    const o = await load(tooldeck.url, '/api/tools/base64/execute', seconds);
    console.log(`round ${round + 1}: bare ${Math.round(b.rps)} rps, tooldeck ${Math.round(o.rps)} rps`);
    if (b.rps > bareResult.rps) bareResult = b;
    if (o.rps > ours.rps) ours = o;
  }
  bare.child.kill();
  console.log('\n| server | requests/s | p50 ms | p99 ms |');
  console.log('|---|---|---|---|');
  console.log(`| bare Bun.serve | ${Math.round(bareResult.rps)} | ${bareResult.p50} | ${bareResult.p99} |`);
  console.log(`| tooldeck | ${Math.round(ours.rps)} | ${ours.p50} | ${ours.p99} |`);
  console.log(`\ntooldeck / bare: ${(ours.rps / bareResult.rps).toFixed(2)} (target ≥ 0.80)`);

  console.log('\n## /api/health p99 while 4 clients loop on heavy isolate calls (regex-test, about 0.3 s each)\n');
  const idle = await healthP99(tooldeck.url, 3_000);
  let loading = true;
  const heavy = JSON.stringify({ pattern: '(a+)+b|!b', text: `${'a'.repeat(22)}!b`.repeat(3) });
  const clients = Array.from({ length: 4 }, async () => {
    let calls = 0;
    while (loading) {
      await (await fetch(`${tooldeck.url}/api/tools/regex-test/execute`, { method: 'POST', body: heavy })).arrayBuffer();
      calls++;
    }
    return calls;
  });
  await new Promise((resolve) => setTimeout(resolve, 500));
  const busy = await healthP99(tooldeck.url, 5_000);
  loading = false;
  const calls = (await Promise.all(clients)).reduce((a, b) => a + b, 0);
  tooldeck.child.kill();
  console.log(`idle p99 ${idle.toFixed(2)} ms; under load p99 ${busy.toFixed(2)} ms (${calls} heavy calls); ratio ${(busy / idle).toFixed(2)} (target ≤ 2)`);
}
