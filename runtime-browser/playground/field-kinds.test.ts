/** fieldKind: the control each catalog schema shape gets. */
import { Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { MAX_PDF_BASE64_CHARS } from '../../core/lib/pdf/limits.ts';
import { imageInput, pdfInput } from '../../core/lib/pdf/pdf-schema.ts';
import { caseInsensitiveEnum, stringEnum, withDefault } from '../../core/schema.ts';
import { fieldKind, isByteField } from './field-kinds.ts';
import type { JsonSchema } from './json-schema.ts';

const kind = (name: string, schema: unknown) => fieldKind(name, schema as JsonSchema);

describe('fieldKind', () => {
  it('gives a set of enum values (unique items) a multiple choice of them', () => {
    expect(kind('algorithms', Type.Array(stringEnum(['MD5', 'SHA-256']), { uniqueItems: true }))).toEqual({ kind: 'choices', options: ['MD5', 'SHA-256'] });
    expect(kind('sizes', { type: 'array', uniqueItems: true, items: { enum: [1, 2] } })).toEqual({ kind: 'choices', options: [1, 2] });
  });

  it('gives string enums (anyOf of consts), enum and const a select of their values', () => {
    expect(kind('action', stringEnum(['encode', 'decode']))).toEqual({ kind: 'select', options: ['encode', 'decode'] });
    expect(kind('size', { enum: [1, 2, 4] })).toEqual({ kind: 'select', options: [1, 2, 4] });
    expect(kind('library', { type: 'string', const: 'mdi' })).toEqual({ kind: 'select', options: ['mdi'] });
  });

  it('gives booleans a toggle', () => {
    expect(kind('uppercase', withDefault(Type.Boolean(), false))).toEqual({ kind: 'toggle' });
  });

  it('gives numbers their bounds and a step: 1 for integers, the multipleOf when set, else any', () => {
    expect(kind('count', Type.Integer({ minimum: 1, maximum: 100 }))).toEqual({ kind: 'number', integer: true, min: 1, max: 100, step: '1' });
    expect(kind('x', Type.Number())).toEqual({ kind: 'number', integer: false, min: undefined, max: undefined, step: 'any' });
    expect(kind('x', Type.Number({ exclusiveMinimum: 0, multipleOf: 0.5 }))).toMatchObject({ min: 0, step: '0.5' });
  });

  it('gives long strings and documents a textarea, short values a text box with their examples as suggestions', () => {
    expect(kind('text', Type.String({ maxLength: 1_000_000 }))).toEqual({ kind: 'textarea', rows: 6 });
    expect(kind('description', Type.String({ maxLength: 10_000 }))).toEqual({ kind: 'textarea', rows: 3 });
    expect(kind('csv', Type.String())).toEqual({ kind: 'textarea', rows: 6 });
    // Long limits on one-line values (an email, a URL) do not make them text areas.
    expect(kind('email', Type.String({ maxLength: 1_000_000 }))).toEqual({ kind: 'text', suggestions: [] });
    expect(kind('title', Type.String({ maxLength: 200 }))).toEqual({ kind: 'text', suggestions: [] });
    expect(kind('algorithm', caseInsensitiveEnum(['SHA-256', 'MD5']))).toEqual({ kind: 'text', suggestions: ['SHA-256', 'MD5'] });
  });

  it('gives arrays, objects and mixed unions a JSON box', () => {
    expect(kind('headers', Type.Array(Type.String()))).toEqual({ kind: 'json' });
    // A list of enum values where order or repeats may matter stays JSON.
    expect(kind('steps', Type.Array(stringEnum(['trim', 'upper'])))).toEqual({ kind: 'json' });
    expect(kind('params', Type.Record(Type.String(), Type.String()))).toEqual({ kind: 'json' });
    expect(kind('value', Type.Union([Type.String(), Type.Number()]))).toEqual({ kind: 'json' });
  });

  it('gives Base64 file fields a file picker, but not text that is merely Base64', () => {
    expect(kind('pdf', Type.String({ description: 'The PDF file, Base64-encoded' }))).toEqual({ kind: 'bytes' });
    expect(kind('image_base64', Type.String({ description: 'A PNG or JPEG image' }))).toEqual({ kind: 'bytes' });
    expect(kind('data', Type.String({ contentEncoding: 'base64' }))).toEqual({ kind: 'bytes' });
    // The base64 tool's own text and a JWT (base64url) are text to edit.
    expect(isByteField('text', { type: 'string', description: 'The text to encode, or the Base64 to decode' })).toBe(false);
    expect(isByteField('token', { type: 'string', description: 'The JWT: header.payload.signature in base64url' })).toBe(false);
    expect(isByteField('count', { type: 'integer', description: 'base64 file size' })).toBe(false);
  });
});

describe('fieldKind for the PDF tools\' files', () => {
  it('gives a PDF or image field its media type and the largest file its maxLength takes', () => {
    expect(kind('pdf', pdfInput('The PDF'))).toEqual({ kind: 'bytes', mediaType: 'application/pdf', maxBytes: Math.floor(MAX_PDF_BASE64_CHARS / 4) * 3 });
    expect(kind('image', imageInput('An image'))).toMatchObject({ kind: 'bytes', mediaType: 'image/*' });
  });

  it('gives an array of such fields one picker for several files, with the most it takes', () => {
    expect(kind('pdfs', Type.Array(pdfInput('One PDF'), { minItems: 2, maxItems: 50 }))).toMatchObject({ kind: 'files', mediaType: 'application/pdf', maxItems: 50 });
    expect(kind('images', Type.Array(imageInput('One image')))).toMatchObject({ kind: 'files', mediaType: 'image/*' });
    // Arrays of text stay JSON.
    expect(kind('names', Type.Array(Type.String()))).toEqual({ kind: 'json' });
  });
});
