import { useTranslation } from '../../../lib/i18n';
import type { MessageKey } from '@sb/i18n';
import type { SiteConfig } from '@sb/contracts';
import { CheckField, Field, SelectField } from '../../../components/ui/field';
import { maskedFull } from '../../../lib/phone-input';
import { BONUS_TYPES, type BonusType } from '../api/register';
import type { DraftField, FieldErrors, RegistrationDraft } from '../lib/validate-registration';

export interface FieldsProps {
  draft: RegistrationDraft;
  errors: FieldErrors;
  set: <K extends keyof RegistrationDraft>(key: K, value: RegistrationDraft[K]) => void;
}

const BONUS_LABEL = { 0: 'reg_bonus_0', 1: 'reg_bonus_1', 2: 'reg_bonus_2' } as const satisfies Record<
  BonusType,
  MessageKey
>;

function useFieldError(errors: FieldErrors) {
  const { t } = useTranslation();
  return (field: DraftField) => {
    const key = errors[field];
    return key ? t(key) : null;
  };
}

/** Spec §3 registration: the fields of the phone and full flows. */
export function FlowFields({
  draft,
  errors,
  set,
  minAge,
  maxBirthDate,
}: FieldsProps & { minAge: number; maxBirthDate: string }) {
  const { t } = useTranslation();
  const error = useFieldError(errors);
  const password = (
    <Field
      label={t('auth_password')}
      hint={t('auth_password_hint')}
      name="password"
      type="password"
      autoComplete="new-password"
      value={draft.password}
      onChange={(e) => set('password', e.target.value)}
      error={error('password')}
      required
    />
  );
  if (draft.flow === 'one_click') return null;
  if (draft.flow === 'phone') {
    return (
      <>
        <Field
          label={t('auth_phone')}
          hint={t('reg_phone_hint')}
          name="phone"
          type="tel"
          autoComplete="tel"
          value={draft.phone}
          onChange={(e) => set('phone', maskedFull(e.target.value))}
          error={error('phone')}
          required
        />
        {password}
      </>
    );
  }
  return (
    <>
      <Field
        label={t('auth_email')}
        name="email"
        type="email"
        autoComplete="email"
        value={draft.email}
        onChange={(e) => set('email', e.target.value)}
        error={error('email')}
        required
      />
      {password}
      <div className="form__row">
        <Field
          label={t('reg_name')}
          name="name"
          autoComplete="given-name"
          maxLength={80}
          value={draft.name}
          onChange={(e) => set('name', e.target.value)}
          error={error('name')}
          required
        />
        <Field
          label={t('reg_surname')}
          name="surname"
          autoComplete="family-name"
          maxLength={80}
          value={draft.surname}
          onChange={(e) => set('surname', e.target.value)}
          error={error('surname')}
          required
        />
      </div>
      <Field
        label={t('reg_birth_date')}
        hint={t('reg_birth_date_hint', { minAge: String(minAge) })}
        name="birthDate"
        type="date"
        autoComplete="bday"
        max={maxBirthDate}
        value={draft.birthDate}
        onChange={(e) => set('birthDate', e.target.value)}
        error={error('birthDate')}
        required
      />
    </>
  );
}

/** Spec §3: currency, bonus choice, promo code and the terms, common to every flow. */
export function CommonFields({ draft, errors, set, config }: FieldsProps & { config: SiteConfig | null }) {
  const { t } = useTranslation();
  const error = useFieldError(errors);
  return (
    <>
      <SelectField
        label={t('reg_currency')}
        name="currency"
        value={draft.currency}
        onChange={(e) => set('currency', e.target.value)}
      >
        {(config?.currencies ?? []).map((c) => (
          <option key={c.iso} value={c.iso}>
            {`${c.iso} (${c.symbol})`}
          </option>
        ))}
      </SelectField>
      <fieldset className="choice">
        <legend>{t('reg_bonus')}</legend>
        {BONUS_TYPES.map((b) => (
          <label key={b} className="choice__option">
            <input
              type="radio"
              name="bonusType"
              value={b}
              checked={draft.bonusType === b}
              onChange={() => set('bonusType', b)}
            />
            {t(BONUS_LABEL[b])}
          </label>
        ))}
      </fieldset>
      <Field
        label={t('reg_promo_code')}
        name="promoCode"
        autoComplete="off"
        maxLength={40}
        value={draft.promoCode}
        onChange={(e) => set('promoCode', e.target.value)}
        error={error('promoCode')}
      />
      <CheckField
        label={t('reg_terms', { minAge: String(config?.minAge ?? 18) })}
        name="terms"
        checked={draft.terms}
        onChange={(e) => set('terms', e.target.checked)}
        error={error('terms')}
        required
      />
    </>
  );
}
