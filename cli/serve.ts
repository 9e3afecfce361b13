/**
 * `tooldeck serve`'s server process (Bun only; serve-command.ts starts it): tooldeck/server
 * configured from the environment as `npm start` is (PORT, HOST, WORKERS…, see README), stopped
 * by SIGINT or SIGTERM. A missing peer dependency (Elysia…) or a wrong setting is one line saying
 * what to do, and exit 2 as for the CLI's other usage errors: nothing could be served.
 */
import { availableParallelism } from 'node:os';

let server: typeof import('../server/index.ts');
try {
  server = await import('../server/index.ts');
} catch (error) {
  console.error(`tooldeck serve: ${(error as Error).message}`);
  process.exit(2);
}
let config;
try {
  config = server.loadConfig(process.env, availableParallelism());
} catch (error) {
  if (!(error instanceof server.ConfigError)) throw error;
  console.error(`tooldeck serve: ${error.message}`);
  process.exit(2);
}
const { app, close, endStreams, ready } = server.createApp(config);
const stop = () => {
  endStreams();
  void app.server?.stop(true);
  close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
await ready();
app.listen({ port: config.port, hostname: config.host });
console.log(`tooldeck listening on http://${config.host}:${app.server!.port} (${config.workers} workers)`);
