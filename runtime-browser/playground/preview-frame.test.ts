/** framedHtml: an HTML preview's document reads its own policy first, after a doctype, which must stay first. */
import { describe, expect, it } from 'vitest';
import { framedHtml, PREVIEW_CSP } from './preview-render.ts';

const META = `<meta http-equiv="Content-Security-Policy" content="${PREVIEW_CSP}">`;

describe('framedHtml', () => {
  it('allows inline styles and data: images only', () => {
    expect(PREVIEW_CSP).toBe("default-src 'none'; style-src 'unsafe-inline'; img-src data:");
  });

  it('puts the policy first, or right after the doctype', () => {
    expect(framedHtml('<p style="color:red">x</p>')).toBe(`${META}<p style="color:red">x</p>`);
    expect(framedHtml('<!DOCTYPE html>\n<html><head><title>t</title></head></html>')).toBe(`<!DOCTYPE html>${META}\n<html><head><title>t</title></head></html>`);
    expect(framedHtml('  <!doctype html><p>x')).toBe(`  <!doctype html>${META}<p>x`);
  });
});
