import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, devCaptchaAnswerSchema, devCaptchaParamsSchema } from '@sb/contracts';
import { sendError } from '../../http/errors';
import { registerAdminGuard } from '../config';
import type { CaptchaAnswerBook } from './captcha';

/** Enough for any test run; the oldest answers go first (a challenge lives two minutes). */
export const DEV_CAPTCHA_BOOK_SIZE = 1000;

/**
 * Answers of recent challenges, in memory, outside production only: a browser test cannot read
 * the picture, so it asks the operator endpoint below. Production never builds one of these.
 */
export class DevCaptchaBook implements CaptchaAnswerBook {
  private readonly answers = new Map<string, { answer: string; expiresAt: number }>();

  record(id: string, answer: string, expiresAt: number): void {
    if (this.answers.size >= DEV_CAPTCHA_BOOK_SIZE) {
      const oldest = this.answers.keys().next();
      if (!oldest.done) this.answers.delete(oldest.value);
    }
    this.answers.set(id, { answer, expiresAt });
  }

  answer(id: string, nowMs: number): string | null {
    const entry = this.answers.get(id);
    return entry && entry.expiresAt > nowMs ? entry.answer : null;
  }
}

/**
 * `GET /admin-api/dev/captcha/:id` → the answer of a live challenge. Registered only outside
 * production and behind the operator token, like `/admin-api/dev/clock`.
 */
export function devCaptchaRoutes(book: DevCaptchaBook, adminToken: string | undefined, now: () => number) {
  return async (app: FastifyInstance) => {
    registerAdminGuard(app, adminToken);
    app.withTypeProvider<ZodTypeProvider>().get(
      '/admin-api/dev/captcha/:id',
      {
        schema: {
          hide: true,
          params: devCaptchaParamsSchema,
          response: { 200: devCaptchaAnswerSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const answer = book.answer(request.params.id, now());
        if (answer === null) return sendError(reply, 404, 'not_found', 'No live captcha with this id');
        return { answer };
      },
    );
  };
}
