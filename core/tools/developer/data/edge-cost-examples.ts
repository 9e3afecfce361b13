/**
 * The examples of edge-platform-cost-calculate (documentation; the catalog test runs them and
 * compares): a small workload on the free plans, and 50 million requests a month on the paid ones.
 */
import type { EdgeCostExample } from '../edge-platform-cost-calculate.ts';

export const EDGE_COST_EXAMPLES: EdgeCostExample[] = [
  {
    "title": "A small API on free plans",
    "input": {
      "requests_per_month": 2000000,
      "avg_cpu_ms": 4,
      "avg_duration_ms": 60,
      "memory_mb": 256,
      "bandwidth_gb": 5,
      "kv_reads": 500000,
      "kv_writes": 10000,
      "plan": "free"
    },
    "output": {
      "usage": {
        "requestsPerMonth": 2000000,
        "avgCpuMs": 4,
        "avgDurationMs": 60,
        "memoryMb": 256,
        "bandwidthGb": 5,
        "kvReads": 500000,
        "kvWrites": 10000,
        "cpuMsTotal": 8000000,
        "cpuHours": 2.222222,
        "gbSeconds": 30000,
        "gbHours": 8.333333
      },
      "plan": "free",
      "platforms": [
        {
          "id": "cloudflare-workers-free",
          "platform": "Cloudflare Workers",
          "plan": "Free",
          "tier": "free",
          "available": true,
          "monthlyCost": 0,
          "lineItems": [
            {
              "item": "Plan",
              "quantity": 1,
              "unit": "month",
              "included": 0,
              "billable": 1,
              "rate": "$0.00 per month",
              "cost": 0,
              "arithmetic": "$0.00"
            }
          ],
          "limitsExceeded": [],
          "notes": [
            "Limits are daily (100,000 requests, 10 ms CPU per request, 100,000 KV reads and 1,000 KV writes a day), read here as a 30-day month. No charge for egress."
          ],
          "source": "https://developers.cloudflare.com/workers/platform/pricing/",
          "checked": "2026-11"
        },
        {
          "id": "vercel-hobby",
          "platform": "Vercel Functions",
          "plan": "Hobby",
          "tier": "free",
          "available": false,
          "monthlyCost": null,
          "lineItems": [
            {
              "item": "Plan",
              "quantity": 1,
              "unit": "month",
              "included": 0,
              "billable": 1,
              "rate": "$0.00 per month",
              "cost": 0,
              "arithmetic": "$0.00"
            }
          ],
          "limitsExceeded": [
            "invocations: 2,000,000 a month is over the plan's 1,000,000",
            "edge requests: 2,000,000 a month is over the plan's 1,000,000"
          ],
          "notes": [
            "Hobby is for personal, non-commercial use; past its allowances projects are paused, not billed."
          ],
          "source": "https://vercel.com/docs/functions/usage-and-pricing",
          "checked": "2026-11"
        },
        {
          "id": "netlify-free",
          "platform": "Netlify Functions",
          "plan": "Free",
          "tier": "free",
          "available": false,
          "monthlyCost": null,
          "lineItems": [
            {
              "item": "Plan",
              "quantity": 1,
              "unit": "month",
              "included": 0,
              "billable": 1,
              "rate": "$0.00 per month",
              "cost": 0,
              "arithmetic": "$0.00"
            },
            {
              "item": "Compute (credits)",
              "quantity": 8.333333,
              "unit": "GB-hours",
              "included": 0,
              "billable": 8.333333,
              "rate": "5 credits per GB-hour",
              "cost": 0,
              "arithmetic": "8.333333 × 5 = 41.666667 credits"
            },
            {
              "item": "Bandwidth (credits)",
              "quantity": 5,
              "unit": "GB",
              "included": 0,
              "billable": 5,
              "rate": "10 credits per GB",
              "cost": 0,
              "arithmetic": "5 × 10 = 50 credits"
            },
            {
              "item": "Web requests (credits)",
              "quantity": 2000000,
              "unit": "requests",
              "included": 0,
              "billable": 2000000,
              "rate": "3 credits per 10,000 requests",
              "cost": 0,
              "arithmetic": "2,000,000 ÷ 10,000 × 3 = 600 credits"
            }
          ],
          "limitsExceeded": [
            "credits: 691.666667 credits a month is over the plan's 300"
          ],
          "notes": [
            "Netlify bills usage in credits; each line shows the credits it uses, and the plan's monthly credits cover them first.",
            "Production deploys (15 credits each), form submissions and AI inference are not part of this workload.",
            "The Free plan stops at 300 credits: sites are paused until the next month."
          ],
          "source": "https://docs.netlify.com/manage/accounts-and-billing/billing/billing-for-credit-based-plans/how-credits-work",
          "checked": "2026-11"
        },
        {
          "id": "deno-deploy-free",
          "platform": "Deno Deploy",
          "plan": "Free",
          "tier": "free",
          "available": false,
          "monthlyCost": null,
          "lineItems": [
            {
              "item": "Plan",
              "quantity": 1,
              "unit": "month",
              "included": 0,
              "billable": 1,
              "rate": "$0.00 per month",
              "cost": 0,
              "arithmetic": "$0.00"
            }
          ],
          "limitsExceeded": [
            "requests: 2,000,000 a month is over the plan's 1,000,000"
          ],
          "notes": [
            "Free plan quotas are hard caps, not billed."
          ],
          "source": "https://deno.com/deploy/pricing",
          "checked": "2026-11"
        }
      ],
      "cheapest": {
        "id": "cloudflare-workers-free",
        "name": "Cloudflare Workers Free",
        "monthlyCost": 0
      },
      "excluded": [
        {
          "platform": "Fastly Compute",
          "reason": "Fastly sells Compute through packaged plans quoted by its sales team (https://www.fastly.com/pricing); it publishes no per-request or per-CPU-time rates to compute a bill from."
        }
      ],
      "checked": "2026-11",
      "note": "Prices are a snapshot of the platforms' published tables (checked 2026-11); taxes, support plans, builds and storage are not included. Check each source before deciding."
    }
  },
  {
    "title": "Fifty million requests a month on paid plans",
    "input": {
      "requests_per_month": 50000000,
      "avg_cpu_ms": 5,
      "avg_duration_ms": 100,
      "memory_mb": 128,
      "bandwidth_gb": 200,
      "kv_reads": 20000000,
      "kv_writes": 2000000,
      "plan": "paid"
    },
    "output": {
      "usage": {
        "requestsPerMonth": 50000000,
        "avgCpuMs": 5,
        "avgDurationMs": 100,
        "memoryMb": 128,
        "bandwidthGb": 200,
        "kvReads": 20000000,
        "kvWrites": 2000000,
        "cpuMsTotal": 250000000,
        "cpuHours": 69.444444,
        "gbSeconds": 625000,
        "gbHours": 173.611111
      },
      "plan": "paid",
      "platforms": [
        {
          "id": "cloudflare-workers-paid",
          "platform": "Cloudflare Workers",
          "plan": "Paid (Standard)",
          "tier": "paid",
          "available": true,
          "monthlyCost": 31.4,
          "lineItems": [
            {
              "item": "Workers Paid plan",
              "quantity": 1,
              "unit": "month",
              "included": 0,
              "billable": 1,
              "rate": "$5.00 per month",
              "cost": 5,
              "arithmetic": "$5.00"
            },
            {
              "item": "Requests",
              "quantity": 50000000,
              "unit": "requests",
              "included": 10000000,
              "billable": 40000000,
              "rate": "$0.30 per 1,000,000 requests",
              "cost": 12,
              "arithmetic": "(50,000,000 − 10,000,000 included) ÷ 1,000,000 × $0.30 = $12.00"
            },
            {
              "item": "CPU time",
              "quantity": 250000000,
              "unit": "CPU ms",
              "included": 30000000,
              "billable": 220000000,
              "rate": "$0.02 per 1,000,000 CPU ms",
              "cost": 4.4,
              "arithmetic": "(250,000,000 − 30,000,000 included) ÷ 1,000,000 × $0.02 = $4.40"
            },
            {
              "item": "KV reads",
              "quantity": 20000000,
              "unit": "reads",
              "included": 10000000,
              "billable": 10000000,
              "rate": "$0.50 per 1,000,000 reads",
              "cost": 5,
              "arithmetic": "(20,000,000 − 10,000,000 included) ÷ 1,000,000 × $0.50 = $5.00"
            },
            {
              "item": "KV writes",
              "quantity": 2000000,
              "unit": "writes",
              "included": 1000000,
              "billable": 1000000,
              "rate": "$5.00 per 1,000,000 writes",
              "cost": 5,
              "arithmetic": "(2,000,000 − 1,000,000 included) ÷ 1,000,000 × $5.00 = $5.00"
            }
          ],
          "limitsExceeded": [],
          "notes": [
            "CPU time is billed, not wall-clock time: waiting on I/O is free. No charge for egress (bandwidth_gb costs nothing here)."
          ],
          "source": "https://developers.cloudflare.com/workers/platform/pricing/",
          "checked": "2026-11"
        },
        {
          "id": "aws-lambda",
          "platform": "AWS Lambda + API Gateway (HTTP API)",
          "plan": "Pay as you go",
          "tier": "paid",
          "available": true,
          "monthlyCost": 72.55,
          "lineItems": [
            {
              "item": "Lambda requests",
              "quantity": 50000000,
              "unit": "requests",
              "included": 1000000,
              "billable": 49000000,
              "rate": "$0.20 per 1,000,000 requests",
              "cost": 9.8,
              "arithmetic": "(50,000,000 − 1,000,000 included) ÷ 1,000,000 × $0.20 = $9.80"
            },
            {
              "item": "Lambda duration",
              "quantity": 625000,
              "unit": "GB-seconds",
              "included": 400000,
              "billable": 225000,
              "rate": "$0.0000166667 per GB-second (x86, first 6 billion), less above",
              "cost": 3.750008,
              "arithmetic": "(625,000 − 400,000 included): 225,000 × $0.0000166667 = $3.750008"
            },
            {
              "item": "API Gateway HTTP API requests",
              "quantity": 50000000,
              "unit": "requests",
              "included": 0,
              "billable": 50000000,
              "rate": "$1.00 per 1,000,000 requests (first 300 million), $0.90 above",
              "cost": 50,
              "arithmetic": "50,000,000 ÷ 1,000,000: 50 × $1.00 = $50.00"
            },
            {
              "item": "Data transfer out",
              "quantity": 200,
              "unit": "GB",
              "included": 100,
              "billable": 100,
              "rate": "$0.09 per GB (first 10 TB after 100 GB free), less above",
              "cost": 9,
              "arithmetic": "(200 − 100 included): 100 × $0.09 = $9.00"
            }
          ],
          "limitsExceeded": [],
          "notes": [
            "Prices of us-east-1, x86. Duration is requests × 100 ms (the average rounded up to a whole millisecond, as Lambda bills) × 128 MB ÷ 1024.",
            "The Lambda allowances (1 million requests and 400,000 GB-seconds a month) and 100 GB of data transfer out are free every month; the API Gateway free tier lasts only the first 12 months and is not counted.",
            "A Lambda function URL instead of API Gateway drops the API Gateway line."
          ],
          "source": "https://aws.amazon.com/lambda/pricing/ ; https://aws.amazon.com/api-gateway/pricing/ ; https://aws.amazon.com/ec2/pricing/on-demand/#Data_Transfer",
          "checked": "2026-11"
        },
        {
          "id": "deno-deploy-pro",
          "platform": "Deno Deploy",
          "plan": "Pro",
          "tier": "paid",
          "available": true,
          "monthlyCost": 111.47,
          "lineItems": [
            {
              "item": "Pro plan",
              "quantity": 1,
              "unit": "month",
              "included": 0,
              "billable": 1,
              "rate": "$20.00 per month",
              "cost": 20,
              "arithmetic": "$20.00"
            },
            {
              "item": "Requests",
              "quantity": 50000000,
              "unit": "requests",
              "included": 5000000,
              "billable": 45000000,
              "rate": "$2.00 per 1,000,000 requests",
              "cost": 90,
              "arithmetic": "(50,000,000 − 5,000,000 included) ÷ 1,000,000 × $2.00 = $90.00"
            },
            {
              "item": "Egress",
              "quantity": 200,
              "unit": "GB",
              "included": 200,
              "billable": 0,
              "rate": "$0.50 per GB",
              "cost": 0,
              "arithmetic": "200 GB within the 200 included = $0.00"
            },
            {
              "item": "CPU time",
              "quantity": 69.444444,
              "unit": "CPU-hours",
              "included": 40,
              "billable": 29.444444,
              "rate": "$0.05 per CPU-hour",
              "cost": 1.472222,
              "arithmetic": "(69.444444 − 40 included) × $0.05 = $1.472222"
            },
            {
              "item": "Memory time",
              "quantity": 173.611111,
              "unit": "GB-hours",
              "included": 1000,
              "billable": 0,
              "rate": "$0.016 per GB-hour",
              "cost": 0,
              "arithmetic": "173.611111 GB-hours within the 1,000 included = $0.00"
            }
          ],
          "limitsExceeded": [],
          "notes": [
            "Memory time assumes one request per instance at a time (an upper bound). Deno KV is billed separately and not included."
          ],
          "source": "https://deno.com/deploy/pricing",
          "checked": "2026-11"
        },
        {
          "id": "vercel-pro",
          "platform": "Vercel Functions",
          "plan": "Pro (1 seat)",
          "tier": "paid",
          "available": true,
          "monthlyCost": 120.73,
          "lineItems": [
            {
              "item": "Pro plan, 1 seat",
              "quantity": 1,
              "unit": "month",
              "included": 0,
              "billable": 1,
              "rate": "$20.00 per month",
              "cost": 20,
              "arithmetic": "$20.00"
            },
            {
              "item": "Invocations",
              "quantity": 50000000,
              "unit": "invocations",
              "included": 0,
              "billable": 50000000,
              "rate": "$0.60 per 1,000,000 invocations",
              "cost": 30,
              "arithmetic": "50,000,000 ÷ 1,000,000 × $0.60 = $30.00"
            },
            {
              "item": "Active CPU",
              "quantity": 69.444444,
              "unit": "CPU-hours",
              "included": 0,
              "billable": 69.444444,
              "rate": "$0.128 per CPU-hour",
              "cost": 8.888889,
              "arithmetic": "69.444444 × $0.128 = $8.888889"
            },
            {
              "item": "Provisioned memory",
              "quantity": 173.611111,
              "unit": "GB-hours",
              "included": 0,
              "billable": 173.611111,
              "rate": "$0.0106 per GB-hour",
              "cost": 1.840278,
              "arithmetic": "173.611111 × $0.0106 = $1.840278"
            },
            {
              "item": "Edge requests",
              "quantity": 50000000,
              "unit": "requests",
              "included": 10000000,
              "billable": 40000000,
              "rate": "$2.00 per 1,000,000 requests",
              "cost": 80,
              "arithmetic": "(50,000,000 − 10,000,000 included) ÷ 1,000,000 × $2.00 = $80.00"
            },
            {
              "item": "Fast data transfer",
              "quantity": 200,
              "unit": "GB",
              "included": 1000,
              "billable": 0,
              "rate": "$0.15 per GB",
              "cost": 0,
              "arithmetic": "200 GB within the 1,000 included = $0.00"
            },
            {
              "item": "Included usage credit",
              "quantity": 120.729167,
              "unit": "USD of usage",
              "included": 20,
              "billable": 100.729167,
              "rate": "up to $20.00 of usage a month",
              "cost": -20,
              "arithmetic": "−min($20.00, $120.729167 of usage) = −$20.00"
            }
          ],
          "limitsExceeded": [],
          "notes": [
            "Fluid compute rates of iad1 (Washington, D.C.); other regions cost more.",
            "Provisioned memory assumes one request per instance at a time; fluid compute shares an instance among concurrent requests, so the real figure is lower.",
            "Each added seat costs another $20 a month."
          ],
          "source": "https://vercel.com/docs/functions/usage-and-pricing",
          "checked": "2026-11"
        },
        {
          "id": "netlify-pro",
          "platform": "Netlify Functions",
          "plan": "Pro (1 member)",
          "tier": "paid",
          "available": true,
          "monthlyCost": 280,
          "lineItems": [
            {
              "item": "Pro plan, 1 member",
              "quantity": 1,
              "unit": "month",
              "included": 0,
              "billable": 1,
              "rate": "$20.00 per month",
              "cost": 20,
              "arithmetic": "$20.00"
            },
            {
              "item": "Compute (credits)",
              "quantity": 173.611111,
              "unit": "GB-hours",
              "included": 0,
              "billable": 173.611111,
              "rate": "5 credits per GB-hour",
              "cost": 0,
              "arithmetic": "173.611111 × 5 = 868.055556 credits"
            },
            {
              "item": "Bandwidth (credits)",
              "quantity": 200,
              "unit": "GB",
              "included": 0,
              "billable": 200,
              "rate": "10 credits per GB",
              "cost": 0,
              "arithmetic": "200 × 10 = 2,000 credits"
            },
            {
              "item": "Web requests (credits)",
              "quantity": 50000000,
              "unit": "requests",
              "included": 0,
              "billable": 50000000,
              "rate": "3 credits per 10,000 requests",
              "cost": 0,
              "arithmetic": "50,000,000 ÷ 10,000 × 3 = 15,000 credits"
            },
            {
              "item": "Extra credit packs",
              "quantity": 17868.055556,
              "unit": "credits",
              "included": 5000,
              "billable": 12868.055556,
              "rate": "$20.00 per 1,000 credits (auto recharge)",
              "cost": 260,
              "arithmetic": "ceil((17,868.055556 − 5,000 included) ÷ 1,000) = 13 packs × $20.00 = $260.00"
            }
          ],
          "limitsExceeded": [],
          "notes": [
            "Netlify bills usage in credits; each line shows the credits it uses, and the plan's monthly credits cover them first.",
            "Production deploys (15 credits each), form submissions and AI inference are not part of this workload.",
            "Extra credits are bought in whole packs by auto recharge."
          ],
          "source": "https://docs.netlify.com/manage/accounts-and-billing/billing/billing-for-credit-based-plans/how-credits-work",
          "checked": "2026-11"
        },
        {
          "id": "netlify-personal",
          "platform": "Netlify Functions",
          "plan": "Personal",
          "tier": "paid",
          "available": true,
          "monthlyCost": 434,
          "lineItems": [
            {
              "item": "Personal plan",
              "quantity": 1,
              "unit": "month",
              "included": 0,
              "billable": 1,
              "rate": "$9.00 per month",
              "cost": 9,
              "arithmetic": "$9.00"
            },
            {
              "item": "Compute (credits)",
              "quantity": 173.611111,
              "unit": "GB-hours",
              "included": 0,
              "billable": 173.611111,
              "rate": "5 credits per GB-hour",
              "cost": 0,
              "arithmetic": "173.611111 × 5 = 868.055556 credits"
            },
            {
              "item": "Bandwidth (credits)",
              "quantity": 200,
              "unit": "GB",
              "included": 0,
              "billable": 200,
              "rate": "10 credits per GB",
              "cost": 0,
              "arithmetic": "200 × 10 = 2,000 credits"
            },
            {
              "item": "Web requests (credits)",
              "quantity": 50000000,
              "unit": "requests",
              "included": 0,
              "billable": 50000000,
              "rate": "3 credits per 10,000 requests",
              "cost": 0,
              "arithmetic": "50,000,000 ÷ 10,000 × 3 = 15,000 credits"
            },
            {
              "item": "Extra credit packs",
              "quantity": 17868.055556,
              "unit": "credits",
              "included": 1000,
              "billable": 16868.055556,
              "rate": "$5.00 per 200 credits (auto recharge)",
              "cost": 425,
              "arithmetic": "ceil((17,868.055556 − 1,000 included) ÷ 200) = 85 packs × $5.00 = $425.00"
            }
          ],
          "limitsExceeded": [],
          "notes": [
            "Netlify bills usage in credits; each line shows the credits it uses, and the plan's monthly credits cover them first.",
            "Production deploys (15 credits each), form submissions and AI inference are not part of this workload.",
            "Extra credits are bought in whole packs by auto recharge."
          ],
          "source": "https://docs.netlify.com/manage/accounts-and-billing/billing/billing-for-credit-based-plans/how-credits-work",
          "checked": "2026-11"
        }
      ],
      "cheapest": {
        "id": "cloudflare-workers-paid",
        "name": "Cloudflare Workers Paid (Standard)",
        "monthlyCost": 31.4
      },
      "excluded": [
        {
          "platform": "Fastly Compute",
          "reason": "Fastly sells Compute through packaged plans quoted by its sales team (https://www.fastly.com/pricing); it publishes no per-request or per-CPU-time rates to compute a bill from."
        }
      ],
      "checked": "2026-11",
      "note": "Prices are a snapshot of the platforms' published tables (checked 2026-11); taxes, support plans, builds and storage are not included. Check each source before deciding."
    }
  }
];
