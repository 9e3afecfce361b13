import { Type, type Static } from '@sinclair/typebox';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid, type ToolExample } from '../../tool.ts';
import {
  AWS_LAMBDA,
  CLOUDFLARE_WORKERS,
  DENO_DEPLOY,
  EDGE_PRICING_CHECKED,
  EXCLUDED_PLATFORMS,
  NETLIFY_FUNCTIONS,
  VERCEL_FUNCTIONS,
  type Meter,
  type Tier,
} from './data/edge-pricing.ts';
import { EDGE_COST_EXAMPLES } from './data/edge-cost-examples.ts';

/*
 * Decisions (the spec says "numeric usage fields and plan"):
 * - Usage: requests_per_month, avg_cpu_ms (CPU time per request), avg_duration_ms (wall-clock time,
 *   I/O waits included), memory_mb, bandwidth_gb (egress), kv_reads and kv_writes. Each platform is
 *   billed on the meters its table prices: Cloudflare on requests, CPU ms and KV operations (egress is
 *   free); Vercel on invocations, active CPU hours, provisioned memory GB-hours, edge requests and data
 *   transfer; Netlify in credits for compute GB-hours, bandwidth and web requests; AWS on Lambda requests,
 *   GB-seconds, API Gateway HTTP API requests and data transfer out; Deno Deploy on requests, egress,
 *   CPU hours and memory GB-hours. KV operations are priced only where the platform's own KV is in the
 *   table (Cloudflare).
 * - plan: "all" (default), "free" or "paid" picks which plans are listed. A free plan whose limits the
 *   workload passes is listed as unavailable with the limits exceeded, never given a price.
 * - Memory time is requests × duration × memory (one request per instance): an upper bound where a
 *   platform runs requests concurrently in one instance (Vercel fluid compute, Deno Deploy).
 * - Daily limits (Cloudflare Free) are read as a 30-day month. Lambda bills duration in whole
 *   milliseconds, so the average is rounded up. Netlify's extra credits are bought in whole packs.
 * - Line items show quantity, allowance, rate and the arithmetic; costs are US dollars rounded to
 *   6 decimals per item, the monthly total to cents, computed from unrounded items.
 * - Fastly Compute is not priced: it publishes no per-unit rates (see `excluded`).
 */

const lineItemSchema = closedObject({
  item: Type.String({ description: 'What is billed, e.g. "Requests" or "CPU time"' }),
  quantity: Type.Number({ description: 'The workload\'s amount of it in a month' }),
  unit: Type.String({ description: 'The unit of quantity' }),
  included: Type.Number({ description: 'The plan\'s monthly allowance (0 when none)' }),
  billable: Type.Number({ description: 'The amount above the allowance' }),
  rate: Type.String({ description: 'The published price, e.g. "$0.30 per 1,000,000 requests"' }),
  cost: Type.Number({ description: 'US dollars, 6 decimals' }),
  arithmetic: Type.String({ description: 'How cost was computed' }),
});

const platformSchema = closedObject({
  id: Type.String({ description: 'Plan id, e.g. cloudflare-workers-paid' }),
  platform: Type.String({ description: 'The platform' }),
  plan: Type.String({ description: 'The plan name' }),
  tier: stringEnum(['free', 'paid'], { description: 'Free plan or paid plan' }),
  available: Type.Boolean({ description: 'False when the workload passes a hard limit of the plan' }),
  monthlyCost: Type.Union([Type.Number(), Type.Null()], { description: 'US dollars a month, to the cent; null when unavailable' }),
  lineItems: Type.Array(lineItemSchema, { description: 'The bill, item by item (the plan fee first)' }),
  limitsExceeded: Type.Array(Type.String(), { description: 'The plan limits this workload passes (empty when available)' }),
  notes: Type.Array(Type.String(), { description: 'What the figure assumes or leaves out' }),
  source: Type.String({ description: 'The price page the figures come from' }),
  checked: Type.String({ description: 'When the figures were checked (YYYY-MM)' }),
});

const output = closedObject({
  usage: closedObject(
    {
      requestsPerMonth: Type.Integer({ description: 'Requests a month' }),
      avgCpuMs: Type.Number({ description: 'CPU milliseconds per request' }),
      avgDurationMs: Type.Number({ description: 'Wall-clock milliseconds per request' }),
      memoryMb: Type.Integer({ description: 'Function memory (MB)' }),
      bandwidthGb: Type.Number({ description: 'Egress GB a month' }),
      kvReads: Type.Integer({ description: 'KV reads a month' }),
      kvWrites: Type.Integer({ description: 'KV writes a month' }),
      cpuMsTotal: Type.Number({ description: 'requests × avg_cpu_ms' }),
      cpuHours: Type.Number({ description: 'cpuMsTotal ÷ 3,600,000' }),
      gbSeconds: Type.Number({ description: 'requests × avg_duration_ms ÷ 1000 × memory_mb ÷ 1024' }),
      gbHours: Type.Number({ description: 'gbSeconds ÷ 3600' }),
    },
    { description: 'The workload, and the totals derived from it' },
  ),
  plan: stringEnum(['all', 'free', 'paid'], { description: 'Which plans were priced' }),
  platforms: Type.Array(platformSchema, { description: 'Each plan, cheapest available first; unavailable plans last' }),
  cheapest: Type.Union(
    [
      closedObject({
        id: Type.String({ description: 'Plan id' }),
        name: Type.String({ description: 'Platform and plan' }),
        monthlyCost: Type.Number({ description: 'US dollars a month' }),
      }),
      Type.Null(),
    ],
    { description: 'The cheapest available plan, or null when none is' },
  ),
  excluded: Type.Array(
    closedObject({ platform: Type.String({ description: 'Platform' }), reason: Type.String({ description: 'Why it is not priced' }) }),
    { description: 'Platforms not priced, and why' },
  ),
  checked: Type.String({ description: 'When the price tables were checked (YYYY-MM)' }),
  note: Type.String({ description: 'A reminder that prices are a dated snapshot' }),
});

type Result = Static<typeof output>;
type LineItem = Static<typeof lineItemSchema>;
type PlatformResult = Static<typeof platformSchema>;

interface Usage {
  requests: number;
  cpuMs: number;
  durationMs: number;
  memoryMb: number;
  bandwidthGb: number;
  kvReads: number;
  kvWrites: number;
}

const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

/** 1234567.891 → "1,234,567.891" (at most `decimals` decimals). */
function num(value: number, decimals = 6): string {
  if (!Number.isFinite(value)) return String(value);
  const fixed = round(value, decimals).toFixed(decimals);
  const [whole, fraction] = (fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed).split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction ? `${grouped}.${fraction}` : grouped;
}

/** Dollars with at least 2 decimals: amounts to 6, rates (decimals = 10) as published. */
function usd(value: number, decimals = 6): string {
  const text = num(value, decimals);
  return `$${text.includes('.') ? (text.split('.')[1]!.length < 2 ? `${text}0` : text) : `${text}.00`}`;
}

function fee(name: string, amount: number): LineItem {
  return { item: name, quantity: 1, unit: 'month', included: 0, billable: 1, rate: `${usd(amount)} per month`, cost: amount, arithmetic: `${usd(amount)}` };
}

function meterItem(item: string, quantity: number, unit: string, meter: Meter): LineItem {
  const billable = Math.max(0, quantity - meter.included);
  const cost = (billable / meter.per) * meter.price;
  const perText = meter.per === 1 ? unit.replace(/s$/, '') : `${num(meter.per)} ${unit}`;
  const above = meter.included > 0 ? `(${num(quantity)} − ${num(meter.included)} included)` : num(quantity);
  const arithmetic =
    billable === 0
      ? `${num(quantity)} ${unit} within the ${num(meter.included)} included = $0.00`
      : meter.per === 1
        ? `${above} × ${usd(meter.price, 10)} = ${usd(cost)}`
        : `${above} ÷ ${num(meter.per)} × ${usd(meter.price, 10)} = ${usd(cost)}`;
  return { item, quantity: round(quantity, 6), unit, included: meter.included, billable: round(billable, 6), rate: `${usd(meter.price, 10)} per ${perText}`, cost: round(cost, 6), arithmetic };
}

/**
 * Volume tiers over the units from `included` to `quantity`: tier bounds count the month's total
 * usage, and the free allowance takes the first units (as AWS bills). `scale` converts units to the
 * tier price unit (1e-6 for "per million").
 */
function tiered(included: number, quantity: number, tiers: readonly Tier[], scale = 1): { cost: number; parts: string[] } {
  let cost = 0;
  let floor = 0;
  const parts: string[] = [];
  for (const tier of tiers) {
    const from = Math.max(floor, included);
    const to = Math.min(quantity, tier.upTo);
    if (to > from) {
      const units = (to - from) * scale;
      cost += units * tier.price;
      parts.push(`${num(units)} × ${usd(tier.price, 10)}`);
    }
    floor = tier.upTo;
    if (floor >= quantity) break;
  }
  return { cost, parts };
}

function tieredItem(item: string, quantity: number, unit: string, included: number, tiers: readonly Tier[], rate: string, scale = 1, scaleLabel = ''): LineItem {
  const billable = Math.max(0, quantity - included);
  const { cost, parts } = tiered(included, quantity, tiers, scale);
  const lead = included > 0 ? `(${num(quantity)} − ${num(included)} included)${scaleLabel}` : `${num(quantity)}${scaleLabel}`;
  const arithmetic = billable === 0 ? `${num(quantity)} ${unit} within the ${num(included)} included = $0.00` : `${lead}: ${parts.join(' + ')} = ${usd(cost)}`;
  return { item, quantity: round(quantity, 6), unit, included, billable: round(billable, 6), rate, cost: round(cost, 6), arithmetic };
}

function limitCheck(exceeded: string[], what: string, value: number, limit: number, unit: string): void {
  if (value > limit) exceeded.push(`${what}: ${num(value)} ${unit} is over the plan's ${num(limit)}`);
}

function finish(base: Omit<PlatformResult, 'monthlyCost' | 'available'>, total: number): PlatformResult {
  const available = base.limitsExceeded.length === 0;
  const { id, platform, plan, tier, ...rest } = base;
  return { id, platform, plan, tier, available, monthlyCost: available ? round(total, 2) : null, ...rest };
}

const gbSeconds = (u: Usage) => (u.requests * u.durationMs * u.memoryMb) / 1000 / 1024;
const gbHours = (u: Usage) => gbSeconds(u) / 3600;
const cpuHours = (u: Usage) => (u.requests * u.cpuMs) / 3_600_000;

function cloudflareFree(u: Usage): PlatformResult {
  const f = CLOUDFLARE_WORKERS.free;
  const exceeded: string[] = [];
  limitCheck(exceeded, 'requests', u.requests, f.requestsPerDay * 30, 'a month (100,000 a day × 30)');
  limitCheck(exceeded, 'CPU time per request', u.cpuMs, f.cpuMsPerRequest, 'ms');
  limitCheck(exceeded, 'KV reads', u.kvReads, f.kvReadsPerDay * 30, 'a month (100,000 a day × 30)');
  limitCheck(exceeded, 'KV writes', u.kvWrites, f.kvWritesPerDay * 30, 'a month (1,000 a day × 30)');
  return finish(
    {
      id: 'cloudflare-workers-free',
      platform: 'Cloudflare Workers',
      plan: 'Free',
      tier: 'free',
      lineItems: [fee('Plan', 0)],
      limitsExceeded: exceeded,
      notes: ['Limits are daily (100,000 requests, 10 ms CPU per request, 100,000 KV reads and 1,000 KV writes a day), read here as a 30-day month. No charge for egress.'],
      source: CLOUDFLARE_WORKERS.source,
      checked: CLOUDFLARE_WORKERS.checked,
    },
    0,
  );
}

function cloudflarePaid(u: Usage): PlatformResult {
  const p = CLOUDFLARE_WORKERS.paid;
  const exceeded: string[] = [];
  limitCheck(exceeded, 'CPU time per request', u.cpuMs, p.cpuMsPerRequest, 'ms');
  const items = [
    fee('Workers Paid plan', p.baseMonthly),
    meterItem('Requests', u.requests, 'requests', p.requests),
    meterItem('CPU time', u.requests * u.cpuMs, 'CPU ms', p.cpuMs),
    meterItem('KV reads', u.kvReads, 'reads', p.kvReads),
    meterItem('KV writes', u.kvWrites, 'writes', p.kvWrites),
  ];
  return finish(
    {
      id: 'cloudflare-workers-paid',
      platform: 'Cloudflare Workers',
      plan: 'Paid (Standard)',
      tier: 'paid',
      lineItems: items,
      limitsExceeded: exceeded,
      notes: ['CPU time is billed, not wall-clock time: waiting on I/O is free. No charge for egress (bandwidth_gb costs nothing here).'],
      source: CLOUDFLARE_WORKERS.source,
      checked: CLOUDFLARE_WORKERS.checked,
    },
    items.reduce((sum, item) => sum + item.cost, 0),
  );
}

function vercelHobby(u: Usage): PlatformResult {
  const h = VERCEL_FUNCTIONS.hobby;
  const exceeded: string[] = [];
  limitCheck(exceeded, 'invocations', u.requests, h.invocations, 'a month');
  limitCheck(exceeded, 'active CPU', cpuHours(u), h.activeCpuHours, 'hours a month');
  limitCheck(exceeded, 'provisioned memory', gbHours(u), h.memoryGbHours, 'GB-hours a month');
  limitCheck(exceeded, 'fast data transfer', u.bandwidthGb, h.dataTransferGb, 'GB a month');
  limitCheck(exceeded, 'edge requests', u.requests, h.edgeRequests, 'a month');
  return finish(
    {
      id: 'vercel-hobby',
      platform: 'Vercel Functions',
      plan: 'Hobby',
      tier: 'free',
      lineItems: [fee('Plan', 0)],
      limitsExceeded: exceeded,
      notes: ['Hobby is for personal, non-commercial use; past its allowances projects are paused, not billed.'],
      source: VERCEL_FUNCTIONS.source,
      checked: VERCEL_FUNCTIONS.checked,
    },
    0,
  );
}

function vercelPro(u: Usage): PlatformResult {
  const p = VERCEL_FUNCTIONS.pro;
  const usage = [
    meterItem('Invocations', u.requests, 'invocations', p.invocations),
    meterItem('Active CPU', cpuHours(u), 'CPU-hours', p.activeCpuHours),
    meterItem('Provisioned memory', gbHours(u), 'GB-hours', p.memoryGbHours),
    meterItem('Edge requests', u.requests, 'requests', p.edgeRequests),
    meterItem('Fast data transfer', u.bandwidthGb, 'GB', p.dataTransferGb),
  ];
  const usageTotal = usage.reduce((sum, item) => sum + item.cost, 0);
  const credit = Math.min(p.usageCredit, usageTotal);
  const creditItem: LineItem = {
    item: 'Included usage credit',
    quantity: round(usageTotal, 6),
    unit: 'USD of usage',
    included: p.usageCredit,
    billable: round(Math.max(0, usageTotal - p.usageCredit), 6),
    rate: `up to ${usd(p.usageCredit)} of usage a month`,
    cost: -round(credit, 6),
    arithmetic: `−min(${usd(p.usageCredit)}, ${usd(usageTotal)} of usage) = −${usd(credit)}`,
  };
  return finish(
    {
      id: 'vercel-pro',
      platform: 'Vercel Functions',
      plan: 'Pro (1 seat)',
      tier: 'paid',
      lineItems: [fee('Pro plan, 1 seat', p.baseMonthly), ...usage, creditItem],
      limitsExceeded: [],
      notes: [
        `Fluid compute rates of ${VERCEL_FUNCTIONS.region}; other regions cost more.`,
        'Provisioned memory assumes one request per instance at a time; fluid compute shares an instance among concurrent requests, so the real figure is lower.',
        'Each added seat costs another $20 a month.',
      ],
      source: VERCEL_FUNCTIONS.source,
      checked: VERCEL_FUNCTIONS.checked,
    },
    p.baseMonthly + usageTotal - credit,
  );
}

function netlifyCredits(u: Usage): { items: LineItem[]; credits: number } {
  const c = NETLIFY_FUNCTIONS.credits;
  const compute = gbHours(u) * c.perComputeGbHour;
  const bandwidth = u.bandwidthGb * c.perBandwidthGb;
  const requests = (u.requests / 10_000) * c.perTenThousandRequests;
  const credit = (item: string, quantity: number, unit: string, rate: string, credits: number, arithmetic: string): LineItem => ({
    item,
    quantity: round(quantity, 6),
    unit,
    included: 0,
    billable: round(quantity, 6),
    rate,
    cost: 0,
    arithmetic: `${arithmetic} = ${num(credits)} credits`,
  });
  return {
    items: [
      credit('Compute (credits)', gbHours(u), 'GB-hours', `${c.perComputeGbHour} credits per GB-hour`, compute, `${num(gbHours(u))} × ${c.perComputeGbHour}`),
      credit('Bandwidth (credits)', u.bandwidthGb, 'GB', `${c.perBandwidthGb} credits per GB`, bandwidth, `${num(u.bandwidthGb)} × ${c.perBandwidthGb}`),
      credit('Web requests (credits)', u.requests, 'requests', `${c.perTenThousandRequests} credits per 10,000 requests`, requests, `${num(u.requests)} ÷ 10,000 × ${c.perTenThousandRequests}`),
    ],
    credits: compute + bandwidth + requests,
  };
}

const NETLIFY_NOTES = [
  'Netlify bills usage in credits; each line shows the credits it uses, and the plan\'s monthly credits cover them first.',
  'Production deploys (15 credits each), form submissions and AI inference are not part of this workload.',
];

function netlifyFree(u: Usage): PlatformResult {
  const plan = NETLIFY_FUNCTIONS.free;
  const { items, credits } = netlifyCredits(u);
  const exceeded: string[] = [];
  limitCheck(exceeded, 'credits', round(credits, 6), plan.credits, 'credits a month');
  return finish(
    {
      id: 'netlify-free',
      platform: 'Netlify Functions',
      plan: 'Free',
      tier: 'free',
      lineItems: [fee('Plan', 0), ...items],
      limitsExceeded: exceeded,
      notes: [...NETLIFY_NOTES, 'The Free plan stops at 300 credits: sites are paused until the next month.'],
      source: NETLIFY_FUNCTIONS.source,
      checked: NETLIFY_FUNCTIONS.checked,
    },
    0,
  );
}

function netlifyPaid(u: Usage, id: 'netlify-personal' | 'netlify-pro'): PlatformResult {
  const plan = id === 'netlify-personal' ? NETLIFY_FUNCTIONS.personal : NETLIFY_FUNCTIONS.pro;
  const { items, credits } = netlifyCredits(u);
  const extra = Math.max(0, round(credits, 6) - plan.credits);
  const packs = Math.ceil(extra / plan.pack.credits);
  const packCost = packs * plan.pack.price;
  const packItem: LineItem = {
    item: 'Extra credit packs',
    quantity: round(credits, 6),
    unit: 'credits',
    included: plan.credits,
    billable: round(extra, 6),
    rate: `${usd(plan.pack.price)} per ${num(plan.pack.credits)} credits (auto recharge)`,
    cost: packCost,
    arithmetic:
      extra === 0
        ? `${num(credits)} credits within the ${num(plan.credits)} included = $0.00`
        : `ceil((${num(credits)} − ${num(plan.credits)} included) ÷ ${num(plan.pack.credits)}) = ${packs} packs × ${usd(plan.pack.price)} = ${usd(packCost)}`,
  };
  return finish(
    {
      id,
      platform: 'Netlify Functions',
      plan: id === 'netlify-personal' ? 'Personal' : 'Pro (1 member)',
      tier: 'paid',
      lineItems: [fee(id === 'netlify-personal' ? 'Personal plan' : 'Pro plan, 1 member', plan.baseMonthly), ...items, packItem],
      limitsExceeded: [],
      notes: [...NETLIFY_NOTES, 'Extra credits are bought in whole packs by auto recharge.'],
      source: NETLIFY_FUNCTIONS.source,
      checked: NETLIFY_FUNCTIONS.checked,
    },
    plan.baseMonthly + packCost,
  );
}

function awsLambda(u: Usage): PlatformResult {
  const a = AWS_LAMBDA;
  const billedMs = Math.ceil(u.durationMs);
  const seconds = (u.requests * billedMs * u.memoryMb) / 1000 / 1024;
  const items = [
    meterItem('Lambda requests', u.requests, 'requests', a.requests),
    tieredItem(
      'Lambda duration',
      seconds,
      'GB-seconds',
      a.gbSecondsIncluded,
      a.gbSecondTiers,
      `${usd(a.gbSecondTiers[0]!.price, 10)} per GB-second (x86, first 6 billion), less above`,
    ),
    tieredItem('API Gateway HTTP API requests', u.requests, 'requests', 0, a.httpApiTiers, '$1.00 per 1,000,000 requests (first 300 million), $0.90 above', 1e-6, ' ÷ 1,000,000'),
    tieredItem('Data transfer out', u.bandwidthGb, 'GB', a.dataTransferIncludedGb, a.dataTransferTiers, '$0.09 per GB (first 10 TB after 100 GB free), less above'),
  ];
  const notes = [
    `Prices of ${a.region}. Duration is requests × ${num(billedMs)} ms (the average rounded up to a whole millisecond, as Lambda bills) × ${num(u.memoryMb)} MB ÷ 1024.`,
    'The Lambda allowances (1 million requests and 400,000 GB-seconds a month) and 100 GB of data transfer out are free every month; the API Gateway free tier lasts only the first 12 months and is not counted.',
    'A Lambda function URL instead of API Gateway drops the API Gateway line.',
  ];
  if (u.memoryMb < a.memoryMb.min || u.memoryMb > a.memoryMb.max) notes.push(`Lambda memory is ${a.memoryMb.min} to ${a.memoryMb.max} MB; ${u.memoryMb} MB is outside it.`);
  const exceeded: string[] = [];
  if (u.memoryMb > a.memoryMb.max) exceeded.push(`memory: ${num(u.memoryMb)} MB is over Lambda's ${num(a.memoryMb.max)} MB`);
  if (u.durationMs > 900_000) exceeded.push(`duration: ${num(u.durationMs)} ms is over Lambda's 15-minute (900,000 ms) timeout`);
  return finish(
    {
      id: 'aws-lambda',
      platform: 'AWS Lambda + API Gateway (HTTP API)',
      plan: 'Pay as you go',
      tier: 'paid',
      lineItems: items,
      limitsExceeded: exceeded,
      notes,
      source: `${a.source} ; ${a.apiGatewaySource} ; ${a.dataTransferSource}`,
      checked: a.checked,
    },
    items.reduce((sum, item) => sum + item.cost, 0),
  );
}

function denoFree(u: Usage): PlatformResult {
  const f = DENO_DEPLOY.free;
  const exceeded: string[] = [];
  limitCheck(exceeded, 'requests', u.requests, f.requests, 'a month');
  limitCheck(exceeded, 'egress', u.bandwidthGb, f.egressGb, 'GB a month');
  limitCheck(exceeded, 'CPU time', cpuHours(u), f.cpuHours, 'hours a month');
  limitCheck(exceeded, 'memory time', gbHours(u), f.memoryGbHours, 'GB-hours a month');
  return finish(
    {
      id: 'deno-deploy-free',
      platform: 'Deno Deploy',
      plan: 'Free',
      tier: 'free',
      lineItems: [fee('Plan', 0)],
      limitsExceeded: exceeded,
      notes: ['Free plan quotas are hard caps, not billed.'],
      source: DENO_DEPLOY.source,
      checked: DENO_DEPLOY.checked,
    },
    0,
  );
}

function denoPro(u: Usage): PlatformResult {
  const p = DENO_DEPLOY.pro;
  const items = [
    fee('Pro plan', p.baseMonthly),
    meterItem('Requests', u.requests, 'requests', p.requests),
    meterItem('Egress', u.bandwidthGb, 'GB', p.egressGb),
    meterItem('CPU time', cpuHours(u), 'CPU-hours', p.cpuHours),
    meterItem('Memory time', gbHours(u), 'GB-hours', p.memoryGbHours),
  ];
  return finish(
    {
      id: 'deno-deploy-pro',
      platform: 'Deno Deploy',
      plan: 'Pro',
      tier: 'paid',
      lineItems: items,
      limitsExceeded: [],
      notes: ['Memory time assumes one request per instance at a time (an upper bound). Deno KV is billed separately and not included.'],
      source: DENO_DEPLOY.source,
      checked: DENO_DEPLOY.checked,
    },
    items.reduce((sum, item) => sum + item.cost, 0),
  );
}

const NOTE = `Prices are a snapshot of the platforms' published tables (checked ${EDGE_PRICING_CHECKED}); taxes, support plans, builds and storage are not included. Check each source before deciding.`;

export function estimateCosts(u: Usage, plan: 'all' | 'free' | 'paid'): Result {
  const all = [
    cloudflareFree(u),
    cloudflarePaid(u),
    vercelHobby(u),
    vercelPro(u),
    netlifyFree(u),
    netlifyPaid(u, 'netlify-personal'),
    netlifyPaid(u, 'netlify-pro'),
    awsLambda(u),
    denoFree(u),
    denoPro(u),
  ];
  const platforms = all
    .filter((p) => plan === 'all' || p.tier === plan)
    .map((p, index) => ({ p, index }))
    .sort((a, b) => {
      if (a.p.available !== b.p.available) return a.p.available ? -1 : 1;
      return (a.p.monthlyCost ?? 0) - (b.p.monthlyCost ?? 0) || a.index - b.index;
    })
    .map(({ p }) => p);
  const first = platforms[0];
  return {
    usage: {
      requestsPerMonth: u.requests,
      avgCpuMs: u.cpuMs,
      avgDurationMs: u.durationMs,
      memoryMb: u.memoryMb,
      bandwidthGb: u.bandwidthGb,
      kvReads: u.kvReads,
      kvWrites: u.kvWrites,
      cpuMsTotal: round(u.requests * u.cpuMs, 6),
      cpuHours: round(cpuHours(u), 6),
      gbSeconds: round(gbSeconds(u), 6),
      gbHours: round(gbHours(u), 6),
    },
    plan,
    platforms,
    cheapest: first && first.available ? { id: first.id, name: `${first.platform} ${first.plan}`, monthlyCost: first.monthlyCost! } : null,
    excluded: EXCLUDED_PLATFORMS.map((e) => ({ ...e })),
    checked: EDGE_PRICING_CHECKED,
    note: NOTE,
  };
}

const input = closedObject({
  requests_per_month: withDefault(Type.Integer({ minimum: 0, maximum: 1_000_000_000_000, description: 'Requests (invocations) a month' }), 1_000_000),
  avg_cpu_ms: withDefault(Type.Number({ minimum: 0, maximum: 900_000, description: 'Average CPU milliseconds per request (time computing, not waiting)' }), 5),
  avg_duration_ms: withDefault(
    Type.Number({ minimum: 0, maximum: 900_000, description: 'Average wall-clock milliseconds per request, I/O waits included (at least avg_cpu_ms)' }),
    50,
  ),
  memory_mb: withDefault(Type.Integer({ minimum: 128, maximum: 10_240, description: 'Function memory in MB (128 to 10,240), for platforms that bill memory time' }), 128),
  bandwidth_gb: withDefault(Type.Number({ minimum: 0, maximum: 10_000_000, description: 'Egress (data sent to clients) in GB a month' }), 10),
  kv_reads: withDefault(Type.Integer({ minimum: 0, maximum: 1_000_000_000_000, description: 'Key-value store reads a month (priced on Cloudflare Workers KV)' }), 0),
  kv_writes: withDefault(Type.Integer({ minimum: 0, maximum: 1_000_000_000_000, description: 'Key-value store writes a month (priced on Cloudflare Workers KV)' }), 0),
  plan: withDefault(stringEnum(['all', 'free', 'paid'], { description: 'Which plans to price: all (default), free plans only, or paid plans only' }), 'all'),
});

/** An example of this tool, typed by its schemas (the examples live in data/edge-cost-examples.ts). */
export type EdgeCostExample = ToolExample<Static<typeof input>, Result>;

export default defineTool({
  id: 'edge-platform-cost-calculate',
  name: 'Edge Platform Cost Calculator',
  category: 'developer',
  description:
    'Estimate the monthly bill of a serverless/edge workload on Cloudflare Workers (Free, Paid), Vercel Functions (Hobby, Pro), Netlify Functions (Free, Personal, Pro), AWS Lambda with API Gateway, and Deno Deploy (Free, Pro), cheapest first, with every line item and its arithmetic. ' +
    `Prices are a dated snapshot of each platform's published table (checked ${EDGE_PRICING_CHECKED}, sources in the result).`,
  keywords: ['serverless pricing', 'cloudflare workers', 'vercel', 'netlify', 'aws lambda', 'hosting cost', 'pricing calculator'],
  input,
  output,
  examples: EDGE_COST_EXAMPLES,
  run({ requests_per_month, avg_cpu_ms, avg_duration_ms, memory_mb, bandwidth_gb, kv_reads, kv_writes, plan }): Result {
    if (avg_cpu_ms > avg_duration_ms) {
      invalid(`avg_cpu_ms: CPU time per request (${avg_cpu_ms} ms) cannot exceed its wall-clock duration avg_duration_ms (${avg_duration_ms} ms)`);
    }
    return estimateCosts(
      {
        requests: requests_per_month,
        cpuMs: avg_cpu_ms,
        durationMs: avg_duration_ms,
        memoryMb: memory_mb,
        bandwidthGb: bandwidth_gb,
        kvReads: kv_reads,
        kvWrites: kv_writes,
      },
      plan,
    );
  },
});
