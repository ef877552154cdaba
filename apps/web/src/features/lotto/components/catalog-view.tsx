import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { LotterySummary } from '@sb/contracts';
import { useApp } from '../../../lib/app-context';
import { useTranslation } from '../../../lib/i18n';
import { useLngHref } from '../../../lib/use-lng';
import { ticketsQuery } from '../api';
import { drawTime, money, perCurrency } from '../lib/format';
import { LOTTERY_NAME } from '../lib/labels';
import { FormatLine } from './format-line';

/** Spec §2 lotto (catalog): every lottery with its next draw, jackpot and price; my tickets. */
export function CatalogView({ lotteries }: { lotteries: LotterySummary[] }) {
  const { t } = useTranslation();
  const { initial } = useApp();
  const href = useLngHref();
  return (
    <>
      <ul className="lotto-catalog">
        {lotteries.map((l) => {
          const jackpot = perCurrency(l.jackpotMinor);
          const nameKey = LOTTERY_NAME[l.id];
          return (
            <li key={l.id} className="lotto-card" data-lottery={l.id}>
              <h2>{nameKey ? t(nameKey) : l.name}</h2>
              <FormatLine lottery={l} />
              <p>
                {l.nextDrawAt
                  ? t('lotto_next_draw', { time: drawTime(l.nextDrawAt, initial.lng) })
                  : t('lotto_no_draw')}
              </p>
              {jackpot ? <p className="lotto-jackpot">{t('lotto_jackpot', { amount: jackpot })}</p> : null}
              <p>{t('lotto_line_price', { amount: money(l.linePriceMinor) })}</p>
              <Link className="btn btn-primary" to={href(`lotto/lotto-name/${l.id}`)}>
                {t('lotto_play')}
              </Link>
            </li>
          );
        })}
      </ul>
      {initial.authenticated ? <MyTickets /> : null}
    </>
  );
}

function MyTickets() {
  const { t } = useTranslation();
  const { initial } = useApp();
  const href = useLngHref();
  const tickets = useQuery(ticketsQuery);
  return (
    <section className="lotto-my-tickets" aria-labelledby="lotto-my-tickets">
      <h2 id="lotto-my-tickets">{t('lotto_my_tickets')}</h2>
      {tickets.isPending ? <p>{t('lotto_loading')}</p> : null}
      {tickets.data?.tickets.length === 0 ? <p>{t('lotto_no_tickets')}</p> : null}
      <ul>
        {tickets.data?.tickets.map((ticket) => {
          const nameKey = LOTTERY_NAME[ticket.lotteryId];
          return (
            <li key={ticket.id}>
              <Link to={href(`lotto/view/${ticket.id}`)}>
                {nameKey ? t(nameKey) : ticket.lotteryName} · {drawTime(ticket.createdAt, initial.lng)} ·{' '}
                {t(ticket.status === 'settled' ? 'lotto_ticket_status_settled' : 'lotto_ticket_status_open')} ·{' '}
                {t('lotto_ticket_winnings', { amount: money(ticket.winningsMinor), currency: ticket.currency })}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
