/** clientIp: the socket address, or the Nth X-Forwarded-For entry from the right behind N trusted proxies. */
import { describe, expect, it } from 'vitest';
import { clientIp } from './client-ip.ts';

// The example header of MDN's X-Forwarded-For page: client, then two proxies.
const MDN_EXAMPLE = '203.0.113.195, 2001:db8:85a3:8d3:1319:8a2e:370:7348, 198.51.100.178';
const PROXY = '10.0.0.2';

describe('clientIp', () => {
  it('takes the socket address when no proxy is trusted, whatever the header says', () => {
    expect(clientIp('192.0.2.60', MDN_EXAMPLE, 0)).toBe('192.0.2.60');
    expect(clientIp('2001:db8::1', null, 0)).toBe('2001:db8::1');
  });

  it('answers unknown without a socket address', () => {
    expect(clientIp(undefined, null, 0)).toBe('unknown');
    expect(clientIp('', null, 0)).toBe('unknown');
    expect(clientIp(undefined, 'garbage', 1)).toBe('unknown');
  });

  it('strips the IPv4-mapped IPv6 prefix, in any case', () => {
    expect(clientIp('::ffff:127.0.0.1', null, 0)).toBe('127.0.0.1');
    expect(clientIp('::FFFF:192.0.2.1', null, 0)).toBe('192.0.2.1');
    expect(clientIp(PROXY, '::ffff:203.0.113.9', 1)).toBe('203.0.113.9');
    expect(clientIp('::ffff:0:1', null, 0)).toBe('::ffff:0:1'); // not the mapped form: kept
  });

  it.each([
    [1, '198.51.100.178'],
    [2, '2001:db8:85a3:8d3:1319:8a2e:370:7348'],
    [3, '203.0.113.195'],
  ])('with %d trusted hops takes that entry from the right', (hops, expected) => {
    expect(clientIp(PROXY, MDN_EXAMPLE, hops)).toBe(expected);
  });

  it('takes the leftmost entry when there are fewer entries than trusted hops', () => {
    expect(clientIp(PROXY, MDN_EXAMPLE, 4)).toBe('203.0.113.195');
    expect(clientIp(PROXY, '203.0.113.7', 1_000)).toBe('203.0.113.7');
  });

  it('ignores what a client wrote left of the trusted entries', () => {
    expect(clientIp(PROXY, '1.1.1.1, 8.8.8.8, 203.0.113.7', 1)).toBe('203.0.113.7');
  });

  it('reads the header without spaces, with extra spaces and tabs', () => {
    expect(clientIp(PROXY, '203.0.113.1,198.51.100.2', 2)).toBe('203.0.113.1');
    expect(clientIp(PROXY, '  203.0.113.1 ,\t198.51.100.2  ', 2)).toBe('203.0.113.1');
  });

  it('falls back to the socket address when the header is missing or blank', () => {
    expect(clientIp(PROXY, null, 1)).toBe(PROXY);
    expect(clientIp(PROXY, '', 1)).toBe(PROXY);
    expect(clientIp(PROXY, '  ', 1)).toBe(PROXY);
  });

  it('falls back to the socket address when the chosen entry is not an IP address', () => {
    expect(clientIp(PROXY, 'unknown', 1)).toBe(PROXY);
    expect(clientIp(PROXY, '203.0.113.1, not-an-ip', 1)).toBe(PROXY);
    expect(clientIp(PROXY, '203.0.113.1,', 1)).toBe(PROXY);
    expect(clientIp(PROXY, '999.1.1.1', 1)).toBe(PROXY);
    expect(clientIp(PROXY, '<script>', 1)).toBe(PROXY);
  });

  it('counts empty and malformed entries by position', () => {
    expect(clientIp(PROXY, '203.0.113.1, , 198.51.100.2', 2)).toBe(PROXY);
    expect(clientIp(PROXY, '203.0.113.1, , 198.51.100.2', 3)).toBe('203.0.113.1');
    expect(clientIp(PROXY, 'forged, 198.51.100.2', 1)).toBe('198.51.100.2');
  });

  it('drops a port some proxies append, and the brackets around IPv6', () => {
    expect(clientIp(PROXY, '203.0.113.195:47011', 1)).toBe('203.0.113.195');
    expect(clientIp(PROXY, '[2001:db8::17]:47011', 1)).toBe('2001:db8::17');
    expect(clientIp(PROXY, '[2001:db8::17]', 1)).toBe('2001:db8::17');
  });

  it('spells IPv6 addresses in lower case, so one client has one bucket', () => {
    expect(clientIp(PROXY, '2001:DB8::A', 1)).toBe('2001:db8::a');
    expect(clientIp('2001:DB8::A', null, 0)).toBe('2001:db8::a');
  });
});
