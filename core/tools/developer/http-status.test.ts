import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Entry { code: number; phrase: string | null; otherPhrases: string[]; class: string; reference: string; meaning: string; standard: boolean }
const lookUp = async (input: object) => (await run<{ statuses: Entry[] }>('http-status', input)).statuses;

/*
 * Every member of Python 3.11.2's http.HTTPStatus, printed by hand with
 *   /usr/bin/python3 -c "import http; [print(s.value, repr(s.phrase)) for s in http.HTTPStatus]"
 * Python keeps RFC 7231's names for 413, 414 and 416 (RFC 9110 renamed them), so its phrase must be
 * the phrase or one of the otherPhrases.
 */
const PYTHON_HTTP_STATUS: [number, string][] = [
    [100, 'Continue'],
    [101, 'Switching Protocols'],
    [102, 'Processing'],
    [103, 'Early Hints'],
    [200, 'OK'],
    [201, 'Created'],
    [202, 'Accepted'],
    [203, 'Non-Authoritative Information'],
    [204, 'No Content'],
    [205, 'Reset Content'],
    [206, 'Partial Content'],
    [207, 'Multi-Status'],
    [208, 'Already Reported'],
    [226, 'IM Used'],
    [300, 'Multiple Choices'],
    [301, 'Moved Permanently'],
    [302, 'Found'],
    [303, 'See Other'],
    [304, 'Not Modified'],
    [305, 'Use Proxy'],
    [307, 'Temporary Redirect'],
    [308, 'Permanent Redirect'],
    [400, 'Bad Request'],
    [401, 'Unauthorized'],
    [402, 'Payment Required'],
    [403, 'Forbidden'],
    [404, 'Not Found'],
    [405, 'Method Not Allowed'],
    [406, 'Not Acceptable'],
    [407, 'Proxy Authentication Required'],
    [408, 'Request Timeout'],
    [409, 'Conflict'],
    [410, 'Gone'],
    [411, 'Length Required'],
    [412, 'Precondition Failed'],
    [413, 'Request Entity Too Large'],
    [414, 'Request-URI Too Long'],
    [415, 'Unsupported Media Type'],
    [416, 'Requested Range Not Satisfiable'],
    [417, 'Expectation Failed'],
    [418, "I'm a Teapot"],
    [421, 'Misdirected Request'],
    [422, 'Unprocessable Entity'],
    [423, 'Locked'],
    [424, 'Failed Dependency'],
    [425, 'Too Early'],
    [426, 'Upgrade Required'],
    [428, 'Precondition Required'],
    [429, 'Too Many Requests'],
    [431, 'Request Header Fields Too Large'],
    [451, 'Unavailable For Legal Reasons'],
    [500, 'Internal Server Error'],
    [501, 'Not Implemented'],
    [502, 'Bad Gateway'],
    [503, 'Service Unavailable'],
    [504, 'Gateway Timeout'],
    [505, 'HTTP Version Not Supported'],
    [506, 'Variant Also Negotiates'],
    [507, 'Insufficient Storage'],
    [508, 'Loop Detected'],
    [510, 'Not Extended'],
    [511, 'Network Authentication Required']
,
];

describe('http-status', () => {
  it('knows every code Python\'s http.HTTPStatus knows, under its name or an older one', async () => {
    for (const [code, phrase] of PYTHON_HTTP_STATUS) {
      const [entry] = await lookUp({ code });
      expect(entry!.standard, String(code)).toBe(true);
      expect([entry!.phrase, ...entry!.otherPhrases], String(code)).toContain(phrase);
    }
  });

  it('gives RFC 9110 names, classes and sections (RFC 9110 §15)', async () => {
    const [notFound] = await lookUp({ code: 404 });
    expect(notFound).toMatchObject({ phrase: 'Not Found', class: '4xx Client Error', reference: 'RFC 9110 §15.5.5', standard: true });
    const [tooLarge] = await lookUp({ code: 413 });
    expect(tooLarge).toMatchObject({ phrase: 'Content Too Large', otherPhrases: ['Payload Too Large', 'Request Entity Too Large'], reference: 'RFC 9110 §15.5.14' });
    expect((await lookUp({ code: 103 }))[0]).toMatchObject({ class: '1xx Informational', reference: 'RFC 8297' });
    expect((await lookUp({ code: 308 }))[0]).toMatchObject({ class: '3xx Redirection', reference: 'RFC 9110 §15.4.9' });
    expect((await lookUp({ code: 503 }))[0]).toMatchObject({ class: '5xx Server Error', reference: 'RFC 9110 §15.6.4' });
  });

  it('answers an unregistered code with its class and the x00 rule', async () => {
    expect(await lookUp({ code: 299 })).toEqual([{
      code: 299, phrase: null, otherPhrases: [], class: '2xx Successful', reference: 'RFC 9110 §15',
      meaning: 'Not registered: a client that does not know it must treat it as 200 OK.', standard: false,
    }]);
    expect((await lookUp({ code: 499 }))[0]).toMatchObject({ phrase: 'Client Closed Request', reference: 'nginx', standard: false });
  });

  it('searches by number prefix, class and phrase words, old names included', async () => {
    expect((await lookUp({ query: '40' })).map((entry) => entry.code)).toEqual([400, 401, 402, 403, 404, 405, 406, 407, 408, 409]);
    expect((await lookUp({ query: '1xx' })).map((entry) => entry.code)).toEqual([100, 101, 102, 103]);
    expect((await lookUp({ query: ' 5XX ' })).every((entry) => entry.class === '5xx Server Error')).toBe(true);
    expect((await lookUp({ query: 'NOT FOUND' })).map((entry) => entry.code)).toEqual([404]);
    expect((await lookUp({ query: 'payload' })).map((entry) => entry.code)).toEqual([413]);
    expect((await lookUp({ query: 'timeout' })).map((entry) => entry.code)).toEqual([408, 504, 524]);
    expect((await lookUp({ query: 'teapot' })).map((entry) => entry.code)).toEqual([418]);
    expect(await lookUp({ query: 'no such phrase' })).toEqual([]);
    expect(await lookUp({ query: '__proto__' })).toEqual([]);
    expect(await lookUp({ query: '999' })).toEqual([]);
  });

  it('refuses both fields, neither, an empty query and codes out of range', async () => {
    await expectInvalid('http-status', { code: 404, query: 'x' }, 'code: give either code or query, not both');
    await expectInvalid('http-status', {}, /^code: give a status code/);
    await expectInvalid('http-status', { query: '  ' }, /^query: is empty/);
    await expectInvalid('http-status', { code: 99 }, /^code: must be ≥ 100/);
    await expectInvalid('http-status', { code: 600 }, /^code: must be ≤ 599/);
    await expectInvalid('http-status', { code: 404.5 }, /^code: must be an integer/);
    await expectInvalid('http-status', { code: '404' }, /^code: must be an integer/);
    await expectInvalid('http-status', { query: 'a'.repeat(201) }, 'query: must be at most 200 characters');
  });
});
