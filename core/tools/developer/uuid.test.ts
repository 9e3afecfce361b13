import { describe, expect, it } from 'vitest';
import { get } from '../../catalog.ts';
import { call, expectInvalid, run, zeroRandom } from '../../../test/helpers.ts';

type Result = { uuids: string[] };

/** RFC 9562 §4 and §5.4: 8-4-4-4-12 hex, version nibble 4, variant bits 10 (8, 9, a or b). */
const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const hexToBytes = (hex: string) => Uint8Array.from(hex.match(/../g)!.map((pair) => parseInt(pair, 16)));
const fixedRandom = (bytes: Uint8Array) => (size: number) => {
  const out = new Uint8Array(size);
  for (let i = 0; i < size; i++) out[i] = bytes[i % bytes.length]!;
  return out;
};

describe('uuid', () => {
  it('is marked non-deterministic', () => {
    expect(get('uuid')!.deterministic).toBe(false);
  });

  it('sets the version and variant bits over all-zero and all-one random bytes', async () => {
    // RFC 9562 §5.4 layout: octet 6 high nibble = 0100, octet 8 high bits = 10.
    // python3: str(uuid.UUID(bytes=bytes(16), version=4)) and str(uuid.UUID(bytes=b'\xff'*16, version=4))
    expect(await run<Result>('uuid', {}, { random: zeroRandom })).toEqual({ uuids: ['00000000-0000-4000-8000-000000000000'] });
    expect(await run<Result>('uuid', {}, { random: () => new Uint8Array(16).fill(0xff) })).toEqual({
      uuids: ['ffffffff-ffff-4fff-bfff-ffffffffffff'],
    });
  });

  it('keeps the RFC 9562 Appendix B.2 example UUIDv4 when given its bytes', async () => {
    const example = '919108f7-52d1-4320-9bac-f847db4148a8';
    const random = fixedRandom(hexToBytes(example.replaceAll('-', '')));
    expect(await run<Result>('uuid', {}, { random })).toEqual({ uuids: [example] });
  });

  it('lays the bytes out in order (python3: str(uuid.UUID(bytes=bytes(range(16)), version=4)))', async () => {
    const random = fixedRandom(Uint8Array.from({ length: 16 }, (_, i) => i));
    expect(await run<Result>('uuid', {}, { random })).toEqual({ uuids: ['00010203-0405-4607-8809-0a0b0c0d0e0f'] });
    expect(await run<Result>('uuid', { uppercase: true }, { random })).toEqual({ uuids: ['00010203-0405-4607-8809-0A0B0C0D0E0F'] });
  });

  it('uses fresh random bytes for each UUID of a batch', async () => {
    let counter = 0;
    const random = (size: number) => Uint8Array.from({ length: size }, () => counter++ & 0xff);
    const { uuids } = await run<Result>('uuid', { count: 3 }, { random });
    expect(uuids).toEqual(['00010203-0405-4607-8809-0a0b0c0d0e0f', '10111213-1415-4617-9819-1a1b1c1d1e1f', '20212223-2425-4627-a829-2a2b2c2d2e2f']);
  });

  it('draws well-formed, unique version-4 UUIDs from the real source', async () => {
    const seen = new Set<string>();
    const variants = new Set<string>();
    for (let i = 0; i < 100; i++) {
      const { uuids } = await run<Result>('uuid', { count: 100 });
      expect(uuids).toHaveLength(100);
      for (const uuid of uuids) {
        expect(uuid).toMatch(V4);
        variants.add(uuid[19]!);
        seen.add(uuid);
      }
    }
    expect(seen.size).toBe(10_000);
    // Two free variant bits: over 10,000 draws all four values appear.
    expect([...variants].sort()).toEqual(['8', '9', 'a', 'b']);
  });

  it('writes uppercase hex on request', async () => {
    const { uuids } = await run<Result>('uuid', { count: 5, uppercase: true });
    for (const uuid of uuids) {
      expect(uuid).toMatch(/^[0-9A-F]{8}-[0-9A-F]{4}-4[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}$/);
    }
  });

  it('holds count to 1..100', async () => {
    expect((await run<Result>('uuid', { count: 1 })).uuids).toHaveLength(1);
    expect((await run<Result>('uuid', { count: 100 })).uuids).toHaveLength(100);
    await expectInvalid('uuid', { count: 0 }, 'count: must be ≥ 1');
    await expectInvalid('uuid', { count: 101 }, 'count: must be ≤ 100');
    await expectInvalid('uuid', { count: -5 }, 'count: must be ≥ 1');
  });

  it('refuses wrong types and unknown fields, naming the field', async () => {
    await expectInvalid('uuid', { count: '5' }, 'count: must be an integer, got a string');
    await expectInvalid('uuid', { count: 2.5 }, 'count: must be an integer');
    await expectInvalid('uuid', { count: null }, 'count: must be an integer, got null');
    await expectInvalid('uuid', { uppercase: 'true' }, 'uppercase: must be a boolean, got a string');
    await expectInvalid('uuid', { zzz: 1 }, 'zzz: unknown field');
    await expectInvalid('uuid', JSON.parse('{"__proto__": {"count": 5}}'), '__proto__: unknown field');
  });

  it('answers an empty object with one UUID', async () => {
    const envelope = await call('uuid', {});
    expect(envelope).toMatchObject({ success: true, meta: { tool: 'uuid' } });
  });
});
