import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  CASINO_API,
  casinoFairnessSchema,
  casinoHistoryAnswerSchema,
  casinoPlayAnswerSchema,
  casinoRotateAnswerSchema,
  casinoVerifyAnswerSchema,
} from '@sb/contracts';
import { casinoRounds, casinoSeeds } from '../../db/schema';
import { openCasinoTestKit, type CasinoTestKit, type TestPlayer } from './test-kit';

/**
 * Issue 25 §1: a server seed is revealed only when no open round uses it. A round game draws its
 * hidden state (mine positions, prepared cards) from the seed when it opens, so the seed, client
 * seed and nonce of an open round would tell the player what is still to come.
 */
const clock = Date.UTC(2026, 11, 2, 10, 0, 0);
let kit: CasinoTestKit;

beforeAll(async () => {
  kit = await openCasinoTestKit({ now: () => clock, net: 125 });
});
afterAll(async () => {
  await kit.dispose();
});

const MINES_TILES = 25;

async function seedOf(userId: number) {
  const [row] = await kit.db().select().from(casinoSeeds).where(eq(casinoSeeds.userId, userId));
  if (!row) throw new Error('no seed');
  return row;
}

async function minePositions(roundId: string): Promise<number[]> {
  const [row] = await kit.db().select().from(casinoRounds).where(eq(casinoRounds.id, roundId));
  return (row?.state as { minePositions: number[] }).minePositions;
}

/** A safe tile not yet picked: read from the server's own state, so the test never depends on luck. */
const safeTile = (mines: number[], picked: number[]) =>
  Array.from({ length: MINES_TILES }, (_, i) => i).find((t) => !mines.includes(t) && !picked.includes(t)) ?? -1;

async function openMines(p: TestPlayer) {
  const res = await p.post(`${CASINO_API}/rounds`, { gameId: 'mines', mode: 'real', stake: 100, params: { mines: 3 } });
  const opened = casinoPlayAnswerSchema.parse(res.json());
  expect(opened.round.status).toBe('open');
  return opened.round.id;
}

const act = (p: TestPlayer, roundId: string, action: object) =>
  p.post(`${CASINO_API}/rounds/${roundId}/act`, { action });
const verify = async (roundId: string) =>
  casinoVerifyAnswerSchema.parse(
    (await kit.app().app.inject({ url: `${CASINO_API}/verify?roundId=${roundId}` })).json(),
  );
const rotate = async (p: TestPlayer) => {
  const res = await p.post(`${CASINO_API}/fairness/rotate`, {});
  expect(res.statusCode).toBe(200);
  return { body: res.body, answer: casinoRotateAnswerSchema.parse(res.json()) };
};

describe('issue 25 §1: seeds of open rounds stay secret', () => {
  it('rotation with a round open answers the new hash, withholds the old seed and reveals it once the round ends', async () => {
    const p = await kit.player();
    const roundId = await openMines(p);
    const old = await seedOf(p.userId);
    const mines = await minePositions(roundId);

    const { body, answer } = await rotate(p);
    expect(body).not.toContain(old.serverSeed);
    expect(answer.revealed).toBeNull();
    expect(answer.withheld).toEqual({
      serverSeedHash: old.serverSeedHash,
      clientSeed: old.clientSeed,
      nonce: old.nonce,
      openRounds: [{ roundId, gameId: 'mines' }],
    });
    const fresh = await seedOf(p.userId);
    expect(answer.current.serverSeedHash).toBe(fresh.serverSeedHash);
    expect(fresh.serverSeedHash).not.toBe(old.serverSeedHash);

    // The open round keeps playing on its own seed: the same hidden mines as when it opened.
    const pick = safeTile(mines, []);
    const picked = casinoPlayAnswerSchema.parse((await act(p, roundId, { type: 'pick', tile: pick })).json());
    expect(picked.round.status).toBe('open');
    expect(await minePositions(roundId)).toEqual(mines);
    expect((await verify(roundId)).serverSeed).toBeNull();

    const done = casinoPlayAnswerSchema.parse((await act(p, roundId, { type: 'cashout' })).json());
    expect(done.round.status).toBe('settled');
    const v = await verify(roundId);
    expect(v.serverSeed).toBe(old.serverSeed);
    expect(v.hashMatches).toBe(true);
    expect(v.recomputed?.result).toMatchObject({ mines: 3 });
  });

  it('rotation with no open round still reveals the old seed at once', async () => {
    const p = await kit.player();
    casinoFairnessSchema.parse((await p.get(`${CASINO_API}/fairness`)).json());
    const old = await seedOf(p.userId);
    const { answer } = await rotate(p);
    expect(answer.revealed?.serverSeed).toBe(old.serverSeed);
    expect(answer.withheld).toBeNull();
  });

  it('verify of a settled round whose seed an open round still uses shows no seed', async () => {
    const p = await kit.player();
    const dice = casinoPlayAnswerSchema.parse(
      (await p.play({ gameId: 'dice', stake: 100, params: { target: 50, direction: 'over' } })).json(),
    );
    expect(dice.round.status).toBe('settled');
    const roundId = await openMines(p);
    const old = await seedOf(p.userId);
    await rotate(p);
    const v = await verify(dice.round.id);
    expect(v.serverSeed).toBeNull();
    expect(v.revealed).toBe(false);
    expect(JSON.stringify(v)).not.toContain(old.serverSeed);
    await act(p, roundId, { type: 'pick', tile: (await minePositions(roundId))[0] });
    expect((await verify(dice.round.id)).serverSeed).toBe(old.serverSeed);
  });

  it('a client seed change during an open round changes neither its hidden state nor reveals anything', async () => {
    const p = await kit.player();
    const roundId = await openMines(p);
    const old = await seedOf(p.userId);
    const mines = await minePositions(roundId);
    const res = await p.post(`${CASINO_API}/fairness/client-seed`, { clientSeed: 'issue-25-client' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(old.serverSeed);
    expect(casinoFairnessSchema.parse(res.json()).serverSeedHash).toBe(old.serverSeedHash);
    expect(await minePositions(roundId)).toEqual(mines);
    // The first mine still busts: the round's mines were fixed when it opened.
    const bust = casinoPlayAnswerSchema.parse((await act(p, roundId, { type: 'pick', tile: mines[0] })).json());
    expect(bust.round.result).toMatchObject({ status: 'busted', minePositions: mines });
    expect(bust.serverSeed).toBeNull();
  });

  it('history, the open round answer and refusals show an open round only as the player has seen it', async () => {
    const p = await kit.player();
    const roundId = await openMines(p);
    const old = await seedOf(p.userId);
    const mines = await minePositions(roundId);
    await rotate(p);
    const pick = safeTile(mines, []);
    await act(p, roundId, { type: 'pick', tile: pick });
    const bodies = [
      (await p.get(`${CASINO_API}/history?gameId=mines`)).body,
      (await act(p, roundId, { type: 'pick', tile: pick })).body, // tile already open: a refusal
      (await act(p, roundId, { type: 'nonsense' })).body,
      (await p.post(`${CASINO_API}/rounds`, { gameId: 'mines', mode: 'real', stake: 100, params: { mines: 3 } })).body,
      (await kit.app().app.inject({ url: `${CASINO_API}/verify?roundId=${roundId}` })).body,
    ];
    for (const body of bodies) {
      expect(body).not.toContain(old.serverSeed);
      expect(body).not.toContain('minePositions":[');
    }
    const history = casinoHistoryAnswerSchema.parse(JSON.parse(bodies[0] ?? '{}'));
    expect(history.rounds[0]?.result).toMatchObject({ revealed: [pick], minePositions: null });
  });
});
