import { data, type LoaderFunctionArgs } from 'react-router';
import {
  LOTTO_API,
  lotteryAnswerSchema,
  lottoCatalogAnswerSchema,
  lottoResultsAnswerSchema,
  type LotteryAnswer,
  type LotterySummary,
  type LottoResultsAnswer,
} from '@sb/contracts';
import { fetchJsonOf, HttpStatusError } from '../../lib/request-services';

/**
 * What each lotto section renders with (spec §2: sectionName is catalog, results, lotto-name or
 * view; lottoId is the lottery for lotto-name and results, the ticket for view).
 */
export type LottoPageData =
  | { kind: 'catalog'; lotteries: LotterySummary[] }
  | { kind: 'lottery'; answer: LotteryAnswer }
  | { kind: 'results'; lotteryId: string | null; lotteries: LotterySummary[]; results: LottoResultsAnswer }
  | { kind: 'ticket'; ticketId: string };

const notFound = () => data(null, { status: 404 });
const LOTTERY_ID = /^[a-z0-9][a-z0-9-]{0,31}$/;
const TICKET_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export async function loadLottoPage(args: LoaderFunctionArgs): Promise<LottoPageData> {
  const fetchJson = fetchJsonOf(args.context);
  const section = args.params['sectionName'] ?? 'catalog';
  const id = args.params['lottoId'];
  const catalog = async () => lottoCatalogAnswerSchema.parse(await fetchJson(`${LOTTO_API}/lotteries`)).lotteries;
  try {
    switch (section) {
      case 'lotto-name': {
        if (!id || !LOTTERY_ID.test(id)) throw notFound();
        return { kind: 'lottery', answer: lotteryAnswerSchema.parse(await fetchJson(`${LOTTO_API}/lotteries/${id}`)) };
      }
      case 'results': {
        if (id !== undefined && !LOTTERY_ID.test(id)) throw notFound();
        const q = id ? `?lotteryId=${id}` : '';
        const results = lottoResultsAnswerSchema.parse(await fetchJson(`${LOTTO_API}/results${q}`));
        return { kind: 'results', lotteryId: id ?? null, lotteries: await catalog(), results };
      }
      case 'view':
        if (!id || !TICKET_ID.test(id)) throw notFound();
        return { kind: 'ticket', ticketId: id };
      default:
        // lotto and lotto/catalog (spec §2 accepts a lottoId there too: the catalogue ignores it).
        return { kind: 'catalog', lotteries: await catalog() };
    }
  } catch (err) {
    if (err instanceof HttpStatusError && (err.status === 404 || err.status === 400)) throw notFound();
    throw err;
  }
}
