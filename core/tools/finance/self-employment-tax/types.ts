/** What each country's computation hands back to self-employment-tax-calculator to assemble. */
import type { ProgressiveTax } from './progressive.ts';

export interface ContributionPart {
  label: string;
  base: number;
  rate: number;
  amount: number;
}

export interface Contributions {
  name: string;
  /** False where the bundled data cannot compute them (KKTC social insurance). */
  computed: boolean;
  base: number;
  base_rule: string;
  parts: ContributionPart[];
  total: number;
  /** The part of `total` subtracted before income tax. */
  deductible: number;
  deductible_rule: string;
}

export interface Deduction {
  label: string;
  amount: number;
}

export interface CountryComputation {
  currency: 'USD' | 'TRY';
  filing_status: string | null;
  contributions: Contributions;
  /** Subtracted, in order, from net business income + other income. */
  deductions: Deduction[];
  taxable_income: number;
  schedule: string;
  income_tax: ProgressiveTax;
  /** The middle of the worked steps: contributions and deductions, as sentences with cents. */
  steps: string[];
  sources: string[];
  notes: string[];
  not_modeled: string[];
}

/** The input as run() receives it (defaults applied): mirrors schema.ts INPUT, and tsc checks the two agree where run() passes it on. */
export interface SelfEmploymentInput {
  gross_income: number;
  country: 'usa' | 'turkey' | 'kktc';
  tax_year: number;
  business_expenses: number;
  filing_status?: 'single' | 'married_filing_jointly' | 'married_filing_separately' | 'head_of_household' | 'qualifying_surviving_spouse';
  other_income: number;
  use_standard_deduction: boolean;
  itemized_deductions: number;
  bagkur_tier: 'minimum' | 'custom';
  bagkur_has_discount: boolean;
  custom_bagkur_base?: number;
}
