// @mixmark-io/domino (turndown's own DOM for Node), as html-to-markdown uses it: a document parsed by
// the HTML5 algorithm, with the standard DOM interfaces.
declare module '@mixmark-io/domino' {
  export function createDocument(html?: string, force?: boolean): Document;
}
