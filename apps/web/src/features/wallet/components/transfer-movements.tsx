import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { TRANSFER_GROUPS, TRANSFER_HISTORY_PATH, transferHistoryAnswerSchema, type TransferGroup } from '@sb/contracts';
import { FormError } from '../../../components/ui/form-message';
import { getParsed } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useErrorText } from '../../../lib/use-error-text';

const PAGE_SIZE = 20;

/** The query string of one page of the transfer history (a group, or all). */
export function transfersSearch(group: TransferGroup | '', page: number): string {
  const q = new URLSearchParams({ page: String(page), pageSize: String(PAGE_SIZE) });
  if (group) q.set('group', group);
  return q.toString();
}

const transfersQuery = (search: string) =>
  queryOptions({
    queryKey: ['office', 'transfers', search] as const,
    queryFn: () => getParsed(transferHistoryAnswerSchema, `${TRANSFER_HISTORY_PATH}?${search}`, { auth: true }),
    retry: false,
  });

/**
 * Issue 17 office transfer history: every movement of the player's money (bets, wins, casino,
 * lotto, bonuses, payments, transfers), newest first, by group and in pages.
 */
export function TransferMovements() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [group, setGroup] = useState<TransferGroup | ''>('');
  const [page, setPage] = useState(1);
  const q = useQuery({ ...transfersQuery(transfersSearch(group, page)), placeholderData: keepPreviousData });
  const pages = Math.max(1, Math.ceil((q.data?.total ?? 0) / PAGE_SIZE));
  return (
    <section className="wallet__transfers" data-testid="transfer-movements">
      <h2>{t('office_transfers_title')}</h2>
      <div className="chips" role="group" aria-label={t('office_transfers_title')}>
        {(['', ...TRANSFER_GROUPS] as const).map((g) => (
          <button
            key={g || 'all'}
            type="button"
            className="chip"
            aria-pressed={group === g}
            onClick={() => {
              setGroup(g);
              setPage(1);
            }}
          >
            {g ? t(`office_transfers_group_${g}`) : t('wallet_all')}
          </button>
        ))}
      </div>
      {q.isError ? <FormError message={errorText(q.error)} /> : null}
      {q.data && q.data.items.length === 0 ? <p>{t('office_transfers_empty')}</p> : null}
      {q.data && q.data.items.length > 0 ? (
        <table className="table">
          <tbody>
            {q.data.items.map((i) => (
              <tr key={i.id}>
                <td>{new Date(i.createdAt).toLocaleString()}</td>
                <td>{t(`office_transfers_group_${i.group}`)}</td>
                <td dir="ltr" className={i.amountMinor.startsWith('-') ? 'money--out' : 'money--in'}>
                  {i.amount} {i.currency}
                </td>
                <td dir="ltr" title={t('office_transfers_balance')}>
                  {i.balanceAfter} {i.currency}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {pages > 1 ? (
        <div className="pagination" role="group" aria-label={t('wallet_pages')}>
          <button type="button" className="btn btn--ghost" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('wallet_page_prev')}
          </button>
          <span>{t('wallet_page_of', { page: String(page), pages: String(pages) })}</span>
          <button type="button" className="btn btn--ghost" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('wallet_page_next')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
