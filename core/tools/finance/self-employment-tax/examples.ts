/**
 * The documented examples of self-employment-tax-calculator; the catalog test runs each one and
 * compares its output. Their figures are checked against outside references (IRS Rev. Proc.
 * tables, GVK 103's published cumulative amounts, python by hand) in
 * self-employment-tax-calculator.test.ts.
 */
import type { Static } from '@sinclair/typebox';
import type { ToolExample } from '../../../tool.ts';
import type { INPUT, Output } from './schema.ts';

export const EXAMPLES: ToolExample<Static<typeof INPUT>, Output>[] = [
  {
    title: "USA, single, 2025",
    input: {
      gross_income: 100000,
      business_expenses: 20000,
      country: "usa",
      filing_status: "single"
    },
    output: {
      country: "usa",
      tax_year: 2025,
      currency: "USD",
      filing_status: "single",
      gross_income: 100000,
      business_expenses: 20000,
      net_business_income: 80000,
      other_income: 0,
      contributions: {
        name: "Self-employment tax (Schedule SE) and Additional Medicare Tax (Form 8959)",
        computed: true,
        base: 73880,
        base_rule: "net earnings from self-employment: 92.35 % of net profit (Schedule SE line 4a); no SE tax below $400",
        parts: [
          {
            label: "Social Security, up to the 2025 wage base (176100)",
            base: 73880,
            rate: 0.124,
            amount: 9161.12
          },
          {
            label: "Medicare, no cap",
            base: 73880,
            rate: 0.029,
            amount: 2142.52
          },
          {
            label: "Additional Medicare Tax, above 200000 (single)",
            base: 0,
            rate: 0.009,
            amount: 0
          }
        ],
        total: 11303.640000000001,
        deductible: 5651.820000000001,
        deductible_rule: "half of the SE tax (not of the Additional Medicare Tax) is an above-the-line deduction (Schedule 1 line 15)"
      },
      deductions: [
        {
          label: "Half of self-employment tax (Schedule 1, line 15)",
          amount: 5651.820000000001
        },
        {
          label: "Standard deduction, single, 2025",
          amount: 15750
        }
      ],
      taxable_income: 58598.17999999999,
      income_tax: {
        schedule: "Rev. Proc. 2024-40 brackets, single",
        brackets: [
          {
            over: 0,
            not_over: 11925,
            rate: 0.1,
            taxed_amount: 11925,
            tax: 1192.5
          },
          {
            over: 11925,
            not_over: 48475,
            rate: 0.12,
            taxed_amount: 36550,
            tax: 4386
          },
          {
            over: 48475,
            not_over: 103350,
            rate: 0.22,
            taxed_amount: 10123.179999999993,
            tax: 2227.0995999999986
          },
          {
            over: 103350,
            not_over: 197300,
            rate: 0.24,
            taxed_amount: 0,
            tax: 0
          },
          {
            over: 197300,
            not_over: 250525,
            rate: 0.32,
            taxed_amount: 0,
            tax: 0
          },
          {
            over: 250525,
            not_over: 626350,
            rate: 0.35,
            taxed_amount: 0,
            tax: 0
          },
          {
            over: 626350,
            not_over: null,
            rate: 0.37,
            taxed_amount: 0,
            tax: 0
          }
        ],
        total: 7805.599599999999
      },
      total_tax: 19109.2396,
      income_after_tax: 60890.7604,
      effective_rate_percent: 23.8865495,
      marginal_rate_percent: 22,
      formatted: {
        net_business_income: "80000.00",
        contributions: "11303.64",
        taxable_income: "58598.18",
        income_tax: "7805.60",
        total_tax: "19109.24",
        income_after_tax: "60890.76"
      },
      steps: [
        "Gross income: 100000.00 USD",
        "Business expenses: −20000.00 USD",
        "Net business income: 80000.00 USD",
        "Net earnings from self-employment (Schedule SE line 4a): 80000.00 USD × 92.35% = 73880.00 USD",
        "Social Security part: 12.4% × 73880.00 USD (capped at the 2025 wage base of 176100) = 9161.12 USD",
        "Medicare part: 2.9% × 73880.00 USD = 2142.52 USD",
        "Additional Medicare Tax (Form 8959): 0.9% × 0.00 USD above the 200000 threshold = 0.00 USD",
        "Self-employment tax: 11303.64 USD; half of it is deductible: 5651.82 USD",
        "Adjusted gross income: 80000.00 USD + other income 0.00 USD − 5651.82 USD = 74348.18 USD",
        "Standard deduction, single, 2025: −15750.00 USD",
        "Taxable income: 58598.18 USD",
        "Income tax band 0-11925 at 10%: 11925.00 USD → 1192.50 USD",
        "Income tax band 11925-48475 at 12%: 36550.00 USD → 4386.00 USD",
        "Income tax band 48475-103350 at 22%: 10123.18 USD → 2227.10 USD",
        "Income tax (Rev. Proc. 2024-40 brackets, single): 7805.60 USD",
        "Total: income tax 7805.60 USD + contributions 11303.64 USD = 19109.24 USD",
        "Effective rate: 23.89% of 80000.00 USD; marginal income-tax rate: 22%"
      ],
      sources: [
        "IRS Rev. Proc. 2024-40 (income-tax brackets, tax year 2025)",
        "P.L. 119-21 (2025 reconciliation act, 'One Big Beautiful Bill Act'); IRS later reflected it in Rev. Proc. 2025-32 (standard deduction)",
        "IRS Schedule SE (Form 1040), IRC 1401-1402: 92.35 % of net profit, 12.4 % Social Security up to the wage base, 2.9 % Medicare, $400 floor",
        "IRS Form 8959 Part II: 0.9 % Additional Medicare Tax above 200,000 (single, head of household, qualifying surviving spouse), 250,000 (joint), 125,000 (separate)",
        "SSA: Social Security wage base 176100 for 2025"
      ],
      notes: [
        "The 2025 standard deduction is P.L. 119-21's 15750, raised from Rev. Proc. 2024-40's 15000.",
        "other_income is taxed as ordinary income; it is assumed not to be W-2 wages, which would use up part of the Social Security wage base and of the Additional Medicare Tax threshold."
      ],
      ignored_fields: [],
      not_modeled: [
        "the qualified business income deduction (IRC 199A, up to 20 %)",
        "the 2025-2028 senior deduction and the additional standard deduction for age 65 or blindness",
        "credits, the alternative minimum tax, the net investment income tax, and state and local taxes",
        "W-2 wages alongside self-employment income"
      ]
    }
  },
  {
    title: "Turkey, 2025, Bağ-Kur on the minimum base with the discount",
    input: {
      gross_income: 1000000,
      business_expenses: 200000
    },
    output: {
      country: "turkey",
      tax_year: 2025,
      currency: "TRY",
      filing_status: null,
      gross_income: 1000000,
      business_expenses: 200000,
      net_business_income: 800000,
      other_income: 0,
      contributions: {
        name: "Bağ-Kur premiums (Law 5510 art. 4/1-b)",
        computed: true,
        base: 312066,
        base_rule: "monthly prime esas kazanç × 12; 2025 limits 26005.50-195041.40 TL a month",
        parts: [
          {
            label: "January-December 2025: 12 months × 26005.50 TL at 29.75%",
            base: 312066,
            rate: 0.2975,
            amount: 92839.635
          }
        ],
        total: 92839.635,
        deductible: 92839.635,
        deductible_rule: "the whole premium is deducted from business income (GVK art. 40/10, 68/9)"
      },
      deductions: [
        {
          label: "Bağ-Kur premiums (GVK art. 40/10, 68/9)",
          amount: 92839.635
        }
      ],
      taxable_income: 707160.365,
      income_tax: {
        schedule: "GVK art. 103 tariff 2025, non-wage income",
        brackets: [
          {
            over: 0,
            not_over: 158000,
            rate: 0.15,
            taxed_amount: 158000,
            tax: 23700
          },
          {
            over: 158000,
            not_over: 330000,
            rate: 0.2,
            taxed_amount: 172000,
            tax: 34400
          },
          {
            over: 330000,
            not_over: 800000,
            rate: 0.27,
            taxed_amount: 377160.365,
            tax: 101833.29855
          },
          {
            over: 800000,
            not_over: 4300000,
            rate: 0.35,
            taxed_amount: 0,
            tax: 0
          },
          {
            over: 4300000,
            not_over: null,
            rate: 0.4,
            taxed_amount: 0,
            tax: 0
          }
        ],
        total: 159933.29855
      },
      total_tax: 252772.93355000002,
      income_after_tax: 547227.06645,
      effective_rate_percent: 31.59661669375,
      marginal_rate_percent: 27,
      formatted: {
        net_business_income: "800000.00",
        contributions: "92839.64",
        taxable_income: "707160.37",
        income_tax: "159933.30",
        total_tax: "252772.93",
        income_after_tax: "547227.07"
      },
      steps: [
        "Gross income: 1000000.00 TL",
        "Business expenses: −200000.00 TL",
        "Net business income: 800000.00 TL",
        "Bağ-Kur, January-December 2025: 12 months × 26005.50 TL at 29.75% = 92839.64 TL",
        "Bağ-Kur premiums for the year: 92839.64 TL, deducted from business income",
        "Declared income: 800000.00 TL − 92839.64 TL + other income 0.00 TL = 707160.37 TL",
        "Taxable income: 707160.37 TL",
        "Income tax band 0-158000 at 15%: 158000.00 TL → 23700.00 TL",
        "Income tax band 158000-330000 at 20%: 172000.00 TL → 34400.00 TL",
        "Income tax band 330000-800000 at 27%: 377160.37 TL → 101833.30 TL",
        "Income tax (GVK art. 103 tariff 2025, non-wage income): 159933.30 TL",
        "Total: income tax 159933.30 TL + contributions 92839.64 TL = 252772.93 TL",
        "Effective rate: 31.60% of 800000.00 TL; marginal income-tax rate: 27%"
      ],
      sources: [
        "GVK md. 103 tariff for calendar year 2025 (the Tebliğ number was not found in any source read): the non-wage schedule",
        "Law 5510 art. 4/1-b and art. 81: 20 % long-term + 12.5 % general health insurance + short-term (2 %, 2.25 % from September 2024 by Law 7524 art. 28)",
        "Law 6745: the 5-point discount for regular payers",
        "SGK: 2025 monthly contribution base limits 26005.50 and 195041.40 TL (SGK Genelgesi 2025/2)",
        "GVK art. 40/10 and 68/9: the insured's own social security premiums are deductible"
      ],
      notes: [
        "Bağ-Kur is owed every month on the chosen base whatever the profit: the minimum base (the gross minimum wage), 26005.50 TL a month.",
        "The 5-point discount is applied. Its conditions: The 5-point discount (Law 6745, 2016; applied like the 4/a incentive) needs the insured's own share paid on time and no outstanding premium, administrative-fine or late-payment debt. Installment or restructured debts do not bar it. It does not apply to borrowed or revived (borçlanma/ihya) periods. Voluntary insurance (isteğe bağlı) is excluded.",
        "other_income is added to the declared income and taxed on the same non-wage tariff; wages already taxed at source are not meant here.",
        "The premiums are taken as a deduction from business income (GVK art. 40/10 for ticari kazanç, 68/9 for serbest meslek kazancı); this rule is from the law, not from the bundled tables.",
        "2025 Bağ-Kur: 34.75 % (29.75 % with the discount), inferred from Law 5510 art. 81 after Law 7524; no SGK document states the 4/b total outright."
      ],
      ignored_fields: [],
      not_modeled: [
        "the young entrepreneur exemption (GVK 20/A), the artisan exemption (GVK 9) and the simple method (basit usul)",
        "other deductions of GVK 89 (education, health, donations, disability) and withholding already paid (stopaj, geçici vergi)",
        "stamp duty on the declaration"
      ]
    }
  },
  {
    title: "KKTC, 2024: income tax only (no social-insurance data)",
    input: {
      gross_income: 600000,
      country: "kktc",
      tax_year: 2024
    },
    output: {
      country: "kktc",
      tax_year: 2024,
      currency: "TRY",
      filing_status: null,
      gross_income: 600000,
      business_expenses: 0,
      net_business_income: 600000,
      other_income: 0,
      contributions: {
        name: "Social insurance (Sosyal Sigortalar) and provident fund (İhtiyat Sandığı): not computed",
        computed: false,
        base: 0,
        base_rule: "no source was found for the self-employed Sosyal Sigortalar or İhtiyat Sandığı contribution rates and bases for 2024 or 2025, so social insurance is not computed",
        parts: [],
        total: 0,
        deductible: 0,
        deductible_rule: "none: no contributions are computed"
      },
      deductions: [
        {
          label: "Personal allowance (şahsi indirim) 2024",
          amount: 320000
        }
      ],
      taxable_income: 280000,
      income_tax: {
        schedule: "KKTC income tax 2024",
        brackets: [
          {
            over: 0,
            not_over: 30000,
            rate: 0.1,
            taxed_amount: 30000,
            tax: 3000
          },
          {
            over: 30000,
            not_over: 60000,
            rate: 0.2,
            taxed_amount: 30000,
            tax: 6000
          },
          {
            over: 60000,
            not_over: 136000,
            rate: 0.25,
            taxed_amount: 76000,
            tax: 19000
          },
          {
            over: 136000,
            not_over: 236500,
            rate: 0.3,
            taxed_amount: 100500,
            tax: 30150
          },
          {
            over: 236500,
            not_over: null,
            rate: 0.37,
            taxed_amount: 43500,
            tax: 16095
          }
        ],
        total: 74245
      },
      total_tax: 74245,
      income_after_tax: 525755,
      effective_rate_percent: 12.374166666666667,
      marginal_rate_percent: 37,
      formatted: {
        net_business_income: "600000.00",
        contributions: "0.00",
        taxable_income: "280000.00",
        income_tax: "74245.00",
        total_tax: "74245.00",
        income_after_tax: "525755.00"
      },
      steps: [
        "Gross income: 600000.00 TL",
        "Business expenses: −0.00 TL",
        "Net business income: 600000.00 TL",
        "Social insurance: not computed: no source was found for the self-employed Sosyal Sigortalar or İhtiyat Sandığı contribution rates and bases for 2024 or 2025, so social insurance is not computed",
        "Income: 600000.00 TL + other income 0.00 TL = 600000.00 TL",
        "Personal allowance 2024: −320000.00 TL",
        "Taxable income: 280000.00 TL",
        "Income tax band 0-30000 at 10%: 30000.00 TL → 3000.00 TL",
        "Income tax band 30000-60000 at 20%: 30000.00 TL → 6000.00 TL",
        "Income tax band 60000-136000 at 25%: 76000.00 TL → 19000.00 TL",
        "Income tax band 136000-236500 at 30%: 100500.00 TL → 30150.00 TL",
        "Income tax band 236500-∞ at 37%: 43500.00 TL → 16095.00 TL",
        "Income tax (KKTC income tax 2024): 74245.00 TL",
        "Total: income tax 74245.00 TL + contributions (not computed) 0.00 TL = 74245.00 TL",
        "Effective rate: 12.37% of 600000.00 TL; marginal income-tax rate: 37%"
      ],
      sources: [
        "KKTC income tax schedule for 2024 as published by akmanco (secondary source; personal allowance by Bakanlar Kurulu decision): https://akmanco.com/tr/blog/2024-kuzey-kibris-vergi-oranlari-kisisel-indirimler"
      ],
      notes: [
        "INCOMPLETE: the total is income tax only; no source was found for the self-employed Sosyal Sigortalar or İhtiyat Sandığı contribution rates and bases for 2024 or 2025, so social insurance is not computed.",
        "The 2024 schedule comes from one secondary source (an accounting firm) and was not checked against the Resmi Gazete or the Gelir ve Vergi Dairesi."
      ],
      ignored_fields: [],
      not_modeled: [
        "self-employed social insurance and provident fund contributions (missing from the data)",
        "deductions other than the personal allowance"
      ]
    }
  },
];
