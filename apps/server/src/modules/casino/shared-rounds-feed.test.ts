import { describe, expect, it } from 'vitest';
import { liveServerMessageSchema, type LiveServerMessage } from '@sb/contracts';
import { hashSeed } from '@sb/casino';
import { createMemoryBus, type EventBus } from '../../bus/bus';
import { SILENT_LOGGER } from '../../log';
import { LiveHub, TopicStore, type LiveSocket, type LiveSource, type LiveUpdateBatch } from '../live';
import { BingoSchedule } from './bingo';
import { BINGO90_ROOM } from './bingo90-room';
import { CrashSchedule, multiplierAt, type CrashRound } from './crash-schedule';
import { LiveRouletteSchedule } from './live-roulette';
import { CASINO_CASHOUTS_CHANNEL, casinoSnapshotOf, SharedRoundsFeed, type SharedStates } from './shared-rounds-feed';
import { bingoStateOf, crashStateOf, liveRouletteStateOf } from './shared-views';
import { packageStudio } from './studio';

/* Issue 15: crash shared rounds over /ws — everyone sees the same curve (the same round, started
 * at the same moment) and who cashed out. The test clock drives one crash round through a leader's
 * feed on node A; subscribers on node A and node B receive the same messages. */

const NO_LINE: LiveSource = { list: () => [], game: () => null, outcome: () => null };

class FakeSocket implements LiveSocket {
  bufferedAmount = 0;
  sent: LiveServerMessage[] = [];
  send(message: Buffer) {
    // Every frame a page receives is a valid server message of the contracts.
    this.sent.push(liveServerMessageSchema.parse(JSON.parse(message.toString())));
  }
  close() {}
  terminate() {}
  ping() {}
}

const studio = packageStudio();
const crash = new CrashSchedule('feed-test-secret');
const roulette = new LiveRouletteSchedule('feed-test-roulette', studio);
const bingo = new BingoSchedule('feed-test-bingo', studio);
const bingo90 = new BingoSchedule('feed-test-bingo90', studio, BINGO90_ROOM);
const states: SharedStates = {
  crash: (now) => crashStateOf(crash, now),
  roulette: (now) => liveRouletteStateOf(roulette, now),
  bingo75: (now) => bingoStateOf(bingo, now),
  bingo90: (now) => bingoStateOf(bingo90, now),
};

/** The first round of 2026-11-24 whose crash point is at least 2× (the auto cash-out at 1.5× is reached). */
function roundReaching2x(): CrashRound {
  let r = crash.current(Date.UTC(2026, 10, 24, 12));
  while (r && r.crash < 20_000) r = crash.round(r.generation, r.index + 1);
  if (!r) throw new Error('no round reaches 2x');
  return r;
}

async function node(bus: EventBus, now: () => number) {
  const hub = new LiveHub({
    source: NO_LINE,
    bus,
    now,
    log: SILENT_LOGGER,
    casinoSnapshot: (topic, at, held) => casinoSnapshotOf(states, topic, at, held),
  });
  await hub.start(false);
  const client = () => {
    const ws = new FakeSocket();
    const handle = hub.connect(ws);
    handle.receive(JSON.stringify({ type: 'sub', topics: ['casino:crash'] }));
    return ws;
  };
  return { hub, client };
}

describe('issue 15 crash shared rounds over /ws', () => {
  it('two subscribers on two nodes see the same sequence: opened, started, cash-outs, revealed, settled; a late one gets the snapshot', async () => {
    const r = roundReaching2x();
    let t = r.bettingAt - 500;
    const now = () => t;
    const bus = createMemoryBus();
    const a = await node(bus, now);
    const b = await node(bus, now);
    const feed = new SharedRoundsFeed({
      states,
      store: a.hub.store,
      bus,
      leadership: { isLeader: () => true },
      now,
      log: SILENT_LOGGER,
      autoCashouts: async (round) =>
        round === `${r.generation}-${r.index}` ? [{ betId: 'bet-auto', player: '***07', multiplier: 15_000 }] : [],
    });
    await feed.start(false);
    const one = a.client();
    const two = b.client();

    await feed.tick(); // the previous round's pause: it is announced once
    const before = one.sent.length;
    t = r.bettingAt + 100;
    await feed.tick();
    t = r.flyingAt + 10;
    await feed.tick();
    // A player cashes out by hand on node B at 1.20×: that node tells the leader over the bus.
    const round = `${r.generation}-${r.index}`;
    await bus.publish(CASINO_CASHOUTS_CHANNEL, {
      betId: 'bet-hand',
      round,
      player: '***42',
      multiplier: 12_000,
      auto: false,
    });
    let flight = 0;
    while (multiplierAt(flight) < 13_000) flight += 10;
    t = r.flyingAt + flight;
    await feed.tick();
    while (multiplierAt(flight) < 15_000) flight += 10;
    t = r.flyingAt + flight;
    await feed.tick();
    await feed.tick(); // nothing new: nothing sent
    t = r.crashedAt;
    await feed.tick();
    feed.settled('casino:crash', 2);
    await feed.tick();

    const events = one.sent.slice(before).map((m) => (m.type === 'delta' ? m.data.casino?.event : undefined));
    expect(events.map((e) => e?.kind)).toEqual(['opened', 'started', 'cashout', 'cashout', 'revealed', 'settled']);
    expect(two.sent.slice(-events.length)).toEqual(one.sent.slice(before));
    const seqs = one.sent.slice(before).map((m) => (m.type === 'delta' ? m.seq : -1));
    expect(seqs).toEqual(seqs.map((_, i) => (seqs[0] ?? 0) + i));

    const [opened, started, hand, auto, revealed] = events;
    expect(opened).toEqual({ kind: 'opened', round, hash: r.hash });
    expect(started).toEqual({ kind: 'started', round });
    expect(hand).toMatchObject({ kind: 'cashout', cashout: { player: '***42', multiplier: 12_000, auto: false } });
    expect(auto).toMatchObject({ kind: 'cashout', cashout: { player: '***07', multiplier: 15_000, auto: true } });
    // The revealed seed hashes to the commitment published when the round opened.
    expect(revealed).toEqual({ kind: 'revealed', round, seed: r.seed });
    expect(hashSeed(r.seed)).toBe(r.hash);
    // Until the crash the crash point is nobody's; at the crash it is everyone's.
    const crashOf = (m: LiveServerMessage | undefined) => (m?.type === 'delta' ? m.data.casino?.crash : undefined);
    expect(crashOf(one.sent[before + 1])?.current).toMatchObject({ phase: 'flying', crash: null, seed: null });
    expect(crashOf(one.sent[before + 4])?.current).toMatchObject({ phase: 'crashed', crash: r.crash, seed: r.seed });

    // A late subscriber on node B: one snapshot at the held seq, the round now and both cash-outs.
    t = r.crashedAt + 1_000;
    const late = b.client();
    expect(late.sent).toHaveLength(1);
    const snap = late.sent[0];
    if (snap?.type !== 'snapshot') throw new Error('no snapshot');
    expect(snap.seq).toBe(seqs.at(-1));
    expect(snap.data.casino?.crash?.serverNow).toBe(t);
    expect(snap.data.casino?.crash?.current).toMatchObject({ round, phase: 'crashed', crash: r.crash });
    expect(snap.data.casino?.cashouts?.map((c) => c.player)).toEqual(['***42', '***07']);

    // The same bet is published once, even told twice (a retry) or cashed by hand after its auto.
    await bus.publish(CASINO_CASHOUTS_CHANNEL, {
      betId: 'bet-hand',
      round,
      player: '***42',
      multiplier: 12_000,
      auto: false,
    });
    expect(await feed.tick()).toBe(0);
    await feed.stop();
  });

  it('a cash-out list never loses one while the bus has not brought the last publication back', async () => {
    const r = roundReaching2x();
    let t = r.flyingAt + 10;
    const sent: LiveUpdateBatch[] = [];
    const feed = new SharedRoundsFeed({
      states,
      // A store the bus never feeds: as if the leader's own publication were still on its way.
      store: new TopicStore(),
      bus: { publish: async (_c, p) => void sent.push(p as LiveUpdateBatch), subscribe: async () => () => undefined },
      leadership: { isLeader: () => true },
      now: () => t,
      log: SILENT_LOGGER,
    });
    const round = `${r.generation}-${r.index}`;
    await feed.tick();
    feed.cashedOut({ betId: 'a', round, player: '***01', multiplier: 10_200, auto: false });
    t += 500;
    await feed.tick();
    feed.cashedOut({ betId: 'b', round, player: '***02', multiplier: 10_500, auto: false });
    t += 500;
    await feed.tick();
    const last = sent.at(-1)?.updates.at(-1);
    expect(last?.data.casino?.cashouts?.map((c) => c.player)).toEqual(['***01', '***02']);
    const crashSeqs = sent.flatMap((b) => b.updates.filter((u) => u.topic === 'casino:crash').map((u) => u.seq));
    expect(crashSeqs).toEqual([1, 2, 3]);
  });

  it('a node that does not lead publishes nothing', async () => {
    const t = roundReaching2x().flyingAt;
    const bus = createMemoryBus();
    const a = await node(bus, () => t);
    const feed = new SharedRoundsFeed({
      states,
      store: a.hub.store,
      bus,
      leadership: { isLeader: () => false },
      now: () => t,
      log: SILENT_LOGGER,
    });
    const ws = a.client();
    expect(await feed.tick()).toBe(0);
    // Its subscriber still has the round now, from the snapshot the node computes itself.
    expect(ws.sent[0]?.type === 'snapshot' && ws.sent[0].data.casino?.crash?.current?.phase).toBe('flying');
  });
});

describe('issue 15 bingo 90 over /ws (topic casino:bingo90)', () => {
  it('the 90 room has its own schedule: its draw reveals the last seed and opens the next round, with 90 balls', async () => {
    const r = bingo90.current(Date.UTC(2026, 10, 24, 12));
    if (!r) throw new Error('no draw');
    let t = r.buyingAt + 10;
    const bus = createMemoryBus();
    const feed = new SharedRoundsFeed({
      states,
      store: new TopicStore(),
      bus,
      leadership: { isLeader: () => true },
      now: () => t,
      log: SILENT_LOGGER,
    });
    feed.compute(t);
    t = r.drawAt + 10;
    const ups = feed.compute(t).updates.filter((u) => u.topic === 'casino:bingo90');
    const events = ups.map((u) => u.data.casino?.event);
    expect(events).toEqual([
      { kind: 'revealed', round: `${r.generation}-${r.index}`, seed: r.seed },
      { kind: 'opened', round: `${r.generation}-${r.index + 1}`, hash: bingo90.round(r.generation, r.index + 1)?.hash },
    ]);
    const state = ups[0]?.data.casino?.bingo90;
    expect([...(state?.last?.balls ?? [])].sort((a, b) => a - b)).toEqual(Array.from({ length: 90 }, (_, i) => i + 1));
    expect(state?.drawAt).toBe(r.drawAt + BINGO90_ROOM.periodMs);
    expect(hashSeed(r.seed)).toBe(r.hash);
  });
});
