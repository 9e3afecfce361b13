import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';
import { EDGE_PRICING_CHECKED } from './data/edge-pricing.ts';

interface LineItem {
  item: string;
  quantity: number;
  included: number;
  billable: number;
  cost: number;
  arithmetic: string;
}
interface Platform {
  id: string;
  tier: 'free' | 'paid';
  available: boolean;
  monthlyCost: number | null;
  lineItems: LineItem[];
  limitsExceeded: string[];
  source: string;
  checked: string;
}
interface Result {
  platforms: Platform[];
  cheapest: { id: string; monthlyCost: number } | null;
  excluded: { platform: string }[];
  usage: { cpuHours: number; gbSeconds: number; gbHours: number };
}

const calculate = (input: Record<string, unknown>) => run<Result>('edge-platform-cost-calculate', input);
const byId = (result: Result, id: string) => result.platforms.find((p) => p.id === id)!;
const item = (platform: Platform, name: string) => platform.lineItems.find((line) => line.item === name)!;

/** 50M requests, 5 ms CPU, 100 ms wall, 128 MB, 200 GB egress, 20M KV reads, 2M KV writes. */
const BIG = { requests_per_month: 50_000_000, avg_cpu_ms: 5, avg_duration_ms: 100, memory_mb: 128, bandwidth_gb: 200, kv_reads: 20_000_000, kv_writes: 2_000_000 };

describe('edge-platform-cost-calculate, arithmetic done by hand', () => {
  it('Cloudflare Workers Paid', async () => {
    // $5 plan
    // requests: (50M − 10M) / 1M × $0.30 = $12.00
    // CPU: 50M × 5 ms = 250M CPU-ms; (250M − 30M) / 1M × $0.02 = $4.40
    // KV reads: (20M − 10M) / 1M × $0.50 = $5.00 ; KV writes: (2M − 1M) / 1M × $5.00 = $5.00
    // total 5 + 12 + 4.40 + 5 + 5 = $31.40
    const cf = byId(await calculate(BIG), 'cloudflare-workers-paid');
    expect(cf.lineItems.map((line) => line.cost)).toEqual([5, 12, 4.4, 5, 5]);
    expect(cf.monthlyCost).toBe(31.4);
    expect(item(cf, 'CPU time').arithmetic).toBe('(250,000,000 − 30,000,000 included) ÷ 1,000,000 × $0.02 = $4.40');
  });

  it('AWS Lambda with an HTTP API', async () => {
    // requests: (50M − 1M) / 1M × $0.20 = $9.80
    // duration: 50M × 0.1 s × 128/1024 GB = 625,000 GB-s; (625,000 − 400,000) × $0.0000166667 = $3.7500075
    // HTTP API: 50M / 1M × $1.00 = $50.00
    // data out: (200 − 100 free) × $0.09 = $9.00
    // total 9.80 + 3.7500075 + 50 + 9 = 72.5500075 → $72.55
    const aws = byId(await calculate(BIG), 'aws-lambda');
    expect(item(aws, 'Lambda requests').cost).toBe(9.8);
    expect(item(aws, 'Lambda duration').quantity).toBe(625_000);
    expect(item(aws, 'Lambda duration').cost).toBe(3.750008);
    expect(item(aws, 'API Gateway HTTP API requests').cost).toBe(50);
    expect(item(aws, 'Data transfer out').cost).toBe(9);
    expect(aws.monthlyCost).toBe(72.55);
  });

  it('Vercel Pro, with its $20 usage credit', async () => {
    // invocations: 50M / 1M × $0.60 = $30.00
    // active CPU: 50M × 5 ms = 250,000 s = 69.4444 h × $0.128 = $8.888889
    // memory: 50M × 0.1 s × 0.125 GB = 625,000 GB-s = 173.6111 GB-h × $0.0106 = $1.840278
    // edge requests: (50M − 10M) / 1M × $2.00 = $80.00 ; transfer: 200 GB within 1 TB = $0
    // usage 120.729167 − $20 credit + $20 plan = $120.73
    const vercel = byId(await calculate(BIG), 'vercel-pro');
    expect(item(vercel, 'Invocations').cost).toBe(30);
    expect(item(vercel, 'Active CPU').cost).toBe(8.888889);
    expect(item(vercel, 'Provisioned memory').cost).toBe(1.840278);
    expect(item(vercel, 'Edge requests').cost).toBe(80);
    expect(item(vercel, 'Included usage credit').cost).toBe(-20);
    expect(vercel.monthlyCost).toBe(120.73);
  });

  it('Deno Deploy Pro', async () => {
    // $20 + (50M − 5M) / 1M × $2 = $90 + egress 200 GB within 200 = $0
    // + CPU (69.4444 − 40) h × $0.05 = $1.472222 + memory 173.61 GB-h within 1,000 = $0 → $111.47
    const deno = byId(await calculate(BIG), 'deno-deploy-pro');
    expect(deno.monthlyCost).toBe(111.47);
    expect(item(deno, 'CPU time').cost).toBe(1.472222);
  });

  it('Netlify Personal and Pro, in credits bought in packs', async () => {
    // credits: compute 173.6111 GB-h × 5 = 868.0556 + bandwidth 200 × 10 = 2,000 + requests 50M / 10k × 3 = 15,000
    //        = 17,868.0556 credits
    // Pro: (17,868.0556 − 5,000) / 1,000 → 13 packs × $20 = $260 + $20 = $280
    // Personal: (17,868.0556 − 1,000) / 200 → 85 packs × $5 = $425 + $9 = $434
    const result = await calculate(BIG);
    expect(byId(result, 'netlify-pro').monthlyCost).toBe(280);
    expect(byId(result, 'netlify-personal').monthlyCost).toBe(434);
    expect(item(byId(result, 'netlify-pro'), 'Extra credit packs').arithmetic).toBe(
      'ceil((17,868.055556 − 5,000 included) ÷ 1,000) = 13 packs × $20.00 = $260.00',
    );
  });

  it('lists the cheapest available plan first and the unavailable ones last', async () => {
    const result = await calculate(BIG);
    const costs = result.platforms.filter((p) => p.available).map((p) => p.monthlyCost!);
    expect(costs).toEqual([...costs].sort((a, b) => a - b));
    expect(result.platforms.slice(costs.length).every((p) => !p.available && p.monthlyCost === null)).toBe(true);
    expect(result.cheapest).toEqual({ id: 'cloudflare-workers-paid', name: 'Cloudflare Workers Paid (Standard)', monthlyCost: 31.4 });
    expect(result.excluded.map((e) => e.platform)).toEqual(['Fastly Compute']);
  });
});

describe('edge-platform-cost-calculate, free plans and limits', () => {
  it('keeps a small workload on the free plans that allow it', async () => {
    // 2M requests: Cloudflare Free allows 100,000 a day × 30 = 3M; 4 ms CPU ≤ 10 ms → $0
    // Vercel Hobby: 1M invocations → over. Deno Free: 1M requests → over.
    // Netlify Free: 2M × 0.06 s × 0.25 GB / 3600 = 8.3333 GB-h × 5 = 41.67 + 5 GB × 10 = 50 + 200 × 3 = 600 → 691.67 > 300
    const result = await calculate({ requests_per_month: 2_000_000, avg_cpu_ms: 4, avg_duration_ms: 60, memory_mb: 256, bandwidth_gb: 5, plan: 'free' });
    expect(result.platforms.map((p) => [p.id, p.available])).toEqual([
      ['cloudflare-workers-free', true],
      ['vercel-hobby', false],
      ['netlify-free', false],
      ['deno-deploy-free', false],
    ]);
    expect(result.cheapest).toEqual({ id: 'cloudflare-workers-free', name: 'Cloudflare Workers Free', monthlyCost: 0 });
    expect(byId(result, 'netlify-free').limitsExceeded).toEqual(['credits: 691.666667 credits a month is over the plan\'s 300']);
  });

  it('takes a free plan off at its CPU limit', async () => {
    const result = await calculate({ requests_per_month: 1000, avg_cpu_ms: 11, avg_duration_ms: 20, plan: 'free' });
    expect(byId(result, 'cloudflare-workers-free').limitsExceeded).toEqual(['CPU time per request: 11 ms is over the plan\'s 10']);
  });

  it('prices only paid plans when asked', async () => {
    const result = await calculate({ plan: 'paid' });
    expect(result.platforms.every((p) => p.tier === 'paid')).toBe(true);
    expect(result.platforms).toHaveLength(6);
  });
});

describe('edge-platform-cost-calculate, edges of the tables', () => {
  it('bills Lambda duration in whole milliseconds', async () => {
    // 10M × ceil(0.4 ms) = 1 ms × 1 GB = 10,000 GB-s, inside the free 400,000
    const aws = byId(await calculate({ requests_per_month: 10_000_000, avg_cpu_ms: 0.2, avg_duration_ms: 0.4, memory_mb: 1024 }), 'aws-lambda');
    expect(item(aws, 'Lambda duration').quantity).toBe(10_000);
  });

  it('crosses the Lambda duration and API Gateway volume tiers', async () => {
    // 1e9 requests × 10 s × 1 GB = 1e10 GB-s; the tiers count the month's total, the free 400,000 come off the first:
    //   (6e9 − 4e5) × 0.0000166667 = 99,993.53332 + (1e10 − 6e9) × 0.000015 = 60,000 → $159,993.53332
    // HTTP API: 300M × $1/M = $300 + 700M × $0.90/M = $630 → $930
    const aws = byId(await calculate({ requests_per_month: 1_000_000_000, avg_cpu_ms: 1, avg_duration_ms: 10_000, memory_mb: 1024, bandwidth_gb: 0 }), 'aws-lambda');
    expect(item(aws, 'Lambda duration').cost).toBeCloseTo(159_993.53332, 5);
    expect(item(aws, 'API Gateway HTTP API requests').cost).toBe(930);
  });

  it('is free of charge at zero usage except for plan fees', async () => {
    const result = await calculate({ requests_per_month: 0, avg_cpu_ms: 0, avg_duration_ms: 0, bandwidth_gb: 0 });
    expect(byId(result, 'aws-lambda').monthlyCost).toBe(0);
    expect(byId(result, 'cloudflare-workers-paid').monthlyCost).toBe(5);
    expect(byId(result, 'vercel-pro').monthlyCost).toBe(20);
    expect(result.platforms.every((p) => p.available)).toBe(true);
  });

  it('stays finite at the largest inputs', async () => {
    const result = await calculate({ requests_per_month: 1_000_000_000_000, avg_cpu_ms: 900_000, avg_duration_ms: 900_000, memory_mb: 10_240, bandwidth_gb: 10_000_000, kv_reads: 1_000_000_000_000, kv_writes: 1_000_000_000_000 });
    for (const platform of result.platforms) if (platform.monthlyCost !== null) expect(Number.isFinite(platform.monthlyCost), platform.id).toBe(true);
  });

  it('dates and sources every plan', async () => {
    const result = await calculate({});
    for (const platform of result.platforms) {
      expect(platform.checked).toBe(EDGE_PRICING_CHECKED);
      expect(platform.source).toMatch(/^https:\/\//);
    }
  });

  it('refuses inconsistent and out-of-range usage', async () => {
    await expectInvalid('edge-platform-cost-calculate', { avg_cpu_ms: 200, avg_duration_ms: 100 }, 'avg_cpu_ms: CPU time per request (200 ms) cannot exceed its wall-clock duration avg_duration_ms (100 ms)');
    await expectInvalid('edge-platform-cost-calculate', { requests_per_month: -1 }, 'requests_per_month: must be ≥ 0');
    await expectInvalid('edge-platform-cost-calculate', { requests_per_month: 1.5 }, 'requests_per_month: must be an integer');
    await expectInvalid('edge-platform-cost-calculate', { memory_mb: 64 }, 'memory_mb: must be ≥ 128');
    await expectInvalid('edge-platform-cost-calculate', { memory_mb: 10_241 }, 'memory_mb: must be ≤ 10240');
    await expectInvalid('edge-platform-cost-calculate', { plan: 'enterprise' }, 'plan: must be one of all, free, paid');
    await expectInvalid('edge-platform-cost-calculate', { bandwidth_gb: '10' }, 'bandwidth_gb: must be a number, got a string');
  });
});
