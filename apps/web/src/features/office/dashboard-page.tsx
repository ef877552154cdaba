import type { ComponentType } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FormError } from '../../components/ui/form-message';
import { useTranslation } from '../../lib/i18n';
import { officeDashboardQuery, officeKeys, officeMenuQuery } from './api';
import { BalanceCard, BonusCard, LimitsCard, OpenBetsCard, VerificationCard } from './components/dashboard-cards';
import { OfficeMenuList } from './components/office-menu-list';
import { ProfileCard } from './components/profile-card';

/**
 * Spec §2 `office`: the personal office's front page (issue 13) — balances, bets in play,
 * verification state, limits in force and bonuses; on phones the office menu follows as a list
 * (on desktop the layout's sidebar holds it).
 */
/**
 * A notice another feature puts on the dashboard (app/ composes it, spec §4 HRK conversion offer);
 * it calls onAnswered after it moved money, so the dashboard reads its balances again.
 */
export type DashboardNotice = ComponentType<{ onAnswered?: () => void }>;

export default function OfficeDashboardPage({ Notice }: { Notice?: DashboardNotice }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const dashboard = useQuery(officeDashboardQuery);
  const menu = useQuery(officeMenuQuery);
  const user = menu.data?.user;
  const who = user?.name ?? user?.email ?? null;
  const failed = dashboard.isError || menu.isError;
  return (
    <section className="page office-dashboard" data-route-id="office" data-testid="office-dashboard">
      <header className="office-dashboard__head">
        <h1>{t('page_office')}</h1>
        <p className="office-dashboard__hello">
          <span>{who ? t('office_hello', { name: who }) : t('office_hello_anonymous')}</span>
          {user ? (
            <span className="office-dashboard__country">
              {t('office_country', { code: user.country_code.toUpperCase() })}
            </span>
          ) : null}
        </p>
      </header>
      {failed ? (
        <div className="office-dashboard__error" role="alert">
          <FormError message={t('main_query_error')} />
          <button
            type="button"
            className="btn btn--ghost"
            onClick={() => {
              void dashboard.refetch();
              void menu.refetch();
            }}
          >
            {t('office_retry')}
          </button>
        </div>
      ) : null}
      {Notice ? <Notice onAnswered={() => void client.invalidateQueries({ queryKey: officeKeys.all })} /> : null}
      <div className="office-dashboard__grid">
        <BalanceCard data={dashboard.data} rechargeAllow={user?.recharge_allow ?? true} />
        <OpenBetsCard data={dashboard.data} />
        <VerificationCard state={dashboard.data?.verification} />
        <LimitsCard limits={dashboard.data?.limits} />
        <BonusCard bonus={dashboard.data?.bonus} />
        <ProfileCard />
      </div>
      <div className="office-dashboard__menu" data-testid="office-dashboard-menu">
        <OfficeMenuList />
      </div>
    </section>
  );
}

/** app/ composes the dashboard with another feature's notice (a feature never imports another). */
export function withDashboardNotice(Notice: DashboardNotice): ComponentType {
  function OfficeDashboardWithNotice() {
    return <OfficeDashboardPage Notice={Notice} />;
  }
  return OfficeDashboardWithNotice;
}
