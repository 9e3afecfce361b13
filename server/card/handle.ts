/**
 * GitHub's rule for a user name: 1–39 letters, digits and single inner hyphens, any case. One
 * copy for the routes, the snapshot's check of the login GitHub answers, the page's profile
 * link and the OpenAPI parameter (a JSON Schema pattern has no flags, so both cases are spelled).
 */
export const HANDLE_PATTERN = '^[a-zA-Z\\d](?:[a-zA-Z\\d]|-(?=[a-zA-Z\\d])){0,38}$';

const HANDLE = new RegExp(HANDLE_PATTERN);

export function isHandle(text: string): boolean {
  return HANDLE.test(text);
}
