import { useApp, usePreferences } from '../../../lib/app-context';
import { useSiteConfig } from '../../../lib/site-config/use-site-config';
import { formatDateTime } from '../../../lib/format-date-time';
import { useTranslation, dynamicT } from '../../../lib/i18n';
import type { Payment } from '../api/payments';
import { currencyOf, withSymbol } from '../lib/money';

/** Payments with the moment in the player's time zone and clock (12 or 24 h preference). */
export function HistoryTable({ items }: { items: readonly Payment[] }) {
  const { t } = useTranslation();
  const tt = dynamicT(t);
  const { initial } = useApp();
  const [prefs] = usePreferences();
  const { config } = useSiteConfig();
  return (
    <div className="table-wrap">
      <table className="table" data-testid="history-table">
        <caption className="visually-hidden">{t('page_office_historypay')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('wallet_date')}</th>
            <th scope="col">{t('wallet_type')}</th>
            <th scope="col">{t('wallet_method')}</th>
            <th scope="col" className="table__num">
              {t('wallet_amount')}
            </th>
            <th scope="col">{t('wallet_status')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((p) => (
            <tr key={p.id} data-testid="history-row">
              <td>
                <time dateTime={p.createdAt}>
                  {formatDateTime(p.createdAt, initial.lng, prefs.timeZone, prefs.is12h)}
                </time>
              </td>
              <td>{tt(`wallet_type_${p.direction}`)}</td>
              <td>{p.method}</td>
              <td className="table__num">{withSymbol(p.amount, currencyOf(config?.currencies, p.currency).symbol)}</td>
              <td>
                <span className={`status status--${p.status}`}>{tt(`wallet_status_${p.status}`)}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
