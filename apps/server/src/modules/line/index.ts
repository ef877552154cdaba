/**
 * The line module's public face (issue 12, server import zones): other modules see the line
 * only through its port, and (issue 14) the live catalog the /ws live topics read:
 * `app.line.live.liveList(now, filter?)`, `liveGame(gameId, now)`, `liveOutcome(outcomeId, now)`,
 * `liveState(gameId, now)`.
 */
export type { LinePort } from './port';
export type { LiveCatalog, LiveFilter, LiveOutcome } from './live';
