import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';

/** Previous and next page links (plain links: they work without JavaScript and for crawlers). */
export function Pager({ page, pages, hrefOf }: { page: number; pages: number; hrefOf: (page: number) => string }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="content-pager" aria-label={t('content_pager')}>
      {page > 1 ? (
        <Link to={hrefOf(page - 1)} rel="prev">
          {t('content_prev')}
        </Link>
      ) : null}
      <span>{t('content_page_of', { page, pages })}</span>
      {page < pages ? (
        <Link to={hrefOf(page + 1)} rel="next">
          {t('content_next')}
        </Link>
      ) : null}
    </nav>
  );
}
