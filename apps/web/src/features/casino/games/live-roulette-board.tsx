import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CasinoTopicData } from '@sb/contracts';
import { ACCOUNTS_QUERY_KEY } from '../../../lib/accounts';
import { useTranslation } from '../../../lib/i18n';
import { casinoKeys, fetchLiveRouletteState } from '../api';
import { ROULETTE_REDS } from '../lib/game-ui';
import { stringAt } from '../lib/results';
import { useSharedRound } from '../lib/use-shared-round';
import type { BoardProps } from './board-props';
import { RouletteBoard } from './table-boards';

const pickRoulette = (d: CasinoTopicData) => d.roulette;
const colour = (n: number) => (n === 0 ? 'is-green' : ROULETTE_REDS.has(n) ? 'is-red' : 'is-black');

/**
 * Live roulette (issue 15): one spin for the whole table every few seconds, drawn by the server
 * from the published chain (no video dealer). The same table as roulette; bets close at the spin.
 */
export function LiveRouletteBoard(props: BoardProps) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  // Pushed over /ws (topic casino:roulette); polled only while the socket is down.
  const live = useSharedRound('casino:roulette', casinoKeys.liveRoulette, fetchLiveRouletteState, pickRoulette);
  const s = live.state;
  const cur = s?.current ?? null;
  const [now, setNow] = useState(() => s?.serverNow ?? 0);
  const offset = live.offset;
  useEffect(() => {
    if (!s) return;
    const id = setInterval(() => setNow(Date.now() + offset), 250);
    return () => clearInterval(id);
  }, [s, offset]);
  const spun = cur?.pocket ?? null;
  useEffect(() => {
    if (spun === null) return;
    void qc.invalidateQueries({ queryKey: [...ACCOUNTS_QUERY_KEY] });
    void qc.invalidateQueries({ queryKey: casinoKeys.history('roulette-live') });
  }, [spun, cur?.round, live.settled, qc]);
  const open = cur !== null && spun === null && now < cur.spinAt;
  const betThisSpin = props.round?.status === 'open' && stringAt(props.round.result, 'round') === cur?.round;
  const seconds = cur ? Math.max(0, Math.ceil((cur.spinAt - now) / 1000)) : 0;
  return (
    <div className="casino-board casino-live-roulette">
      <p className="casino-big" data-testid="casino-live-status">
        {spun !== null ? (
          <span className={`casino-pocket ${colour(spun)}`}>{spun}</span>
        ) : (
          t('casino_live_spin_in', { seconds })
        )}
      </p>
      {s ? (
        <p className="casino-note">
          {t('casino_crash_recent')}:{' '}
          {s.recent.map((r) => (
            <span key={r.round} className={`casino-pocket ${r.pocket === null ? '' : colour(r.pocket)}`}>
              {r.pocket}
            </span>
          ))}
        </p>
      ) : null}
      <RouletteBoard {...props} round={null} busy={props.busy || !open || betThisSpin} />
      {s ? (
        <p className="casino-note">
          {t('casino_crash_chain')} <code>{s.chainHash}</code>
        </p>
      ) : null}
    </div>
  );
}
