export * from './types';
export * from './rules';
export * from './coupon';
export * from './hits';
export * from './pool';
export * from './settle';
