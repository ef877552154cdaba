import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { CasinoTopicData } from '@sb/contracts';
import { ACCOUNTS_QUERY_KEY } from '../../../lib/accounts';
import { useTranslation } from '../../../lib/i18n';
import { useLngHref } from '../../../lib/use-lng';
import { casinoKeys, fetchBingo90State, fetchBingoState } from '../api';
import { gamePath } from '../lib/pages';
import { stringAt } from '../lib/results';
import { useSharedRound } from '../lib/use-shared-round';
import type { BoardProps } from './board-props';
import { Card75, Card90, cardsOf } from './bingo-cards';

const pick75 = (d: CasinoTopicData) => d.bingo75;
const pick90 = (d: CasinoTopicData) => d.bingo90;
/** Cards one purchase may hold (the server's BINGO_MAX_CARDS), each a stake. */
const MAX_CARDS = 6;
const ROOMS = [
  { id: 'bingo-75', name: 'Bingo 75' },
  { id: 'bingo-90', name: 'Bingo 90' },
] as const;

/**
 * Bingo (issue 15): two rooms, 75 balls (a draw a minute) and 90 balls (a draw every two
 * minutes), each one draw for the whole room from its published chain. Buy 1–6 cards (each a
 * stake) before the draw; the draw's balls mark them. No video host: the server draws.
 */
export function BingoBoard({ game, round, busy, onPlay }: BoardProps) {
  const { t } = useTranslation();
  const href = useLngHref();
  const qc = useQueryClient();
  const ninety = game.id === 'bingo-90';
  // Pushed over /ws (topic casino:bingo75 / casino:bingo90); polled only while the socket is down.
  const room = useSharedRound(
    ninety ? 'casino:bingo90' : 'casino:bingo75',
    ninety ? casinoKeys.bingo90 : casinoKeys.bingo,
    ninety ? fetchBingo90State : fetchBingoState,
    ninety ? pick90 : pick75,
  );
  const s = room.state;
  const offset = room.offset;
  const [now, setNow] = useState(0);
  const [count, setCount] = useState(1);
  useEffect(() => {
    if (!s) return;
    setNow(Date.now() + offset);
    const id = setInterval(() => setNow(Date.now() + offset), 500);
    return () => clearInterval(id);
  }, [s, offset]);
  const lastRound = s?.last?.round ?? null;
  useEffect(() => {
    if (lastRound === null) return;
    void qc.invalidateQueries({ queryKey: [...ACCOUNTS_QUERY_KEY] });
    void qc.invalidateQueries({ queryKey: casinoKeys.history(game.id) });
  }, [lastRound, room.settled, qc, game.id]);
  const cards = round?.gameId === game.id ? cardsOf(round.result) : [];
  const myRound = stringAt(round?.result, 'round');
  const drawn = new Set(myRound !== null && myRound === lastRound ? (s?.last?.balls ?? []) : []);
  const bought = round?.gameId === game.id && round.status === 'open' && myRound === s?.round;
  const seconds = s?.drawAt ? Math.max(0, Math.ceil((s.drawAt - now) / 1000)) : 0;
  return (
    <div className="casino-board casino-bingo">
      <nav className="casino-bingo-rooms" aria-label={t('casino_bingo_rooms')}>
        {ROOMS.map((r) => (
          <Link
            key={r.id}
            to={href(gamePath(r))}
            className={r.id === game.id ? 'btn btn-primary' : 'btn'}
            aria-current={r.id === game.id ? 'page' : undefined}
          >
            {r.name}
          </Link>
        ))}
      </nav>
      <p className="casino-note">{t('casino_bingo_no_host')}</p>
      <p className="casino-note">{t(ninety ? 'casino_bingo90_prizes' : 'casino_bingo75_prizes')}</p>
      <p className="casino-big" data-testid="casino-bingo-status">
        {t('casino_bingo_draw_in', { seconds })}
      </p>
      {cards.length > 0 ? (
        <div className="casino-bingo-cards" data-testid="casino-bingo-cards">
          {cards.map((card, k) =>
            ninety ? (
              <Card90 key={k} card={card} drawn={drawn} n={k + 1} />
            ) : (
              <Card75 key={k} card={card} drawn={drawn} n={k + 1} />
            ),
          )}
        </div>
      ) : (
        <p className="casino-note">{t('casino_bingo_no_cards')}</p>
      )}
      <label className="casino-bingo-count">
        {t('casino_bingo_cards')}{' '}
        <select
          value={count}
          onChange={(e) => setCount(Number(e.target.value))}
          disabled={busy || bought}
          data-testid="casino-bingo-count"
        >
          {Array.from({ length: MAX_CARDS }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className="btn btn-primary casino-play"
        disabled={busy || bought}
        onClick={() => onPlay({ cards: count })}
        data-testid="casino-play"
      >
        {bought ? t('casino_bingo_bought_cards', { count: cards.length }) : t('casino_bingo_buy_cards', { count })}
      </button>
      {s?.last ? (
        <p className="casino-note">
          {t('casino_bingo_last')}: {s.last.balls.join(' · ')}
        </p>
      ) : null}
      {s ? (
        <p className="casino-note">
          {t('casino_crash_chain')} <code>{s.chainHash}</code>
        </p>
      ) : null}
    </div>
  );
}
