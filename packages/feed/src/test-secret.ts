/**
 * Tests only: a fixed result secret, so a test's results are the same on every run (issue 25
 * item 2: production draws results from the secret generated at first start, never a fixed one).
 */
export const TEST_RESULT_SECRET = 'feed tests: a fixed result secret, never used in production';
