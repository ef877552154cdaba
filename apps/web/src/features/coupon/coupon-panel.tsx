import type { ComponentType } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Tabs } from '../../components/ui/tabs';
import { couponStore, useCoupon } from '../../lib/coupon-store';
import { CouponNotices } from './components/coupon-notices';
import { CouponSlip } from './components/coupon-slip';
import { QuickCoupon } from './components/quick-coupon';
import { useCouponView } from './hooks/use-coupon-view';
import { useOddsRefresh } from './hooks/use-odds-refresh';
import { useOneClickBet } from './hooks/use-one-click-bet';
import { usePlaceCoupon } from './hooks/use-place-coupon';

type TabId = 'coupon' | 'bets';
/** §3 Coupon state `tab`: 0 the coupon, 1 my bets. */
const TAB_IDS: readonly TabId[] = ['coupon', 'bets'];

/**
 * The coupon panel (its own chunk, loaded after hydration): the bet slip and "my bets". The app
 * passes the bets list in, so this feature does not import the bets feature.
 */
export default function CouponPanel({ MyBets }: { MyBets: ComponentType }) {
  const { t } = useTranslation();
  const { tab, bets } = useCoupon();
  const view = useCouponView();
  const oneClick = usePlaceCoupon({ keepSelections: false });
  useOneClickBet(view, oneClick.mutation);
  useOddsRefresh(bets.map((b) => b.market.id));
  const selected = TAB_IDS[tab] ?? 'coupon';
  return (
    <div className="coupon-panel" data-testid="coupon-panel">
      <h2 className="coupon-panel__title">{t('coupon_title')}</h2>
      <CouponNotices />
      <QuickCoupon view={view} />
      <Tabs
        label={t('coupon_title')}
        tabs={[
          { id: 'coupon', label: `${t('coupon_tab_coupon')} (${bets.length})` },
          { id: 'bets', label: t('coupon_tab_my_bets') },
        ]}
        selected={selected}
        onSelect={(id) => couponStore.set({ tab: TAB_IDS.indexOf(id) })}
      >
        {selected === 'coupon' ? (
          <CouponSlip />
        ) : view.authenticated ? (
          <MyBets />
        ) : (
          <p className="coupon-login" data-testid="coupon-login-prompt">
            {t('coupon_login_to_bet')}
          </p>
        )}
      </Tabs>
    </div>
  );
}
