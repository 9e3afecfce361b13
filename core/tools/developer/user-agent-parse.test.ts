import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Parsed {
  browser: { name: string | null; version: string | null; major: string | null };
  engine: { name: string | null; version: string | null };
  os: { name: string | null; version: string | null };
  device: { type: string | null; vendor: string | null; model: string | null };
  cpu: { architecture: string | null };
  truncated: boolean;
}

const parse = (ua: string) => run<Parsed>('user-agent-parse', { ua });

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';
const CHROME_ANDROID = 'Mozilla/5.0 (Linux; Android 13; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.6045.163 Mobile Safari/537.36';
const FIREFOX_UBUNTU = 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0';
const SAFARI_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15';

describe('user-agent-parse', () => {
  /*
   * Known answers from python3-ua-parser 0.16.1 (Debian; uap-core's regexes), run by hand:
   *   /usr/bin/python3 -c "from ua_parser import user_agent_parser as p; print(p.Parse(UA))"
   * Where uap-core names things differently (family "Chrome Mobile" for Chrome on Android,
   * "Mac OS X" for macOS) the comment says so and the test checks what both agree on.
   */
  it('agrees with python3-ua-parser on browser, version, OS and device', async () => {
    // user_agent Chrome 120.0.0, os Windows 10, device Other (no brand, no model)
    const chrome = await parse(CHROME_WINDOWS);
    expect(chrome.browser).toEqual({ name: 'Chrome', version: '120.0.0.0', major: '120' });
    expect(chrome.os).toEqual({ name: 'Windows', version: '10' });
    expect(chrome.device).toEqual({ type: null, vendor: null, model: null });

    // user_agent Mobile Safari 17.1, os iOS 17.1, device brand Apple, model iPhone
    const iphone = await parse(SAFARI_IPHONE);
    expect(iphone.browser).toMatchObject({ name: 'Mobile Safari', major: '17', version: '17.1' });
    expect(iphone.os).toEqual({ name: 'iOS', version: '17.1' });
    expect(iphone.device).toMatchObject({ vendor: 'Apple', model: 'iPhone', type: 'mobile' });

    // user_agent "Chrome Mobile" 119.0.6045, os Android 13, device brand Samsung, model SM-S918B
    const android = await parse(CHROME_ANDROID);
    expect(android.browser).toMatchObject({ name: 'Chrome', major: '119' });
    expect(android.browser.version!.startsWith('119.0.6045')).toBe(true);
    expect(android.os).toEqual({ name: 'Android', version: '13' });
    expect(android.device).toMatchObject({ vendor: 'Samsung', model: 'SM-S918B', type: 'mobile' });

    // user_agent Firefox 121.0, os Ubuntu (no version)
    const firefox = await parse(FIREFOX_UBUNTU);
    expect(firefox.browser).toEqual({ name: 'Firefox', version: '121.0', major: '121' });
    expect(firefox.os).toEqual({ name: 'Ubuntu', version: null });

    // user_agent Safari 17.2, os "Mac OS X" 10.15.7, device brand Apple
    const mac = await parse(SAFARI_MAC);
    expect(mac.browser).toEqual({ name: 'Safari', version: '17.2', major: '17' });
    expect(mac.os).toEqual({ name: 'Mac OS', version: '10.15.7' });
  });

  it('names the engine and CPU where the string says them', async () => {
    expect((await parse(CHROME_WINDOWS)).engine).toEqual({ name: 'Blink', version: '120.0.0.0' });
    expect((await parse(FIREFOX_UBUNTU)).engine).toEqual({ name: 'Gecko', version: '121.0' });
    expect((await parse(SAFARI_IPHONE)).engine).toEqual({ name: 'WebKit', version: '605.1.15' });
    expect((await parse(FIREFOX_UBUNTU)).cpu).toEqual({ architecture: 'amd64' });
    expect((await parse(SAFARI_IPHONE)).cpu).toEqual({ architecture: null });
  });

  it('answers all nulls for what names no browser, not an error', async () => {
    for (const ua of ['', 'curl/8.4.0', '__proto__', '\u0000\uFFFF']) {
      const parsed = await parse(ua);
      expect(parsed.browser).toEqual({ name: null, version: null, major: null });
      expect(parsed.truncated).toBe(false);
    }
  });

  it('reads only the first 500 characters, and says so', async () => {
    const padded = await parse(CHROME_WINDOWS + ' '.repeat(600) + 'Firefox/1.0');
    expect(padded.browser.name).toBe('Chrome');
    expect(padded.truncated).toBe(true);
    const max = await parse('('.repeat(1_000_000));
    expect(max.truncated).toBe(true);
  });

  it('refuses wrong types, missing and unknown fields, and text past the bound', async () => {
    await expectInvalid('user-agent-parse', { ua: 5 }, 'ua: must be a string, got an integer');
    await expectInvalid('user-agent-parse', {}, 'ua: is required');
    await expectInvalid('user-agent-parse', { ua: 'x', browser: 'y' }, /browser/);
    await expectInvalid('user-agent-parse', { ua: 'a'.repeat(1_000_001) }, 'ua: must be at most 1000000 characters');
  });
});
