import type { ScheduledRound } from '@sb/contracts';
import { dynamicT, useTranslation } from '../../../../lib/i18n';
import { blackjackTotal, cardText, handsOf, isRedSuit, rankLabel, suitSymbol, type Card } from '../../lib/cards';
import { handKey } from '../../lib/labels';

function PlayingCard({ card, fresh }: { card: Card; fresh: boolean }) {
  return (
    <li
      className={`sched-card${isRedSuit(card.suit) ? ' sched-card--red' : ''}${fresh ? ' sched-card--new' : ''}`}
      aria-label={cardText(card)}
    >
      <span aria-hidden="true">{rankLabel(card.rank)}</span>
      <span aria-hidden="true">{suitSymbol(card.suit)}</span>
    </li>
  );
}

/**
 * Card games' studio (the21, poker, guesscard, andarbahar): the cards are dealt to their hands in
 * draw order (the newest animates in); the21 shows each hand's points.
 */
export function CardTable({ type, round, shown }: { type: string; round: ScheduledRound; shown: number }) {
  const { t } = useTranslation();
  const dt = dynamicT(t);
  const draw = round.draw.slice(0, shown);
  const last = draw[draw.length - 1];
  const hands = handsOf(draw);
  return (
    <div className="sched-cards">
      {hands.map((h) => {
        const name = handKey(type, h.tag);
        const title = name.n === undefined ? dt(name.key) : dt(name.key, { n: name.n });
        return (
          <section key={h.tag} className="sched-hand" aria-label={title} data-hand={h.tag}>
            <h3 className="sched-hand__title">
              {title}
              {type === 'the21' ? (
                <span className="sched-hand__points">
                  {' '}
                  · {t('scheduled_points', { points: blackjackTotal(h.cards) })}
                </span>
              ) : null}
            </h3>
            <ol className="sched-hand__cards">
              {h.cards.map((c, i) => (
                <PlayingCard
                  key={`${i}-${c.rank}-${c.suit}`}
                  card={c}
                  fresh={last !== undefined && last[1] === h.tag && i === h.cards.length - 1}
                />
              ))}
            </ol>
          </section>
        );
      })}
    </div>
  );
}
