import { describe, expect, it } from 'vitest';
import { draftSearch, nextStep, previousStep, reachableStep, stepsOf, type Topics } from './request-steps';

const topics: Topics = {
  deposit: { needsPayment: true, subtopics: ['not_credited'] },
  other: { needsPayment: false, subtopics: ['limits'] },
};

describe('spec §2 payment/create-request steps topic, transaction, subtopic', () => {
  it('asks for the transaction only when the topic needs a payment', () => {
    expect(stepsOf(topics['deposit'])).toEqual(['topic', 'transaction', 'subtopic']);
    expect(stepsOf(topics['other'])).toEqual(['topic', 'subtopic']);
    expect(nextStep('topic', topics['deposit'])).toBe('transaction');
    expect(nextStep('topic', topics['other'])).toBe('subtopic');
    expect(nextStep('subtopic', topics['other'])).toBeNull();
    expect(previousStep('subtopic', topics['deposit'])).toBe('transaction');
    expect(previousStep('subtopic', topics['other'])).toBe('topic');
    expect(previousStep('topic', topics['other'])).toBeNull();
  });

  it.each([
    ['subtopic', { topic: null, paymentId: null }, 'topic'],
    ['subtopic', { topic: 'unknown', paymentId: null }, 'topic'],
    ['subtopic', { topic: 'deposit', paymentId: null }, 'transaction'],
    ['subtopic', { topic: 'deposit', paymentId: 'dep_1' }, 'subtopic'],
    ['transaction', { topic: 'other', paymentId: null }, 'subtopic'],
    ['transaction', { topic: 'deposit', paymentId: 'dep_1' }, 'transaction'],
    ['topic', { topic: 'deposit', paymentId: 'dep_1' }, 'topic'],
  ] as const)('%s with %j shows %s', (wanted, draft, shown) => {
    expect(reachableStep(wanted, draft, topics)).toBe(shown);
  });

  it('keeps the choices in the URL', () => {
    expect(draftSearch({ topic: 'deposit', paymentId: 'dep_1 x' })).toBe('?topic=deposit&payment=dep_1+x');
    expect(draftSearch({ topic: null, paymentId: null })).toBe('');
  });
});
