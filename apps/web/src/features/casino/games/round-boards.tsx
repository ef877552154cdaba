import { useState } from 'react';
import type { MessageKey } from '@sb/i18n';
import { useTranslation } from '../../../lib/i18n';
import { formatMultiplier } from '../lib/money';
import { boolAt, isRecord, numberAt, numbersAt, stringAt, stringsAt } from '../lib/results';
import type { BoardProps } from './board-props';

/** Mines' board: 25 tiles. */
const MINES_TILES = 25;

function StartButton({ busy, onClick, label }: { busy: boolean; onClick: () => void; label: string }) {
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

/** A round's state line: still open, or what it paid. */
function RoundStatus({ round }: { round: BoardProps['round'] }) {
  const { t } = useTranslation();
  if (!round) return null;
  return (
    <p className="casino-round-status" data-testid="casino-round-status">
      {round.status === 'open'
        ? t('casino_round_open')
        : t('casino_round_over', { multiplier: formatMultiplier(round.multiplier) })}
    </p>
  );
}

/** Mines: pick tiles, avoid the mines, cash out any time. */
export function MinesBoard({ round, busy, onPlay, onAct }: BoardProps) {
  const { t } = useTranslation();
  const [mines, setMines] = useState(3);
  const open = round?.status === 'open';
  const revealed = new Set(numbersAt(round?.result, 'revealed'));
  const minesAt = new Set(numbersAt(round?.result, 'minePositions'));
  return (
    <div className="casino-board casino-mines">
      <div className="casino-mines-grid" role="group" aria-label={t('casino_mines_grid')}>
        {Array.from({ length: MINES_TILES }, (_, i) => (
          <button
            key={i}
            type="button"
            className={`casino-mine-cell${revealed.has(i) ? ' is-open' : ''}${minesAt.has(i) ? ' is-mine' : ''}`}
            disabled={!open || busy || revealed.has(i)}
            onClick={() => onAct({ type: 'pick', tile: i })}
          >
            {minesAt.has(i) ? '✹' : revealed.has(i) ? '◆' : ''}
          </button>
        ))}
      </div>
      <RoundStatus round={round} />
      {open ? (
        <p>
          {t('casino_mines_now', { multiplier: formatMultiplier(numberAt(round.result, 'multiplier')) })}{' '}
          <button
            type="button"
            className="btn"
            disabled={busy || revealed.size === 0}
            onClick={() => onAct({ type: 'cashout' })}
          >
            {t('casino_cashout')}
          </button>
        </p>
      ) : (
        <div className="casino-controls">
          <label>
            {t('casino_mines_count')}{' '}
            <select value={mines} onChange={(e) => setMines(Number(e.target.value))}>
              {Array.from({ length: 24 }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
          <StartButton busy={busy} onClick={() => onPlay({ mines })} label={t('casino_start')} />
        </div>
      )}
    </div>
  );
}

/** Hi-lo: is the next card higher, lower or the same? Cash out between guesses. */
export function HiloBoard({ round, busy, onPlay, onAct }: BoardProps) {
  const { t } = useTranslation();
  const open = round?.status === 'open';
  const chances = isRecord(round?.result) ? round.result['chances'] : null;
  const history = isRecord(round?.result) && Array.isArray(round.result['history']) ? round.result['history'] : [];
  return (
    <div className="casino-board casino-hilo">
      {round ? (
        <p className="casino-cards">
          {history.map((h, i) => (
            <span key={i} className={`casino-card ${boolAt(h, 'right') ? 'is-win' : 'is-loss'}`}>
              {stringAt(h, 'card')}
            </span>
          ))}
          <span className="casino-card is-current">{stringAt(round.result, 'card')}</span>
        </p>
      ) : null}
      <RoundStatus round={round} />
      {open ? (
        <div className="casino-controls">
          {(['higher', 'lower', 'same'] as const).map((g) => (
            <button
              key={g}
              type="button"
              className="btn"
              disabled={busy}
              onClick={() => onAct({ type: 'guess', guess: g })}
            >
              {t(`casino_hilo_${g}`)} {((numberAt(chances, g) ?? 0) * 100).toFixed(1)} %
            </button>
          ))}
          <button type="button" className="btn" disabled={busy} onClick={() => onAct({ type: 'skip' })}>
            {t('casino_hilo_skip')}
          </button>
          <button type="button" className="btn" disabled={busy} onClick={() => onAct({ type: 'cashout' })}>
            {t('casino_cashout')} {formatMultiplier(numberAt(round.result, 'multiplier'))}
          </button>
        </div>
      ) : (
        <StartButton busy={busy} onClick={() => onPlay({})} label={t('casino_start')} />
      )}
    </div>
  );
}

/** Video poker (Jacks or Better): deal five, hold any, draw once; the paytable pays the hand. */
export function VideoPokerBoard({ round, busy, onPlay, onAct }: BoardProps) {
  const { t } = useTranslation();
  const [hold, setHold] = useState<number[]>([]);
  const open = round?.status === 'open';
  const hand = stringsAt(round?.result, 'hand');
  const paytable = isRecord(round?.result) && isRecord(round.result['paytable']) ? round.result['paytable'] : null;
  return (
    <div className="casino-board casino-poker">
      <p className="casino-cards">
        {hand.map((c, i) => (
          <button
            key={i}
            type="button"
            className={`casino-card${hold.includes(i) ? ' is-held' : ''}`}
            aria-pressed={hold.includes(i)}
            disabled={!open}
            onClick={() => setHold((h) => (h.includes(i) ? h.filter((x) => x !== i) : [...h, i]))}
          >
            {c}
          </button>
        ))}
      </p>
      {round ? <p>{stringAt(round.result, 'category')}</p> : null}
      <RoundStatus round={round} />
      {open ? (
        <StartButton
          busy={busy}
          onClick={() => {
            onAct({ type: 'draw', hold });
            setHold([]);
          }}
          label={t('casino_poker_draw')}
        />
      ) : (
        <StartButton busy={busy} onClick={() => onPlay({})} label={t('casino_poker_deal')} />
      )}
      {paytable ? (
        <table className="casino-paytable">
          <tbody>
            {Object.entries(paytable).map(([k, v]) => (
              <tr key={k}>
                <th scope="row">{k}</th>
                <td>{String(v)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}

const BJ_ACTIONS = ['hit', 'stand', 'double', 'split', 'insurance', 'no-insurance'] as const;
type BjAction = (typeof BJ_ACTIONS)[number];
const BJ_LABEL: Readonly<Record<BjAction, MessageKey>> = {
  hit: 'casino_bj_hit',
  stand: 'casino_bj_stand',
  double: 'casino_bj_double',
  split: 'casino_bj_split',
  insurance: 'casino_bj_insurance',
  'no-insurance': 'casino_bj_no_insurance',
};

/** Blackjack (dealer stands on soft 17, 3:2, double, split, insurance): the actions allowed now. */
export function BlackjackBoard({ round, busy, onPlay, onAct }: BoardProps) {
  const { t } = useTranslation();
  const open = round?.status === 'open';
  const view = round?.result;
  const allowed = new Set(stringsAt(view, 'actions'));
  const hands = isRecord(view) && Array.isArray(view['hands']) ? view['hands'] : [];
  const dealer = isRecord(view) && Array.isArray(view['dealer']) ? view['dealer'] : [];
  return (
    <div className="casino-board casino-blackjack">
      {round ? (
        <>
          <p className="casino-cards" aria-label={t('casino_bj_dealer')}>
            {t('casino_bj_dealer')}:{' '}
            {dealer.map((c, i) => (
              <span key={i} className="casino-card">
                {typeof c === 'string' ? c : '🂠'}
              </span>
            ))}{' '}
            ({numberAt(view, 'dealerTotal')})
          </p>
          {hands.map((h, i) => (
            <p key={i} className={`casino-cards${numberAt(view, 'active') === i && open ? ' is-current' : ''}`}>
              {t('casino_bj_hand', { n: i + 1 })}:{' '}
              {stringsAt(h, 'cards').map((c, k) => (
                <span key={k} className="casino-card">
                  {c}
                </span>
              ))}{' '}
              ({numberAt(h, 'total')})
            </p>
          ))}
        </>
      ) : null}
      <RoundStatus round={round} />
      {open ? (
        <div className="casino-controls">
          {BJ_ACTIONS.filter((a) => allowed.has(a)).map((a) => (
            <button key={a} type="button" className="btn" disabled={busy} onClick={() => onAct({ type: a })}>
              {t(BJ_LABEL[a])}
            </button>
          ))}
        </div>
      ) : (
        <StartButton busy={busy} onClick={() => onPlay({})} label={t('casino_poker_deal')} />
      )}
    </div>
  );
}

/** Any other round game: its view as text, and the actions it names. */
export function RoundBoard({ round, busy, onPlay, onAct }: BoardProps) {
  const { t } = useTranslation();
  const open = round?.status === 'open';
  return (
    <div className="casino-board">
      {round ? <pre className="casino-result">{JSON.stringify(round.result, null, 2)}</pre> : null}
      <RoundStatus round={round} />
      {open ? (
        <div className="casino-controls">
          {stringsAt(round.result, 'actions').map((a) => (
            <button key={a} type="button" className="btn" disabled={busy} onClick={() => onAct({ type: a })}>
              {a}
            </button>
          ))}
        </div>
      ) : (
        <StartButton busy={busy} onClick={() => onPlay({})} label={t('casino_start')} />
      )}
    </div>
  );
}
