export * from './site-config';
export * from './errors';
