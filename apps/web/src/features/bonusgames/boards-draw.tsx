import { useEffect, useState } from 'react';
import { useDoneAfter, type BoardProps } from './board-props';

const CARDS = 16;
const SYMBOL_GLYPH: Record<string, string> = { star: '★', coin: '●', gem: '◆', crown: '♛', dragon: '✹' };

/**
 * Memory: sixteen face-down cards. The first click plays the round (the shuffle is the server's);
 * each click then shows the shuffle's next card where the player clicked, until the pair.
 */
export function MemoryBoard({ tr, play, canPlay, busy, onPlay, onDone }: BoardProps) {
  const board = play && 'cards' in play.board ? play.board : null;
  /** Board places in the order they were clicked (the k-th shows the shuffle's k-th card). */
  const [places, setPlaces] = useState<number[]>([]);
  const playId = play?.id;
  useEffect(() => setPlaces((p) => (playId === undefined ? p : p.slice(0, 1))), [playId]);
  const finished = board !== null && places.length >= board.cards.length;
  useDoneAfter(play, 400, onDone, finished);
  const turn = (place: number) => {
    if (places.includes(place)) return;
    if (board && !finished) return setPlaces([...places, place]);
    setPlaces([place]);
    onPlay(null);
  };
  return (
    <div>
      <p>{tr('bg_memory_hint')}</p>
      <div className="bg-memory" role="group" aria-label={tr('bg_board')}>
        {Array.from({ length: CARDS }, (_, place) => {
          const k = places.indexOf(place);
          const symbol = board && !busy && k >= 0 ? board.cards[k] : undefined;
          const label = symbol
            ? tr('bg_memory_card_face', { n: place + 1, symbol: tr(`bg_symbol_${symbol}`) })
            : tr('bg_memory_card', { n: place + 1 });
          const open = board !== null && !finished;
          return (
            <button
              key={place}
              type="button"
              className={`bg-card${symbol ? ' bg-card--face' : ''}${symbol && symbol === board?.pair ? ' bg-hit' : ''}`}
              aria-label={label}
              disabled={symbol !== undefined || busy || !(open || canPlay)}
              onClick={() => turn(place)}
              data-testid={`memory-card-${place}`}
            >
              <span aria-hidden="true">{symbol ? SYMBOL_GLYPH[symbol] : '?'}</span>
            </button>
          );
        })}
      </div>
    </div>
  );
}

const NUMBERS = 20;
const PICKS = 3;
const randomPick = (n: number, k: number): number[] => {
  const all = Array.from({ length: n }, (_, i) => i);
  for (let i = 0; i < k; i++) {
    const j = i + Math.floor(Math.random() * (n - i));
    [all[i], all[j]] = [all[j] ?? 0, all[i] ?? 0];
  }
  return all.slice(0, k);
};

/** Lottery: pick three of twenty, then five balls are drawn one after another. */
export function LotteryBoard({ tr, play, canPlay, busy, onPlay, onDone }: BoardProps) {
  const [picked, setPicked] = useState<number[]>([]);
  const board = play && 'drawn' in play.board ? play.board : null;
  useDoneAfter(play, 1800, onDone);
  const toggle = (n: number) =>
    setPicked((p) => (p.includes(n) ? p.filter((x) => x !== n) : p.length < PICKS ? [...p, n] : p));
  return (
    <div className="bg-lottery">
      <fieldset>
        <legend>{tr('bg_lottery_pick', { count: PICKS })}</legend>
        <div className="bg-lottery__grid">
          {Array.from({ length: NUMBERS }, (_, i) => i + 1).map((n) => (
            <button
              key={n}
              type="button"
              className={`bg-ball${board?.drawn.includes(n) ? ' bg-ball--drawn' : ''}${board?.drawn.includes(n) && board.numbers.includes(n) ? ' bg-hit' : ''}`}
              aria-pressed={picked.includes(n)}
              onClick={() => toggle(n)}
              data-testid={`lottery-${n}`}
            >
              {n}
            </button>
          ))}
        </div>
      </fieldset>
      <p aria-live="polite">
        {tr('bg_lottery_picked', { numbers: [...picked].sort((a, b) => a - b).join(', ') || '—' })}
      </p>
      <div className="bg-actions">
        <button
          type="button"
          className="btn btn--ghost"
          onClick={() => setPicked(randomPick(NUMBERS, PICKS).map((i) => i + 1))}
        >
          {tr('bg_quick_pick')}
        </button>
        <button
          type="button"
          className="btn btn--primary"
          disabled={!canPlay || busy || picked.length !== PICKS}
          onClick={() => onPlay({ numbers: picked })}
          data-testid="bonus-game-play"
        >
          {busy ? tr('bg_playing') : tr('bg_lottery_play')}
        </button>
      </div>
      {board ? (
        <ol className="bg-drawn" aria-label={tr('bg_board')}>
          {board.drawn.map((n, i) => (
            <li
              key={n}
              className={`bg-ball bg-ball--drawn bg-reveal bg-reveal--${i}${board.numbers.includes(n) ? ' bg-hit' : ''}`}
            >
              {n}
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}

const LEVELS = 5;
const EGGS = 3;

/** Dragon bonus: an egg per level, then the climb shows level by level where the dragons were. */
export function DragonBoard({ tr, play, canPlay, busy, onPlay, onDone }: BoardProps) {
  const [path, setPath] = useState<number[]>([0, 1, 2, 1, 0]);
  const board = play && 'dragons' in play.board ? play.board : null;
  useDoneAfter(play, 2000, onDone);
  return (
    <div className="bg-dragon">
      <div className="bg-dragon__levels">
        {Array.from({ length: LEVELS }, (_, l) => LEVELS - 1 - l).map((level) => (
          <fieldset key={level} className="bg-dragon__level">
            <legend>{tr('bg_dragon_level', { n: level + 1 })}</legend>
            {Array.from({ length: EGGS }, (_, egg) => {
              const dragon = board?.dragons[level] === egg;
              const reached = board !== null && level <= board.cleared;
              return (
                <label
                  key={egg}
                  className={`bg-egg${reached ? ` bg-reveal bg-reveal--${level}` : ''}${reached && dragon ? ' bg-egg--dragon' : ''}${reached && !dragon && path[level] === egg ? ' bg-hit' : ''}`}
                >
                  <input
                    type="radio"
                    name={`dragon-level-${level}`}
                    checked={path[level] === egg}
                    onChange={() => setPath(path.map((x, i) => (i === level ? egg : x)))}
                  />
                  <span>{tr('bg_dragon_egg', { n: egg + 1 })}</span>
                  {reached && dragon ? <span aria-hidden="true"> ✹</span> : null}
                </label>
              );
            })}
          </fieldset>
        ))}
      </div>
      <div className="bg-actions">
        <button
          type="button"
          className="btn btn--ghost"
          onClick={() => setPath(Array.from({ length: LEVELS }, () => Math.floor(Math.random() * EGGS)))}
        >
          {tr('bg_quick_pick')}
        </button>
        <button
          type="button"
          className="btn btn--primary"
          disabled={!canPlay || busy}
          onClick={() => onPlay({ path })}
          data-testid="bonus-game-play"
        >
          {busy ? tr('bg_playing') : tr('bg_dragon_climb')}
        </button>
      </div>
    </div>
  );
}
