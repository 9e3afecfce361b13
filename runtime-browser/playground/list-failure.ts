/** Why the page lists its own copy of the catalog instead of the server's, in words for the page. */
import { ToolListError } from '../../core/http-client.ts';

const FALLBACK = "The tools listed are this page's own copy of the catalog.";

export function listFailureText(error: unknown): string {
  if (error instanceof ToolListError) {
    const { code, message, retryAfter } = error.envelope.error;
    const wait = retryAfter === undefined ? '' : ` Try again in ${retryAfter} s.`;
    return `The server refused the tool list (${code}: ${message}).${wait} ${FALLBACK}`;
  }
  const reason = error instanceof Error ? error.message : String(error);
  return `Could not reach the server for the tool list: ${reason}. ${FALLBACK}`;
}
