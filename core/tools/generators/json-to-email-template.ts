import { Type } from '@sinclair/typebox';
import { asRecord, optionalText, parseJsonDocument, requiredText, textValue, type JsonRecord } from '../../lib/json-document.ts';
import { cssColor, htmlDocument, markup, safeImageUrl, safeUrl, type Markup } from '../../lib/markup.ts';
import { readableTextOn, templateField, THEMES, type Template } from '../../lib/markup-themes.ts';
import { closedObject } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Email HTML the way clients need it (Campaign Monitor's "Guide to CSS support in email" and
 * caniemail.com: Outlook's Word engine ignores most <style> CSS, Gmail strips <style> in some
 * views): nested role="presentation" tables for layout, every style inline, a 600 px column, the
 * preheader as a hidden first element, and a "bulletproof" button (a padded table cell around the
 * link). The button's text is white or near-black, whichever has the higher WCAG 2.1 contrast
 * ratio on the brand colour.
 */

const MAX_PARAGRAPHS = 50;

/** A style attribute from a property list; every value is a constant of ours or a colour from cssColor. */
const css = (properties: Record<string, string | number>): string =>
  Object.entries(properties)
    .map(([name, value]) => `${name}:${typeof value === 'number' ? `${value}px` : value}`)
    .join(';');

interface Email {
  subject: string;
  preheader?: string;
  heading?: string;
  paragraphs: string[];
  button?: { text: string; url: string };
  footer?: string;
  logoUrl?: string;
  brandName?: string;
  brandColor?: ReturnType<typeof cssColor>;
  unsubscribeUrl?: string;
}

function paragraphsOf(record: JsonRecord): string[] {
  const value = Object.hasOwn(record, 'body') ? record.body : undefined;
  if (value === undefined || value === null) return [];
  if (typeof value === 'string') {
    const text = textValue(value, 'json.body', { max: 20_000 }) ?? '';
    // A blank line separates paragraphs, as in plain-text mail.
    return text.split(/\r?\n[ \t]*\r?\n/).map((part) => part.trim()).filter((part) => part !== '');
  }
  if (!Array.isArray(value)) invalid('json.body: expected a string or an array of paragraphs');
  if (value.length > MAX_PARAGRAPHS) invalid(`json.body: ${value.length} paragraphs, more than the ${MAX_PARAGRAPHS} allowed`);
  return value.flatMap((item, index) => {
    const text = textValue(item, `json.body[${index}]`, { max: 5_000 });
    return text === undefined ? [] : [text];
  });
}

function readEmail(document: unknown): Email {
  const root = asRecord(document, 'json');
  const email: Email = { subject: requiredText(root, 'subject', 'json', { max: 200 }), paragraphs: paragraphsOf(root) };
  const preheader = optionalText(root, 'preheader', 'json', { max: 250 });
  if (preheader !== undefined) email.preheader = preheader;
  const heading = optionalText(root, 'heading', 'json', { max: 200 });
  if (heading !== undefined) email.heading = heading;
  if (Object.hasOwn(root, 'button') && root.button !== null && root.button !== undefined) {
    const button = asRecord(root.button, 'json.button');
    email.button = {
      text: requiredText(button, 'text', 'json.button', { max: 80 }),
      url: safeUrl(requiredText(button, 'url', 'json.button', { max: 2_000 }), 'json.button.url'),
    };
  }
  const footer = optionalText(root, 'footer', 'json', { max: 2_000 });
  if (footer !== undefined) email.footer = footer;
  const logo = optionalText(root, 'logo_url', 'json', { max: 2_000 });
  if (logo !== undefined) email.logoUrl = safeImageUrl(logo, 'json.logo_url');
  const brandName = optionalText(root, 'brand_name', 'json', { max: 100 });
  if (brandName !== undefined) email.brandName = brandName;
  const color = optionalText(root, 'brand_color', 'json', { max: 100 });
  if (color !== undefined) email.brandColor = cssColor(color, 'json.brand_color');
  const unsubscribe = optionalText(root, 'unsubscribe_url', 'json', { max: 2_000 });
  if (unsubscribe !== undefined) email.unsubscribeUrl = safeUrl(unsubscribe, 'json.unsubscribe_url');
  if (email.heading === undefined && email.paragraphs.length === 0 && email.button === undefined) invalid('json: give at least a heading, a body or a button');
  return email;
}

/** Lines of one paragraph joined with <br> (a single newline is a line break, not a new paragraph). */
const withBreaks = (text: string): Markup[] => text.split(/\r?\n/).map((line, index) => (index === 0 ? markup`${line}` : markup`<br>${line}`));

function renderHtml(email: Email, template: Template): string {
  const theme = THEMES[template];
  const brand = email.brandColor?.css ?? theme.accent;
  const onBrand = readableTextOn(email.brandColor?.rgb ?? cssColor(theme.accent, 'template').rgb);
  const font = theme.font;
  const banded = template !== 'minimal';
  const headerText = banded ? onBrand : theme.text;

  const header =
    email.logoUrl !== undefined
      ? markup`<img src="${email.logoUrl}" alt="${email.brandName ?? ''}" height="40" style="${css({ display: 'block', height: 40, border: 0, outline: 'none' })}">`
      : email.brandName !== undefined
        ? markup`<span style="${css({ 'font-family': font, 'font-size': 20, 'font-weight': '700', color: headerText })}">${email.brandName}</span>`
        : null;
  const headerRow =
    header === null
      ? null
      : markup`<tr><td style="${css({ padding: '24px 32px', 'background-color': banded ? brand : theme.surface, ...(banded ? {} : { 'border-bottom': `1px solid ${theme.border}` }) })}">${header}</td></tr>`;

  const heading = email.heading === undefined ? null : markup`<h1 style="${css({ margin: '0 0 16px', 'font-family': font, 'font-size': 24, 'line-height': '32px', color: theme.text })}">${email.heading}</h1>`;
  const paragraphs = email.paragraphs.map((text) => markup`<p style="${css({ margin: '0 0 16px', 'font-family': font, 'font-size': 16, 'line-height': '24px', color: theme.text })}">${withBreaks(text)}</p>`);
  const button =
    email.button === undefined
      ? null
      : markup`<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="${css({ margin: '8px 0 16px' })}"><tr><td style="${css({ 'background-color': brand, 'border-radius': template === 'minimal' ? 0 : 6 })}"><a href="${email.button.url}" style="${css({ display: 'inline-block', padding: '12px 24px', 'font-family': font, 'font-size': 16, 'font-weight': '700', color: onBrand, 'text-decoration': 'none' })}">${email.button.text}</a></td></tr></table>`;

  const footerParts = [
    email.footer === undefined ? null : markup`${withBreaks(email.footer)}`,
    email.unsubscribeUrl === undefined ? null : markup`<a href="${email.unsubscribeUrl}" style="${css({ color: theme.muted, 'text-decoration': 'underline' })}">Unsubscribe</a>`,
  ].filter((part): part is Markup => part !== null);
  const footer =
    footerParts.length === 0
      ? null
      : markup`<tr><td style="${css({ padding: '16px 32px 24px', 'font-family': font, 'font-size': 12, 'line-height': '18px', color: theme.muted, 'border-top': `1px solid ${theme.border}` })}">${footerParts.map((part, index) => (index === 0 ? part : markup`<br><br>${part}`))}</td></tr>`;

  const preheader =
    email.preheader === undefined
      ? null
      : markup`<div style="${css({ display: 'none', 'max-height': 0, overflow: 'hidden', 'mso-hide': 'all', 'font-size': 1, 'line-height': '1px', color: theme.page, opacity: '0' })}">${email.preheader}</div>`;

  const card = css({ width: '100%', 'max-width': 600, 'background-color': theme.surface, 'border-radius': theme.radius, overflow: 'hidden', ...(template === 'minimal' ? { border: `1px solid ${theme.border}` } : {}) });
  const body = markup`${preheader}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="${css({ 'background-color': theme.page })}">
<tr><td align="center" style="${css({ padding: '24px 12px' })}">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="${card}">
${headerRow}
<tr><td style="${css({ padding: '32px' })}">${heading}${paragraphs}${button}</td></tr>
${footer}
</table>
</td></tr>
</table>`;
  return htmlDocument(email.subject, body, `body { margin: 0; padding: 0; background-color: ${theme.page}; }`);
}

function renderText(email: Email): string {
  const blocks: string[] = [];
  if (email.heading !== undefined) blocks.push(email.heading);
  blocks.push(...email.paragraphs);
  if (email.button !== undefined) blocks.push(`${email.button.text}: ${email.button.url}`);
  const footer = [email.footer, email.unsubscribeUrl === undefined ? undefined : `Unsubscribe: ${email.unsubscribeUrl}`].filter((part) => part !== undefined);
  if (footer.length > 0) blocks.push(`--\n${footer.join('\n\n')}`);
  return `${blocks.join('\n\n')}\n`;
}

const JSON_SHAPE =
  'A JSON object: {"subject" (required, ≤ 200 chars), "preheader" (inbox preview text, ≤ 250), "heading", ' +
  `"body" (a string whose blank lines separate paragraphs, or an array of up to ${MAX_PARAGRAPHS} paragraph strings; single newlines become line breaks), ` +
  '"button": {"text", "url"}, "footer", "unsubscribe_url", "logo_url" (http/https image), "brand_name" (header text and logo alt), ' +
  '"brand_color" (#rgb, #rrggbb, rgb() or rgba(): header band and button)}. Links must be http, https, mailto or tel. At least a heading, a body or a button.';

export default defineTool({
  id: 'json-to-email-template',
  name: 'JSON to Email Template',
  category: 'generators',
  description:
    'Builds a responsive HTML email from JSON (subject, preheader, heading, paragraphs, a button, footer, logo, brand colour): table layout with inline styles for ' +
    'email clients (Outlook, Gmail), a hidden preheader, a bulletproof button whose text colour is picked by WCAG contrast, plus the plain-text alternative. ' +
    'Every text is escaped, links must be http(s)/mailto/tel, colours are validated.',
  keywords: ['email template', 'html email', 'newsletter', 'transactional email', 'email builder', 'mjml', 'email html'],
  mcp: true,
  input: closedObject({
    json: Type.String({ minLength: 1, maxLength: 40_000, description: `${JSON_SHAPE} At most 40,000 characters of JSON.` }),
    template: templateField('email'),
  }),
  output: closedObject({
    subject: Type.String({ description: 'The subject line, trimmed' }),
    html: Type.String({ description: 'The email as a whole HTML document (table layout, inline styles)' }),
    text: Type.String({ description: 'The plain-text alternative (multipart/alternative text/plain part)' }),
  }),
  examples: [
    {
      title: "Welcome email with logo, brand colour and button",
      input: {"json":"{\"subject\": \"Welcome to Acme, Ada!\", \"preheader\": \"Your account is ready: here is how to get started.\", \"logo_url\": \"https://example.com/logo.png\", \"brand_name\": \"Acme\", \"brand_color\": \"#4F46E5\", \"heading\": \"Welcome aboard, Ada\", \"body\": \"Thanks for signing up. Your workspace is ready.\\n\\nStart by inviting your team:\\nit takes a minute.\", \"button\": {\"text\": \"Open my workspace\", \"url\": \"https://app.example.com/start\"}, \"footer\": \"Acme Inc., 1 Main St, Springfield\", \"unsubscribe_url\": \"https://example.com/unsubscribe?u=42\"}"},
      output: {"subject":"Welcome to Acme, Ada!","html":"<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>Welcome to Acme, Ada!</title>\n<style>\nbody { margin: 0; padding: 0; background-color: #f3f4f6; }\n</style>\n</head>\n<body>\n<div style=\"display:none;max-height:0px;overflow:hidden;mso-hide:all;font-size:1px;line-height:1px;color:#f3f4f6;opacity:0\">Your account is ready: here is how to get started.</div>\n<table role=\"presentation\" width=\"100%\" cellpadding=\"0\" cellspacing=\"0\" border=\"0\" style=\"background-color:#f3f4f6\">\n<tr><td align=\"center\" style=\"padding:24px 12px\">\n<table role=\"presentation\" width=\"600\" cellpadding=\"0\" cellspacing=\"0\" border=\"0\" style=\"width:100%;max-width:600px;background-color:#ffffff;border-radius:12px;overflow:hidden\">\n<tr><td style=\"padding:24px 32px;background-color:#4f46e5\"><img src=\"https://example.com/logo.png\" alt=\"Acme\" height=\"40\" style=\"display:block;height:40px;border:0px;outline:none\"></td></tr>\n<tr><td style=\"padding:32px\"><h1 style=\"margin:0 0 16px;font-family:-apple-system, BlinkMacSystemFont, &#39;Segoe UI&#39;, Roboto, Helvetica, Arial, sans-serif;font-size:24px;line-height:32px;color:#111827\">Welcome aboard, Ada</h1><p style=\"margin:0 0 16px;font-family:-apple-system, BlinkMacSystemFont, &#39;Segoe UI&#39;, Roboto, Helvetica, Arial, sans-serif;font-size:16px;line-height:24px;color:#111827\">Thanks for signing up. Your workspace is ready.</p><p style=\"margin:0 0 16px;font-family:-apple-system, BlinkMacSystemFont, &#39;Segoe UI&#39;, Roboto, Helvetica, Arial, sans-serif;font-size:16px;line-height:24px;color:#111827\">Start by inviting your team:<br>it takes a minute.</p><table role=\"presentation\" cellpadding=\"0\" cellspacing=\"0\" border=\"0\" style=\"margin:8px 0 16px\"><tr><td style=\"background-color:#4f46e5;border-radius:6px\"><a href=\"https://app.example.com/start\" style=\"display:inline-block;padding:12px 24px;font-family:-apple-system, BlinkMacSystemFont, &#39;Segoe UI&#39;, Roboto, Helvetica, Arial, sans-serif;font-size:16px;font-weight:700;color:#ffffff;text-decoration:none\">Open my workspace</a></td></tr></table></td></tr>\n<tr><td style=\"padding:16px 32px 24px;font-family:-apple-system, BlinkMacSystemFont, &#39;Segoe UI&#39;, Roboto, Helvetica, Arial, sans-serif;font-size:12px;line-height:18px;color:#4b5563;border-top:1px solid #e5e7eb\">Acme Inc., 1 Main St, Springfield<br><br><a href=\"https://example.com/unsubscribe?u=42\" style=\"color:#4b5563;text-decoration:underline\">Unsubscribe</a></td></tr>\n</table>\n</td></tr>\n</table>\n</body>\n</html>\n","text":"Welcome aboard, Ada\n\nThanks for signing up. Your workspace is ready.\n\nStart by inviting your team:\nit takes a minute.\n\nOpen my workspace: https://app.example.com/start\n\n--\nAcme Inc., 1 Main St, Springfield\n\nUnsubscribe: https://example.com/unsubscribe?u=42\n"},
    },
    {
      title: "Password reset, dark template, paragraphs as an array",
      input: {"json":"{\"subject\": \"Reset your password\", \"brand_name\": \"Tooldeck\", \"brand_color\": \"#FACC15\", \"heading\": \"Reset your password\", \"body\": [\"Someone asked to reset the password of this account.\", \"If it was not you, ignore this email: nothing changes.\"], \"button\": {\"text\": \"Choose a new password\", \"url\": \"https://example.com/reset?token=abc&ttl=3600\"}}","template":"dark"},
      output: {"subject":"Reset your password","html":"<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>Reset your password</title>\n<style>\nbody { margin: 0; padding: 0; background-color: #0f172a; }\n</style>\n</head>\n<body>\n\n<table role=\"presentation\" width=\"100%\" cellpadding=\"0\" cellspacing=\"0\" border=\"0\" style=\"background-color:#0f172a\">\n<tr><td align=\"center\" style=\"padding:24px 12px\">\n<table role=\"presentation\" width=\"600\" cellpadding=\"0\" cellspacing=\"0\" border=\"0\" style=\"width:100%;max-width:600px;background-color:#1e293b;border-radius:12px;overflow:hidden\">\n<tr><td style=\"padding:24px 32px;background-color:#facc15\"><span style=\"font-family:-apple-system, BlinkMacSystemFont, &#39;Segoe UI&#39;, Roboto, Helvetica, Arial, sans-serif;font-size:20px;font-weight:700;color:#111111\">Tooldeck</span></td></tr>\n<tr><td style=\"padding:32px\"><h1 style=\"margin:0 0 16px;font-family:-apple-system, BlinkMacSystemFont, &#39;Segoe UI&#39;, Roboto, Helvetica, Arial, sans-serif;font-size:24px;line-height:32px;color:#f1f5f9\">Reset your password</h1><p style=\"margin:0 0 16px;font-family:-apple-system, BlinkMacSystemFont, &#39;Segoe UI&#39;, Roboto, Helvetica, Arial, sans-serif;font-size:16px;line-height:24px;color:#f1f5f9\">Someone asked to reset the password of this account.</p><p style=\"margin:0 0 16px;font-family:-apple-system, BlinkMacSystemFont, &#39;Segoe UI&#39;, Roboto, Helvetica, Arial, sans-serif;font-size:16px;line-height:24px;color:#f1f5f9\">If it was not you, ignore this email: nothing changes.</p><table role=\"presentation\" cellpadding=\"0\" cellspacing=\"0\" border=\"0\" style=\"margin:8px 0 16px\"><tr><td style=\"background-color:#facc15;border-radius:6px\"><a href=\"https://example.com/reset?token=abc&amp;ttl=3600\" style=\"display:inline-block;padding:12px 24px;font-family:-apple-system, BlinkMacSystemFont, &#39;Segoe UI&#39;, Roboto, Helvetica, Arial, sans-serif;font-size:16px;font-weight:700;color:#111111;text-decoration:none\">Choose a new password</a></td></tr></table></td></tr>\n\n</table>\n</td></tr>\n</table>\n</body>\n</html>\n","text":"Reset your password\n\nSomeone asked to reset the password of this account.\n\nIf it was not you, ignore this email: nothing changes.\n\nChoose a new password: https://example.com/reset?token=abc&ttl=3600\n"},
    },
    {
      title: "Minimal notice without a button",
      input: {"json":"{\"subject\": \"Scheduled maintenance on Sunday\", \"heading\": \"Maintenance window\", \"body\": \"We will upgrade our servers on Sunday 02:00-04:00 UTC. The site may be slow.\", \"footer\": \"Questions? Write to support@example.com\"}","template":"minimal"},
      output: {"subject":"Scheduled maintenance on Sunday","html":"<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>Scheduled maintenance on Sunday</title>\n<style>\nbody { margin: 0; padding: 0; background-color: #ffffff; }\n</style>\n</head>\n<body>\n\n<table role=\"presentation\" width=\"100%\" cellpadding=\"0\" cellspacing=\"0\" border=\"0\" style=\"background-color:#ffffff\">\n<tr><td align=\"center\" style=\"padding:24px 12px\">\n<table role=\"presentation\" width=\"600\" cellpadding=\"0\" cellspacing=\"0\" border=\"0\" style=\"width:100%;max-width:600px;background-color:#ffffff;border-radius:0px;overflow:hidden;border:1px solid #d4d4d4\">\n\n<tr><td style=\"padding:32px\"><h1 style=\"margin:0 0 16px;font-family:-apple-system, BlinkMacSystemFont, &#39;Segoe UI&#39;, Roboto, Helvetica, Arial, sans-serif;font-size:24px;line-height:32px;color:#000000\">Maintenance window</h1><p style=\"margin:0 0 16px;font-family:-apple-system, BlinkMacSystemFont, &#39;Segoe UI&#39;, Roboto, Helvetica, Arial, sans-serif;font-size:16px;line-height:24px;color:#000000\">We will upgrade our servers on Sunday 02:00-04:00 UTC. The site may be slow.</p></td></tr>\n<tr><td style=\"padding:16px 32px 24px;font-family:-apple-system, BlinkMacSystemFont, &#39;Segoe UI&#39;, Roboto, Helvetica, Arial, sans-serif;font-size:12px;line-height:18px;color:#555555;border-top:1px solid #d4d4d4\">Questions? Write to support@example.com</td></tr>\n</table>\n</td></tr>\n</table>\n</body>\n</html>\n","text":"Maintenance window\n\nWe will upgrade our servers on Sunday 02:00-04:00 UTC. The site may be slow.\n\n--\nQuestions? Write to support@example.com\n"},
    },
  ],
  run({ json, template }) {
    const email = readEmail(parseJsonDocument(json));
    return { subject: email.subject, html: renderHtml(email, template), text: renderText(email) };
  },
});
