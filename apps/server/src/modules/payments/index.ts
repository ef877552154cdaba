/**
 * The payments module's public face (issue 12, server import zones): other modules import
 * payments only from here, never from its files.
 */
export type { PaymentProvider } from './provider';
export { SIGNATURE_HEADER, signWebhook } from './sandbox-signature';
