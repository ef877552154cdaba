export * from './site-config';
export * from './errors';
export * from './line';
export * from './betting';
