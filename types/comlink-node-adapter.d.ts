// comlink ships node-adapter.d.ts beside node-adapter.mjs, which TypeScript does not pair up.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- mirrors the listener types of worker_threads
declare module 'comlink/dist/esm/node-adapter.mjs' {
  import type { Endpoint } from 'comlink';
  interface NodeEndpoint {
    postMessage(message: any, transfer?: any[]): void;
    on(type: "message", listener: (value: any) => void): unknown;
    off(type: "message", listener: (value: any) => void): unknown;
  }
  export default function nodeEndpoint(endpoint: NodeEndpoint): Endpoint;
}
