import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { useApp, usePreferences } from '../../../lib/app-context';
import { FormError } from '../../../components/ui/form-message';
import { formatDateTime } from '../../../lib/format-date-time';
import { useErrorText } from '../../../lib/use-error-text';
import { securityCalls, sessionsQuery, useSecurityMutation } from '../api/security';
import { SecuritySection } from './security-section';

/** Active sessions of the account; any other one can be ended from here. */
export function SessionsList() {
  const { t } = useTranslation();
  const { initial } = useApp();
  const [prefs] = usePreferences();
  const errorText = useErrorText();
  const sessions = useQuery(sessionsQuery);
  const end = useSecurityMutation(securityCalls.endSession);
  const when = (iso: string) => formatDateTime(iso, initial.lng, prefs.timeZone, prefs.is12h);
  return (
    <SecuritySection title={t('security_sessions_title')} testId="security-sessions">
      {sessions.isError ? <FormError message={errorText(sessions.error)} /> : null}
      <FormError message={end.isError ? errorText(end.error) : null} />
      <ul className="sessions">
        {(sessions.data ?? []).map((s) => (
          <li key={s.id} className="sessions__item" data-testid="session">
            <div>
              <p className="sessions__agent">{s.userAgent ?? t('security_session_unknown_device')}</p>
              <p className="field__hint">
                {t('security_session_details', {
                  ip: s.ip ?? '—',
                  started: when(s.createdAt),
                  seen: when(s.lastSeenAt),
                })}
              </p>
            </div>
            {s.current ? (
              <span className="badge">{t('security_session_current')}</span>
            ) : (
              <button
                type="button"
                className="btn btn--ghost"
                disabled={end.isPending}
                onClick={() => end.mutate(s.id)}
              >
                {t('security_session_end')}
              </button>
            )}
          </li>
        ))}
      </ul>
    </SecuritySection>
  );
}
