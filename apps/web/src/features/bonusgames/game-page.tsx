import './bonusgames.css';
import './boards.css';
import { useRef, useState, type ComponentType } from 'react';
import { Link, useParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BonusGameChoice, BonusGameIdValue, BonusGamePlayView } from '@sb/contracts';
import { FormError } from '../../components/ui/form-message';
import { ApiError } from '../../lib/api-client';
import { useApp } from '../../lib/app-context';
import { dynamicT, useTranslation } from '../../lib/i18n';
import { useErrorText } from '../../lib/use-error-text';
import { useLngHref } from '../../lib/use-lng';
import { bonusGameCalls, bonusGameKeys, gamesQuery, newRoundId, ticketsQuery, WALLET_ACCOUNTS_KEY } from './api';
import type { BoardProps } from './board-props';
import { ChestBoard, FortunaBoard, SafeBoard } from './boards-pick';
import { DragonBoard, LotteryBoard, MemoryBoard } from './boards-draw';
import { FairnessPanel, RoundHistory } from './fairness';
import { GameArt } from './game-art';
import { GameNotFound } from './not-found';
import { RulesAndPrizes } from './prize-table';
import { RoundResult } from './result';
import { gameText, isGameSlug } from './text';
import { TicketBar } from './ticket-bar';

const BOARDS: Record<BonusGameIdValue, ComponentType<BoardProps>> = {
  fortuna: FortunaBoard,
  chest: ChestBoard,
  memory: MemoryBoard,
  safe: SafeBoard,
  lottery: LotteryBoard,
  'dragon-bonus': DragonBoard,
};

/**
 * Issue 16, spec §2 Games entrance: one bonus game, playable with tickets — bonusgames/{game} and
 * allgamesentrance/{gameRoute} are the same page (docs/decisions.md); an unknown slug is a 404.
 */
export default function BonusGamePage() {
  const params = useParams();
  const slug = params['game'] ?? params['gameRoute'];
  if (!isGameSlug(slug)) return <GameNotFound />;
  return <GamePlay key={slug} slug={slug} routeId={params['game'] ? 'bonus_game' : 'allgamesentrance_game'} />;
}

function GamePlay({ slug, routeId }: { slug: BonusGameIdValue; routeId: string }) {
  const { t } = useTranslation();
  const tr = dynamicT(t);
  const href = useLngHref();
  const { initial } = useApp();
  const qc = useQueryClient();
  const fallback = useErrorText();
  const games = useQuery(gamesQuery);
  const tickets = useQuery({ ...ticketsQuery, enabled: initial.authenticated });
  const [play, setPlay] = useState<BonusGamePlayView | null>(null);
  const [shown, setShown] = useState<number | null>(null);
  // One id per attempt, kept after a failure for a retry of the same choice: never two rounds for one click.
  const attempt = useRef<{ choice: string; id: string } | null>(null);
  const round = useMutation({
    mutationFn: (choice: BonusGameChoice) => {
      const key = JSON.stringify(choice);
      if (attempt.current?.choice !== key) attempt.current = { choice: key, id: newRoundId(slug) };
      return bonusGameCalls.play(slug, attempt.current.id, choice);
    },
    onSuccess: (answer) => {
      attempt.current = null;
      setPlay(answer.play);
      qc.setQueryData(bonusGameKeys.tickets, (old: typeof tickets.data) =>
        old ? { ...old, tickets: answer.tickets } : old,
      );
      void qc.invalidateQueries({ queryKey: bonusGameKeys.tickets });
      void qc.invalidateQueries({ queryKey: bonusGameKeys.history(slug) });
      void qc.invalidateQueries({ queryKey: WALLET_ACCOUNTS_KEY });
    },
  });
  const game = games.data?.games.find((g) => g.id === slug);
  const Board = BOARDS[slug];
  const data = tickets.data;
  const canPlay = initial.authenticated && data !== undefined && data.eligible && data.tickets > 0;
  const errorText = (err: unknown) =>
    err instanceof ApiError && err.code === 'no_tickets'
      ? t('bg_error_no_tickets')
      : err instanceof ApiError && err.code === 'bonus_game_currency_not_eligible'
        ? t('bg_error_currency')
        : fallback(err);
  const name = gameText(tr, slug, 'name');
  return (
    <section className={`page bg-page bg-page--${slug}`} data-route-id={routeId} data-testid="bonus-game-page">
      <nav aria-label={t('bg_all_games')} className="bg-crumbs">
        <Link to={href('allgamesentrance')}>{t('bg_all_games')}</Link>
      </nav>
      <header className="bg-hero">
        <GameArt id={slug} label={name} />
        <div>
          <h1>{name}</h1>
          <p>{gameText(tr, slug, 'tagline')}</p>
        </div>
      </header>
      <TicketBar tr={tr} />
      {games.isError ? <FormError message={t('main_query_error')} /> : null}
      {game ? (
        <section className="card bg-section bg-stage" aria-label={t('bg_board')}>
          <Board
            game={game}
            tr={tr}
            play={play}
            canPlay={canPlay}
            busy={round.isPending}
            onPlay={(choice) => {
              setShown(null);
              round.mutate(choice);
            }}
            onDone={() => setShown(play?.id ?? null)}
          />
          {round.isError ? <FormError message={errorText(round.error)} /> : null}
          <div aria-live="polite">
            {play && shown === play.id ? <RoundResult tr={tr} game={game} play={play} /> : null}
          </div>
        </section>
      ) : (
        <p>{t('main_loading')}</p>
      )}
      {game ? <RulesAndPrizes tr={tr} game={game} /> : null}
      {initial.authenticated ? (
        <>
          <FairnessPanel tr={tr} fairness={data?.fairness} />
          <RoundHistory tr={tr} gameId={slug} />
        </>
      ) : null}
    </section>
  );
}
