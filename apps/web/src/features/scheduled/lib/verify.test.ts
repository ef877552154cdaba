import { describe, expect, it } from 'vitest';
import { ABC_SHA256 } from '../test/fixtures';
import { seedMatchesCommitment, sha256Hex } from './verify';

describe('issue 19 provably fair: the player checks a revealed seed against its commitment', () => {
  it('SHA-256 of the seed text (FIPS 180-2 example "abc")', async () => {
    expect(await sha256Hex('abc')).toBe(ABC_SHA256);
  });
  it('a seed matches its commitment (any letter case) and no other', async () => {
    expect(await seedMatchesCommitment('abc', ABC_SHA256.toUpperCase())).toBe(true);
    expect(await seedMatchesCommitment('abd', ABC_SHA256)).toBe(false);
  });
});
