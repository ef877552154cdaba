import { useQuery } from '@tanstack/react-query';
import type { ScheduledGame } from '@sb/contracts';
import { useTranslation } from '../../../lib/i18n';
import { scheduledRoundQuery } from '../api/get-scheduled-round';
import { Competitors } from './competitors';
import { useGameName } from './lobby';
import { ResultsArchive } from './results-archive';
import { RoundMarkets } from './round-markets';
import { Studio } from './studio/studio';

/**
 * One game type's page (issue 19): the studio with the round being drawn (asked again every few
 * seconds while it runs, so the view follows the reveal) or the last one, the next rounds'
 * markets with their countdown, the field's form for a virtual sport, and the results archive.
 */
export function GameView({ game, now, lng }: { game: ScheduledGame; now: number; lng: string }) {
  const { t } = useTranslation();
  const name = useGameName()(game);
  const current = game.current;
  const polled = useQuery({ ...scheduledRoundQuery(current?.game.id ?? 0, lng, true), enabled: current !== null });
  const live = current && polled.data?.round.game.id === current.game.id ? polled.data.round : current;
  const next = game.next[0];
  return (
    <article className="sched-game" data-game-type={game.type}>
      <h1>{name}</h1>
      <p className="sched-note">{t('scheduled_sales_close')}</p>
      <div className="sched-game__main">
        <Studio game={game} live={live} now={now} />
        <RoundMarkets game={game} gameName={name} now={now} />
      </div>
      {game.kind === 'virtual' && next ? <Competitors round={next} /> : null}
      <ResultsArchive game={game} now={now} />
    </article>
  );
}
