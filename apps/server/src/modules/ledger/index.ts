/**
 * The ledger module's public face (issue 12, server import zones): other modules import the
 * ledger only from here, never from its files.
 */
export { houseAccount, LedgerError, reconcileLedger, refusalOf, transfer, transferNow, type Tx } from './ledger';
export { postingArrays, runNamedStatement, transferCtes, type TransferRow } from './transfer-statement';
