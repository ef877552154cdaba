import { useEffect, useRef } from 'react';
import type { ScheduledRound } from '@sb/contracts';
import { useTranslation } from '../../../../lib/i18n';
import { usePrefersReducedMotion } from '../../lib/use-reduced-motion';
import { landingRotation, pocketColour, WHEEL_ORDER } from '../../lib/wheel';

const R = 96;
const C = 100;
const STEP = 360 / WHEEL_ORDER.length;
/** Whole turns the wheel makes before it lands. */
const TURNS = 4;
const LANDING = '4s';

function point(deg: number, r: number): string {
  const rad = ((deg - 90) * Math.PI) / 180;
  return `${(C + r * Math.cos(rad)).toFixed(2)} ${(C + r * Math.sin(rad)).toFixed(2)}`;
}

/** One pocket's wedge, centred on its angle clockwise from the top. */
function wedge(i: number): string {
  const a = i * STEP - STEP / 2;
  const b = a + STEP;
  return `M ${C} ${C} L ${point(a, R)} A ${R} ${R} 0 0 1 ${point(b, R)} Z`;
}

/**
 * The wheel's studio: the wheel spins while the round is drawn and lands with the drawn pocket
 * under the pointer (its final rotation is computed from the pocket, lib/wheel.ts). Positions are
 * SVG attributes and the landing an SVG animation, since the site's CSP allows no inline styles;
 * `animate` is off for a result shown at rest (it is drawn landed).
 */
export function WheelView({ round, shown, animate }: { round: ScheduledRound; shown: number; animate: boolean }) {
  const { t } = useTranslation();
  const reduced = usePrefersReducedMotion();
  const landing = useRef<SVGAnimateTransformElement>(null);
  const pocket = shown > 0 ? round.draw[0]?.[0] : undefined;
  const rotation = pocket === undefined ? null : landingRotation(pocket, TURNS);
  const spinning = rotation === null && round.phase === 'drawing';
  const colour = pocket === undefined ? null : pocketColour(pocket);
  const land = animate && !reduced && rotation !== null;
  useEffect(() => {
    const el = landing.current;
    if (land && el && typeof el.beginElement === 'function') el.beginElement();
  }, [land, rotation]);
  return (
    <div className="sched-wheel">
      <svg viewBox="0 0 200 200" className="sched-wheel__svg" role="img" aria-label={t('scheduled_studio')}>
        <g className={spinning ? 'sched-wheel__disc sched-wheel__disc--spin' : 'sched-wheel__disc'}>
          <g transform={`rotate(${rotation ?? 0} ${C} ${C})`}>
            {land ? (
              <animateTransform
                ref={landing}
                attributeName="transform"
                type="rotate"
                from={`0 ${C} ${C}`}
                to={`${rotation} ${C} ${C}`}
                dur={LANDING}
                begin="indefinite"
                fill="freeze"
                calcMode="spline"
                keyTimes="0;1"
                keySplines="0.15 0.6 0.2 1"
              />
            ) : null}
            {WHEEL_ORDER.map((p, i) => (
              <g key={p}>
                <path d={wedge(i)} className={`sched-pocket sched-pocket--${pocketColour(p)}`} />
                <text
                  x={C}
                  y={C - R + 12}
                  className="sched-pocket__n"
                  transform={`rotate(${i * STEP} ${C} ${C})`}
                  textAnchor="middle"
                >
                  {p}
                </text>
              </g>
            ))}
            <circle cx={C} cy={C} r={R * 0.55} className="sched-wheel__hub" />
          </g>
        </g>
        <path d={`M ${C - 6} 0 L ${C + 6} 0 L ${C} 14 Z`} className="sched-wheel__pointer" />
      </svg>
      {pocket !== undefined && colour ? (
        <p className={`sched-wheel__result sched-wheel__result--${colour}`} data-testid="scheduled-pocket">
          {t('scheduled_pocket', { pocket })} ·{' '}
          {t(
            colour === 'red'
              ? 'scheduled_colour_red'
              : colour === 'black'
                ? 'scheduled_colour_black'
                : 'scheduled_colour_green',
          )}
        </p>
      ) : null}
    </div>
  );
}
