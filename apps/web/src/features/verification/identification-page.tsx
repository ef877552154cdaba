import { KycPage } from './kyc-page';

/** Spec §2 office/identification, reachable only when identification is enabled (spec §5 route rule). */
export default function IdentificationPage() {
  return <KycPage mode="identification" />;
}
