import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { useApp } from '../../../lib/app-context';
import { returnTarget } from '../../../lib/return-path';

/**
 * Spec §3 registration flow `social` (soc_reg): one button per configured OpenID provider. A full
 * navigation, because the provider's page is another site; the server runs the code flow.
 */
export function SocialButtons() {
  const { t } = useTranslation();
  const { initial } = useApp();
  const [search] = useSearchParams();
  if (initial.socialProviders.length === 0) return null;
  const back = encodeURIComponent(returnTarget(search, initial.lng));
  return (
    <div className="social" data-testid="social-buttons">
      <p className="social__or">{t('auth_social_or')}</p>
      {initial.socialProviders.map((p) => (
        <a
          key={p.id}
          className="btn btn--ghost btn--block"
          href={`/social-api/oauth/${encodeURIComponent(p.id)}/start?lng=${initial.lng}&return_url=${back}`}
        >
          {t('auth_social_with', { name: p.name })}
        </a>
      ))}
      {search.get('social_error') ? (
        <p className="field__error" role="alert">
          {t('auth_social_failed')}
        </p>
      ) : null}
    </div>
  );
}
