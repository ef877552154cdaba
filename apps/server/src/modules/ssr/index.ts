/**
 * The ssr module's public face (issue 12, server import zones): other modules import ssr only
 * from here, never from its files.
 */
export type { ClientAssets } from './assets';
