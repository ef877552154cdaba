export * from './money';
export * from './transfer';
export * from './reconcile';
