import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';
import { splitSentences } from '../../lib/sentences.ts';

interface Check {
  id: string;
  label: string;
  laws: string[];
  covered: boolean;
  sentenceCount: number;
  evidence: { line: number; text: string }[];
}

interface PolicyResult {
  score: number;
  covered: number;
  total: number;
  byLaw: { gdpr: { covered: number; total: number; score: number }; ccpa: { covered: number; total: number; score: number } };
  checks: Check[];
  missing: string[];
  sentenceCount: number;
}

const check = (policy_text: string) => run<PolicyResult>('privacy-policy-checker', { policy_text });
const byId = (result: PolicyResult, id: string) => result.checks.find((c) => c.id === id)!;

/**
 * A paraphrase (not a copy) of a real retailer's public privacy policy (Reeves International's
 * breyerhorses.com policy, "Notice Last Updated: September 2025": its sections Personal information we
 * collect, How we use…, How we share…, Your choices, Security, International data transfers, Children,
 * Changes…, How to contact us, Notice to EEA and UK users), reworded and shortened, with its layout of
 * headings, bullet lists and one hard-wrapped paragraph. It has no CCPA "sale" or non-discrimination
 * language, so those two are the known gaps.
 */
const RETAILER = `Privacy Policy
Notice last updated: September 2025

This Privacy Policy explains how Example Toys Inc. ("we", "us") handles personal information
that we collect through our websites and apps.

Personal information we collect
Information you give us, such as:
- Contact data, for example your name, email address, postal address and phone number.
- Account data, such as the username and password you choose.
We also collect some information automatically, including your IP address, browser type and device identifiers.

How we use your personal information
We use your personal information to process your orders, to run and improve the website, and to send you marketing messages if you ask for them.
We process your data to perform the contract you enter into with us when you place an order, and for other purposes on the basis of our legitimate interests or your consent.

How we share your personal information
We share personal information with service providers that help us run our business, such as payment processors and hosting companies, and with other third parties when the law requires it.

Your choices
You can withdraw your consent to marketing emails at any time by clicking the unsubscribe link.

Cookies
Our website uses cookies and similar technologies to remember your preferences and to measure traffic.

Security and retention
We keep personal information for as long as your account is open and delete it within 24 months after it is closed.

International data transfers
We may transfer your personal information to the United States and other countries, where data protection laws may differ from those of your country.

Children
Our website is not directed to children under 13, and we do not knowingly collect personal information from them.

Changes to this Privacy Policy
We may update this Privacy Policy from time to time and will post the new version on this page.

How to contact us
If you have questions, write to privacy@example.com.

Your rights (EEA and UK users)
You have the right to access, rectify or delete your personal data. You may also object to the use of your data and ask for a copy of it in a portable format.
If you are unhappy with how we handle your data, you can lodge a complaint with your local supervisory authority.
`;

/**
 * A paraphrase of a short UK business policy (Crystal Data Ltd's crystaldata.uk policy: "Who are we",
 * an e-mail address, "Purpose of Processing" with contract and consent). It says nothing about what
 * is collected, sharing, retention, rights beyond withdrawing consent, cookies, children, transfers or changes.
 */
const SHORT_UK = `Who we are
This policy describes how Sample Data Ltd handles data. All data is held in line with the Data Protection Act 2018.
Email: accounts@sample.example

Purpose of processing
We only process your personal data to deliver the services in our contract with you, or with your consent for marketing. You can withdraw that consent at any time.
`;

describe('privacy-policy-checker', () => {
  it('finds every section of a real policy (paraphrased) and only its real gaps', async () => {
    const result = await check(RETAILER);
    expect(result.missing).toEqual(['sale-opt-out', 'non-discrimination']);
    expect(result).toMatchObject({ covered: 16, total: 18, score: 89 });
    // GDPR: 16 checks, all covered; CCPA: 13 checks, sale and non-discrimination missing.
    expect(result.byLaw).toEqual({ gdpr: { covered: 16, total: 16, score: 100 }, ccpa: { covered: 11, total: 13, score: 85 } });
    expect(byId(result, 'retention').evidence).toEqual([
      { line: 27, text: 'We keep personal information for as long as your account is open and delete it within 24 months after it is closed.' },
    ]);
    expect(byId(result, 'children').evidence[0]).toEqual({
      line: 33,
      text: 'Our website is not directed to children under 13, and we do not knowingly collect personal information from them.',
    });
    expect(byId(result, 'contact').evidence).toEqual([
      { line: 38, text: 'How to contact us' },
      { line: 39, text: 'If you have questions, write to privacy@example.com.' },
    ]);
    expect(byId(result, 'complaint').evidence[0]!.line).toBe(43);
    // Line numbers as `grep -n ''` counts them. The hard-wrapped paragraph is one sentence, whitespace collapsed.
    expect(byId(result, 'data-collected').evidence[0]).toEqual({
      line: 4,
      text: 'This Privacy Policy explains how Example Toys Inc. ("we", "us") handles personal information that we collect through our websites and apps.',
    });
    expect(byId(result, 'right-access')).toMatchObject({ covered: true, laws: ['GDPR', 'CCPA'] });
  });

  it('scores a policy with missing sections low and names what is missing', async () => {
    const result = await check(SHORT_UK);
    expect(result.checks.filter((c) => c.covered).map((c) => c.id)).toEqual(['purposes', 'legal-basis', 'right-object', 'contact']);
    expect(result).toMatchObject({ covered: 4, total: 18, score: 22 });
    expect(result.missing).toContain('retention');
    expect(result.missing).toContain('cookies');
    expect(byId(result, 'contact').evidence).toEqual([{ line: 3, text: 'Email: accounts@sample.example' }]);
    expect(byId(result, 'legal-basis').evidence[0]!.text).toBe(
      'We only process your personal data to deliver the services in our contract with you, or with your consent for marketing.',
    );
  });

  it('recognizes CCPA language', async () => {
    const result = await check(
      'We do not sell or share your personal information. California residents have the right to know, delete and correct their personal information, and we will not discriminate against you for exercising these rights.',
    );
    for (const id of ['sale-opt-out', 'right-access', 'right-deletion', 'right-rectification', 'non-discrimination']) expect(byId(result, id).covered, id).toBe(true);
    expect(byId(result, 'sale-opt-out').evidence).toEqual([{ line: 1, text: 'We do not sell or share your personal information.' }]);
  });

  it('covers nothing in text that is not a policy, and handles empty text', async () => {
    const unrelated = await check('The quick brown fox jumps over the lazy dog. It was a sunny day in the park.');
    expect(unrelated).toMatchObject({ score: 0, covered: 0, sentenceCount: 2 });
    expect(unrelated.missing).toHaveLength(18);
    const empty = await check('');
    expect(empty).toMatchObject({ score: 0, covered: 0, total: 18, sentenceCount: 0 });
    expect(empty.checks.every((c) => c.evidence.length === 0)).toBe(true);
  });

  it('lists at most three sentences of evidence, cut at 300 characters', async () => {
    const result = await check(`${'We use cookies. '.repeat(5)}We use cookies ${'and more '.repeat(60)}too.`);
    const cookies = byId(result, 'cookies');
    expect(cookies.sentenceCount).toBe(6);
    expect(cookies.evidence).toHaveLength(3);
    const long = await check(`Cookies are used ${'x '.repeat(400)}here.`);
    expect(byId(long, 'cookies').evidence[0]!.text).toHaveLength(300);
    expect(byId(long, 'cookies').evidence[0]!.text.endsWith('…')).toBe(true);
  });

  it('splits sentences at full stops, blank lines, list items and headings, not at abbreviations', () => {
    const text = 'Intro\nWe collect data, e.g. your name. Example Inc. is the controller! Is it? yes.\n\n- one item\n- two items\n1. numbered\nwrapped line\nstill the same';
    expect(splitSentences(text).map(({ start, end }) => text.slice(start, end))).toEqual([
      'Intro',
      'We collect data, e.g. your name.',
      'Example Inc. is the controller!',
      'Is it? yes.',
      '- one item',
      '- two items',
      '1. numbered\nwrapped line\nstill the same',
    ]);
  });

  it('runs in linear time on adversarial text (200,000 characters each, and the 1,000,000 bound)', async () => {
    const hostile = [
      'a'.repeat(200_000),
      'a@'.repeat(100_000),
      'a.a@b'.repeat(40_000),
      ' '.repeat(200_000),
      `third${' '.repeat(199_000)}party`,
      'transfer '.repeat(22_000),
      '. '.repeat(100_000),
      '\n- a'.repeat(50_000),
      'Ab\nCd\n'.repeat(33_000),
      'e.g. '.repeat(40_000),
      `${'x'.repeat(5000)}. `.repeat(39),
      'child under 13 transfer outside '.repeat(6000),
    ];
    for (const text of hostile) {
      const started = performance.now();
      await check(text);
      // A quadratic pattern would need minutes here; the bound is loose for a loaded machine.
      expect(performance.now() - started, JSON.stringify(text.slice(0, 20))).toBeLessThan(5_000);
    }
    const started = performance.now();
    expect((await check('cookie '.repeat(142_857))).covered).toBe(1);
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('holds the 1,000,000-character bound and refuses wrong types', async () => {
    await expectInvalid('privacy-policy-checker', { policy_text: 'a'.repeat(1_000_001) }, 'policy_text: must be at most 1000000 characters');
    await expectInvalid('privacy-policy-checker', { policy_text: 42 }, 'policy_text: must be a string, got an integer');
    await expectInvalid('privacy-policy-checker', {}, 'policy_text: is required');
    await expectInvalid('privacy-policy-checker', { policyText: 'x' }, /policyText: unknown field/);
  });
});
