/**
 * What the scale-out tests run: two real server instances (A and B, `bun server/main.ts` on free
 * ports) sharing one real redis-server through REDIS_URL, each with one isolate worker.
 */
import { startServer, type RunningServer } from '../../server/test-server.ts';
import { startRedis, type RunningRedis, type RedisOptions } from './redis-server.ts';

export interface TwoInstances {
  redis: RunningRedis;
  a: RunningServer;
  b: RunningServer;
  /** Stops both instances, then Redis. */
  stop(): Promise<void>;
}

export async function startTwoInstances(env: Record<string, string>, redisOptions: RedisOptions = {}): Promise<TwoInstances> {
  const redis = await startRedis(redisOptions);
  const serverEnv = { WORKERS: '1', ...env, REDIS_URL: redis.url };
  const started = await Promise.allSettled([startServer(serverEnv), startServer(serverEnv)]);
  const [a, b] = started.map((result) => (result.status === 'fulfilled' ? result.value : undefined));
  if (a === undefined || b === undefined) {
    // One failed to start: leave nothing running behind the failure.
    await Promise.all([a?.stop(), b?.stop()]);
    await redis.stop();
    throw started.find((result) => result.status === 'rejected')!.reason;
  }
  return {
    redis,
    a,
    b,
    async stop() {
      await Promise.all([a.stop(), b.stop()]);
      await redis.stop();
    },
  };
}
