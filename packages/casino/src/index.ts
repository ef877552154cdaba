export * from './types';
export * from './fair';
