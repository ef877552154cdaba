import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { STOP_NEWSLETTER_PATH, officeSaveAnswerSchema } from '@sb/contracts';
import { FormError, FormSuccess } from '../../components/ui/form-message';
import { postParsed } from '../../lib/api-client';
import { useApp } from '../../lib/app-context';
import { useTranslation } from '../../lib/i18n';
import { useLngHref } from '../../lib/use-lng';

/**
 * Spec §2 user/stopnewsletter: the page a mailing's unsubscribe link opens. The player confirms
 * with a button (the token is posted): mail scanners that open links unsubscribe no one.
 */
export default function StopNewsletterPage() {
  const { t } = useTranslation();
  const { initial } = useApp();
  const href = useLngHref();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const stop = useMutation({
    mutationFn: () => postParsed(officeSaveAnswerSchema, STOP_NEWSLETTER_PATH, { token }),
  });
  const settings = initial.user ? (
    <p>
      <Link to={`${href('office/settings')}#mailing`}>{t('office_unsub_settings')}</Link>
    </p>
  ) : null;
  return (
    <section className="page office-unsub" data-route-id="user_stopnewsletter">
      <h1>{t('page_user_stopnewsletter')}</h1>
      {token === '' ? (
        <p>{t('office_unsub_no_token')}</p>
      ) : stop.isSuccess ? (
        <FormSuccess message={t('office_unsubscribed')} />
      ) : (
        <>
          <p>{t('office_unsub_text')}</p>
          <FormError message={stop.isError ? t('office_unsub_invalid') : null} />
          <button type="button" className="btn btn--primary" disabled={stop.isPending} onClick={() => stop.mutate()}>
            {t('office_unsub_button')}
          </button>
        </>
      )}
      {settings}
    </section>
  );
}
