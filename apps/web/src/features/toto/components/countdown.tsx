import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { countdownText } from '../lib/format';

/**
 * Time left until a draw closes. Rendered only after hydration (the server's clock and the
 * browser's differ by the time the page travels), then once a second.
 */
export function Countdown({ to }: { to: string }) {
  const { t } = useTranslation();
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  if (now === null) return null;
  const left = Date.parse(to) - now;
  return (
    <span className="toto-countdown" role="timer" aria-live="off">
      {left > 0 ? t('toto_closes_in', { time: countdownText(left) }) : t('toto_closed_now')}
    </span>
  );
}
