/**
 * POST /api/recipes/execute: a recipe (core/recipe) run by the server, its steps counted against
 * the API's rate limits (recipe-runner.ts says how), answered with the recipe's envelope: 200 when
 * every step succeeded, else the failing step's error with the status its code has everywhere
 * (400, 413, 422, 429, 503…). Also GET /api/recipes/schema.json: the published JSON Schema of a
 * recipe, the document the OpenAPI description's `Recipe` component repeats.
 */
import { MAX_INPUT_DEPTH, jsonTextExceedsDepth } from '../core/lib/json-depth.ts';
import type { ErrorEnvelope } from '../core/envelope.ts';
import { recipeRefusal } from '../core/recipe/check.ts';
import type { RecipeErrorEnvelope } from '../core/recipe/types.ts';
import { RECIPE_SCHEMA } from '../core/recipe/schema.ts';
import { CORS_HEADERS, describeError, json, NOSNIFF, readBody, STATUS_OF, withHeaders } from './http.ts';
import type { RunTool } from './mcp/call-result.ts';
import { limitRequest } from './rate-limit/limit-response.ts';
import type { RateLimiter } from './rate-limit/limiter.ts';
import { runServerRecipe } from './recipe-runner.ts';
import { IDLE_TIMEOUT_SECONDS, type RouteHandler } from './route.ts';

export const RECIPE_PATH = '/api/recipes/execute';
export const RECIPE_SCHEMA_PATH = '/api/recipes/schema.json';

/**
 * A step's input sits three levels into a recipe (steps, the step, input), so the body may nest
 * that much deeper than a tool's own body; deeper text is refused unparsed, as the tool route does.
 */
const MAX_RECIPE_DEPTH = MAX_INPUT_DEPTH + 3;

const REFUSAL = "too many requests; retry after the Retry-After header's seconds";

export interface RecipeRouteOptions {
  /** The API's limiter: a recipe's steps count in the same windows as single tool calls. */
  limiter: RateLimiter;
  runTool: RunTool;
  /** MAX_BODY_BYTES. */
  maxBodyBytes: number;
  /** RECIPE_TIMEOUT_MS. */
  timeoutMs: number;
}

export function createRecipeRoute({ limiter, runTool, maxBodyBytes, timeoutMs }: RecipeRouteOptions): RouteHandler {
  return async ({ request, server, ip, meta }) => {
    // The request's own count, before its body is read: it stands for the recipe's first step.
    const arrival = await limitRequest(limiter, ip, REFUSAL);
    if ('response' in arrival) return asRecipeFailure(arrival.response);
    const body = await readBody(request, maxBodyBytes);
    if (!body.ok) return asRecipeFailure(withHeaders(body.response, arrival.headers));
    if (jsonTextExceedsDepth(body.text, MAX_RECIPE_DEPTH)) {
      return json(400, recipeRefusal(`body: nests deeper than ${MAX_RECIPE_DEPTH} levels of arrays and objects (a step's input: ${MAX_INPUT_DEPTH})`), arrival.headers);
    }
    let recipe: unknown;
    try {
      recipe = JSON.parse(body.text);
    } catch {
      return json(400, recipeRefusal('body: is not valid JSON'), arrival.headers);
    }

    // What is left is our own work, bounded by RECIPE_TIMEOUT_MS, which may be longer than Bun's
    // idle timeout; a JSON answer is silent until it is ready, so that timeout is off meanwhile.
    server?.timeout(request, 0);
    let run;
    try {
      run = await runServerRecipe(recipe, ip, arrival.headers, { runTool, limiter, refusal: REFUSAL, timeoutMs });
    } finally {
      server?.timeout(request, IDLE_TIMEOUT_SECONDS);
    }
    const { envelope, headers, tools } = run;
    if (tools.length > 0) meta.tool = tools.join(',');
    if (envelope.success) return json(200, envelope, headers);
    meta.step = envelope.error.step;
    if (envelope.error.cause !== undefined) meta.error = describeError(envelope.error.cause);
    return json(STATUS_OF[envelope.error.code], envelope, headers);
  };
}

/**
 * A refusal made by the HTTP layer (the limit on arrival, the body's size or encoding) in the
 * recipe's own envelope, with its status and headers: every answer of the route has one shape.
 */
async function asRecipeFailure(response: Response): Promise<Response> {
  const { error } = (await response.json()) as ErrorEnvelope;
  const envelope: RecipeErrorEnvelope = { success: false, error, steps: [], meta: { executionMs: 0, steps: 0 } };
  return new Response(JSON.stringify(envelope), { status: response.status, headers: response.headers });
}

/** The recipe schema as its own document (JSON Schema 2020-12), built once. */
export function createRecipeSchemaRoute(): RouteHandler {
  const text = JSON.stringify(recipeSchemaDocument());
  return () => new Response(text, { headers: { 'content-type': 'application/schema+json; charset=utf-8', ...CORS_HEADERS, ...NOSNIFF } });
}

export function recipeSchemaDocument(): Record<string, unknown> {
  return { $schema: 'https://json-schema.org/draft/2020-12/schema', ...(JSON.parse(JSON.stringify(RECIPE_SCHEMA)) as Record<string, unknown>) };
}
