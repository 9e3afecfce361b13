/**
 * Test fixture: the real server built with createApp, except that its isolate workers crash on
 * regex-test with the pattern "crash" (pool/crash-worker-fixture.ts), to show a 500 over HTTP.
 */
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { spawnNodeProcess } from './pool/node-process.ts';

const config = loadConfig(process.env, 2);
const { app, ready } = createApp(config, {
  spawnWorker: () => spawnNodeProcess({ entry: new URL('./pool/crash-worker-fixture.ts', import.meta.url) }),
});
await ready();
app.listen({ port: config.port, hostname: config.host });
console.log(`tooldeck listening on http://${config.host}:${app.server!.port}`);
