import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n';
import { useApp, usePreferences } from '../../lib/app-context';
import { FormError } from '../../components/ui/form-message';
import { outboxAnswerSchema } from '@sb/contracts';
import { getParsed } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format-date-time';
import { useErrorText } from '../../lib/use-error-text';

const outboxQuery = {
  queryKey: ['dev', 'outbox'] as const,
  queryFn: async () => {
    const { messages } = await getParsed(outboxAnswerSchema, '/web-api/dev/outbox');
    return [...messages].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
  },
  retry: false,
};

/** Non-production mailbox: every SMS and e-mail the site "sent" (codes land here), newest first. */
export default function MailboxPage() {
  const { t } = useTranslation();
  const { initial } = useApp();
  const [prefs] = usePreferences();
  const errorText = useErrorText();
  const outbox = useQuery(outboxQuery);
  return (
    <section className="page" data-route-id="mailbox">
      <h1>{t('page_mailbox')}</h1>
      <p className="field__hint">{t('mailbox_text')}</p>
      <button
        type="button"
        className="btn btn--ghost"
        onClick={() => void outbox.refetch()}
        disabled={outbox.isFetching}
      >
        {t('mailbox_refresh')}
      </button>
      {outbox.isError ? <FormError message={errorText(outbox.error)} /> : null}
      {outbox.data?.length === 0 ? <p>{t('mailbox_empty')}</p> : null}
      <ol className="mailbox" aria-label={t('page_mailbox')}>
        {(outbox.data ?? []).map((m) => (
          <li key={m.id} className="mailbox__item" data-testid="mailbox-message">
            <p className="mailbox__meta">
              <span className="badge">{m.channel === 'sms' ? t('mailbox_sms') : t('mailbox_email')}</span>{' '}
              <span data-testid="mailbox-recipient">{m.recipient}</span>{' '}
              <time dateTime={m.createdAt}>
                {formatDateTime(m.createdAt, initial.lng, prefs.timeZone, prefs.is12h)}
              </time>
            </p>
            <p className="mailbox__subject">{m.subject}</p>
            <p className="mailbox__body">{m.body}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
