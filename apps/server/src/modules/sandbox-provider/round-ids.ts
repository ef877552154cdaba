import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxProviderRounds } from '../../db/schema';

/**
 * Issue 25 §3: the sandbox's round ids, one space for every mode and player. The page picks its
 * round ids (so a lost answer can be retried with the same one); the first request claims the id
 * for its scope (`real:{playerId}` or `demo:{session}`), game, stake and parameters. The same id
 * again is a retry only when all of them are the same; otherwise it is taken: a round id played in
 * demo can never be played with real money (nor another player's, nor with other stakes).
 */
export interface RoundClaim {
  roundId: string;
  scope: string;
  game: string;
  stake: bigint;
  /** The game's parameters, normalised (parseParams), as JSON. */
  params: string;
}

export type RoundIdState = 'new' | 'retry' | 'taken';

export interface RoundIds {
  claim(c: RoundClaim): Promise<RoundIdState>;
}

export function sandboxRoundIds(db: Db): RoundIds {
  return {
    async claim(c) {
      const inserted = await db
        .insert(sandboxProviderRounds)
        .values(c)
        .onConflictDoNothing()
        .returning({ roundId: sandboxProviderRounds.roundId });
      if (inserted.length === 1) return 'new';
      const [row] = await db.select().from(sandboxProviderRounds).where(eq(sandboxProviderRounds.roundId, c.roundId));
      const same =
        row && row.scope === c.scope && row.game === c.game && row.stake === c.stake && row.params === c.params;
      return same ? 'retry' : 'taken';
    },
  };
}
