export * from './constants';
export * from './change';
export * from './enforce';
