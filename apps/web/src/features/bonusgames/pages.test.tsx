// @vitest-environment jsdom
import { act } from 'react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BONUS_GAMES,
  expectedValue,
  FORTUNA_SEGMENTS,
  fractionText,
  PRIZE_KINDS,
  TICKET_PRICE_POINTS,
  toNumber,
} from '@sb/casino';
import {
  bonusGamesAnswerSchema,
  type BonusGamePlayView,
  type BonusGamesAnswer,
  type BonusGameTicketsAnswer,
} from '@sb/contracts';
import {
  apiError,
  dictionary,
  PLAYER,
  renderWithApp,
  type AppView,
  type Call as ServerCall,
  type Reply,
} from '../../test/render-with-app';
import { WHEEL_SEGMENTS } from './boards-pick';
import EntrancePage from './entrance-page';
import BonusGamePage from './game-page';
import GamesLandingPage from './landing-page';
import BonusGamesPromoPage from './promo-page';

let container: HTMLDivElement;
let view: AppView;

beforeEach(() => {
  // Rounds show at once (prefers-reduced-motion), so the tests read the result without waiting.
  vi.stubGlobal('matchMedia', (q: string) => ({ matches: q.includes('reduce'), media: q }));
});

/** The published games as the server builds them (the same tables, probabilities and EV). */
const games: BonusGamesAnswer = bonusGamesAnswerSchema.parse({
  currency: 'EUR',
  ticketPricePoints: TICKET_PRICE_POINTS,
  depositTicketMinMinor: '2000',
  games: BONUS_GAMES.map((g) => {
    const ev = expectedValue(g.tiers);
    return {
      id: g.id,
      choice: g.choice,
      product: g.terms.product,
      bonusKind: g.terms.bonusKind,
      wageringMultiplier: g.terms.wageringMultiplier,
      validityDays: g.terms.validityDays,
      tiers: g.tiers.map((t) => ({
        id: t.id,
        prize: t.prize,
        probability: fractionText(t.probability),
        probabilityDecimal: toNumber(t.probability),
      })),
      expectedValue: PRIZE_KINDS.filter((k) => ev[k].num > 0n).map((kind) => ({
        kind,
        exact: fractionText(ev[kind]),
        decimal: toNumber(ev[kind]),
      })),
      rules: g.rules,
    };
  }),
});

const fairness = { serverSeedHash: 'ab'.repeat(32), clientSeed: 'client-1', nonce: 0 };
const ticketsAnswer = (tickets: number): BonusGameTicketsAnswer => ({
  tickets,
  pointsBalance: 150,
  eligible: true,
  history: [],
  fairness,
});

function render(path: string, authenticated: boolean): void {
  view = renderWithApp(
    <Routes>
      <Route path="/:lng/allgamesentrance" element={<EntrancePage />} />
      <Route path="/:lng/allgamesentrance/:gameRoute" element={<BonusGamePage />} />
      <Route path="/:lng/bonusgames/:game" element={<BonusGamePage />} />
      <Route path="/:lng/bonuses-games" element={<BonusGamesPromoPage />} />
      <Route path="/:lng/games-landing/:landingRoute" element={<GamesLandingPage />} />
    </Routes>,
    { path, user: authenticated ? PLAYER : null, fallback: answer },
  );
  container = view.container;
}

type Call = { url: string; method: string; body: Record<string, unknown> | null };

/** The answer of the next render's fake server to every call but the token's. */
let answer: (call: ServerCall) => Reply;

/** A fake server: the games, the tickets (spent by each play) and a play answer built by `round`. */
function server(opts: { tickets: number; round?: (body: Record<string, unknown>) => BonusGamePlayView }) {
  const calls: Call[] = [];
  let tickets = opts.tickets;
  answer = ({ url, method, body: sent }) => {
    const body = sent as Record<string, unknown> | null;
    calls.push({ url, method, body });
    if (url.endsWith('/play') && opts.round) {
      if (tickets < 1) return apiError(409, 'no_tickets');
      tickets -= 1;
      return { play: opts.round(body ?? {}), tickets };
    }
    if (url.includes('/bonus-games/tickets')) return ticketsAnswer(tickets);
    if (url.includes('/bonus-games/history')) return { plays: [] };
    if (url.endsWith('/web-api/bonus-games')) return games;
    return apiError(404, 'not_found');
  };
  return calls;
}

const playView = (gameId: BonusGamePlayView['gameId'], over: Partial<BonusGamePlayView>): BonusGamePlayView => ({
  id: 7,
  clientRoundId: 'r-1',
  gameId,
  choice: null,
  tier: 'bonus-1000',
  board: { segment: 11, segments: [...FORTUNA_SEGMENTS] },
  prize: { kind: 'bonus', amount: '1000', currency: 'EUR', playerBonusId: 3 },
  fairness,
  at: '2026-11-24T10:00:00.000Z',
  ...over,
});

const $ = (sel: string) => container.querySelector(sel);
const text = () => container.textContent ?? '';
/** Polls outside act, flushing React between polls (a timer's state update then renders). */
const until = (check: () => void) =>
  vi.waitFor(async () => {
    await act(async () => {
      await Promise.resolve();
    });
    check();
  });
const waitText = (s: string) => until(() => expect(text()).toContain(s));

describe('issue 16, spec §2 Games entrance: allgamesentrance', () => {
  it('a guest sees all six games with their art and Play links, and the log-in call to action; no ticket call', async () => {
    const calls = server({ tickets: 0 });
    render('/en/allgamesentrance', false);
    await waitText(dictionary.bg_game_fortuna_tagline);
    for (const id of ['fortuna', 'chest', 'memory', 'safe', 'lottery', 'dragon-bonus']) {
      const card = $(`[data-testid="bonus-game-card-${id}"]`);
      expect(card?.querySelector('svg[role="img"]')).not.toBeNull();
      expect(card?.querySelector('a.btn--primary')?.getAttribute('href')).toBe(`/en/allgamesentrance/${id}`);
    }
    expect($('[data-testid="bonus-games-login"] a')?.getAttribute('href')).toBe('/en/login');
    expect(calls.some((c) => c.url.includes('/tickets'))).toBe(false);
  });

  it('a player sees where their tickets came from and went (the ticket ledger, newest first)', async () => {
    server({ tickets: 1 });
    const at = '2026-11-24T10:00:00.000Z';
    answer = ({ url }) =>
      url.includes('/bonus-games/tickets')
        ? {
            ...ticketsAnswer(1),
            history: [
              { source: 'play', delta: -1, gameId: 'safe', at },
              { source: 'grant', delta: 2, gameId: null, at },
            ],
          }
        : games;
    render('/en/allgamesentrance', true);
    await until(() => expect($('[data-testid="bonus-ticket-history"]')).not.toBeNull());
    const items = [...container.querySelectorAll('[data-testid="bonus-ticket-history"] li')].map((li) =>
      (li.textContent ?? '').replace(/^.* · (.+ · [+-]\d+)$/, '$1'),
    );
    expect(items).toEqual(['Round: Safe cracker · -1', 'Promotion · +2']);
  });

  it('a player sees the ticket count on every card and, with none, the way to earn them', async () => {
    server({ tickets: 0 });
    render('/en/allgamesentrance', true);
    await until(() => expect($('[data-testid="bonus-tickets"]')?.textContent).toBe('Tickets: 0'));
    expect($('[data-testid="bonus-tickets-empty"]')).not.toBeNull();
    expect(container.querySelectorAll('.bg-game-card').length).toBe(6);
    // 150 points < the ticket price: the shop button is there but disabled.
    const buy = [...container.querySelectorAll('button')].find((b) => b.textContent?.includes('Buy a ticket'));
    expect(buy?.disabled).toBe(true);
  });
});

describe('issue 16 bonus game pages: allgamesentrance/{gameRoute} and bonusgames/{game}', () => {
  it('fortuna: a spin posts one round with a client round id and no choice, then shows the prize and the tickets left', async () => {
    const calls = server({ tickets: 1, round: () => playView('fortuna', {}) });
    render('/en/allgamesentrance/fortuna', true);
    await until(() => expect($('[data-testid="bonus-tickets"]')?.textContent).toBe('Tickets: 1'));
    const spin = $('[data-testid="bonus-game-play"]') as HTMLButtonElement;
    await until(() => expect(spin.disabled).toBe(false));
    act(() => spin.click());
    await until(() =>
      expect($('[data-testid="bonus-game-prize"]')?.textContent).toBe('You won 10.00 EUR casino bonus.'),
    );
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.url).toContain('/web-api/bonus-games/fortuna/play');
    expect(posts[0]?.body).toEqual({ clientRoundId: expect.stringMatching(/^fortuna-/) });
    expect($('[data-testid="fortuna-wheel"]')?.getAttribute('class')).toContain('bg-fortuna__wheel--seg-11');
    // The round's proof: its id, nonce and the committed server seed hash.
    expect($('[data-testid="bonus-game-proof"]')?.textContent).toBe(
      `Round 7 · nonce 0 · server seed hash ${fairness.serverSeedHash}`,
    );
    // 1000 cents sit on 1 of the 12 segments, 50 cents on 5.
    const rows = [...container.querySelectorAll('[data-testid="bonus-game-prizes"] tbody tr')].map(
      (r) => r.textContent,
    );
    expect(rows).toContain('5 of 12 segments0.50 EUR casino bonus41.67 %');
    expect(rows).toContain('1 of 12 segments10.00 EUR casino bonus8.33 %');
    await until(() => expect($('[data-testid="bonus-tickets"]')?.textContent).toBe('Tickets: 0'));
    expect((($('[data-testid="bonus-game-play"]') as HTMLButtonElement) ?? spin).disabled).toBe(true);
  });

  it('the rules, the prize table with exact chances and the expected value are on the page (bonusgames/safe)', async () => {
    server({ tickets: 0 });
    render('/en/bonusgames/safe', false);
    await until(() => expect($('[data-testid="bonus-game-prizes"]')).not.toBeNull());
    const rows = [...container.querySelectorAll('[data-testid="bonus-game-prizes"] tbody tr')].map(
      (r) => r.textContent,
    );
    expect(rows).toEqual([
      '3 digits right100.00 EUR casino bonus0.1 %',
      '2 digits right20.00 EUR casino bonus2.7 %',
      '1 digits right3.00 EUR casino bonus24.3 %',
      '0 digits right10 club points72.9 %',
    ]);
    // EV: 0.001·10000 + 0.027·2000 + 0.243·300 = 136.9 cents; 0.729·10 = 7.29 points.
    expect($('[data-testid="bonus-game-ev"]')?.textContent).toBe(
      'Expected per ticket: 1.37 EUR casino bonus + 7.29 club points',
    );
    expect(text()).toContain(dictionary.bg_login_title);
  });

  it('lottery: Play waits for three numbers and sends them; the drawn balls and hits show', async () => {
    const calls = server({
      tickets: 2,
      round: (b) =>
        playView('lottery', {
          choice: b['choice'] as { numbers: number[] },
          tier: 'hits-1',
          board: { numbers: [2, 5, 9], drawn: [5, 11, 14, 17, 20], hits: 1 },
          prize: { kind: 'free_bet', amount: '100', currency: 'EUR', playerBonusId: 4 },
        }),
    });
    render('/en/bonusgames/lottery', true);
    const play = () => $('[data-testid="bonus-game-play"]') as HTMLButtonElement;
    await until(() => expect($('[data-testid="bonus-tickets"]')).not.toBeNull());
    for (const n of [9, 2]) act(() => ($(`[data-testid="lottery-${n}"]`) as HTMLButtonElement).click());
    expect(play().disabled).toBe(true);
    act(() => ($('[data-testid="lottery-5"]') as HTMLButtonElement).click());
    act(() => ($('[data-testid="lottery-7"]') as HTMLButtonElement).click()); // a fourth is refused
    expect($('[data-testid="lottery-7"]')?.getAttribute('aria-pressed')).toBe('false');
    await until(() => expect(play().disabled).toBe(false));
    act(() => play().click());
    await waitText('You won 1.00 EUR sport free bet.');
    expect(calls.find((c) => c.method === 'POST')?.body?.['choice']).toEqual({ numbers: [9, 2, 5] });
    expect(text()).toContain('Your numbers 2, 5, 9, drawn 5, 11, 14, 17, 20: 1 hits.');
  });

  it('memory: the first click plays; each next click turns the next card of the shuffle until the pair', async () => {
    const cards = ['star', 'coin', 'star'];
    server({
      tickets: 1,
      round: () =>
        playView('memory', {
          tier: 'pair-star',
          board: { cards, pair: 'star' },
          prize: { kind: 'points', amount: '30', currency: 'EUR', playerBonusId: null },
        }),
    });
    render('/en/allgamesentrance/memory', true);
    const card = (i: number) => $(`[data-testid="memory-card-${i}"]`) as HTMLButtonElement;
    await until(() => expect(card(0).disabled).toBe(false));
    act(() => card(5).click());
    await until(() => expect(card(5).getAttribute('aria-label')).toBe('Card 6: stars'));
    expect($('[data-testid="bonus-game-result"]')).toBeNull();
    act(() => card(0).click());
    expect(card(0).getAttribute('aria-label')).toBe('Card 1: coins');
    act(() => card(15).click());
    expect(card(15).getAttribute('aria-label')).toBe('Card 16: stars');
    await waitText('You won 30 club points.');
  });

  it('no ticket: the chests cannot be opened (the play buttons wait for a ticket)', async () => {
    server({ tickets: 0, round: () => playView('chest', {}) });
    render('/en/bonusgames/chest', true);
    await until(() => expect($('[data-testid="bonus-tickets"]')?.textContent).toBe('Tickets: 0'));
    expect(($('[data-testid="chest-0"]') as HTMLButtonElement).disabled).toBe(true);
  });

  it('an unknown slug under allgamesentrance/ and games-landing/ renders the 404 page', async () => {
    server({ tickets: 0 });
    render('/en/allgamesentrance/roulette', false);
    expect($('[data-testid="page-404"]')).not.toBeNull();
    view.unmount();
    render('/en/games-landing/nope', false);
    expect($('[data-testid="page-404"]')).not.toBeNull();
  });
});

describe('issue 16: bonuses-games and games-landing/{landingRoute}', () => {
  it('the promotion page lists every way the server grants tickets, from the published numbers, and the games', async () => {
    server({ tickets: 0 });
    render('/en/bonuses-games', false);
    await until(() => expect($('[data-testid="bonus-games-earn"]')).not.toBeNull());
    const earn = $('[data-testid="bonus-games-earn"]')?.textContent ?? '';
    expect(earn).toContain(`one ticket costs ${TICKET_PRICE_POINTS} club points`);
    expect(earn).toContain('deposit of 20.00 EUR or more');
    expect(earn).toContain('we grant tickets');
    expect(container.querySelectorAll('a[href^="/en/games-landing/"]').length).toBe(6);
  });

  it('a landing pitches its game and links to play it', async () => {
    server({ tickets: 0 });
    render('/en/games-landing/dragon-bonus', false);
    await waitText(dictionary.bg_game_dragon_bonus_pitch);
    expect($('[data-testid="bonus-game-landing"] a.btn--primary')?.getAttribute('href')).toBe(
      '/en/allgamesentrance/dragon-bonus',
    );
  });

  it('the wheel drawn before a round is the published one (@sb/casino FORTUNA_SEGMENTS)', () => {
    expect(WHEEL_SEGMENTS).toEqual([...FORTUNA_SEGMENTS]);
  });
});
