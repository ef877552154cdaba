/** Issue 14 media (spec §3 Media entity, §6, §7): video tokens and a game's media resource. */
export { MediaService, type MediaLine } from './media-service';
export { mediaRoutes } from './routes';
export { videoProviderFromEnv, type VideoProvider } from './provider';
