import type { ScheduledRound } from '@sb/contracts';
import { dynamicT, useTranslation } from '../../../lib/i18n';
import { ballColour, ballsOf } from '../lib/balls';
import { blackjackTotal, cardText, handsOf, isRedSuit } from '../lib/cards';
import { handKey, isGameType, STUDIO } from '../lib/labels';
import { finishingOrder } from '../lib/race';
import { pocketColour } from '../lib/wheel';

/** How many runners a race's short result names. */
const PLACES_SHOWN = 3;

/**
 * A finished round's result (lobby tiles, results archive), decoded from its draw: poker's
 * winner is the score's `home` (0 a tie), andar bahar's winning side likewise.
 */
export function ResultSummary({
  type,
  round,
  compact = false,
}: {
  type: string;
  round: ScheduledRound;
  /** A lobby tile's one line rather than the whole deal. */
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const dt = dynamicT(t);
  if (round.phase === 'cancelled') return <span className="sched-result">{t('scheduled_phase_cancelled')}</span>;
  const studio = isGameType(type) ? STUDIO[type] : null;
  switch (studio) {
    case 'balls':
      return (
        <ol
          className="sched-result sched-result--balls"
          aria-label={t('scheduled_drawn', { items: ballsOf(round.draw).join(', ') })}
        >
          {ballsOf(round.draw).map((n, i) => (
            <li key={`${i}-${n}`} className={`sched-ball sched-ball--mini sched-ball--c${ballColour(n)}`}>
              {n}
            </li>
          ))}
        </ol>
      );
    case 'wheel': {
      const pocket = round.draw[0]?.[0];
      if (pocket === undefined) return null;
      return (
        <span className={`sched-result sched-pocket-chip sched-pocket-chip--${pocketColour(pocket)}`}>
          {t('scheduled_pocket', { pocket })}
        </span>
      );
    }
    case 'cards': {
      // In a tile poker and andar bahar show the shared cards (board, joker) and the winner only.
      const winner = round.score?.home;
      if (compact && (type === 'poker' || type === 'andarbahar') && winner !== undefined) {
        const shared = handsOf(round.draw).find((h) => h.tag === 0);
        const hand = winner > 0 ? handKey(type, winner) : null;
        return (
          <span className="sched-result sched-result--cards">
            {shared ? <span className="sched-result__hand">{shared.cards.map(cardText).join(' ')}</span> : null}
            <span className="sched-result__hand">
              {t('market_group_320')}:{' '}
              {hand === null ? t('outcome_321') : hand.n === undefined ? dt(hand.key) : dt(hand.key, { n: hand.n })}
            </span>
          </span>
        );
      }
      return (
        <span className="sched-result sched-result--cards">
          {handsOf(round.draw).map((h) => {
            const name = handKey(type, h.tag);
            return (
              <span key={h.tag} className="sched-result__hand">
                {name.n === undefined ? dt(name.key) : dt(name.key, { n: name.n })}:{' '}
                {h.cards.map((c, i) => (
                  <span key={i} className={isRedSuit(c.suit) ? 'sched-red' : undefined}>
                    {cardText(c)}{' '}
                  </span>
                ))}
                {type === 'the21' ? `(${blackjackTotal(h.cards)})` : null}
              </span>
            );
          })}
        </span>
      );
    }
    case 'race': {
      const names = new Map(round.competitors.map((c) => [c.id, c.name]));
      const order = finishingOrder(round.draw).slice(0, PLACES_SHOWN);
      return (
        <ol className="sched-result sched-result--race">
          {order.map((id) => (
            <li key={id}>{names.get(id) ?? id}</li>
          ))}
        </ol>
      );
    }
    case 'pitch':
    case 'tennis': {
      const s = round.score;
      if (!s) return null;
      const { team1, team2 } = round.game;
      const sets = studio === 'tennis' ? ` (${s.periods.map(([a, b]) => `${a}:${b}`).join(' ')})` : '';
      return (
        <span className="sched-result">
          {team1.name} {s.home}:{s.away} {team2?.name}
          {sets}
        </span>
      );
    }
    default:
      return null;
  }
}
