import { useQuery } from '@tanstack/react-query';
import { FormError } from '../../components/ui/form-message';
import { useTranslation } from '../../lib/i18n';
import { myBonusesQuery } from './api';
import { BonusList } from './bonus-list';

/**
 * Spec §2 office/bonuses/wager (issue 16): the player's active bonuses with their wagering
 * progress (settled sports coupons and casino stakes move it), then the finished ones.
 */
export default function WagerPage() {
  const { t } = useTranslation();
  const mine = useQuery(myBonusesQuery);
  const bonuses = mine.data?.bonuses ?? [];
  const active = bonuses.filter((b) => b.status === 'active');
  const done = bonuses.filter((b) => b.status !== 'active');
  return (
    <section className="page office-bonuses" data-route-id="office_bonuses_wager">
      <h1>{t('page_office_bonuses_wager')}</h1>
      <p>{t('bonus_wager_intro')}</p>
      {mine.isError ? <FormError message={t('main_query_error')} /> : null}
      <h2>{t('bonus_active')}</h2>
      {mine.data && active.length === 0 ? <p className="field__hint">{t('bonus_none_active')}</p> : null}
      <BonusList bonuses={active} testId="bonuses-active" />
      {done.length > 0 ? (
        <>
          <h2>{t('bonus_finished')}</h2>
          <BonusList bonuses={done} testId="bonuses-finished" />
        </>
      ) : null}
    </section>
  );
}
