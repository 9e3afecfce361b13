import { Type, type Static } from '@sinclair/typebox';
import { splitSentences, type SentenceSpan } from '../../lib/sentences.ts';
import { TextPositions } from '../../lib/text-position.ts';
import { closedObject, stringEnum } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

/*
 * How a policy is checked (the spec says only "req policy_text"):
 * - The text is split into sentences (lib/sentences.ts). Each check below is a list of rules; a rule
 *   is a list of patterns that must all match the same sentence. A check is covered when any rule
 *   matches any sentence, and those sentences are its evidence (the first three, with their line).
 * - The checks are the disclosures GDPR Art. 13/14 and the CCPA/CPRA (Cal. Civ. Code 1798.100-1798.130
 *   and the notice rules of 11 CCR 7011) ask a privacy notice to make, plus cookies (ePrivacy) and
 *   children (COPPA, GDPR Art. 8). Each names the law(s) it comes from.
 * - score = covered / total checks, in percent, rounded; the same per law. Unweighted on purpose:
 *   every item is a required disclosure, and a plain ratio is easy to check by hand.
 * - Keyword matching cannot judge quality: a sentence that says "we do not sell your data" covers
 *   the sale check as well as one that explains an opt-out. The evidence is there to be read.
 * - Linear time: every pattern starts with a literal word (or an "@" checked by a one-character
 *   look-behind) and has only bounded or literal-anchored repetition, so no pattern backtracks
 *   over more than the whitespace between two words; each pattern runs once over the whole text.
 * - policy_text takes up to 1,000,000 characters, like every unbounded text here; about 60 passes
 *   over a megabyte take a second or so, so the tool is isolated.
 */

type Law = 'GDPR' | 'CCPA';

interface Check {
  id: string;
  label: string;
  laws: Law[];
  /** Any rule may match; within a rule, every pattern must match the same sentence. */
  rules: RegExp[][];
}

/** A word-bounded, case-insensitive pattern whose spaces match any run of whitespace and whose ' is also ’. */
function words(source: string): RegExp {
  return new RegExp(`\\b(?:${source.replaceAll(' ', '\\s+').replaceAll("'", "['’]")})\\b`, 'giu');
}

const DATA = words('personal (?:data|information)|your (?:data|information)|information|data');

const CHECKS: Check[] = [
  {
    id: 'data-collected',
    label: 'What personal data is collected',
    laws: ['GDPR', 'CCPA'],
    rules: [
      [words('collect(?:s|ed|ing)?|gathers?|gathered|obtains?|obtained|receives?|received'), words('personal (?:data|information)|information|data|e-?mail address(?:es)?|names?|ip address(?:es)?|phone numbers?|location|identifiers?|device')],
      [words('categories of personal (?:data|information)')],
    ],
  },
  {
    id: 'purposes',
    label: 'Why it is used (purposes)',
    laws: ['GDPR', 'CCPA'],
    rules: [
      [words('purposes?'), words('use|uses|used|process|processes|processed|processing|collect|collected|data|information')],
      [words('how we use')],
      [words('(?:we|may|to) use (?:your|the|this|such|that|collected|personal)')],
    ],
  },
  {
    id: 'legal-basis',
    label: 'Legal basis for processing',
    laws: ['GDPR'],
    rules: [
      [words('(?:legal|lawful) (?:basis|bases|grounds?)')],
      [words('legitimate interests?')],
      [words('article 6|art\\.\\s*6')],
      [words('performance of (?:a|the|our) contract')],
      [words('(?:based on|on the basis of|with) your consent')],
      [words('legal obligations?'), words('process|processes|processing|processed')],
    ],
  },
  {
    id: 'sharing',
    label: 'Sharing with third parties',
    laws: ['GDPR', 'CCPA'],
    rules: [
      [
        words('share|shares|shared|sharing|disclose|discloses|disclosed|disclosure|transfer|transfers|transferred|sell|sold|provide|provides|provided|make available'),
        words('third[- ]part(?:y|ies)|service providers?|partners|affiliates?|vendors?|(?:sub-?)?processors?|contractors?|recipients?'),
      ],
      [words('third[- ]part(?:y|ies)'), DATA],
    ],
  },
  {
    id: 'sale-opt-out',
    label: 'Sale or sharing of personal information, and how to opt out',
    laws: ['CCPA'],
    rules: [
      [words("(?:do not|don't|does not|doesn't|will not|won't|never) (?:sell|rent)")],
      [words('sale of (?:your )?personal (?:data|information)')],
      [words('do not sell')],
      [words('opt[- ]out of (?:the )?(?:sale|sharing|selling)')],
      [words('sells?|selling'), words('personal (?:data|information)|your (?:data|information)')],
      [words('targeted advertising|cross-context behavioral advertising'), words('opt[- ]out')],
    ],
  },
  {
    id: 'retention',
    label: 'How long data is kept',
    laws: ['GDPR', 'CCPA'],
    rules: [
      [words('retention (?:periods?|polic(?:y|ies)|schedules?)')],
      [
        words('retain|retains|retained|retaining|retention|keep|keeps|kept|store|stores|stored|storing|hold|holds'),
        words('as long as|no longer than|for (?:a|the) period|for the duration|for up to|until|days|months|years|periods?|deleted|erased|anonymi[sz]ed'),
      ],
    ],
  },
  {
    id: 'right-access',
    label: 'Right of access (to know)',
    laws: ['GDPR', 'CCPA'],
    rules: [
      [words('right (?:of|to) access')],
      [words('right to know')],
      [words('subject access requests?')],
      [words('(?:request|obtain|receive) a copy')],
      [words('access (?:to )?(?:the |your )?(?:personal )?(?:data|information)'), words('right|rights|request|may|can|entitled|ask')],
    ],
  },
  {
    id: 'right-deletion',
    label: 'Right to deletion (erasure)',
    laws: ['GDPR', 'CCPA'],
    rules: [
      [words('right (?:to|of) (?:erasure|deletion|delete|be forgotten)|erasure')],
      [words('(?:request|ask (?:us )?to|may|can) (?:the |its |their |your |for )?(?:deletion|erasure|delete|erase)')],
      [words('delete (?:your|the|their) (?:personal )?(?:data|information|account)'), words('right|rights|request|may|can|ask')],
      [words('delete|deletion|erase'), words('right|rights|request|requests'), DATA],
    ],
  },
  {
    id: 'right-rectification',
    label: 'Right to rectification (correction)',
    laws: ['GDPR', 'CCPA'],
    rules: [
      [words('rectify|rectification|right (?:to|of) correct(?:ion)?')],
      [words('(?:correct|update|amend) (?:any )?(?:inaccurate|incorrect|incomplete|outdated)')],
      [words('correct|correction'), words('right|rights|request|requests'), DATA],
    ],
  },
  {
    id: 'right-portability',
    label: 'Right to data portability',
    laws: ['GDPR'],
    rules: [[words('portable|portability')], [words('machine[- ]readable')], [words('structured, commonly used')]],
  },
  {
    id: 'right-object',
    label: 'Right to object, restrict processing or withdraw consent',
    laws: ['GDPR'],
    rules: [
      [words('right to object|right to restrict(?:ion)?')],
      [words('object to (?:the |our )?(?:processing|use)')],
      [words('(?:restrict|restriction of|limit) (?:the )?processing')],
      [words('withdraw (?:your |that |this |their |any )?consent')],
    ],
  },
  {
    id: 'non-discrimination',
    label: 'No discrimination for exercising rights',
    laws: ['CCPA'],
    rules: [[words('discriminate|discriminates|discrimination|discriminatory|discriminating'), words('rights?|exercise|exercises|exercising|ccpa|cpra|california|privacy')]],
  },
  {
    id: 'complaint',
    label: 'Complaint to a supervisory authority',
    laws: ['GDPR'],
    rules: [
      [words('supervisory authorit(?:y|ies)|data protection authorit(?:y|ies)|lodge a complaint|information commissioner')],
      [words('complaint|complaints'), words('authority|authorities|regulator|commission|commissioner')],
    ],
  },
  {
    id: 'contact',
    label: 'Contact details or data protection officer',
    laws: ['GDPR', 'CCPA'],
    rules: [
      [words('contact us|(?:e-?mail|write to|reach|call) us')],
      [words('data protection officer|dpo|privacy officer')],
      // An e-mail address: found at its "@", with bounded parts around it.
      [/(?<=[\w.+-])@[\w-]{1,63}(?:\.[\w-]{1,63}){1,8}\b/gu],
      [words('questions|concerns|requests'), words('contact')],
    ],
  },
  {
    id: 'children',
    label: "Children's data",
    laws: ['GDPR', 'CCPA'],
    rules: [
      [words("child(?:ren)?(?:'s)?|minors?|kids"), words('under|below|younger|age|aged|old|13|16|18|parents?|parental|guardians?|knowingly|coppa')],
      [words("coppa|children's online privacy protection")],
      [words('under (?:the age of )?1[368]')],
    ],
  },
  {
    id: 'cookies',
    label: 'Cookies and tracking technologies',
    laws: ['GDPR', 'CCPA'],
    rules: [
      [words('cookies?')],
      [words('web beacons?|tracking pixels?|pixel tags?|clear gifs?|local storage|do not track')],
      [words('(?:tracking|similar) technolog(?:y|ies)')],
    ],
  },
  {
    id: 'international-transfers',
    label: 'Transfers outside the country or the EEA',
    laws: ['GDPR'],
    rules: [
      [words('(?:international|cross-border|overseas) (?:data )?transfers?')],
      [words('standard contractual clauses|adequacy decisions?|binding corporate rules|data privacy framework|privacy shield')],
      [words('transfer|transfers|transferred|transferring'), words('outside|countr(?:y|ies)|eea|european economic area|european union|united states|abroad|jurisdictions?')],
    ],
  },
  {
    id: 'policy-changes',
    label: 'How changes to the policy are announced',
    laws: ['GDPR', 'CCPA'],
    rules: [
      [
        words('change|changes|changed|update|updates|updated|modify|modifies|modified|amend|amends|amended|revise|revises|revised'),
        words('(?:this|our|the) (?:privacy )?(?:policy|notice|statement)'),
      ],
      [words('last (?:updated|revised|modified)|effective (?:date|as of)')],
    ],
  },
];

const MAX_EVIDENCE = 3;
const MAX_EVIDENCE_CHARS = 300;

/** The sentence holding `offset`: the last one starting at or before it. */
function sentenceAt(starts: Int32Array, offset: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >>> 1;
    if (starts[middle]! <= offset) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** The sentences (by index) where `pattern` matches; one pass over the text. */
function sentencesMatching(text: string, pattern: RegExp, starts: Int32Array, cache: Map<RegExp, Set<number>>): Set<number> {
  const cached = cache.get(pattern);
  if (cached) return cached;
  const found = new Set<number>();
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    found.add(sentenceAt(starts, match.index));
    // No pattern matches the empty string, but never loop in place if one ever did.
    if (match[0] === '') pattern.lastIndex++;
  }
  cache.set(pattern, found);
  return found;
}

function evidenceText(text: string, span: SentenceSpan): string {
  const raw = text.slice(span.start, Math.min(span.end, span.start + MAX_EVIDENCE_CHARS * 4)).replace(/\s+/g, ' ');
  return raw.length > MAX_EVIDENCE_CHARS || span.end - span.start > MAX_EVIDENCE_CHARS * 4 ? `${raw.slice(0, MAX_EVIDENCE_CHARS - 1)}…` : raw;
}

const lawScore = closedObject({
  covered: Type.Integer({ minimum: 0, description: 'Checks of this law covered' }),
  total: Type.Integer({ minimum: 0, description: 'Checks of this law' }),
  score: Type.Integer({ minimum: 0, maximum: 100, description: 'covered / total in percent, rounded' }),
});

const output = closedObject({
  score: Type.Integer({ minimum: 0, maximum: 100, description: 'Checks covered out of all checks, in percent, rounded' }),
  covered: Type.Integer({ minimum: 0, description: 'How many checks are covered' }),
  total: Type.Integer({ minimum: 0, description: 'How many checks there are' }),
  byLaw: closedObject({ gdpr: lawScore, ccpa: lawScore }, { description: 'The same count for the GDPR checks and for the CCPA/CPRA checks' }),
  checks: Type.Array(
    closedObject({
      id: Type.String({ description: 'The check, e.g. retention' }),
      label: Type.String({ description: 'What the policy should say' }),
      laws: Type.Array(stringEnum(['GDPR', 'CCPA']), { description: 'The laws that ask for it' }),
      covered: Type.Boolean({ description: 'Whether some sentence addresses it' }),
      sentenceCount: Type.Integer({ minimum: 0, description: 'How many sentences address it' }),
      evidence: Type.Array(
        closedObject({
          line: Type.Integer({ minimum: 1, description: 'The line the sentence starts on' }),
          text: Type.String({ description: `The sentence, whitespace collapsed, cut at ${MAX_EVIDENCE_CHARS} characters` }),
        }),
        { description: `The first sentences that address it (at most ${MAX_EVIDENCE})` },
      ),
    }),
    { description: 'Every check, in a fixed order' },
  ),
  missing: Type.Array(Type.String(), { description: 'The ids of the checks not covered' }),
  sentenceCount: Type.Integer({ minimum: 0, description: 'How many sentences the text was split into' }),
});

export default defineTool({
  id: 'privacy-policy-checker',
  name: 'Privacy Policy Checker',
  category: 'developer',
  description:
    'Check which GDPR and CCPA essentials a privacy policy covers (data collected, purposes, legal basis, sharing, sale opt-out, retention, the rights of access, deletion, correction, portability and objection, non-discrimination, complaints, contact, children, cookies, international transfers, policy changes), quoting the sentences that show each, with a score overall and per law. Keyword rules: it finds what is addressed, not whether it is adequate.',
  keywords: ['gdpr', 'ccpa', 'privacy', 'compliance', 'policy audit', 'data protection'],
  isolate: true,
  input: closedObject({
    policy_text: Type.String({ maxLength: 1_000_000, description: 'The privacy policy as plain text' }),
  }),
  output,
  examples: [
    {
      title: 'A short policy that covers some essentials',
      input: {
        policy_text:
          'We collect your name and email address when you sign up. We use this information to provide the service.\n\nWe use cookies to keep you signed in. Contact us at privacy@example.com.',
      },
      output: {
        score: 22,
        covered: 4,
        total: 18,
        byLaw: { gdpr: { covered: 4, total: 16, score: 25 }, ccpa: { covered: 4, total: 13, score: 31 } },
        checks: [
          {
            id: 'data-collected',
            label: 'What personal data is collected',
            laws: ['GDPR', 'CCPA'],
            covered: true,
            sentenceCount: 1,
            evidence: [{ line: 1, text: 'We collect your name and email address when you sign up.' }],
          },
          {
            id: 'purposes',
            label: 'Why it is used (purposes)',
            laws: ['GDPR', 'CCPA'],
            covered: true,
            sentenceCount: 1,
            evidence: [{ line: 1, text: 'We use this information to provide the service.' }],
          },
          { id: 'legal-basis', label: 'Legal basis for processing', laws: ['GDPR'], covered: false, sentenceCount: 0, evidence: [] },
          { id: 'sharing', label: 'Sharing with third parties', laws: ['GDPR', 'CCPA'], covered: false, sentenceCount: 0, evidence: [] },
          {
            id: 'sale-opt-out',
            label: 'Sale or sharing of personal information, and how to opt out',
            laws: ['CCPA'],
            covered: false,
            sentenceCount: 0,
            evidence: [],
          },
          { id: 'retention', label: 'How long data is kept', laws: ['GDPR', 'CCPA'], covered: false, sentenceCount: 0, evidence: [] },
          {
            id: 'right-access',
            label: 'Right of access (to know)',
            laws: ['GDPR', 'CCPA'],
            covered: false,
            sentenceCount: 0,
            evidence: [],
          },
          {
            id: 'right-deletion',
            label: 'Right to deletion (erasure)',
            laws: ['GDPR', 'CCPA'],
            covered: false,
            sentenceCount: 0,
            evidence: [],
          },
          {
            id: 'right-rectification',
            label: 'Right to rectification (correction)',
            laws: ['GDPR', 'CCPA'],
            covered: false,
            sentenceCount: 0,
            evidence: [],
          },
          { id: 'right-portability', label: 'Right to data portability', laws: ['GDPR'], covered: false, sentenceCount: 0, evidence: [] },
          {
            id: 'right-object',
            label: 'Right to object, restrict processing or withdraw consent',
            laws: ['GDPR'],
            covered: false,
            sentenceCount: 0,
            evidence: [],
          },
          {
            id: 'non-discrimination',
            label: 'No discrimination for exercising rights',
            laws: ['CCPA'],
            covered: false,
            sentenceCount: 0,
            evidence: [],
          },
          {
            id: 'complaint',
            label: 'Complaint to a supervisory authority',
            laws: ['GDPR'],
            covered: false,
            sentenceCount: 0,
            evidence: [],
          },
          {
            id: 'contact',
            label: 'Contact details or data protection officer',
            laws: ['GDPR', 'CCPA'],
            covered: true,
            sentenceCount: 1,
            evidence: [{ line: 3, text: 'Contact us at privacy@example.com.' }],
          },
          { id: 'children', label: 'Children\'s data', laws: ['GDPR', 'CCPA'], covered: false, sentenceCount: 0, evidence: [] },
          {
            id: 'cookies',
            label: 'Cookies and tracking technologies',
            laws: ['GDPR', 'CCPA'],
            covered: true,
            sentenceCount: 1,
            evidence: [{ line: 3, text: 'We use cookies to keep you signed in.' }],
          },
          {
            id: 'international-transfers',
            label: 'Transfers outside the country or the EEA',
            laws: ['GDPR'],
            covered: false,
            sentenceCount: 0,
            evidence: [],
          },
          {
            id: 'policy-changes',
            label: 'How changes to the policy are announced',
            laws: ['GDPR', 'CCPA'],
            covered: false,
            sentenceCount: 0,
            evidence: [],
          },
        ],
        missing: [
          'legal-basis',
          'sharing',
          'sale-opt-out',
          'retention',
          'right-access',
          'right-deletion',
          'right-rectification',
          'right-portability',
          'right-object',
          'non-discrimination',
          'complaint',
          'children',
          'international-transfers',
          'policy-changes',
        ],
        sentenceCount: 4,
      },
    },
    {
      title: 'CCPA language: no sale, right to know and delete, no discrimination',
      input: {
        policy_text:
          'Last updated: March 1, 2024.\nWe do not sell your personal information. California residents have the right to know what personal information we collect and to request its deletion, and we will not discriminate against you for exercising these rights. Email privacy@example.com with any questions.',
      },
      output: {
        score: 39,
        covered: 7,
        total: 18,
        byLaw: { gdpr: { covered: 5, total: 16, score: 31 }, ccpa: { covered: 7, total: 13, score: 54 } },
        checks: [
          {
            id: 'data-collected',
            label: 'What personal data is collected',
            laws: ['GDPR', 'CCPA'],
            covered: true,
            sentenceCount: 1,
            evidence: [
              {
                line: 2,
                text: 'California residents have the right to know what personal information we collect and to request its deletion, and we will not discriminate against you for exercising these rights.',
              },
            ],
          },
          { id: 'purposes', label: 'Why it is used (purposes)', laws: ['GDPR', 'CCPA'], covered: false, sentenceCount: 0, evidence: [] },
          { id: 'legal-basis', label: 'Legal basis for processing', laws: ['GDPR'], covered: false, sentenceCount: 0, evidence: [] },
          { id: 'sharing', label: 'Sharing with third parties', laws: ['GDPR', 'CCPA'], covered: false, sentenceCount: 0, evidence: [] },
          {
            id: 'sale-opt-out',
            label: 'Sale or sharing of personal information, and how to opt out',
            laws: ['CCPA'],
            covered: true,
            sentenceCount: 1,
            evidence: [{ line: 2, text: 'We do not sell your personal information.' }],
          },
          { id: 'retention', label: 'How long data is kept', laws: ['GDPR', 'CCPA'], covered: false, sentenceCount: 0, evidence: [] },
          {
            id: 'right-access',
            label: 'Right of access (to know)',
            laws: ['GDPR', 'CCPA'],
            covered: true,
            sentenceCount: 1,
            evidence: [
              {
                line: 2,
                text: 'California residents have the right to know what personal information we collect and to request its deletion, and we will not discriminate against you for exercising these rights.',
              },
            ],
          },
          {
            id: 'right-deletion',
            label: 'Right to deletion (erasure)',
            laws: ['GDPR', 'CCPA'],
            covered: true,
            sentenceCount: 1,
            evidence: [
              {
                line: 2,
                text: 'California residents have the right to know what personal information we collect and to request its deletion, and we will not discriminate against you for exercising these rights.',
              },
            ],
          },
          {
            id: 'right-rectification',
            label: 'Right to rectification (correction)',
            laws: ['GDPR', 'CCPA'],
            covered: false,
            sentenceCount: 0,
            evidence: [],
          },
          { id: 'right-portability', label: 'Right to data portability', laws: ['GDPR'], covered: false, sentenceCount: 0, evidence: [] },
          {
            id: 'right-object',
            label: 'Right to object, restrict processing or withdraw consent',
            laws: ['GDPR'],
            covered: false,
            sentenceCount: 0,
            evidence: [],
          },
          {
            id: 'non-discrimination',
            label: 'No discrimination for exercising rights',
            laws: ['CCPA'],
            covered: true,
            sentenceCount: 1,
            evidence: [
              {
                line: 2,
                text: 'California residents have the right to know what personal information we collect and to request its deletion, and we will not discriminate against you for exercising these rights.',
              },
            ],
          },
          {
            id: 'complaint',
            label: 'Complaint to a supervisory authority',
            laws: ['GDPR'],
            covered: false,
            sentenceCount: 0,
            evidence: [],
          },
          {
            id: 'contact',
            label: 'Contact details or data protection officer',
            laws: ['GDPR', 'CCPA'],
            covered: true,
            sentenceCount: 1,
            evidence: [{ line: 2, text: 'Email privacy@example.com with any questions.' }],
          },
          { id: 'children', label: 'Children\'s data', laws: ['GDPR', 'CCPA'], covered: false, sentenceCount: 0, evidence: [] },
          {
            id: 'cookies',
            label: 'Cookies and tracking technologies',
            laws: ['GDPR', 'CCPA'],
            covered: false,
            sentenceCount: 0,
            evidence: [],
          },
          {
            id: 'international-transfers',
            label: 'Transfers outside the country or the EEA',
            laws: ['GDPR'],
            covered: false,
            sentenceCount: 0,
            evidence: [],
          },
          {
            id: 'policy-changes',
            label: 'How changes to the policy are announced',
            laws: ['GDPR', 'CCPA'],
            covered: true,
            sentenceCount: 1,
            evidence: [{ line: 1, text: 'Last updated: March 1, 2024.' }],
          },
        ],
        missing: [
          'purposes',
          'legal-basis',
          'sharing',
          'retention',
          'right-rectification',
          'right-portability',
          'right-object',
          'complaint',
          'children',
          'cookies',
          'international-transfers',
        ],
        sentenceCount: 4,
      },
    },
  ],
  run({ policy_text: text }): Static<typeof output> {
    const spans = splitSentences(text);
    const starts = Int32Array.from(spans.length > 0 ? spans.map((span) => span.start) : [0]);
    const cache = new Map<RegExp, Set<number>>();
    const positions = new TextPositions(text);
    const lineOf = new Map<number, number>();

    const checks = CHECKS.map((check) => {
      const hits = new Set<number>();
      if (spans.length > 0) {
        for (const rule of check.rules) {
          const [first, ...rest] = rule.map((pattern) => sentencesMatching(text, pattern, starts, cache));
          for (const sentence of first!) if (rest.every((set) => set.has(sentence))) hits.add(sentence);
        }
      }
      const firstHits = [...hits].sort((a, b) => a - b).slice(0, MAX_EVIDENCE);
      return { check, hits: hits.size, firstHits };
    });

    // Lines are counted in one forward pass over the evidence sentences, in text order.
    for (const sentence of [...new Set(checks.flatMap(({ firstHits }) => firstHits))].sort((a, b) => a - b)) {
      lineOf.set(sentence, positions.lineAt(spans[sentence]!.start));
    }

    const results = checks.map(({ check, hits, firstHits }) => ({
      id: check.id,
      label: check.label,
      laws: check.laws,
      covered: hits > 0,
      sentenceCount: hits,
      evidence: firstHits.map((sentence) => ({ line: lineOf.get(sentence)!, text: evidenceText(text, spans[sentence]!) })),
    }));
    const tally = (law?: Law) => {
      const relevant = results.filter((result) => law === undefined || result.laws.includes(law));
      const covered = relevant.filter((result) => result.covered).length;
      return { covered, total: relevant.length, score: relevant.length === 0 ? 0 : Math.round((covered / relevant.length) * 100) };
    };
    const overall = tally();
    return {
      score: overall.score,
      covered: overall.covered,
      total: overall.total,
      byLaw: { gdpr: tally('GDPR'), ccpa: tally('CCPA') },
      checks: results,
      missing: results.filter((result) => !result.covered).map((result) => result.id),
      sentenceCount: spans.length,
    };
  },
});
