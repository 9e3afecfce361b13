/** tooldeck/server (Bun): the HTTP API as an Elysia app, for embedding or tests. */
import { assertPeerDependencies } from './peer-dependencies.ts';

// Before app.ts is loaded: it imports Elysia, the MCP SDK and esbuild, the optional peer
// dependencies a user of tooldeck/server installs (peer-dependencies.ts says why).
assertPeerDependencies();
const app = await import('./app.ts');

export const createApp: typeof app.createApp = app.createApp;
export { loadConfig, ConfigError, type ServerConfig } from './config.ts';
export { MissingPeerDependencyError } from './peer-dependencies.ts';
