import type { BonusGameView } from '@sb/contracts';
import type { DynamicTranslate } from '../../lib/i18n';
import { evText, gameText, percent, prizeLabel, termsText, tierLabel } from './text';

/** A game's rules, its published prize table with exact chances, and the expected prize per ticket. */
export function RulesAndPrizes({ tr, game, level = 2 }: { tr: DynamicTranslate; game: BonusGameView; level?: 2 | 3 }) {
  const H = `h${level}` as const;
  return (
    <section className="card bg-section" aria-labelledby={`bg-rules-${game.id}`}>
      <H id={`bg-rules-${game.id}`}>{tr('bg_rules')}</H>
      <p>{gameText(tr, game.id, 'rules')}</p>
      <p>{termsText(tr, game)}</p>
      <table className="bg-table" data-testid="bonus-game-prizes">
        <caption>{tr('bg_prize_table')}</caption>
        <thead>
          <tr>
            <th scope="col">{tr('bg_col_outcome')}</th>
            <th scope="col">{tr('bg_col_prize')}</th>
            <th scope="col">{tr('bg_col_chance')}</th>
          </tr>
        </thead>
        <tbody>
          {game.tiers.map((tier) => (
            <tr key={tier.id}>
              <td>{tierLabel(tr, game.id, tier.id, tier.probabilityDecimal)}</td>
              <td>{prizeLabel(tr, tier.prize.kind, tier.prize.amount)}</td>
              <td title={tier.probability}>{percent(tier.probabilityDecimal)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p data-testid="bonus-game-ev">{tr('bg_ev', { value: evText(tr, game) })}</p>
    </section>
  );
}
