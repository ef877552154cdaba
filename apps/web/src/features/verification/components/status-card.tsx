import type { KycDocumentType, VerificationAnswer } from '@sb/contracts';
import { Card } from '../../../components/ui/card';
import { useTranslation } from '../../../lib/i18n';
import { TYPE_LABEL } from '../labels';
import { stateKey } from '../state';

/** Spec §4 verified / pending / not verified, what is still needed and the operators' requests. */
export function StatusCard({
  state,
  mode,
  needed,
}: {
  state: VerificationAnswer;
  mode: 'verification' | 'identification';
  needed: readonly KycDocumentType[];
}) {
  const { t } = useTranslation();
  const key = stateKey(state, mode);
  const done = key === 'verification_state_verified' || key === 'verification_state_identified';
  return (
    <Card title={t('verification_status_title')} testId="verification-status-card">
      <p
        className={done ? 'verification__state verification__state--done' : 'verification__state'}
        data-testid="verification-status"
        data-state={key}
      >
        <strong>{t(key)}</strong>
      </p>
      {needed.length > 0 ? (
        <p>{t('verification_missing', { types: needed.map((x) => t(TYPE_LABEL[x])).join(', ') })}</p>
      ) : null}
      {state.requested.map((r) => (
        <div key={`${r.type}-${r.deadlineAt ?? ''}`} role="status" data-testid="verification-request">
          <p>{t('verification_requested', { type: t(TYPE_LABEL[r.type]) })}</p>
          {r.comment ? (
            <p className="field__hint">{t('verification_requested_comment', { comment: r.comment })}</p>
          ) : null}
        </div>
      ))}
      {state.identificationBonus ? (
        <p role="status" className="notice notice--success verification__bonus" data-testid="verification-bonus">
          {t('verification_identification_bonus')}
        </p>
      ) : null}
      {state.fields.remaining_days_to_activate !== null ? (
        <p>{t('verification_days_left', { days: state.fields.remaining_days_to_activate })}</p>
      ) : null}
    </Card>
  );
}
