import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CasinoTopicData } from '@sb/contracts';
import { ACCOUNTS_QUERY_KEY } from '../../../lib/accounts';
import { useTranslation } from '../../../lib/i18n';
import { casinoKeys, fetchCrashState } from '../api';
import { formatMultiplier } from '../lib/money';
import { stringAt } from '../lib/results';
import { useSharedRound } from '../lib/use-shared-round';
import type { BoardProps } from './board-props';

const pickCrash = (d: CasinoTopicData) => d.crash;

/** m(t) = e^(k·t), truncated to hundredths, in ten-thousandths (the server's own rule). */
const multiplierAt = (ms: number, k: number) => Math.floor(100 * Math.exp(k * Math.max(0, ms))) * 100;

/**
 * Crash (issue 15): one round for everyone. Bet in the betting window (with an optional auto
 * cash-out), cash out during the flight; the curve is drawn from the server's clock and the
 * round's start, the crash point comes from the server once it crashed. The round's changes and
 * everyone's cash-outs are pushed over `/ws` (topic casino:crash); a poll only while it is down.
 */
export function CrashBoard({ round, busy, onPlay, onAct }: BoardProps) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const crash = useSharedRound('casino:crash', casinoKeys.crash, fetchCrashState, pickCrash);
  const [auto, setAuto] = useState('');
  const [shown, setShown] = useState<number | null>(null);
  const s = crash.state;
  const cur = s?.current ?? null;
  // Server clock − local clock, taken when the state arrived (never recomputed from a stale state).
  const offset = crash.offset;
  useEffect(() => {
    if (!s || cur?.phase !== 'flying') {
      setShown(null);
      return;
    }
    let frame = 0;
    const tick = () => {
      setShown(multiplierAt(Date.now() + offset - cur.flyingAt, s.growthPerMs));
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [s, offset, cur?.phase, cur?.flyingAt]);
  const phase = cur?.phase ?? null;
  // The leader settles the round's bets just after the crash: pushed as `settled`; without the
  // socket, the next round's opening (3 s later) is late enough.
  useEffect(() => {
    if (phase === null || phase === 'flying') return;
    void qc.invalidateQueries({ queryKey: [...ACCOUNTS_QUERY_KEY] });
    void qc.invalidateQueries({ queryKey: casinoKeys.history('crash') });
  }, [phase, crash.settled, qc]);
  const myRound = stringAt(round?.result, 'round');
  const inThisRound = round?.status === 'open' && myRound === cur?.round;
  return (
    <div className="casino-board casino-crash">
      <p className={`casino-big ${phase === 'crashed' ? 'is-loss' : ''}`} data-testid="casino-crash-multiplier">
        {phase === 'flying'
          ? formatMultiplier(shown)
          : phase === 'crashed'
            ? t('casino_crash_crashed', { multiplier: formatMultiplier(cur?.crash ?? null) })
            : t('casino_crash_betting')}
      </p>
      <div className="casino-controls">
        <label>
          {t('casino_crash_auto')}{' '}
          <input
            inputMode="decimal"
            value={auto}
            onChange={(e) => setAuto(e.target.value)}
            size={6}
            placeholder="2.00"
          />
        </label>
        <button
          type="button"
          className="btn btn-primary casino-play"
          disabled={busy || phase !== 'betting' || inThisRound}
          onClick={() => onPlay(auto.trim() ? { autoCashout: Number(auto.replace(',', '.')) } : {})}
          data-testid="casino-play"
        >
          {t('casino_crash_bet')}
        </button>
        <button
          type="button"
          className="btn"
          disabled={busy || phase !== 'flying' || !inThisRound}
          onClick={() => onAct({ type: 'cashout' })}
        >
          {t('casino_cashout')}
        </button>
      </div>
      {crash.cashouts.length > 0 ? (
        <ul className="casino-cashouts" aria-label={t('casino_cashout')} data-testid="casino-crash-cashouts">
          {crash.cashouts.map((c, i) => (
            <li key={`${c.player}-${i}`}>
              {c.player} {formatMultiplier(c.multiplier)}
            </li>
          ))}
        </ul>
      ) : null}
      {s ? (
        <>
          <p className="casino-note">
            {t('casino_crash_recent')}: {s.recent.map((r) => formatMultiplier(r.crash)).join(' · ')}
          </p>
          <p className="casino-note">
            {t('casino_crash_chain')} <code>{s.chainHash}</code>
          </p>
        </>
      ) : null}
    </div>
  );
}
