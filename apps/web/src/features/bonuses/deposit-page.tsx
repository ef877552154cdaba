import './bonuses.css';
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { BonusOffer } from '@sb/contracts';
import { FormError, FormSuccess } from '../../components/ui/form-message';
import { dynamicT, useTranslation } from '../../lib/i18n';
import { useLngHref } from '../../lib/use-lng';
import { bonusCalls, bonusKeys, bonusOffersQuery } from './api';
import { BonusList } from './bonus-list';
import { useBonusErrorText, useOfferTerms } from './bonus-text';

/** Spec §3 bonus types: 0 refuse bonuses, 1 sport bonus, 2 casino bonus. */
const CHOICES = [
  { value: 1, product: 'sport' },
  { value: 2, product: 'casino' },
  { value: 0, product: null },
] as const;

/**
 * Spec §2 office/bonuses/deposit (issue 16): the first-deposit bonus — the player's choice
 * (account setting first_deposit_bonus_type, changeable until the first deposit), the offer of
 * each product with its terms, and once deposited the bonus it granted with its progress.
 */
export default function DepositBonusPage() {
  const { t } = useTranslation();
  const tr = dynamicT(t);
  const href = useLngHref();
  const qc = useQueryClient();
  const errorText = useBonusErrorText();
  const terms = useOfferTerms();
  const offers = useQuery(bonusOffersQuery);
  // The option the player picked shows at once; a refused save puts the server's back.
  const [picked, setPicked] = useState<number | null>(null);
  const choose = useMutation({
    mutationFn: bonusCalls.choose,
    onSuccess: () => void qc.invalidateQueries({ queryKey: bonusKeys.offers }),
    onError: () => setPicked(null),
  });
  const data = offers.data;
  const offerOf = (product: string): BonusOffer | undefined => data?.offers.find((o) => o.product === product);
  return (
    <section className="page office-bonuses" data-route-id="office_bonuses_deposit">
      <h1>{t('page_office_bonuses_deposit')}</h1>
      {offers.isError ? <FormError message={t('main_query_error')} /> : null}
      {data?.firstDepositBonus ? (
        <>
          <p>{t('bonus_deposit_granted')}</p>
          <BonusList bonuses={[data.firstDepositBonus]} testId="first-deposit-bonus" />
        </>
      ) : null}
      {data && !data.firstDepositBonus && data.hasDeposit ? <p>{t('bonus_deposit_done_none')}</p> : null}
      {data && !data.hasDeposit ? (
        <fieldset className="card bonus-choice" data-testid="first-deposit-choice">
          <legend>{t('bonus_deposit_choose')}</legend>
          {CHOICES.map((c) => {
            const offer = c.product ? offerOf(c.product) : undefined;
            return (
              <label key={c.value} className="bonus-choice__option">
                <input
                  type="radio"
                  name="first-deposit-bonus"
                  value={c.value}
                  checked={(picked ?? data.choice) === c.value}
                  disabled={choose.isPending || (c.product !== null && !offer)}
                  onChange={() => {
                    setPicked(c.value);
                    choose.mutate(c.value);
                  }}
                  data-testid={`first-deposit-choice-${c.value}`}
                />
                <span>
                  <strong>{c.product ? tr(`bonus_choice_${c.product}`) : t('bonus_choice_refuse')}</strong>
                  {offer ? (
                    <>
                      {' '}
                      — {offer.name}
                      <span className="field__hint"> ({terms(offer).join(' · ')})</span>
                    </>
                  ) : c.product ? (
                    <span className="field__hint"> {t('bonus_no_offer')}</span>
                  ) : null}
                </span>
              </label>
            );
          })}
          {choose.isError ? <FormError message={errorText(choose.error)} /> : null}
          {choose.isSuccess ? <FormSuccess message={t('main_save_success')} /> : null}
          <p>
            <Link className="btn btn--primary" to={href('office/recharge')}>
              {t('bonus_deposit_now')}
            </Link>
          </p>
        </fieldset>
      ) : null}
    </section>
  );
}
