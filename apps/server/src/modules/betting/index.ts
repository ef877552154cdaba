/**
 * The betting module's public face (issue 12, server import zones): other modules import betting
 * only from here, never from its files.
 */
export { openBetsSummary, type OpenBetsOfCurrency } from './open-bets';
