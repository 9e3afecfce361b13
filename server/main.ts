/** `npm start`: the tooldeck server, configured from the environment (see DESIGN.md). */
import { availableParallelism } from 'node:os';
import { ConfigError, loadConfig } from './config.ts';
import { listenFailure } from './listen-failure.ts';
import { assertPeerDependencies, MissingPeerDependencyError } from './peer-dependencies.ts';

/** How long in-flight calls may take to finish after SIGTERM or SIGINT. */
const SHUTDOWN_GRACE_MS = 10_000;

let config;
try {
  // Before app.ts is loaded, which imports the optional peer dependencies (peer-dependencies.ts).
  assertPeerDependencies();
  config = loadConfig(process.env, availableParallelism());
} catch (error) {
  if (!(error instanceof ConfigError || error instanceof MissingPeerDependencyError)) throw error;
  console.error(`tooldeck: ${error.message}`);
  process.exit(1);
}
const { createApp } = await import('./app.ts');

const { app, close, endStreams, ready } = createApp(config);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`tooldeck: ${signal}, finishing in-flight requests`);
  // stop(false) stops accepting and resolves once in-flight requests are answered; an event
  // stream is never answered in full, so those end first.
  endStreams();
  const finished = app.server?.stop(false);
  await Promise.race([finished, new Promise((resolve) => setTimeout(resolve, SHUTDOWN_GRACE_MS))]);
  close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

// Listening last: a signal right after the line below is already handled.
await ready();
try {
  app.listen({ port: config.port, hostname: config.host });
} catch (error) {
  const message = listenFailure(error, config.port, config.host);
  if (message === undefined) throw error;
  // One line an operator can act on, not Bun's stack trace; the workers go with the process.
  console.error(`tooldeck: ${message}`);
  close();
  process.exit(1);
}
console.log(`tooldeck listening on http://${config.host}:${app.server!.port} (${config.workers} workers)`);

