import { describe, expect, it } from 'vitest';
import { newSupportRequestSchema, SUPPORT_TOPICS, supportTopicsAnswerSchema } from './support';

describe('issue 12: the support-request contract (spec §2 payment/create-request)', () => {
  it('the topics answer parses the topics the server offers', () => {
    expect(supportTopicsAnswerSchema.parse({ topics: SUPPORT_TOPICS }).topics.deposit?.needsPayment).toBe(true);
  });

  it('a request names a known topic and a message of 10–2000 characters', () => {
    const ok = { topic: 'other', subtopic: 'limits', message: 'Please help me' };
    expect(newSupportRequestSchema.safeParse(ok).success).toBe(true);
    expect(newSupportRequestSchema.safeParse({ ...ok, topic: 'casino' }).success).toBe(false);
    expect(newSupportRequestSchema.safeParse({ ...ok, message: '   short   ' }).success).toBe(false);
  });
});
