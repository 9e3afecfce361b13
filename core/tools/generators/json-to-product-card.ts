import { Type } from '@sinclair/typebox';
import { currencyCode, localeTag, priceFormatter } from '../../lib/currency-format.ts';
import { asRecord, optionalNumber, optionalText, optionalTextList, parseJsonDocument, requiredNumber, requiredText } from '../../lib/json-document.ts';
import { cssColor, htmlDocument, markup, safeImageUrl, safeUrl } from '../../lib/markup.ts';
import { readableTextOn, templateField, THEMES, type Template } from '../../lib/markup-themes.ts';
import { closedObject, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * The discount is (original − price) / original, computed on whole minor units of the currency
 * (cents for USD, yen for JPY: ISO 4217 exponents as Intl.NumberFormat reports them), so 129.99 −
 * 79.99 is exactly 50.00 and not 50.000000000000014; the percentage is rounded half up to a whole
 * percent, as shops show it ("-38%"). Prices are formatted by Intl.NumberFormat (ECMA-402) in the
 * ISO 4217 currency and locale given (core/lib/currency-format.ts). Stars: the rating's share of 5,
 * drawn as a clipped row of filled stars over empty ones.
 */

const MAX_BADGES = 6;

interface Product {
  name: string;
  price: number;
  currency: string;
  originalPrice: number | undefined;
  imageUrl: string | undefined;
  description: string | undefined;
  rating: number | undefined;
  reviewsCount: number | undefined;
  badges: string[];
  url: string | undefined;
  ctaText: string;
  accent: ReturnType<typeof cssColor> | undefined;
}

function readProduct(document: unknown): Product {
  const root = asRecord(document, 'json');
  const price = requiredNumber(root, 'price', 'json', { min: 0, max: 1e12 });
  const originalPrice = optionalNumber(root, 'original_price', 'json', { min: 0, max: 1e12 });
  if (originalPrice !== undefined && originalPrice < price) invalid(`json.original_price: ${originalPrice} is below the price ${price}; the original price is the higher one before the discount`);
  const image = optionalText(root, 'image_url', 'json', { max: 2_000 });
  const url = optionalText(root, 'url', 'json', { max: 2_000 });
  const accent = optionalText(root, 'accent_color', 'json', { max: 100 });
  return {
    name: requiredText(root, 'name', 'json', { max: 200 }),
    price,
    currency: currencyCode(optionalText(root, 'currency', 'json', { max: 10 }) ?? 'USD', 'json.currency'),
    originalPrice,
    imageUrl: image === undefined ? undefined : safeImageUrl(image, 'json.image_url'),
    description: optionalText(root, 'description', 'json', { max: 2_000 }),
    rating: optionalNumber(root, 'rating', 'json', { min: 0, max: 5 }),
    reviewsCount: optionalNumber(root, 'reviews_count', 'json', { min: 0, max: 1e12, integer: true }),
    badges: optionalTextList(root, 'badges', 'json', MAX_BADGES, 40),
    url: url === undefined ? undefined : safeUrl(url, 'json.url'),
    ctaText: optionalText(root, 'cta_text', 'json', { max: 60 }) ?? 'View product',
    accent: accent === undefined ? undefined : cssColor(accent, 'json.accent_color'),
  };
}

interface Discount {
  amount: number;
  percent: number;
}

function discountOf(price: number, original: number | undefined, minorDigits: number): Discount | null {
  if (original === undefined) return null;
  const unit = 10 ** minorDigits;
  const priceMinor = Math.round(price * unit);
  const originalMinor = Math.round(original * unit);
  if (originalMinor <= priceMinor) return null;
  const off = originalMinor - priceMinor;
  // Half up on the exact ratio: floor(100 × off / original + 1/2) = floor((200 × off + original) / (2 × original)), in BigInt so no float rounding creeps in.
  const percent = Number((200n * BigInt(off) + BigInt(originalMinor)) / (2n * BigInt(originalMinor)));
  return { amount: off / unit, percent };
}

function stylesheet(template: Template, accent: string, onAccent: string): string {
  const theme = THEMES[template];
  return `body { margin: 0; padding: 32px 16px; background: ${theme.page}; color: ${theme.text}; font-family: ${theme.font}; }
.product-card { max-width: 360px; margin: 0 auto; background: ${theme.surface}; border: 1px solid ${theme.border}; border-radius: ${theme.radius}px; box-shadow: ${theme.shadow}; overflow: hidden; }
.media { position: relative; aspect-ratio: 4 / 3; background: ${theme.border}; }
.media img { display: block; width: 100%; height: 100%; object-fit: cover; }
.discount { position: absolute; top: 12px; left: 12px; padding: 4px 10px; border-radius: 999px; background: #dc2626; color: #ffffff; font-weight: 700; font-size: 14px; }
.content { padding: 20px; }
.badges { display: flex; flex-wrap: wrap; gap: 6px; margin: 0 0 10px; padding: 0; list-style: none; }
.badges li { padding: 2px 8px; border-radius: 4px; border: 1px solid ${accent}; color: ${accent}; font-size: 12px; font-weight: 600; }
.name { margin: 0 0 6px; font-size: 20px; line-height: 1.3; }
.name a { color: inherit; text-decoration: none; }
.rating { display: flex; align-items: center; gap: 6px; margin: 0 0 10px; color: ${theme.muted}; font-size: 14px; }
.stars { position: relative; display: inline-block; font-size: 16px; line-height: 1; letter-spacing: 2px; color: ${theme.border}; }
.stars-filled { position: absolute; top: 0; left: 0; overflow: hidden; white-space: nowrap; color: #f59e0b; }
.description { margin: 0 0 14px; color: ${theme.muted}; line-height: 1.5; }
.prices { display: flex; align-items: baseline; gap: 10px; margin: 0 0 16px; }
.price { font-size: 26px; font-weight: 800; }
.original-price { color: ${theme.muted}; text-decoration: line-through; }
.cta { display: block; text-align: center; padding: 12px 16px; border-radius: ${template === 'minimal' ? 0 : 8}px; background: ${accent}; color: ${onAccent}; font-weight: 700; text-decoration: none; }`;
}

const JSON_SHAPE =
  'A JSON object: {"name" (required), "price" (required, ≥ 0), "currency" (ISO 4217, default USD), "original_price" (≥ price: the discount is computed), ' +
  `"image_url" (http/https), "description", "rating" (0-5), "reviews_count" (a whole number), "badges" (up to ${MAX_BADGES} short strings), ` +
  '"url" (the product page: http, https, mailto or tel), "cta_text" (default "View product"), "accent_color" (#hex, rgb() or rgba())}';

export default defineTool({
  id: 'json-to-product-card',
  name: 'JSON to Product Card',
  category: 'generators',
  description:
    'Builds a product card page (a whole HTML document) from JSON: image, badges, name, star rating with review count, description, price with the original price struck through ' +
    'and the discount computed exactly in the currency\'s minor units, and a call-to-action link. Prices by Intl.NumberFormat in the ISO 4217 currency and locale given; every text escaped, links and colours validated.',
  keywords: ['product card', 'ecommerce card', 'shop item', 'product tile', 'discount badge', 'sale price', 'product listing'],
  mcp: true,
  input: closedObject({
    json: Type.String({ minLength: 1, maxLength: 20_000, description: `${JSON_SHAPE} At most 20,000 characters of JSON.` }),
    template: templateField('card'),
    locale: withDefault(Type.String({ minLength: 2, maxLength: 35, description: 'BCP 47 locale for prices and counts: en-US (default), de-DE, fr-FR, ja-JP…' }), 'en-US'),
  }),
  output: closedObject({
    html: Type.String({ description: 'The card as a whole HTML document' }),
    currency: Type.String({ description: 'The ISO 4217 code used' }),
    price_text: Type.String({ description: 'The price as shown' }),
    original_price_text: Type.Union([Type.String(), Type.Null()], { description: 'The original price as shown, or null' }),
    discount: Type.Union(
      [
        closedObject({
          amount: Type.Number({ description: 'original_price − price, exact to the currency minor unit' }),
          amount_text: Type.String({ description: 'The amount saved as shown' }),
          percent: Type.Integer({ description: 'The discount in whole percent of the original price, rounded half up' }),
        }),
        Type.Null(),
      ],
      { description: 'The discount, or null when there is no original price above the price' },
    ),
  }),
  examples: [
    {
      title: "On sale: the discount computed from the original price",
      input: {"json":"{\"name\": \"Wireless Headphones X2\", \"price\": 79.99, \"original_price\": 129.99, \"currency\": \"USD\", \"image_url\": \"https://example.com/img/headphones.jpg\", \"description\": \"Noise cancelling, 30 h battery, USB-C.\", \"rating\": 4.6, \"reviews_count\": 1287, \"badges\": [\"Bestseller\", \"Free shipping\"], \"url\": \"https://shop.example.com/p/x2\"}"},
      output: {"html":"<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>Wireless Headphones X2</title>\n<style>\nbody { margin: 0; padding: 32px 16px; background: #f3f4f6; color: #111827; font-family: -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif; }\n.product-card { max-width: 360px; margin: 0 auto; background: #ffffff; border: 1px solid #e5e7eb; border-radius: 12px; box-shadow: 0 4px 14px rgba(0, 0, 0, 0.08); overflow: hidden; }\n.media { position: relative; aspect-ratio: 4 / 3; background: #e5e7eb; }\n.media img { display: block; width: 100%; height: 100%; object-fit: cover; }\n.discount { position: absolute; top: 12px; left: 12px; padding: 4px 10px; border-radius: 999px; background: #dc2626; color: #ffffff; font-weight: 700; font-size: 14px; }\n.content { padding: 20px; }\n.badges { display: flex; flex-wrap: wrap; gap: 6px; margin: 0 0 10px; padding: 0; list-style: none; }\n.badges li { padding: 2px 8px; border-radius: 4px; border: 1px solid #2563eb; color: #2563eb; font-size: 12px; font-weight: 600; }\n.name { margin: 0 0 6px; font-size: 20px; line-height: 1.3; }\n.name a { color: inherit; text-decoration: none; }\n.rating { display: flex; align-items: center; gap: 6px; margin: 0 0 10px; color: #4b5563; font-size: 14px; }\n.stars { position: relative; display: inline-block; font-size: 16px; line-height: 1; letter-spacing: 2px; color: #e5e7eb; }\n.stars-filled { position: absolute; top: 0; left: 0; overflow: hidden; white-space: nowrap; color: #f59e0b; }\n.description { margin: 0 0 14px; color: #4b5563; line-height: 1.5; }\n.prices { display: flex; align-items: baseline; gap: 10px; margin: 0 0 16px; }\n.price { font-size: 26px; font-weight: 800; }\n.original-price { color: #4b5563; text-decoration: line-through; }\n.cta { display: block; text-align: center; padding: 12px 16px; border-radius: 8px; background: #2563eb; color: #ffffff; font-weight: 700; text-decoration: none; }\n</style>\n</head>\n<body>\n<article class=\"product-card\">\n<div class=\"media\"><img src=\"https://example.com/img/headphones.jpg\" alt=\"Wireless Headphones X2\"><span class=\"discount\">-38%</span></div>\n<div class=\"content\">\n<ul class=\"badges\"><li>Bestseller</li><li>Free shipping</li></ul>\n<h1 class=\"name\"><a href=\"https://shop.example.com/p/x2\">Wireless Headphones X2</a></h1>\n<div class=\"rating\" role=\"img\" aria-label=\"Rated 4.6 out of 5\"><span class=\"stars\">★★★★★<span class=\"stars-filled\" style=\"width: 92%\">★★★★★</span></span><span>4.6</span><span>(1,287 reviews)</span></div>\n<p class=\"description\">Noise cancelling, 30 h battery, USB-C.</p>\n<div class=\"prices\"><span class=\"price\">$79.99</span><s class=\"original-price\">$129.99</s></div>\n<a class=\"cta\" href=\"https://shop.example.com/p/x2\">View product</a>\n</div>\n</article>\n</body>\n</html>\n","currency":"USD","price_text":"$79.99","original_price_text":"$129.99","discount":{"amount":50,"percent":38,"amount_text":"$50"}},
    },
    {
      title: "Euros in German, dark, no discount",
      input: {"json":"{\"name\": \"Kaffeebohnen 1 kg\", \"price\": 24.9, \"currency\": \"EUR\", \"rating\": 3.5, \"reviews_count\": 1, \"url\": \"https://shop.example.com/kaffee\", \"cta_text\": \"In den Warenkorb\", \"accent_color\": \"#16a34a\"}","template":"dark","locale":"de-DE"},
      output: {"html":"<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>Kaffeebohnen 1 kg</title>\n<style>\nbody { margin: 0; padding: 32px 16px; background: #0f172a; color: #f1f5f9; font-family: -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif; }\n.product-card { max-width: 360px; margin: 0 auto; background: #1e293b; border: 1px solid #334155; border-radius: 12px; box-shadow: 0 4px 14px rgba(0, 0, 0, 0.4); overflow: hidden; }\n.media { position: relative; aspect-ratio: 4 / 3; background: #334155; }\n.media img { display: block; width: 100%; height: 100%; object-fit: cover; }\n.discount { position: absolute; top: 12px; left: 12px; padding: 4px 10px; border-radius: 999px; background: #dc2626; color: #ffffff; font-weight: 700; font-size: 14px; }\n.content { padding: 20px; }\n.badges { display: flex; flex-wrap: wrap; gap: 6px; margin: 0 0 10px; padding: 0; list-style: none; }\n.badges li { padding: 2px 8px; border-radius: 4px; border: 1px solid #16a34a; color: #16a34a; font-size: 12px; font-weight: 600; }\n.name { margin: 0 0 6px; font-size: 20px; line-height: 1.3; }\n.name a { color: inherit; text-decoration: none; }\n.rating { display: flex; align-items: center; gap: 6px; margin: 0 0 10px; color: #94a3b8; font-size: 14px; }\n.stars { position: relative; display: inline-block; font-size: 16px; line-height: 1; letter-spacing: 2px; color: #334155; }\n.stars-filled { position: absolute; top: 0; left: 0; overflow: hidden; white-space: nowrap; color: #f59e0b; }\n.description { margin: 0 0 14px; color: #94a3b8; line-height: 1.5; }\n.prices { display: flex; align-items: baseline; gap: 10px; margin: 0 0 16px; }\n.price { font-size: 26px; font-weight: 800; }\n.original-price { color: #94a3b8; text-decoration: line-through; }\n.cta { display: block; text-align: center; padding: 12px 16px; border-radius: 8px; background: #16a34a; color: #111111; font-weight: 700; text-decoration: none; }\n</style>\n</head>\n<body>\n<article class=\"product-card\">\n\n<div class=\"content\">\n\n<h1 class=\"name\"><a href=\"https://shop.example.com/kaffee\">Kaffeebohnen 1 kg</a></h1>\n<div class=\"rating\" role=\"img\" aria-label=\"Rated 3.5 out of 5\"><span class=\"stars\">★★★★★<span class=\"stars-filled\" style=\"width: 70%\">★★★★★</span></span><span>3,5</span><span>(1 review)</span></div>\n\n<div class=\"prices\"><span class=\"price\">24,90 €</span></div>\n<a class=\"cta\" href=\"https://shop.example.com/kaffee\">In den Warenkorb</a>\n</div>\n</article>\n</body>\n</html>\n","currency":"EUR","price_text":"24,90 €","original_price_text":null,"discount":null},
    },
    {
      title: "Yen, minimal: a third off rounds to 33%",
      input: {"json":"{\"name\": \"Ceramic mug\", \"price\": 2000, \"original_price\": 3000, \"currency\": \"JPY\"}","template":"minimal","locale":"ja-JP"},
      output: {"html":"<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>Ceramic mug</title>\n<style>\nbody { margin: 0; padding: 32px 16px; background: #ffffff; color: #000000; font-family: -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif; }\n.product-card { max-width: 360px; margin: 0 auto; background: #ffffff; border: 1px solid #d4d4d4; border-radius: 0px; box-shadow: none; overflow: hidden; }\n.media { position: relative; aspect-ratio: 4 / 3; background: #d4d4d4; }\n.media img { display: block; width: 100%; height: 100%; object-fit: cover; }\n.discount { position: absolute; top: 12px; left: 12px; padding: 4px 10px; border-radius: 999px; background: #dc2626; color: #ffffff; font-weight: 700; font-size: 14px; }\n.content { padding: 20px; }\n.badges { display: flex; flex-wrap: wrap; gap: 6px; margin: 0 0 10px; padding: 0; list-style: none; }\n.badges li { padding: 2px 8px; border-radius: 4px; border: 1px solid #000000; color: #000000; font-size: 12px; font-weight: 600; }\n.name { margin: 0 0 6px; font-size: 20px; line-height: 1.3; }\n.name a { color: inherit; text-decoration: none; }\n.rating { display: flex; align-items: center; gap: 6px; margin: 0 0 10px; color: #555555; font-size: 14px; }\n.stars { position: relative; display: inline-block; font-size: 16px; line-height: 1; letter-spacing: 2px; color: #d4d4d4; }\n.stars-filled { position: absolute; top: 0; left: 0; overflow: hidden; white-space: nowrap; color: #f59e0b; }\n.description { margin: 0 0 14px; color: #555555; line-height: 1.5; }\n.prices { display: flex; align-items: baseline; gap: 10px; margin: 0 0 16px; }\n.price { font-size: 26px; font-weight: 800; }\n.original-price { color: #555555; text-decoration: line-through; }\n.cta { display: block; text-align: center; padding: 12px 16px; border-radius: 0px; background: #000000; color: #ffffff; font-weight: 700; text-decoration: none; }\n</style>\n</head>\n<body>\n<article class=\"product-card\">\n<div class=\"media\"><span class=\"discount\">-33%</span></div>\n<div class=\"content\">\n\n<h1 class=\"name\">Ceramic mug</h1>\n\n\n<div class=\"prices\"><span class=\"price\">￥2,000</span><s class=\"original-price\">￥3,000</s></div>\n\n</div>\n</article>\n</body>\n</html>\n","currency":"JPY","price_text":"￥2,000","original_price_text":"￥3,000","discount":{"amount":1000,"percent":33,"amount_text":"￥1,000"}},
    },
  ],
  run({ json, template, locale }) {
    const tag = localeTag(locale, 'locale');
    const product = readProduct(parseJsonDocument(json));
    const format = priceFormatter(product.currency, tag);
    const digits = new Intl.NumberFormat(tag, { style: 'currency', currency: product.currency }).resolvedOptions().maximumFractionDigits ?? 2;
    const discount = discountOf(product.price, product.originalPrice, digits);
    const accent = product.accent ?? cssColor(THEMES[template].accent, 'template');
    const priceText = format(product.price);
    const originalText = product.originalPrice === undefined ? null : format(product.originalPrice);

    const image = product.imageUrl === undefined ? null : markup`<img src="${product.imageUrl}" alt="${product.name}">`;
    const media = image === null && discount === null ? null : markup`<div class="media">${image}${discount === null || discount.percent === 0 ? null : markup`<span class="discount">-${discount.percent}%</span>`}</div>`;
    const count = product.reviewsCount === undefined ? null : new Intl.NumberFormat(tag).format(product.reviewsCount);
    const rating =
      product.rating === undefined
        ? null
        : markup`<div class="rating" role="img" aria-label="${`Rated ${product.rating} out of 5`}"><span class="stars">★★★★★<span class="stars-filled" style="${`width: ${Math.round((product.rating / 5) * 1000) / 10}%`}">★★★★★</span></span><span>${new Intl.NumberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(product.rating)}</span>${
            count === null ? null : markup`<span>(${count} ${product.reviewsCount === 1 ? 'review' : 'reviews'})</span>`
          }</div>`;
    const body = markup`<article class="product-card">
${media}
<div class="content">
${product.badges.length === 0 ? null : markup`<ul class="badges">${product.badges.map((badge) => markup`<li>${badge}</li>`)}</ul>`}
<h1 class="name">${product.url === undefined ? product.name : markup`<a href="${product.url}">${product.name}</a>`}</h1>
${rating}
${product.description === undefined ? null : markup`<p class="description">${product.description}</p>`}
<div class="prices"><span class="price">${priceText}</span>${originalText === null || discount === null ? null : markup`<s class="original-price">${originalText}</s>`}</div>
${product.url === undefined ? null : markup`<a class="cta" href="${product.url}">${product.ctaText}</a>`}
</div>
</article>`;
    return {
      html: htmlDocument(product.name, body, stylesheet(template, accent.css, readableTextOn(accent.rgb))),
      currency: product.currency,
      price_text: priceText,
      original_price_text: originalText,
      discount: discount === null ? null : { ...discount, amount_text: format(discount.amount) },
    };
  },
});
