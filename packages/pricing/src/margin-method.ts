/** How a margin is spread over a market's selections. */
export type MarginMethod = 'multiplicative' | 'power' | 'shin';

export const MARGIN_METHODS: readonly MarginMethod[] = ['multiplicative', 'power', 'shin'];
