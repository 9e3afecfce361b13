/** tooldeck/node: core plus the Node runtime (worker_threads client, native hashing). */
export * from '../core/index.ts';
// Shadows core's execute (an explicit export wins over `export *`): isolate tools run on threads.
export { execute } from './execute.ts';
// Likewise: each step through the execute above.
export { runRecipe } from './recipe.ts';
export { createNodeClient, spawnThreadWorker, type NodeClientOptions, type ThreadWorkerOptions } from './node-client.ts';
export { registerNativeHashing, nodeCryptoBackend } from './native-hashing.ts';
export { createGuardedFetch, type GuardedFetchOptions } from './guarded-fetch.ts';
