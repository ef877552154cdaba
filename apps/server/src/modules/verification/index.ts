/**
 * The verification module's public face (issue 17 KYC; issue 12 import zones): other modules and
 * app.ts import it only from here.
 */
export { adminVerificationRoutes } from './admin-routes';
export { verificationRoutes } from './routes';
export { VerificationService, type VerificationDeps } from './service';
export { documentStore, LocalDocumentStore, S3DocumentStore, type DocumentStore } from './storage';
export { sniffDocument } from './sniff';
