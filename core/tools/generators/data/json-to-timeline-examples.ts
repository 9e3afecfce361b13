/** The examples of json-to-timeline (documentation; the catalog test runs them and compares). */
import type { TimelineExample } from '../json-to-timeline.ts';

const INPUTS: Omit<TimelineExample, 'output'>[] = [
  {
    title: 'A product history at mixed precision, sorted oldest first',
    input: {
      json: JSON.stringify({
        title: 'Acme Cloud: a short history',
        events: [
          { date: '2021-06-01', title: 'Public beta', description: '1,200 teams signed up in the first week.' },
          { date: '2019', title: 'Founded', description: 'Two engineers and a whiteboard in Lisbon.' },
          { date: '2020-03', title: 'Seed round', description: '$2.5M led by Example Ventures.', link: 'https://example.com/blog/seed' },
          { date: '2024-02-29', title: 'Version 3.0', description: 'Rewritten storage engine; 4× faster cold starts.' },
        ],
      }),
    },
  },
  {
    title: 'An events array, newest first, as a horizontal SVG (dark)',
    input: {
      json: JSON.stringify([
        { date: '1969-07-20', title: 'Apollo 11 lands on the Moon', description: 'Armstrong and Aldrin walk on the Sea of Tranquility.' },
        { date: '1957-10-04', title: 'Sputnik 1 launched' },
        { date: '1961-04-12', title: 'Gagarin orbits Earth' },
        { date: '1990-04', title: 'Hubble launched', link: 'https://science.nasa.gov/mission/hubble/' },
      ]),
      sort: 'desc',
      template: 'dark',
      svg_orientation: 'horizontal',
    },
  },
];

// The outputs, written by running the tool on INPUTS (regenerate after a change).
const OUTPUTS: TimelineExample['output'][] =
// generated outputs start
[
  {
    "html": "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>Acme Cloud: a short history</title>\n<style>\n*{box-sizing:border-box}\nbody{margin:0;background:#f1f5f9;color:#0f172a;font-family:Helvetica, Arial, \"Liberation Sans\", \"Nimbus Sans\", sans-serif}\n.timeline{max-width:760px;margin:0 auto;padding:40px 24px}\nh1{margin:0 0 32px;font-size:28px;overflow-wrap:anywhere}\n.events{list-style:none;margin:0;padding:0 0 0 28px;border-left:3px solid #4f46e5}\n.event{position:relative;margin:0 0 28px;background:#ffffff;border:1px solid #e2e8f0;border-radius:16px;box-shadow:0 10px 30px rgba(15, 23, 42, 0.12);padding:16px 20px}\n.event::before{content:\"\";position:absolute;left:-38px;top:20px;width:14px;height:14px;border-radius:50%;background:#4f46e5;border:3px solid #f1f5f9}\ntime{display:block;color:#4f46e5;font-size:14px;font-weight:700;letter-spacing:0.02em}\nh2{margin:4px 0 0;font-size:18px;overflow-wrap:anywhere}\nh2 a{color:inherit}\n.event p{margin:8px 0 0;color:#475569;line-height:1.5;white-space:pre-line;overflow-wrap:anywhere}\n</style>\n</head>\n<body>\n<main class=\"timeline\">\n<h1 dir=\"auto\">Acme Cloud: a short history</h1>\n<ol class=\"events\">\n<li class=\"event\"><time datetime=\"2019\">2019</time><h2 dir=\"auto\">Founded</h2><p dir=\"auto\">Two engineers and a whiteboard in Lisbon.</p></li>\n<li class=\"event\"><time datetime=\"2020-03\">March 2020</time><h2 dir=\"auto\"><a href=\"https://example.com/blog/seed\" rel=\"noopener noreferrer\">Seed round</a></h2><p dir=\"auto\">$2.5M led by Example Ventures.</p></li>\n<li class=\"event\"><time datetime=\"2021-06-01\">1 June 2021</time><h2 dir=\"auto\">Public beta</h2><p dir=\"auto\">1,200 teams signed up in the first week.</p></li>\n<li class=\"event\"><time datetime=\"2024-02-29\">29 February 2024</time><h2 dir=\"auto\">Version 3.0</h2><p dir=\"auto\">Rewritten storage engine; 4× faster cold starts.</p></li>\n</ol>\n</main>\n</body>\n</html>\n",
    "svg": "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"760\" height=\"422\" viewBox=\"0 0 760 422\" role=\"img\" aria-label=\"Acme Cloud: a short history\">\n<title>Acme Cloud: a short history</title>\n<rect width=\"760\" height=\"422\" fill=\"#ffffff\"/>\n<line x1=\"170\" y1=\"100\" x2=\"170\" y2=\"392\" stroke=\"#4f46e5\" stroke-width=\"3\" stroke-linecap=\"round\"/>\n<text font-family=\"Helvetica, Arial, &quot;Liberation Sans&quot;, &quot;Nimbus Sans&quot;, sans-serif\" font-size=\"26\" font-weight=\"bold\" font-style=\"normal\" fill=\"#0f172a\" text-anchor=\"start\"><tspan x=\"32\" y=\"66\">Acme Cloud: a short history</tspan></text>\n<circle cx=\"170\" cy=\"112\" r=\"7\" fill=\"#4f46e5\" stroke=\"#ffffff\" stroke-width=\"3\"/>\n<text font-family=\"Helvetica, Arial, &quot;Liberation Sans&quot;, &quot;Nimbus Sans&quot;, sans-serif\" font-size=\"14\" font-weight=\"bold\" font-style=\"normal\" fill=\"#4f46e5\" text-anchor=\"end\"><tspan x=\"150\" y=\"117\">2019</tspan></text>\n<text font-family=\"Helvetica, Arial, &quot;Liberation Sans&quot;, &quot;Nimbus Sans&quot;, sans-serif\" font-size=\"17\" font-weight=\"bold\" font-style=\"normal\" fill=\"#0f172a\" text-anchor=\"start\"><tspan x=\"198\" y=\"118\">Founded</tspan></text>\n<text font-family=\"Helvetica, Arial, &quot;Liberation Sans&quot;, &quot;Nimbus Sans&quot;, sans-serif\" font-size=\"14\" font-weight=\"normal\" font-style=\"normal\" fill=\"#475569\" text-anchor=\"start\"><tspan x=\"198\" y=\"142\">Two engineers and a whiteboard in Lisbon.</tspan></text>\n<circle cx=\"170\" cy=\"190\" r=\"7\" fill=\"#4f46e5\" stroke=\"#ffffff\" stroke-width=\"3\"/>\n<text font-family=\"Helvetica, Arial, &quot;Liberation Sans&quot;, &quot;Nimbus Sans&quot;, sans-serif\" font-size=\"14\" font-weight=\"bold\" font-style=\"normal\" fill=\"#4f46e5\" text-anchor=\"end\"><tspan x=\"150\" y=\"195\">March 2020</tspan></text>\n<a href=\"https://example.com/blog/seed\"><text font-family=\"Helvetica, Arial, &quot;Liberation Sans&quot;, &quot;Nimbus Sans&quot;, sans-serif\" font-size=\"17\" font-weight=\"bold\" font-style=\"normal\" fill=\"#0f172a\" text-anchor=\"start\"><tspan x=\"198\" y=\"196\">Seed round</tspan></text></a>\n<text font-family=\"Helvetica, Arial, &quot;Liberation Sans&quot;, &quot;Nimbus Sans&quot;, sans-serif\" font-size=\"14\" font-weight=\"normal\" font-style=\"normal\" fill=\"#475569\" text-anchor=\"start\"><tspan x=\"198\" y=\"220\">$2.5M led by Example Ventures.</tspan></text>\n<circle cx=\"170\" cy=\"268\" r=\"7\" fill=\"#4f46e5\" stroke=\"#ffffff\" stroke-width=\"3\"/>\n<text font-family=\"Helvetica, Arial, &quot;Liberation Sans&quot;, &quot;Nimbus Sans&quot;, sans-serif\" font-size=\"14\" font-weight=\"bold\" font-style=\"normal\" fill=\"#4f46e5\" text-anchor=\"end\"><tspan x=\"150\" y=\"273\">1 June 2021</tspan></text>\n<text font-family=\"Helvetica, Arial, &quot;Liberation Sans&quot;, &quot;Nimbus Sans&quot;, sans-serif\" font-size=\"17\" font-weight=\"bold\" font-style=\"normal\" fill=\"#0f172a\" text-anchor=\"start\"><tspan x=\"198\" y=\"274\">Public beta</tspan></text>\n<text font-family=\"Helvetica, Arial, &quot;Liberation Sans&quot;, &quot;Nimbus Sans&quot;, sans-serif\" font-size=\"14\" font-weight=\"normal\" font-style=\"normal\" fill=\"#475569\" text-anchor=\"start\"><tspan x=\"198\" y=\"298\">1,200 teams signed up in the first week.</tspan></text>\n<circle cx=\"170\" cy=\"346\" r=\"7\" fill=\"#4f46e5\" stroke=\"#ffffff\" stroke-width=\"3\"/>\n<text font-family=\"Helvetica, Arial, &quot;Liberation Sans&quot;, &quot;Nimbus Sans&quot;, sans-serif\" font-size=\"14\" font-weight=\"bold\" font-style=\"normal\" fill=\"#4f46e5\" text-anchor=\"end\"><tspan x=\"150\" y=\"351\">29 February 2024</tspan></text>\n<text font-family=\"Helvetica, Arial, &quot;Liberation Sans&quot;, &quot;Nimbus Sans&quot;, sans-serif\" font-size=\"17\" font-weight=\"bold\" font-style=\"normal\" fill=\"#0f172a\" text-anchor=\"start\"><tspan x=\"198\" y=\"352\">Version 3.0</tspan></text>\n<text font-family=\"Helvetica, Arial, &quot;Liberation Sans&quot;, &quot;Nimbus Sans&quot;, sans-serif\" font-size=\"14\" font-weight=\"normal\" font-style=\"normal\" fill=\"#475569\" text-anchor=\"start\"><tspan x=\"198\" y=\"376\">Rewritten storage engine; 4× faster cold starts.</tspan></text>\n\n</svg>\n",
    "title": "Acme Cloud: a short history",
    "events": [
      {
        "date": "2019",
        "label": "2019",
        "precision": "year",
        "title": "Founded",
        "description": "Two engineers and a whiteboard in Lisbon."
      },
      {
        "date": "2020-03",
        "label": "March 2020",
        "precision": "month",
        "title": "Seed round",
        "description": "$2.5M led by Example Ventures.",
        "link": "https://example.com/blog/seed"
      },
      {
        "date": "2021-06-01",
        "label": "1 June 2021",
        "precision": "day",
        "title": "Public beta",
        "description": "1,200 teams signed up in the first week."
      },
      {
        "date": "2024-02-29",
        "label": "29 February 2024",
        "precision": "day",
        "title": "Version 3.0",
        "description": "Rewritten storage engine; 4× faster cold starts."
      }
    ],
    "sort": "asc"
  },
  {
    "html": "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>Timeline</title>\n<style>\n*{box-sizing:border-box}\nbody{margin:0;background:#020617;color:#f8fafc;font-family:Helvetica, Arial, \"Liberation Sans\", \"Nimbus Sans\", sans-serif}\n.timeline{max-width:760px;margin:0 auto;padding:40px 24px}\nh1{margin:0 0 32px;font-size:28px;overflow-wrap:anywhere}\n.events{list-style:none;margin:0;padding:0 0 0 28px;border-left:3px solid #818cf8}\n.event{position:relative;margin:0 0 28px;background:#1e293b;border:1px solid #334155;border-radius:16px;box-shadow:0 10px 30px rgba(0, 0, 0, 0.5);padding:16px 20px}\n.event::before{content:\"\";position:absolute;left:-38px;top:20px;width:14px;height:14px;border-radius:50%;background:#818cf8;border:3px solid #020617}\ntime{display:block;color:#818cf8;font-size:14px;font-weight:700;letter-spacing:0.02em}\nh2{margin:4px 0 0;font-size:18px;overflow-wrap:anywhere}\nh2 a{color:inherit}\n.event p{margin:8px 0 0;color:#cbd5e1;line-height:1.5;white-space:pre-line;overflow-wrap:anywhere}\n</style>\n</head>\n<body>\n<main class=\"timeline\">\n<ol class=\"events\">\n<li class=\"event\"><time datetime=\"1990-04\">April 1990</time><h2 dir=\"auto\"><a href=\"https://science.nasa.gov/mission/hubble/\" rel=\"noopener noreferrer\">Hubble launched</a></h2></li>\n<li class=\"event\"><time datetime=\"1969-07-20\">20 July 1969</time><h2 dir=\"auto\">Apollo 11 lands on the Moon</h2><p dir=\"auto\">Armstrong and Aldrin walk on the Sea of Tranquility.</p></li>\n<li class=\"event\"><time datetime=\"1961-04-12\">12 April 1961</time><h2 dir=\"auto\">Gagarin orbits Earth</h2></li>\n<li class=\"event\"><time datetime=\"1957-10-04\">4 October 1957</time><h2 dir=\"auto\">Sputnik 1 launched</h2></li>\n</ol>\n</main>\n</body>\n</html>\n",
    "svg": "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"960\" height=\"214\" viewBox=\"0 0 960 214\" role=\"img\" aria-label=\"Timeline\">\n<title>Timeline</title>\n<rect width=\"960\" height=\"214\" fill=\"#1e293b\"/>\n<line x1=\"40\" y1=\"76\" x2=\"920\" y2=\"76\" stroke=\"#818cf8\" stroke-width=\"3\" stroke-linecap=\"round\"/>\n<text font-family=\"Helvetica, Arial, &quot;Liberation Sans&quot;, &quot;Nimbus Sans&quot;, sans-serif\" font-size=\"14\" font-weight=\"bold\" font-style=\"normal\" fill=\"#818cf8\" text-anchor=\"middle\"><tspan x=\"150\" y=\"56\">April 1990</tspan></text>\n<circle cx=\"150\" cy=\"76\" r=\"7\" fill=\"#818cf8\" stroke=\"#1e293b\" stroke-width=\"3\"/>\n<a href=\"https://science.nasa.gov/mission/hubble/\"><text font-family=\"Helvetica, Arial, &quot;Liberation Sans&quot;, &quot;Nimbus Sans&quot;, sans-serif\" font-size=\"17\" font-weight=\"bold\" font-style=\"normal\" fill=\"#f8fafc\" text-anchor=\"middle\"><tspan x=\"150\" y=\"112\">Hubble launched</tspan></text></a>\n\n<text font-family=\"Helvetica, Arial, &quot;Liberation Sans&quot;, &quot;Nimbus Sans&quot;, sans-serif\" font-size=\"14\" font-weight=\"bold\" font-style=\"normal\" fill=\"#818cf8\" text-anchor=\"middle\"><tspan x=\"370\" y=\"56\">20 July 1969</tspan></text>\n<circle cx=\"370\" cy=\"76\" r=\"7\" fill=\"#818cf8\" stroke=\"#1e293b\" stroke-width=\"3\"/>\n<text font-family=\"Helvetica, Arial, &quot;Liberation Sans&quot;, &quot;Nimbus Sans&quot;, sans-serif\" font-size=\"17\" font-weight=\"bold\" font-style=\"normal\" fill=\"#f8fafc\" text-anchor=\"middle\"><tspan x=\"370\" y=\"112\">Apollo 11 lands on the</tspan><tspan x=\"370\" dy=\"22\">Moon</tspan></text>\n<text font-family=\"Helvetica, Arial, &quot;Liberation Sans&quot;, &quot;Nimbus Sans&quot;, sans-serif\" font-size=\"14\" font-weight=\"normal\" font-style=\"normal\" fill=\"#cbd5e1\" text-anchor=\"middle\"><tspan x=\"370\" y=\"158\">Armstrong and Aldrin walk on</tspan><tspan x=\"370\" dy=\"20\">the Sea of Tranquility.</tspan></text>\n<text font-family=\"Helvetica, Arial, &quot;Liberation Sans&quot;, &quot;Nimbus Sans&quot;, sans-serif\" font-size=\"14\" font-weight=\"bold\" font-style=\"normal\" fill=\"#818cf8\" text-anchor=\"middle\"><tspan x=\"590\" y=\"56\">12 April 1961</tspan></text>\n<circle cx=\"590\" cy=\"76\" r=\"7\" fill=\"#818cf8\" stroke=\"#1e293b\" stroke-width=\"3\"/>\n<text font-family=\"Helvetica, Arial, &quot;Liberation Sans&quot;, &quot;Nimbus Sans&quot;, sans-serif\" font-size=\"17\" font-weight=\"bold\" font-style=\"normal\" fill=\"#f8fafc\" text-anchor=\"middle\"><tspan x=\"590\" y=\"112\">Gagarin orbits Earth</tspan></text>\n\n<text font-family=\"Helvetica, Arial, &quot;Liberation Sans&quot;, &quot;Nimbus Sans&quot;, sans-serif\" font-size=\"14\" font-weight=\"bold\" font-style=\"normal\" fill=\"#818cf8\" text-anchor=\"middle\"><tspan x=\"810\" y=\"56\">4 October 1957</tspan></text>\n<circle cx=\"810\" cy=\"76\" r=\"7\" fill=\"#818cf8\" stroke=\"#1e293b\" stroke-width=\"3\"/>\n<text font-family=\"Helvetica, Arial, &quot;Liberation Sans&quot;, &quot;Nimbus Sans&quot;, sans-serif\" font-size=\"17\" font-weight=\"bold\" font-style=\"normal\" fill=\"#f8fafc\" text-anchor=\"middle\"><tspan x=\"810\" y=\"112\">Sputnik 1 launched</tspan></text>\n\n\n</svg>\n",
    "title": null,
    "events": [
      {
        "date": "1990-04",
        "label": "April 1990",
        "precision": "month",
        "title": "Hubble launched",
        "link": "https://science.nasa.gov/mission/hubble/"
      },
      {
        "date": "1969-07-20",
        "label": "20 July 1969",
        "precision": "day",
        "title": "Apollo 11 lands on the Moon",
        "description": "Armstrong and Aldrin walk on the Sea of Tranquility."
      },
      {
        "date": "1961-04-12",
        "label": "12 April 1961",
        "precision": "day",
        "title": "Gagarin orbits Earth"
      },
      {
        "date": "1957-10-04",
        "label": "4 October 1957",
        "precision": "day",
        "title": "Sputnik 1 launched"
      }
    ],
    "sort": "desc"
  }
]
// generated outputs end
;

export const TIMELINE_EXAMPLES: TimelineExample[] = INPUTS.map((example, index) => ({ ...example, output: OUTPUTS[index]! }));
