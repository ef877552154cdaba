/** The search answer's contract: a chunk of its own, loaded with the first search, not with the page. */
export { searchResponseSchema } from '@sb/contracts';
