import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountSettingKey, OfficeSettings } from '@sb/contracts';
import { CheckField, SelectField } from '../../../components/ui/field';
import { dynamicT, useTranslation } from '../../../lib/i18n';
import { officeDataCalls, officeDataKeys } from '../api-data';
import { useOfficeFeedback } from '../hooks/use-office-feedback';
import type { ShownErrors } from '../lib/office-errors';
import { ErrorSummary } from './error-summary';

const NO_ERRORS: ShownErrors = { messages: [], fields: {}, more: 0 };

/** The settings answer with one key set to a value (what the page shows while it is saved). */
function withSetting(s: OfficeSettings, id: AccountSettingKey, value: number): OfficeSettings {
  return {
    ...s,
    notificationSettings: s.notificationSettings.map((n) => (n.id === id ? { ...n, value } : n)),
    bonusSetting: s.bonusSetting.id === id ? { ...s.bonusSetting, value } : s.bonusSetting,
    firstDepositBonusSetting:
      s.firstDepositBonusSetting.id === id ? { ...s.firstDepositBonusSetting, value } : s.firstDepositBonusSetting,
  };
}

/**
 * One "save one setting" (spec §7) per change. The value shows at once from component state (a
 * controlled input re-renders in the same event; the query cache notifies a tick later, and the
 * box would flip back meanwhile) and the cache follows; a refusal puts the old value back.
 */
function useSaveSetting() {
  const qc = useQueryClient();
  const feedback = useOfficeFeedback();
  const [errors, setErrors] = useState<ShownErrors>(NO_ERRORS);
  const [pending, setPending] = useState<ReadonlyMap<AccountSettingKey, number>>(new Map());
  const settle = (id: AccountSettingKey) =>
    setPending((p) => {
      const next = new Map(p);
      next.delete(id);
      return next;
    });
  const mutation = useMutation({
    mutationFn: ({ id, value }: { id: AccountSettingKey; value: number; before: OfficeSettings | undefined }) =>
      officeDataCalls.saveSetting(id, value),
    onSuccess: (answer, { id }) => {
      settle(id);
      feedback.saved(answer.message);
    },
    onError: (err, { id, before }) => {
      if (before) qc.setQueryData(officeDataKeys.settings, before);
      settle(id);
      setErrors(feedback.failed(err));
    },
  });
  const save = (id: AccountSettingKey, value: number) => {
    const before = qc.getQueryData<OfficeSettings>(officeDataKeys.settings);
    setPending((p) => new Map(p).set(id, value));
    if (before) qc.setQueryData(officeDataKeys.settings, withSetting(before, id, value));
    setErrors(NO_ERRORS);
    mutation.mutate({ id, value, before });
  };
  const valueOf = (s: { id: AccountSettingKey; value: number }) => pending.get(s.id) ?? s.value;
  return { save, valueOf, errors };
}

/** Spec §2 office menu "mailing": the four mailing keys of spec §3, each saved on its own. */
export function MailingSettings({ settings }: { settings: OfficeSettings }) {
  const { t } = useTranslation();
  const tr = dynamicT(t);
  const { save, valueOf, errors } = useSaveSetting();
  return (
    <div className="office-form" data-testid="mailing-settings">
      <p className="field__hint">{t('office_mailing_intro')}</p>
      <ErrorSummary errors={errors} />
      {settings.notificationSettings.map((s) => (
        <CheckField
          key={s.id}
          name={s.id}
          label={tr(`office_setting_${s.id}`)}
          checked={valueOf(s) === 1}
          onChange={(e) => save(s.id, e.target.checked ? 1 : 0)}
        />
      ))}
    </div>
  );
}

/** Spec §3 bonus_type and first_deposit_bonus_type: the bonus the player takes part in. */
export function BonusSettings({ settings }: { settings: OfficeSettings }) {
  const { t } = useTranslation();
  const tr = dynamicT(t);
  const { save, valueOf, errors } = useSaveSetting();
  return (
    <div className="office-form" data-testid="bonus-settings">
      <ErrorSummary errors={errors} />
      {[settings.bonusSetting, settings.firstDepositBonusSetting].map((s) => (
        <SelectField
          key={s.id}
          name={s.id}
          label={tr(`office_setting_${s.id}`)}
          value={String(valueOf(s))}
          onChange={(e) => save(s.id, Number(e.target.value))}
        >
          {s.options.map((o) => (
            <option key={o} value={String(o)}>
              {tr(`office_bonus_option_${o}`)}
            </option>
          ))}
        </SelectField>
      ))}
    </div>
  );
}
