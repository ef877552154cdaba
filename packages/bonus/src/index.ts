export * from './definition';
export * from './wagering';
