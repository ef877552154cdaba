import { useMutation, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { okAnswerSchema, qrDescribeAnswerSchema } from '@sb/contracts';
import { getParsed, postParsed } from '../../../lib/api-client';
import { useApp } from '../../../lib/app-context';
import { useTranslation } from '../../../lib/i18n';
import { useErrorText } from '../../../lib/use-error-text';

/**
 * Issue 17 QR authorization, the logged-in phone's side: office/security?qr=… (the QR code's
 * link) says which device asks to come in, from where and when, and lets the player confirm.
 */
export function QrConfirm() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { initial } = useApp();
  const [search, setSearch] = useSearchParams();
  const code = search.get('qr');
  const request = useQuery({
    queryKey: ['security', 'qr', code],
    queryFn: () =>
      getParsed(qrDescribeAnswerSchema, `/web-api/user/qr/describe?code=${encodeURIComponent(code ?? '')}`, {
        auth: true,
      }),
    enabled: code !== null,
    retry: false,
  });
  const approve = useMutation({
    mutationFn: () => postParsed(okAnswerSchema, '/web-api/user/qr/approve', { code }, { auth: true }),
  });
  if (!code) return null;
  const close = () =>
    setSearch(
      (s) => {
        s.delete('qr');
        return s;
      },
      { replace: true },
    );
  return (
    <section className="card qr-confirm" data-testid="qr-confirm" aria-labelledby="qr-confirm-title">
      <h2 id="qr-confirm-title">{t('qr_confirm_title')}</h2>
      {approve.isSuccess ? (
        <p role="status">{t('qr_confirm_done')}</p>
      ) : request.isError || approve.isError ? (
        <p className="notice notice--error" role="alert">
          {errorText(approve.error ?? request.error)}
        </p>
      ) : request.data ? (
        <>
          <p>
            {t('qr_confirm_text', {
              device: request.data.userAgent || '—',
              ip: request.data.ip,
              time: new Date(request.data.createdAt).toLocaleTimeString(initial.lng),
            })}
          </p>
          <p className="page-actions">
            <button
              type="button"
              className="btn btn--primary"
              disabled={approve.isPending}
              onClick={() => approve.mutate()}
            >
              {t('qr_confirm_yes')}
            </button>
            <button type="button" className="btn btn--secondary" onClick={close}>
              {t('qr_confirm_no')}
            </button>
          </p>
        </>
      ) : (
        <p aria-busy="true">{t('main_loading')}</p>
      )}
    </section>
  );
}
