import './bonusgames.css';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { BONUS_GAME_ID_VALUES } from '@sb/contracts';
import { FormError } from '../../components/ui/form-message';
import { useApp } from '../../lib/app-context';
import { dynamicT, useTranslation } from '../../lib/i18n';
import { useLngHref } from '../../lib/use-lng';
import { gamesQuery, ticketsQuery } from './api';
import { GameArt } from './game-art';
import { evText, gameText } from './text';
import { TicketBar } from './ticket-bar';

/**
 * Issue 16, spec §2 Games entrance (allgamesentrance): every bonus game as a card — its art, what
 * it is, the expected prize per ticket, the player's tickets and a Play button; a guest sees the
 * games and the log-in call to action.
 */
export default function EntrancePage() {
  const { t } = useTranslation();
  const tr = dynamicT(t);
  const href = useLngHref();
  const { initial } = useApp();
  const games = useQuery(gamesQuery);
  const tickets = useQuery({ ...ticketsQuery, enabled: initial.authenticated });
  const count = tickets.data?.tickets;
  return (
    <section className="page bg-page" data-route-id="allgamesentrance">
      <h1>{t('page_allgamesentrance')}</h1>
      <p>{t('bg_entrance_intro')}</p>
      <TicketBar tr={tr} />
      {games.isError ? <FormError message={t('main_query_error')} /> : null}
      <ul className="bg-grid" data-testid="bonus-games-list">
        {BONUS_GAME_ID_VALUES.map((id) => {
          const name = gameText(tr, id, 'name');
          const game = games.data?.games.find((g) => g.id === id);
          return (
            <li key={id} className="card bg-game-card" data-testid={`bonus-game-card-${id}`}>
              <GameArt id={id} label={name} />
              <h2>{name}</h2>
              <p>{gameText(tr, id, 'tagline')}</p>
              {game ? <p>{t('bg_ev', { value: evText(tr, game) })}</p> : null}
              {count !== undefined ? <p>{t('bg_tickets_count', { count })}</p> : null}
              <div className="bg-actions">
                <Link
                  className="btn btn--primary"
                  to={href(`allgamesentrance/${id}`)}
                  aria-label={t('bg_play_name', { name })}
                >
                  {t('bg_play')}
                </Link>
                <Link className="btn btn--ghost" to={href(`games-landing/${id}`)}>
                  {t('bg_rules')}
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
