import { Link } from 'react-router';
import type { TournamentView } from '@sb/contracts';
import { dynamicT, useTranslation } from '../../lib/i18n';
import { useLngHref } from '../../lib/use-lng';
import { formatCountdown, money, utcText } from './format';

/** When it starts or ends, counting down on the server's clock once the page runs. */
export function TournamentClock({ t: tour, now }: { t: TournamentView; now: number | null }) {
  const { t, i18n } = useTranslation();
  if (tour.status === 'finished')
    return <p className="tn-clock">{t('tn_ended_at', { date: utcText(tour.endsAt, i18n.language) })}</p>;
  const to = Date.parse(tour.status === 'upcoming' ? tour.startsAt : tour.endsAt);
  const label = tour.status === 'upcoming' ? t('tn_starts_in') : t('tn_ends_in');
  return (
    <p className="tn-clock">
      {label}{' '}
      {now === null ? (
        <time dateTime={tour.status === 'upcoming' ? tour.startsAt : tour.endsAt}>
          {utcText(tour.status === 'upcoming' ? tour.startsAt : tour.endsAt, i18n.language)}
        </time>
      ) : (
        <time className="tn-countdown" dateTime={`PT${Math.max(0, Math.ceil((to - now) / 1000))}S`}>
          {formatCountdown(to - now)}
        </time>
      )}
    </p>
  );
}

/** One tournament in a list: name, status, clock, prize pool and the way to its page. */
export function TournamentCard({ tournament, now }: { tournament: TournamentView; now: number | null }) {
  const { t } = useTranslation();
  const tr = dynamicT(t);
  const href = useLngHref();
  return (
    <li className="card tn-card" data-testid="tournament-card">
      <h3>
        <Link to={href(`bonus/casino/tournaments?id=${tournament.id}`)}>{tournament.name}</Link>
      </h3>
      <p>
        <span className={`tn-status tn-status--${tournament.status}`}>{tr(`tn_status_${tournament.status}`)}</span>{' '}
        <span className="tn-product">{tr(`tn_product_${tournament.product}`)}</span>{' '}
        {tr(`tn_scoring_${tournament.scoring}`)}
      </p>
      <TournamentClock t={tournament} now={now} />
      <p className="tn-pool">{t('tn_prize_pool', { amount: money(tournament.prizePoolMinor, tournament.currency) })}</p>
      <p className="field__hint">
        {t('tn_participants', { count: tournament.participants })}
        {tournament.joined ? ` · ${t('tn_joined')}` : ''}
      </p>
    </li>
  );
}
