import type { BonusDefinitionView } from '@sb/contracts';
import { useTranslation } from '../../lib/i18n';
import { amount } from './api';
import { useGrantText } from './offer-facts';

/** bonus-offer/{id}/rules: how the offer is granted, wagered, converted and when it expires. */
export function OfferRules({ terms }: { terms: BonusDefinitionView }) {
  const { t } = useTranslation();
  const grant = useGrantText();
  const cashback = terms.kind === 'cashback';
  const lines = cashback
    ? [t('promo_rule_grant', { grant: grant(terms) }), t('promo_rule_cashback')]
    : [
        t('promo_rule_grant', { grant: grant(terms) }),
        t('promo_rule_wagering', { times: Math.min(terms.wageringMultiplier, 10) }),
        terms.maxConversionMinor === null
          ? t('promo_rule_conversion_all')
          : t('promo_rule_conversion', { amount: amount(terms.maxConversionMinor) }),
        t('promo_rule_expiry', { days: terms.validityDays }),
        t('promo_rule_once'),
      ];
  return (
    <section aria-labelledby="promo-rules" data-testid="offer-rules">
      <h2 id="promo-rules">{t('promo_section_rules')}</h2>
      <ol className="promo-rules">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ol>
    </section>
  );
}

/**
 * bonus-offer/{id}/games: which bets count towards the wagering and by how much — sport: settled
 * coupons at the minimum odds; casino: each game's or category's share, the default, bingo never.
 */
export function OfferGames({ terms }: { terms: BonusDefinitionView }) {
  const { t } = useTranslation();
  const weights = Object.entries(terms.gameWeights).sort(([a], [b]) => a.localeCompare(b));
  return (
    <section aria-labelledby="promo-games" data-testid="offer-games">
      <h2 id="promo-games">{t('promo_section_games')}</h2>
      {terms.product === 'sport' ? (
        <ul>
          <li>{t('promo_games_sport')}</li>
          {terms.minOdds !== null ? <li>{t('promo_games_min_odds', { odds: terms.minOdds })}</li> : null}
          <li>{t('promo_games_sport_excluded')}</li>
        </ul>
      ) : (
        <>
          <p>{t('promo_games_casino')}</p>
          <table className="promo-weights">
            <caption>{t('promo_games_caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('promo_games_col_game')}</th>
                <th scope="col">{t('promo_games_col_share')}</th>
              </tr>
            </thead>
            <tbody>
              {weights.map(([game, share]) => (
                <tr key={game}>
                  <th scope="row">{game}</th>
                  <td>{t('promo_games_share', { percent: share })}</td>
                </tr>
              ))}
              <tr>
                <th scope="row">{t('promo_games_default')}</th>
                <td>{t('promo_games_share', { percent: terms.defaultWeight })}</td>
              </tr>
            </tbody>
          </table>
          <p>{t('promo_games_bingo')}</p>
        </>
      )}
    </section>
  );
}
