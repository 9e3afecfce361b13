/** The load hook behind node-register.mjs. */
import { appendFileSync } from 'node:fs';

const log = process.env.TOOLDECK_MODULE_LOG;

export async function load(url, context, nextLoad) {
  const result = await nextLoad(url, context);
  if (log && url.startsWith('file:')) {
    const bytes = result.source == null ? 0 : typeof result.source === 'string' ? Buffer.byteLength(result.source) : result.source.byteLength;
    appendFileSync(log, `${JSON.stringify({ url, bytes, format: result.format })}\n`);
  }
  return result;
}
