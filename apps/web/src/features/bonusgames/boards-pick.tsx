import { useState } from 'react';
import { tierPrizeText, useDoneAfter, type BoardProps } from './board-props';
import { prizeText } from './api';

const SPIN_MS = 3200;

/**
 * The wheel's segments in euro cents, clockwise from the pointer (@sb/casino FORTUNA_SEGMENTS; a
 * test holds them equal). A played round's board carries them too, and then those are drawn.
 */
export const WHEEL_SEGMENTS: readonly number[] = [50, 100, 50, 200, 50, 500, 50, 100, 200, 50, 100, 1000];

/** Fortuna: twelve segments; the spin turns the wheel to the segment the round drew. */
export function FortunaBoard({ tr, play, canPlay, busy, onPlay, onDone }: BoardProps) {
  const board = play && 'segment' in play.board ? play.board : null;
  useDoneAfter(play, SPIN_MS, onDone);
  const segments = board?.segments ?? WHEEL_SEGMENTS;
  const count = segments.length;
  return (
    <div className="bg-fortuna">
      <div className="bg-fortuna__wheel-wrap">
        <span className="bg-fortuna__pointer" aria-hidden="true" />
        <svg
          viewBox="-110 -110 220 220"
          className={`bg-fortuna__wheel${board ? ` bg-fortuna__wheel--seg-${board.segment}` : ''}`}
          role="img"
          aria-label={tr('bg_board')}
          data-testid="fortuna-wheel"
        >
          {Array.from({ length: count }, (_, i) => {
            const a0 = ((i * 360) / count - 90 - 180 / count) * (Math.PI / 180);
            const a1 = (((i + 1) * 360) / count - 90 - 180 / count) * (Math.PI / 180);
            const mid = (a0 + a1) / 2;
            const cents = segments[i];
            return (
              <g key={i}>
                <path
                  d={`M0 0 L${100 * Math.cos(a0)} ${100 * Math.sin(a0)} A100 100 0 0 1 ${100 * Math.cos(a1)} ${100 * Math.sin(a1)} Z`}
                  className={`bg-fortuna__seg bg-fortuna__seg--${i % 3}`}
                />
                {cents ? (
                  <text
                    x={66 * Math.cos(mid)}
                    y={66 * Math.sin(mid) + 4}
                    textAnchor="middle"
                    className="bg-fortuna__label"
                  >
                    {(cents / 100).toFixed(cents % 100 === 0 ? 0 : 2)}
                  </text>
                ) : null}
              </g>
            );
          })}
          <circle r="12" className="bg-fortuna__hub" />
        </svg>
      </div>
      <button
        type="button"
        className="btn btn--primary"
        disabled={!canPlay || busy}
        onClick={() => onPlay(null)}
        data-testid="bonus-game-play"
      >
        {busy ? tr('bg_playing') : tr('bg_spin')}
      </button>
      {board ? (
        <p className="visually-hidden">
          {tr('bg_result_fortuna', {
            amount: prizeText('bonus', String(board.segments[board.segment] ?? 0), 'EUR').amount,
          })}
        </p>
      ) : null}
    </div>
  );
}

/** Chest: three closed chests; the pick plays, then all three open. */
export function ChestBoard({ game, tr, play, canPlay, busy, onPlay, onDone }: BoardProps) {
  const board = play && 'chests' in play.board ? play.board : null;
  useDoneAfter(play, 900, onDone);
  return (
    <div className="bg-chests" role="group" aria-label={tr('bg_board')}>
      {[0, 1, 2].map((i) => {
        const content = board?.chests[i];
        return (
          <button
            key={i}
            type="button"
            className={`bg-chest${board ? ' bg-chest--open' : ''}${board?.pick === i ? ' bg-chest--mine' : ''}`}
            disabled={!canPlay || busy}
            onClick={() => onPlay({ pick: i })}
            data-testid={`chest-${i}`}
          >
            <span className="bg-chest__lid" aria-hidden="true" />
            <span className="bg-chest__label">{tr('bg_chest_open', { n: i + 1 })}</span>
            {content ? <span className="bg-chest__content">{tierPrizeText(game, tr, content)}</span> : null}
          </button>
        );
      })}
    </div>
  );
}

/** Safe: three digits set by the player; the round shows the combination digit by digit. */
export function SafeBoard({ tr, play, canPlay, busy, onPlay, onDone }: BoardProps) {
  const [code, setCode] = useState([0, 0, 0]);
  const board = play && 'combination' in play.board ? play.board : null;
  useDoneAfter(play, 1200, onDone);
  return (
    <form
      className="bg-safe"
      onSubmit={(e) => {
        e.preventDefault();
        onPlay({ code });
      }}
    >
      <div className="bg-safe__digits">
        {code.map((d, i) => (
          <label key={i} className="bg-safe__digit">
            <span>{tr('bg_safe_digit', { n: i + 1 })}</span>
            <select
              value={d}
              onChange={(e) => setCode(code.map((x, j) => (j === i ? Number(e.target.value) : x)))}
              data-testid={`safe-digit-${i}`}
            >
              {Array.from({ length: 10 }, (_, n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
            {board ? (
              <span
                className={`bg-safe__combo bg-reveal bg-reveal--${i}${board.combination[i] === board.code[i] ? ' bg-hit' : ''}`}
              >
                {board.combination[i]}
              </span>
            ) : null}
          </label>
        ))}
      </div>
      <button type="submit" className="btn btn--primary" disabled={!canPlay || busy} data-testid="bonus-game-play">
        {busy ? tr('bg_playing') : tr('bg_safe_open')}
      </button>
    </form>
  );
}
