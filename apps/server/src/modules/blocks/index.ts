/**
 * Blocks and maintenance, the module's public face (issue 12, server import zones): other
 * modules import it only from here.
 */
export { decideBlock, type Visitor } from './evaluate';
export { registerPageGuard } from './page-guard';
export { MAINTENANCE_CODE, REGION_BLOCKED_CODE } from './api-gate';
export { registerPlatformServices } from './platform';
