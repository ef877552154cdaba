import { useState, type FormEvent } from 'react';
import { Field, SelectField } from '../../../components/ui/field';
import { useTranslation, dynamicT } from '../../../lib/i18n';
import {
  NO_FILTERS,
  PAYMENT_STATUSES,
  PAYMENT_TYPES,
  type HistoryFilters,
  type PaymentStatus,
  type PaymentType,
} from '../lib/history-filters';

interface HistoryFiltersFormProps {
  filters: HistoryFilters;
  onApply: (f: HistoryFilters) => void;
}

/** Period (days of the player's time zone), type and status; applying goes back to page 1. */
export function HistoryFiltersForm({ filters, onApply }: HistoryFiltersFormProps) {
  const { t } = useTranslation();
  const tt = dynamicT(t);
  const [draft, setDraft] = useState(filters);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (draft.from && draft.to && draft.from > draft.to) {
      setProblem(t('wallet_period_invalid'));
      return;
    }
    setProblem(null);
    onApply({ ...draft, page: 1 });
  };
  return (
    <form className="form history-filters" onSubmit={submit} noValidate aria-label={t('wallet_filters')}>
      <div className="form__row">
        <Field
          label={t('wallet_period_from')}
          type="date"
          name="from"
          value={draft.from}
          onChange={(e) => setDraft({ ...draft, from: e.target.value })}
        />
        <Field
          label={t('wallet_period_to')}
          type="date"
          name="to"
          value={draft.to}
          onChange={(e) => setDraft({ ...draft, to: e.target.value })}
          error={problem}
        />
        <SelectField
          label={t('wallet_type')}
          name="type"
          value={draft.type}
          onChange={(e) => setDraft({ ...draft, type: e.target.value as PaymentType | '' })}
        >
          <option value="">{t('wallet_all')}</option>
          {PAYMENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {tt(`wallet_type_${type}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('wallet_status')}
          name="status"
          value={draft.status}
          onChange={(e) => setDraft({ ...draft, status: e.target.value as PaymentStatus | '' })}
        >
          <option value="">{t('wallet_all')}</option>
          {PAYMENT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {tt(`wallet_status_${s}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="form__actions">
        <button type="submit" className="btn btn--primary">
          {t('wallet_apply_filters')}
        </button>
        <button
          type="button"
          className="btn btn--ghost"
          onClick={() => {
            setDraft(NO_FILTERS);
            setProblem(null);
            onApply(NO_FILTERS);
          }}
        >
          {t('wallet_reset_filters')}
        </button>
      </div>
    </form>
  );
}
