/**
 * The seo module's public face (issue 12, server import zones): other modules import seo only
 * from here, never from its files.
 */
export { originOf } from './routes';
export type { SeoService } from './service';
