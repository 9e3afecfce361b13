/**
 * Where a tool runs unless the person (or a link) says otherwise, and whether a link may run it
 * by itself (pure, so it is unit tested). Tools that reach the network (`network: true`) cannot
 * fetch in this browser: its workers give tools no ctx.fetch. Such a tool runs on the server by
 * default, and the page says why beside the Run choice; one that also takes a file
 * (pdf-extract: a PDF, or the URL of one) stays in the browser for the file, and says a URL needs
 * the server. Neither runs from a shared link by itself: a link could make any visitor's click
 * fetch an address of the link-writer's choosing from our server.
 */
import { fieldKind } from './field-kinds.ts';
import type { JsonSchema } from './json-schema.ts';
import type { Where } from './url-state.ts';

export interface RunPlace {
  /** Where the run goes when nothing says otherwise. */
  where: Where;
  /** Why, shown beside the choice; absent for tools that run anywhere. */
  reason?: string;
  /** Whether opening a link with an input runs the tool at once. */
  runsFromLink: boolean;
}

export function runPlaceOf(tool: { name: string; parameters: unknown }, network: boolean): RunPlace {
  if (!network) return { where: 'browser', runsFromLink: true };
  const parameters = tool.parameters as JsonSchema;
  const takesFile = Object.entries(parameters.properties ?? {}).some(([name, schema]) => {
    const kind = fieldKind(name, schema).kind;
    return kind === 'bytes' || kind === 'files';
  });
  if (takesFile) {
    return { where: 'browser', reason: `${tool.name} fetches a URL only on the server (tools get no network access in this browser); a file runs here.`, runsFromLink: false };
  }
  return { where: 'server', reason: `${tool.name} fetches from the network, which tools cannot do in this browser: it runs on the server.`, runsFromLink: false };
}
