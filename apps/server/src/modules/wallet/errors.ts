/** A refusal of a money operation, with a stable code and a dictionary key. */
export class WalletError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly title: string,
    detail?: string,
  ) {
    super(detail ?? code);
  }
}
