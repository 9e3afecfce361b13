/** tooldeck/node: core plus the Node runtime (worker_threads client, native hashing). */
export * from '../core/index.ts';
export { createNodeClient, spawnThreadWorker, type NodeClientOptions } from './node-client.ts';
export { registerNativeHashing, nodeCryptoBackend } from './native-hashing.ts';
export { createGuardedFetch, type GuardedFetchOptions } from './guarded-fetch.ts';
