import { useState } from 'react';
import { useLineT } from '../../lib/use-line';
import { Link } from 'react-router';
import { useLngHref } from '../../../../lib/use-lng';
import { LINE_ROOT } from '../../lib/url';
import { LIVE_ROOT } from '../lib/live-url';
import {
  BETTING_TYPES,
  CYBER_FILTERS,
  normalizeMarketList,
  useBettingState,
  type BettingState,
} from '../lib/betting-state';

type Flag = 'groupByCategories' | 'wideScoreboard' | 'upcomingEvents' | 'onlyWithVideos';
const FLAGS: readonly Flag[] = ['groupByCategories', 'wideScoreboard', 'upcomingEvents', 'onlyWithVideos'];
const FLAG_KEYS: Record<Flag, string> = {
  groupByCategories: 'live_state_group',
  wideScoreboard: 'live_state_wide',
  upcomingEvents: 'live_state_upcoming',
  onlyWithVideos: 'live_state_videos',
};

/** The live list's toolbar: the §3 Betting state the player sets (kept on this device). */
export function BettingToolbar() {
  const t = useLineT();
  const [state, patch] = useBettingState();
  const href = useLngHref();
  const [markets, setMarkets] = useState<string | null>(null);
  return (
    <div className="live-toolbar" role="group" aria-label={t('live_state_label')} data-testid="live-toolbar">
      <span className="live-toolbar__type" data-testid="live-state-type">
        {BETTING_TYPES.map((type) => (
          <Link
            key={type}
            to={href(type === 'live' ? LIVE_ROOT : LINE_ROOT)}
            aria-current={type === 'live' ? 'page' : undefined}
            onClick={() => patch({ currentBettingType: type })}
          >
            {t(type === 'live' ? 'live_title' : 'nav_line')}
          </Link>
        ))}
      </span>
      {FLAGS.map((f) => (
        <label key={f} className="live-toolbar__flag">
          <input
            type="checkbox"
            checked={state[f]}
            data-testid={`live-state-${f}`}
            onChange={(e) => patch({ [f]: e.target.checked } as Partial<BettingState>)}
          />
          <span>{t(FLAG_KEYS[f])}</span>
        </label>
      ))}
      <label className="live-toolbar__select">
        <span>{t('live_state_cyber')}</span>
        <select
          value={state.cyberFilter}
          data-testid="live-state-cyber"
          onChange={(e) => patch({ cyberFilter: e.target.value as BettingState['cyberFilter'] })}
        >
          {CYBER_FILTERS.map((c) => (
            <option key={c} value={c}>
              {t(`live_cyber_${c}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="live-toolbar__markets">
        <span>{t('live_state_markets')}</span>
        <input
          type="text"
          inputMode="numeric"
          placeholder="1,4"
          value={markets ?? state.filteredMarkets}
          data-testid="live-state-markets"
          onChange={(e) => setMarkets(e.target.value)}
          onBlur={() => {
            if (markets !== null) patch({ filteredMarkets: normalizeMarketList(markets) });
            setMarkets(null);
          }}
        />
      </label>
    </div>
  );
}
