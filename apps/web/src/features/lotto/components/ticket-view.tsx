import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useApp } from '../../../lib/app-context';
import { useTranslation } from '../../../lib/i18n';
import { useLngHref } from '../../../lib/use-lng';
import { ticketQuery } from '../api';
import { drawTime, money } from '../lib/format';
import { DRAW_STATUS, LOTTERY_NAME } from '../lib/labels';
import { Balls } from './balls';

/** Spec §2 lotto/view/{id}: the owner's ticket, its lines, each draw's numbers, hits and prize. */
export function TicketView({ ticketId }: { ticketId: string }) {
  const { t } = useTranslation();
  const { initial } = useApp();
  const href = useLngHref();
  const query = useQuery({ ...ticketQuery(ticketId), enabled: initial.authenticated });
  if (!initial.authenticated)
    return (
      <p>
        <Link to={href('login')}>{t('lotto_error_login')}</Link>
      </p>
    );
  if (query.isPending) return <p>{t('lotto_loading')}</p>;
  if (query.isError) return <p role="alert">{t('lotto_ticket_not_found')}</p>;
  const { ticket } = query.data;
  const nameKey = LOTTERY_NAME[ticket.lotteryId];
  return (
    <article className="lotto-ticket" data-testid="lotto-ticket" data-ticket-status={ticket.status}>
      <h2>{nameKey ? t(nameKey) : ticket.lotteryName}</h2>
      <p className="lotto-ticket-status">
        {t(ticket.status === 'settled' ? 'lotto_ticket_status_settled' : 'lotto_ticket_status_open')}
      </p>
      <p>{t('lotto_ticket_stake', { amount: money(ticket.stakeMinor), currency: ticket.currency })}</p>
      <p className="lotto-ticket-winnings" data-testid="lotto-ticket-winnings">
        {t('lotto_ticket_winnings', { amount: money(ticket.winningsMinor), currency: ticket.currency })}
      </p>
      <h3>{t('lotto_ticket_lines')}</h3>
      <ol className="lotto-ticket-lines">
        {ticket.lines.map((line, i) => (
          <li key={i}>
            <Balls numbers={line.numbers} bonus={line.bonus} label={t('lotto_builder_line', { n: i + 1 })} />
          </li>
        ))}
      </ol>
      {ticket.draws.map((draw) => {
        const drawn = new Set(draw.numbers ?? []);
        return (
          <section key={draw.drawId} className="lotto-ticket-draw" data-draw-status={draw.status}>
            <h3>
              {t('lotto_ticket_draw', { time: drawTime(draw.scheduledAt, initial.lng) })} ·{' '}
              {t(DRAW_STATUS[draw.status])}
            </h3>
            {draw.numbers ? (
              <Balls numbers={draw.numbers} bonus={draw.bonus} label={t('lotto_ticket_drawn_numbers')} />
            ) : (
              <p>{t('lotto_ticket_not_drawn')}</p>
            )}
            {draw.results ? (
              <ol className="lotto-ticket-results">
                {draw.results.map((r, i) => {
                  const line = ticket.lines[i];
                  return (
                    <li key={i}>
                      {line ? (
                        <Balls
                          numbers={line.numbers}
                          bonus={line.bonus}
                          hits={drawn}
                          bonusHit={r.bonusHit}
                          label={t('lotto_builder_line', { n: i + 1 })}
                        />
                      ) : null}
                      <span>
                        {t('lotto_ticket_hits', { hits: r.hits })} ·{' '}
                        {t('lotto_ticket_prize', { amount: money(r.prizeMinor) })}
                      </span>
                    </li>
                  );
                })}
              </ol>
            ) : null}
          </section>
        );
      })}
    </article>
  );
}
