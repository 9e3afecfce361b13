/** A refusal of the expression, with the 1-based character position it concerns. */
export class ExpressionError extends Error {
  override readonly name = 'ExpressionError';
  constructor(
    message: string,
    readonly position: number,
  ) {
    super(message);
  }
}
