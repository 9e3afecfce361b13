/**
 * The framework's own floor for bench/server.ts: the bare server's work (parse a JSON body, answer
 * a JSON envelope) as one Elysia route on the same path as tooldeck's, so the report can tell
 * what Elysia costs from what tooldeck adds.
 */
import { Elysia } from 'elysia';

const app = new Elysia().post(
  '/api/tools/:id/execute',
  async ({ request }) => {
    const body = (await request.json()) as { text?: string };
    return Response.json({ success: true, result: { result: body.text ?? '' }, meta: { tool: 'elysia', executionMs: 0 } });
  },
  { parse: 'none' },
);
app.listen({ hostname: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
console.log(`listening on http://127.0.0.1:${app.server!.port}`);
