import { KycPage } from './kyc-page';

/** Spec §2 office/verification (issue 17 KYC). */
export default function VerificationPage() {
  return <KycPage mode="verification" />;
}
