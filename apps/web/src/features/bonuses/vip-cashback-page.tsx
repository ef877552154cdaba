import { VipCashbackView } from './vip-cashback-view';

/** Spec §2 office/casino/vipcashback (issue 16): casino cashback by VIP level. */
export default function VipCashbackPage() {
  return <VipCashbackView routeId="office_casino_vipcashback" premium={false} />;
}
