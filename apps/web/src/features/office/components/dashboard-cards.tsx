import { Link } from 'react-router';
import { BadgeCheck, CircleAlert, Clock, Gift, ShieldCheck, ShieldX, Ticket } from 'lucide-react';
import { ACCOUNT_TYPE, currencyOf, exponentOf, type OfficeDashboard, type VerificationState } from '@sb/contracts';
import { NO_LIMIT } from '@sb/limits';
import { formatMinor } from '@sb/ledger';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useApp, usePreferences } from '../../../lib/app-context';
import { formatDateTime } from '../../../lib/format-date-time';
import { dynamicT, useTranslation } from '../../../lib/i18n';
import { useSiteConfig } from '../../../lib/site-config/use-site-config';
import { useLngHref } from '../../../lib/use-lng';
import type { MessageKey } from '@sb/i18n';

/**
 * The office dashboard's cards (issue 13): each shows its part of the dashboard answer, a
 * placeholder while it loads, and never ends at a bare heading — an empty card names the next step.
 */

const withSymbol = (money: string, symbol: string) => `${money}\u00a0${symbol}`;

function Loading() {
  const { t } = useTranslation();
  return (
    <div className="office-card__loading" role="status">
      <span className="visually-hidden">{t('main_loading')}</span>
      <Skeleton shape="title" width="1/2" />
      <Skeleton width="3/4" />
    </div>
  );
}

export function BalanceCard({ data, rechargeAllow }: { data: OfficeDashboard | undefined; rechargeAllow: boolean }) {
  const { t } = useTranslation();
  const href = useLngHref();
  return (
    <Card title={t('office_balance_title')} className="office-card" testId="office-balance">
      {data ? (
        <ul className="office-card__accounts">
          {data.accounts.map((a) => (
            <li key={a.id} className="office-card__account" data-testid={`office-account-${a.id}`}>
              <span className="office-card__account-name">
                {a.label ?? a.iso}
                {a.id === data.activeAccountId ? (
                  <span className="office-card__tag">{t('office_balance_active')}</span>
                ) : null}
                {a.type === ACCOUNT_TYPE.bonus ? (
                  <span className="office-card__tag">{t('office_balance_bonus')}</span>
                ) : null}
              </span>
              <span className="office-card__money">{withSymbol(a.money, a.symbol)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <Loading />
      )}
      {rechargeAllow ? null : <p className="field__hint">{t('office_recharge_closed')}</p>}
      <div className="office-card__actions">
        {rechargeAllow ? (
          <Link className="btn btn--primary" to={href('office/recharge')} data-testid="office-deposit">
            {t('office_deposit')}
          </Link>
        ) : null}
        <Link className="btn btn--ghost" to={href('office/deduce')}>
          {t('office_withdraw')}
        </Link>
      </div>
    </Card>
  );
}

export function OpenBetsCard({ data }: { data: OfficeDashboard | undefined }) {
  const { t } = useTranslation();
  const href = useLngHref();
  const { config } = useSiteConfig();
  if (data && data.openBets.count === 0)
    return (
      <Card className="office-card" testId="office-bets">
        <EmptyState
          icon={Ticket}
          level={2}
          title={t('office_bets_none')}
          text={t('office_bets_none_text')}
          action={{ label: t('office_bets_to_line'), to: href('home/line') }}
        />
      </Card>
    );
  return (
    <Card
      title={t('office_bets_title')}
      className="office-card"
      testId="office-bets"
      actions={<Link to={href('office/history')}>{t('office_bets_history')}</Link>}
    >
      {data ? (
        <>
          <p className="office-card__figure">{t('office_bets_count', { n: data.openBets.count })}</p>
          <ul className="office-card__lines">
            {data.openBets.totals.map((s) => (
              <li key={s.currency}>
                {t('office_bets_stake', {
                  amount: withSymbol(s.stake, currencyOf(config?.currencies, s.currency).symbol),
                })}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <Loading />
      )}
    </Card>
  );
}

const VERIFICATION: Readonly<
  Record<VerificationState, { text: MessageKey; icon: typeof BadgeCheck; to: string; action: MessageKey | null }>
> = {
  verified: { text: 'office_verify_verified', icon: BadgeCheck, to: 'office/verification', action: null },
  pending: { text: 'office_verify_pending', icon: Clock, to: 'office/verification', action: 'office_verify_action' },
  not_verified: {
    text: 'office_verify_not_verified',
    icon: CircleAlert,
    to: 'office/verification',
    action: 'office_verify_action',
  },
  unverified: {
    text: 'office_verify_unverified',
    icon: CircleAlert,
    to: 'office/verification',
    action: 'office_verify_action',
  },
  banned: { text: 'office_verify_banned', icon: ShieldX, to: 'office/support', action: 'office_support_action' },
};

export function VerificationCard({ state }: { state: VerificationState | undefined }) {
  const { t } = useTranslation();
  const href = useLngHref();
  const view = state ? VERIFICATION[state] : null;
  return (
    <Card title={t('office_verify_title')} className="office-card" testId="office-verification">
      {view ? (
        <>
          <p className={`office-card__status office-card__status--${state}`} data-state={state}>
            <view.icon aria-hidden="true" className="office-card__status-icon" />
            {t(view.text)}
          </p>
          {view.action ? (
            <Link className="btn btn--ghost" to={href(view.to)}>
              {t(view.action)}
            </Link>
          ) : null}
        </>
      ) : (
        <Loading />
      )}
    </Card>
  );
}

export function LimitsCard({ limits }: { limits: OfficeDashboard['limits'] | undefined }) {
  const { t } = useTranslation();
  const tt = dynamicT(t);
  const href = useLngHref();
  const { initial } = useApp();
  const [prefs] = usePreferences();
  const { config } = useSiteConfig();
  if (limits && limits.length === 0)
    return (
      <Card className="office-card" testId="office-limits">
        <EmptyState
          icon={ShieldCheck}
          level={2}
          title={t('office_limits_none')}
          text={t('office_limits_none_text')}
          action={{ label: t('office_limits_set'), to: href('office/responsible') }}
        />
      </Card>
    );
  const unit = (measure: string) =>
    t(measure === 'hours' ? 'rg_unit_hours' : measure === 'minutes' ? 'rg_unit_minutes' : 'rg_unit_days');
  const valueOf = (l: OfficeDashboard['limits'][number]) => {
    if (l.limitValue === String(NO_LIMIT) || l.limitValue === '-1') return t('rg_no_limit');
    if (!l.currencyCode) return `${l.limitValue} ${unit(l.measure)}`;
    const money = formatMinor(BigInt(l.limitValue), exponentOf(config?.currencies, l.currencyCode));
    return withSymbol(money, currencyOf(config?.currencies, l.currencyCode).symbol);
  };
  return (
    <Card
      title={t('office_limits_title')}
      className="office-card"
      testId="office-limits"
      actions={<Link to={href('office/responsible')}>{t('office_limits_manage')}</Link>}
    >
      {limits ? (
        <ul className="office-card__lines">
          {limits.map((l) => (
            <li key={`${l.limitType}-${l.startedAt}`} data-limit-type={l.limitType}>
              {/* The limit service names each limit by a dictionary key (its §3 label). */}
              <span>{tt(l.label)}: </span>
              <strong>{valueOf(l)}</strong>
              {l.limitState === 'PENDING' ? (
                <span className="office-card__tag">{t('office_limits_waiting')}</span>
              ) : null}
              {l.endsAt ? (
                <span className="office-card__until">
                  {' '}
                  {t('office_limits_until', {
                    date: formatDateTime(l.endsAt, initial.lng, prefs.timeZone, prefs.is12h),
                  })}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <Loading />
      )}
    </Card>
  );
}

export function BonusCard({ bonus }: { bonus: OfficeDashboard['bonus'] | undefined }) {
  const { t } = useTranslation();
  const href = useLngHref();
  const { config } = useSiteConfig();
  if (!bonus)
    return (
      <Card title={t('office_bonus_title')} className="office-card" testId="office-bonus">
        <Loading />
      </Card>
    );
  const amount = bonus.currency
    ? withSymbol(bonus.balance, currencyOf(config?.currencies, bonus.currency).symbol)
    : bonus.balance;
  // No bonus campaign exists yet: the card says so, shows what the bonus account holds, and
  // leads to the offers.
  return (
    <Card className="office-card" testId="office-bonus">
      <EmptyState
        icon={Gift}
        level={2}
        title={t('office_bonus_none')}
        text={t('office_bonus_none_text', { amount })}
        action={{ label: t('office_bonus_offers'), to: href('bonuses') }}
      />
    </Card>
  );
}
