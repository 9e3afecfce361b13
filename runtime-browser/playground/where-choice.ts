/** The page's side of run-place.ts: a tool's place from the catalog snapshot, and its reason shown beside the Run choice. */
import type { ToolInfo } from '../../core/catalog.ts';
import { isNetworkTool } from './catalog.ts';
import { byId, replaceChildren } from './dom.ts';
import { runPlaceOf, type RunPlace } from './run-place.ts';

export function placeOfTool(tool: ToolInfo): RunPlace {
  return runPlaceOf(tool, isNetworkTool(tool.id));
}

/** Says beside the Run choice why a tool runs where it does by default; nothing for tools that run anywhere. */
export function showPlaceReason(place: RunPlace): void {
  const reason = byId('where-reason');
  replaceChildren(reason, place.reason ?? '');
  reason.hidden = place.reason === undefined;
}

/** The status a link's network tool shows instead of running by itself. */
export function waitForRunText(tool: ToolInfo): string {
  return `${tool.name} reaches the network, so a link does not run it by itself: check the input, then press Run.`;
}
