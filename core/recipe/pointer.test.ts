/** RFC 6901 pointers: the RFC's own examples (§5), its escaping rules (§3, §4) and hostile tokens. */
import { describe, expect, it } from 'vitest';
import { parsePointer, resolvePointer } from './pointer.ts';

// RFC 6901 §5, written as the JSON text the RFC shows.
const RFC_DOCUMENT = JSON.parse(`{
  "foo": ["bar", "baz"],
  "": 0,
  "a/b": 1,
  "c%d": 2,
  "e^f": 3,
  "g|h": 4,
  "i\\\\j": 5,
  "k\\"l": 6,
  " ": 7,
  "m~n": 8
}`);

function at(pointer: string): unknown {
  const tokens = parsePointer(pointer);
  if (!tokens.ok) throw new Error(tokens.reason);
  const found = resolvePointer(RFC_DOCUMENT, tokens.value);
  if (!found.ok) throw new Error(found.reason);
  return found.value;
}

describe('JSON Pointer (RFC 6901)', () => {
  it('evaluates every example of RFC 6901 §5', () => {
    expect(at('')).toBe(RFC_DOCUMENT);
    expect(at('/foo')).toEqual(['bar', 'baz']);
    expect(at('/foo/0')).toBe('bar');
    expect(at('/')).toBe(0);
    expect(at('/a~1b')).toBe(1);
    expect(at('/c%d')).toBe(2);
    expect(at('/e^f')).toBe(3);
    expect(at('/g|h')).toBe(4);
    expect(at('/i\\j')).toBe(5);
    expect(at('/k"l')).toBe(6);
    expect(at('/ ')).toBe(7);
    expect(at('/m~0n')).toBe(8);
  });

  it('unescapes ~1 before ~0, so "~01" is the key "~1" (RFC 6901 §4)', () => {
    expect(parsePointer('/~01')).toEqual({ ok: true, value: ['~1'] });
    expect(resolvePointer({ '~1': 'tilde-one', '/': 'slash' }, ['~1'])).toEqual({ ok: true, value: 'tilde-one' });
  });

  it('refuses malformed pointers', () => {
    for (const pointer of ['foo', '#/foo', '/~', '/a~', '/~2', '/a~b/c']) expect(parsePointer(pointer).ok, pointer).toBe(false);
    expect(parsePointer('foo')).toMatchObject({ reason: expect.stringContaining('starts with "/"') });
    expect(parsePointer('/~2')).toMatchObject({ reason: expect.stringContaining('"~" must be followed by 0 or 1') });
  });

  it('reads array indices without leading zeros, and refuses "-" and indices past the end', () => {
    expect(resolvePointer(RFC_DOCUMENT, ['foo', '1'])).toEqual({ ok: true, value: 'baz' });
    expect(resolvePointer(RFC_DOCUMENT, ['foo', '01'])).toMatchObject({ ok: false, reason: expect.stringContaining('not an array index') });
    expect(resolvePointer(RFC_DOCUMENT, ['foo', '-'])).toMatchObject({ ok: false, reason: expect.stringContaining('"-"') });
    expect(resolvePointer(RFC_DOCUMENT, ['foo', '2'])).toMatchObject({ ok: false, reason: expect.stringContaining('past the end of the array at /foo (length 2)') });
    expect(resolvePointer(RFC_DOCUMENT, ['foo', 'length'])).toMatchObject({ ok: false });
  });

  it('names where a pointer stopped resolving', () => {
    expect(resolvePointer(RFC_DOCUMENT, ['foo', '0', 'x'])).toEqual({ ok: false, reason: 'the value at /foo/0 is a string, which has no member "x"' });
    expect(resolvePointer(RFC_DOCUMENT, ['a/b', 'x'])).toEqual({ ok: false, reason: 'the value at /a~1b is a number, which has no member "x"' });
    expect(resolvePointer(null, ['x'])).toMatchObject({ ok: false, reason: expect.stringContaining('null') });
  });

  it('reads only own properties: __proto__ and constructor never reach the prototype', () => {
    expect(resolvePointer({}, ['__proto__'])).toMatchObject({ ok: false });
    expect(resolvePointer({}, ['constructor'])).toMatchObject({ ok: false });
    expect(resolvePointer({}, ['toString'])).toMatchObject({ ok: false });
    expect(resolvePointer([], ['constructor'])).toMatchObject({ ok: false });
    // A key of that name, as JSON.parse makes it, is found like any other.
    expect(resolvePointer(JSON.parse('{"__proto__": {"own": true}}'), ['__proto__', 'own'])).toEqual({ ok: true, value: true });
  });
});
