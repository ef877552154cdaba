import './bonusgames.css';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { BONUS_GAME_ID_VALUES } from '@sb/contracts';
import { formatMinor } from '@sb/ledger';
import { FormError } from '../../components/ui/form-message';
import { dynamicT, useTranslation } from '../../lib/i18n';
import { useLngHref } from '../../lib/use-lng';
import { gamesQuery } from './api';
import { GameArt } from './game-art';
import { gameText } from './text';

/**
 * Issue 16, spec §2 promotions (bonuses-games): how tickets are earned — what the server grants
 * them for: the rewards shop (points), deposits of at least the minimum, and operators' grants in
 * promotions — and the games, each with its link.
 */
export default function BonusGamesPromoPage() {
  const { t } = useTranslation();
  const tr = dynamicT(t);
  const href = useLngHref();
  const games = useQuery(gamesQuery);
  const d = games.data;
  return (
    <section className="page bg-page" data-route-id="bonuses_games">
      <h1>{t('page_bonuses_games')}</h1>
      <p>{t('bg_promo_intro')}</p>
      {games.isError ? <FormError message={t('main_query_error')} /> : null}
      <section className="card bg-section" aria-labelledby="bg-earn-title">
        <h2 id="bg-earn-title">{t('bg_how_to_earn')}</h2>
        {d ? (
          <ul data-testid="bonus-games-earn">
            <li>{t('bg_earn_shop', { points: d.ticketPricePoints })}</li>
            <li>
              {t('bg_earn_deposit', { amount: `${formatMinor(BigInt(d.depositTicketMinMinor), 2)} ${d.currency}` })}
            </li>
            <li>{t('bg_earn_grant')}</li>
          </ul>
        ) : (
          <p>{t('main_loading')}</p>
        )}
        <p>{t('bg_earn_terms')}</p>
        <div className="bg-actions">
          <Link className="btn btn--primary" to={href('allgamesentrance')}>
            {t('bg_open_entrance')}
          </Link>
          <Link className="btn btn--ghost" to={href('office/rewards')}>
            {t('bg_open_shop')}
          </Link>
        </div>
      </section>
      <h2>{t('bg_games_title')}</h2>
      <ul className="bg-grid">
        {BONUS_GAME_ID_VALUES.map((id) => {
          const name = gameText(tr, id, 'name');
          return (
            <li key={id} className="card bg-game-card">
              <GameArt id={id} label={name} />
              <h3>
                <Link to={href(`games-landing/${id}`)}>{name}</Link>
              </h3>
              <p>{gameText(tr, id, 'tagline')}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
