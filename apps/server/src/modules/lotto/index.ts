/**
 * The lotto module's public face (issue 19; issue 12 server import zones): other modules and the
 * composition root import it only from here.
 */
export { adminLottoRoutes, lottoRoutes } from './routes';
export { LottoService, type LottoDeps } from './service';
export { LottoDrawJob, type DrawRun } from './draw-job';
export { HOUSE_LOTTO, prizeKey, stakeKey } from './settle-draw';
