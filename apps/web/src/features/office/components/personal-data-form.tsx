import { useMemo, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  DOCUMENT_TYPE_IDS,
  normalizePersonalData,
  personalDataProblems,
  type PersonalDataAnswer,
  type PersonalField,
  type PhoneCountry,
} from '@sb/contracts';
import { Field, SelectField } from '../../../components/ui/field';
import { dynamicT, useTranslation } from '../../../lib/i18n';
import { officeKeys } from '../api';
import { officeDataCalls, officeDataKeys } from '../api-data';
import { userConfig } from '../../../lib/user-config';
import { useOfficeFeedback } from '../hooks/use-office-feedback';
import { shownProblems, type ShownErrors } from '../lib/office-errors';
import { DATE_FIELDS, draftOf, inputOf, isDirty, latestBirthDate, PERSONAL_GROUPS } from '../lib/personal-form';
import { ErrorSummary } from './error-summary';

const NO_ERRORS: ShownErrors = { messages: [], fields: {}, more: 0 };

interface Props {
  answer: PersonalDataAnswer;
  minAge: number;
  countries: readonly PhoneCountry[];
}

/**
 * Spec §3 Personal data fields (the ones a player edits). The shared rule checks the form before
 * it is sent; the server checks it again, and either answer shows at most 3 errors by priority
 * (spec §8) and each field's own message under it.
 */
export function PersonalDataForm({ answer, minAge, countries }: Props) {
  const { t, i18n } = useTranslation();
  const tr = dynamicT(t);
  const qc = useQueryClient();
  const feedback = useOfficeFeedback();
  const saved = useMemo(() => draftOf(answer.data), [answer.data]);
  const [draft, setDraft] = useState(saved);
  const [errors, setErrors] = useState<ShownErrors>(NO_ERRORS);
  // Issue 25 §6: the server saves only with the current password entered again.
  const [password, setPassword] = useState('');
  const [passwordMissing, setPasswordMissing] = useState(false);
  const locked = useMemo(() => new Set<PersonalField>(answer.locked_fields), [answer.locked_fields]);
  const save = useMutation({
    mutationFn: officeDataCalls.savePersonal,
    onSuccess: (next) => {
      qc.setQueryData(officeDataKeys.personal, next);
      // The office menu shows the name, the user config the personal data (spec §3 user_data).
      void qc.invalidateQueries({ queryKey: officeKeys.menu });
      void userConfig.load(true).catch(() => undefined);
      setDraft(draftOf(next.data));
      setErrors(NO_ERRORS);
      setPassword('');
      feedback.saved();
    },
    onError: (err) => setErrors(feedback.failed(err)),
  });
  const regionName = useMemo(() => regionNamer(i18n.language), [i18n.language]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const input = inputOf(draft);
    const problems = personalDataProblems(normalizePersonalData(input), new Date(), minAge);
    if (problems.length > 0) return setErrors(shownProblems(problems, feedback.exists));
    setPasswordMissing(password === '');
    if (password === '') return;
    save.mutate({ ...input, password });
  };
  const set = (field: PersonalField, value: string) => setDraft((d) => ({ ...d, [field]: value }));
  const errorOf = (field: PersonalField) => {
    const key = errors.fields[field];
    return key ? tr(key) : null;
  };
  const label = (field: PersonalField) => tr(`office_field_${field}`);

  const input = (field: PersonalField) => {
    if (field === 'document_type_id')
      return (
        <SelectField
          key={field}
          label={label(field)}
          name={field}
          value={draft[field]}
          disabled={locked.has(field)}
          onChange={(e) => set(field, e.target.value)}
        >
          <option value="">{t('office_document_type_none')}</option>
          {DOCUMENT_TYPE_IDS.map((id) => (
            <option key={id} value={String(id)}>
              {tr(`office_document_type_${id}`)}
            </option>
          ))}
        </SelectField>
      );
    if (field === 'country_code')
      return (
        <SelectField
          key={field}
          label={label(field)}
          name={field}
          value={draft[field]}
          onChange={(e) => set(field, e.target.value)}
        >
          <option value="">{t('office_country_none')}</option>
          {withCurrent(countries, draft[field]).map((c) => (
            <option key={c} value={c}>
              {regionName(c)}
            </option>
          ))}
        </SelectField>
      );
    const date = DATE_FIELDS.has(field);
    return (
      <Field
        key={field}
        label={label(field)}
        name={field}
        type={date ? 'date' : 'text'}
        value={draft[field]}
        readOnly={locked.has(field)}
        onChange={(e) => set(field, e.target.value)}
        error={errorOf(field)}
        maxLength={date ? undefined : 200}
        {...(field === 'date_birthday' ? { max: latestBirthDate(new Date(), minAge) } : {})}
        autoComplete={AUTOCOMPLETE[field] ?? 'off'}
      />
    );
  };

  return (
    <form className="office-form" onSubmit={submit} noValidate data-testid="personal-data-form">
      <p className="field__hint">{t('office_personal_intro')}</p>
      {locked.size > 0 ? (
        <p className="field__hint" data-testid="personal-data-locked">
          {t('office_verified_locked_hint')}
        </p>
      ) : null}
      <ErrorSummary errors={errors} />
      {PERSONAL_GROUPS.map((group, i) => (
        <fieldset key={i} className="office-form__group">
          {group.map(input)}
        </fieldset>
      ))}
      <Field
        label={t('office_current_password')}
        name="current_password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        hint={t('office_current_password_hint')}
        error={passwordMissing ? t('auth_field_required') : null}
      />
      <button type="submit" className="btn btn--primary" disabled={save.isPending || !isDirty(draft, saved)}>
        {save.isPending ? t('office_saving') : t('office_save')}
      </button>
    </form>
  );
}

/** The browser may fill the fields it knows (WCAG 1.3.5 input purpose). */
const AUTOCOMPLETE: Partial<Record<PersonalField, string>> = {
  surname: 'family-name',
  name: 'given-name',
  middle_name: 'additional-name',
  date_birthday: 'bday',
  registration_address: 'street-address',
  city: 'address-level2',
  region: 'address-level1',
  postcode: 'postal-code',
};

/** The countries the site knows, plus the player's own if it is another. */
function withCurrent(countries: readonly PhoneCountry[], current: string): string[] {
  const codes = countries.map((c) => c.country_code);
  return current && !codes.includes(current) ? [current, ...codes] : codes;
}

function regionNamer(lng: string): (code: string) => string {
  try {
    const names = new Intl.DisplayNames([lng], { type: 'region' });
    return (code) => names.of(code.toUpperCase()) ?? code;
  } catch {
    return (code) => code.toUpperCase();
  }
}
