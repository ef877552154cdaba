/**
 * The content module's public face (issue 12, server import zones): other modules import
 * content only from here, never from its files.
 */
export { ContentService } from './service';
export { contentRoutes, adminContentRoutes, CONTENT_API } from './routes';
export { SEED_CONTENT } from './seed';
