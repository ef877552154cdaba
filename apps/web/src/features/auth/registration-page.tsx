import { useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { useMutation } from '@tanstack/react-query';
import { useApp } from '../../lib/app-context';
import { useLngHref } from '../../lib/use-lng';
import { useSiteConfig } from '../../lib/site-config/use-site-config';
import { FormError } from '../../components/ui/form-message';
import { Tabs } from '../../components/ui/tabs';
import { returnTarget } from '../../lib/return-path';
import { useErrorText } from '../../lib/use-error-text';
import { register, type RegistrationAnswer, type RegistrationFlow } from './api/register';
import { SocialButtons } from './components/social-buttons';
import { OneClickCredentials } from './components/one-click-credentials';
import { CommonFields, FlowFields } from './components/registration-fields';
import {
  registrationRequest,
  todayOf,
  validateRegistration,
  type FieldErrors,
  type RegistrationDraft,
} from './lib/validate-registration';

const FLOW_LABEL = { one_click: 'reg_flow_one_click', phone: 'reg_flow_phone', full: 'reg_flow_full' } as const;

const isoDay = (d: { y: number; m: number; d: number }) =>
  `${String(d.y).padStart(4, '0')}-${String(d.m).padStart(2, '0')}-${String(d.d).padStart(2, '0')}`;

/**
 * Spec §2 registration route and §3 flows one_click, phone and full. Registration logs the player
 * in; then a full page load to the kept return address (spec §4) or home.
 */
export default function RegistrationPage() {
  const { t } = useTranslation();
  const { initial } = useApp();
  const { config } = useSiteConfig();
  const href = useLngHref();
  const [search] = useSearchParams();
  const errorText = useErrorText();
  const form = useRef<HTMLFormElement>(null);
  const flows: RegistrationFlow[] =
    config?.show_one_click === false ? ['phone', 'full'] : ['one_click', 'phone', 'full'];
  const minAge = config?.minAge ?? 18;
  const currencies = config?.currencies.map((c) => c.iso) ?? [];
  const [draft, setDraft] = useState<RegistrationDraft>(() => ({
    flow: flows[0] ?? 'full',
    currency: config && currencies.includes(config.geoCurrency) ? config.geoCurrency : (currencies[0] ?? ''),
    bonusType: 1,
    // A promotion's landing sends its code along (issue 16 landing-page → registration?promocode=).
    promoCode: (search.get('promocode') ?? '').slice(0, 40),
    terms: false,
    phone: '',
    password: '',
    email: '',
    name: '',
    surname: '',
    birthDate: '',
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [credentials, setCredentials] = useState<{ login: string; password: string } | null>(null);
  const target = returnTarget(search, initial.lng);
  const today = todayOf(Date.now());
  const maxBirthDate = isoDay({ ...today, y: today.y - minAge });

  const mutation = useMutation({
    mutationFn: register,
    onSuccess: (answer: RegistrationAnswer) => {
      if (answer.password) setCredentials({ login: answer.login, password: answer.password });
      else window.location.assign(target);
    },
  });

  const set = <K extends keyof RegistrationDraft>(key: K, value: RegistrationDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => (key in e ? { ...e, [key]: undefined } : e));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateRegistration(draft, { minAge, today });
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    mutation.mutate(registrationRequest(draft));
  };

  if (credentials) {
    return (
      <section className="page page--narrow" data-route-id="registration">
        <h1>{t('page_registration')}</h1>
        <OneClickCredentials {...credentials} onContinue={() => window.location.assign(target)} />
      </section>
    );
  }

  return (
    <section className="page page--narrow" data-route-id="registration">
      <h1>{t('page_registration')}</h1>
      <Tabs
        label={t('reg_flow')}
        tabs={flows.map((f) => ({ id: f, label: t(FLOW_LABEL[f]) }))}
        selected={draft.flow}
        onSelect={(flow) => {
          set('flow', flow);
          setErrors({});
          mutation.reset();
        }}
      >
        <form ref={form} className="form" onSubmit={submit} noValidate data-testid={`registration-${draft.flow}`}>
          {draft.flow === 'one_click' ? <p className="field__hint">{t('reg_one_click_text')}</p> : null}
          <FlowFields draft={draft} errors={errors} set={set} minAge={minAge} maxBirthDate={maxBirthDate} />
          <CommonFields draft={draft} errors={errors} set={set} config={config} />
          <FormError message={mutation.isError ? errorText(mutation.error) : null} />
          <button
            type="submit"
            className="btn btn--primary btn--block"
            disabled={mutation.isPending || mutation.isSuccess}
          >
            {t('reg_submit')}
          </button>
        </form>
      </Tabs>
      <SocialButtons />
      <p className="auth__links">
        <Link to={`${href('login')}${search.size ? `?${search.toString()}` : ''}`}>{t('reg_have_account')}</Link>
      </p>
    </section>
  );
}
