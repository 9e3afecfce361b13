import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Answer { signature?: string; headers?: Record<string, string>; valid?: boolean; reason?: string | null; timestamp?: number }
const NOW = '2024-01-01T00:00:00.000Z'; // 1704067200
const webhook = (input: Record<string, unknown>, now = NOW) => run<Answer>('webhook-signature', input, { now });

// Slack's documented example ("Verifying requests from Slack"): its signing secret, timestamp, body and signature.
const SLACK = {
  secret: '8f742231b10e8888abcd99yyyzzz85a5',
  timestamp: 1531420618,
  body: 'token=xyzz0WbapA4vBCDEFasx0q6G&team_id=T1DC2JH3J&team_domain=testteamnow&channel_id=G8PSS9T3V&channel_name=foobar&user_id=U2CERLKJA&user_name=roadrunner&command=%2Fwebhook-collect&text=&response_url=https%3A%2F%2Fhooks.slack.com%2Fcommands%2FT1DC2JH3J%2F397700885554%2F96rGlfmibIGlgcZRskXaIFfN&trigger_id=398738663015.47445629121.803a0bc887a14d10d2c447fce8b6703c',
  header: 'v0=a2114d57b48eac39b9ad189dd8316235a7b4a8d21a10bd27519666489c69b503',
};
// The Standard Webhooks README's example.
const STANDARD = { secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', id: 'msg_p5jXN8AQM9LWM0D4loKWxJek', timestamp: 1614265330, body: '{"test": 2432232314}', header: 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=' };
// python3: hmac.new(b'whsec_test_secret', b'1704067200.{"id":"evt_1"}', hashlib.sha256).hexdigest()
const STRIPE_V1 = '3f89b8cae4d1df4f8a5c6919caeeb4b207cdbc5661c59356143f93561f543cf7';

describe('webhook-signature', () => {
  it('signs as each provider documents', async () => {
    expect(await webhook({ provider: 'github', secret: 'It\'s a Secret to Everybody', body: 'Hello, World!' })).toEqual({
      signature: 'sha256=757107ea0eb2509fc211221cce984b8a37570b6d7586c22c46f4379c8b043e17',
      headers: { 'X-Hub-Signature-256': 'sha256=757107ea0eb2509fc211221cce984b8a37570b6d7586c22c46f4379c8b043e17' },
    });
    expect(await webhook({ provider: 'slack', secret: SLACK.secret, body: SLACK.body, timestamp: SLACK.timestamp })).toEqual({
      signature: SLACK.header, headers: { 'X-Slack-Signature': SLACK.header, 'X-Slack-Request-Timestamp': '1531420618' }, timestamp: SLACK.timestamp,
    });
    expect(await webhook({ provider: 'standard', secret: STANDARD.secret, body: STANDARD.body, id: STANDARD.id, timestamp: STANDARD.timestamp })).toEqual({
      signature: STANDARD.header, headers: { 'webhook-signature': STANDARD.header, 'webhook-id': STANDARD.id, 'webhook-timestamp': '1614265330' }, timestamp: STANDARD.timestamp,
    });
    // Stamped at ctx.now() when no timestamp is given.
    expect(await webhook({ provider: 'stripe', secret: 'whsec_test_secret', body: '{"id":"evt_1"}' })).toMatchObject({ signature: `t=1704067200,v1=${STRIPE_V1}`, timestamp: 1704067200 });
  });

  it('verifies the documented signatures and says why others fail', async () => {
    expect(await webhook({ action: 'verify', provider: 'slack', ...SLACK, tolerance: 0 })).toEqual({ valid: true, reason: null, timestamp: SLACK.timestamp });
    expect(await webhook({ action: 'verify', provider: 'slack', ...SLACK })).toEqual({
      valid: false, reason: 'the timestamp is 172646582 s from now, past the 300 s tolerance (a replay?)', timestamp: SLACK.timestamp,
    });
    expect(await webhook({ action: 'verify', provider: 'slack', ...SLACK, body: `${SLACK.body}x`, tolerance: 0 })).toMatchObject({ valid: false, reason: 'no signature in the header matches this body and secret' });
    expect(await webhook({ action: 'verify', provider: 'standard', ...STANDARD }, '2021-02-25T15:07:10.000Z')).toMatchObject({ valid: true });
    expect(await webhook({ action: 'verify', provider: 'standard', ...STANDARD, header: `v1,bm90IGl0 ${STANDARD.header}` }, '2021-02-25T15:02:10.000Z')).toMatchObject({ valid: true });
    expect(await webhook({ action: 'verify', provider: 'standard', ...STANDARD, secret: 'MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', tolerance: 0 })).toMatchObject({ valid: true });
    const stripeHeader = `t=1704067200,v1=${'0'.repeat(64)},v1=${STRIPE_V1.toUpperCase()},v0=abc`;
    expect(await webhook({ action: 'verify', provider: 'stripe', secret: 'whsec_test_secret', body: '{"id":"evt_1"}', header: stripeHeader }, '2024-01-01T00:05:00.000Z')).toEqual({ valid: true, reason: null, timestamp: 1704067200 });
    expect(await webhook({ action: 'verify', provider: 'stripe', secret: 'whsec_test_secret', body: '{"id":"evt_1"}', header: stripeHeader }, '2024-01-01T00:05:01.000Z')).toMatchObject({ valid: false });
    expect(await webhook({ action: 'verify', provider: 'github', secret: 'It\'s a Secret to Everybody', body: 'Hello, World!', header: 'sha256=757107EA0EB2509FC211221CCE984B8A37570B6D7586C22C46F4379C8B043E17' })).toEqual({ valid: true, reason: null });
    expect(await webhook({ action: 'verify', provider: 'github', secret: 'wrong', body: 'Hello, World!', header: 'sha256=757107ea0eb2509fc211221cce984b8a37570b6d7586c22c46f4379c8b043e17' })).toMatchObject({ valid: false });
  });

  it('refuses malformed headers and missing fields, naming the field and never the secret', async () => {
    const refusals: [Record<string, unknown>, RegExp | string][] = [
      [{ provider: 'github', header: 'sha1=abc' }, /^header: a GitHub X-Hub-Signature-256 header is "sha256="/],
      [{ provider: 'slack', header: 'v0=zz' }, /^header: a Slack X-Slack-Signature header/],
      [{ provider: 'slack', header: SLACK.header }, /^timestamp: Slack sends it in X-Slack-Request-Timestamp/],
      [{ provider: 'stripe', header: 'v1=abc' }, 'header: the Stripe-Signature header has no "t=" timestamp'],
      [{ provider: 'stripe', header: 't=1' }, 'header: the Stripe-Signature header has no "v1=" signature'],
      [{ provider: 'stripe', header: 't=soon,v1=ab' }, 'header: the Stripe-Signature "t" is not a Unix time'],
      [{ provider: 'standard', header: 'v2,abc', timestamp: 1 }, /^header: a webhook-signature header holds/],
      [{ provider: 'standard', header: 'v1,abc' }, /^timestamp: Standard Webhooks sends it/],
      [{ provider: 'standard', header: 'v1,abc', timestamp: 1 }, /^id: the Standard Webhooks scheme signs the message id/],
      [{ provider: 'standard', header: 'v1,abc', timestamp: 1, id: 'm', secret: 'whsec_not*base64' }, /^secret: a Standard Webhooks secret is Base64/],
      [{ provider: 'github' }, /^header: is required to verify/],
      [{ provider: 'github', header: 'sha256=' + '0'.repeat(64), body: '\uD800' }, /^body: .*lone surrogate/],
    ];
    for (const [input, message] of refusals) {
      await expectInvalid('webhook-signature', { action: 'verify', secret: 's3cr3t-value', body: '{}', ...input }, message);
    }
    await expectInvalid('webhook-signature', { provider: 'github', secret: 'a\uDC00', body: '' }, /^secret: .*lone surrogate/);
  });

  it('holds its bounds and types', async () => {
    await expectInvalid('webhook-signature', { provider: 'gitlab', secret: 's', body: '' }, /^provider: must be one of github, stripe, slack, standard/);
    await expectInvalid('webhook-signature', { secret: 's', body: '' }, 'provider: is required');
    await expectInvalid('webhook-signature', { provider: 'github', secret: '', body: '' }, /^secret: /);
    await expectInvalid('webhook-signature', { provider: 'github', secret: 's', body: '', tolerance: 3601 }, /^tolerance: /);
    await expectInvalid('webhook-signature', { provider: 'github', secret: 's', body: 'x'.repeat(1_000_001) }, /^body: must be at most 1000000 characters/);
    await expectInvalid('webhook-signature', { provider: 'github', secret: 's', body: {} }, /^body: must be a string/);
  });

  it('signs the largest body the schema admits', async () => {
    const { signature } = await webhook({ provider: 'slack', secret: 's', body: '€'.repeat(1_000_000), timestamp: 1 });
    expect(signature).toMatch(/^v0=[0-9a-f]{64}$/);
  });
});
