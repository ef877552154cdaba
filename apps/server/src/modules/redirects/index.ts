/**
 * The redirect service's public face (issue 12, server import zones): other modules import it
 * only from here.
 */
export { redirectIndexOf, resolveUrl } from './resolve';
export { adminRedirectRoutes, redirectRoutes } from './routes';
