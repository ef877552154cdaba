/** A line error the routes turn into the `{errors:[…]}` shape. */
export class LineError extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}
