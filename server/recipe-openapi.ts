/**
 * Recipes' part of /api/openapi.json: POST /api/recipes/execute with the recipe (core's
 * RECIPE_SCHEMA, the `Recipe` component) as its body, the recipe envelope as its answers, and
 * GET /api/recipes/schema.json, which serves the same schema as a JSON Schema document of its own.
 * The examples are the recipe and what a run of it answered (executionMs set to 0, as the
 * tools' examples); openapi.test.ts runs the request again and compares.
 */
import { RECIPE_REFERENCE_SCHEMA, RECIPE_SCHEMA } from '../core/recipe/schema.ts';
import { MAX_RECIPE_STEPS } from '../core/recipe/types.ts';
import { RUN_META_SCHEMA } from './run-meta-schema.ts';

type Json = Record<string, unknown>;

const ref = (section: 'schemas' | 'responses' | 'headers', name: string) => ({ $ref: `#/components/${section}/${name}` });
const plain = (schema: unknown) => JSON.parse(JSON.stringify(schema)) as Json;

export const RECIPE_EXAMPLE_REQUEST = {
  steps: [
    { name: 'parsed', tool: 'csv-to-json', input: { csv: 'a,b\n1,2' } },
    { tool: 'json-to-xml', input: { json: { $from: { step: 'parsed', pointer: '/rows', as: 'json' } } } },
  ],
};

const PARSED = { rows: [{ a: 1, b: 2 }], count: 1, headers: ['a', 'b'], warnings: [] };
const XML = { xml: '<root>\n  <item>\n    <a>1</a>\n    <b>2</b>\n  </item>\n</root>' };

export const RECIPE_EXAMPLE_RESPONSE = {
  success: true,
  result: XML,
  steps: [
    { tool: 'csv-to-json', result: PARSED, meta: { tool: 'csv-to-json', executionMs: 0 } },
    { tool: 'json-to-xml', result: XML, meta: { tool: 'json-to-xml', executionMs: 0 } },
  ],
  meta: { executionMs: 0, steps: 2 },
};

/** A reference to a member step 0's result does not have: the step, its message, the step before it. */
export const RECIPE_EXAMPLE_FAILING_REQUEST = {
  steps: [RECIPE_EXAMPLE_REQUEST.steps[0]!, { tool: 'json-to-xml', input: { json: { $from: { step: 0, pointer: '/nope', as: 'json' } } } }],
};

export const RECIPE_EXAMPLE_FAILURE = {
  success: false,
  error: {
    code: 'VALIDATION_ERROR',
    message: 'steps[1].input.json.$from.pointer: does not resolve in step 0\'s result: the object at the root has no member "nope"',
    step: 1,
  },
  steps: [RECIPE_EXAMPLE_RESPONSE.steps[0]!],
  meta: { executionMs: 0, steps: 1 },
};

const STEP_RESULT = {
  type: 'object',
  required: ['tool', 'result', 'meta'],
  additionalProperties: false,
  properties: {
    tool: { type: 'string', description: 'The tool id' },
    result: { description: "The step's result, as its tool's output schema describes it" },
    meta: RUN_META_SCHEMA,
  },
};

const RECIPE_META = {
  type: 'object',
  required: ['executionMs', 'steps'],
  additionalProperties: false,
  properties: {
    executionMs: { type: 'integer', minimum: 0, description: 'How long the whole recipe ran, in whole milliseconds' },
    steps: { type: 'integer', minimum: 0, maximum: MAX_RECIPE_STEPS, description: 'How many steps ran, the failing one included (0 when refused up front)' },
  },
};

/** The component schemas; `ErrorCode` is the document's shared one. */
export const RECIPE_SCHEMAS: Json = {
  // Exactly the document GET /api/recipes/schema.json serves (less its $schema), so the two cannot differ.
  Recipe: plain(RECIPE_SCHEMA),
  StepReference: plain(RECIPE_REFERENCE_SCHEMA),
  RecipeStepResult: STEP_RESULT,
  RecipeResult: {
    type: 'object',
    required: ['success', 'result', 'steps', 'meta'],
    additionalProperties: false,
    properties: {
      success: { const: true },
      result: { description: "The last step's result" },
      steps: { type: 'array', items: ref('schemas', 'RecipeStepResult'), description: 'Every step, in order' },
      meta: ref('schemas', 'RecipeMeta'),
    },
  },
  RecipeError: {
    type: 'object',
    required: ['success', 'error', 'steps', 'meta'],
    additionalProperties: false,
    properties: {
      success: { const: false },
      error: {
        type: 'object',
        required: ['code', 'message'],
        additionalProperties: false,
        properties: {
          code: ref('schemas', 'ErrorCode'),
          message: { type: 'string', description: 'What went wrong, naming the step and field when there are ones' },
          step: {
            type: 'integer',
            minimum: 0,
            description: 'The 0-based index of the step that failed or was refused; absent when the request or the recipe as a whole was refused',
          },
          retryAfter: { type: 'integer', minimum: 1, description: 'With RATE_LIMITED and OVERLOADED: seconds to wait, as the Retry-After header says' },
        },
      },
      steps: { type: 'array', items: ref('schemas', 'RecipeStepResult'), description: 'The steps that ran before the failing one' },
      meta: ref('schemas', 'RecipeMeta'),
    },
  },
  RecipeMeta: RECIPE_META,
};

const RATE_LIMIT_HEADERS = {
  'X-RateLimit-Limit': ref('headers', 'X-RateLimit-Limit'),
  'X-RateLimit-Remaining': ref('headers', 'X-RateLimit-Remaining'),
};

const recipeError = (description: string, headers: Json = RATE_LIMIT_HEADERS, example?: unknown) => ({
  description,
  headers,
  content: { 'application/json': { schema: ref('schemas', 'RecipeError'), ...(example === undefined ? {} : { example }) } },
});

const COUNTING =
  'Each step counts as one request against the API rate limits, as it is about to run: the request itself is counted on arrival ' +
  'and stands for the first step, so a recipe of n steps costs n requests and a recipe refused before it runs costs one. ' +
  'A step refused by the limit ends the recipe there with 429 RATE_LIMITED at that step.';

export const RECIPE_PATHS: Json = {
  '/api/recipes/execute': {
    post: {
      operationId: 'execute_recipe',
      tags: ['service'],
      summary: 'Run a recipe',
      description:
        'The body is a recipe: the `Recipe` schema, also served as a JSON Schema document of its own at GET /api/recipes/schema.json. ' +
        "Runs tools one after the other, each step's input taking values from earlier steps' results by reference " +
        '(`{"$from": {"step", "pointer", "as"}}`). The recipe is checked before anything runs (unknown tools, references ' +
        `that do not point backwards, malformed pointers, more than ${MAX_RECIPE_STEPS} steps: 400 naming the step); each step's input ` +
        "is validated against its tool's schema once its references resolve. The first failing step ends the recipe: the answer " +
        "is that step's error with `step`, its status the one of its code, beside the results of the steps before it. " +
        'Isolate tools run on the worker pool under their deadlines; the whole recipe has a deadline too (RECIPE_TIMEOUT_MS). ' +
        COUNTING,
      requestBody: {
        required: true,
        content: { 'application/json': { schema: ref('schemas', 'Recipe'), examples: { 'csv-to-xml': { summary: 'CSV to XML', value: RECIPE_EXAMPLE_REQUEST }, 'missing-member': { summary: 'A reference to a member that is not there', value: RECIPE_EXAMPLE_FAILING_REQUEST } } } },
      },
      responses: {
        '200': {
          description: 'Every step ran; `result` is the last step\'s',
          headers: RATE_LIMIT_HEADERS,
          content: { 'application/json': { schema: ref('schemas', 'RecipeResult'), examples: { 'csv-to-xml': { summary: 'CSV to XML', value: RECIPE_EXAMPLE_RESPONSE } } } },
        },
        '400': recipeError('VALIDATION_ERROR: the body is not JSON, the recipe is malformed (no `step`), or a step is refused or fails its input (with `step`)', RATE_LIMIT_HEADERS, RECIPE_EXAMPLE_FAILURE),
        '413': recipeError('PAYLOAD_TOO_LARGE: the body is over MAX_BODY_BYTES, or a step refused its input as too large'),
        '422': recipeError("TIMEOUT: a step ran past its deadline, or the recipe past its own (RECIPE_TIMEOUT_MS); `step` is the step that was running"),
        '429': recipeError(
          'RATE_LIMITED: the request (no `step`) or a step (with `step`) was over a limit; the rest did not run',
          {
            'Retry-After': ref('headers', 'Retry-After'),
            'X-RateLimit-Limit': ref('headers', 'X-RateLimit-Limit'),
            'X-RateLimit-Remaining': ref('headers', 'X-RateLimit-Remaining'),
          },
        ),
        '500': {
          description: 'INTERNAL_ERROR: a server bug, at a step (the recipe envelope with `step`) or around the recipe (the error envelope); the answer carries no internals',
          content: { 'application/json': { schema: { anyOf: [ref('schemas', 'RecipeError'), ref('schemas', 'ErrorEnvelope')] } } },
        },
        '503': recipeError('OVERLOADED: every worker was busy at an isolate step (Retry-After), or UPSTREAM_UNAVAILABLE: the source a step reads could not be reached', {
          'Retry-After': ref('headers', 'Retry-After'),
          ...RATE_LIMIT_HEADERS,
        }),
      },
    },
  },
  '/api/recipes/schema.json': {
    get: {
      operationId: 'get_recipe_schema',
      tags: ['service'],
      summary: 'The recipe schema',
      description: 'The published JSON Schema (2020-12) of a recipe: the `Recipe` component of this document as a document of its own. Not rate limited.',
      responses: {
        '200': { description: 'A JSON Schema document', content: { 'application/schema+json': { schema: { type: 'object', description: 'A JSON Schema 2020-12 document' } } } },
        '500': ref('responses', 'InternalError'),
      },
    },
  },
};
