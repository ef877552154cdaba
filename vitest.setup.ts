import fc from 'fast-check';

/**
 * Property tests run from a fixed seed, so a run never passes or fails by luck (the guide: tests
 * never depend on luck). Explore other inputs with FC_SEED=<n>, or FC_SEED=random for a fresh
 * seed; a failure prints its seed, and FC_SEED=<that seed> replays it.
 */
const raw = process.env.FC_SEED ?? '20261124';
if (raw !== 'random') {
  const seed = Number(raw);
  if (!Number.isSafeInteger(seed)) throw new Error(`FC_SEED must be an integer or "random", got ${raw}`);
  fc.configureGlobal({ seed });
}
