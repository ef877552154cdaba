export * from './site-config';
export * from './errors';
export * from './line';
