import type { ScheduledRound } from '@sb/contracts';
import { useTranslation } from '../../../../lib/i18n';
import { tennisBoard } from '../../lib/tennis';

/** Virtual tennis' studio: the scoreboard of games per set and the current game's points. */
export function TennisBoard({ round, elapsedMs }: { round: ScheduledRound; elapsedMs: number }) {
  const { t } = useTranslation();
  const board = tennisBoard(round, elapsedMs);
  const players = [round.game.team1, round.game.team2];
  return (
    <table className="sched-tennis" data-testid="scheduled-tennis">
      <thead>
        <tr>
          <th scope="col" />
          {board.sets.map((_, i) => (
            <th key={i} scope="col">
              {t('scheduled_set', { n: i + 1 })}
            </th>
          ))}
          {board.points ? <th scope="col">{board.tiebreak ? t('scheduled_tiebreak') : ''}</th> : null}
        </tr>
      </thead>
      <tbody>
        {players.map((p, side) => (
          <tr key={p?.id ?? side}>
            <th scope="row">{p?.name}</th>
            {board.sets.map((s, i) => (
              <td key={i}>{s[side]}</td>
            ))}
            {board.points ? <td className="sched-tennis__points">{board.points[side]}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
