/** A BFF answer the caller cannot use: a failed status, or a 2xx body outside the route's contract. */
export class BffError extends Error {
  override readonly name = 'BffError';

  constructor(
    message: string,
    /** The answer's HTTP status. */
    readonly status: number,
    /** The failed answer's body as the route describes it (undefined when it describes none or the body differs); the raw body of a 2xx out of contract. */
    readonly body: unknown,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
