import './bonuses.css';
import { useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { RewardView } from '@sb/contracts';
import { FormError, FormSuccess } from '../../components/ui/form-message';
import { ApiError } from '../../lib/api-client';
import { dynamicT, useTranslation } from '../../lib/i18n';
import { useErrorText } from '../../lib/use-error-text';
import { useLngHref } from '../../lib/use-lng';
import { amount, bonusKeys } from './api';
import { loyaltyKeys, redeemReward, rewardsQuery } from './loyalty-api';

const LOYALTY_ERRORS = ['insufficient_points', 'reward_currency_not_eligible', 'reward_not_found'];

const newKey = (): string => `reward-${crypto.randomUUID()}`;

/** The slot page of a free-spins reward (spec §2 slots/game/{gameId}/{gameName}). */
const slotPath = (gameId: string): string => `slots/game/${gameId}/${gameId}`;

/** What a reward gives: bonus money, or spins at a stake whose winnings are wagered. */
function RewardTerms({ r }: { r: RewardView }) {
  const { t } = useTranslation();
  const tr = dynamicT(t);
  const money = `${amount(r.amountMinor)} ${r.currency}`;
  return (
    <p>
      {r.freeSpins
        ? `${t('loyalty_free_spins_terms', { count: r.freeSpins.count, stake: money })} · ${tr(`bonus_product_${r.product}`)} · ${t('loyalty_free_spins_wagering', { times: r.wageringMultiplier })}`
        : `${money} · ${tr(`bonus_product_${r.product}`)} · ${t('bonus_terms_wagering', { times: r.wageringMultiplier })}`}
      {' · '}
      {t('bonus_terms_validity', { days: r.validityDays })}
    </p>
  );
}

/**
 * Spec §2 office/rewards (issue 16): the rewards shop — each reward's price in points and what it
 * grants; a redeem button when the balance covers it. Each click sends one idempotency key, kept
 * for a retry of the same click, so a double submit never spends twice.
 */
export default function RewardsPage() {
  const { t } = useTranslation();
  const tr = dynamicT(t);
  const qc = useQueryClient();
  const fallback = useErrorText();
  const href = useLngHref();
  const rewards = useQuery(rewardsQuery);
  const key = useRef<{ id: string; key: string } | null>(null);
  const redeem = useMutation({
    mutationFn: redeemReward,
    onSuccess: () => {
      key.current = null;
      void qc.invalidateQueries({ queryKey: loyaltyKeys.rewards });
      void qc.invalidateQueries({ queryKey: loyaltyKeys.points });
      void qc.invalidateQueries({ queryKey: bonusKeys.mine });
    },
  });
  const buy = (id: string) => {
    if (key.current?.id !== id) key.current = { id, key: newKey() };
    redeem.mutate({ id, idempotencyKey: key.current.key });
  };
  const errorText = (err: unknown) =>
    err instanceof ApiError && LOYALTY_ERRORS.includes(err.code) ? tr(`loyalty_error_${err.code}`) : fallback(err);
  const data = rewards.data;
  return (
    <section className="page office-rewards" data-route-id="office_rewards">
      <h1>{t('page_office_rewards')}</h1>
      <p>{t('loyalty_shop_intro')}</p>
      {rewards.isError ? <FormError message={t('main_query_error')} /> : null}
      {data ? (
        <p>
          {t('loyalty_balance')}: <strong data-testid="rewards-balance">{data.balance}</strong>
        </p>
      ) : null}
      {redeem.isError ? <FormError message={errorText(redeem.error)} /> : null}
      {redeem.data?.freeSpins ? (
        <>
          <FormSuccess message={t('loyalty_redeemed_free_spins', { count: redeem.data.freeSpins.spinsTotal })} />
          <Link className="btn btn--primary" to={href(slotPath(redeem.data.freeSpins.gameId))}>
            {t('loyalty_play_free_spins')}
          </Link>
        </>
      ) : redeem.isSuccess ? (
        <FormSuccess message={t('loyalty_redeemed')} />
      ) : null}
      <ul className="bonus-list" data-testid="rewards-list">
        {data?.rewards.map((r) => (
          <li key={r.id} className="bonus-card card" data-testid={`reward-${r.id}`}>
            <strong>{tr(`loyalty_reward_${r.id.replace(/-/g, '_')}`)}</strong>
            <RewardTerms r={r} />
            <p>{t('loyalty_price', { points: r.price })}</p>
            <button
              type="button"
              className="btn btn--primary"
              disabled={!r.affordable || redeem.isPending}
              onClick={() => buy(r.id)}
            >
              {t('loyalty_redeem')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
