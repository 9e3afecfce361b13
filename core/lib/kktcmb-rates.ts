/**
 * Reads the daily rates XML of the Central Bank of the TRNC (KKTC Merkez Bankası), as published at
 * https://mb.gov.ct.tr/kur/gunluk.xml (and per day at /kur/tarih/YYYYMMDD, since 09/04/2011):
 *
 *   <KKTCMB_Doviz_Kurlari>
 *     <Kur_Tarihi>02/01/2024</Kur_Tarihi>  <Duyuru_No>2023/251</Duyuru_No>
 *     <Gecerli_Tarih_Araligi>30/12/2023 - 02/01/2024</Gecerli_Tarih_Araligi>   (or a single date)
 *     <Resmi_Kurlar><Resmi_Kur>
 *       <Birim>100</Birim> <Sembol>JPY</Sembol> <Isim>JAPON YENİ</Isim>
 *       <Doviz_Alis>…</Doviz_Alis> <Doviz_Satis>…</Doviz_Satis> <Efektif_Alis>…</Efektif_Alis> <Efektif_Satis>…</Efektif_Satis>
 *     </Resmi_Kur>…</Resmi_Kurlar>
 *     <Capraz_Kurlar><Capraz_Kur><Sembol_From>USD</Sembol_From> <Capraz_Kur_Deger>1.4669</Capraz_Kur_Deger> <Sembol_To>AUD</Sembol_To>…
 *   </KKTCMB_Doviz_Kurlari>
 *
 * Rates are Turkish lira for `Birim` units (100 for JPY). Doviz = forex (transfers), Efektif =
 * banknotes (cash); Alis = the bank buys, Satis = the bank sells. Anything off this shape is
 * refused with a reason (the caller turns it into UPSTREAM_UNAVAILABLE): a body we cannot read is
 * the source failing, never rates made up.
 */
import { lazy } from './lazy.ts';
import { div, parseDecimal, rational, toNumber } from './rational.ts';

export interface KktcmbRate {
  code: string;
  name: string;
  /** How many units of the currency the bank quotes for (1, or 100 for JPY). */
  unit: number;
  /** Turkish lira for ONE unit of the currency (the published figure ÷ unit). */
  forex_buying: number;
  forex_selling: number;
  banknote_buying: number | null;
  banknote_selling: number | null;
}

export interface KktcmbCrossRate {
  from: string;
  to: string;
  /** Units of `to` for one unit of `from`. */
  rate: number;
}

export interface KktcmbDay {
  /** Kur_Tarihi as YYYY-MM-DD. */
  date: string;
  announcement_no: string | null;
  valid_from: string | null;
  valid_to: string | null;
  rates: KktcmbRate[];
  cross_rates: KktcmbCrossRate[];
}

/** Why a body is not the bank's rates. */
export class UnreadableRates extends Error {}

const loadParser = lazy(() => import('fast-xml-parser'));

/**
 * The published file is about 6,600 characters (12 currencies). Fifteen times that leaves room for
 * growth while bounding the parse on the event loop (fast-xml-parser: a few ms per 100 KB unloaded).
 */
const MAX_BODY_CHARS = 100_000;
const CODE = /^[A-Z]{3}$/;
const AMOUNT = /^\d{1,12}(?:\.\d{1,12})?$/;

const fail = (reason: string): never => {
  throw new UnreadableRates(reason);
};

/** The trimmed text of a child element, or undefined when it is absent or not plain text. */
function text(node: unknown, name: string): string | undefined {
  if (typeof node !== 'object' || node === null || !Object.hasOwn(node, name)) return undefined;
  const value = (node as Record<string, unknown>)[name];
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : undefined;
}

/** DD/MM/YYYY → YYYY-MM-DD, or undefined when it is not a real date. */
function isoDate(value: string | undefined): string | undefined {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value ?? '');
  if (!match) return undefined;
  const [, day, month, year] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCDate() !== Number(day) || date.getUTCMonth() !== Number(month) - 1) return undefined;
  return `${year}-${month}-${day}`;
}

function amount(node: unknown, name: string, unit: bigint, where: string): number {
  const raw = text(node, name);
  if (raw === undefined || !AMOUNT.test(raw)) fail(`${where}: ${name} is not a decimal amount`);
  const value = parseDecimal(raw!)!;
  if (value.n === 0n) fail(`${where}: ${name} is 0`);
  // Exact division, rounded once: 20.74670 / 100 is 0.207467, not 0.20746700000000001.
  return toNumber(div(value, rational(unit)));
}

function optionalAmount(node: unknown, name: string, unit: bigint, where: string): number | null {
  const raw = text(node, name);
  return raw === undefined || raw === '' ? null : amount(node, name, unit, where);
}

function list(node: unknown, name: string): unknown[] {
  if (typeof node !== 'object' || node === null || !Object.hasOwn(node, name)) return [];
  const value = (node as Record<string, unknown>)[name];
  return Array.isArray(value) ? value : [];
}

function readRate(node: unknown, index: number): KktcmbRate {
  const where = `rate ${index + 1}`;
  const code = text(node, 'Sembol') ?? '';
  if (!CODE.test(code)) fail(`${where}: Sembol is not a 3-letter currency code`);
  const unitText = text(node, 'Birim') ?? '';
  if (!/^[1-9]\d{0,5}$/.test(unitText)) fail(`${code}: Birim is not a positive whole number`);
  const unit = BigInt(unitText);
  return {
    code,
    name: text(node, 'Isim') ?? code,
    unit: Number(unit),
    forex_buying: amount(node, 'Doviz_Alis', unit, code),
    forex_selling: amount(node, 'Doviz_Satis', unit, code),
    banknote_buying: optionalAmount(node, 'Efektif_Alis', unit, code),
    banknote_selling: optionalAmount(node, 'Efektif_Satis', unit, code),
  };
}

function readCrossRate(node: unknown): KktcmbCrossRate | undefined {
  const from = text(node, 'Sembol_From') ?? '';
  const to = text(node, 'Sembol_To') ?? '';
  const raw = text(node, 'Capraz_Kur_Deger') ?? '';
  // Cross rates are extras: one the bank leaves odd is skipped, not a reason to refuse the day.
  if (!CODE.test(from) || !CODE.test(to) || !AMOUNT.test(raw)) return undefined;
  const rate = toNumber(parseDecimal(raw)!);
  return rate > 0 ? { from, to, rate } : undefined;
}

/** The day's rates from the bank's XML; throws UnreadableRates saying what is off. */
export async function parseKktcmbRates(xml: string): Promise<KktcmbDay> {
  if (xml.length > MAX_BODY_CHARS) fail(`the body is longer than ${MAX_BODY_CHARS} characters`);
  const { XMLParser, XMLValidator } = await loadParser();
  const validation = XMLValidator.validate(xml);
  if (validation !== true) fail(`the body is not well-formed XML (line ${validation.err.line}: ${validation.err.msg.slice(0, 120)})`);
  let document: unknown;
  try {
    document = new XMLParser({
      ignoreAttributes: true,
      processEntities: false,
      parseTagValue: false,
      ignoreDeclaration: true,
      ignorePiTags: true,
      isArray: (name) => name === 'Resmi_Kur' || name === 'Capraz_Kur',
    }).parse(xml);
  } catch (error) {
    fail(`the XML could not be read (${error instanceof Error ? error.message.slice(0, 120) : 'parser error'})`);
  }
  const root = typeof document === 'object' && document !== null && Object.hasOwn(document, 'KKTCMB_Doviz_Kurlari') ? (document as Record<string, unknown>).KKTCMB_Doviz_Kurlari : undefined;
  if (typeof root !== 'object' || root === null) fail('the root element is not <KKTCMB_Doviz_Kurlari>');
  const date = isoDate(text(root, 'Kur_Tarihi')) ?? fail('<Kur_Tarihi> is missing or not a DD/MM/YYYY date');
  const rates = list((root as Record<string, unknown>).Resmi_Kurlar, 'Resmi_Kur').map(readRate);
  if (rates.length === 0) fail('the body lists no rates (<Resmi_Kur>)');
  const seen = new Set<string>();
  for (const rate of rates) {
    if (seen.has(rate.code)) fail(`${rate.code} is listed twice`);
    seen.add(rate.code);
  }
  const cross = list((root as Record<string, unknown>).Capraz_Kurlar, 'Capraz_Kur')
    .map(readCrossRate)
    .filter((rate): rate is KktcmbCrossRate => rate !== undefined);
  // "30/12/2023 - 02/01/2024" over a weekend or holiday, else one date.
  const [fromText, toText = fromText] = (text(root, 'Gecerli_Tarih_Araligi') ?? '').split(/\s*-\s*/);
  const validFrom = isoDate(fromText);
  const validTo = isoDate(toText);
  const announcement = text(root, 'Duyuru_No');
  return {
    date,
    announcement_no: announcement === undefined || announcement === '' ? null : announcement,
    valid_from: validFrom !== undefined && validTo !== undefined ? validFrom : null,
    valid_to: validFrom !== undefined && validTo !== undefined ? validTo : null,
    rates,
    cross_rates: cross,
  };
}
