import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { get } from '../../catalog.ts';
import { call, expectInvalid, run, zeroRandom } from '../../../test/helpers.ts';

type Result = { uuids: string[] };

const bytesOf = (hex: string) => Uint8Array.from(hex.match(/../g)!, (pair) => parseInt(pair, 16));
/** ctx.random that hands out `hex` from its start, then zeros. */
const randomOf = (hex: string) => (size: number) => {
  const out = new Uint8Array(size);
  out.set(bytesOf(hex).subarray(0, size));
  return out;
};
const uuids = async (input: object, options: Parameters<typeof run>[2] = {}) => (await run<Result>('uuid-versions', input, options)).uuids;

// RFC 9562 Appendix A: every time-based vector is at 2022-02-22 14:22:22 -05:00.
const RFC_NOW = '2022-02-22T19:22:22.000Z';

describe('uuid-versions', () => {
  it('is marked non-deterministic', () => {
    expect(get('uuid-versions')!.deterministic).toBe(false);
  });

  it('gives the RFC 9562 A.1 version-1 vector (clock sequence 0x33C8, node 0x9F6BDECED846)', async () => {
    expect(await uuids({ version: 1 }, { now: RFC_NOW, random: randomOf('33c89f6bdeced846') })).toEqual(['c232ab00-9414-11ec-b3c8-9f6bdeced846']);
  });

  it('gives the RFC 9562 A.5 version-6 vector from the same fields', async () => {
    expect(await uuids({ version: 6 }, { now: RFC_NOW, random: randomOf('33c89f6bdeced846') })).toEqual(['1ec9414c-232a-6b00-b3c8-9f6bdeced846']);
  });

  it('gives the RFC 9562 A.6 version-7 vector (rand_a 0xCC3, rand_b 0x18C4DC0C0C07398F)', async () => {
    expect(await uuids({ version: 7 }, { now: RFC_NOW, random: randomOf('0cc318c4dc0c0c07398f') })).toEqual(['017f22e2-79b0-7cc3-98c4-dc0c0c07398f']);
  });

  it('gives the RFC 9562 A.2 and A.4 name-based vectors (also python3: uuid.uuid3/uuid5(uuid.NAMESPACE_DNS, "www.example.com"))', async () => {
    expect(await uuids({ version: 3, namespace: 'dns', name: 'www.example.com' })).toEqual(['5df41881-3aed-3515-88a7-2f4a814cf09e']);
    expect(await uuids({ version: 5, namespace: 'dns', name: 'www.example.com' })).toEqual(['2ed6657d-e927-568b-95e1-2665a8aea6a2']);
  });

  it('matches python uuid for other namespaces, a UUID namespace and UTF-8 names', async () => {
    // python3 -c "import uuid; print(uuid.uuid5(uuid.NAMESPACE_URL, 'https://example.com'))"
    expect(await uuids({ version: 5, namespace: 'url', name: 'https://example.com' })).toEqual(['4fd35a71-71ef-5a55-a9d9-aa75c889a6d0']);
    // python3 -c "import uuid; print(uuid.uuid3(uuid.NAMESPACE_DNS, 'python.org'))"
    expect(await uuids({ version: 3, namespace: '{6BA7B810-9DAD-11D1-80B4-00C04FD430C8}', name: 'python.org' })).toEqual([
      '6fa459ea-ee8a-3ca4-894e-db77e160355e',
    ]);
    // python3 -c "import uuid; print(uuid.uuid5(uuid.NAMESPACE_OID, 'héllo 🌍'), uuid.uuid3(uuid.NAMESPACE_X500, ''))"
    expect(await uuids({ version: 5, namespace: 'oid', name: 'héllo 🌍' })).toEqual(['d2aaf7b9-88d7-5540-8968-24c661e0fc3f']);
    expect(await uuids({ version: 3, namespace: 'X500', name: '' })).toEqual(['7aaf118c-f174-3eba-9ec5-680cd791a020']);
  });

  it('gives a version-1 UUID python decodes to the same time (python3: uuid.UUID(...).time)', async () => {
    const [uuid] = await uuids({ version: 1 }, { now: '2024-01-01T00:00:00.000Z', random: zeroRandom });
    // python3 -c "import uuid; t=1704067200000*10000+0x01b21dd213814000; print(uuid.UUID(fields=(t&0xffffffff,(t>>32)&0xffff,((t>>48)&0xfff)|0x1000,0x80,0,0x010000000000)))"
    expect(uuid).toBe('b4cc8000-a838-11ee-8000-010000000000');
  });

  it('orders the UUIDs of one call: successive ticks for 1 and 6, +1 for 7 with a carry into the time', async () => {
    const now = '2024-01-01T00:00:00.000Z';
    const v1 = await uuids({ version: 1, count: 3 }, { now, random: zeroRandom });
    expect(v1.map((u) => u.slice(0, 8))).toEqual(['b4cc8000', 'b4cc8001', 'b4cc8002']);
    const v6 = await uuids({ version: 6, count: 100 }, { now, random: zeroRandom });
    expect([...v6].sort()).toEqual(v6);
    expect(new Set(v6).size).toBe(100);
    const v7 = await uuids({ version: 7, count: 2 }, { now, random: () => new Uint8Array(10).fill(0xff) });
    // all-ones rand_a/rand_b: the second UUID carries into the next millisecond (…f400 → …f401).
    expect(v7).toEqual(['018cc251-f400-7fff-bfff-ffffffffffff', '018cc251-f401-7000-8000-000000000000']);
  });

  it('sets version and variant bits on random UUIDs', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ minLength: 10, maxLength: 10 }), fc.constantFrom(1, 6, 7), async (bytes, version) => {
        const [uuid] = await uuids({ version }, { random: randomOf(Buffer.from(bytes).toString('hex')) });
        expect(uuid).toMatch(new RegExp(`^[0-9a-f]{8}-[0-9a-f]{4}-${version}[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$`));
      }),
      { numRuns: 30 },
    );
  });

  it('sets the multicast bit of the random node (RFC 9562 §6.10)', async () => {
    const [uuid] = await uuids({ version: 1 }, { random: zeroRandom });
    expect(parseInt(uuid!.slice(24, 26), 16) & 1).toBe(1);
  });

  it('hashes a name at the 1,000,000-character bound and refuses one past it', async () => {
    const [uuid] = await uuids({ version: 5, namespace: 'dns', name: 'a'.repeat(1_000_000) });
    // python3 -c "import uuid; print(uuid.uuid5(uuid.NAMESPACE_DNS, 'a'*1000000))"
    expect(uuid).toBe('dd84949f-7d7c-5758-b9b0-f7135200cd5d');
    await expectInvalid('uuid-versions', { version: 5, namespace: 'dns', name: 'a'.repeat(1_000_001) }, 'name: must be at most 1000000 characters');
  });

  it('refuses fields that do not fit the version, naming them', async () => {
    await expectInvalid('uuid-versions', { version: 5, name: 'x' }, /^namespace: required for version 5/);
    await expectInvalid('uuid-versions', { version: 3, namespace: 'dns' }, 'name: required for version 3');
    await expectInvalid('uuid-versions', { version: 5, namespace: 'dns', name: 'x', count: 2 }, /^count: version 5 gives one UUID/);
    await expectInvalid('uuid-versions', { version: 5, namespace: 'example', name: 'x' }, /^namespace: must be dns, url, oid, x500 or a UUID/);
    await expectInvalid('uuid-versions', { version: 5, namespace: '{6ba7b810-9dad-11d1-80b4-00c04fd430c8', name: 'x' }, /^namespace: must be/);
    await expectInvalid('uuid-versions', { version: 7, name: 'x' }, 'name: only versions 3 and 5 take a name, not version 7');
    await expectInvalid('uuid-versions', { version: 1, namespace: 'dns' }, 'namespace: only versions 3 and 5 take a namespace, not version 1');
    await expectInvalid('uuid-versions', { version: 5, namespace: 'dns', name: 'a\uD800' }, /name: .*lone surrogate/);
  });

  it('refuses bad versions, counts and types', async () => {
    await expectInvalid('uuid-versions', { version: 4 }, /^version: /);
    await expectInvalid('uuid-versions', { version: '7' }, /^version: /);
    await expectInvalid('uuid-versions', { count: 0 }, /^count: /);
    await expectInvalid('uuid-versions', { count: 101 }, /^count: /);
    await expectInvalid('uuid-versions', { count: 1.5 }, /^count: /);
    await expectInvalid('uuid-versions', { __proto__: 1, extra: 1 }, /extra/);
  });

  it('takes a clock before 1970 for version 1 and refuses it for version 7', async () => {
    const now = '1969-12-31T23:59:59.000Z';
    expect((await uuids({ version: 1 }, { now, random: zeroRandom }))[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-1/);
    const envelope = await call('uuid-versions', { version: 7 }, { now });
    expect(envelope.success).toBe(false);
    if (!envelope.success) expect(envelope.error.message).toMatch(/^version: the clock \(-1000 ms\)/);
  });
});
