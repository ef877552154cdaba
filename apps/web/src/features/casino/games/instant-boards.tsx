import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { diceOdds, RISKS, type Risk } from '../lib/game-ui';
import { boolAt, numberAt, numbersAt, stringAt } from '../lib/results';
import type { BoardProps } from './board-props';

function PlayButton({ busy, onClick, label }: { busy: boolean; onClick: () => void; label?: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="btn btn-primary casino-play"
      disabled={busy}
      onClick={onClick}
      data-testid="casino-play"
    >
      {label ?? t('casino_play')}
    </button>
  );
}

function RiskSelect({ value, onChange }: { value: Risk; onChange: (r: Risk) => void }) {
  const { t } = useTranslation();
  return (
    <label>
      {t('casino_risk')}{' '}
      <select value={value} onChange={(e) => onChange(RISKS.find((r) => r === e.target.value) ?? 'medium')}>
        {RISKS.map((r) => (
          <option key={r} value={r}>
            {t(`casino_risk_${r}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Dice: a slider for the target, under or over; the roll lands on the bar. */
export function DiceBoard({ round, busy, onPlay }: BoardProps) {
  const { t } = useTranslation();
  const [target, setTarget] = useState(50);
  const [direction, setDirection] = useState<'under' | 'over'>('under');
  const odds = diceOdds(target, direction);
  const roll = numberAt(round?.result, 'roll');
  const win = boolAt(round?.result, 'win');
  return (
    <div className="casino-board casino-dice">
      <div className="casino-dice-bar">
        <input
          type="range"
          min={2}
          max={98}
          step={0.5}
          value={target}
          aria-label={t('casino_dice_target')}
          onChange={(e) => setTarget(Number(e.target.value))}
          data-testid="casino-dice-target"
        />
        {roll !== null ? (
          <span
            className={`casino-dice-roll ${win ? 'is-win' : 'is-loss'}`}
            style={{ insetInlineStart: `${roll}%` }}
            data-testid="casino-dice-roll"
          >
            {roll.toFixed(2)}
          </span>
        ) : null}
      </div>
      <p>
        {t('casino_dice_summary', {
          target: target.toFixed(2),
          chance: odds.chance.toFixed(2),
          multiplier: odds.multiplier.toFixed(4),
        })}
      </p>
      <div className="casino-controls">
        <button
          type="button"
          className="btn"
          aria-pressed={direction === 'under'}
          onClick={() => setDirection('under')}
        >
          {t('casino_dice_under')}
        </button>
        <button type="button" className="btn" aria-pressed={direction === 'over'} onClick={() => setDirection('over')}>
          {t('casino_dice_over')}
        </button>
        <PlayButton busy={busy} onClick={() => onPlay({ target, direction })} label={t('casino_dice_roll')} />
      </div>
    </div>
  );
}

/** Limbo: a target multiplier; the drawn multiplier must reach it. */
export function LimboBoard({ round, busy, onPlay }: BoardProps) {
  const { t } = useTranslation();
  const [target, setTarget] = useState('2.00');
  const result = numberAt(round?.result, 'result');
  const win = boolAt(round?.result, 'win');
  return (
    <div className="casino-board casino-limbo">
      <p className={`casino-big ${win ? 'is-win' : win === false ? 'is-loss' : ''}`}>
        {result !== null ? `${result.toFixed(2)}×` : '—'}
      </p>
      <div className="casino-controls">
        <label>
          {t('casino_limbo_target')}{' '}
          <input inputMode="decimal" value={target} onChange={(e) => setTarget(e.target.value)} size={8} />
        </label>
        <PlayButton busy={busy} onClick={() => onPlay({ target: Number(target) })} />
      </div>
    </div>
  );
}

/** Plinko: the ball's path through the pegs to a slot. */
export function PlinkoBoard({ round, busy, onPlay }: BoardProps) {
  const { t } = useTranslation();
  const [rows, setRows] = useState(12);
  const [risk, setRisk] = useState<Risk>('medium');
  const path = numbersAt(round?.result, 'path');
  const slot = numberAt(round?.result, 'slot');
  const drawn = path.length || rows;
  const size = 300;
  const step = size / (drawn + 2);
  let x = size / 2;
  const ball = path.map((dir, i) => {
    x += (dir > 0 ? 0.5 : -0.5) * step;
    return { x, y: (i + 1.5) * step };
  });
  return (
    <div className="casino-board casino-plinko">
      <svg
        viewBox={`0 0 ${size} ${size}`}
        className="casino-plinko-svg"
        role="img"
        aria-label={t('casino_plinko_board')}
      >
        {Array.from({ length: drawn }, (_, r) =>
          Array.from({ length: r + 3 }, (_, c) => (
            <circle
              key={`${r}-${c}`}
              cx={size / 2 + (c - (r + 2) / 2) * step}
              cy={(r + 1) * step}
              r={3}
              className="casino-peg"
            />
          )),
        )}
        {ball.length > 0 ? (
          <polyline points={ball.map((p) => `${p.x},${p.y}`).join(' ')} className="casino-path" />
        ) : null}
        {ball.length > 0 ? (
          <circle cx={ball[ball.length - 1]?.x} cy={ball[ball.length - 1]?.y} r={6} className="casino-ball" />
        ) : null}
      </svg>
      {slot !== null ? (
        <p>{t('casino_plinko_slot', { slot, pay: String(numberAt(round?.result, 'pay') ?? '') })}</p>
      ) : null}
      <div className="casino-controls">
        <label>
          {t('casino_plinko_rows')}{' '}
          <select value={rows} onChange={(e) => setRows(Number(e.target.value))}>
            {[8, 9, 10, 11, 12, 13, 14, 15, 16].map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <RiskSelect value={risk} onChange={setRisk} />
        <PlayButton busy={busy} onClick={() => onPlay({ rows, risk })} label={t('casino_plinko_drop')} />
      </div>
    </div>
  );
}

/** Wheel: segments of multipliers; the pointer stops on one. */
export function WheelBoard({ round, busy, onPlay }: BoardProps) {
  const { t } = useTranslation();
  const [risk, setRisk] = useState<Risk>('medium');
  const [segments, setSegments] = useState(20);
  const list = numbersAt(round?.result, 'segments');
  const hit = numberAt(round?.result, 'segment');
  const r = 120;
  return (
    <div className="casino-board casino-wheel">
      <svg viewBox="-130 -130 260 260" className="casino-wheel-svg" role="img" aria-label={t('casino_wheel_board')}>
        {list.map((m, i) => {
          const a0 = (i / list.length) * 2 * Math.PI;
          const a1 = ((i + 1) / list.length) * 2 * Math.PI;
          const d = `M0,0 L${r * Math.sin(a0)},${-r * Math.cos(a0)} A${r},${r} 0 0 1 ${r * Math.sin(a1)},${-r * Math.cos(a1)} Z`;
          return (
            <path key={i} d={d} className={`casino-seg ${m === 0 ? 'is-zero' : ''} ${i === hit ? 'is-hit' : ''}`} />
          );
        })}
        {list.length === 0 ? <circle r={r} className="casino-seg" /> : null}
      </svg>
      {hit !== null ? <p className="casino-big">{`${(list[hit] ?? 0).toFixed(2)}×`}</p> : null}
      <div className="casino-controls">
        <RiskSelect value={risk} onChange={setRisk} />
        <label>
          {t('casino_wheel_segments')}{' '}
          <select value={segments} onChange={(e) => setSegments(Number(e.target.value))}>
            {[10, 20, 30, 40, 50].map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <PlayButton busy={busy} onClick={() => onPlay({ risk, segments })} label={t('casino_wheel_spin')} />
      </div>
    </div>
  );
}

/** Dragon tiger: one card each; bet on the higher or a tie. */
export function DragonTigerBoard({ round, busy, onPlay }: BoardProps) {
  const { t } = useTranslation();
  const [bet, setBet] = useState<'dragon' | 'tiger' | 'tie'>('dragon');
  const winner = stringAt(round?.result, 'winner');
  return (
    <div className="casino-board">
      {round ? <CardPair result={round.result} /> : null}
      {winner ? <p className="casino-big">{winner}</p> : null}
      <div className="casino-controls">
        {(['dragon', 'tiger', 'tie'] as const).map((b) => (
          <button key={b} type="button" className="btn" aria-pressed={bet === b} onClick={() => setBet(b)}>
            {t(`casino_dt_${b}`)}
          </button>
        ))}
        <PlayButton busy={busy} onClick={() => onPlay({ bet })} />
      </div>
    </div>
  );
}

function CardPair({ result }: { result: unknown }) {
  const text = (key: string) => {
    const v = result && typeof result === 'object' ? (result as Record<string, unknown>)[key] : undefined;
    return typeof v === 'object' && v !== null
      ? `${String((v as Record<string, unknown>)['rank'] ?? '')}${String((v as Record<string, unknown>)['suit'] ?? '')}`
      : String(v ?? '');
  };
  return (
    <p className="casino-cards">
      <span className="casino-card">{text('dragon')}</span> <span className="casino-card">{text('tiger')}</span>
    </p>
  );
}

/** Any other instant game: play with no parameters; its result as text. */
export function InstantBoard({ round, busy, onPlay }: BoardProps) {
  return (
    <div className="casino-board">
      {round ? <pre className="casino-result">{JSON.stringify(round.result, null, 2)}</pre> : null}
      <div className="casino-controls">
        <PlayButton busy={busy} onClick={() => onPlay({})} />
      </div>
    </div>
  );
}
