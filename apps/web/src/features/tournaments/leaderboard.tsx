import type { LeaderboardRow, TournamentView } from '@sb/contracts';
import { useTranslation } from '../../lib/i18n';
import { money, scoreText } from './format';

/** The prize table: what each rank wins (real money, no wagering). */
export function PrizeTable({ tournament }: { tournament: TournamentView }) {
  const { t } = useTranslation();
  return (
    <table className="tn-table" data-testid="tournament-prizes">
      <caption>{t('tn_prize_table')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('tn_rank')}</th>
          <th scope="col">{t('tn_prize')}</th>
        </tr>
      </thead>
      <tbody>
        {tournament.prizes.map((p) => (
          <tr key={p.rank}>
            <td>{p.rank}</td>
            <td>{money(p.amountMinor, tournament.currency)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Row({ row, tournament }: { row: LeaderboardRow; tournament: TournamentView }) {
  const { t } = useTranslation();
  return (
    <tr className={row.me ? 'tn-row--me' : undefined} data-testid={row.me ? 'leaderboard-me' : 'leaderboard-row'}>
      <td>{row.rank}</td>
      <td>{row.me ? t('tn_you') : row.player}</td>
      <td>{scoreText(tournament, row.score)}</td>
      <td>{row.rounds}</td>
      <td>{row.prizeMinor === '0' ? '—' : money(row.prizeMinor, tournament.currency)}</td>
    </tr>
  );
}

/** The top of the leaderboard, and the player's own row below it when they are further down. */
export function Leaderboard({
  tournament,
  rows,
  me,
}: {
  tournament: TournamentView;
  rows: readonly LeaderboardRow[];
  me: LeaderboardRow | null;
}) {
  const { t } = useTranslation();
  if (rows.length === 0)
    return (
      <p className="field__hint" data-testid="leaderboard-empty">
        {tournament.status === 'upcoming' ? t('tn_leaderboard_upcoming') : t('tn_leaderboard_empty')}
      </p>
    );
  const shownMe = me !== null && !rows.some((r) => r.me);
  return (
    <table className="tn-table" data-testid="tournament-leaderboard">
      <caption>{t('tn_leaderboard')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('tn_rank')}</th>
          <th scope="col">{t('tn_player')}</th>
          <th scope="col">{t('tn_score')}</th>
          <th scope="col">{t('tn_rounds')}</th>
          <th scope="col">{tournament.status === 'finished' ? t('tn_prize') : t('tn_prize_now')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r, i) => (
          <Row key={`${r.rank}-${i}`} row={r} tournament={tournament} />
        ))}
        {shownMe && me ? <Row row={me} tournament={tournament} /> : null}
      </tbody>
    </table>
  );
}
