/** The ceiling for bench/server.ts: a bare Bun.serve that parses a JSON body and answers a JSON envelope. */
declare const Bun: {
  serve(options: { hostname: string; port: number; fetch(request: Request): Promise<Response> }): { port: number };
};

const server = Bun.serve({
  hostname: '127.0.0.1',
  port: Number(process.env.PORT ?? 0),
  async fetch(request) {
    const body = (await request.json()) as { text?: string };
    return Response.json({ success: true, result: { result: body.text ?? '' }, meta: { tool: 'bare', executionMs: 0 } });
  },
});
console.log(`listening on http://127.0.0.1:${server.port}`);
