/**
 * HTTP status codes for http-status: our own table. Phrases are the IANA HTTP Status Code Registry's
 * (https://www.iana.org/assignments/http-status-codes), which RFC 9110 §15 renamed in places
 * (413 Content Too Large, 422 Unprocessable Content); the older names that libraries still print
 * (RFC 7231's, Python's http.HTTPStatus, the statuses package) are kept as otherPhrases, so a search
 * for either finds the code. References are the section that defines each code; meanings are our
 * one-sentence summaries of that section. The few unregistered codes are ones servers and CDNs
 * really send, marked standard: false with the vendor as their reference.
 */
export interface HttpStatusEntry {
  code: number;
  phrase: string;
  otherPhrases: string[];
  reference: string;
  meaning: string;
  standard: boolean;
}

type Row = [code: number, phrase: string, reference: string, meaning: string, otherPhrases?: string[], standard?: boolean];

const ROWS: Row[] = [
  [100, 'Continue', 'RFC 9110 §15.2.1', 'The request\'s start was received; the client may send the rest of its content (the answer to Expect: 100-continue).'],
  [101, 'Switching Protocols', 'RFC 9110 §15.2.2', 'The server switches to the protocol the client asked for in its Upgrade header (e.g. WebSocket).'],
  [102, 'Processing', 'RFC 2518 §10.1', 'WebDAV: the server accepted the request and is still working on it, so the client should not time out.'],
  [103, 'Early Hints', 'RFC 8297', 'Headers (usually Link preloads) sent ahead of the final response, so the client can start fetching.'],
  [200, 'OK', 'RFC 9110 §15.3.1', 'The request succeeded; the content is the result of the method (the resource for GET).'],
  [201, 'Created', 'RFC 9110 §15.3.2', 'The request created one or more resources; Location names the main one.'],
  [202, 'Accepted', 'RFC 9110 §15.3.3', 'The request was accepted for processing that has not finished, and may still fail.'],
  [203, 'Non-Authoritative Information', 'RFC 9110 §15.3.4', 'Success, but a transforming proxy changed the origin server\'s content.'],
  [204, 'No Content', 'RFC 9110 §15.3.5', 'Success with no content to send; the client stays on its current view.'],
  [205, 'Reset Content', 'RFC 9110 §15.3.6', 'Success; the client should reset the view (e.g. clear the form) that sent the request.'],
  [206, 'Partial Content', 'RFC 9110 §15.3.7', 'The server sends only the ranges the Range header asked for.'],
  [207, 'Multi-Status', 'RFC 4918 §11.1', 'WebDAV: the body (XML) carries a separate status for each of several resources.'],
  [208, 'Already Reported', 'RFC 5842 §7.1', 'WebDAV: members of this binding were already listed earlier in the same multistatus answer.'],
  [226, 'IM Used', 'RFC 3229 §10.4.1', 'The server answered a GET with instance manipulations (delta encoding) applied to the current instance.'],
  [300, 'Multiple Choices', 'RFC 9110 §15.4.1', 'The resource has several representations; the client (or user) picks one.'],
  [301, 'Moved Permanently', 'RFC 9110 §15.4.2', 'The resource has a new permanent URI (in Location); clients may change POST to GET when following it.'],
  [302, 'Found', 'RFC 9110 §15.4.3', 'The resource is temporarily at another URI (in Location); clients may change POST to GET when following it.', ['Moved Temporarily']],
  [303, 'See Other', 'RFC 9110 §15.4.4', 'The answer is at another URI (in Location), to be fetched with GET (the redirect after a POST).'],
  [304, 'Not Modified', 'RFC 9110 §15.4.5', 'A conditional GET or HEAD found the client\'s cached copy still current; no content is sent.'],
  [305, 'Use Proxy', 'RFC 9110 §15.4.6', 'Deprecated: the resource was to be reached through the proxy in Location; clients ignore it for security.'],
  [306, '(Unused)', 'RFC 9110 §15.4.7', 'Reserved: used in an earlier draft (as Switch Proxy), never defined now.', ['Switch Proxy']],
  [307, 'Temporary Redirect', 'RFC 9110 §15.4.8', 'The resource is temporarily at another URI; the client repeats the same method and content there.'],
  [308, 'Permanent Redirect', 'RFC 9110 §15.4.9', 'The resource has a new permanent URI; the client repeats the same method and content there.'],
  [400, 'Bad Request', 'RFC 9110 §15.5.1', 'The server will not process the request because of a client error (malformed syntax, bad framing, invalid content).'],
  [401, 'Unauthorized', 'RFC 9110 §15.5.2', 'The request lacks valid credentials; WWW-Authenticate says how to authenticate.'],
  [402, 'Payment Required', 'RFC 9110 §15.5.3', 'Reserved for future use (some APIs use it for billing failures).'],
  [403, 'Forbidden', 'RFC 9110 §15.5.4', 'The server understood the request but refuses it; other credentials will not help.'],
  [404, 'Not Found', 'RFC 9110 §15.5.5', 'The server has no current representation of the resource, or will not say it exists.'],
  [405, 'Method Not Allowed', 'RFC 9110 §15.5.6', 'The resource does not support the method; Allow lists those it does.'],
  [406, 'Not Acceptable', 'RFC 9110 §15.5.7', 'No representation matches the request\'s Accept, Accept-Language or Accept-Encoding headers.'],
  [407, 'Proxy Authentication Required', 'RFC 9110 §15.5.8', 'Like 401, but the client must authenticate with the proxy (Proxy-Authenticate).'],
  [408, 'Request Timeout', 'RFC 9110 §15.5.9', 'The server gave up waiting for the complete request; the connection is closed.'],
  [409, 'Conflict', 'RFC 9110 §15.5.10', 'The request conflicts with the resource\'s current state (e.g. an edit conflict in a PUT).'],
  [410, 'Gone', 'RFC 9110 §15.5.11', 'The resource is gone from the origin server, likely for good, with no forwarding address.'],
  [411, 'Length Required', 'RFC 9110 §15.5.12', 'The server refuses a request without a Content-Length.'],
  [412, 'Precondition Failed', 'RFC 9110 §15.5.13', 'A condition in the request\'s headers (If-Match, If-Unmodified-Since…) was false.'],
  [413, 'Content Too Large', 'RFC 9110 §15.5.14', 'The request\'s content is larger than the server will process.', ['Payload Too Large', 'Request Entity Too Large']],
  [414, 'URI Too Long', 'RFC 9110 §15.5.15', 'The target URI is longer than the server will interpret.', ['Request-URI Too Long']],
  [415, 'Unsupported Media Type', 'RFC 9110 §15.5.16', 'The content is in a format (Content-Type or Content-Encoding) the resource does not support for this method.'],
  [416, 'Range Not Satisfiable', 'RFC 9110 §15.5.17', 'None of the ranges in the Range header overlap the representation.', ['Requested Range Not Satisfiable']],
  [417, 'Expectation Failed', 'RFC 9110 §15.5.18', 'The server cannot meet the Expect header\'s expectation.'],
  [418, 'I\'m a teapot', 'RFC 9110 §15.5.19', 'Reserved as (Unused) since RFC 2324\'s April Fools\' coffee-pot protocol: a teapot refuses to brew coffee.', ['(Unused)', 'I\'m a Teapot']],
  [421, 'Misdirected Request', 'RFC 9110 §15.5.20', 'The request reached a server that cannot answer for its scheme and authority (e.g. a reused HTTP/2 connection).'],
  [422, 'Unprocessable Content', 'RFC 9110 §15.5.21', 'The content\'s type and syntax are right, but its instructions cannot be processed (e.g. validation errors).', ['Unprocessable Entity']],
  [423, 'Locked', 'RFC 4918 §11.3', 'WebDAV: the resource is locked.'],
  [424, 'Failed Dependency', 'RFC 4918 §11.4', 'WebDAV: the method failed because an action it depended on failed.'],
  [425, 'Too Early', 'RFC 8470 §5.2', 'The server will not risk processing a request sent in TLS early data, which could be replayed.'],
  [426, 'Upgrade Required', 'RFC 9110 §15.5.22', 'The server refuses the request in the current protocol; Upgrade names the one to switch to.'],
  [428, 'Precondition Required', 'RFC 6585 §3', 'The server requires the request to be conditional (e.g. If-Match), to avoid lost updates.'],
  [429, 'Too Many Requests', 'RFC 6585 §4', 'Rate limiting: the client sent too many requests in a given time; Retry-After may say when to retry.'],
  [431, 'Request Header Fields Too Large', 'RFC 6585 §5', 'The server will not process the request because a header field, or all of them together, is too large.'],
  [444, 'No Response', 'nginx', 'Not standard: nginx closed the connection without sending any answer (seen in its logs, never by clients).', [], false],
  [451, 'Unavailable For Legal Reasons', 'RFC 7725 §3', 'The server denies access to the resource because of a legal demand.'],
  [499, 'Client Closed Request', 'nginx', 'Not standard: nginx logs it when the client closed the connection before the answer was sent.', [], false],
  [500, 'Internal Server Error', 'RFC 9110 §15.6.1', 'The server met an unexpected condition that kept it from fulfilling the request.'],
  [501, 'Not Implemented', 'RFC 9110 §15.6.2', 'The server does not support the functionality (e.g. the method) the request needs.'],
  [502, 'Bad Gateway', 'RFC 9110 §15.6.3', 'A gateway or proxy got an invalid response from the server it forwarded the request to.'],
  [503, 'Service Unavailable', 'RFC 9110 §15.6.4', 'The server cannot handle the request now (overload or maintenance); Retry-After may say how long.'],
  [504, 'Gateway Timeout', 'RFC 9110 §15.6.5', 'A gateway or proxy did not get a timely response from the server it forwarded the request to.'],
  [505, 'HTTP Version Not Supported', 'RFC 9110 §15.6.6', 'The server does not support the request\'s major HTTP version.'],
  [506, 'Variant Also Negotiates', 'RFC 2295 §8.1', 'Transparent content negotiation is misconfigured: the chosen variant negotiates itself, a loop.'],
  [507, 'Insufficient Storage', 'RFC 4918 §11.5', 'WebDAV: the server cannot store the representation needed to complete the request.'],
  [508, 'Loop Detected', 'RFC 5842 §7.2', 'WebDAV: the server met an infinite loop while processing a Depth: infinity request.'],
  [509, 'Bandwidth Limit Exceeded', 'Apache (cPanel)', 'Not standard: the site used up the bandwidth its hosting plan allows.', [], false],
  [510, 'Not Extended', 'RFC 2774 §7', 'Historic: the request lacks the HTTP extension declaration the server requires.'],
  [511, 'Network Authentication Required', 'RFC 6585 §6', 'The client must authenticate to gain network access (a captive portal).'],
  [520, 'Web Server Returned an Unknown Error', 'Cloudflare', 'Not standard: Cloudflare got an empty, unknown or unexpected response from the origin server.', [], false],
  [521, 'Web Server Is Down', 'Cloudflare', 'Not standard: the origin server refused Cloudflare\'s connection.', [], false],
  [522, 'Connection Timed Out', 'Cloudflare', 'Not standard: Cloudflare could not complete a TCP connection to the origin server in time.', [], false],
  [523, 'Origin Is Unreachable', 'Cloudflare', 'Not standard: Cloudflare found no route to the origin server (e.g. wrong DNS records).', [], false],
  [524, 'A Timeout Occurred', 'Cloudflare', 'Not standard: Cloudflare connected to the origin server, but it did not answer within the timeout (100 s by default).', [], false],
];

export const HTTP_STATUSES: readonly HttpStatusEntry[] = ROWS.map(([code, phrase, reference, meaning, otherPhrases = [], standard = true]) => ({
  code, phrase, otherPhrases, reference, meaning, standard,
}));

/** RFC 9110 §15's five classes, by first digit. */
export const HTTP_STATUS_CLASSES: Record<number, string> = {
  1: '1xx Informational',
  2: '2xx Successful',
  3: '3xx Redirection',
  4: '4xx Client Error',
  5: '5xx Server Error',
};
