import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { KENO_NUMBERS, RISKS, ROULETTE_REDS, togglePick, type Risk } from '../lib/game-ui';
import { numberAt, numbersAt, slotSpins, stringAt, stringsAt } from '../lib/results';
import type { BoardProps } from './board-props';

function Play({ busy, onClick, label }: { busy: boolean; onClick: () => void; label: string }) {
  return (
    <button
      type="button"
      className="btn btn-primary casino-play"
      disabled={busy}
      onClick={onClick}
      data-testid="casino-play"
    >
      {label}
    </button>
  );
}

/** Keno: pick up to ten of 80; twenty are drawn; hits pay by the paytable of the risk. */
export function KenoBoard({ round, busy, onPlay }: BoardProps) {
  const { t } = useTranslation();
  const [picks, setPicks] = useState<number[]>([3, 11, 19, 27, 35]);
  const [risk, setRisk] = useState<Risk>('medium');
  const drawn = new Set(numbersAt(round?.result, 'drawn'));
  return (
    <div className="casino-board casino-keno">
      <div className="casino-keno-grid" role="group" aria-label={t('casino_keno_grid')}>
        {Array.from({ length: KENO_NUMBERS }, (_, i) => i + 1).map((n) => {
          const picked = picks.includes(n);
          const cls = `casino-keno-cell${picked ? ' is-picked' : ''}${drawn.has(n) ? ' is-drawn' : ''}${picked && drawn.has(n) ? ' is-hit' : ''}`;
          return (
            <button
              key={n}
              type="button"
              className={cls}
              aria-pressed={picked}
              onClick={() => setPicks((p) => togglePick(p, n))}
            >
              {n}
            </button>
          );
        })}
      </div>
      {round ? (
        <p>
          {t('casino_keno_hits', {
            hits: numbersAt(round.result, 'hits').length || (numberAt(round.result, 'hits') ?? 0),
          })}
        </p>
      ) : null}
      <div className="casino-controls">
        <label>
          {t('casino_risk')}{' '}
          <select value={risk} onChange={(e) => setRisk(RISKS.find((r) => r === e.target.value) ?? 'medium')}>
            {RISKS.map((r) => (
              <option key={r} value={r}>
                {t(`casino_risk_${r}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="btn" onClick={() => setPicks([])}>
          {t('casino_keno_clear')}
        </button>
        <Play busy={busy || picks.length === 0} onClick={() => onPlay({ picks, risk })} label={t('casino_keno_draw')} />
      </div>
    </div>
  );
}

type Outside = 'red' | 'black' | 'odd' | 'even' | 'low' | 'high';
interface TableBet {
  type: string;
  numbers: number[];
  index: number;
  amount: number;
}
const betLabel = (b: TableBet) =>
  b.type === 'straight' ? String(b.numbers[0]) : b.index ? `${b.type} ${b.index}` : b.type;

/** European roulette: straight numbers, outside bets, dozens and columns; the stake is split by chips. */
export function RouletteBoard({ round, busy, onPlay }: BoardProps) {
  const { t } = useTranslation();
  const [bets, setBets] = useState<TableBet[]>([{ type: 'red', numbers: [], index: 0, amount: 1 }]);
  const add = (b: Omit<TableBet, 'amount'>) =>
    setBets((list) => {
      const same = list.find((x) => x.type === b.type && x.index === b.index && x.numbers.join() === b.numbers.join());
      return same ? list.map((x) => (x === same ? { ...x, amount: x.amount + 1 } : x)) : [...list, { ...b, amount: 1 }];
    });
  const pocket = numberAt(round?.result, 'pocket');
  const colour = (n: number) => (n === 0 ? 'is-green' : ROULETTE_REDS.has(n) ? 'is-red' : 'is-black');
  return (
    <div className="casino-board casino-roulette">
      {pocket !== null ? (
        <p className={`casino-big casino-pocket ${colour(pocket)}`} data-testid="casino-pocket">
          {pocket}
        </p>
      ) : null}
      <div className="casino-roulette-table" role="group" aria-label={t('casino_roulette_table')}>
        {Array.from({ length: 37 }, (_, n) => (
          <button
            key={n}
            type="button"
            className={`casino-rl-cell ${colour(n)}`}
            onClick={() => add({ type: 'straight', numbers: [n], index: 0 })}
          >
            {n}
          </button>
        ))}
      </div>
      <div className="casino-controls">
        {(['red', 'black', 'odd', 'even', 'low', 'high'] as Outside[]).map((o) => (
          <button key={o} type="button" className="btn" onClick={() => add({ type: o, numbers: [], index: 0 })}>
            {t(`casino_rl_${o}`)}
          </button>
        ))}
        {[1, 2, 3].map((i) => (
          <button
            key={`d${i}`}
            type="button"
            className="btn"
            onClick={() => add({ type: 'dozen', numbers: [], index: i })}
          >
            {t('casino_rl_dozen', { n: i })}
          </button>
        ))}
        {[1, 2, 3].map((i) => (
          <button
            key={`c${i}`}
            type="button"
            className="btn"
            onClick={() => add({ type: 'column', numbers: [], index: i })}
          >
            {t('casino_rl_column', { n: i })}
          </button>
        ))}
      </div>
      <p className="casino-chips">
        {t('casino_rl_bets')}: {bets.map((b) => `${betLabel(b)} ×${b.amount}`).join(', ') || '—'}{' '}
        <button type="button" className="btn" onClick={() => setBets([])}>
          {t('casino_keno_clear')}
        </button>
      </p>
      <Play busy={busy || bets.length === 0} onClick={() => onPlay(bets)} label={t('casino_rl_spin')} />
    </div>
  );
}

/** Scratch card: nine cells; three alike win. Cells are revealed by a click or all at once. */
export function ScratchBoard({ round, busy, onPlay }: BoardProps) {
  const { t } = useTranslation();
  const card = stringsAt(round?.result, 'card');
  const [shown, setShown] = useState<ReadonlySet<number>>(new Set());
  const [forRound, setForRound] = useState<string | null>(null);
  if (round && round.id !== forRound) {
    setForRound(round.id);
    setShown(new Set());
  }
  const all = card.length > 0 && shown.size === card.length;
  return (
    <div className="casino-board casino-scratch">
      <div className="casino-scratch-grid">
        {(card.length ? card : Array.from({ length: 9 }, () => '')).map((s, i) => (
          <button
            key={i}
            type="button"
            className={`casino-scratch-cell${shown.has(i) ? ' is-open' : ''}`}
            onClick={() => setShown((x) => new Set([...x, i]))}
            disabled={!card.length}
          >
            {shown.has(i) ? s : '?'}
          </button>
        ))}
      </div>
      {all ? <p>{stringsAt(round?.result, 'matched').join(', ') || t('casino_scratch_nothing')}</p> : null}
      <div className="casino-controls">
        {card.length > 0 && !all ? (
          <button type="button" className="btn" onClick={() => setShown(new Set(card.map((_, i) => i)))}>
            {t('casino_scratch_reveal')}
          </button>
        ) : null}
        <Play busy={busy} onClick={() => onPlay({})} label={t('casino_scratch_buy')} />
      </div>
    </div>
  );
}

/** Video slot: 5 reels × 3 rows, the winning lines under them; free spins follow the base spin. */
export function SlotBoard({ round, busy, onPlay }: BoardProps) {
  const { t } = useTranslation();
  const spins = slotSpins(round?.result);
  const free = numberAt(round?.result, 'freeSpinsWon') ?? Math.max(0, spins.length - 1);
  return (
    <div className="casino-board casino-slot">
      {spins.length === 0 ? (
        <div className="casino-reels" data-testid="casino-reels">
          {Array.from({ length: 5 }, (_, r) => (
            <div key={r} className="casino-reel">
              {['?', '?', '?'].map((s, i) => (
                <span key={i} className="casino-symbol">
                  {s}
                </span>
              ))}
            </div>
          ))}
        </div>
      ) : (
        spins.slice(0, 1).map((spin, k) => (
          <div key={k}>
            <div className="casino-reels" data-testid="casino-reels">
              {spin.grid.map((reel, r) => (
                <div key={r} className="casino-reel">
                  {reel.map((s, i) => (
                    <span key={i} className="casino-symbol">
                      {s}
                    </span>
                  ))}
                </div>
              ))}
            </div>
            <ul className="casino-lines" data-testid="casino-lines">
              {spin.wins.map((w, i) => (
                <li key={i}>
                  {t('casino_slot_line', { line: w.line, symbol: w.symbol, count: w.count, coins: w.coins })}
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
      {free > 0 ? <p>{t('casino_slot_free_spins', { n: free })}</p> : null}
      {stringAt(round?.result, 'feature') ? <p>{stringAt(round?.result, 'feature')}</p> : null}
      <Play busy={busy} onClick={() => onPlay({})} label={t('casino_slot_spin')} />
    </div>
  );
}
