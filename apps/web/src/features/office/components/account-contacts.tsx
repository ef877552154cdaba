import { Link } from 'react-router';
import { displayPhone, type PersonalDataAnswer, type PhoneCountriesAnswer } from '@sb/contracts';
import { useTranslation } from '../../../lib/i18n';
import { useLngHref } from '../../../lib/use-lng';

interface Props {
  answer: PersonalDataAnswer;
  phones: PhoneCountriesAnswer | undefined;
}

/**
 * The account's own fields of spec §3 (login, e-mail, phone, password): shown here, changed on
 * office/security where codes confirm them; the phone written with its country's mask. Then the
 * §5 verdicts: profile filled, contacts filled.
 */
export function AccountContacts({ answer, phones }: Props) {
  const { t } = useTranslation();
  const href = useLngHref();
  const { account } = answer;
  const phone = account.phone
    ? phones
      ? displayPhone(phones, account.phone, answer.data.country_code ?? undefined)
      : `+${account.phone}`
    : null;
  const rows: [string, string | null][] = [
    [t('office_account_login'), account.login],
    [t('office_account_email'), account.email],
    [t('office_account_phone'), phone],
    [t('office_account_password'), '••••••••'],
  ];
  return (
    <div className="office-contacts" data-testid="office-contacts">
      <h3>{t('office_account_title')}</h3>
      <dl className="office-contacts__list">
        {rows.map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd dir="ltr">{value ?? t('office_account_not_set')}</dd>
          </div>
        ))}
      </dl>
      <Link to={href('office/security')}>{t('office_account_change')}</Link>
      <ul className="office-contacts__rules">
        <li data-testid="profile-filled" data-filled={answer.profile_filled}>
          {answer.profile_filled ? t('office_profile_filled') : t('office_profile_not_filled')}
        </li>
        <li data-testid="contacts-filled" data-filled={answer.contacts_filled}>
          {answer.contacts_filled ? t('office_contacts_filled') : t('office_contacts_not_filled')}
        </li>
      </ul>
    </div>
  );
}
