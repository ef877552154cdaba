import { useLoaderData } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { CatalogView } from '../components/catalog-view';
import { FormatLine } from '../components/format-line';
import { LottoNav } from '../components/lotto-nav';
import { NextDraws } from '../components/next-draws';
import { PrizeTable } from '../components/prize-table';
import { ResultsView } from '../components/results-view';
import { TicketBuilder } from '../components/ticket-builder';
import { TicketView } from '../components/ticket-view';
import { perCurrency } from '../lib/format';
import { LOTTERY_NAME } from '../lib/labels';
import type { LottoPageData } from '../loaders';

/** Every lotto section of spec §2 (issue 19): catalogue, a lottery, results, a ticket. */
export default function LottoPage() {
  const d = useLoaderData<LottoPageData>();
  const { t } = useTranslation();
  return (
    <div className="page lotto-page" data-lotto-section={d.kind}>
      <LottoNav current={d.kind === 'catalog' ? 'catalog' : d.kind === 'results' ? 'results' : null} />
      {d.kind === 'catalog' ? (
        <>
          <h1>{t('lotto_catalog_title')}</h1>
          <CatalogView lotteries={d.lotteries} />
        </>
      ) : null}
      {d.kind === 'lottery' ? <LotteryView answer={d.answer} /> : null}
      {d.kind === 'results' ? (
        <>
          <h1>{t('lotto_results_title')}</h1>
          <ResultsView lotteries={d.lotteries} lotteryId={d.lotteryId} results={d.results} />
        </>
      ) : null}
      {d.kind === 'ticket' ? (
        <>
          <h1>{t('lotto_ticket_title')}</h1>
          <TicketView ticketId={d.ticketId} />
        </>
      ) : null}
    </div>
  );
}

function LotteryView({ answer }: { answer: Extract<LottoPageData, { kind: 'lottery' }>['answer'] }) {
  const { t } = useTranslation();
  const { lottery } = answer;
  const nameKey = LOTTERY_NAME[lottery.id];
  const jackpot = perCurrency(lottery.jackpotMinor);
  return (
    <>
      <h1>{nameKey ? t(nameKey) : lottery.name}</h1>
      <FormatLine lottery={lottery} />
      {jackpot ? <p className="lotto-jackpot">{t('lotto_jackpot', { amount: jackpot })}</p> : null}
      <div className="lotto-lottery">
        <TicketBuilder key={lottery.id} lottery={lottery} />
        <div>
          <NextDraws draws={answer.nextDraws} />
          <PrizeTable lottery={lottery} tiers={answer.tiers} />
        </div>
      </div>
    </>
  );
}
