import { Type } from '@sinclair/typebox';
import { currencyCode, localeTag, priceFormatter } from '../../lib/currency-format.ts';
import { asRecord, optionalArray, optionalBoolean, optionalNumber, optionalText, parseJsonDocument, requiredText, textValue, type JsonRecord } from '../../lib/json-document.ts';
import { cssColor, htmlDocument, markup, safeUrl, type Markup } from '../../lib/markup.ts';
import { readableTextOn, templateField, THEMES, type Template } from '../../lib/markup-themes.ts';
import { closedObject, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Prices are formatted by Intl.NumberFormat (ECMA-402) in the currency's own minor units, the
 * currency checked against the ISO 4217 codes the runtime knows (core/lib/currency-format.ts).
 * The page is a whole HTML document whose <style> is built only from our constants and colours
 * that went through cssColor(); every text reaches the page through the `markup` tag.
 */

const MAX_PLANS = 6;
const MAX_FEATURES = 30;

interface Feature {
  text: string;
  included: boolean;
}

interface Plan {
  name: string;
  price: number | null;
  priceText: string | undefined;
  period: string | undefined;
  description: string | undefined;
  features: Feature[];
  highlighted: boolean;
  badge: string | undefined;
  cta: { text: string; url: string } | undefined;
}

interface Table {
  currency: string;
  title: string | undefined;
  subtitle: string | undefined;
  accent: ReturnType<typeof cssColor> | undefined;
  plans: Plan[];
}

/** A number (or numeric string) is an amount; other text ("Custom", "Contact us") is shown as written. */
function priceOf(record: JsonRecord, path: string): { price: number | null; text?: string } {
  const value = Object.hasOwn(record, 'price') ? record.price : undefined;
  if (typeof value === 'string' && !/^\s*-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?\s*$/i.test(value)) {
    const text = textValue(value, `${path}.price`, { max: 40 });
    return text === undefined ? { price: null } : { price: null, text };
  }
  const price = optionalNumber(record, 'price', path, { min: 0, max: 1e12 });
  return { price: price ?? null };
}

function featuresOf(record: JsonRecord, path: string): Feature[] {
  return optionalArray(record, 'features', path, MAX_FEATURES).flatMap((item, index): Feature[] => {
    const at = `${path}.features[${index}]`;
    if (typeof item === 'object' && item !== null && !Array.isArray(item)) {
      const feature = asRecord(item, at);
      return [{ text: requiredText(feature, 'text', at, { max: 200 }), included: optionalBoolean(feature, 'included', at) ?? true }];
    }
    const text = textValue(item, at, { max: 200 });
    return text === undefined ? [] : [{ text, included: true }];
  });
}

function readTable(document: unknown): Table {
  const root = asRecord(document, 'json');
  const currency = currencyCode(optionalText(root, 'currency', 'json', { max: 10 }) ?? 'USD', 'json.currency');
  const plans = optionalArray(root, 'plans', 'json', MAX_PLANS + 1);
  if (plans.length === 0) invalid('json.plans: required, 1 to 6 plans');
  if (plans.length > MAX_PLANS) invalid(`json.plans: ${plans.length} plans, more than the ${MAX_PLANS} allowed`);
  const accent = optionalText(root, 'accent_color', 'json', { max: 100 });
  return {
    currency,
    title: optionalText(root, 'title', 'json', { max: 200 }),
    subtitle: optionalText(root, 'subtitle', 'json', { max: 500 }),
    accent: accent === undefined ? undefined : cssColor(accent, 'json.accent_color'),
    plans: plans.map((item, index): Plan => {
      const path = `json.plans[${index}]`;
      const record = asRecord(item, path);
      const { price, text } = priceOf(record, path);
      const highlighted = optionalBoolean(record, 'highlighted', path) ?? false;
      let cta: Plan['cta'];
      if (Object.hasOwn(record, 'cta') && record.cta !== null && record.cta !== undefined) {
        const button = asRecord(record.cta, `${path}.cta`);
        cta = { text: requiredText(button, 'text', `${path}.cta`, { max: 60 }), url: safeUrl(requiredText(button, 'url', `${path}.cta`, { max: 2_000 }), `${path}.cta.url`) };
      }
      return {
        name: requiredText(record, 'name', path, { max: 80 }),
        price,
        priceText: text,
        period: optionalText(record, 'period', path, { max: 30 }),
        description: optionalText(record, 'description', path, { max: 500 }),
        features: featuresOf(record, path),
        highlighted,
        badge: optionalText(record, 'badge', path, { max: 40 }) ?? (highlighted ? 'Most popular' : undefined),
        cta,
      };
    }),
  };
}

function stylesheet(template: Template, accent: string, onAccent: string): string {
  const theme = THEMES[template];
  return `body { margin: 0; padding: 32px 16px; background: ${theme.page}; color: ${theme.text}; font-family: ${theme.font}; }
.pricing { max-width: 1200px; margin: 0 auto; }
.pricing-header { text-align: center; margin-bottom: 32px; }
.pricing-header h1 { margin: 0 0 8px; font-size: 32px; }
.pricing-header p { margin: 0; color: ${theme.muted}; font-size: 18px; }
.plans { display: flex; flex-wrap: wrap; gap: 24px; justify-content: center; align-items: stretch; }
.plan { position: relative; flex: 1 1 240px; max-width: 340px; display: flex; flex-direction: column; padding: 28px 24px; background: ${theme.surface}; border: 1px solid ${theme.border}; border-radius: ${theme.radius}px; box-shadow: ${theme.shadow}; }
.plan.highlighted { border: 2px solid ${accent}; }
.badge { position: absolute; top: -13px; left: 50%; transform: translateX(-50%); padding: 4px 12px; border-radius: 999px; background: ${accent}; color: ${onAccent}; font-size: 12px; font-weight: 700; white-space: nowrap; }
.plan h2 { margin: 0 0 8px; font-size: 20px; }
.price { margin: 8px 0; font-size: 40px; font-weight: 800; line-height: 1.1; }
.period { font-size: 16px; font-weight: 400; color: ${theme.muted}; }
.description { margin: 0 0 16px; color: ${theme.muted}; }
.features { list-style: none; margin: 0 0 24px; padding: 0; flex: 1; }
.features li { padding: 6px 0; border-top: 1px solid ${theme.border}; }
.features li::before { content: "\\2713"; display: inline-block; width: 1.5em; color: ${accent}; font-weight: 700; }
.features li.excluded { color: ${theme.muted}; text-decoration: line-through; }
.features li.excluded::before { content: "\\2717"; color: ${theme.muted}; }
.cta { display: block; text-align: center; padding: 12px 16px; border-radius: ${template === 'minimal' ? 0 : 8}px; border: 2px solid ${accent}; color: ${accent}; font-weight: 700; text-decoration: none; }
.plan.highlighted .cta { background: ${accent}; color: ${onAccent}; }`;
}

function planCard(plan: Plan, format: (amount: number) => string): Markup {
  const price = plan.price !== null ? format(plan.price) : plan.priceText;
  return markup`<div class="${plan.highlighted ? 'plan highlighted' : 'plan'}">
${plan.badge === undefined ? null : markup`<span class="badge">${plan.badge}</span>`}
<h2>${plan.name}</h2>
${price === undefined ? null : markup`<div class="price">${price}${plan.price !== null && plan.period !== undefined ? markup`<span class="period">/${plan.period}</span>` : null}</div>`}
${plan.description === undefined ? null : markup`<p class="description">${plan.description}</p>`}
${plan.features.length === 0 ? null : markup`<ul class="features">${plan.features.map((feature) => (feature.included ? markup`<li>${feature.text}</li>` : markup`<li class="excluded">${feature.text}</li>`))}</ul>`}
${plan.cta === undefined ? null : markup`<a class="cta" href="${plan.cta.url}">${plan.cta.text}</a>`}
</div>`;
}

const JSON_SHAPE =
  'A JSON object: {"currency" (ISO 4217, default USD), "title", "subtitle", "accent_color" (#hex, rgb() or rgba()), ' +
  `"plans": [1-${MAX_PLANS} of {"name" (required), "price" (a number ≥ 0, formatted in the currency; or text such as "Custom", shown as written), "period" ("month" shows as /month), ` +
  `"description", "features": [up to ${MAX_FEATURES} strings, or {"text", "included": false} to show a crossed-out feature], "highlighted" (true/false), "badge" (default "Most popular" on a highlighted plan), ` +
  '"cta": {"text", "url" (http, https, mailto or tel)}}]}';

export default defineTool({
  id: 'json-to-pricing-table',
  name: 'JSON to Pricing Table',
  category: 'generators',
  description:
    'Builds a pricing table page (a whole HTML document with its stylesheet) from JSON plans: name, price, period, description, features, a highlighted plan with a badge, and call-to-action links. ' +
    'Prices are formatted with Intl.NumberFormat in the ISO 4217 currency and locale given (unknown codes are refused); every text is escaped, links and colours validated.',
  keywords: ['pricing page', 'pricing plans', 'price table', 'plans comparison', 'saas pricing', 'subscription tiers', 'pricing cards'],
  mcp: true,
  input: closedObject({
    json: Type.String({ minLength: 1, maxLength: 60_000, description: `${JSON_SHAPE} At most 60,000 characters of JSON.` }),
    template: templateField('pricing table'),
    locale: withDefault(Type.String({ minLength: 2, maxLength: 35, description: 'BCP 47 locale for number formatting: en-US (default), de-DE, fr-FR, ja-JP…' }), 'en-US'),
  }),
  output: closedObject({
    html: Type.String({ description: 'The pricing table as a whole HTML document' }),
    currency: Type.String({ description: 'The ISO 4217 code used' }),
    locale: Type.String({ description: 'The locale used, canonicalised' }),
    plans: Type.Array(
      closedObject({
        name: Type.String(),
        price: Type.Union([Type.Number(), Type.Null()], { description: 'The amount, or null for a text price or none' }),
        price_text: Type.Union([Type.String(), Type.Null()], { description: 'The price as shown (formatted amount or the text given), or null' }),
        highlighted: Type.Boolean(),
      }),
      { description: 'Each plan as read' },
    ),
  }),
  examples: [
    {
      title: "Three SaaS tiers, the middle one highlighted",
      input: {"json":"{\"currency\": \"USD\", \"title\": \"Simple pricing\", \"subtitle\": \"Start free, upgrade when you grow.\", \"plans\": [{\"name\": \"Free\", \"price\": 0, \"period\": \"month\", \"description\": \"For side projects\", \"features\": [\"1 project\", \"Community support\"], \"cta\": {\"text\": \"Start free\", \"url\": \"https://example.com/signup\"}}, {\"name\": \"Pro\", \"price\": 19, \"period\": \"month\", \"description\": \"For growing teams\", \"features\": [\"Unlimited projects\", \"Priority support\", \"SSO\"], \"highlighted\": true, \"cta\": {\"text\": \"Try Pro\", \"url\": \"https://example.com/signup?plan=pro\"}}, {\"name\": \"Enterprise\", \"price\": \"Custom\", \"description\": \"For large organisations\", \"features\": [\"Dedicated manager\", \"99.99% SLA\"], \"cta\": {\"text\": \"Contact sales\", \"url\": \"mailto:sales@example.com\"}}]}"},
      output: {"html":"<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>Simple pricing</title>\n<style>\nbody { margin: 0; padding: 32px 16px; background: #f3f4f6; color: #111827; font-family: -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif; }\n.pricing { max-width: 1200px; margin: 0 auto; }\n.pricing-header { text-align: center; margin-bottom: 32px; }\n.pricing-header h1 { margin: 0 0 8px; font-size: 32px; }\n.pricing-header p { margin: 0; color: #4b5563; font-size: 18px; }\n.plans { display: flex; flex-wrap: wrap; gap: 24px; justify-content: center; align-items: stretch; }\n.plan { position: relative; flex: 1 1 240px; max-width: 340px; display: flex; flex-direction: column; padding: 28px 24px; background: #ffffff; border: 1px solid #e5e7eb; border-radius: 12px; box-shadow: 0 4px 14px rgba(0, 0, 0, 0.08); }\n.plan.highlighted { border: 2px solid #2563eb; }\n.badge { position: absolute; top: -13px; left: 50%; transform: translateX(-50%); padding: 4px 12px; border-radius: 999px; background: #2563eb; color: #ffffff; font-size: 12px; font-weight: 700; white-space: nowrap; }\n.plan h2 { margin: 0 0 8px; font-size: 20px; }\n.price { margin: 8px 0; font-size: 40px; font-weight: 800; line-height: 1.1; }\n.period { font-size: 16px; font-weight: 400; color: #4b5563; }\n.description { margin: 0 0 16px; color: #4b5563; }\n.features { list-style: none; margin: 0 0 24px; padding: 0; flex: 1; }\n.features li { padding: 6px 0; border-top: 1px solid #e5e7eb; }\n.features li::before { content: \"\\2713\"; display: inline-block; width: 1.5em; color: #2563eb; font-weight: 700; }\n.features li.excluded { color: #4b5563; text-decoration: line-through; }\n.features li.excluded::before { content: \"\\2717\"; color: #4b5563; }\n.cta { display: block; text-align: center; padding: 12px 16px; border-radius: 8px; border: 2px solid #2563eb; color: #2563eb; font-weight: 700; text-decoration: none; }\n.plan.highlighted .cta { background: #2563eb; color: #ffffff; }\n</style>\n</head>\n<body>\n<main class=\"pricing\">\n<header class=\"pricing-header\"><h1>Simple pricing</h1><p>Start free, upgrade when you grow.</p></header>\n<div class=\"plans\">\n<div class=\"plan\">\n\n<h2>Free</h2>\n<div class=\"price\">$0<span class=\"period\">/month</span></div>\n<p class=\"description\">For side projects</p>\n<ul class=\"features\"><li>1 project</li><li>Community support</li></ul>\n<a class=\"cta\" href=\"https://example.com/signup\">Start free</a>\n</div><div class=\"plan highlighted\">\n<span class=\"badge\">Most popular</span>\n<h2>Pro</h2>\n<div class=\"price\">$19<span class=\"period\">/month</span></div>\n<p class=\"description\">For growing teams</p>\n<ul class=\"features\"><li>Unlimited projects</li><li>Priority support</li><li>SSO</li></ul>\n<a class=\"cta\" href=\"https://example.com/signup?plan=pro\">Try Pro</a>\n</div><div class=\"plan\">\n\n<h2>Enterprise</h2>\n<div class=\"price\">Custom</div>\n<p class=\"description\">For large organisations</p>\n<ul class=\"features\"><li>Dedicated manager</li><li>99.99% SLA</li></ul>\n<a class=\"cta\" href=\"mailto:sales@example.com\">Contact sales</a>\n</div>\n</div>\n</main>\n</body>\n</html>\n","currency":"USD","locale":"en-US","plans":[{"name":"Free","price":0,"price_text":"$0","highlighted":false},{"name":"Pro","price":19,"price_text":"$19","highlighted":true},{"name":"Enterprise","price":null,"price_text":"Custom","highlighted":false}]},
    },
    {
      title: "Euros in German, dark, with a crossed-out feature",
      input: {"json":"{\"currency\": \"eur\", \"title\": \"Tarife\", \"plans\": [{\"name\": \"Basis\", \"price\": 9.5, \"period\": \"Monat\", \"features\": [\"5 Nutzer\", {\"text\": \"API-Zugang\", \"included\": false}]}, {\"name\": \"Team\", \"price\": 1249.99, \"period\": \"Jahr\", \"features\": [\"50 Nutzer\", {\"text\": \"API-Zugang\", \"included\": true}], \"highlighted\": true, \"badge\": \"Beliebt\"}]}","template":"dark","locale":"de-DE"},
      output: {"html":"<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>Tarife</title>\n<style>\nbody { margin: 0; padding: 32px 16px; background: #0f172a; color: #f1f5f9; font-family: -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif; }\n.pricing { max-width: 1200px; margin: 0 auto; }\n.pricing-header { text-align: center; margin-bottom: 32px; }\n.pricing-header h1 { margin: 0 0 8px; font-size: 32px; }\n.pricing-header p { margin: 0; color: #94a3b8; font-size: 18px; }\n.plans { display: flex; flex-wrap: wrap; gap: 24px; justify-content: center; align-items: stretch; }\n.plan { position: relative; flex: 1 1 240px; max-width: 340px; display: flex; flex-direction: column; padding: 28px 24px; background: #1e293b; border: 1px solid #334155; border-radius: 12px; box-shadow: 0 4px 14px rgba(0, 0, 0, 0.4); }\n.plan.highlighted { border: 2px solid #38bdf8; }\n.badge { position: absolute; top: -13px; left: 50%; transform: translateX(-50%); padding: 4px 12px; border-radius: 999px; background: #38bdf8; color: #111111; font-size: 12px; font-weight: 700; white-space: nowrap; }\n.plan h2 { margin: 0 0 8px; font-size: 20px; }\n.price { margin: 8px 0; font-size: 40px; font-weight: 800; line-height: 1.1; }\n.period { font-size: 16px; font-weight: 400; color: #94a3b8; }\n.description { margin: 0 0 16px; color: #94a3b8; }\n.features { list-style: none; margin: 0 0 24px; padding: 0; flex: 1; }\n.features li { padding: 6px 0; border-top: 1px solid #334155; }\n.features li::before { content: \"\\2713\"; display: inline-block; width: 1.5em; color: #38bdf8; font-weight: 700; }\n.features li.excluded { color: #94a3b8; text-decoration: line-through; }\n.features li.excluded::before { content: \"\\2717\"; color: #94a3b8; }\n.cta { display: block; text-align: center; padding: 12px 16px; border-radius: 8px; border: 2px solid #38bdf8; color: #38bdf8; font-weight: 700; text-decoration: none; }\n.plan.highlighted .cta { background: #38bdf8; color: #111111; }\n</style>\n</head>\n<body>\n<main class=\"pricing\">\n<header class=\"pricing-header\"><h1>Tarife</h1></header>\n<div class=\"plans\">\n<div class=\"plan\">\n\n<h2>Basis</h2>\n<div class=\"price\">9,50 €<span class=\"period\">/Monat</span></div>\n\n<ul class=\"features\"><li>5 Nutzer</li><li class=\"excluded\">API-Zugang</li></ul>\n\n</div><div class=\"plan highlighted\">\n<span class=\"badge\">Beliebt</span>\n<h2>Team</h2>\n<div class=\"price\">1.249,99 €<span class=\"period\">/Jahr</span></div>\n\n<ul class=\"features\"><li>50 Nutzer</li><li>API-Zugang</li></ul>\n\n</div>\n</div>\n</main>\n</body>\n</html>\n","currency":"EUR","locale":"de-DE","plans":[{"name":"Basis","price":9.5,"price_text":"9,50 €","highlighted":false},{"name":"Team","price":1249.99,"price_text":"1.249,99 €","highlighted":true}]},
    },
    {
      title: "Yen (no minor units), minimal",
      input: {"json":"{\"currency\": \"JPY\", \"plans\": [{\"name\": \"Standard\", \"price\": 1200, \"period\": \"month\"}, {\"name\": \"Premium\", \"price\": 3480.4, \"period\": \"month\", \"highlighted\": true}]}","template":"minimal","locale":"ja-JP"},
      output: {"html":"<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>Pricing</title>\n<style>\nbody { margin: 0; padding: 32px 16px; background: #ffffff; color: #000000; font-family: -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif; }\n.pricing { max-width: 1200px; margin: 0 auto; }\n.pricing-header { text-align: center; margin-bottom: 32px; }\n.pricing-header h1 { margin: 0 0 8px; font-size: 32px; }\n.pricing-header p { margin: 0; color: #555555; font-size: 18px; }\n.plans { display: flex; flex-wrap: wrap; gap: 24px; justify-content: center; align-items: stretch; }\n.plan { position: relative; flex: 1 1 240px; max-width: 340px; display: flex; flex-direction: column; padding: 28px 24px; background: #ffffff; border: 1px solid #d4d4d4; border-radius: 0px; box-shadow: none; }\n.plan.highlighted { border: 2px solid #000000; }\n.badge { position: absolute; top: -13px; left: 50%; transform: translateX(-50%); padding: 4px 12px; border-radius: 999px; background: #000000; color: #ffffff; font-size: 12px; font-weight: 700; white-space: nowrap; }\n.plan h2 { margin: 0 0 8px; font-size: 20px; }\n.price { margin: 8px 0; font-size: 40px; font-weight: 800; line-height: 1.1; }\n.period { font-size: 16px; font-weight: 400; color: #555555; }\n.description { margin: 0 0 16px; color: #555555; }\n.features { list-style: none; margin: 0 0 24px; padding: 0; flex: 1; }\n.features li { padding: 6px 0; border-top: 1px solid #d4d4d4; }\n.features li::before { content: \"\\2713\"; display: inline-block; width: 1.5em; color: #000000; font-weight: 700; }\n.features li.excluded { color: #555555; text-decoration: line-through; }\n.features li.excluded::before { content: \"\\2717\"; color: #555555; }\n.cta { display: block; text-align: center; padding: 12px 16px; border-radius: 0px; border: 2px solid #000000; color: #000000; font-weight: 700; text-decoration: none; }\n.plan.highlighted .cta { background: #000000; color: #ffffff; }\n</style>\n</head>\n<body>\n<main class=\"pricing\">\n\n<div class=\"plans\">\n<div class=\"plan\">\n\n<h2>Standard</h2>\n<div class=\"price\">￥1,200<span class=\"period\">/month</span></div>\n\n\n\n</div><div class=\"plan highlighted\">\n<span class=\"badge\">Most popular</span>\n<h2>Premium</h2>\n<div class=\"price\">￥3,480<span class=\"period\">/month</span></div>\n\n\n\n</div>\n</div>\n</main>\n</body>\n</html>\n","currency":"JPY","locale":"ja-JP","plans":[{"name":"Standard","price":1200,"price_text":"￥1,200","highlighted":false},{"name":"Premium","price":3480.4,"price_text":"￥3,480","highlighted":true}]},
    },
  ],
  run({ json, template, locale }) {
    const tag = localeTag(locale, 'locale');
    const table = readTable(parseJsonDocument(json));
    const format = priceFormatter(table.currency, tag);
    const accent = table.accent ?? cssColor(THEMES[template].accent, 'template');
    const header =
      table.title === undefined && table.subtitle === undefined
        ? null
        : markup`<header class="pricing-header">${table.title === undefined ? null : markup`<h1>${table.title}</h1>`}${table.subtitle === undefined ? null : markup`<p>${table.subtitle}</p>`}</header>`;
    const body = markup`<main class="pricing">
${header}
<div class="plans">
${table.plans.map((plan) => planCard(plan, format))}
</div>
</main>`;
    const html = htmlDocument(table.title ?? 'Pricing', body, stylesheet(template, accent.css, readableTextOn(accent.rgb)));
    return {
      html,
      currency: table.currency,
      locale: tag,
      plans: table.plans.map((plan) => ({ name: plan.name, price: plan.price, price_text: plan.price !== null ? format(plan.price) : plan.priceText ?? null, highlighted: plan.highlighted })),
    };
  },
});
