import { usePreferences } from '../../../lib/app-context';
import { BetGenerator } from './bet-generator';
import { BookingCode } from './booking-code';

/** Under the slip: the bet generator (spec §3 flag betGenerator, off by default) and booking codes. */
export function CouponTools() {
  const [prefs] = usePreferences();
  return (
    <>
      {prefs.flags.betGenerator ? <BetGenerator /> : null}
      <BookingCode />
    </>
  );
}
