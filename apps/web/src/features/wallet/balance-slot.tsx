import { useTranslation } from '../../lib/i18n';
import { HydratedOnly } from '../../components/ui/hydrated-only';
import { lazyWithReload } from '../../lib/lazy-with-reload';

const BalanceWidget = lazyWithReload(() => import('./components/balance-widget'));

function BalancePlaceholder() {
  const { t } = useTranslation();
  return (
    <span className="balance balance--placeholder" data-testid="header-balance-placeholder">
      <span className="visually-hidden">{t('main_loading')}</span>
    </span>
  );
}

/**
 * The header's balance for a logged-in player. Its code (socket, account menu) loads in a chunk
 * of its own after hydration, so visitors and the first paint never pay for it; the placeholder
 * keeps its place so the header does not shift.
 */
export function BalanceSlot() {
  return (
    <HydratedOnly fallback={<BalancePlaceholder />}>
      <BalanceWidget />
    </HydratedOnly>
  );
}
