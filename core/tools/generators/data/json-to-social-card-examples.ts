/** The examples of json-to-social-card (documentation; the catalog test runs them and compares). */
import type { SocialCardExample } from '../json-to-social-card.ts';

const INPUTS: Omit<SocialCardExample, 'output'>[] = [
  {
    title: 'A blog post image: a long title wrapped to fit, on a gradient',
    input: {
      json: JSON.stringify({
        title: 'How we cut our cloud bill by 60% without rewriting a single service',
        subtitle: 'Rightsizing, spot instances and one very boring spreadsheet.',
        author: 'Priya Raman',
        site: 'engineering.example.com',
        theme: { background: '#0f172a', background_end: '#312e81', accent: '#f59e0b' },
      }),
    },
  },
  {
    title: 'A title too long for two lines, cut with … (light template)',
    input: {
      json: JSON.stringify({
        title:
          'The complete, unabridged and occasionally opinionated guide to naming things, invalidating caches and avoiding off-by-one errors in production systems',
        description: 'Part 3 of 12',
        site: 'Example Weekly',
      }),
      template: 'light',
      max_title_lines: 2,
    },
  },
];

// The outputs, written by running the tool on INPUTS (regenerate after a change).
const OUTPUTS: SocialCardExample['output'][] =
// generated outputs start
[
  {
    "svg": "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1200\" height=\"630\" viewBox=\"0 0 1200 630\" role=\"img\" aria-label=\"How we cut our cloud bill by 60% without rewriting a single service\">\n<title>How we cut our cloud bill by 60% without rewriting a single service</title>\n<defs><linearGradient id=\"background\" x1=\"0\" y1=\"0\" x2=\"1\" y2=\"1\"><stop offset=\"0\" stop-color=\"#0f172a\"/><stop offset=\"1\" stop-color=\"#312e81\"/></linearGradient></defs>\n<rect width=\"1200\" height=\"630\" fill=\"url(#background)\"/>\n<rect x=\"80\" y=\"56\" width=\"96\" height=\"8\" rx=\"4\" fill=\"#f59e0b\"/>\n\n<text font-family=\"Helvetica, Arial, &quot;Liberation Sans&quot;, &quot;Nimbus Sans&quot;, sans-serif\" font-size=\"28\" font-weight=\"bold\" font-style=\"normal\" fill=\"#f59e0b\" text-anchor=\"start\"><tspan x=\"80\" y=\"108\">engineering.example.com</tspan></text>\n<text font-family=\"Helvetica, Arial, &quot;Liberation Sans&quot;, &quot;Nimbus Sans&quot;, sans-serif\" font-size=\"72\" font-weight=\"bold\" font-style=\"normal\" fill=\"#f8fafc\" text-anchor=\"start\"><tspan x=\"80\" y=\"220\">How we cut our cloud bill by</tspan><tspan x=\"80\" dy=\"83\">60% without rewriting a single</tspan><tspan x=\"80\" dy=\"83\">service</tspan></text>\n<text font-family=\"Helvetica, Arial, &quot;Liberation Sans&quot;, &quot;Nimbus Sans&quot;, sans-serif\" font-size=\"32\" font-weight=\"normal\" font-style=\"normal\" fill=\"#cbd5e1\" text-anchor=\"start\"><tspan x=\"80\" y=\"442\">Rightsizing, spot instances and one very boring spreadsheet.</tspan></text>\n<circle cx=\"112\" cy=\"532\" r=\"32\" fill=\"#f59e0b\"/><text font-family=\"Helvetica, Arial, &quot;Liberation Sans&quot;, &quot;Nimbus Sans&quot;, sans-serif\" font-size=\"26\" font-weight=\"bold\" font-style=\"normal\" fill=\"#0f172a\" text-anchor=\"middle\"><tspan x=\"112\" y=\"541\">PR</tspan></text>\n<text font-family=\"Helvetica, Arial, &quot;Liberation Sans&quot;, &quot;Nimbus Sans&quot;, sans-serif\" font-size=\"28\" font-weight=\"bold\" font-style=\"normal\" fill=\"#f8fafc\" text-anchor=\"start\"><tspan x=\"164\" y=\"542\">Priya Raman</tspan></text>\n</svg>\n",
    "data_url": "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHdpZHRoPSIxMjAwIiBoZWlnaHQ9IjYzMCIgdmlld0JveD0iMCAwIDEyMDAgNjMwIiByb2xlPSJpbWciIGFyaWEtbGFiZWw9IkhvdyB3ZSBjdXQgb3VyIGNsb3VkIGJpbGwgYnkgNjAlIHdpdGhvdXQgcmV3cml0aW5nIGEgc2luZ2xlIHNlcnZpY2UiPgo8dGl0bGU+SG93IHdlIGN1dCBvdXIgY2xvdWQgYmlsbCBieSA2MCUgd2l0aG91dCByZXdyaXRpbmcgYSBzaW5nbGUgc2VydmljZTwvdGl0bGU+CjxkZWZzPjxsaW5lYXJHcmFkaWVudCBpZD0iYmFja2dyb3VuZCIgeDE9IjAiIHkxPSIwIiB4Mj0iMSIgeTI9IjEiPjxzdG9wIG9mZnNldD0iMCIgc3RvcC1jb2xvcj0iIzBmMTcyYSIvPjxzdG9wIG9mZnNldD0iMSIgc3RvcC1jb2xvcj0iIzMxMmU4MSIvPjwvbGluZWFyR3JhZGllbnQ+PC9kZWZzPgo8cmVjdCB3aWR0aD0iMTIwMCIgaGVpZ2h0PSI2MzAiIGZpbGw9InVybCgjYmFja2dyb3VuZCkiLz4KPHJlY3QgeD0iODAiIHk9IjU2IiB3aWR0aD0iOTYiIGhlaWdodD0iOCIgcng9IjQiIGZpbGw9IiNmNTllMGIiLz4KCjx0ZXh0IGZvbnQtZmFtaWx5PSJIZWx2ZXRpY2EsIEFyaWFsLCAmcXVvdDtMaWJlcmF0aW9uIFNhbnMmcXVvdDssICZxdW90O05pbWJ1cyBTYW5zJnF1b3Q7LCBzYW5zLXNlcmlmIiBmb250LXNpemU9IjI4IiBmb250LXdlaWdodD0iYm9sZCIgZm9udC1zdHlsZT0ibm9ybWFsIiBmaWxsPSIjZjU5ZTBiIiB0ZXh0LWFuY2hvcj0ic3RhcnQiPjx0c3BhbiB4PSI4MCIgeT0iMTA4Ij5lbmdpbmVlcmluZy5leGFtcGxlLmNvbTwvdHNwYW4+PC90ZXh0Pgo8dGV4dCBmb250LWZhbWlseT0iSGVsdmV0aWNhLCBBcmlhbCwgJnF1b3Q7TGliZXJhdGlvbiBTYW5zJnF1b3Q7LCAmcXVvdDtOaW1idXMgU2FucyZxdW90Oywgc2Fucy1zZXJpZiIgZm9udC1zaXplPSI3MiIgZm9udC13ZWlnaHQ9ImJvbGQiIGZvbnQtc3R5bGU9Im5vcm1hbCIgZmlsbD0iI2Y4ZmFmYyIgdGV4dC1hbmNob3I9InN0YXJ0Ij48dHNwYW4geD0iODAiIHk9IjIyMCI+SG93IHdlIGN1dCBvdXIgY2xvdWQgYmlsbCBieTwvdHNwYW4+PHRzcGFuIHg9IjgwIiBkeT0iODMiPjYwJSB3aXRob3V0IHJld3JpdGluZyBhIHNpbmdsZTwvdHNwYW4+PHRzcGFuIHg9IjgwIiBkeT0iODMiPnNlcnZpY2U8L3RzcGFuPjwvdGV4dD4KPHRleHQgZm9udC1mYW1pbHk9IkhlbHZldGljYSwgQXJpYWwsICZxdW90O0xpYmVyYXRpb24gU2FucyZxdW90OywgJnF1b3Q7TmltYnVzIFNhbnMmcXVvdDssIHNhbnMtc2VyaWYiIGZvbnQtc2l6ZT0iMzIiIGZvbnQtd2VpZ2h0PSJub3JtYWwiIGZvbnQtc3R5bGU9Im5vcm1hbCIgZmlsbD0iI2NiZDVlMSIgdGV4dC1hbmNob3I9InN0YXJ0Ij48dHNwYW4geD0iODAiIHk9IjQ0MiI+UmlnaHRzaXppbmcsIHNwb3QgaW5zdGFuY2VzIGFuZCBvbmUgdmVyeSBib3Jpbmcgc3ByZWFkc2hlZXQuPC90c3Bhbj48L3RleHQ+CjxjaXJjbGUgY3g9IjExMiIgY3k9IjUzMiIgcj0iMzIiIGZpbGw9IiNmNTllMGIiLz48dGV4dCBmb250LWZhbWlseT0iSGVsdmV0aWNhLCBBcmlhbCwgJnF1b3Q7TGliZXJhdGlvbiBTYW5zJnF1b3Q7LCAmcXVvdDtOaW1idXMgU2FucyZxdW90Oywgc2Fucy1zZXJpZiIgZm9udC1zaXplPSIyNiIgZm9udC13ZWlnaHQ9ImJvbGQiIGZvbnQtc3R5bGU9Im5vcm1hbCIgZmlsbD0iIzBmMTcyYSIgdGV4dC1hbmNob3I9Im1pZGRsZSI+PHRzcGFuIHg9IjExMiIgeT0iNTQxIj5QUjwvdHNwYW4+PC90ZXh0Pgo8dGV4dCBmb250LWZhbWlseT0iSGVsdmV0aWNhLCBBcmlhbCwgJnF1b3Q7TGliZXJhdGlvbiBTYW5zJnF1b3Q7LCAmcXVvdDtOaW1idXMgU2FucyZxdW90Oywgc2Fucy1zZXJpZiIgZm9udC1zaXplPSIyOCIgZm9udC13ZWlnaHQ9ImJvbGQiIGZvbnQtc3R5bGU9Im5vcm1hbCIgZmlsbD0iI2Y4ZmFmYyIgdGV4dC1hbmNob3I9InN0YXJ0Ij48dHNwYW4geD0iMTY0IiB5PSI1NDIiPlByaXlhIFJhbWFuPC90c3Bhbj48L3RleHQ+Cjwvc3ZnPgo=",
    "width": 1200,
    "height": 630,
    "title_lines": [
      "How we cut our cloud bill by",
      "60% without rewriting a single",
      "service"
    ],
    "title_font_size": 72,
    "title_truncated": false,
    "external_images": []
  },
  {
    "svg": "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1200\" height=\"630\" viewBox=\"0 0 1200 630\" role=\"img\" aria-label=\"The complete, unabridged and occasionally opinionated guide to naming things, invalidating caches and avoiding off-by-one errors in production systems\">\n<title>The complete, unabridged and occasionally opinionated guide to naming things, invalidating caches and avoiding off-by-one errors in production systems</title>\n<rect width=\"1200\" height=\"630\" fill=\"#ffffff\"/>\n<rect x=\"80\" y=\"56\" width=\"96\" height=\"8\" rx=\"4\" fill=\"#4f46e5\"/>\n\n<text font-family=\"Helvetica, Arial, &quot;Liberation Sans&quot;, &quot;Nimbus Sans&quot;, sans-serif\" font-size=\"28\" font-weight=\"bold\" font-style=\"normal\" fill=\"#4f46e5\" text-anchor=\"start\"><tspan x=\"80\" y=\"108\">Example Weekly</tspan></text>\n<text font-family=\"Helvetica, Arial, &quot;Liberation Sans&quot;, &quot;Nimbus Sans&quot;, sans-serif\" font-size=\"48\" font-weight=\"bold\" font-style=\"normal\" fill=\"#0f172a\" text-anchor=\"start\"><tspan x=\"80\" y=\"196\">The complete, unabridged and occasionally</tspan><tspan x=\"80\" dy=\"55\">opinionated guide to naming things…</tspan></text>\n<text font-family=\"Helvetica, Arial, &quot;Liberation Sans&quot;, &quot;Nimbus Sans&quot;, sans-serif\" font-size=\"32\" font-weight=\"normal\" font-style=\"normal\" fill=\"#475569\" text-anchor=\"start\"><tspan x=\"80\" y=\"307\">Part 3 of 12</tspan></text>\n\n</svg>\n",
    "data_url": "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHdpZHRoPSIxMjAwIiBoZWlnaHQ9IjYzMCIgdmlld0JveD0iMCAwIDEyMDAgNjMwIiByb2xlPSJpbWciIGFyaWEtbGFiZWw9IlRoZSBjb21wbGV0ZSwgdW5hYnJpZGdlZCBhbmQgb2NjYXNpb25hbGx5IG9waW5pb25hdGVkIGd1aWRlIHRvIG5hbWluZyB0aGluZ3MsIGludmFsaWRhdGluZyBjYWNoZXMgYW5kIGF2b2lkaW5nIG9mZi1ieS1vbmUgZXJyb3JzIGluIHByb2R1Y3Rpb24gc3lzdGVtcyI+Cjx0aXRsZT5UaGUgY29tcGxldGUsIHVuYWJyaWRnZWQgYW5kIG9jY2FzaW9uYWxseSBvcGluaW9uYXRlZCBndWlkZSB0byBuYW1pbmcgdGhpbmdzLCBpbnZhbGlkYXRpbmcgY2FjaGVzIGFuZCBhdm9pZGluZyBvZmYtYnktb25lIGVycm9ycyBpbiBwcm9kdWN0aW9uIHN5c3RlbXM8L3RpdGxlPgo8cmVjdCB3aWR0aD0iMTIwMCIgaGVpZ2h0PSI2MzAiIGZpbGw9IiNmZmZmZmYiLz4KPHJlY3QgeD0iODAiIHk9IjU2IiB3aWR0aD0iOTYiIGhlaWdodD0iOCIgcng9IjQiIGZpbGw9IiM0ZjQ2ZTUiLz4KCjx0ZXh0IGZvbnQtZmFtaWx5PSJIZWx2ZXRpY2EsIEFyaWFsLCAmcXVvdDtMaWJlcmF0aW9uIFNhbnMmcXVvdDssICZxdW90O05pbWJ1cyBTYW5zJnF1b3Q7LCBzYW5zLXNlcmlmIiBmb250LXNpemU9IjI4IiBmb250LXdlaWdodD0iYm9sZCIgZm9udC1zdHlsZT0ibm9ybWFsIiBmaWxsPSIjNGY0NmU1IiB0ZXh0LWFuY2hvcj0ic3RhcnQiPjx0c3BhbiB4PSI4MCIgeT0iMTA4Ij5FeGFtcGxlIFdlZWtseTwvdHNwYW4+PC90ZXh0Pgo8dGV4dCBmb250LWZhbWlseT0iSGVsdmV0aWNhLCBBcmlhbCwgJnF1b3Q7TGliZXJhdGlvbiBTYW5zJnF1b3Q7LCAmcXVvdDtOaW1idXMgU2FucyZxdW90Oywgc2Fucy1zZXJpZiIgZm9udC1zaXplPSI0OCIgZm9udC13ZWlnaHQ9ImJvbGQiIGZvbnQtc3R5bGU9Im5vcm1hbCIgZmlsbD0iIzBmMTcyYSIgdGV4dC1hbmNob3I9InN0YXJ0Ij48dHNwYW4geD0iODAiIHk9IjE5NiI+VGhlIGNvbXBsZXRlLCB1bmFicmlkZ2VkIGFuZCBvY2Nhc2lvbmFsbHk8L3RzcGFuPjx0c3BhbiB4PSI4MCIgZHk9IjU1Ij5vcGluaW9uYXRlZCBndWlkZSB0byBuYW1pbmcgdGhpbmdz4oCmPC90c3Bhbj48L3RleHQ+Cjx0ZXh0IGZvbnQtZmFtaWx5PSJIZWx2ZXRpY2EsIEFyaWFsLCAmcXVvdDtMaWJlcmF0aW9uIFNhbnMmcXVvdDssICZxdW90O05pbWJ1cyBTYW5zJnF1b3Q7LCBzYW5zLXNlcmlmIiBmb250LXNpemU9IjMyIiBmb250LXdlaWdodD0ibm9ybWFsIiBmb250LXN0eWxlPSJub3JtYWwiIGZpbGw9IiM0NzU1NjkiIHRleHQtYW5jaG9yPSJzdGFydCI+PHRzcGFuIHg9IjgwIiB5PSIzMDciPlBhcnQgMyBvZiAxMjwvdHNwYW4+PC90ZXh0PgoKPC9zdmc+Cg==",
    "width": 1200,
    "height": 630,
    "title_lines": [
      "The complete, unabridged and occasionally",
      "opinionated guide to naming things…"
    ],
    "title_font_size": 48,
    "title_truncated": true,
    "external_images": []
  }
]
// generated outputs end
;

export const SOCIAL_CARD_EXAMPLES: SocialCardExample[] = INPUTS.map((example, index) => ({ ...example, output: OUTPUTS[index]! }));
