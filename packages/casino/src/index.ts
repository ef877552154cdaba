export * from './types';
export * from './fair';
export * from './catalogue';
export * from './shared-rounds';
export * from './verify';
