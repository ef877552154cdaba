import { Link } from 'react-router';
import { useTranslation } from '../lib/i18n';
import { useLngHref } from '../lib/use-lng';
import { useDocumentHead, useErrorStatus } from './seo/use-document-head';

/** Spec §8: unavailable pages show the error page (404 unknown page, 500 otherwise). */
export function ErrorPage() {
  const status = useErrorStatus();
  const { t } = useTranslation();
  const href = useLngHref();
  useDocumentHead(status);
  const notFound = status === 404;
  return (
    <section className="page page--error" data-testid={notFound ? 'page-404' : 'page-500'}>
      <p className="error-code">{status}</p>
      <h1>{t(notFound ? 'error_404_title' : 'error_500_title')}</h1>
      <p>{t(notFound ? 'error_404_text' : 'error_500_text')}</p>
      <Link className="btn btn--primary" to={href('')}>
        {t('error_back_home')}
      </Link>
    </section>
  );
}
