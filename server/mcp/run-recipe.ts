/**
 * The MCP tool `run_recipe`: a recipe (core/recipe; its arguments are the recipe itself, its input
 * schema RECIPE_SCHEMA) run by the server as POST /api/recipes/execute runs it (recipe-runner.ts),
 * each step counted against MCP's own limit: the tools/call message was counted on arrival and
 * stands for the first step, every later step is counted as it is about to run.
 *
 * The answer is the recipe's envelope, as structuredContent and as JSON text, like every tool's
 * result here; a failure is `isError` with `CODE: message (step k)` as its text, and the same
 * envelope (the step, the results before it) as structuredContent.
 */
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { tools as catalog } from '../../core/catalog-metadata.ts';
import { ERROR_CODES } from '../../core/errors.ts';
import { RECIPE_SCHEMA } from '../../core/recipe/schema.ts';
import { MAX_RECIPE_STEPS } from '../../core/recipe/types.ts';
import { RECIPE_SCHEMAS } from '../recipe-openapi.ts';
import { toJsonSchema } from '../openapi.ts';
import type { RateLimiter } from '../rate-limit/limiter.ts';
import { runServerRecipe } from '../recipe-runner.ts';
import type { CallReport, RunTool } from './call-result.ts';
import type { McpToolHandler } from './mcp-tools.ts';

export const RUN_RECIPE = 'run_recipe';

export interface RunRecipeOptions {
  runTool: RunTool;
  /** MCP's limiter (its own `mcp` scope). */
  limiter: RateLimiter;
  /** RECIPE_TIMEOUT_MS. */
  timeoutMs: number;
}

const REFUSAL = "too many MCP requests; retry after the Retry-After header's seconds";

/**
 * The envelope either way, self-contained (MCP's outputSchema is a document of its own): the
 * document's RecipeResult and RecipeError with their shared parts under $defs.
 */
function outputSchema(): Record<string, unknown> {
  const text = JSON.stringify({
    oneOf: [{ $ref: '#/components/schemas/RecipeResult' }, { $ref: '#/components/schemas/RecipeError' }],
    $defs: {
      RecipeResult: RECIPE_SCHEMAS.RecipeResult,
      RecipeError: RECIPE_SCHEMAS.RecipeError,
      RecipeStepResult: RECIPE_SCHEMAS.RecipeStepResult,
      RecipeMeta: RECIPE_SCHEMAS.RecipeMeta,
      ErrorCode: { type: 'string', enum: [...ERROR_CODES] },
    },
  });
  return { type: 'object', ...(JSON.parse(text.replaceAll('"#/components/schemas/', '"#/$defs/')) as Record<string, unknown>) };
}

export function runRecipeTool({ runTool, limiter, timeoutMs }: RunRecipeOptions): McpToolHandler {
  return {
    definition: {
      name: RUN_RECIPE,
      title: 'Run a recipe',
      description:
        `Run up to ${MAX_RECIPE_STEPS} tools one after the other, feeding earlier results into later inputs: ` +
        '{"steps": [{"name": "parsed", "tool": "csv-to-json", "input": {"csv": "a,b\\n1,2"}}, ' +
        '{"tool": "json-to-xml", "input": {"json": {"$from": {"step": "parsed", "pointer": "/rows", "as": "json"}}}}]}. ' +
        'A reference {"$from": {"step": <earlier index or name>, "pointer": "<JSON Pointer into its result>", "as": "value"|"json"|"text"}} ' +
        "may stand for any input value. Answers the last step's result with every step's; a failure names its step. Tool ids as search_tools gives them. " +
        'Each step counts as one request against the rate limit.',
      inputSchema: toJsonSchema(RECIPE_SCHEMA, '#') as McpToolHandler['definition']['inputSchema'],
      outputSchema: outputSchema() as McpToolHandler['definition']['outputSchema'],
      // As open as the most open tool a step can run: some tools are random, some fetch.
      annotations: {
        title: 'Run a recipe',
        readOnlyHint: true,
        idempotentHint: catalog.every((tool) => tool.deterministic !== false),
        openWorldHint: catalog.some((tool) => tool.network === true),
      },
    },
    async call(args, report) {
      // The message's own count stands for the first step: no headers of its own to start from.
      const run = await runServerRecipe(args, report.client, NO_HEADERS, { runTool, limiter, refusal: REFUSAL, timeoutMs });
      report.tools.push(...run.tools);
      // A later step's count is the freshest: its X-RateLimit headers replace the message's on
      // the HTTP answer (a refusal is the tool's result here, so no Retry-After on an HTTP 200).
      if (run.headers !== NO_HEADERS) {
        const { 'retry-after': _retryAfter, ...counted } = run.headers;
        report.limitHeaders = counted;
      }
      return recipeResult(run.envelope, report);
    },
  };
}

const NO_HEADERS: Record<string, string> = Object.freeze({}) as Record<string, string>;

function recipeResult(envelope: Awaited<ReturnType<typeof runServerRecipe>>['envelope'], report: CallReport): CallToolResult {
  const structuredContent = envelope as unknown as Record<string, unknown>;
  if (envelope.success) return { content: [{ type: 'text', text: JSON.stringify(envelope) }], structuredContent };
  const { code, message, step, cause } = envelope.error;
  if (cause !== undefined) report.errors.push(cause);
  const at = step === undefined ? '' : ` (step ${step})`;
  return { content: [{ type: 'text', text: `${code}: ${message}${at}` }], structuredContent, isError: true };
}
