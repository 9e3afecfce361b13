/**
 * The Bun runtime settings `npm start` gives the server (package.json's start script sets each
 * one unless the caller already has). The runtime reads them as the process starts, before any
 * code runs, so they cannot be set from code. bench/server.ts starts every server it compares
 * with them, so the ratios compare code, not settings.
 *
 * MIMALLOC_PURGE_DELAY=-1: Bun's allocator keeps the memory it frees mapped, for reuse, instead of
 * handing it back to the OS. Under load, Bun's HTTP layer leaves about 450 bytes per request that
 * outlive the young-generation collections, so the heap climbs until a full collection, and the
 * allocator then hands the freed blocks back, only to fault them in again on the way up. The
 * larger the live heap (the catalog, the MCP SDK, the docs bundle), the longer each climb: a bare
 * server faults 0.03 pages per request, tooldeck 0.11-0.26, and about a fifth of tooldeck's CPU
 * per small call went to those faults and the threads that prefault and purge (paired against the
 * default, bench/server.ts's method). Only -1 does it: delays of 1 to 100 s still left 0.04-0.18
 * faults per request. The cost: the resident size stays at its high-water mark, which a burst of
 * large bodies sets: 139 MB after 8 s of small calls (the default: 109 MB, 87 MB once idle), 466
 * MB after eight 20 MB bodies, four at a time (the default: 371 MB, 85 MB 20 s later). That memory
 * is reused, not grown past the peak, which the default reaches too; a host that needs it back
 * sets MIMALLOC_PURGE_DELAY=100, Bun's default.
 */
export const RUNTIME_ENV: Readonly<Record<string, string>> = Object.freeze({ MIMALLOC_PURGE_DELAY: '-1' });
