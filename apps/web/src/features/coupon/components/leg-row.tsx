import { useTranslation } from '../../../lib/i18n';
import { formatOddsById } from '@sb/odds';
import { usePreferences } from '../../../lib/app-context';
import { couponStore, type CouponBet } from '../../../lib/coupon-store';
import { oddsOfCoef } from '../lib/coupon-math';
import { coefMove, isLegLocked } from '../lib/refresh';
import { outcomeLabel } from '../../../lib/outcome-label';
import { legLogos } from '../lib/leg-logos';
import { moveIndication } from '../lib/coef-indication';
import { TeamBadge } from '../../../components/ui/team-badge';

interface LegRowProps {
  bet: CouponBet;
  /** System: the leg can be a banker; multi-bet: part of the lobby; conditional: its block. */
  mark: 'banker' | 'lobby' | 'block' | null;
  blockCount: number;
}

/** One selection: game, outcome, odds with its last move, lock, remove, and the type's mark. */
export function LegRow({ bet, mark, blockCount }: LegRowProps) {
  const { t } = useTranslation();
  const [prefs] = usePreferences();
  const odds = oddsOfCoef(bet.market.coef);
  const move = coefMove(bet);
  const locked = isLegLocked(bet);
  const id = bet.market.id;
  const logos = legLogos(bet, prefs.flags);
  const shown = moveIndication(move, prefs.coefIndicationType);
  return (
    <li className={`coupon-leg${locked ? ' coupon-leg--locked' : ''}`} data-testid="coupon-leg" data-outcome-id={id}>
      <div className="coupon-leg__head">
        <span className="coupon-leg__game">
          {logos.length > 0 ? (
            <span className="coupon-leg__logos" data-testid="coupon-leg-logos">
              {logos.map((team, i) => (
                <TeamBadge key={i} team={team} size={18} />
              ))}
            </span>
          ) : null}
          {bet.gameName}
        </span>
        <button
          type="button"
          className="coupon-leg__remove"
          aria-label={t('coupon_remove')}
          onClick={() => couponStore.remove(id)}
        >
          ×
        </button>
      </div>
      <div className="coupon-leg__champ">
        {bet.champName}
        {bet.market.isLive ? <span className="coupon-leg__live">{t('coupon_live')}</span> : null}
      </div>
      <div className="coupon-leg__pick">
        <span>{bet.outcomeName ?? outcomeLabel(t, bet.market.typeId, bet.market.param, prefs.marketsNameType)}</span>
        {locked ? (
          <span className="coupon-leg__locked" data-testid="coupon-leg-locked">
            {t('coupon_locked')}
          </span>
        ) : (
          <span
            className={`coupon-leg__odds${shown.colour ? ` coupon-leg__odds--${move}` : ''}${shown.colour && !shown.arrow ? ' coupon-leg__odds--no-arrow' : ''}`}
            data-testid="coupon-leg-odds"
            data-move={move ?? undefined}
          >
            {move && shown.colour ? (
              <span className="visually-hidden">{t(move === 'up' ? 'coupon_coef_up' : 'coupon_coef_down')} </span>
            ) : null}
            {odds ? (formatOddsById(odds, prefs.coefViewId) ?? bet.market.coef.toFixed(2)) : '—'}
          </span>
        )}
      </div>
      {mark === 'banker' || mark === 'lobby' ? (
        <label className="coupon-leg__mark">
          <input
            type="checkbox"
            checked={mark === 'banker' ? bet.isBanker === true : bet.isLobby === true}
            onChange={(e) =>
              couponStore.updateBet(
                id,
                mark === 'banker' ? { isBanker: e.target.checked } : { isLobby: e.target.checked },
              )
            }
          />
          {t(mark === 'banker' ? 'coupon_banker' : 'coupon_lobby')}
        </label>
      ) : null}
      {mark === 'block' ? (
        <label className="coupon-leg__mark">
          {t('coupon_block')}
          <select value={bet.blockId} onChange={(e) => couponStore.updateBet(id, { blockId: Number(e.target.value) })}>
            {Array.from({ length: blockCount }, (_, i) => (
              <option key={i} value={i}>
                {i + 1}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </li>
  );
}
