import { formatCountdown } from '../lib/clock';

/** Time left until `to` on the page's clock (issue 19: sales close when the round starts). */
export function Countdown({ to, now, className }: { to: number; now: number; className?: string }) {
  return (
    <time
      className={['sched-countdown', className].filter(Boolean).join(' ')}
      dateTime={`PT${Math.max(0, Math.ceil((to - now) / 1000))}S`}
      data-testid="scheduled-countdown"
    >
      {formatCountdown(to - now)}
    </time>
  );
}
