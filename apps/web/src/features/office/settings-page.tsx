import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { FormError } from '../../components/ui/form-message';
import { useTranslation, type Translate } from '../../lib/i18n';
import { useSiteConfig } from '../../lib/site-config/use-site-config';
import { useLngHref } from '../../lib/use-lng';
import { officeSettingsQuery, personalDataQuery, phoneCountriesQuery } from './api-data';
import { AccountContacts } from './components/account-contacts';
import { BonusSettings, MailingSettings } from './components/account-settings';
import { PersonalDataForm } from './components/personal-data-form';
import { SportsSettings } from './components/sports-settings';
import { QUERY_ERROR_KEY } from './lib/office-errors';

/** The sections of the page, in order: the §2 office menu's personal data, mailing, sports, wallets. */
const SECTIONS = ['personal', 'mailing', 'bonus', 'sports', 'wallets'] as const;
type SectionId = (typeof SECTIONS)[number];
const TITLE = {
  personal: 'office_section_personal',
  mailing: 'office_section_mailing',
  bonus: 'office_section_bonus',
  sports: 'office_section_sports',
  wallets: 'office_section_wallets',
} as const satisfies Record<SectionId, Parameters<Translate>[0]>;

function Section({ id, children }: { id: SectionId; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section id={id} className="card office-settings__section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t(TITLE[id])}</h2>
      {children}
    </section>
  );
}

/**
 * Spec §2 office/settings (issue 17): personal data (§3 fields, §5 rules), the account settings
 * keys (mailing, bonus choice), the sports hidden from line and live, and the way to the wallets.
 * Spec §8: a failed load shows main_query_error with a retry.
 */
export default function SettingsPage() {
  const { t } = useTranslation();
  const href = useLngHref();
  const { config } = useSiteConfig();
  const personal = useQuery(personalDataQuery);
  const settings = useQuery(officeSettingsQuery);
  const phones = useQuery(phoneCountriesQuery);
  const failed = personal.isError || settings.isError;
  return (
    <section className="page office-settings" data-route-id="office_settings">
      <h1>{t('page_office_settings')}</h1>
      <nav aria-label={t('office_settings_sections')} className="office-settings__nav">
        {SECTIONS.map((id) => (
          <a key={id} href={`#${id}`}>
            {t(TITLE[id])}
          </a>
        ))}
      </nav>
      {failed ? (
        <div role="alert" className="office-settings__error">
          <FormError message={t(QUERY_ERROR_KEY)} />
          <button
            type="button"
            className="btn btn--ghost"
            onClick={() => {
              void personal.refetch();
              void settings.refetch();
            }}
          >
            {t('office_retry')}
          </button>
        </div>
      ) : null}
      {!failed && (!personal.data || !settings.data) ? <p className="field__hint">{t('main_loading')}</p> : null}
      {personal.data ? (
        <Section id="personal">
          <PersonalDataForm
            answer={personal.data}
            minAge={config?.minAge ?? 18}
            countries={phones.data?.countries ?? []}
          />
          <AccountContacts answer={personal.data} phones={phones.data} />
        </Section>
      ) : null}
      {settings.data ? (
        <>
          <Section id="mailing">
            <MailingSettings settings={settings.data} />
          </Section>
          <Section id="bonus">
            <BonusSettings settings={settings.data} />
          </Section>
          <Section id="sports">
            <SportsSettings settings={settings.data} />
          </Section>
          {settings.data.showWallets ? (
            <Section id="wallets">
              <p>{t('office_wallets_text')}</p>
              <Link className="btn btn--secondary" to={href('office/account')}>
                {t('office_wallets_link')}
              </Link>
            </Section>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
