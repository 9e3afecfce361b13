/**
 * Test fixture: the real server built with createApp, except that its tools' fetch sends the
 * origins in UPSTREAM_ORIGINS (JSON, e.g. {"https://mb.gov.ct.tr":"http://localhost:4123"}) to
 * fake sources on loopback, through the production guarded fetch and its test-only
 * originOverrides, as test/upstreams.ts does in-process.
 */
import { createGuardedFetch } from '../../runtime-node/guarded-fetch.ts';
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';

const originOverrides = JSON.parse(process.env.UPSTREAM_ORIGINS ?? '{}') as Record<string, string>;
const config = loadConfig(process.env, 1);
const { app, ready } = createApp(config, { fetch: createGuardedFetch({ allowHosts: ['localhost'], originOverrides }) });
await ready();
app.listen({ port: config.port, hostname: config.host });
console.log(`tooldeck listening on http://${config.host}:${app.server!.port}`);
