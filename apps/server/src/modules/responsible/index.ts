/**
 * The responsible-gambling module's public face (issue 12, server import zones): other modules
 * import it only from here, never from its files.
 */
export { excludedSql } from './repository';
export { noStakeLimitsSql, type RgService } from './service';
