/**
 * The tournaments module's public face (issue 16 casino tournaments; issue 12 server import
 * zones): the composition root imports it only from here.
 */
export { TournamentService, type TournamentDeps } from './service';
export { adminTournamentRoutes, tournamentRoutes } from './routes';
export { TournamentPrizeJob } from './prize-job';
export { TournamentLiveBoard, tournamentTopic } from './live-board';
