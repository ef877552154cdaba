import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { useLngHref } from '../../lib/use-lng';

/**
 * Issue 16: an unknown game slug under allgamesentrance/ or games-landing/ (their routes carry no
 * rule of their own; bonusgames/:game is refused by the route rule before the page loads).
 */
export function GameNotFound() {
  const { t } = useTranslation();
  const href = useLngHref();
  return (
    <section className="page page--error" data-testid="page-404">
      <p className="error-code">404</p>
      <h1>{t('bg_not_found_title')}</h1>
      <p>{t('bg_not_found_text')}</p>
      <Link className="btn btn--primary" to={href('allgamesentrance')}>
        {t('bg_all_games')}
      </Link>
    </section>
  );
}
