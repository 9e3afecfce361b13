/**
 * Published price tables of edge and serverless function platforms, in US dollars, as their pricing
 * pages state them. Each plan carries the page it was read from and the month. Prices change: this
 * is a snapshot, and edge-platform-cost-calculate says so in every answer.
 */

export const EDGE_PRICING_CHECKED = '2026-11';

/** A price per `per` units above `included` units (a month's allowance). */
export interface Meter {
  included: number;
  price: number;
  per: number;
}

/** A volume-tiered price: each tier's price applies to the units up to its `upTo` (cumulative). */
export interface Tier {
  upTo: number;
  price: number;
}

export const CLOUDFLARE_WORKERS = {
  source: 'https://developers.cloudflare.com/workers/platform/pricing/',
  checked: EDGE_PRICING_CHECKED,
  free: {
    requestsPerDay: 100_000,
    cpuMsPerRequest: 10,
    kvReadsPerDay: 100_000,
    kvWritesPerDay: 1_000,
  },
  paid: {
    baseMonthly: 5,
    requests: { included: 10_000_000, price: 0.3, per: 1_000_000 } satisfies Meter,
    cpuMs: { included: 30_000_000, price: 0.02, per: 1_000_000 } satisfies Meter,
    kvReads: { included: 10_000_000, price: 0.5, per: 1_000_000 } satisfies Meter,
    kvWrites: { included: 1_000_000, price: 5, per: 1_000_000 } satisfies Meter,
    /** Five minutes of CPU per invocation at most. */
    cpuMsPerRequest: 300_000,
  },
};

export const VERCEL_FUNCTIONS = {
  source: 'https://vercel.com/docs/functions/usage-and-pricing',
  checked: EDGE_PRICING_CHECKED,
  region: 'iad1 (Washington, D.C.)',
  hobby: {
    invocations: 1_000_000,
    activeCpuHours: 4,
    memoryGbHours: 360,
    dataTransferGb: 100,
    edgeRequests: 1_000_000,
  },
  pro: {
    /** One seat; the plan fee comes with the same amount of usage credit. */
    baseMonthly: 20,
    usageCredit: 20,
    invocations: { included: 0, price: 0.6, per: 1_000_000 } satisfies Meter,
    activeCpuHours: { included: 0, price: 0.128, per: 1 } satisfies Meter,
    memoryGbHours: { included: 0, price: 0.0106, per: 1 } satisfies Meter,
    edgeRequests: { included: 10_000_000, price: 2, per: 1_000_000 } satisfies Meter,
    dataTransferGb: { included: 1_000, price: 0.15, per: 1 } satisfies Meter,
  },
};

export const NETLIFY_FUNCTIONS = {
  source: 'https://docs.netlify.com/manage/accounts-and-billing/billing/billing-for-credit-based-plans/how-credits-work',
  checked: EDGE_PRICING_CHECKED,
  credits: {
    perComputeGbHour: 5,
    perBandwidthGb: 10,
    perTenThousandRequests: 3,
  },
  free: { baseMonthly: 0, credits: 300 },
  personal: { baseMonthly: 9, credits: 1_000, pack: { credits: 200, price: 5 } },
  pro: { baseMonthly: 20, credits: 5_000, pack: { credits: 1_000, price: 20 } },
};

export const AWS_LAMBDA = {
  source: 'https://aws.amazon.com/lambda/pricing/',
  apiGatewaySource: 'https://aws.amazon.com/api-gateway/pricing/',
  dataTransferSource: 'https://aws.amazon.com/ec2/pricing/on-demand/#Data_Transfer',
  checked: EDGE_PRICING_CHECKED,
  region: 'us-east-1, x86',
  requests: { included: 1_000_000, price: 0.2, per: 1_000_000 } satisfies Meter,
  /** The always-free 400,000 GB-seconds, then the x86 tiers per GB-second. */
  gbSecondsIncluded: 400_000,
  gbSecondTiers: [
    { upTo: 6_000_000_000, price: 0.0000166667 },
    { upTo: 15_000_000_000, price: 0.000015 },
    { upTo: Number.POSITIVE_INFINITY, price: 0.0000133334 },
  ] satisfies Tier[],
  /** HTTP API requests, per million. */
  httpApiTiers: [
    { upTo: 300_000_000, price: 1 },
    { upTo: Number.POSITIVE_INFINITY, price: 0.9 },
  ] satisfies Tier[],
  /** Data transfer out to the internet: 100 GB a month free across AWS, then per GB. */
  dataTransferIncludedGb: 100,
  dataTransferTiers: [
    { upTo: 10_240, price: 0.09 },
    { upTo: 51_200, price: 0.085 },
    { upTo: 153_600, price: 0.07 },
    { upTo: Number.POSITIVE_INFINITY, price: 0.05 },
  ] satisfies Tier[],
  memoryMb: { min: 128, max: 10_240 },
};

export const DENO_DEPLOY = {
  source: 'https://deno.com/deploy/pricing',
  checked: EDGE_PRICING_CHECKED,
  free: { requests: 1_000_000, egressGb: 20, cpuHours: 15, memoryGbHours: 350 },
  pro: {
    baseMonthly: 20,
    requests: { included: 5_000_000, price: 2, per: 1_000_000 } satisfies Meter,
    egressGb: { included: 200, price: 0.5, per: 1 } satisfies Meter,
    cpuHours: { included: 40, price: 0.05, per: 1 } satisfies Meter,
    memoryGbHours: { included: 1_000, price: 0.016, per: 1 } satisfies Meter,
  },
};

/** Platforms the brief named that have no per-unit price table to compute from. */
export const EXCLUDED_PLATFORMS = [
  {
    platform: 'Fastly Compute',
    reason:
      'Fastly sells Compute through packaged plans quoted by its sales team (https://www.fastly.com/pricing); it publishes no per-request or per-CPU-time rates to compute a bill from.',
  },
];
