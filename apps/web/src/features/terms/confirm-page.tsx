import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { useApp } from '../../lib/app-context';
import { useLngHref } from '../../lib/use-lng';
import { FormError } from '../../components/ui/form-message';
import { okAnswerSchema, termsStatusAnswerSchema } from '@sb/contracts';
import { getParsed, postParsed } from '../../lib/api-client';

/** Spec §2 confirm (terms confirmation), §4 Terms change, §8 information_confirm_terms_error. */
export default function ConfirmTermsPage() {
  const { t } = useTranslation();
  const { initial } = useApp();
  const href = useLngHref();
  const status = useQuery({
    queryKey: ['terms-status'],
    queryFn: () => getParsed(termsStatusAnswerSchema, '/web-api/api-v3/v2/user/agreement-rules/status'),
  });
  const confirm = useMutation({
    mutationFn: (version: number) =>
      postParsed(okAnswerSchema, '/web-api/api-v3/v2/user/agreement-rules/confirm', { version }),
    onSuccess: () => window.location.assign(`/${initial.lng}`),
  });
  const s = status.data;
  return (
    <section className="page page--narrow" data-route-id="confirm">
      <h1>{t('page_confirm')}</h1>
      {s ? (
        <>
          <p>{t('terms_changed_on', { date: s.updatedAt.slice(0, 10) })}</p>
          <p>
            <Link to={href('information/rules')}>{t('page_info_rules')}</Link>
          </p>
          <FormError message={confirm.isError || status.isError ? t('information_confirm_terms_error') : null} />
          <button
            type="button"
            className="btn btn--primary"
            data-testid="confirm-terms"
            disabled={confirm.isPending}
            onClick={() => confirm.mutate(s.version)}
          >
            {t('terms_accept')}
          </button>
        </>
      ) : (
        <FormError message={status.isError ? t('information_confirm_terms_error') : null} />
      )}
    </section>
  );
}
