import type { ScheduledRound } from '@sb/contracts';
import { useTranslation } from '../../../lib/i18n';

/**
 * Competitors of a virtual sport's next round with their form: the model's strength, drawn as a
 * bar against the strongest in the field (the prices come from the same strengths). SVG
 * attributes carry the colours and widths: the site's CSP allows no inline styles.
 */
export function Competitors({ round }: { round: ScheduledRound }) {
  const { t } = useTranslation();
  const field = round.competitors;
  if (field.length === 0) return null;
  const best = Math.max(...field.map((c) => c.strength ?? 0));
  return (
    <section className="sched-form" aria-labelledby="sched-form-title">
      <h2 id="sched-form-title">{t('scheduled_form')}</h2>
      <ol className="sched-form__list" data-testid="scheduled-competitors">
        {field.map((c) => (
          <li key={c.id} className="sched-form__row">
            <svg className="sched-silk" viewBox="0 0 32 24" aria-hidden="true">
              <rect width="32" height="24" rx="4" fill={c.colors[0]} />
              <text x="16" y="16" textAnchor="middle" fill={c.colors[1]}>
                {c.short}
              </text>
            </svg>
            <span className="sched-form__name">{c.name}</span>
            {c.strength !== undefined ? (
              <span className="sched-form__strength">
                <svg className="sched-bar" viewBox="0 0 100 8" preserveAspectRatio="none" aria-hidden="true">
                  <rect width="100" height="8" className="sched-bar__track" />
                  <rect
                    width={best > 0 ? Math.round((c.strength / best) * 100) : 0}
                    height="8"
                    className="sched-bar__fill"
                  />
                </svg>
                <span>{t('scheduled_strength', { value: Math.round(c.strength * 10) / 10 })}</span>
              </span>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
