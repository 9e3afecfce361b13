/** fieldErrors: a VALIDATION_ERROR message split into the parts that go beside each field. */
import { Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { closedObject } from '../../core/schema.ts';
import { validateInput } from '../../core/validate.ts';
import { fieldErrors } from './field-errors.ts';

const FIELDS = ['action', 'text', 'count', 'rows'];

describe('fieldErrors', () => {
  it('splits the validator\'s "; "-joined parts and puts each beside its field', () => {
    const schema = closedObject({ text: Type.String(), count: Type.Integer({ maximum: 100 }), rows: Type.Array(Type.Object({ name: Type.String() })) });
    const validation = validateInput(schema, { count: 500, rows: [{ name: 1 }] });
    expect(validation.ok).toBe(false);
    const message = (validation as { message: string }).message;
    expect(message).toBe('text: is required; count: must be ≤ 100; rows[0].name: must be a string, got an integer');
    const { byField, general } = fieldErrors(message, FIELDS);
    expect(Object.fromEntries(byField)).toEqual({ text: ['is required'], count: ['must be ≤ 100'], rows: ['rows[0].name: must be a string, got an integer'] });
    expect(general).toEqual([]);
  });

  it('keeps a tool\'s own message whole, even with colons and semicolons inside', () => {
    const { byField } = fieldErrors('text: not valid Base64: a character outside the alphabet; at 3', FIELDS);
    expect(byField.get('text')).toEqual(['not valid Base64: a character outside the alphabet; at 3']);
  });

  it('leaves messages that name no field of the form for the form as a whole', () => {
    const { byField, general } = fieldErrors('input: must be a JSON object; zzz: unknown field; the two dates are the same', FIELDS);
    expect(byField.size).toBe(0);
    expect(general).toEqual(['input: must be a JSON object', 'zzz: unknown field; the two dates are the same']);
  });
});
