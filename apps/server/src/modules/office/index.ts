/**
 * The office module's public face (issue 12, server import zones): other modules import the
 * office only from here, never from its files.
 */
export { officeRoutes } from './routes';
export { OfficeService, type OfficeDeps } from './service';
export { officeDataRoutes } from './data-routes';
export { OfficeDataService, type OfficeDataDeps } from './data-service';
export { newsletterToken, unsubscribeUrl } from './newsletter';
