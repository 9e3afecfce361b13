/**
 * The deployment files agree with the server and with each other: every variable they set is
 * one the server (server/config.ts) or its runtime (server/runtime-env.ts) reads, and the server
 * accepts their values; the port the server listens on is the one the image exposes and the
 * proxy sends to; the proxy names every instance; the pinned versions are the tested ones. Then
 * the parts that can run here do: Redis with compose.yaml's command line, the server with an
 * instance's environment, and the image's HEALTHCHECK command against it.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../bench/free-port.ts';
import { ConfigError, loadConfig } from '../server/config.ts';
import { RUNTIME_ENV } from '../server/runtime-env.ts';
import { startServer, type RunningServer } from '../server/test-server.ts';
import {
  compose,
  composeInstances,
  dockerArgs,
  dockerEnv,
  dockerExposedPorts,
  dockerfile,
  dockerHealthcheckArgv,
  NGINX,
  nginxUpstreamServers,
  ROOT,
  unitEnvironment,
} from './deploy-files.ts';
import { describeNeeding } from './outside-programs.ts';

/** An instance's environment in compose.yaml: the image's ENV, then the service's own. */
function instanceEnvironment(): Record<string, string> {
  const [, service] = composeInstances()[0]!;
  return { ...dockerEnv(), ...service.environment };
}

/**
 * Whether the server reads `name`: every variable of server/config.ts refuses a value with a
 * control character in it and names itself in the ConfigError, so a name it does not read (a
 * misspelling, a variable of some other program) is the one that loads without complaint.
 */
function serverReads(name: string): boolean {
  try {
    loadConfig({ [name]: '\u0001 not a value' }, 1);
    return false;
  } catch (error) {
    return error instanceof ConfigError && error.variable === name;
  }
}

const SETTINGS = {
  'the Dockerfile': dockerEnv,
  'compose.yaml': () => Object.assign({}, ...composeInstances().map(([, service]) => service.environment ?? {})) as Record<string, string>,
  'deploy/tooldeck.service': unitEnvironment,
};

describe('the variables the deployment files set', () => {
  for (const [file, settings] of Object.entries(SETTINGS)) {
    it(`are each read by the server or its runtime: ${file}`, () => {
      const unread = Object.keys(settings()).filter((name) => !(name in RUNTIME_ENV) && !serverReads(name));
      expect(unread).toEqual([]);
    });
  }

  it('tell apart a variable the server reads from one it does not', () => {
    expect(serverReads('TRUST_PROXY')).toBe(true);
    expect(serverReads('TRUST_PROXIES')).toBe(false);
  });

  it("include npm start's runtime settings, with its values, where the server is started without npm", () => {
    for (const settings of [dockerEnv(), unitEnvironment()]) expect(settings).toMatchObject(RUNTIME_ENV);
  });

  it('hold values the server accepts', () => {
    expect(() => loadConfig(instanceEnvironment(), 1)).not.toThrow();
    // %S is systemd's state root (/var/lib for a system unit).
    const unit = Object.fromEntries(Object.entries(unitEnvironment()).map(([name, value]) => [name, value.replace('%S', '/var/lib')]));
    expect(() => loadConfig(unit, 1)).not.toThrow();
  });

  it('put every instance behind the proxy with TRUST_PROXY=1 and on the one Redis of the file', () => {
    const services = compose().services;
    for (const [name, service] of composeInstances()) {
      const config = loadConfig({ ...dockerEnv(), ...service.environment }, 1);
      expect(config.trustProxy, name).toBe(1);
      const redisHost = new URL(config.redisUrl!).hostname;
      expect(services[redisHost]?.image, name).toMatch(/^redis:/);
      expect(service.depends_on?.[redisHost]?.condition, name).toBe('service_healthy');
    }
  });
});

describe('the ports and names the deployment files give each other', () => {
  const port = () => loadConfig(instanceEnvironment(), 1).port;

  it('expose the port the server listens on', () => {
    expect(dockerExposedPorts()).toEqual([port()]);
  });

  it("send the proxy's traffic to every instance of compose.yaml, on that port, and to nothing else", () => {
    const servers = nginxUpstreamServers();
    expect(servers.map((server) => server.host).sort()).toEqual(composeInstances().map(([name]) => name).sort());
    expect(new Set(servers.map((server) => server.port))).toEqual(new Set([port()]));
    expect(composeInstances().length).toBe(2);
  });

  it('publish the port the proxy listens on, and start it once every instance is healthy', () => {
    const proxy = compose().services.proxy!;
    const listen = Number(/^\s*listen\s+([0-9]+)\s*;/m.exec(readFileSync(NGINX, 'utf8'))![1]);
    expect(proxy.ports!.map((mapping) => Number(mapping.split(':').at(-1)))).toEqual([listen]);
    for (const [name] of composeInstances()) expect(proxy.depends_on?.[name]?.condition).toBe('service_healthy');
  });
});

describe('the versions the Dockerfile pins', () => {
  it("run the server on package-lock.json's Bun, the one the tests run", () => {
    const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, { version: string }> };
    expect(dockerArgs().BUN_VERSION).toBe(lock.packages['node_modules/bun']!.version);
    const runtime = dockerfile().getFROMs().at(-1)!;
    expect(runtime.getImageName()).toBe('oven/bun');
    expect(runtime.getImageTag()).toMatch(/^\$\{BUN_VERSION\}(-|$)/);
  });

  it("take Node from a major that package.json's engines admit", () => {
    const engines = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string } }).engines.node;
    expect(Number(dockerArgs().NODE_MAJOR)).toBeGreaterThanOrEqual(Number(/>=\s*([0-9]+)/.exec(engines)![1]));
  });
});

const REDIS_SERVER = '/usr/bin/redis-server';
const REDIS_CLI = '/usr/bin/redis-cli';

describeNeeding({ paths: [REDIS_SERVER, REDIS_CLI], packages: 'redis-server' }, "compose.yaml's Redis and an instance, run here", () => {
  const scratch = mkdtempSync(join(tmpdir(), 'tooldeck-deploy-'));
  let redisPort: number;
  let redis: ReturnType<typeof spawn>;
  const config = (name: string) => spawnSync(REDIS_CLI, ['-p', String(redisPort), 'CONFIG', 'GET', name], { encoding: 'utf8' }).stdout.trim().split('\n')[1];

  beforeAll(async () => {
    redisPort = await freePort();
    const [program, ...args] = compose().services.redis!.command!;
    expect(program).toBe('redis-server');
    // Its own settings first, then only where it listens and keeps its files.
    redis = spawn(REDIS_SERVER, [...args, '--port', String(redisPort), '--bind', '127.0.0.1', '--dir', scratch], { stdio: 'ignore' });
    for (;;) {
      const ping = spawnSync(REDIS_CLI, ['-p', String(redisPort), 'ping'], { encoding: 'utf8' });
      if (ping.stdout.trim() === 'PONG') break;
      if (redis.exitCode !== null) throw new Error(`redis-server refused compose.yaml's command line (exit ${redis.exitCode})`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }, 30_000);

  afterAll(async () => {
    if (redis.exitCode === null) await new Promise((resolve) => redis.once('exit', resolve).kill('SIGTERM'));
    rmSync(scratch, { recursive: true, force: true });
  });

  it('keeps an append-only file and never evicts a key (a bin capture answered 200 is kept)', () => {
    expect(config('appendonly')).toBe('yes');
    expect(config('maxmemory-policy')).toBe('noeviction');
  });

  it("gives bins their whole store inside Redis's maxmemory, so the bins evict their oldest before Redis is full", () => {
    const maxmemory = Number(config('maxmemory'));
    expect(maxmemory).toBeGreaterThan(0);
    expect(loadConfig(instanceEnvironment(), 1).binStoreMaxBytes).toBeLessThan(maxmemory);
  });

  describe("an instance with compose.yaml's environment, its Redis here", () => {
    let server: RunningServer;
    let port: number;
    // The image's command, with this checkout's Bun for the image's.
    const healthcheck = () => {
      const [program, ...args] = dockerHealthcheckArgv();
      expect(program).toBe('bun');
      return spawnSync(join(ROOT, 'node_modules/.bin/bun'), args, { env: { PORT: String(port) }, encoding: 'utf8', timeout: 10_000 }).status;
    };

    beforeAll(async () => {
      port = await freePort();
      const { DATA_DIR: _imagePath, ...environment } = instanceEnvironment();
      server = await startServer({ ...environment, REDIS_URL: `redis://127.0.0.1:${redisPort}`, PORT: String(port) });
    }, 60_000);

    afterAll(() => server?.stop());

    it("answers /api/health with Redis ok, and the image's HEALTHCHECK passes", async () => {
      const health = (await (await fetch(`${server.url}/api/health`)).json()) as { status: string };
      expect(health.status).toBe('ok');
      expect(healthcheck()).toBe(0);
    });

    it("fails the image's HEALTHCHECK once the server has stopped", async () => {
      await server.stop();
      expect(healthcheck()).toBe(1);
    });
  });
});
