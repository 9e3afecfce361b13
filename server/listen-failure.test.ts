/** A server that cannot listen says so in one line naming the variable to change, and exits 1. */
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFailing } from './test-server.ts';

describe('a listen address the server cannot take', () => {
  // Not a tooldeck server: any program holding the port must give the same answer.
  let holder: Server;
  let port: number;
  beforeAll(async () => {
    holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    port = (holder.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => holder.close(() => resolve())));

  it('names PORT in one line, without a stack trace, when the port is taken', async () => {
    const { code, output } = await startFailing({ PORT: String(port), WORKERS: '1' });
    expect(code).toBe(1);
    expect(output.trim()).toBe(`tooldeck: PORT ${port} is already in use on 127.0.0.1; set PORT to a free port`);
  });

  it('names HOST when the address is not one of this machine', async () => {
    // 192.0.2.0/24 is TEST-NET-1 (RFC 5737): documentation only, never assigned to an interface.
    const { code, output } = await startFailing({ HOST: '192.0.2.1', WORKERS: '1' });
    expect(code).toBe(1);
    expect(output.trim()).toBe('tooldeck: HOST 192.0.2.1 is not an address of this machine; set HOST to one (0.0.0.0 listens on all)');
  });
});
