/** GitHub's rule for a user name: 1–39 letters, digits and single inner hyphens (any case). */
const HANDLE = /^[a-z\d](?:[a-z\d]|-(?=[a-z\d])){0,38}$/i;

export function isHandle(text: string): boolean {
  return HANDLE.test(text);
}
