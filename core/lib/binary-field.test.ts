import { describe, expect, it } from 'vitest';
import { ToolError } from '../errors.ts';
import { binaryBytes, MAX_BINARY_BASE64_CHARS, MAX_BINARY_BYTES } from './binary-field.ts';

describe('binaryBytes', () => {
  it('decodes Base64 and data: URLs (RFC 4648 §10: "Zm9vYg==" is "foob")', () => {
    expect([...binaryBytes('bin', 'Zm9vYg==')]).toEqual([0x66, 0x6f, 0x6f, 0x62]);
    expect([...binaryBytes('bin', 'data:application/octet-stream;base64,Zm9vYg')]).toEqual([0x66, 0x6f, 0x6f, 0x62]);
    expect(binaryBytes('bin', '')).toHaveLength(0);
  });

  it('names the field when the text is not Base64 or holds too many bytes', () => {
    expect(() => binaryBytes('file', 'Zm9v!')).toThrow(ToolError);
    expect(() => binaryBytes('file', 'Zm9v!')).toThrow(/^file: is not valid Base64 \(character "!" at position 4/);
    expect(() => binaryBytes('file', 'Zm9vYg==', 3)).toThrow('file: holds 4 bytes, more than the 3 allowed');
  });

  it('admits a whole 10 MB file in the field bound', () => {
    expect(MAX_BINARY_BASE64_CHARS).toBeGreaterThanOrEqual(Math.ceil(MAX_BINARY_BYTES / 3) * 4);
  });
});
