import { Skeleton, SkeletonList } from '../../../components/ui/skeleton';
import { useTranslation } from '../../../lib/i18n';

/** Spec §9: the skeleton shows 16 games. */
export const SKELETON_GAMES = 16;

/** The games list while it loads: 16 rows shaped like a game (time, teams, prices). */
export function GamesSkeleton({ count = SKELETON_GAMES }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <SkeletonList
      count={count}
      label={t('main_loading')}
      className="line-skeleton"
      rowClassName="line-skeleton__row"
      testId="line-skeleton"
      row={(i) => (
        <>
          <Skeleton className="line-skeleton__time" width="full" />
          <Skeleton className="line-skeleton__teams" width={i % 3 === 0 ? '1/2' : '3/4'} />
          <Skeleton className="line-skeleton__odds" shape="button" />
        </>
      )}
    />
  );
}
