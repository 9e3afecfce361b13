/**
 * The hostile and broken PDFs of issue 19's rule 2, each with what the answer must say. Every PDF
 * tool meets each of them (hostile-pdfs.test.ts); each must answer 400 naming its field, never
 * 500 and never a hang. The encrypted files were made by hand with qpdf 11.3.0 from a three-page
 * file of numberedPdf(3): `qpdf --encrypt secret owner 256 -- in.pdf out.pdf` (AES-256, user
 * password "secret") and `qpdf --encrypt '' owner 128 --use-aes=y` (opens without a password, but
 * is still encrypted).
 */
import { deflateSync } from 'node:zlib';
import { fromBase64, latin1, numberedPdf, rawPdf, textPdf } from './raw-pdf.ts';

export const ENCRYPTED_AES256 = 'JVBERi0xLjcKJb/3ov4KMSAwIG9iago8PCAvRXh0ZW5zaW9ucyA8PCAvQURCRSA8PCAvQmFzZVZlcnNpb24gLzEuNyAvRXh0ZW5zaW9uTGV2ZWwgOCA+PiA+PiAvUGFnZXMgMiAwIFIgL1R5cGUgL0NhdGFsb2cgPj4KZW5kb2JqCjIgMCBvYmoKPDwgL0NvdW50IDMgL0tpZHMgWyAzIDAgUiA0IDAgUiA1IDAgUiBdIC9UeXBlIC9QYWdlcyA+PgplbmRvYmoKMyAwIG9iago8PCAvQ29udGVudHMgNiAwIFIgL01lZGlhQm94IFsgMCAwIDYxMiA3OTIgXSAvUGFyZW50IDIgMCBSIC9SZXNvdXJjZXMgPDwgL0ZvbnQgPDwgL0YxIDcgMCBSID4+ID4+IC9UeXBlIC9QYWdlID4+CmVuZG9iago0IDAgb2JqCjw8IC9Db250ZW50cyA4IDAgUiAvTWVkaWFCb3ggWyAwIDAgNjEyIDc5MiBdIC9QYXJlbnQgMiAwIFIgL1Jlc291cmNlcyA8PCAvRm9udCA8PCAvRjEgNyAwIFIgPj4gPj4gL1R5cGUgL1BhZ2UgPj4KZW5kb2JqCjUgMCBvYmoKPDwgL0NvbnRlbnRzIDkgMCBSIC9NZWRpYUJveCBbIDAgMCA2MTIgNzkyIF0gL1BhcmVudCAyIDAgUiAvUmVzb3VyY2VzIDw8IC9Gb250IDw8IC9GMSA3IDAgUiA+PiA+PiAvVHlwZSAvUGFnZSA+PgplbmRvYmoKNiAwIG9iago8PCAvTGVuZ3RoIDgwIC9GaWx0ZXIgL0ZsYXRlRGVjb2RlID4+CnN0cmVhbQrFxZC61zVM9PtQlCP7Ylhra43bcBDgyD7bF9LUrlX4qKAlvukqvF0gC14Vzv0CFXcaJKKjVutW2D3GtEILD+7aaNUdurbk/GGGM7rn3q3vA2VuZHN0cmVhbQplbmRvYmoKNyAwIG9iago8PCAvQmFzZUZvbnQgL0hlbHZldGljYSAvRW5jb2RpbmcgL1dpbkFuc2lFbmNvZGluZyAvU3VidHlwZSAvVHlwZTEgL1R5cGUgL0ZvbnQgPj4KZW5kb2JqCjggMCBvYmoKPDwgL0xlbmd0aCA4MCAvRmlsdGVyIC9GbGF0ZURlY29kZSA+PgpzdHJlYW0KIpvv14Pz2GakklYuLmJ+BXd1mJbhjtbSgSdHs48nfLYwbu6NJUdqxD7lJtAzyKmyZ+N8quAIYMF2WzHj/nz+Yw8hJziWM4bGwUHrXFjMlFJlbmRzdHJlYW0KZW5kb2JqCjkgMCBvYmoKPDwgL0xlbmd0aCA4MCAvRmlsdGVyIC9GbGF0ZURlY29kZSA+PgpzdHJlYW0KjioKeYDdK/ahOMaF1QJQPh0G07bDG9yDRVl0WrzQd/bzamm9WB8MjlrXPJeS8otv616u1y0X6Eu3KuOTc6OuKzV+PhqVB/HI2IunBWSldXhlbmRzdHJlYW0KZW5kb2JqCjEwIDAgb2JqCjw8IC9DRiA8PCAvU3RkQ0YgPDwgL0F1dGhFdmVudCAvRG9jT3BlbiAvQ0ZNIC9BRVNWMyAvTGVuZ3RoIDMyID4+ID4+IC9GaWx0ZXIgL1N0YW5kYXJkIC9MZW5ndGggMjU2IC9PIDxlZjdmMjNkNjk4ODExNDYwMDNiZmExYWQwMjNjZDc3ZDE1YTM1ZWJhY2MwZjQ4ZGVmZDYzNDdiMWYzMDJkNTY0NmI4MDg1MDRkYzIzODlmMmI3OTY2OGI2YjUxOTcwMTI+IC9PRSA8MThhYWVkNzM0MWRkMzdmZjYxNzI0ZDA5OTQzNDdmNjM1MTc4MDY0ZDEzZDMzMTk0YmNiYzI3NzM3MzU0YzViMD4gL1AgLTQgL1Blcm1zIDwyODA3MDcyMTMyNWFhYmQyOTRiYTk5NmRlM2U4YzNkYj4gL1IgNiAvU3RtRiAvU3RkQ0YgL1N0ckYgL1N0ZENGIC9VIDw3MjdkYzRmODcwOWFkNGE3MTg3NzYwMTVjYzFkMWU3MTdkN2I5ZjJjZDFkMmJiYzk4M2U5N2YzODMxNjE3N2Y5N2QwODY4OTM4NDYzNTgwZjQ5YTM2YmI2ZTkyMzQxZmI+IC9VRSA8MjNjNTliNDI1ZTBkNmQ2OWI2NmY4MjNiNDM3MzQxZDg5YTAyZWNiNDMyODljMGRjZWRlYzQzNWJjMDk1MDExOT4gL1YgNSA+PgplbmRvYmoKeHJlZgowIDExCjAwMDAwMDAwMDAgNjU1MzUgZiAKMDAwMDAwMDAxNSAwMDAwMCBuIAowMDAwMDAwMTMwIDAwMDAwIG4gCjAwMDAwMDAyMDEgMDAwMDAgbiAKMDAwMDAwMDMyOSAwMDAwMCBuIAowMDAwMDAwNDU3IDAwMDAwIG4gCjAwMDAwMDA1ODUgMDAwMDAgbiAKMDAwMDAwMDczNSAwMDAwMCBuIAowMDAwMDAwODMyIDAwMDAwIG4gCjAwMDAwMDA5ODIgMDAwMDAgbiAKMDAwMDAwMTEzMiAwMDAwMCBuIAp0cmFpbGVyIDw8IC9Sb290IDEgMCBSIC9TaXplIDExIC9JRCBbPGNhMzY2NmViOTJmNTNhYmYwNDNjODRmYzhlZTcyMTY1PjxjYTM2NjZlYjkyZjUzYWJmMDQzYzg0ZmM4ZWU3MjE2NT5dIC9FbmNyeXB0IDEwIDAgUiA+PgpzdGFydHhyZWYKMTY4MAolJUVPRgo=';
export const ENCRYPTED_EMPTY_PASSWORD = 'JVBERi0xLjcKJb/3ov4KMSAwIG9iago8PCAvUGFnZXMgMiAwIFIgL1R5cGUgL0NhdGFsb2cgPj4KZW5kb2JqCjIgMCBvYmoKPDwgL0NvdW50IDMgL0tpZHMgWyAzIDAgUiA0IDAgUiA1IDAgUiBdIC9UeXBlIC9QYWdlcyA+PgplbmRvYmoKMyAwIG9iago8PCAvQ29udGVudHMgNiAwIFIgL01lZGlhQm94IFsgMCAwIDYxMiA3OTIgXSAvUGFyZW50IDIgMCBSIC9SZXNvdXJjZXMgPDwgL0ZvbnQgPDwgL0YxIDcgMCBSID4+ID4+IC9UeXBlIC9QYWdlID4+CmVuZG9iago0IDAgb2JqCjw8IC9Db250ZW50cyA4IDAgUiAvTWVkaWFCb3ggWyAwIDAgNjEyIDc5MiBdIC9QYXJlbnQgMiAwIFIgL1Jlc291cmNlcyA8PCAvRm9udCA8PCAvRjEgNyAwIFIgPj4gPj4gL1R5cGUgL1BhZ2UgPj4KZW5kb2JqCjUgMCBvYmoKPDwgL0NvbnRlbnRzIDkgMCBSIC9NZWRpYUJveCBbIDAgMCA2MTIgNzkyIF0gL1BhcmVudCAyIDAgUiAvUmVzb3VyY2VzIDw8IC9Gb250IDw8IC9GMSA3IDAgUiA+PiA+PiAvVHlwZSAvUGFnZSA+PgplbmRvYmoKNiAwIG9iago8PCAvTGVuZ3RoIDgwIC9GaWx0ZXIgL0ZsYXRlRGVjb2RlID4+CnN0cmVhbQpny9dFyWsqNjx/fGIdZAjJqRbGjtkg7+IhWF8wmFhRXjWi4Eif0XGgjaHjG9FOsWeqbkk/aEo7VLChE/uTUZrMHZriTkLLcz5mcxjRMuRCTmVuZHN0cmVhbQplbmRvYmoKNyAwIG9iago8PCAvQmFzZUZvbnQgL0hlbHZldGljYSAvRW5jb2RpbmcgL1dpbkFuc2lFbmNvZGluZyAvU3VidHlwZSAvVHlwZTEgL1R5cGUgL0ZvbnQgPj4KZW5kb2JqCjggMCBvYmoKPDwgL0xlbmd0aCA4MCAvRmlsdGVyIC9GbGF0ZURlY29kZSA+PgpzdHJlYW0KVKEdKbeCNttgyhkzIzvHfsq6Jq5KlmaY4NQqPXDcrrWV5D2F8JTzaUx083vQke8gI67FFwOteG7OjfMWdn5vc0CYPQdWbm4GjQ396zodAdZlbmRzdHJlYW0KZW5kb2JqCjkgMCBvYmoKPDwgL0xlbmd0aCA4MCAvRmlsdGVyIC9GbGF0ZURlY29kZSA+PgpzdHJlYW0Kc8KW5laq7K9P2kQ1uUYf1/VjNANL4eYBgCrJ3enxibcWQlULUbRMw+EFs0ciK1OkTolntN2ZSQU7gSFBOU648Rxfl4ETj3PGmRfsQInOtoNlbmRzdHJlYW0KZW5kb2JqCjEwIDAgb2JqCjw8IC9DRiA8PCAvU3RkQ0YgPDwgL0F1dGhFdmVudCAvRG9jT3BlbiAvQ0ZNIC9BRVNWMiAvTGVuZ3RoIDE2ID4+ID4+IC9GaWx0ZXIgL1N0YW5kYXJkIC9MZW5ndGggMTI4IC9PIDw1NjZmYTg3M2VlMzNjNzk3Y2QzYjkwNGZkYWRmODE0YWZhMzRkZjlhMzhmNmVkNDFiOTg0ZTJjNmRhMmFhNmY1PiAvUCAtNCAvUiA0IC9TdG1GIC9TdGRDRiAvU3RyRiAvU3RkQ0YgL1UgPDA3ZTEzOWY5MThhMjcxZGYyMDhhOGYyYmEwMmJkZWY2MDEyMjQ1NmE5MWJhZTUxMzQyNzNhNmRiMTM0Yzg3YzQ+IC9WIDQgPj4KZW5kb2JqCnhyZWYKMCAxMQowMDAwMDAwMDAwIDY1NTM1IGYgCjAwMDAwMDAwMTUgMDAwMDAgbiAKMDAwMDAwMDA2NCAwMDAwMCBuIAowMDAwMDAwMTM1IDAwMDAwIG4gCjAwMDAwMDAyNjMgMDAwMDAgbiAKMDAwMDAwMDM5MSAwMDAwMCBuIAowMDAwMDAwNTE5IDAwMDAwIG4gCjAwMDAwMDA2NjkgMDAwMDAgbiAKMDAwMDAwMDc2NiAwMDAwMCBuIAowMDAwMDAwOTE2IDAwMDAwIG4gCjAwMDAwMDEwNjYgMDAwMDAgbiAKdHJhaWxlciA8PCAvUm9vdCAxIDAgUiAvU2l6ZSAxMSAvSUQgWzw4ZTdjNmMwNzUwYzg3ZWQ5MTU3Y2EyMTc4NWJmZmZhYj48OGU3YzZjMDc1MGM4N2VkOTE1N2NhMjE3ODViZmZmYWI+XSAvRW5jcnlwdCAxMCAwIFIgPj4Kc3RhcnR4cmVmCjEzNjYKJSVFT0YK';

export interface HostilePdf {
  name: string;
  bytes: () => Uint8Array;
  /** What the error message must say (after the field name). */
  message: RegExp;
}

const CATALOG = '<< /Type /Catalog /Pages 2 0 R >>';
const FONT = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
const PAGE = (extra = '') => `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents 5 0 R ${extra}>>`;
const CONTENT = '<< /Length 36 >>\nstream\nBT /F1 12 Tf 72 720 Td (Hello) Tj ET\nendstream';

/** A one-page file whose objects are the usual five, with `replace` swapping some of them. */
function onePage(replace: Record<number, string> = {}): Uint8Array {
  const objects = [CATALOG, '<< /Type /Pages /Kids [4 0 R] /Count 1 >>', FONT, PAGE(), CONTENT];
  for (const [number, object] of Object.entries(replace)) objects[Number(number) - 1] = object;
  return rawPdf(objects);
}

/** A stream object holding `data` (binary, as latin1 text) Flate-compressed, with `dictionary` entries. */
function flateStream(data: Uint8Array, dictionary: string): string {
  const compressed = deflateSync(data, { level: 9 });
  return `<< ${dictionary} /Filter /FlateDecode /Length ${compressed.length} >>\nstream\n${Buffer.from(compressed).toString('latin1')}\nendstream`;
}

let bombCache: Uint8Array | undefined;
/** 150 MB of spaces: past the 100 MB that decoded streams may reach. */
function bombData(): Uint8Array {
  bombCache ??= new Uint8Array(150_000_000).fill(0x20);
  return bombCache;
}

export const HOSTILE_PDFS: HostilePdf[] = [
  { name: 'not a PDF (PNG bytes)', bytes: () => fromBase64('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), message: /not a PDF/ },
  { name: 'encrypted with a password', bytes: () => fromBase64(ENCRYPTED_AES256), message: /: is encrypted \(password-protected\)/ },
  { name: 'encrypted with an empty user password', bytes: () => fromBase64(ENCRYPTED_EMPTY_PASSWORD), message: /: is encrypted \(password-protected\)/ },
  { name: 'truncated to its first half', bytes: () => numberedPdf(4).subarray(0, 500), message: /not a readable PDF|no pages/ },
  { name: 'only a header', bytes: () => latin1('%PDF-1.7\n'), message: /not a readable PDF|no pages/ },
  { name: 'a page tree whose Kids name itself', bytes: () => onePage({ 2: '<< /Type /Pages /Kids [2 0 R] /Count 1 >>' }), message: /loop/ },
  { name: 'a page reached twice', bytes: () => onePage({ 2: '<< /Type /Pages /Kids [4 0 R 4 0 R] /Count 2 >>' }), message: /loop/ },
  { name: "a page whose Parent is itself", bytes: () => onePage({ 4: PAGE().replace('/Parent 2 0 R', '/Parent 4 0 R') }), message: /loop/ },
  { name: 'a page tree node that is not a page', bytes: () => onePage({ 2: '<< /Type /Pages /Kids [3 0 R] /Count 1 >>' }), message: /neither a page nor a page tree/ },
  { name: 'a page tree 200 levels deep', bytes: () => deepPageTree(200), message: /nests more than 64 levels/ },
  { name: 'arrays nested 100,000 deep', bytes: () => onePage({ 3: `${'['.repeat(100_000)}${']'.repeat(100_000)}` }), message: /nests arrays or dictionaries more than 256 levels/ },
  { name: 'a stream claiming a length of 10^12 bytes', bytes: () => onePage({ 5: '<< /Length 1000000000000 >>\nstream\nBT /F1 12 Tf 72 720 Td (Hello) Tj ET\nendstream' }), message: /claims to be 1000000000000 bytes long/ },
  { name: 'an object stream inflating to 150 MB', bytes: () => objectStreamBomb(), message: /decode to more than 100000000 bytes/ },
  { name: '2,001 pages', bytes: () => textPdf(Array.from({ length: 2_001 }, () => '')), message: /more than 2000 pages/ },
];

/** A chain of `depth` page tree nodes, each the only kid of the one before, ending in one page. */
function deepPageTree(depth: number): Uint8Array {
  // Objects: 1 catalog, 2 the root node, 3 font, 4 page, 5 content, then nodes 6… below the root.
  const objects = [CATALOG, '', FONT, '', CONTENT];
  const first = 6;
  for (let level = 0; level < depth; level++) {
    const number = first + level;
    const parent = level === 0 ? 2 : number - 1;
    const kid = level === depth - 1 ? 4 : number + 1;
    objects.push(`<< /Type /Pages /Parent ${parent} 0 R /Kids [${kid} 0 R] /Count 1 >>`);
  }
  objects[1] = `<< /Type /Pages /Kids [${first} 0 R] /Count 1 >>`;
  objects[3] = PAGE().replace('/Parent 2 0 R', `/Parent ${first + depth - 1} 0 R`);
  return rawPdf(objects);
}

/** A valid one-page file plus an object stream (object 6) whose data inflates to 150 MB. */
function objectStreamBomb(): Uint8Array {
  return onePage({ 6: flateStream(bombData(), '/Type /ObjStm /N 1 /First 4') });
}

/** A valid one-page file whose content stream inflates to 150 MB: only an engine that decodes contents meets it. */
export function contentStreamBomb(): Uint8Array {
  return onePage({ 5: flateStream(bombData(), '') });
}
