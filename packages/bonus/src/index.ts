export * from './definition';
export * from './wagering';
export * from './cashback';
export * from './cashback-levels';
export * from './loyalty';
export * from './bring-friend';
export * from './money-order';
export * from './free-spins';
