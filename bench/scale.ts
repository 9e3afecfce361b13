/**
 * `npm run bench -- scale`: 1 against 2 instances of the real server behind a local round-robin
 * HAProxy (bench/scale-proxy.ts), with the limits counted in Redis (REDIS_URL, a real
 * redis-server) and in each instance's memory. wrk drives the proxy (one thread, 32 connections)
 * on a cheap inline tool call (POST /api/tools/base64/execute, 40-byte text) and on GET
 * /api/health. Every limit is on and far too high to refuse anything, so every call pays the
 * limiter's Redis round trip (one script for its three windows: minute, day, global day) and no answer is a 429;
 * any answer other than 2xx (or a socket error) is reported and fails the run.
 *
 * The four configurations run side by side (an idle instance costs no CPU) and are measured in
 * interleaved rounds, keeping each one's best round: on a shared machine noise only slows a round
 * down, and interleaving puts every configuration through the same drift. Beside requests/s, the
 * CPU per call of every process that serves it (instances, proxy, Redis) is the steadier figure.
 *
 * On one machine the instances share its cores with wrk, HAProxy and Redis: a second instance
 * adds no CPU, so 2 against 1 shows what spreading the load costs or gains here, not what a second
 * machine would. The table is printed and written to test-artifacts/bench-scale.md.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { redisCommand } from '../test/redis/redis-command.ts';
import { REDIS_SERVER, startRedis, type RunningRedis } from '../test/redis/redis-server.ts';
import { totalCpuSeconds } from './scale-cpu.ts';
import { startInstance, type Instance } from './scale-instance.ts';
import { haproxyVersion, startProxy, type RunningProxy } from './scale-proxy.ts';
import { hasWrk, wrk } from './wrk.ts';

const TEXT = 'The quick brown fox jumps over the dog!!'; // 40 bytes, as bench/server.ts sends
const BODY = JSON.stringify({ action: 'encode', text: TEXT });
const CONNECTIONS = 32;
/** High enough that nothing is refused in a run, and every window still counted. */
const NEVER_REFUSED = '1000000000';
const LIMITS = { RATE_LIMIT_PER_MINUTE: NEVER_REFUSED, RATE_LIMIT_PER_DAY: NEVER_REFUSED, RATE_LIMIT_GLOBAL_PER_DAY: NEVER_REFUSED };
const OUTPUT = fileURLToPath(new URL('../test-artifacts/bench-scale.md', import.meta.url));

interface Endpoint {
  label: string;
  path: string;
  body?: string;
  /** Whether the API's limiter counts it. */
  limited: boolean;
}

const ENDPOINTS: Endpoint[] = [
  { label: 'POST /api/tools/base64/execute', path: '/api/tools/base64/execute', body: BODY, limited: true },
  { label: 'GET /api/health', path: '/api/health', limited: false },
];

type Limits = 'memory' | 'Redis';

interface Configuration {
  limits: Limits;
  instances: Instance[];
  proxy: RunningProxy;
  /** The processes that serve a call, by role: Redis only when it counts the limits. */
  processes: Record<Role, number[]>;
}

const ROLES = ['instances', 'proxy', 'Redis'] as const;
type Role = (typeof ROLES)[number];

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  /** CPU µs per call of each role's processes, and of all together; undefined off Linux. */
  cpu: (Record<Role, number> & { total: number }) | undefined;
  failures: number;
}

interface Row extends Figures {
  endpoint: string;
  limits: Limits;
  instances: number;
}

const describe = ({ limits, instances }: Pick<Configuration, 'limits' | 'instances'>) => `limits in ${limits}, ${instances.length} instance${instances.length > 1 ? 's' : ''}`;

/** The count of the API's global day window in Redis: every limited call adds one. */
async function globalDayCount(redis: RunningRedis): Promise<number> {
  const dayStart = Math.floor(Date.now() / 86_400_000) * 86_400_000;
  const reply = await redisCommand(redis.port, 'GET', `tooldeck:rl:api:global-day:${dayStart}`);
  return Number(/^\$\d+\r\n(\d+)\r\n$/.exec(reply)?.[1] ?? 0);
}

async function redisPid(redis: RunningRedis): Promise<number> {
  return Number(/process_id:(\d+)/.exec(await redisCommand(redis.port, 'INFO', 'server'))?.[1]);
}

/** The known answer, by Node's own base64, through the proxy to each instance in turn. */
async function checkAnswers(url: string, instances: number): Promise<void> {
  const expected = JSON.stringify(Buffer.from(TEXT).toString('base64'));
  for (let i = 0; i < instances; i++) {
    const response = await fetch(`${url}/api/tools/base64/execute`, { method: 'POST', body: BODY, headers: { 'content-type': 'application/json' } });
    const text = await response.text();
    if (response.status !== 200 || !text.includes(expected)) throw new Error(`base64 through the proxy answered ${response.status}: ${text.slice(0, 200)}`);
  }
}

/** Each instance, asked directly, says its store is ok: not degraded to the per-instance fallback. */
async function checkHealthy({ instances }: Configuration): Promise<void> {
  for (const instance of instances) {
    const { status } = (await (await fetch(`${instance.url}/api/health`)).json()) as { status: string };
    if (status !== 'ok') throw new Error(`${instance.address} reports status ${status}: its limits did not all go through Redis`);
  }
}

async function startConfiguration(limits: Limits, count: number, redis: RunningRedis, stops: (() => Promise<void>)[]): Promise<Configuration> {
  const env = { ...LIMITS, TRUST_PROXY: '1', WORKERS: '1', ...(limits === 'Redis' ? { REDIS_URL: redis.url } : {}) };
  const instances = await Promise.all(Array.from({ length: count }, () => startInstance(env)));
  stops.push(...instances.map((instance) => instance.stop));
  const proxy = await startProxy(instances.map((instance) => instance.address));
  stops.push(proxy.stop);
  await checkAnswers(proxy.url, count);
  const processes = { instances: instances.map((instance) => instance.pid), proxy: [proxy.pid], Redis: limits === 'Redis' ? [await redisPid(redis)] : [] };
  return { limits, instances, proxy, processes };
}

async function load(configuration: Configuration, endpoint: Endpoint, seconds: number, redis: RunningRedis): Promise<Figures> {
  const options = { connections: CONNECTIONS, seconds, ...(endpoint.body === undefined ? {} : { body: endpoint.body }) };
  const countedBefore = await globalDayCount(redis);
  const cpuOf = () => ROLES.map((role) => totalCpuSeconds(configuration.processes[role]));
  const cpuBefore = cpuOf();
  const result = await wrk(configuration.proxy.url + endpoint.path, options);
  const cpuAfter = cpuOf();
  const counted = (await globalDayCount(redis)) - countedBefore;
  // wrk counts the answers it read; Redis also counted the calls still in flight at the end.
  if (configuration.limits === 'Redis' && endpoint.limited && counted < result.requests) {
    throw new Error(`Redis counted ${counted} calls of ${result.requests}: the limits did not go through Redis`);
  }
  if (configuration.limits === 'memory' && counted !== 0) throw new Error(`Redis counted ${counted} calls with memory limits`);
  return { rps: result.rps, p50: result.p50, p99: result.p99, cpu: cpuPerCall(cpuBefore, cpuAfter, result.requests), failures: result.failures };
}

function cpuPerCall(before: (number | undefined)[], after: (number | undefined)[], calls: number): Figures['cpu'] {
  const micros = ROLES.map((_, i) => (before[i] === undefined || after[i] === undefined ? undefined : ((after[i]! - before[i]!) * 1e6) / calls));
  if (micros.some((value) => value === undefined)) return undefined;
  const [instances, proxy, Redis] = micros as number[];
  return { instances: instances!, proxy: proxy!, Redis: Redis!, total: instances! + proxy! + Redis! };
}

function table(rows: Row[]): string {
  const lines = [
    '| endpoint | limits | instances | requests/s | p50 ms | p99 ms | CPU µs per call: instances | proxy | Redis | total | non-2xx or socket errors (all rounds) |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const row of rows) {
    const cpu = (['instances', 'proxy', 'Redis', 'total'] as const).map((part) => (row.cpu === undefined ? 'n/a' : row.cpu[part].toFixed(0))).join(' | ');
    lines.push(`| ${row.endpoint} | ${row.limits} | ${row.instances} | ${Math.round(row.rps)} | ${row.p50.toFixed(2)} | ${row.p99.toFixed(2)} | ${cpu} | ${row.failures} |`);
  }
  return lines.join('\n');
}

/** The baselines measured in the same run: 2 instances over 1, and Redis limits over memory ones. */
function ratios(rows: Row[]): string {
  const find = (endpoint: string, limits: Limits, instances: number) => rows.find((row) => row.endpoint === endpoint && row.limits === limits && row.instances === instances)!;
  const ratio = (a: number | undefined, b: number | undefined) => (a === undefined || b === undefined ? 'n/a' : (a / b).toFixed(2));
  const lines: string[] = [];
  for (const { label } of ENDPOINTS) {
    const twoOverOne = (limits: Limits) => ratio(find(label, limits, 2).rps, find(label, limits, 1).rps);
    const redisOverMemory = (instances: number, figure: 'rps' | 'cpu') => {
      const value = (row: Row) => (figure === 'rps' ? row.rps : row.cpu?.total);
      return ratio(value(find(label, 'Redis', instances)), value(find(label, 'memory', instances)));
    };
    // What one core of instance CPU serves: the figure that sizes a deployment, steadier than requests/s here.
    const perCore = (limits: Limits) => {
      const micros = find(label, limits, 1).cpu?.instances;
      return micros === undefined ? 'n/a' : String(Math.round(1e6 / micros / 100) * 100);
    };
    lines.push(
      `- ${label}: requests/s, 2 instances / 1: ${twoOverOne('memory')} (memory limits), ${twoOverOne('Redis')} (Redis limits); ` +
        `Redis / memory: ${redisOverMemory(1, 'rps')} (1 instance), ${redisOverMemory(2, 'rps')} (2 instances); ` +
        `CPU per call, Redis / memory: ${redisOverMemory(1, 'cpu')} (1 instance), ${redisOverMemory(2, 'cpu')} (2 instances); ` +
        `one core of instance CPU serves about ${perCore('memory')} calls/s with memory limits, ${perCore('Redis')} with Redis limits`,
    );
  }
  return lines.join('\n');
}

export async function benchScale({ seconds = 8, rounds = 3, warmupSeconds = 3 } = {}): Promise<void> {
  const haproxy = await haproxyVersion();
  if (!haproxy) throw new Error('the scale bench puts HAProxy in front of the instances: apt-get install haproxy (or set HAPROXY_PATH)');
  if (!(await hasWrk())) throw new Error('the scale bench drives the proxy with wrk: apt-get install wrk');
  if (!existsSync(REDIS_SERVER)) throw new Error(`the scale bench counts limits in a real redis-server (${REDIS_SERVER}): apt-get install redis-server`);

  const cores = cpus();
  const machine =
    `Machine: ${cores.length} cores (${cores[0]?.model.trim() ?? 'unknown'}), ${Math.round(totalmem() / 2 ** 30)} GB; load average ${loadavg()[0]!.toFixed(2)} at the start. ` +
    'wrk, HAProxy, the instances and redis-server all share these cores, so a second instance adds no CPU: 2 against 1 shows what spreading costs or gains on one machine, not what a second machine adds.';
  const setup =
    `wrk -t1 -c${CONNECTIONS} through ${haproxy.replace(/ - https?:\S+$/, '')} (round robin, keep-alive, health checks); ${warmupSeconds} s warm-up, then ${rounds} interleaved rounds of ${seconds} s, best round of each. ` +
    `Instances with TRUST_PROXY=1, WORKERS=1 and every API limit on at ${NEVER_REFUSED} (none refuses; a limited call counts in 3 windows, in one Redis round trip with REDIS_URL).`;
  console.log(`\n## scale: 1 vs 2 instances behind a round-robin proxy, limits in memory vs Redis\n\n${machine}\n${setup}\n`);

  const redis = await startRedis();
  const stops: (() => Promise<void>)[] = [redis.stop];
  const rows: Row[] = [];
  try {
    const configurations: Configuration[] = [];
    for (const limits of ['memory', 'Redis'] as const) {
      for (const count of [1, 2]) configurations.push(await startConfiguration(limits, count, redis, stops));
    }
    for (const endpoint of ENDPOINTS) {
      // The JIT, the proxy's connections to each instance, Redis's script cache.
      for (const configuration of configurations) await load(configuration, endpoint, warmupSeconds, redis);
      const best = new Map<Configuration, Figures>();
      const failures = new Map<Configuration, number>(configurations.map((configuration) => [configuration, 0]));
      for (let round = 1; round <= rounds; round++) {
        const line: string[] = [];
        for (const configuration of configurations) {
          const figures = await load(configuration, endpoint, seconds, redis);
          failures.set(configuration, failures.get(configuration)! + figures.failures);
          if (figures.rps > (best.get(configuration)?.rps ?? 0)) best.set(configuration, figures);
          line.push(`${describe(configuration)} ${Math.round(figures.rps)}/s p99 ${figures.p99.toFixed(2)} ms`);
        }
        console.log(`${endpoint.label}, round ${round}: ${line.join('; ')}`);
      }
      for (const configuration of configurations) {
        rows.push({ ...best.get(configuration)!, failures: failures.get(configuration)!, endpoint: endpoint.label, limits: configuration.limits, instances: configuration.instances.length });
        if (configuration.limits === 'Redis') await checkHealthy(configuration);
      }
    }
  } finally {
    for (const stop of stops.reverse()) await stop();
  }

  const report = `${table(rows)}\n\n${ratios(rows)}\n`;
  console.log(`\n${report}`);
  mkdirSync(fileURLToPath(new URL('../test-artifacts/', import.meta.url)), { recursive: true });
  writeFileSync(OUTPUT, `# npm run bench -- scale (${new Date().toISOString()})\n\n${machine}\n\n${setup}\n\n${report}`);
  console.log(`written to ${OUTPUT}`);
  const failed = rows.filter((row) => row.failures > 0);
  if (failed.length > 0) throw new Error(`answers other than 2xx, or socket errors, in: ${failed.map((row) => `${row.endpoint} with ${row.limits} limits and ${row.instances} instance(s)`).join('; ')}`);
}
