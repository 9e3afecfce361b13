/**
 * What the single binary (scripts/build-binary.ts) runs: finds Node for the isolate workers,
 * unpacks its files, points the server at them, then starts the server as `npm start` does
 * (server/main.ts: configuration from the environment, the same shutdown on SIGTERM).
 */
import { usePackageRoot } from '../package-root.ts';
import { findNode } from './node-binary.ts';
import { unpack } from './unpack.ts';

/** `nodeRange`: package.json's engines.node, which the workers' bundle is built for. */
export async function startBinary(files: Record<string, string>, nodeRange: string): Promise<void> {
  const node = findNode(process.env, nodeRange);
  if (!node.ok) {
    console.error(`tooldeck: ${node.problem}`);
    process.exit(1);
  }
  usePackageRoot(unpack(files));
  // Loaded only now: modules below read the package's root as they load (config.ts, node-process.ts).
  const { useNodeBinary } = await import('../pool/node-process.ts');
  useNodeBinary(node.path);
  await import('../main.ts');
}
