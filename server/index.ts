/** tooldeck/server (Bun): the HTTP API as an Elysia app, for embedding or tests. */
export { createApp } from './app.ts';
export { loadConfig, ConfigError, type ServerConfig } from './config.ts';
