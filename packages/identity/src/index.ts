export * from './protection';
export * from './activation';
export * from './recovery';
export * from './status';
export * from './age';
