export class RgError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly title: string,
    detail?: string,
  ) {
    super(detail ?? code);
  }
}
