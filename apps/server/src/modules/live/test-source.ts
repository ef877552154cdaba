import type { LiveGameDetail, LiveGameSummary, LiveState } from '@sb/contracts';
import type { LiveOutcome, LiveSource } from './source';

/** A live source the tests move by hand: games with a score and one 1X2 market. */
export class FakeLiveSource implements LiveSource {
  readonly games = new Map<number, { sportId: number; champId: number; home: number; away: number; coefs: number[] }>();
  reads = 0;

  add(id: number, sportId = 1, champId = 10): this {
    this.games.set(id, { sportId, champId, home: 0, away: 0, coefs: [2, 3.2, 3.5] });
    return this;
  }

  list(now: number): readonly LiveGameSummary[] {
    this.reads++;
    return [...this.games.keys()].map((id) => this.summary(id, now));
  }

  game(gameId: number, now: number): LiveGameDetail | null {
    const g = this.games.get(gameId);
    if (!g) return null;
    return { ...this.summary(gameId, now), markets: [{ groupId: 1, param: null, outcomes: this.outcomes(gameId) }] };
  }

  outcome(outcomeId: string, now: number): LiveOutcome | null {
    const gameId = Number(outcomeId.split('_')[0]);
    const g = this.game(gameId, now);
    const o = g?.markets[0]?.outcomes.find((x) => x.id === outcomeId);
    return o && g ? { ...o, gameStatusId: g.statusId } : null;
  }

  private outcomes(gameId: number) {
    const g = this.games.get(gameId);
    return (g?.coefs ?? []).map((coef, i) => ({
      id: `${gameId}_${i + 1}_`,
      gameId,
      sportId: g?.sportId ?? 1,
      champId: g?.champId ?? 10,
      groupId: 1,
      typeId: i + 1,
      param: null,
      kind: 1,
      coef,
      isLive: true,
      isBlocked: false,
    }));
  }

  private state(gameId: number): LiveState {
    const g = this.games.get(gameId);
    const score = { home: g?.home ?? 0, away: g?.away ?? 0, periods: [] };
    return {
      gameId,
      sportId: g?.sportId ?? 1,
      statusId: 2,
      period: 1,
      periodsTotal: 2,
      clockSec: 600,
      clockRunning: true,
      score,
      points: null,
      serving: null,
      stats: {},
      betStop: false,
      possession: null,
      incidents: [],
      zoneId: `z${gameId}`,
      updatedAt: 0,
    };
  }

  private summary(id: number, _now: number): LiveGameSummary {
    const g = this.games.get(id);
    const state = this.state(id);
    return {
      id,
      sportId: g?.sportId ?? 1,
      champId: g?.champId ?? 10,
      champName: 'League',
      countryCode: null,
      team1: { id: 1, name: 'A', short: 'A', colors: ['#000', '#fff'] },
      team2: { id: 2, name: 'B', short: 'B', colors: ['#000', '#fff'] },
      title: null,
      startAt: 1000 + id,
      statusId: 2,
      isTop: false,
      mainMarkets: [{ groupId: 1, param: null, outcomes: this.outcomes(id) }],
      marketsCount: 3,
      score: state.score,
      live: state,
    };
  }
}
