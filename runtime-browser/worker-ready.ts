/** The message a browser worker posts once Comlink listens; Comlink ignores it (it has no id). */
export const WORKER_READY = 'tooldeck-worker-ready';
