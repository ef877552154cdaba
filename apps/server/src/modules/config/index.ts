/**
 * The config module's public face (issue 12, server import zones): other modules import
 * config only from here, never from config's files.
 */
export { registerAdminGuard } from './admin-routes';
export { DEFAULT_CONFIG } from './defaults';
export { countryCodeOf } from './routes';
export { effectiveDefaultLanguage, visibleLanguages, type ConfigService } from './service';
