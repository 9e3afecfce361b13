/** The message a thread worker posts once Comlink listens; Comlink ignores it (it has no id). */
export const THREAD_READY = 'tooldeck-thread-ready';
