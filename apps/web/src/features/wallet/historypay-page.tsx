import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n';
import { useSearchParams } from 'react-router';
import { usePreferences } from '../../lib/app-context';
import { FormError } from '../../components/ui/form-message';
import { useErrorText } from '../../lib/use-error-text';
import { historyCsvHref, historyQuery } from './api/payments';
import { HistoryFiltersForm } from './components/history-filters-form';
import { HistoryTable } from './components/history-table';
import { TransferMovements } from './components/transfer-movements';
import { HISTORY_PAGE_SIZE } from './lib/constants';
import {
  filtersFromSearch,
  filtersToSearch,
  historyApiSearch,
  pageCount,
  type HistoryFilters,
} from './lib/history-filters';

/**
 * Spec §2 office/historypay: deposits and withdrawals, filtered, in pages, and as a CSV file; then
 * every money movement of the player (issue 17 transfer history).
 */
export default function HistorypayPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [prefs] = usePreferences();
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const apiSearch = historyApiSearch(filters, prefs.timeZone, true).toString();
  const history = useQuery({ ...historyQuery(apiSearch), placeholderData: keepPreviousData });
  const pages = pageCount(history.data?.total ?? 0, HISTORY_PAGE_SIZE);
  const go = (f: HistoryFilters) => setSearch(filtersToSearch(f));
  const filterKey = filtersToSearch({ ...filters, page: 1 }).toString();
  return (
    <section className="page wallet" data-route-id="office_historypay">
      <h1>{t('page_office_historypay')}</h1>
      {/* The form starts from the URL's filters again whenever they change (back, forward). */}
      <HistoryFiltersForm key={filterKey} filters={filters} onApply={go} />
      <p className="wallet__links">
        <a
          className="btn btn--ghost"
          href={historyCsvHref(historyApiSearch(filters, prefs.timeZone, false).toString())}
          download="transactions.csv"
          data-testid="history-csv"
        >
          {t('wallet_export_csv')}
        </a>
      </p>
      {history.isError ? <FormError message={errorText(history.error)} /> : null}
      {history.data ? (
        history.data.items.length ? (
          <>
            <p className="field__hint" aria-live="polite">
              {t('wallet_history_total', { total: String(history.data.total) })}
            </p>
            <HistoryTable items={history.data.items} />
            <div className="pagination" role="group" aria-label={t('wallet_pages')}>
              <button
                type="button"
                className="btn btn--ghost"
                disabled={filters.page <= 1}
                onClick={() => go({ ...filters, page: filters.page - 1 })}
              >
                {t('wallet_page_prev')}
              </button>
              <span data-testid="history-page">
                {t('wallet_page_of', { page: String(filters.page), pages: String(pages) })}
              </span>
              <button
                type="button"
                className="btn btn--ghost"
                disabled={filters.page >= pages}
                onClick={() => go({ ...filters, page: filters.page + 1 })}
              >
                {t('wallet_page_next')}
              </button>
            </div>
          </>
        ) : (
          <p data-testid="history-empty">{t('wallet_history_empty')}</p>
        )
      ) : history.isError ? null : (
        <p className="field__hint">{t('main_loading')}</p>
      )}
      <TransferMovements />
    </section>
  );
}
