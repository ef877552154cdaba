import { Breadcrumbs } from '../../../components/ui/breadcrumbs';
import { useApp } from '../../../lib/app-context';
import { useLngHref } from '../../../lib/use-lng';
import type { CrumbStep } from '../lib/crumbs';
import { useLineT } from '../lib/use-line';

/** The breadcrumbs of a line page (home › line › sport › championship › game) with their JSON-LD. */
export function LineCrumbs({ steps }: { steps: readonly CrumbStep[] }) {
  const t = useLineT();
  const href = useLngHref();
  const { initial } = useApp();
  const items = steps.map((s) => ({ label: s.name ?? t(s.key ?? ''), href: href(s.path) }));
  return <Breadcrumbs items={items} label={t('line_breadcrumbs')} origin={initial.origin} />;
}
