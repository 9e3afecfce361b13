/** The shape of a bundled annual price index (inflation-calculator's reference data). */
export interface PriceIndex {
  /** The currency whose prices the index measures. */
  readonly currency: 'USD' | 'TRY';
  readonly name: string;
  readonly series: string;
  /** The reference period whose level is 100. */
  readonly base: string;
  /** How a year's single figure is formed from the monthly indexes. */
  readonly measure: string;
  readonly authority: string;
  readonly source: string;
  readonly first_year: number;
  readonly last_year: number;
  /** Caveats a reader of a result should see. */
  readonly notes: readonly string[];
  /** Index level by calendar year, first_year..last_year with no gaps. */
  readonly annual: Readonly<Record<number, number>>;
}
