import type { LotterySummary, LottoTier } from '@sb/contracts';
import { useTranslation } from '../../../lib/i18n';
import { money } from '../lib/format';

/** The prize table (issue 19: fixed and pool tiers) with each tier's exact odds per line. */
export function PrizeTable({ lottery, tiers }: { lottery: LotterySummary; tiers: LottoTier[] }) {
  const { t } = useTranslation();
  const keno = lottery.pickMin !== lottery.pickMax;
  return (
    <section className="lotto-prizes" aria-labelledby="lotto-prizes">
      <h2 id="lotto-prizes">{t('lotto_prize_table')}</h2>
      {lottery.poolShareBp > 0 ? (
        <>
          <p>{t('lotto_pool_share', { share: `${lottery.poolShareBp / 100} %` })}</p>
          <p>{t('lotto_pool_rounding')}</p>
        </>
      ) : null}
      <table className="lotto-prize-table">
        <thead>
          <tr>
            {keno ? <th scope="col">{t('lotto_tier_spots')}</th> : null}
            <th scope="col">{t('lotto_tier_hits')}</th>
            <th scope="col">{t('lotto_tier_prize')}</th>
            <th scope="col">{t('lotto_tier_odds')}</th>
          </tr>
        </thead>
        <tbody>
          {tiers.map((tier) => (
            <tr key={`${tier.spots}-${tier.id}`}>
              {keno ? <td>{tier.spots}</td> : null}
              <td>
                {tier.hits}
                {tier.bonus === true ? ` ${t('lotto_tier_bonus')}` : ''}
              </td>
              <td>
                {tier.prizeMinor !== null
                  ? money(tier.prizeMinor)
                  : t('lotto_tier_pool', { share: `${(tier.shareBp ?? 0) / 100} %` })}
                {tier.jackpot ? ` (${t('lotto_tier_jackpot')})` : ''}
              </td>
              <td>{t('lotto_odds_one_in', { n: tier.oneIn.toLocaleString('en-US') })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
