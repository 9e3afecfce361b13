/** tooldeck's public API: the catalog, execute, defineTool and the types every surface shares. */
export { tools, list, get, info, loadTool, type ToolInfo, type ToolMeta, type ToolSummary } from './catalog.ts';
export { execute, executeTool, DEFAULT_TIMEOUT_MS, type ExecuteOptions } from './execute.ts';
export { defineTool, CATEGORIES, type AnyTool, type Category, type ToolCache, type ToolContext, type ToolDefinition, type ToolExample } from './tool.ts';
export { MemoryToolCache, type MemoryToolCacheOptions } from './tool-cache.ts';
export { ToolError, invalid, ERROR_CODES, type ErrorCode } from './errors.ts';
export type { Envelope, SuccessEnvelope, ErrorEnvelope, ErrorBody } from './envelope.ts';
export { closedObject, stringEnum, withDefault, type RunInput } from './schema.ts';
export {
  createLocalClient,
  createHttpClient,
  createPoolClient,
  type ToolClient,
  type ClosableToolClient,
  type ToolId,
  type ToolInput,
  type ToolOutput,
  type ToolListResponse,
  type ToolInfoResponse,
  type CallOptions,
  type HttpClientOptions,
} from './client.ts';
export { runRecipe, checkRecipe, MAX_RECIPE_STEPS, RECIPE_TIMEOUT_MS, type RecipeCheck } from './recipe/run.ts';
export { RECIPE_SCHEMA, RECIPE_REFERENCE_SCHEMA } from './recipe/schema.ts';
export type {
  Recipe,
  RecipeStep,
  StepReference,
  ReferenceFormat,
  StepRunner,
  RecipeOptions,
  RecipeEnvelope,
  RecipeSuccessEnvelope,
  RecipeErrorEnvelope,
  RecipeErrorBody,
  RecipeStepResult,
  RecipeMeta,
} from './recipe/types.ts';
export { createPool, type WorkerPool, type PoolWorker, type WorkerApi, type PoolOptions } from './pool.ts';
