/** The spec's bin limits (Limits table: 50 requests, 64 KiB body), shared by the server and the live page's script. */

/** Bodies are clipped to this many bytes; the original size is kept beside them. */
export const CLIP_BYTES = 64 * 1024;
/** A bin keeps its newest this many requests; older ones are dropped and counted. */
export const KEEP_REQUESTS = 50;
