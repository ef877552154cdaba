import { SPORT_IDS } from '@sb/contracts/line-ids';

/** The field a sport is drawn on (spec §3 Media: the match tracker's zone). */
export type TrackerField = 'pitch' | 'rink' | 'court' | 'net' | 'map';

/** The tracker's drawing is 100 × 60 units; x runs from team 1's goal (0) to team 2's (100). */
export const FIELD_W = 100;
export const FIELD_H = 60;

export function fieldOf(sportId: number): TrackerField {
  switch (sportId) {
    case SPORT_IDS.football:
      return 'pitch';
    case SPORT_IDS.iceHockey:
      return 'rink';
    case SPORT_IDS.basketball:
      return 'court';
    case SPORT_IDS.tennis:
    case SPORT_IDS.volleyball:
    case SPORT_IDS.tableTennis:
      return 'net';
    case SPORT_IDS.cs2:
    case SPORT_IDS.dota2:
    case SPORT_IDS.lol:
      return 'map';
    default:
      return 'pitch';
  }
}

const line = { fill: 'none', stroke: 'currentColor', strokeWidth: 0.4 } as const;

function Pitch() {
  return (
    <g className="tracker-field__lines">
      <rect x={1} y={1} width={98} height={58} {...line} />
      <line x1={50} y1={1} x2={50} y2={59} {...line} />
      <circle cx={50} cy={30} r={7} {...line} />
      <rect x={1} y={16} width={14} height={28} {...line} />
      <rect x={85} y={16} width={14} height={28} {...line} />
      <rect x={1} y={24} width={5} height={12} {...line} />
      <rect x={94} y={24} width={5} height={12} {...line} />
    </g>
  );
}

function Rink() {
  return (
    <g className="tracker-field__lines">
      <rect x={1} y={1} width={98} height={58} rx={12} {...line} />
      <line x1={50} y1={1} x2={50} y2={59} {...line} stroke="#d33" />
      <line x1={34} y1={1} x2={34} y2={59} {...line} stroke="#36c" />
      <line x1={66} y1={1} x2={66} y2={59} {...line} stroke="#36c" />
      <circle cx={50} cy={30} r={6} {...line} stroke="#36c" />
      <path d="M 7 26 A 4 4 0 0 1 7 34" {...line} stroke="#d33" />
      <path d="M 93 26 A 4 4 0 0 0 93 34" {...line} stroke="#d33" />
    </g>
  );
}

function Court() {
  return (
    <g className="tracker-field__lines">
      <rect x={1} y={1} width={98} height={58} {...line} />
      <line x1={50} y1={1} x2={50} y2={59} {...line} />
      <circle cx={50} cy={30} r={6} {...line} />
      <rect x={1} y={22} width={18} height={16} {...line} />
      <rect x={81} y={22} width={18} height={16} {...line} />
      <path d="M 1 6 L 12 6 A 24 24 0 0 1 12 54 L 1 54" {...line} />
      <path d="M 99 6 L 88 6 A 24 24 0 0 0 88 54 L 99 54" {...line} />
    </g>
  );
}

function NetCourt() {
  return (
    <g className="tracker-field__lines">
      <rect x={6} y={6} width={88} height={48} {...line} />
      <line x1={6} y1={12} x2={94} y2={12} {...line} />
      <line x1={6} y1={48} x2={94} y2={48} {...line} />
      <line x1={28} y1={12} x2={28} y2={48} {...line} />
      <line x1={72} y1={12} x2={72} y2={48} {...line} />
      <line x1={28} y1={30} x2={72} y2={30} {...line} />
      <line x1={50} y1={3} x2={50} y2={57} {...line} strokeWidth={1} />
    </g>
  );
}

/** An esports map: two bases in opposite corners, three lanes and a river between them. */
function EsportsMap() {
  return (
    <g className="tracker-field__lines">
      <rect x={1} y={1} width={98} height={58} rx={3} {...line} />
      <path d="M 10 52 L 10 8 L 90 8" {...line} />
      <path d="M 10 52 L 90 52 L 90 8" {...line} />
      <path d="M 10 52 L 90 8" {...line} />
      <path d="M 4 14 Q 50 38 96 46" {...line} strokeDasharray="2 1.5" />
      <rect x={4} y={46} width={12} height={12} rx={2} className="tracker-base tracker-base--1" />
      <rect x={84} y={2} width={12} height={12} rx={2} className="tracker-base tracker-base--2" />
    </g>
  );
}

export function FieldLines({ field }: { field: TrackerField }) {
  switch (field) {
    case 'pitch':
      return <Pitch />;
    case 'rink':
      return <Rink />;
    case 'court':
      return <Court />;
    case 'net':
      return <NetCourt />;
    case 'map':
      return <EsportsMap />;
  }
}
