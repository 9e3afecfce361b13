/** The examples of json-to-profile-card (documentation; the catalog test runs them and compares). */
import type { ProfileCardExample } from '../json-to-profile-card.ts';

const INPUTS: Omit<ProfileCardExample, 'output'>[] = [
  {
    title: 'A developer profile with links and skills (initials avatar)',
    input: {
      json: JSON.stringify({
        name: 'Ada Lovelace',
        title: 'Analyst & first programmer',
        bio: 'Wrote the first published algorithm for Babbage’s Analytical Engine.\nLikes poetical science.',
        location: 'London, UK',
        email: 'ada@example.com',
        website: 'https://example.com/ada',
        links: [{ label: 'GitHub', url: 'https://github.com/example' }, { label: 'Mastodon', url: 'https://mastodon.social/@example' }],
        skills: ['Mathematics', 'Algorithms', 'Bernoulli numbers'],
      }),
    },
  },
  {
    title: 'Dark template with a photo and a custom accent',
    input: {
      json: JSON.stringify({
        name: 'José Álvarez-Ruiz',
        title: 'Product designer',
        avatar_url: 'https://images.example.com/jose.jpg',
        skills: ['Figma', 'Design systems'],
        links: [{ label: 'Portfolio', url: 'https://jose.example.org' }],
      }),
      template: 'dark',
      accent_color: '#f59e0b',
    },
  },
];

// The outputs, written by running the tool on INPUTS (regenerate after a change).
const OUTPUTS: ProfileCardExample['output'][] =
// generated outputs start
[
  {
    "html": "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>Ada Lovelace — profile</title>\n<style>\n*{box-sizing:border-box}\nbody{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px;background:#f1f5f9;color:#0f172a;font-family:Helvetica, Arial, \"Liberation Sans\", \"Nimbus Sans\", sans-serif}\n.card{width:100%;max-width:420px;background:#ffffff;border:1px solid #e2e8f0;border-radius:16px;box-shadow:0 10px 30px rgba(15, 23, 42, 0.12);padding:32px;text-align:center}\n.avatar{width:96px;height:96px;border-radius:50%;margin:0 auto 16px;display:flex;align-items:center;justify-content:center;object-fit:cover;background:#4f46e5;color:#ffffff;font-size:36px;font-weight:700}\nh1{margin:0;font-size:24px;line-height:1.25;overflow-wrap:anywhere}\n.title{margin:4px 0 0;color:#475569;font-size:16px;overflow-wrap:anywhere}\n.location{margin:8px 0 0;color:#475569;font-size:14px;overflow-wrap:anywhere}\n.bio{margin:16px 0 0;line-height:1.5;white-space:pre-line;overflow-wrap:anywhere}\nul{list-style:none;padding:0;margin:16px 0 0;display:flex;flex-wrap:wrap;gap:8px;justify-content:center}\n.skills li{background:#eef2ff;color:#0f172a;border-radius:999px;padding:4px 12px;font-size:13px}\n.links a{display:inline-block;color:#4f46e5;border:1px solid #e2e8f0;border-radius:8px;padding:6px 12px;font-size:14px;text-decoration:none;overflow-wrap:anywhere}\n.links a:hover{text-decoration:underline}\n</style>\n</head>\n<body>\n<article class=\"card\">\n<div class=\"avatar\" aria-hidden=\"true\">AL</div>\n<h1 dir=\"auto\">Ada Lovelace</h1>\n<p class=\"title\" dir=\"auto\">Analyst &amp; first programmer</p>\n<p class=\"location\" dir=\"auto\">📍 London, UK</p>\n<p class=\"bio\" dir=\"auto\">Wrote the first published algorithm for Babbage’s Analytical Engine.\nLikes poetical science.</p>\n<ul class=\"skills\" aria-label=\"Skills\"><li dir=\"auto\">Mathematics</li><li dir=\"auto\">Algorithms</li><li dir=\"auto\">Bernoulli numbers</li></ul>\n<ul class=\"links\" aria-label=\"Links\"><li><a href=\"mailto:ada@example.com\" rel=\"noopener noreferrer\" target=\"_blank\" dir=\"auto\">ada@example.com</a></li><li><a href=\"https://example.com/ada\" rel=\"noopener noreferrer\" target=\"_blank\" dir=\"auto\">example.com/ada</a></li><li><a href=\"https://github.com/example\" rel=\"noopener noreferrer\" target=\"_blank\" dir=\"auto\">GitHub</a></li><li><a href=\"https://mastodon.social/@example\" rel=\"noopener noreferrer\" target=\"_blank\" dir=\"auto\">Mastodon</a></li></ul>\n</article>\n</body>\n</html>\n",
    "name": "Ada Lovelace",
    "initials": "AL",
    "avatar": "initials",
    "template": "light"
  },
  {
    "html": "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>José Álvarez-Ruiz — profile</title>\n<style>\n*{box-sizing:border-box}\nbody{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px;background:#020617;color:#f8fafc;font-family:Helvetica, Arial, \"Liberation Sans\", \"Nimbus Sans\", sans-serif}\n.card{width:100%;max-width:420px;background:#1e293b;border:1px solid #334155;border-radius:16px;box-shadow:0 10px 30px rgba(0, 0, 0, 0.5);padding:32px;text-align:center}\n.avatar{width:96px;height:96px;border-radius:50%;margin:0 auto 16px;display:flex;align-items:center;justify-content:center;object-fit:cover;background:#f59e0b;color:#000000;font-size:36px;font-weight:700}\nh1{margin:0;font-size:24px;line-height:1.25;overflow-wrap:anywhere}\n.title{margin:4px 0 0;color:#cbd5e1;font-size:16px;overflow-wrap:anywhere}\n.location{margin:8px 0 0;color:#cbd5e1;font-size:14px;overflow-wrap:anywhere}\n.bio{margin:16px 0 0;line-height:1.5;white-space:pre-line;overflow-wrap:anywhere}\nul{list-style:none;padding:0;margin:16px 0 0;display:flex;flex-wrap:wrap;gap:8px;justify-content:center}\n.skills li{background:#312e81;color:#f8fafc;border-radius:999px;padding:4px 12px;font-size:13px}\n.links a{display:inline-block;color:#f59e0b;border:1px solid #334155;border-radius:8px;padding:6px 12px;font-size:14px;text-decoration:none;overflow-wrap:anywhere}\n.links a:hover{text-decoration:underline}\n</style>\n</head>\n<body>\n<article class=\"card\">\n<img class=\"avatar\" src=\"https://images.example.com/jose.jpg\" alt=\"José Álvarez-Ruiz\" width=\"96\" height=\"96\">\n<h1 dir=\"auto\">José Álvarez-Ruiz</h1>\n<p class=\"title\" dir=\"auto\">Product designer</p>\n<ul class=\"skills\" aria-label=\"Skills\"><li dir=\"auto\">Figma</li><li dir=\"auto\">Design systems</li></ul>\n<ul class=\"links\" aria-label=\"Links\"><li><a href=\"https://jose.example.org/\" rel=\"noopener noreferrer\" target=\"_blank\" dir=\"auto\">Portfolio</a></li></ul>\n</article>\n</body>\n</html>\n",
    "name": "José Álvarez-Ruiz",
    "initials": "JÁ",
    "avatar": "image",
    "template": "dark"
  }
]
// generated outputs end
;

export const PROFILE_CARD_EXAMPLES: ProfileCardExample[] = INPUTS.map((example, index) => ({ ...example, output: OUTPUTS[index]! }));
