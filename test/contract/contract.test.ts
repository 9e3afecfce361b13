/**
 * One contract, every client: the same cases (cases.ts, plus every tool's examples) against the
 * local client, the Node worker_threads client and the HTTP client talking to the real server.
 * The browser worker client runs the same cases in Chromium (browser.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient, createLocalClient, type ToolClient } from '../../core/index.ts';
import { createNodeClient } from '../../runtime-node/index.ts';
import { startServer, type RunningServer } from '../../server/test-server.ts';
import { CASES, type ContractCase } from './cases.ts';
import { exampleCases } from './examples.ts';
import { checkCase } from './check.ts';

const EXAMPLES = await exampleCases();

interface ClientUnderTest {
  name: string;
  /** Whether calls run isolated, so a runaway can be stopped without freezing the caller. */
  isolates: boolean;
  start(): Promise<{ client: ToolClient; stop(): Promise<unknown> | void }>;
}

const CLIENTS: ClientUnderTest[] = [
  { name: 'local (in-process)', isolates: false, start: async () => ({ client: createLocalClient(), stop: () => {} }) },
  {
    name: 'Node worker_threads pool',
    isolates: true,
    start: async () => {
      const client = createNodeClient({ workers: 2 });
      await client.ready();
      return { client, stop: () => client.close() };
    },
  },
  {
    name: 'HTTP against the real server',
    isolates: true,
    start: async () => {
      const server: RunningServer = await startServer({ RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_DAY: '0', RATE_LIMIT_GLOBAL_PER_DAY: '0' });
      return { client: createHttpClient(server.url), stop: () => server.stop() };
    },
  },
];

for (const under of CLIENTS) {
  describe(`the contract over the ${under.name} client`, () => {
    let client: ToolClient;
    let stop: () => Promise<unknown> | void = () => {};
    beforeAll(async () => {
      ({ client, stop } = await under.start());
    }, 30_000);
    afterAll(() => stop());

    // In-process, a runaway regex holds the thread until it ends: only isolating clients can run those cases.
    const cases = CASES.filter((c) => under.isolates || !c.runaway);
    for (const contractCase of cases) {
      it(contractCase.title, () => checkCase(client, contractCase), contractCase.runaway ? 10_000 : 5_000);
    }

    describe("every tool's clock-independent examples", () => {
      for (const example of EXAMPLES) it(example.title, () => checkCase(client, example));
    });

    it('lists the same catalog', async () => {
      const listed = await client.list();
      expect(listed.success).toBe(true);
      expect(listed.count).toBe(listed.tools.length);
      const info = await client.info('base64');
      expect(info).toMatchObject({ success: true, tool: { id: 'base64', category: 'encoding' } });
      expect(await client.info('nope')).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
    });
  });
}

export type { ContractCase };
