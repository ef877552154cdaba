/**
 * Analytics and the cookie agreement, the module's public face (issue 12, server import zones).
 */
export { EventBuffer } from './event-buffer';
export { insertEvents } from './repository';
export { adminAnalyticsRoutes, analyticsRoutes, registerFunnelHook } from './routes';
