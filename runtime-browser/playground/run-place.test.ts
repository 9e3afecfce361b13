/** runPlaceOf: network tools run on the server by default, say why, and never run from a link by themselves. */
import { describe, expect, it } from 'vitest';
import { get } from '../../core/catalog-metadata.ts';
import { runPlaceOf } from './run-place.ts';

const place = (id: string) => {
  const tool = get(id)!;
  return runPlaceOf({ name: tool.name, parameters: tool.input }, tool.network === true);
};

describe('runPlaceOf', () => {
  it('runs tools that need no network in the browser, from links too', () => {
    expect(place('base64')).toEqual({ where: 'browser', runsFromLink: true });
  });

  it('runs a network tool on the server, says why, and waits for Run when a link opens it', () => {
    expect(get('url-metadata')!.network).toBe(true);
    const urlMetadata = place('url-metadata');
    expect(urlMetadata).toMatchObject({ where: 'server', runsFromLink: false });
    expect(urlMetadata.reason).toMatch(/fetches from the network, which tools cannot do in this browser: it runs on the server\.$/);
    expect(place('kktc-exchange-rates')).toMatchObject({ where: 'server', runsFromLink: false });
  });

  it('keeps a network tool that also takes a file in the browser, saying a URL needs the server', () => {
    const pdfExtract = place('pdf-extract');
    expect(pdfExtract).toMatchObject({ where: 'browser', runsFromLink: false });
    expect(pdfExtract.reason).toMatch(/fetches a URL only on the server/);
  });
});
