/** The separator field shared by json-flatten and json-unflatten, so the two read paths alike. */
import { Type } from '@sinclair/typebox';
import { withDefault } from '../schema.ts';

export function separatorField() {
  return withDefault(
    Type.String({ minLength: 1, maxLength: 16, description: 'What joins the keys of a path: one or more characters, "." by default' }),
    '.',
  );
}
