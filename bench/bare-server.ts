/**
 * The ceiling for bench/server.ts: a bare Bun.serve that parses a JSON body and answers a JSON
 * envelope; a GET (no body) answers a small JSON object, as /api/health does.
 */
declare const Bun: {
  serve(options: { hostname: string; port: number; fetch(request: Request): Promise<Response> }): { port: number };
};

const server = Bun.serve({
  hostname: '127.0.0.1',
  port: Number(process.env.PORT ?? 0),
  async fetch(request) {
    if (request.method === 'GET') return Response.json({ status: 'ok', tools: 94, version: '1.0.0' });
    const body = (await request.json()) as { text?: string };
    return Response.json({ success: true, result: { result: body.text ?? '' }, meta: { tool: 'bare', executionMs: 0 } });
  },
});
console.log(`listening on http://127.0.0.1:${server.port}`);
