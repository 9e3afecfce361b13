/**
 * Cards on two instances sharing one Redis (issue 22, "Caches"): two real servers with REDIS_URL
 * to one redis-server and GITHUB_API_URL to the fake GitHub. What A fetched, B answers without
 * a request to GitHub; every cached key carries a TTL; with Redis killed the
 * cards still answer, from GitHub again (a cache miss), and never a 5xx.
 */
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { startFakeGithub, type FakeGithub } from '../../test/card/fake-github.ts';
import { describeWithRedis, REDIS_SERVER, startRedis, type RunningRedis } from '../../test/redis/redis-server.ts';
import { startServer, type RunningServer } from '../test-server.ts';

const PREFIX = 'tooldeck:cache:card:';
// Debian's redis-server package brings redis-cli (redis-tools) beside it.
const REDIS_CLI = join(dirname(REDIS_SERVER), 'redis-cli');

/** One redis-cli command against `port`; resolves with its output lines. */
function redisCli(port: number, ...args: string[]): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(REDIS_CLI, ['-p', String(port), ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => (code === 0 ? resolve(output.split('\n').filter((line) => line !== '')) : reject(new Error(`redis-cli ${args.join(' ')}: exit ${code}\n${output}`))));
  });
}

describeWithRedis('cards on two instances sharing one Redis', () => {
  let redis: RunningRedis;
  let github: FakeGithub;
  let a: RunningServer;
  let b: RunningServer;
  const card = (server: RunningServer, path: string) => fetch(`${server.url}/card/${path}`);

  beforeAll(async () => {
    [redis, github] = await Promise.all([startRedis(), startFakeGithub()]);
    const env = { REDIS_URL: redis.url, GITHUB_API_URL: github.url, CARD_RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_MINUTE: '0' };
    [a, b] = await Promise.all([startServer(env), startServer(env)]);
  }, 60_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await github?.close();
    await redis?.stop();
  });

  beforeEach(() => github.reset());

  it('a card loaded on A is answered on B without a request to GitHub, from the same data', async () => {
    const first = await card(a, 'octocat.json');
    expect(first.status).toBe(200);
    const record = await first.text();
    expect(github.requests.length).toBeGreaterThan(0);

    github.reset();
    const second = await card(b, 'octocat.json');
    expect(second.status).toBe(200);
    // The same record from the same fetch; only the links name each instance's own origin.
    expect(await second.text()).toBe(record.replaceAll(a.url, b.url));
    // Another kind on B renders from the same shared data: still nothing asked of GitHub.
    const png = await card(b, 'octocat.png');
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(github.requests).toEqual([]);
  }, 60_000);

  it('keeps every cached key with a TTL, under the card prefix', async () => {
    expect((await card(a, 'xss-user.svg')).status).toBe(200);
    const keys = await redisCli(redis.port, '--scan', '--pattern', `${PREFIX}*`);
    expect(keys).toContain(`${PREFIX}gh-profile:octocat`);
    expect(keys).toContain(`${PREFIX}gh-profile:xss-user`);
    for (const key of keys) {
      const [pttl] = await redisCli(redis.port, 'PTTL', key);
      // -1 would be a key kept forever, -2 one gone.
      expect(Number(pttl), key).toBeGreaterThan(0);
    }
    const [profileTtl] = await redisCli(redis.port, 'PTTL', `${PREFIX}gh-profile:octocat`);
    // The profile is kept as long as it may be answered stale: 7 days.
    expect(Number(profileTtl)).toBeLessThanOrEqual(7 * 24 * 3_600_000);
    expect(Number(profileTtl)).toBeGreaterThan(6 * 24 * 3_600_000);
  }, 60_000);

  it('with Redis killed, cards still answer from GitHub (a cache miss), never a 5xx; shared again once it is back', async () => {
    await redis.kill();
    try {
      for (const [server, path] of [
        [a, 'octocat.svg'],
        [b, 'octocat.json'],
        [b, 'empty-user.svg'],
      ] as const) {
        github.reset();
        const answer = await card(server, path);
        expect(answer.status, path).toBe(200);
        await answer.arrayBuffer();
        expect(github.requests.length, path).toBeGreaterThan(0);
      }
    } finally {
      await redis.restart();
    }

    // Back without a restart of either server: the client reconnects by itself.
    // Until A is connected again each load is a miss that fetches and fails to store; then one stores.
    const storedFromA = async () => {
      expect((await card(a, 'empty-user.json')).status).toBe(200);
      return (await redisCli(redis.port, 'EXISTS', `${PREFIX}gh-profile:empty-user`))[0];
    };
    await expect.poll(storedFromA, { timeout: 20_000 }).toBe('1');
    github.reset();
    expect((await card(b, 'empty-user.json')).status).toBe(200);
    expect(github.requests).toEqual([]);
  }, 60_000);
});
