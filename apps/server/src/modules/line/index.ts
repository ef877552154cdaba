/**
 * The line module's public face (issue 12, server import zones): other modules see the line
 * only through its port.
 */
export type { LinePort } from './port';
