import './bonuses.css';
import './promotion-pages.css';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import type { PlayerBonusView } from '@sb/contracts';
import { FormError } from '../../components/ui/form-message';
import { useApp } from '../../lib/app-context';
import { useTranslation } from '../../lib/i18n';
import { useLngHref } from '../../lib/use-lng';
import { myBonusesQuery } from './api';
import { BonusList } from './bonus-list';
import { GuestCta } from './claim-action';
import { PromoNotFound } from './not-found';

export const THANKYOU_PAGES = ['registration', 'deposit'] as const;

/** The bonus a thank-you page reports: the first-deposit bonus after a deposit, else the newest one. */
export function bonusFor(page: string | undefined, bonuses: readonly PlayerBonusView[]): PlayerBonusView | undefined {
  const wanted = page === 'deposit' ? bonuses.filter((b) => b.source === 'first_deposit') : bonuses;
  return [...wanted].sort((a, b) => b.grantedAt.localeCompare(a.grantedAt) || b.id - a.id)[0];
}

/**
 * Spec §2 thankyou/{page?} (issue 16): after a registration or a (first) deposit — what happened,
 * the bonus granted if any (GET /web-api/bonuses) and what to do next. Another page is the 404 page.
 */
export default function ThankYouPage() {
  const { t } = useTranslation();
  const href = useLngHref();
  const { initial } = useApp();
  const page = useParams()['page'];
  const known = page === undefined || (THANKYOU_PAGES as readonly string[]).includes(page);
  const bonuses = useQuery({ ...myBonusesQuery, enabled: known && Boolean(initial.user) });
  if (!known) return <PromoNotFound routeId="thankyou" />;
  const bonus = bonuses.data ? bonusFor(page, bonuses.data.bonuses) : undefined;
  const title =
    page === 'registration'
      ? t('thankyou_registration_title')
      : page === 'deposit'
        ? t('thankyou_deposit_title')
        : t('page_thankyou');
  const text =
    page === 'registration'
      ? t('thankyou_registration_text')
      : page === 'deposit'
        ? t('thankyou_deposit_text')
        : t('thankyou_default_text');
  return (
    <section className="page promo-page" data-route-id="thankyou" data-page={page ?? ''}>
      <h1>{title}</h1>
      <p>{text}</p>
      {initial.user ? (
        <>
          <h2>{t('thankyou_bonus')}</h2>
          {bonuses.isError ? <FormError message={t('main_query_error')} /> : null}
          {bonus ? <BonusList bonuses={[bonus]} testId="thankyou-bonus" /> : null}
          {bonuses.data && !bonus ? (
            <p data-testid="thankyou-no-bonus">
              {t(page === 'registration' ? 'thankyou_no_bonus_registration' : 'thankyou_no_bonus')}
            </p>
          ) : null}
          <h2>{t('thankyou_next')}</h2>
          <ul className="promo-next" data-testid="thankyou-next">
            {page === 'deposit' ? null : (
              <li>
                <Link className="btn btn--primary" to={href('office/recharge')}>
                  {t('thankyou_next_deposit')}
                </Link>
              </li>
            )}
            <li>
              <Link className="btn btn--ghost" to={href('slots')}>
                {t('thankyou_next_casino')}
              </Link>
            </li>
            <li>
              <Link className="btn btn--ghost" to={href('line')}>
                {t('thankyou_next_line')}
              </Link>
            </li>
            <li>
              <Link className="btn btn--ghost" to={href('office/bonuses/wager')}>
                {t('thankyou_next_bonuses')}
              </Link>
            </li>
          </ul>
        </>
      ) : (
        <GuestCta text={t('thankyou_guest')} />
      )}
    </section>
  );
}
