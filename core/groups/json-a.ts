import type { AnyTool } from '../tool.ts';
import jsonFlatten from '../tools/data/json-flatten.ts';
import jsonUnflatten from '../tools/data/json-unflatten.ts';
import jsonQuery from '../tools/data/json-query.ts';
import jsonPathFinder from '../tools/data/json-path-finder.ts';
import jqPlayground from '../tools/data/jq-playground.ts';
import jsonDiff from '../tools/data/json-diff.ts';
import jsonComparer from '../tools/data/json-comparer.ts';
import jsonMinifier from '../tools/data/json-minifier.ts';
import jsonVisualizer from '../tools/data/json-visualizer.ts';

export default [
  jsonFlatten,
  jsonUnflatten,
  jsonQuery,
  jsonPathFinder,
  jqPlayground,
  jsonDiff,
  jsonComparer,
  jsonMinifier,
  jsonVisualizer,
] as const satisfies readonly AnyTool[];
