import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FormError } from '../../components/ui/form-message';
import { ApiError } from '../../lib/api-client';
import { useApp } from '../../lib/app-context';
import { dynamicT, useTranslation } from '../../lib/i18n';
import { useErrorText } from '../../lib/use-error-text';
import { useLngHref } from '../../lib/use-lng';
import { tournamentCalls, tournamentKeys, tournamentQuery } from './api';
import { money, useServerNow, utcText } from './format';
import { Leaderboard, PrizeTable } from './leaderboard';
import { boardRows, leaderboardPollMs, useLiveBoard } from './live-board';
import { TournamentClock } from './tournament-card';

/** One tournament: its rules, prize table, live leaderboard (read every few seconds while it runs) and opt in. */
export function TournamentDetail({ id, headingLevel = 2 }: { id: number; headingLevel?: 1 | 2 }) {
  const { t, i18n } = useTranslation();
  const tr = dynamicT(t);
  const href = useLngHref();
  const { initial } = useApp();
  const qc = useQueryClient();
  const errorText = useErrorText();
  const first = useQuery(tournamentQuery(id, false));
  const running = first.data?.tournament.status === 'running';
  const live = useLiveBoard(id, running);
  const answer = useQuery(tournamentQuery(id, leaderboardPollMs(running, live.status)));
  const now = useServerNow(answer.data?.now);
  const join = useMutation({
    mutationFn: () => tournamentCalls.join(id),
    onSuccess: () => void qc.invalidateQueries({ queryKey: tournamentKeys.all }),
  });
  if (answer.isError)
    return (
      <FormError
        message={
          answer.error instanceof ApiError && answer.error.status === 404 ? t('tn_not_found') : t('main_query_error')
        }
      />
    );
  if (!answer.data) return <p>{t('main_loading')}</p>;
  const { tournament: tour, me } = answer.data;
  const leaderboard = boardRows(answer.data, live.board);
  const Heading = `h${headingLevel}` as const;
  const games = [...tour.gameIds, ...tour.categories.map((c) => tr(`tn_category`, { category: c }))];
  const sport = tour.product === 'sport';
  return (
    <article className="card tn-detail" data-testid="tournament-detail" aria-labelledby={`tn-${tour.id}`}>
      <Heading id={`tn-${tour.id}`}>{tour.name}</Heading>
      {tour.description ? <p>{tour.description}</p> : null}
      <p>
        <span className={`tn-status tn-status--${tour.status}`}>{tr(`tn_status_${tour.status}`)}</span>{' '}
        <span className="tn-product" data-testid="tournament-product">
          {tr(`tn_product_${tour.product}`)}
        </span>
      </p>
      <TournamentClock t={tour} now={now} />
      <h3>{t('tn_rules')}</h3>
      <ul className="tn-rules">
        <li>{tr(sport ? `tn_rule_scoring_${tour.scoring}_sport` : `tn_rule_scoring_${tour.scoring}`)}</li>
        <li>
          {t(sport ? 'tn_rule_min_stake_sport' : 'tn_rule_min_stake', {
            amount: money(tour.minStakeMinor, tour.currency),
          })}
        </li>
        <li>
          {sport
            ? t('tn_rule_sport_counts')
            : games.length > 0
              ? t('tn_rule_games', { games: games.join(', ') })
              : t('tn_rule_all_games')}
        </li>
        <li>
          {t(sport ? 'tn_rule_window_sport' : 'tn_rule_window', {
            start: utcText(tour.startsAt, i18n.language),
            end: utcText(tour.endsAt, i18n.language),
          })}
        </li>
        <li>
          {tour.optIn
            ? t(sport ? 'tn_rule_opt_in_sport' : 'tn_rule_opt_in')
            : t(sport ? 'tn_rule_automatic_sport' : 'tn_rule_automatic')}
        </li>
        <li>{t('tn_rule_ties')}</li>
        <li>{t('tn_rule_prizes', { currency: tour.currency })}</li>
      </ul>
      {tour.optIn && tour.status !== 'finished' ? (
        initial.authenticated ? (
          tour.joined ? (
            <p className="tn-joined" data-testid="tournament-joined">
              {t('tn_joined_text')}
            </p>
          ) : (
            <p>
              <button
                type="button"
                className="btn btn--primary"
                disabled={join.isPending}
                onClick={() => join.mutate()}
              >
                {t('tn_join')}
              </button>
            </p>
          )
        ) : (
          <p className="tn-actions">
            <Link className="btn btn--primary" to={href('login')}>
              {t('tn_login_to_join')}
            </Link>
            <Link className="btn btn--ghost" to={href('registration')}>
              {t('tn_register')}
            </Link>
          </p>
        )
      ) : null}
      {join.isError ? (
        <FormError
          message={
            join.error instanceof ApiError &&
            ['tournament_finished', 'tournament_currency_not_eligible'].includes(join.error.code)
              ? tr(`tn_error_${join.error.code}`)
              : errorText(join.error)
          }
        />
      ) : null}
      {tour.status !== 'upcoming' ? (
        <p>
          <Link to={href(sport ? 'line' : 'slots')}>{t(sport ? 'tn_play_sport' : 'tn_play_now')}</Link>
        </p>
      ) : null}
      <div className="tn-tables">
        <PrizeTable tournament={tour} />
        <div aria-live="polite">
          {running ? (
            <p className="field__hint tn-board-status" data-testid="leaderboard-updates">
              {live.status === 'live' ? t('tn_board_live') : t('tn_board_polling')}
            </p>
          ) : null}
          <Leaderboard tournament={tour} rows={leaderboard} me={me} />
        </div>
      </div>
    </article>
  );
}
