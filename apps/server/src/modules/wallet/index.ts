/**
 * The wallet module's public face (issue 12, server import zones): other modules import the
 * wallet only from here, never from its files.
 */
export type { DepositGuard } from './deposit-guard';
export { BALANCE_CHANNEL, type BalanceEvent, type WalletService } from './service';
export { hasDeposit, transferHistory, transferHistoryRoutes } from './transfer-history';
export { adminConversionRoutes, conversionRoutes } from './conversion-routes';
export { requiredTransfer } from './conversion-service';
