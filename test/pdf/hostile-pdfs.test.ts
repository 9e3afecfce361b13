/**
 * Issue 19, rule 2: every PDF tool meets every hostile and broken file of hostile-pdfs.ts and
 * answers 400 naming its field, never 500 and never a hang: in this process as a library runs it,
 * and through the real server's worker pool, whose memory bound and deadline are the last line.
 * The tools are found from their schemas (a field annotated application/pdf), so a new PDF tool
 * joins without being listed here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSchema } from '@sinclair/typebox';
import { tools } from '../../core/catalog-metadata.ts';
import type { ToolMeta } from '../../core/catalog-types.ts';
import { executeTool, type Envelope } from '../../core/index.ts';
import { startServer, type RunningServer } from '../../server/test-server.ts';
import { EXAMPLE_NOW } from '../helpers.ts';
import { contentStreamBomb, HOSTILE_PDFS, type HostilePdf } from './hostile-pdfs.ts';
import { numberedPdf, toBase64 } from './raw-pdf.ts';

interface PdfField {
  name: string;
  array: boolean;
}

function pdfFields(tool: ToolMeta): PdfField[] {
  const properties = tool.input.properties as Record<string, TSchema>;
  return Object.entries(properties).flatMap(([name, schema]): PdfField[] => {
    if (schema.contentMediaType === 'application/pdf') return [{ name, array: false }];
    if (schema.type === 'array' && (schema.items as TSchema | undefined)?.contentMediaType === 'application/pdf') return [{ name, array: true }];
    return [];
  });
}

const PDF_TOOLS = tools.filter((tool) => pdfFields(tool).length > 0);

/** The tool's first example with every PDF in it replaced by `pdf`; the field the error must name. */
function hostileInput(tool: ToolMeta, pdf: string): { input: Record<string, unknown>; field: string } {
  const input = structuredClone(tool.examples[0]!.input) as Record<string, unknown>;
  const [first] = pdfFields(tool);
  for (const field of pdfFields(tool)) {
    input[field.name] = field.array ? (input[field.name] as unknown[]).map(() => pdf) : pdf;
  }
  return { input, field: first!.array ? `${first!.name}[0]` : first!.name };
}

function expectRefused(envelope: Envelope, field: string, hostile: Pick<HostilePdf, 'message'>): void {
  expect(envelope.success, JSON.stringify(envelope).slice(0, 300)).toBe(false);
  if (envelope.success) return;
  expect(envelope.error.code).toBe('VALIDATION_ERROR');
  expect(envelope.error.message.startsWith(`${field}: `), envelope.error.message).toBe(true);
  expect(envelope.error.message).toMatch(hostile.message);
}

describe('PDF tools and hostile PDFs', () => {
  it('finds the PDF tools of issue 19 by their schemas', () => {
    expect(PDF_TOOLS.map((tool) => tool.id)).toEqual(
      expect.arrayContaining(['pdf-merge', 'pdf-split', 'pdf-delete-pages', 'pdf-organize', 'pdf-rotate', 'pdf-page-numbers', 'pdf-watermark', 'pdf-extract']),
    );
  });

  const now = () => new Date(EXAMPLE_NOW);
  for (const tool of PDF_TOOLS) {
    describe(tool.id, () => {
      for (const hostile of HOSTILE_PDFS) {
        it(`refuses ${hostile.name}`, async () => {
          const { input, field } = hostileInput(tool, toBase64(hostile.bytes()));
          expectRefused(await executeTool(tool, input, { now }), field, hostile);
        });
      }
    });
  }

  it('pdf-extract, which decodes page contents, refuses a content stream inflating to 150 MB', async () => {
    const tool = PDF_TOOLS.find((candidate) => candidate.id === 'pdf-extract')!;
    const { input, field } = hostileInput(tool, toBase64(contentStreamBomb()));
    expectRefused(await executeTool(tool, input, { now }), field, { message: /decode to more than 100000000 bytes/ });
  });
});

describe('hostile PDFs through the server and its worker pool', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ WORKERS: '1' });
  }, 30_000);
  afterAll(() => server?.stop());

  async function post(id: string, input: unknown): Promise<{ status: number; body: Envelope }> {
    const response = await fetch(`${server.url}/api/tools/${id}/execute`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(input) });
    return { status: response.status, body: (await response.json()) as Envelope };
  }

  const CASES = ['encrypted with a password', 'arrays nested 100,000 deep', 'an object stream inflating to 150 MB', '2,001 pages'];
  for (const id of ['pdf-merge', 'pdf-extract']) {
    for (const name of CASES) {
      it(`${id} answers 400 to ${name}, and the next clean call still works`, async () => {
        const tool = PDF_TOOLS.find((candidate) => candidate.id === id)!;
        const hostile = HOSTILE_PDFS.find((candidate) => candidate.name === name)!;
        const { input, field } = hostileInput(tool, toBase64(hostile.bytes()));
        const refused = await post(id, input);
        expect(refused.status).toBe(400);
        expectRefused(refused.body, field, hostile);
        const clean = await post(id, hostileInput(tool, toBase64(numberedPdf(2))).input);
        expect(clean.status, JSON.stringify(clean.body).slice(0, 300)).toBe(200);
      }, 60_000);
    }
  }
});
