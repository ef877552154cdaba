import { useRef } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FormError, FormSuccess } from '../../components/ui/form-message';
import { ApiError } from '../../lib/api-client';
import { useApp } from '../../lib/app-context';
import type { DynamicTranslate } from '../../lib/i18n';
import { useErrorText } from '../../lib/use-error-text';
import { useLngHref } from '../../lib/use-lng';
import { bonusGameCalls, bonusGameKeys, gamesQuery, newRoundId, ticketsQuery } from './api';
import { gameText } from './text';

/**
 * Issue 16: the player's tickets (one pool for every game), club points and the rewards-shop
 * purchase of a ticket; a guest gets the log-in call to action instead.
 */
export function TicketBar({ tr }: { tr: DynamicTranslate }) {
  const { initial } = useApp();
  const href = useLngHref();
  const qc = useQueryClient();
  const fallback = useErrorText();
  const games = useQuery(gamesQuery);
  const tickets = useQuery({ ...ticketsQuery, enabled: initial.authenticated });
  const key = useRef<string | null>(null);
  const buy = useMutation({
    mutationFn: () => {
      key.current ??= newRoundId('ticket');
      return bonusGameCalls.buy(key.current);
    },
    onSuccess: () => {
      key.current = null;
      void qc.invalidateQueries({ queryKey: bonusGameKeys.tickets });
    },
  });
  if (!initial.authenticated)
    return (
      <div className="card bg-login" data-testid="bonus-games-login">
        <h2>{tr('bg_login_title')}</h2>
        <p>{tr('bg_login_text')}</p>
        <div className="bg-actions">
          <Link className="btn btn--primary" to={href('login')}>
            {tr('bg_login')}
          </Link>
          <Link className="btn btn--ghost" to={href('registration')}>
            {tr('bg_register')}
          </Link>
        </div>
      </div>
    );
  const data = tickets.data;
  const price = games.data?.ticketPricePoints;
  const buyError =
    buy.error instanceof ApiError && buy.error.code === 'insufficient_points'
      ? tr('loyalty_error_insufficient_points')
      : fallback(buy.error);
  return (
    <section className="card bg-tickets" aria-labelledby="bg-tickets-title">
      <h2 id="bg-tickets-title" className="bg-tickets__title">
        {tr('bg_tickets')}
      </h2>
      {tickets.isError ? <FormError message={fallback(tickets.error)} /> : null}
      {data ? (
        <>
          <p className="bg-tickets__count" data-testid="bonus-tickets">
            {tr('bg_tickets_count', { count: data.tickets })}
          </p>
          <p>{tr('bg_points_balance', { points: data.pointsBalance })}</p>
          {!data.eligible ? <p className="notice notice--warning">{tr('bg_not_eligible')}</p> : null}
          <div className="bg-actions">
            {price !== undefined && data.eligible ? (
              <button
                type="button"
                className="btn btn--ghost"
                disabled={buy.isPending || data.pointsBalance < price}
                onClick={() => buy.mutate()}
              >
                {tr('bg_buy_ticket', { points: price })}
              </button>
            ) : null}
            <Link className="btn btn--ghost" to={href('bonuses-games')}>
              {tr('bg_how_to_earn')}
            </Link>
          </div>
          {data.tickets === 0 && data.eligible ? (
            <p data-testid="bonus-tickets-empty">
              <strong>{tr('bg_no_tickets_title')}</strong> {tr('bg_no_tickets_text')}
            </p>
          ) : null}
          {data.history.length > 0 ? (
            <details className="bg-ticket-history">
              <summary>{tr('bg_ticket_history')}</summary>
              <ul data-testid="bonus-ticket-history">
                {data.history.slice(0, 10).map((e, i) => (
                  <li key={`${e.at}-${i}`}>
                    <time dateTime={e.at}>{new Date(e.at).toLocaleString()}</time> ·{' '}
                    {e.source === 'play' && e.gameId
                      ? tr('bg_source_play', { game: gameText(tr, e.gameId, 'name') })
                      : tr(`bg_source_${e.source}`)}{' '}
                    · {e.delta > 0 ? `+${e.delta}` : e.delta}
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
          {buy.isSuccess ? <FormSuccess message={tr('bg_bought')} /> : null}
          {buy.isError ? <FormError message={buyError} /> : null}
        </>
      ) : null}
    </section>
  );
}
