import { useId } from 'react';
import type { TotoDraw, TotoRulesView } from '@sb/contracts';
import { useTranslation } from '../../../lib/i18n';
import { money, perCurrency, percent } from '../lib/format';

/**
 * The prize tiers (issue 19): each tier's share of the pool, and once a draw is settled what it
 * paid per stake unit and how many units won it. The rules' text states the commission, the
 * rollover, the rounding and the cancelled-event rule.
 */
export function PrizeTiers({
  rules,
  draw,
  withRules = true,
}: {
  rules: TotoRulesView;
  draw: TotoDraw | null;
  withRules?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const settled = draw?.tiers ?? null;
  return (
    <section className="toto-tiers" aria-labelledby={id}>
      <h2 id={id}>{t('toto_tiers_title')}</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('toto_tier_hits')}</th>
            <th scope="col">{t('toto_tier_share')}</th>
            {settled ? <th scope="col">{t('toto_tier_per_unit', { unit: money(rules.unitMinor) })}</th> : null}
            {settled ? <th scope="col">{t('toto_tier_winners')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {rules.tiers.map((tier) => {
            const done = settled?.find((s) => s.hits === tier.hits);
            return (
              <tr key={tier.hits} data-tier={tier.hits}>
                <td>
                  {t('toto_tier_correct', { hits: tier.hits, events: rules.events })}
                  {tier.jackpot ? ` (${t('toto_tier_jackpot')})` : ''}
                </td>
                <td>{percent(tier.shareBp)}</td>
                {settled ? <td>{done ? (perCurrency(done.perUnitMinor) ?? '0.00') : '0.00'}</td> : null}
                {settled ? (
                  <td>{done ? Object.values(done.winnerUnits).reduce((a, v) => a + Number(v), 0) : 0}</td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
      {withRules ? (
        <ul className="toto-rules">
          <li>
            {t('toto_rule_pool', {
              share: percent(rules.poolShareBp),
              commission: percent(10_000 - rules.poolShareBp),
            })}
          </li>
          <li>{t('toto_rule_rollover', { events: rules.events })}</li>
          <li>{t('toto_rule_rounding', { unit: money(rules.unitMinor) })}</li>
          <li>{t('toto_rule_cancelled')}</li>
        </ul>
      ) : null}
    </section>
  );
}
