import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Parsed {
  method: string; url: string; headers: [string, string][]; body: string | null;
  form: { name: string; value: string | null; file: string | null; type: string | null }[];
  auth: { user: string; password: string } | null; files: string[];
  options: { followRedirects: boolean; insecure: boolean; compressed: boolean; head: boolean; get: boolean; http: string | null };
  otherFlags: string[]; fetch: string;
}
const parse = (cmd: string) => run<Parsed>('curl-parse', { cmd });

/*
 * Known answers: curl 7.88.1's --libcurl output for the same commands, run by hand against a closed
 * port (the C file is written either way), e.g.
 *   curl -s --max-time 1 --libcurl out.c <flags> http://127.0.0.1:9/… ; grep CURLOPT_ out.c
 * libcurl's CURLOPT_HTTPHEADER lists only the -H and --json headers; the Content-Type curl adds for
 * -d is libcurl's own, so it is not in those lines.
 */
describe('curl-parse', () => {
  it('matches --libcurl for -X, -H, -d, -u, -A, -b, -L, -k', async () => {
    // CURLOPT_URL "http://127.0.0.1:9/api/items", CURLOPT_USERPWD "user:pass", CURLOPT_POSTFIELDS "{\"a\":1}",
    // HTTPHEADER "Content-Type: application/json", "X-Token: abc", CURLOPT_USERAGENT "my-agent/1.0",
    // CURLOPT_FOLLOWLOCATION 1, CURLOPT_SSL_VERIFYPEER 0, CURLOPT_COOKIE "sid=42", CURLOPT_CUSTOMREQUEST "PUT"
    const parsed = await parse(`curl -X PUT -H 'Content-Type: application/json' -H 'X-Token: abc' -d '{"a":1}' -u user:pass -A 'my-agent/1.0' -b 'sid=42' -L -k http://127.0.0.1:9/api/items`);
    expect(parsed.method).toBe('PUT');
    expect(parsed.url).toBe('http://127.0.0.1:9/api/items');
    expect(parsed.body).toBe('{"a":1}');
    expect(parsed.auth).toEqual({ user: 'user', password: 'pass' });
    expect(parsed.headers).toEqual([['Content-Type', 'application/json'], ['X-Token', 'abc'], ['User-Agent', 'my-agent/1.0'], ['Cookie', 'sid=42']]);
    expect(parsed.options).toMatchObject({ followRedirects: true, insecure: true });
    expect(parsed.fetch).toContain('"Authorization": "Basic dXNlcjpwYXNz"'); // printf user:pass | base64
    expect(parsed.fetch).toContain('// -k: fetch cannot skip TLS certificate checks');
    expect(parsed.fetch).not.toContain('redirect: "manual"');
  });

  it('matches --libcurl for -G (data into the query)', async () => {
    // CURLOPT_URL "http://127.0.0.1:9/search?x=1&q=hello&page=2", no POSTFIELDS
    const parsed = await parse("curl -G -d q=hello -d page=2 'http://127.0.0.1:9/search?x=1'");
    expect(parsed).toMatchObject({ method: 'GET', url: 'http://127.0.0.1:9/search?x=1&q=hello&page=2', body: null });
  });

  it('matches --libcurl for --data-urlencode and joined -d', async () => {
    // POSTFIELDS "msg=hello+world%26x&a=1"
    expect((await parse("curl --data-urlencode 'msg=hello world&x' -d a=1 http://127.0.0.1:9/")).body).toBe('msg=hello+world%26x&a=1');
    // POSTFIELDS "hello+world&a+b"
    expect((await parse("curl --data-urlencode 'hello world' --data-urlencode '=a b' http://127.0.0.1:9/")).body).toBe('hello+world&a+b');
    // POSTFIELDS "a=1\nb&x\ny"
    const joined = await parse("curl -d $'a=1\\nb' --data-binary $'x\\ny' http://127.0.0.1:9/");
    expect(joined).toMatchObject({ method: 'POST', body: 'a=1\nb&x\ny' });
    expect(joined.headers).toEqual([['Content-Type', 'application/x-www-form-urlencoded']]);
    // POSTFIELDS "@notafile": --data-raw never reads a file
    expect((await parse("curl --data-raw '@notafile' http://127.0.0.1:9/")).body).toBe('@notafile');
  });

  it('matches --libcurl for --json, -F and -I', async () => {
    // HTTPHEADER "Content-Type: application/json", "Accept: application/json"; POSTFIELDS "{\"b\":2}"
    const json = await parse(`curl --json '{"b":2}' http://127.0.0.1:9/`);
    expect(json).toMatchObject({ method: 'POST', body: '{"b":2}', headers: [['Content-Type', 'application/json'], ['Accept', 'application/json']] });
    // curl_mime_name "name" + curl_mime_data "John"; curl_mime_name "file" + curl_mime_filedata "photo.jpg"
    const form = await parse("curl -F 'name=John' -F 'file=@photo.jpg;type=image/jpeg' http://127.0.0.1:9/up");
    expect(form).toMatchObject({ method: 'POST', body: null, files: ['photo.jpg'] });
    expect(form.form).toEqual([{ name: 'name', value: 'John', file: null, type: null }, { name: 'file', value: null, file: 'photo.jpg', type: 'image/jpeg' }]);
    // CURLOPT_NOBODY 1
    expect((await parse('curl -I http://127.0.0.1:9/')).method).toBe('HEAD');
  });

  it('reads browser "Copy as cURL" output: continuations and $\'…\' strings', async () => {
    const cmd = "curl 'https://example.com/api' \\\n  -H 'accept: */*' \\\n  -H $'x-note: it\\'s \\u00e9' \\\n  --data-raw $'{\"a\":\"line\\\\nnext\"}' \\\n  --compressed";
    const parsed = await parse(cmd);
    expect(parsed.headers.slice(0, 2)).toEqual([['accept', '*/*'], ['x-note', 'it\'s é']]);
    expect(parsed.body).toBe('{"a":"line\\nnext"}');
    expect(parsed.options.compressed).toBe(true);
  });

  it('lists flags that change nothing, unknown flags and a second command', async () => {
    const parsed = await parse('curl -sS -o out.json --max-time 5 --frob -H Accept: https://example.com && echo ok');
    expect(parsed.otherFlags).toEqual(['-s', '-S', '-o out.json', '--max-time 5', '--frob', '-H Accept: (removes a header curl adds itself)', '&& (only the first command is read)']);
    expect(parsed.method).toBe('GET');
  });

  it('names the files it cannot read', async () => {
    const parsed = await parse('curl -d @body.json -b cookies.txt -T up.bin https://example.com');
    expect(parsed.files).toEqual(['cookies.txt', 'up.bin', 'body.json']);
    expect(parsed.body).toBe('<contents of body.json>');
  });

  it('writes a fetch() that escapes everything as JSON strings', async () => {
    const parsed = await parse(`curl -H 'X-A: "</script>' -d '__proto__=1' https://example.com/`);
    expect(parsed.fetch).toBe([
      'const response = await fetch("https://example.com/", {',
      '  method: "POST",',
      '  headers: {',
      '    "X-A": "\\"</script>",',
      '    "Content-Type": "application/x-www-form-urlencoded",',
      '  },',
      '  body: "__proto__=1",',
      '  redirect: "manual",',
      '});',
    ].join('\n'));
  });

  it('refuses what is not curl, has no URL or a malformed flag, naming the field', async () => {
    await expectInvalid('curl-parse', { cmd: 'wget https://example.com' }, /^cmd: not a curl command/);
    await expectInvalid('curl-parse', { cmd: 'curl -s' }, 'cmd: names no URL');
    await expectInvalid('curl-parse', { cmd: 'curl https://x -H' }, 'cmd: -H needs a value');
    await expectInvalid('curl-parse', { cmd: 'curl -H nocolon https://x' }, /^cmd: -H "nocolon" is not "Name: value"/);
    await expectInvalid('curl-parse', { cmd: 'curl -F novalue https://x' }, /^cmd: -F "novalue" is not name=value/);
    await expectInvalid('curl-parse', { cmd: 'curl -F a=1 -d b=2 https://x' }, /^cmd: mixes -F/);
    await expectInvalid('curl-parse', { cmd: "curl $'open https://x" }, /^cmd: a \$'…' string is not closed/);
    await expectInvalid('curl-parse', { cmd: '# only a comment' }, 'cmd: is empty (only spaces or a comment)');
    await expectInvalid('curl-parse', { cmd: '' }, 'cmd: must not be empty');
    await expectInvalid('curl-parse', { cmd: ['curl'] }, /^cmd: must be a string/);
    await expectInvalid('curl-parse', { cmd: 'a'.repeat(1_000_001) }, 'cmd: must be at most 1000000 characters');
  });
});
