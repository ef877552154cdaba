import { useRef, useState, type ComponentType } from 'react';
import { Link } from 'react-router';
import type { CasinoGame } from '@sb/contracts';
import { useTranslation } from '../../../lib/i18n';
import { useLngHref } from '../../../lib/use-lng';
import { FavoriteButton } from '../components/favorite-button';
import { FreeSpinsPanel } from '../components/free-spins-panel';
import { FairnessPanel, HistoryPanel, RulesPanel } from '../components/game-panels';
import type { BoardProps } from '../games/board-props';
import { BingoBoard } from '../games/bingo-board';
import { CrashBoard } from '../games/crash-board';
import { LiveRouletteBoard } from '../games/live-roulette-board';
import {
  DiceBoard,
  DragonTigerBoard,
  InstantBoard,
  LimboBoard,
  PlinkoBoard,
  WheelBoard,
} from '../games/instant-boards';
import { BlackjackBoard, HiloBoard, MinesBoard, RoundBoard, VideoPokerBoard } from '../games/round-boards';
import { KenoBoard, RouletteBoard, ScratchBoard, SlotBoard } from '../games/table-boards';
import { boardOf, type BoardKind } from '../lib/game-ui';
import { ERROR_LABEL } from '../lib/labels';
import { formatMinor, formatMultiplier, parseMajor } from '../lib/money';
import { usePlay } from '../lib/use-play';

const BOARDS: Readonly<Record<BoardKind, ComponentType<BoardProps>>> = {
  dice: DiceBoard,
  limbo: LimboBoard,
  plinko: PlinkoBoard,
  keno: KenoBoard,
  roulette: RouletteBoard,
  wheel: WheelBoard,
  scratch: ScratchBoard,
  slot: SlotBoard,
  'dragon-tiger': DragonTigerBoard,
  mines: MinesBoard,
  hilo: HiloBoard,
  'video-poker': VideoPokerBoard,
  blackjack: BlackjackBoard,
  round: RoundBoard,
  instant: InstantBoard,
  crash: CrashBoard,
  'live-roulette': LiveRouletteBoard,
  bingo: BingoBoard,
};

/**
 * slots/game/{gameId}/{gameName} (issue 15): the game itself (demo with play money and no login,
 * or real money from the active account), its rules and RTP, fairness and the player's history.
 */
export function GamePage({ game, paytable }: { game: CasinoGame; paytable: unknown }) {
  const { t } = useTranslation();
  const href = useLngHref();
  const s = usePlay(game);
  const [stakeText, setStakeText] = useState('1.00');
  const [badStake, setBadStake] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  const Board = BOARDS[boardOf(game)];
  // Shared rounds are everyone's: they are played for real money only (no demo of them).
  const shared = game.kind === 'shared';
  const onPlay = (params: unknown) => {
    const stake = parseMajor(stakeText);
    setBadStake(stake === null);
    if (stake !== null) s.play(stake, params);
  };
  const a = s.answer;
  const errorKey = s.errorCode ? ERROR_LABEL[s.errorCode] : undefined;
  return (
    <article className="casino-game" data-testid="casino-game" data-game-id={game.id}>
      <header className="casino-game-head">
        <h1>{game.name}</h1>
        <FavoriteButton gameId={game.id} name={game.name} />
        <button type="button" className="btn" onClick={() => void frame.current?.requestFullscreen?.()}>
          {t('casino_fullscreen')}
        </button>
      </header>
      <div className="casino-stage" ref={frame}>
        <div className="casino-mode" role="group" aria-label={t('casino_mode')}>
          {shared ? null : (
            <button
              type="button"
              className="btn"
              aria-pressed={s.mode === 'demo'}
              onClick={() => s.setMode('demo')}
              data-testid="casino-mode-demo"
            >
              {t('casino_mode_demo')}
            </button>
          )}
          <button
            type="button"
            className="btn"
            aria-pressed={s.mode === 'real'}
            disabled={!s.real}
            onClick={() => s.setMode('real')}
            data-testid="casino-mode-real"
          >
            {t('casino_mode_real')}
          </button>
          {!s.real ? (
            <span>
              <Link to={href('login')}>{t('casino_login')}</Link> {t('casino_login_for_real')}
            </span>
          ) : null}
          {shared ? <span className="casino-note">{t('casino_shared_real_only')}</span> : null}
        </div>
        <p className="casino-balance">
          {s.mode === 'demo' ? t('casino_play_money') : t('casino_balance')}:{' '}
          <strong data-testid="casino-balance">{s.balanceMinor === null ? '—' : formatMinor(s.balanceMinor)}</strong>{' '}
          {s.currency}
        </p>
        <label className="casino-stake">
          {t('casino_stake')}{' '}
          <input
            inputMode="decimal"
            value={stakeText}
            onChange={(e) => setStakeText(e.target.value)}
            size={8}
            aria-invalid={badStake}
            data-testid="casino-stake"
          />
        </label>
        {badStake ? <p role="alert">{t('casino_error_stake')}</p> : null}
        <Board game={game} round={a?.round ?? null} busy={s.busy} onPlay={onPlay} onAct={s.act} />
        {s.real ? <FreeSpinsPanel game={game} /> : null}
        {a && a.round.status === 'settled' ? (
          <p
            className={`casino-outcome ${BigInt(a.round.payoutMinor) > 0n ? 'is-win' : 'is-loss'}`}
            data-testid="casino-outcome"
            aria-live="polite"
          >
            {t('casino_outcome', {
              multiplier: formatMultiplier(a.round.multiplier),
              payout: formatMinor(a.round.payoutMinor),
              currency: a.round.currency,
            })}
            {a.playMoney ? ` ${t('casino_demo_note')}` : ''}
          </p>
        ) : null}
        {s.errorCode ? (
          <p role="alert" className="casino-error" data-testid="casino-error">
            {errorKey ? t(errorKey) : t('main_error')} ({s.errorCode})
          </p>
        ) : null}
      </div>
      <div className="casino-panels">
        <RulesPanel game={game} paytable={paytable} />
        <FairnessPanel />
        <HistoryPanel gameId={game.id} />
      </div>
    </article>
  );
}
