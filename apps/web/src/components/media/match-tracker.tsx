import type { LiveIncident, LiveState } from '@sb/contracts';
import { GAME_STATUS_ID } from '@sb/contracts/line-ids';
import { useTranslation, type Translate } from '../../lib/i18n';
import type { MessageKey } from '@sb/i18n';
import type { MediaType } from './media-rules';
import { FIELD_H, FIELD_W, FieldLines, fieldOf } from './tracker-fields';

/** How many of the last incidents are drawn as markers on the field. */
export const TRACKER_MARKERS = 5;

/** Incidents that only move the ball: the caption names the last incident that is not one. */
const POSSESSION_KINDS: ReadonlySet<LiveIncident['kind']> = new Set(['attack', 'dangerous_attack', 'safe']);

export interface MatchTrackerProps {
  gameId: number;
  /** The in-play state (contracts LiveState); null before the game starts. */
  state: LiveState | null;
  /** Sport of the game, for the field before a state arrives (the state's sport wins). */
  sportId?: number;
  team1?: string;
  team2?: string;
  /** Where it is shown (spec §3 Media entity type); board by default. */
  variant?: MediaType;
}

function clockText(sec: number): string {
  const m = Math.floor(sec / 60);
  const s = sec % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

/** The attacked zone: the half (attack) or the last third (dangerous attack) of the defending side. */
function zoneOf(p: NonNullable<LiveState['possession']>): { x: number; width: number } | null {
  if (p.level === 'safe') return null;
  const width = p.level === 'dangerous_attack' ? FIELD_W / 3 : FIELD_W / 2;
  return { x: p.team === 1 ? FIELD_W - width : 0, width };
}

function incidentText(t: Translate, i: LiveIncident, esports: boolean, teams: [string, string]): string {
  const kind = esports && i.kind === 'goal' ? t('tracker_map_won') : t(`tracker_incident_${i.kind}` as MessageKey);
  const team = i.team === null ? '' : ` · ${teams[i.team - 1]}`;
  return `${kind}${team} · ${clockText(i.clockSec)}`;
}

function statusText(t: Translate, s: LiveState, esports: boolean): string {
  if (s.statusId === GAME_STATUS_ID.finished) return t('tracker_finished');
  const period = esports
    ? t('cyber_map_n', { n: s.period })
    : t('tracker_period', { n: s.period, total: s.periodsTotal });
  if (s.statusId === GAME_STATUS_ID.break) return `${period} · ${t('tracker_break')}`;
  return s.points ? `${period} · ${s.points[0]}:${s.points[1]}` : `${period} · ${clockText(s.clockSec)}`;
}

/**
 * Spec §3 Media, the match tracker (issue 14): an animated 2D field of the game's sport drawn from
 * its live state — the ball (or the action on an esports map) where the possession is, the zone
 * under attack, the last incidents as markers and a caption, the score and the clock. The ball
 * glides by a CSS transition, which `prefers-reduced-motion` turns off (styles/media.css).
 */
export function MatchTracker({
  gameId,
  state,
  sportId,
  team1 = '1',
  team2 = '2',
  variant = 'board',
}: MatchTrackerProps) {
  const { t } = useTranslation();
  const sport = state?.sportId ?? sportId ?? 0;
  const field = fieldOf(sport);
  const esports = field === 'map';
  const teams: [string, string] = [team1, team2];
  const markers = (state?.incidents ?? [])
    .filter((i) => i.x !== null && i.y !== null && !POSSESSION_KINDS.has(i.kind))
    .slice(-TRACKER_MARKERS);
  const last = [...(state?.incidents ?? [])].reverse().find((i) => !POSSESSION_KINDS.has(i.kind)) ?? null;
  const p = state?.possession ?? null;
  const zone = p ? zoneOf(p) : null;
  return (
    <figure
      className={`match-tracker match-tracker--${variant} match-tracker--${field}`}
      data-match-tracker={gameId}
      data-zone-id={state?.zoneId ?? ''}
      data-updated-at={state?.updatedAt ?? 0}
      aria-label={t('tracker_label', { game: `${team1} — ${team2}` })}
    >
      <div className="match-tracker__score">
        <span className="match-tracker__team">{team1}</span>
        <strong data-tracker-score="">{state ? `${state.score.home}:${state.score.away}` : '–:–'}</strong>
        <span className="match-tracker__team">{team2}</span>
      </div>
      <svg
        className="match-tracker__field"
        viewBox={`0 0 ${FIELD_W} ${FIELD_H}`}
        role="img"
        aria-hidden={state ? undefined : true}
        aria-label={state && p ? t(`tracker_possession_${p.level}`) : undefined}
      >
        <rect className="tracker-field__ground" x={0} y={0} width={FIELD_W} height={FIELD_H} rx={2} />
        <FieldLines field={field} />
        {zone && p ? (
          <rect
            className={`tracker-zone tracker-zone--team${p.team} tracker-zone--${p.level}`}
            data-tracker-zone={p.level}
            x={zone.x}
            y={0}
            width={zone.width}
            height={FIELD_H}
          />
        ) : null}
        {markers.map((i) => (
          <circle
            key={i.seq}
            className={`tracker-marker tracker-marker--team${i.team ?? 0}`}
            data-incident-kind={i.kind}
            cx={(i.x ?? 0) * FIELD_W}
            cy={(i.y ?? 0) * FIELD_H}
            r={1.6}
          />
        ))}
        {p ? (
          <g
            className={`tracker-ball tracker-ball--team${p.team}`}
            data-tracker-ball=""
            style={{ transform: `translate(${(p.x * FIELD_W).toFixed(2)}px, ${(p.y * FIELD_H).toFixed(2)}px)` }}
          >
            <circle className="tracker-ball__halo" r={4} />
            <circle className="tracker-ball__dot" r={1.8} />
          </g>
        ) : null}
      </svg>
      <figcaption className="match-tracker__caption" aria-live="polite">
        {state ? (
          <>
            <span data-tracker-status="">{statusText(t, state, esports)}</span>
            {p ? <span className="match-tracker__level">{t(`tracker_possession_${p.level}`)}</span> : null}
            {last ? <span data-tracker-incident={last.kind}>{incidentText(t, last, esports, teams)}</span> : null}
          </>
        ) : (
          <span>{t('tracker_waiting')}</span>
        )}
      </figcaption>
    </figure>
  );
}
