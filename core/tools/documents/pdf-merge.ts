import { Type } from '@sinclair/typebox';
import { createByteBudget, fileBytes } from '../../lib/pdf/file-bytes.ts';
import { MAX_PDF_PAGES } from '../../lib/pdf/limits.ts';
import { createPdf, onPdf, openPdf, savePdf } from '../../lib/pdf/open-pdf.ts';
import { appendPages } from '../../lib/pdf/page-copy.ts';
import { pdfInput, pdfOutput } from '../../lib/pdf/pdf-schema.ts';
import { SAMPLE_PDF_3_PAGES, SAMPLE_PDF_APPENDIX } from '../../lib/pdf/sample-pdfs.ts';
import { closedObject } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (spec 4.3: pdfs, at least 2):
 * - 2 to 50 files, at most 15 MB decoded together and 2,000 pages in the result. Every file is
 *   decoded before any is parsed, so a bad Base64 string or a request over the byte budget costs
 *   no parsing; then each file is opened, its pages copied, and dropped before the next is opened,
 *   so only one source document is held at a time.
 * - Built for throughput (issue 19 benchmarks it against qpdf): one copyPages call per source
 *   (sharing fonts and images among that source's pages), addPage per page, one save.
 * - The result is a new document (lib/pdf/page-copy.ts): the sources' outlines, forms and
 *   metadata are not carried over, as when qpdf merges with --empty.
 */

const MAX_FILES = 50;

const input = closedObject({
  pdfs: Type.Array(pdfInput('One PDF file, Base64-encoded (a data: URL is accepted too)'), {
    minItems: 2,
    maxItems: MAX_FILES,
    description: `The PDFs to join, in order: 2 to ${MAX_FILES} files, at most 15 MB together and ${MAX_PDF_PAGES.toLocaleString('en-US')} pages in all`,
  }),
});

const output = closedObject({
  pdf: pdfOutput('The merged PDF, Base64-encoded'),
  page_count: Type.Integer({ description: 'Pages in the merged PDF: the sum of the sources’ pages' }),
  bytes: Type.Integer({ description: 'Size of the merged PDF in bytes' }),
  sources: Type.Array(
    closedObject({
      index: Type.Integer({ description: 'Position of the file in pdfs, from 0' }),
      page_count: Type.Integer({ description: 'Pages it contributed' }),
    }),
    { description: 'Each input file in order, with its page count' },
  ),
});

export default defineTool({
  id: 'pdf-merge',
  name: 'PDF Merge',
  category: 'documents',
  description: 'Join 2 to 50 PDFs into one, all pages of each file in the order given.',
  keywords: ['merge pdf', 'combine pdf', 'join pdf', 'concatenate pdf', 'append pdf', 'qpdf pages', 'pdfunite'],
  input,
  output,
  isolate: true,
  examples: [
    {
      title: 'Add an appendix to a document',
      input: { pdfs: [SAMPLE_PDF_3_PAGES, SAMPLE_PDF_APPENDIX] },
      output: { pdf: 'JVBERi0xLjcKJYGBgYEKCjQgMCBvYmoKPDwKL0xlbmd0aCA0Mgo+PgpzdHJlYW0KQlQgL0YxIDEyIFRmIDE0IFRMIDcyIDcyMCBUZCAoUGFnZSAxKSAnIEVUCmVuZHN0cmVhbQplbmRvYmoKCjYgMCBvYmoKPDwKL0xlbmd0aCA0Mgo+PgpzdHJlYW0KQlQgL0YxIDEyIFRmIDE0IFRMIDcyIDcyMCBUZCAoUGFnZSAyKSAnIEVUCmVuZHN0cmVhbQplbmRvYmoKCjggMCBvYmoKPDwKL0xlbmd0aCA0Mgo+PgpzdHJlYW0KQlQgL0YxIDEyIFRmIDE0IFRMIDcyIDcyMCBUZCAoUGFnZSAzKSAnIEVUCmVuZHN0cmVhbQplbmRvYmoKCjExIDAgb2JqCjw8Ci9MZW5ndGggNDQKPj4Kc3RyZWFtCkJUIC9GMSAxMiBUZiAxNCBUTCA3MiA3MjAgVGQgKEFwcGVuZGl4KSAnIEVUCmVuZHN0cmVhbQplbmRvYmoKCjEzIDAgb2JqCjw8Ci9GaWx0ZXIgL0ZsYXRlRGVjb2RlCi9UeXBlIC9PYmpTdG0KL04gOAovRmlyc3QgNDYKL0xlbmd0aCAyNDcKPj4Kc3RyZWFtCniczVHRSgMxEHzfr5g/SPZ6vetBKdiiCCJIFXwQH+JdOAIlkSYn+vduoiKFA19EJCHJbnZ2ZhKGRoVmgQW6Fktw26FF1VXoUGuJNZa8AkuN1livSd29PVuoGzPaSOrKDREPgtPYCy6vXVkFkLdHUrsw+YSaNhv6hu9MMocw0kcfcC4+rbgIPpG6nZ5SCXOSSW1NtPkG6tIeXmxyvSF17vswOD9C3Tt/5qP7Spx2zFSkru3gzDa8imotoxGhrbgVoXsbw3TsRU7GFJZyYHmbT3kyxY9P1qeIumSl7VHCOQu/Tdj8NeHqJ8L/9EmsZz0wz5t4B8qqyq8KZW5kc3RyZWFtCmVuZG9iagoKMTQgMCBvYmoKPDwKL1NpemUgMTUKL1Jvb3QgMiAwIFIKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL1R5cGUgL1hSZWYKL0xlbmd0aCA1NwovVyBbIDEgMiAyIF0KL0luZGV4IFsgMCAxNSBdCj4+CnN0cmVhbQp4nCWLOw0AIBDF+vhOJLhAHTrwhg90AJdbmnYocG+ggUGGILpnFNMtie2WDUUanlVa/O/AA9/pBXcKZW5kc3RyZWFtCmVuZG9iagoKc3RhcnR4cmVmCjc0MQolJUVPRg==', page_count: 4, bytes: 952, sources: [{ index: 0, page_count: 3 }, { index: 1, page_count: 1 }] },
    },
    {
      title: 'Three files: the appendix before and after the document',
      input: { pdfs: [SAMPLE_PDF_APPENDIX, SAMPLE_PDF_3_PAGES, SAMPLE_PDF_APPENDIX] },
      output: { pdf: 'JVBERi0xLjcKJYGBgYEKCjQgMCBvYmoKPDwKL0xlbmd0aCA0NAo+PgpzdHJlYW0KQlQgL0YxIDEyIFRmIDE0IFRMIDcyIDcyMCBUZCAoQXBwZW5kaXgpICcgRVQKZW5kc3RyZWFtCmVuZG9iagoKNyAwIG9iago8PAovTGVuZ3RoIDQyCj4+CnN0cmVhbQpCVCAvRjEgMTIgVGYgMTQgVEwgNzIgNzIwIFRkIChQYWdlIDEpICcgRVQKZW5kc3RyZWFtCmVuZG9iagoKOSAwIG9iago8PAovTGVuZ3RoIDQyCj4+CnN0cmVhbQpCVCAvRjEgMTIgVGYgMTQgVEwgNzIgNzIwIFRkIChQYWdlIDIpICcgRVQKZW5kc3RyZWFtCmVuZG9iagoKMTEgMCBvYmoKPDwKL0xlbmd0aCA0Mgo+PgpzdHJlYW0KQlQgL0YxIDEyIFRmIDE0IFRMIDcyIDcyMCBUZCAoUGFnZSAzKSAnIEVUCmVuZHN0cmVhbQplbmRvYmoKCjE0IDAgb2JqCjw8Ci9MZW5ndGggNDQKPj4Kc3RyZWFtCkJUIC9GMSAxMiBUZiAxNCBUTCA3MiA3MjAgVGQgKEFwcGVuZGl4KSAnIEVUCmVuZHN0cmVhbQplbmRvYmoKCjE2IDAgb2JqCjw8Ci9GaWx0ZXIgL0ZsYXRlRGVjb2RlCi9UeXBlIC9PYmpTdG0KL04gMTAKL0ZpcnN0IDYxCi9MZW5ndGggMjYzCj4+CnN0cmVhbQp4nNVS20oDMRB9z1ecP0gm271BKdiiCCJIFXwQH+JuWAIlkSYr+vdOdhUpVHwRsRCSzJmZM2eSISho1IQCpEqUoKZGhUIpNCgazSgWLcMalWpABWrNYIlGLbBcCnn39mwhb8xgo5BXro94YBaFLefnnfOnQ8/H7HoUchNGn1CK1Up80WxMMrswiJkPlIMPIy6CT0Lejk9pMjNIQq5NtNkDeWl3Lza5zgh57rvQOz9A3jt/5qP7BA4Zcykhr23vzDq8svosuGK9dauz0K2NYdx3LCfnTFWmS36yD3m8uB+frE8Riwll2j2b/72F6mgL9U8t/HbB9q8LEp3SL9HxSaNvRu0dxDgHAgplbmRzdHJlYW0KZW5kb2JqCgoxNyAwIG9iago8PAovU2l6ZSAxOAovUm9vdCAyIDAgUgovRmlsdGVyIC9GbGF0ZURlY29kZQovVHlwZSAvWFJlZgovTGVuZ3RoIDYzCi9XIFsgMSAyIDIgXQovSW5kZXggWyAwIDE4IF0KPj4Kc3RyZWFtCnicNcdLDYAwEADRmZZPuWEDQ9hABubqAxltNhsuLzPAGIUTAoPivzVY5MldpWdtemXtQdM399APrDdMLBAGJQplbmRzdHJlYW0KZW5kb2JqCgpzdGFydHhyZWYKODU0CiUlRU9G', page_count: 5, bytes: 1071, sources: [{ index: 0, page_count: 1 }, { index: 1, page_count: 3 }, { index: 2, page_count: 1 }] },
    },
  ],
  async run({ pdfs }) {
    const budget = createByteBudget();
    const files = pdfs.map((text, index) => fileBytes(`pdfs[${index}]`, text, budget));
    const { doc } = await createPdf();
    const sources: { index: number; page_count: number }[] = [];
    let total = 0;
    for (const [index, bytes] of files.entries()) {
      const field = `pdfs[${index}]`;
      const source = await openPdf(field, bytes);
      total += source.pageCount;
      if (total > MAX_PDF_PAGES) invalid(`${field}: the merged PDF would have ${total} pages with this file; the limit is ${MAX_PDF_PAGES}`);
      await appendPages(doc, source.doc, field, Array.from({ length: source.pageCount }, (_, i) => i));
      sources.push({ index, page_count: source.pageCount });
    }
    return { ...(await onPdf('pdfs', () => savePdf(doc))), sources };
  },
});
