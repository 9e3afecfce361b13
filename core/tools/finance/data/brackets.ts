/** One band of a progressive income-tax schedule: `rate` applies to income in (over, not_over]. */
export interface Bracket {
  readonly over: number;
  /** null for the top band, which has no upper limit. */
  readonly not_over: number | null;
  readonly rate: number;
}
