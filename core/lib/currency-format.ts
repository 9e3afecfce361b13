/**
 * Prices for the pricing-table and product-card generators: an ISO 4217 code checked against the
 * currencies the runtime's Intl knows (Intl.supportedValuesOf('currency'), ECMA-402), a BCP 47
 * locale checked by Intl.getCanonicalLocales, and amounts formatted by Intl.NumberFormat with the
 * currency's own minor units (2 for USD, 0 for JPY), dropped when the amount is whole ($19, not
 * $19.00) as price lists write it.
 */
import { invalid } from '../errors.ts';

let known: Set<string> | undefined;

/** `code` upper-cased when it is a currency Intl knows; a 400 naming `field` otherwise. */
export function currencyCode(code: string, field: string): string {
  const upper = code.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(upper)) invalid(`${field}: ${JSON.stringify(code.slice(0, 20))} is not an ISO 4217 code (three letters such as USD, EUR, JPY)`);
  known ??= new Set(Intl.supportedValuesOf('currency'));
  if (!known.has(upper)) invalid(`${field}: ${upper} is not an ISO 4217 currency this runtime knows`);
  return upper;
}

/** A canonical BCP 47 locale tag; a 400 naming `field` when it is malformed. */
export function localeTag(tag: string, field: string): string {
  try {
    const [canonical] = Intl.getCanonicalLocales(tag);
    if (canonical) return canonical;
  } catch {
    // fall through to the 400
  }
  return invalid(`${field}: ${JSON.stringify(tag.slice(0, 40))} is not a BCP 47 language tag (en-US, de-DE, ja-JP…)`);
}

/** A price formatter for `currency` in `locale`: whole amounts without decimals, others with the currency's minor units. */
export function priceFormatter(currency: string, locale: string): (amount: number) => string {
  const full = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const digits = full.resolvedOptions().maximumFractionDigits ?? 2;
  const whole = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 0, maximumFractionDigits: digits });
  return (amount) => {
    const scaled = Math.round(amount * 10 ** digits);
    return scaled % 10 ** digits === 0 ? whole.format(amount) : full.format(amount);
  };
}
