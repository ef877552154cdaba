import { data, type LoaderFunctionArgs } from 'react-router';
import {
  TOTO_API,
  totoDrawAnswerSchema,
  totoDrawsAnswerSchema,
  type TotoDrawAnswer,
  type TotoDrawsAnswer,
} from '@sb/contracts';
import { fetchJsonOf } from '../../lib/request-services';

/**
 * What each toto section renders with (spec §2 toto/{section?}: draw, next, coupons, draws;
 * no section is the current draw).
 */
export type TotoPageData =
  | { kind: 'draw'; which: 'current' | 'next'; answer: TotoDrawAnswer }
  | { kind: 'coupons' }
  | { kind: 'draws'; answer: TotoDrawsAnswer };

export async function loadTotoPage(args: LoaderFunctionArgs): Promise<TotoPageData> {
  const fetchJson = fetchJsonOf(args.context);
  switch (args.params['section']) {
    case undefined:
    case 'draw':
      return {
        kind: 'draw',
        which: 'current',
        answer: totoDrawAnswerSchema.parse(await fetchJson(`${TOTO_API}/draws/current`)),
      };
    case 'next':
      return {
        kind: 'draw',
        which: 'next',
        answer: totoDrawAnswerSchema.parse(await fetchJson(`${TOTO_API}/draws/next`)),
      };
    case 'coupons':
      return { kind: 'coupons' };
    case 'draws':
      return { kind: 'draws', answer: totoDrawsAnswerSchema.parse(await fetchJson(`${TOTO_API}/draws`)) };
    default:
      // The route rule (totoSection) refuses other sections before the loader runs.
      throw data(null, { status: 404 });
  }
}
