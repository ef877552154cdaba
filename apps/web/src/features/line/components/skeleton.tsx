import { useTranslation } from '../../../lib/i18n';

/** Spec §9: the skeleton shows 16 games. */
export const SKELETON_GAMES = 16;

export function GamesSkeleton({ count = SKELETON_GAMES }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div className="line-skeleton" role="status" aria-busy="true" data-testid="line-skeleton">
      <span className="visually-hidden">{t('main_loading')}</span>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="line-skeleton__row" aria-hidden="true">
          <span className="line-skeleton__time" />
          <span className="line-skeleton__teams" />
          <span className="line-skeleton__odds" />
        </div>
      ))}
    </div>
  );
}
