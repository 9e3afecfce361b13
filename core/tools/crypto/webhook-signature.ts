import { Type } from '@sinclair/typebox';
import { bytesToBase64, decodeBase64 } from '../../lib/base64.ts';
import { hmacHex } from '../../lib/hashing.ts';
import { hexFieldBytes } from '../../lib/hex-decode.ts';
import { utf8Encode } from '../../lib/utf8.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * The four schemes, from each provider's documentation (all HMAC-SHA256 over the raw body):
 * - github: X-Hub-Signature-256 = "sha256=" + hex(HMAC(secret, body)). No timestamp, so no age check.
 * - stripe: Stripe-Signature = "t=<unix>,v1=<hex HMAC(secret, t + "." + body)>"; any v1 may match.
 * - slack: X-Slack-Signature = "v0=" + hex(HMAC(secret, "v0:" + timestamp + ":" + body)), the
 *   timestamp in X-Slack-Request-Timestamp (the timestamp field).
 * - standard (Standard Webhooks, used by Svix, Resend, Clerk…): webhook-signature = "v1," +
 *   base64(HMAC(base64-decoded secret after "whsec_", id + "." + timestamp + "." + body)), with
 *   webhook-id (the id field) and webhook-timestamp; several space-separated signatures may come.
 * Decisions: the secret is used as its UTF-8 bytes except for standard; tolerance bounds how far
 * the timestamp may be from ctx.now() either way (0 turns the age check off); sign stamps ctx.now()
 * unless a timestamp is given. Signatures are compared in constant time; a mismatch is an answer
 * (valid false, with the reason), a malformed header a 400. The secret never appears in a message.
 */

const PROVIDERS = ['github', 'stripe', 'slack', 'standard'] as const;
type Provider = (typeof PROVIDERS)[number];

const HEADER_NAMES: Record<Provider, string> = {
  github: 'X-Hub-Signature-256',
  stripe: 'Stripe-Signature',
  slack: 'X-Slack-Signature',
  standard: 'webhook-signature',
};

function equalInConstantTime(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index++) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

function standardSecret(secret: string): Uint8Array {
  const decoded = decodeBase64(secret.startsWith('whsec_') ? secret.slice(6) : secret);
  if (!decoded.ok || decoded.bytes.length === 0) invalid('secret: a Standard Webhooks secret is Base64 after an optional "whsec_" prefix, and this one is not');
  return decoded.bytes;
}

interface Signer {
  provider: Provider;
  secret: string;
  body: string;
  timestamp: number;
  id?: string | undefined;
}

/** The signature a provider computes for this body and timestamp: hex, or Base64 for standard. */
async function expectedSignature({ provider, secret, body, timestamp, id }: Signer): Promise<string> {
  if (provider === 'standard') {
    if (id === undefined) invalid('id: the Standard Webhooks scheme signs the message id (webhook-id); give it');
    const hex = await hmacHex('SHA-256', standardSecret(secret), utf8Encode(`${id}.${timestamp}.${body}`, 'body'));
    return bytesToBase64(hexFieldBytes('signature', hex)); // our own HMAC's hex: always whole bytes
  }
  const key = utf8Encode(secret, 'secret');
  const content = provider === 'github' ? body : provider === 'stripe' ? `${timestamp}.${body}` : `v0:${timestamp}:${body}`;
  return hmacHex('SHA-256', key, utf8Encode(content, 'body'));
}

function headerValue(provider: Provider, signature: string, timestamp: number): string {
  if (provider === 'github') return `sha256=${signature}`;
  if (provider === 'stripe') return `t=${timestamp},v1=${signature}`;
  if (provider === 'slack') return `v0=${signature}`;
  return `v1,${signature}`;
}

/** The timestamp and candidate signatures a received header carries. */
function parseHeader(provider: Provider, header: string, timestampField: number | undefined): { timestamp: number | undefined; signatures: string[] } {
  const text = header.trim();
  if (provider === 'github') {
    const match = /^sha256=([0-9a-fA-F]{64})$/.exec(text) ?? invalid('header: a GitHub X-Hub-Signature-256 header is "sha256=" and 64 hex digits');
    return { timestamp: undefined, signatures: [match[1]!.toLowerCase()] };
  }
  if (provider === 'slack') {
    const match = /^v0=([0-9a-fA-F]{64})$/.exec(text) ?? invalid('header: a Slack X-Slack-Signature header is "v0=" and 64 hex digits');
    return { timestamp: timestampField ?? invalid('timestamp: Slack sends it in X-Slack-Request-Timestamp; give it to verify'), signatures: [match[1]!.toLowerCase()] };
  }
  if (provider === 'stripe') {
    let timestamp: number | undefined;
    const signatures: string[] = [];
    for (const item of text.split(',')) {
      const [name, value = ''] = item.trim().split('=', 2) as [string, string?];
      if (name === 't') timestamp = /^\d{1,12}$/.test(value) ? Number(value) : invalid('header: the Stripe-Signature "t" is not a Unix time');
      else if (name === 'v1') signatures.push(value.toLowerCase());
    }
    if (timestamp === undefined) invalid('header: the Stripe-Signature header has no "t=" timestamp');
    if (signatures.length === 0) invalid('header: the Stripe-Signature header has no "v1=" signature');
    return { timestamp, signatures };
  }
  const signatures = text.split(/\s+/).filter((item) => item.startsWith('v1,')).map((item) => item.slice(3));
  if (signatures.length === 0) invalid('header: a webhook-signature header holds "v1,<base64>" signatures, and this one has none');
  return { timestamp: timestampField ?? invalid('timestamp: Standard Webhooks sends it in webhook-timestamp; give it to verify'), signatures };
}

export default defineTool({
  id: 'webhook-signature',
  name: 'Webhook Signature',
  category: 'crypto',
  description:
    'Sign or verify a webhook body the way GitHub (X-Hub-Signature-256), Stripe (Stripe-Signature), Slack (X-Slack-Signature) and Standard Webhooks (Svix, webhook-signature) do: HMAC-SHA256, with the timestamp checked against a tolerance.',
  keywords: ['webhook', 'hmac', 'x-hub-signature-256', 'stripe-signature', 'x-slack-signature', 'svix', 'standard webhooks', 'github webhook', 'stripe webhook', 'slack signing secret'],
  mcp: true,
  input: closedObject({
    action: withDefault(stringEnum(['sign', 'verify'], { description: 'sign: make the signature header; verify: check a received one; default sign' }), 'sign'),
    provider: stringEnum(PROVIDERS, { description: 'The signing scheme: github, stripe, slack or standard (Standard Webhooks / Svix)' }),
    secret: Type.String({ minLength: 1, maxLength: 1000, description: 'The webhook signing secret (standard: "whsec_" and Base64), 1 to 1000 characters' }),
    body: Type.String({ maxLength: 1_000_000, description: 'The raw request body exactly as sent (its UTF-8 bytes), at most 1,000,000 characters' }),
    header: Type.Optional(Type.String({ maxLength: 10_000, description: 'verify: the received signature header\'s value, at most 10,000 characters' })),
    timestamp: Type.Optional(Type.Integer({ minimum: 0, maximum: 99_999_999_999, description: 'Unix seconds: slack\'s X-Slack-Request-Timestamp or standard\'s webhook-timestamp (verify); sign: default now' })),
    id: Type.Optional(Type.String({ minLength: 1, maxLength: 1000, description: 'standard: the message id (webhook-id), 1 to 1000 characters' })),
    tolerance: withDefault(Type.Integer({ minimum: 0, maximum: 3600, description: 'verify: seconds the timestamp may differ from now, 0 to 3600 (0: not checked); default 300' }), 300),
  }),
  output: closedObject({
    signature: Type.Optional(Type.String({ description: 'sign: the signature header\'s value' })),
    headers: Type.Optional(Type.Record(Type.String(), Type.String(), { description: 'sign: every header the provider sends with it' })),
    valid: Type.Optional(Type.Boolean({ description: 'verify: whether a signature matched within the tolerance' })),
    reason: Type.Optional(Type.Union([Type.String(), Type.Null()], { description: 'verify: why not; null when valid' })),
    timestamp: Type.Optional(Type.Integer({ description: 'The Unix time signed' })),
  }),
  examples: [
    {
      title: 'GitHub\'s documented example',
      input: { provider: 'github', secret: 'It\'s a Secret to Everybody', body: 'Hello, World!' },
      output: {
        signature: 'sha256=757107ea0eb2509fc211221cce984b8a37570b6d7586c22c46f4379c8b043e17',
        headers: { 'X-Hub-Signature-256': 'sha256=757107ea0eb2509fc211221cce984b8a37570b6d7586c22c46f4379c8b043e17' },
      },
    },
    {
      title: 'Verify the Standard Webhooks README example (tolerance off: it is from 2021)',
      input: {
        action: 'verify',
        provider: 'standard',
        secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
        body: '{"test": 2432232314}',
        header: 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
        id: 'msg_p5jXN8AQM9LWM0D4loKWxJek',
        timestamp: 1614265330,
        tolerance: 0,
      },
      output: { valid: true, reason: null, timestamp: 1614265330 },
    },
    {
      title: 'Stripe, stamped at a given time',
      input: { provider: 'stripe', secret: 'whsec_test_secret', body: '{"id":"evt_1"}', timestamp: 1704067200 },
      output: {
        signature: 't=1704067200,v1=3f89b8cae4d1df4f8a5c6919caeeb4b207cdbc5661c59356143f93561f543cf7',
        headers: { 'Stripe-Signature': 't=1704067200,v1=3f89b8cae4d1df4f8a5c6919caeeb4b207cdbc5661c59356143f93561f543cf7' },
        timestamp: 1704067200,
      },
    },
  ],
  async run(input, ctx) {
    const { provider } = input;
    const now = Math.floor(ctx.now().getTime() / 1000);
    if (input.action === 'sign') {
      const timestamp = input.timestamp ?? now;
      const signature = headerValue(provider, await expectedSignature({ ...input, timestamp }), timestamp);
      if (provider === 'github') return { signature, headers: { [HEADER_NAMES.github]: signature } };
      const headers: Record<string, string> = { [HEADER_NAMES[provider]]: signature };
      if (provider === 'slack') headers['X-Slack-Request-Timestamp'] = String(timestamp);
      if (provider === 'standard') Object.assign(headers, { 'webhook-id': input.id!, 'webhook-timestamp': String(timestamp) });
      return { signature, headers, timestamp };
    }
    if (input.header === undefined) invalid('header: is required to verify (the received signature header\'s value)');
    const received = parseHeader(provider, input.header, input.timestamp);
    const timestamp = received.timestamp;
    const expected = await expectedSignature({ ...input, timestamp: timestamp ?? 0 });
    const matched = received.signatures.some((signature) => equalInConstantTime(signature, expected));
    const stamp = timestamp === undefined ? {} : { timestamp };
    if (!matched) return { valid: false, reason: 'no signature in the header matches this body and secret', ...stamp };
    if (timestamp !== undefined && input.tolerance > 0 && Math.abs(now - timestamp) > input.tolerance) {
      return { valid: false, reason: `the timestamp is ${Math.abs(now - timestamp)} s from now, past the ${input.tolerance} s tolerance (a replay?)`, ...stamp };
    }
    return { valid: true, reason: null, ...stamp };
  },
});
