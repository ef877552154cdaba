import { z } from 'zod';

/**
 * One error shape for every API: JSON:API-style `errors[]`, each with a stable machine code,
 * the dictionary key of a human message (`title`) and a `detail` for developers.
 */
export const apiErrorSchema = z.object({
  errors: z
    .array(
      z.object({
        status: z.string(),
        code: z.string(),
        title: z.string(),
        detail: z.string(),
      }),
    )
    .min(1),
  /** Spec §8: HTTP 451 with exception_code 1 sends the player to confirm changed terms. */
  exception_code: z.number().int().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Spec §8: a JSON-API error message is the detail fields joined by newlines. */
export function jsonApiErrorMessage(error: ApiError): string {
  return error.errors.map((e) => e.detail).join('\n');
}
