import './tournaments.css';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Trophy } from 'lucide-react';
import type { TournamentView } from '@sb/contracts';
import { EmptyState } from '../../components/ui/empty-state';
import { FormError } from '../../components/ui/form-message';
import { dynamicT, useTranslation } from '../../lib/i18n';
import { useLngHref } from '../../lib/use-lng';
import { tournamentsQuery } from './api';
import { useServerNow } from './format';
import { TournamentCard } from './tournament-card';
import { TournamentDetail } from './tournament-detail';

const GROUPS = ['running', 'upcoming', 'finished'] as const;

/**
 * Spec §2 Casino `bonus/casino/tournaments` (issue 16): the tournaments with countdowns; `?id=`
 * opens one with its rules, prize table, live leaderboard and opt in.
 */
export default function TournamentsPage() {
  const { t } = useTranslation();
  const tr = dynamicT(t);
  const href = useLngHref();
  const [params] = useSearchParams();
  const wanted = Number(params.get('id'));
  const selected = Number.isInteger(wanted) && wanted > 0 ? wanted : null;
  const list = useQuery(tournamentsQuery());
  const now = useServerNow(list.data?.now);
  const all = list.data?.tournaments ?? [];
  const of = (status: TournamentView['status']) => all.filter((x) => x.status === status);
  return (
    <section className="page tn-page" data-route-id="bonus_casino_tournaments">
      <h1>{t('page_bonus_casino_tournaments')}</h1>
      <p>{t('tn_tournaments_intro')}</p>
      {selected !== null ? (
        <>
          <TournamentDetail id={selected} />
          <p>
            <Link to={href('bonus/casino/tournaments')}>{t('tn_all_tournaments')}</Link>
          </p>
        </>
      ) : null}
      {list.isError ? <FormError message={t('main_query_error')} /> : null}
      {list.data && all.length === 0 ? (
        <EmptyState
          icon={Trophy}
          title={t('tn_none_title')}
          text={t('tn_none_text')}
          action={{ label: t('tn_see_offers'), to: href('bonus/casino/promotions') }}
        />
      ) : null}
      {GROUPS.map((g) =>
        of(g).length > 0 ? (
          <section key={g} aria-labelledby={`tn-group-${g}`}>
            <h2 id={`tn-group-${g}`}>{tr(`tn_group_${g}`)}</h2>
            <ul className="tn-grid" data-testid={`tournaments-${g}`}>
              {of(g).map((x) => (
                <TournamentCard key={x.id} tournament={x} now={now} />
              ))}
            </ul>
          </section>
        ) : null,
      )}
    </section>
  );
}
