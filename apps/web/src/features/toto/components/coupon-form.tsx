import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TOTO_PICKS, type TotoCouponAnswer, type TotoDraw, type TotoRulesView } from '@sb/contracts';
import { combinationsOf, type Pick } from '@sb/toto';
import { ACCOUNTS_QUERY_KEY } from '../../../lib/accounts';
import { ApiError } from '../../../lib/api-client';
import { useApp } from '../../../lib/app-context';
import { useTranslation } from '../../../lib/i18n';
import { useLngHref } from '../../../lib/use-lng';
import { buyCoupon, totoKeys } from '../api';
import { money } from '../lib/format';
import { ERROR_LABEL, PICK_LABEL } from '../lib/labels';

/** Stakes of one combination the form offers, in units of the rules (0.10 each on the site). */
const STAKE_UNITS = [1, 2, 5, 10, 20, 50, 100] as const;

/**
 * The coupon of a draw (issue 19 "Toto"): 1 / X / 2 toggles per event (several per event
 * allowed), the live count of combinations (@sb/toto, the server's own rule) and the total stake,
 * the stake per combination and buy. A fresh coupon id per press of the button: a retry of the
 * same press buys the coupon once.
 */
export function CouponForm({ rules, draw }: { rules: TotoRulesView; draw: TotoDraw }) {
  const { t } = useTranslation();
  const { initial } = useApp();
  const href = useLngHref();
  const qc = useQueryClient();
  const empty = () => draw.events.map((): Pick[] => []);
  const [picks, setPicks] = useState<Pick[][]>(empty);
  const unit = BigInt(rules.unitMinor);
  const options = STAKE_UNITS.map((u) => BigInt(u) * unit).filter(
    (s) => s <= BigInt(rules.maxStakePerCombinationMinor),
  );
  const [perCombination, setPerCombination] = useState<bigint>(options[0] ?? unit);
  const [bought, setBought] = useState<TotoCouponAnswer | null>(null);
  const [errorCode, setErrorCode] = useState<string | null>(null);
  const couponId = useRef<string | null>(null);

  const complete = picks.every((p) => p.length > 0);
  const combinations = complete ? combinationsOf(picks) : 0;
  const tooMany = combinations > rules.maxCombinations;
  const total = BigInt(combinations) * perCombination;

  const buy = useMutation({
    mutationFn: () => {
      couponId.current ??= crypto.randomUUID();
      return buyCoupon({
        drawId: draw.id,
        predictions: picks,
        stakePerCombinationMinor: perCombination.toString(),
        couponId: couponId.current,
      });
    },
    onSuccess: (answer) => {
      couponId.current = null;
      setBought(answer);
      setErrorCode(null);
      setPicks(empty());
      void qc.invalidateQueries({ queryKey: [...ACCOUNTS_QUERY_KEY] });
      void qc.invalidateQueries({ queryKey: totoKeys.all });
    },
    onError: (err) => {
      couponId.current = null;
      setErrorCode(err instanceof ApiError ? err.code : 'main_error');
    },
  });

  const toggle = (event: number, pick: Pick) =>
    setPicks((all) =>
      all.map((p, i) =>
        i !== event
          ? p
          : p.includes(pick)
            ? p.filter((x) => x !== pick)
            : TOTO_PICKS.filter((x) => x === pick || p.includes(x)),
      ),
    );
  const errorKey = errorCode ? (ERROR_LABEL[errorCode] ?? 'main_error') : null;

  return (
    <section className="toto-coupon-form" aria-labelledby="toto-coupon-form">
      <h2 id="toto-coupon-form">{t('toto_coupon_title')}</h2>
      <p>{t('toto_coupon_hint')}</p>
      <table className="toto-events">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{t('toto_event')}</th>
            <th scope="col">{t('toto_predictions')}</th>
          </tr>
        </thead>
        <tbody>
          {draw.events.map((e, i) => {
            const match = `${e.team1} – ${e.team2}`;
            return (
              <tr key={e.gameId} data-event={i}>
                <td>{i + 1}</td>
                <td>
                  <span className="toto-match">{match}</span>
                  <span className="toto-champ">{e.champName}</span>
                </td>
                <td>
                  <div className="toto-picks" role="group" aria-label={t('toto_event_picks', { n: i + 1, match })}>
                    {TOTO_PICKS.map((p) => (
                      <button
                        key={p}
                        type="button"
                        className="toto-pick"
                        data-testid={`toto-pick-${i}-${p}`}
                        aria-pressed={picks[i]?.includes(p) ?? false}
                        aria-label={`${t(PICK_LABEL[p])} (${p})`}
                        onClick={() => toggle(i, p)}
                      >
                        {p}
                      </button>
                    ))}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="toto-coupon-totals">
        <label>
          {t('toto_stake_per_combination')}{' '}
          <select
            data-testid="toto-stake"
            value={perCombination.toString()}
            onChange={(ev) => setPerCombination(BigInt(ev.target.value))}
          >
            {options.map((s) => (
              <option key={s.toString()} value={s.toString()}>
                {money(s)}
              </option>
            ))}
          </select>
        </label>
        <output data-testid="toto-combinations">{t('toto_combinations', { n: combinations })}</output>
        <output data-testid="toto-total">{t('toto_total_stake', { amount: money(total) })}</output>
        <button type="button" className="btn" onClick={() => setPicks(empty())}>
          {t('toto_clear')}
        </button>
      </div>
      {tooMany ? (
        <p className="toto-error" role="alert">
          {t('toto_error_too_many')}
        </p>
      ) : null}
      {initial.authenticated ? (
        <button
          type="button"
          className="btn btn-primary"
          data-testid="toto-buy"
          disabled={!complete || tooMany || buy.isPending}
          onClick={() => buy.mutate()}
        >
          {buy.isPending ? t('toto_buying') : t('toto_buy')}
        </button>
      ) : (
        <Link className="btn btn-primary" to={href('login')}>
          {t('toto_login_to_buy')}
        </Link>
      )}
      {errorKey ? (
        <p className="toto-error" role="alert">
          {t(errorKey)}
        </p>
      ) : null}
      {bought ? (
        <p className="toto-bought" role="status">
          {t('toto_bought', { amount: money(bought.coupon.stakeMinor) })}{' '}
          <Link to={href('toto/coupons')} data-testid="toto-my-coupons">
            {t('toto_nav_coupons')}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
