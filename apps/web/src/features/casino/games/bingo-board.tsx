import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCOUNTS_QUERY_KEY } from '../../../lib/accounts';
import { useTranslation } from '../../../lib/i18n';
import { bingoQuery, casinoKeys } from '../api';
import { isRecord, stringAt } from '../lib/results';
import type { BoardProps } from './board-props';

const LETTERS = ['B', 'I', 'N', 'G', 'O'];

/** The card of a ticket (five columns of five numbers, 0 the free centre), read from its state. */
function cardOf(result: unknown): number[][] {
  const card = isRecord(result) ? result['card'] : null;
  return Array.isArray(card) ? card.map((col) => (Array.isArray(col) ? col.map((n) => Number(n)) : [])) : [];
}

/**
 * Bingo 75 (issue 15): one draw a minute for the whole room from the published chain. Buy a card
 * before the draw; the last draw's balls mark it; prizes are shared by the first line and the
 * first full house (90 % of the room's stakes).
 */
export function BingoBoard({ round, busy, onPlay }: BoardProps) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const room = useQuery(bingoQuery);
  const s = room.data;
  const [now, setNow] = useState(0);
  useEffect(() => {
    if (!s) return;
    const offset = s.serverNow - Date.now();
    setNow(Date.now() + offset);
    const id = setInterval(() => setNow(Date.now() + offset), 500);
    return () => clearInterval(id);
  }, [s]);
  const lastRound = s?.last?.round ?? null;
  useEffect(() => {
    if (lastRound === null) return;
    void qc.invalidateQueries({ queryKey: [...ACCOUNTS_QUERY_KEY] });
    void qc.invalidateQueries({ queryKey: casinoKeys.history('bingo-75') });
  }, [lastRound, qc]);
  const card = cardOf(round?.result);
  const myRound = stringAt(round?.result, 'round');
  const drawn = new Set(myRound !== null && myRound === lastRound ? (s?.last?.balls ?? []) : []);
  const bought = round?.status === 'open' && myRound === s?.round;
  const seconds = s?.drawAt ? Math.max(0, Math.ceil((s.drawAt - now) / 1000)) : 0;
  return (
    <div className="casino-board casino-bingo">
      <p className="casino-big" data-testid="casino-bingo-status">
        {t('casino_bingo_draw_in', { seconds })}
      </p>
      {card.length === 5 ? (
        <table className="casino-bingo-card" aria-label={t('casino_bingo_card')}>
          <thead>
            <tr>
              {LETTERS.map((l) => (
                <th key={l} scope="col">
                  {l}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[0, 1, 2, 3, 4].map((r) => (
              <tr key={r}>
                {card.map((col, c) => {
                  const n = col[r] ?? 0;
                  return (
                    <td key={c} className={n === 0 || drawn.has(n) ? 'is-marked' : ''}>
                      {n === 0 ? '★' : n}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <button
        type="button"
        className="btn btn-primary casino-play"
        disabled={busy || bought}
        onClick={() => onPlay({})}
        data-testid="casino-play"
      >
        {bought ? t('casino_bingo_bought') : t('casino_bingo_buy')}
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
