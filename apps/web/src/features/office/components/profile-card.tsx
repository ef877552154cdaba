import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTranslation } from '../../../lib/i18n';
import { useLngHref } from '../../../lib/use-lng';
import { personalDataQuery } from '../api-data';

/** The dashboard's personal-data card (issue 17): the spec §5 profile-filled and contacts-filled verdicts. */
export function ProfileCard() {
  const { t } = useTranslation();
  const href = useLngHref();
  const personal = useQuery(personalDataQuery);
  const data = personal.data;
  return (
    <Card title={t('office_section_personal')} className="office-card" testId="office-profile">
      {data ? (
        <ul className="office-card__facts">
          <li data-filled={data.profile_filled}>
            {data.profile_filled ? t('office_profile_filled') : t('office_profile_not_filled')}
          </li>
          <li data-filled={data.contacts_filled}>
            {data.contacts_filled ? t('office_contacts_filled') : t('office_contacts_not_filled')}
          </li>
        </ul>
      ) : personal.isError ? null : (
        <Skeleton width="3/4" />
      )}
      <div className="office-card__actions">
        <Link className="btn btn--ghost" to={`${href('office/settings')}#personal`}>
          {t('office_profile_edit')}
        </Link>
      </div>
    </Card>
  );
}
