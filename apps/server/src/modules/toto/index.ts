/**
 * The toto module's public face (issue 19; issue 12 server import zones): other modules and the
 * composition root import it only from here.
 */
export { adminTotoRoutes, totoRoutes } from './routes';
export { TotoService, type TotoDeps } from './service';
export { TotoSettlementJob, type TotoRun } from './settle-job';
export { totoLine, type TotoLine } from './port';
export { HOUSE_TOTO, prizeKey, stakeKey } from './settle-draw';
