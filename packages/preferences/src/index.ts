export * from './constants';
export * from './preferences';
export * from './throttle';
export * from './breakpoint';
export * from './time';
export * from './referral-tags';
