import { z } from 'zod';

/**
 * Spec §4 Account conversion offer (HRK account conversion reminder): the one-time offer to
 * convert a legacy kuna account to euro at 7.53450 HRK = 1 EUR. Amounts are minor units as strings.
 */
export const conversionOfferSchema = z.object({
  fromAccountId: z.number().int(),
  fromCurrency: z.literal('HRK'),
  toCurrency: z.literal('EUR'),
  rate: z.literal('7.53450'),
  /** The HRK balance in lipa. */
  balance: z.string(),
  /** The euro cents it converts to, rounded down. */
  converted: z.string(),
});
export type ConversionOffer = z.infer<typeof conversionOfferSchema>;

export const conversionOfferAnswerSchema = z.object({ offer: conversionOfferSchema.nullable() });
export type ConversionOfferAnswer = z.infer<typeof conversionOfferAnswerSchema>;

export const conversionAcceptAnswerSchema = z.object({
  success: z.literal(true),
  fromAccountId: z.number().int(),
  toAccountId: z.number().int(),
  balance: z.string(),
  converted: z.string(),
});
export type ConversionAcceptAnswer = z.infer<typeof conversionAcceptAnswerSchema>;

export const conversionDeclineAnswerSchema = z.object({ success: z.literal(true) });
