import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { useLngHref } from '../../../lib/use-lng';

/** The lotto's sections (spec §2): the catalogue and the results archive. */
export function LottoNav({ current }: { current: 'catalog' | 'results' | null }) {
  const { t } = useTranslation();
  const href = useLngHref();
  return (
    <nav className="lotto-nav" aria-label={t('lotto_nav_label')}>
      <ul>
        <li>
          <Link to={href('lotto')} aria-current={current === 'catalog' ? 'page' : undefined}>
            {t('lotto_nav_catalog')}
          </Link>
        </li>
        <li>
          <Link to={href('lotto/results')} aria-current={current === 'results' ? 'page' : undefined}>
            {t('lotto_nav_results')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
