import { BetHistory } from './components/bet-history';

/** The coupon panel's "my bets" tab: open coupons first, with a link to the full history. */
export default function MyBets() {
  return <BetHistory compact />;
}
