import type { TotoEvent } from '@sb/contracts';
import { useTranslation } from '../../../lib/i18n';

/**
 * A draw's events with their results (1 / X / 2 and the score, or cancelled); with a coupon's
 * picks, each event says whether the picks got it right (a cancelled event is right for all).
 */
export function EventResults({ events, picks }: { events: TotoEvent[]; picks?: readonly (readonly string[])[] }) {
  const { t } = useTranslation();
  return (
    <table className="toto-results">
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">{t('toto_event')}</th>
          {picks ? <th scope="col">{t('toto_your_picks')}</th> : null}
          <th scope="col">{t('toto_result')}</th>
        </tr>
      </thead>
      <tbody>
        {events.map((e, i) => {
          const mine = picks?.[i] ?? [];
          const right = e.result !== null && (e.result === 'cancelled' || mine.includes(e.result));
          return (
            <tr
              key={e.gameId}
              data-result={e.result ?? 'pending'}
              data-hit={picks && e.result ? String(right) : undefined}
            >
              <td>{i + 1}</td>
              <td>
                {e.team1} – {e.team2}
              </td>
              {picks ? <td>{mine.join(' ')}</td> : null}
              <td>
                {e.result === null
                  ? t('toto_result_pending')
                  : e.result === 'cancelled'
                    ? t('toto_result_cancelled')
                    : `${e.result}${e.score ? ` (${e.score.home}:${e.score.away})` : ''}`}
                {picks && e.result ? ` ${right ? '✓' : '✗'}` : ''}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
