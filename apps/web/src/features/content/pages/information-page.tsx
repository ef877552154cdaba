import { Link, useLoaderData } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { useLngHref } from '../../../lib/use-lng';
import { useApp } from '../../../lib/app-context';
import { useSiteConfig } from '../../../lib/site-config/use-site-config';
import { RULES_AVAILABLE_ROUTE } from '@sb/contracts';
import type { ContentPageData } from '../loaders';

/** information: every information page with its summary, and the rules when the site has them. */
export default function InformationPage() {
  const d = useLoaderData<ContentPageData>();
  const { t } = useTranslation();
  const href = useLngHref();
  const { initial } = useApp();
  const { config } = useSiteConfig();
  if (d.kind !== 'index') return null;
  // Spec §5: the rules page needs availableRoutes 47; payment may need a logged-in player.
  const rules = config?.availableRoutes.includes(RULES_AVAILABLE_ROUTE) ?? false;
  const paymentHidden = (config?.isPaymentPageAuthRequired ?? false) && !initial.authenticated;
  const items = d.items.filter((i) => !(i.slug === 'payment' && paymentHidden));
  return (
    <div className="page content-page">
      <h1>{t('page_information')}</h1>
      <p className="content-lead">{t('content_information_intro')}</p>
      <ul className="content-cards" data-testid="information-index">
        {rules ? (
          <li className="content-card">
            <Link to={href('information/rules')}>{t('page_info_rules')}</Link>
          </li>
        ) : null}
        {items.map((i) => (
          <li key={i.slug} className="content-card">
            <Link to={href(`information/${i.slug}`)}>{i.title}</Link>
            {i.summary ? <p>{i.summary}</p> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
