import { useLoaderData } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { useLngHref } from '../../../lib/use-lng';
import type { ContentPageData } from '../loaders';
import { ContentArticle } from '../components/content-article';
import { BettingCalculator } from '../components/betting-calculator';
import { InstallPrompt } from '../components/install-prompt';
import { RemoteView } from '../remote-view';

/** One document page: an information page, payment, betting awards, the mobile and desktop app pages. */
export default function DocumentPage() {
  const d = useLoaderData<ContentPageData>();
  const { t } = useTranslation();
  const href = useLngHref();
  if (d.kind === 'remote') return <RemoteView path={d.path} />;
  if (d.kind !== 'doc') return null;
  const crumbs =
    d.doc.kind === 'info'
      ? [
          { label: t('page_information'), href: href('information') },
          { label: d.doc.title, href: href(`information/${d.doc.slug}`) },
        ]
      : [];
  return (
    <ContentArticle doc={d.doc} crumbs={crumbs}>
      {d.routeId === 'info_betting_calculator' ? <BettingCalculator /> : null}
      {d.doc.kind === 'app' ? <InstallPrompt /> : null}
    </ContentArticle>
  );
}
