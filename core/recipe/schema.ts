/**
 * RECIPE_SCHEMA: the published JSON Schema of a recipe (TypeBox, so plain JSON Schema the server
 * puts in OpenAPI). It describes the shape; checkRecipe also checks what a schema cannot say
 * (known tools, backward references, unique names) and answers with the step and field.
 */
import { Type } from '@sinclair/typebox';
import { MAX_RECIPE_STEPS, MAX_STEP_NAME_LENGTH } from './types.ts';

/** RFC 6901: empty, or tokens each after a "/", where "~" is only ever "~0" or "~1". */
const POINTER_PATTERN = '^(/([^~/]|~[01])*)*$';

export const RECIPE_REFERENCE_SCHEMA = Type.Object(
  {
    $from: Type.Object(
      {
        step: Type.Union([Type.Integer({ minimum: 0, description: "An earlier step's 0-based index" }), Type.String({ minLength: 1, description: "An earlier step's name" })], {
          description: 'The earlier step whose result to read (a reference points only backwards)',
        }),
        pointer: Type.String({ pattern: POINTER_PATTERN, description: 'An RFC 6901 JSON Pointer into that step\'s result: "" is the whole result, "/rows/0/name" a part of it ("~1" is "/", "~0" is "~")' }),
        as: Type.Optional(
          Type.Union([Type.Literal('value'), Type.Literal('json'), Type.Literal('text')], {
            default: 'value',
            description: '"value" inserts the value as is, "json" as JSON text, "text" a string as is and anything else as JSON text',
          }),
        ),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false, title: 'StepReference', description: "An input value replaced by part of an earlier step's result" },
);

export const RECIPE_SCHEMA = Type.Object(
  {
    steps: Type.Array(
      Type.Object(
        {
          name: Type.Optional(
            Type.String({
              minLength: 1,
              maxLength: MAX_STEP_NAME_LENGTH,
              pattern: '[^0-9]',
              description: "A name later steps may refer to instead of this step's index; unique, and not all digits",
            }),
          ),
          tool: Type.String({ description: "The tool's id, as GET /api/tools lists it" }),
          input: Type.Record(Type.String(), Type.Unknown(), {
            description:
              'The tool\'s input, validated against its schema once references resolve. Any value in it, at any depth, may be a reference { "$from": { "step", "pointer", "as"? } } (StepReference)',
          }),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: MAX_RECIPE_STEPS, description: `The steps, run in order; at most ${MAX_RECIPE_STEPS}` },
    ),
  },
  {
    additionalProperties: false,
    title: 'Recipe',
    description: "Tools chained: each step's input may take values from earlier steps' results. The last step's result is the recipe's.",
  },
);
