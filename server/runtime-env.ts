/**
 * The Bun runtime settings `npm start` gives the server (package.json's start script sets each
 * one unless the caller already has). The runtime reads them as the process starts, before any
 * code runs, so they cannot be set from code. bench/server.ts starts every server it compares
 * with them, so the ratios compare code, not settings.
 *
 * MIMALLOC_PURGE_DELAY=-1: Bun's allocator keeps the memory it frees mapped, for reuse, instead
 * of handing it back to the OS. Under load, Bun's HTTP layer leaves about 450 bytes per request
 * that outlive the young-generation collections, so the heap climbs until a full collection, and
 * the allocator then hands the freed blocks back, only to fault them in again on the way up. The
 * larger the live heap (the catalog, the MCP SDK, the docs bundle), the longer each climb: a
 * bare server faults 0.03 pages per request, tooldeck 0.11-0.26, and about a fifth of tooldeck's
 * CPU per small call went to those faults and the threads that prefault and purge (paired
 * against the default, bench/server.ts's method). The cost: the resident size stays at its
 * high-water mark (139 MB after a load where the default fell back from 109 to 87 MB).
 */
export const RUNTIME_ENV: Readonly<Record<string, string>> = Object.freeze({ MIMALLOC_PURGE_DELAY: '-1' });
