import { VipCashbackView } from './vip-cashback-view';

/** Spec §2 office/casino/premiumcashback (issue 16): the premium cashback of Gold and Platinum. */
export default function PremiumCashbackPage() {
  return <VipCashbackView routeId="office_casino_premiumcashback" premium />;
}
