import { AgreementScreen } from '@/features/accounts/components/AgreementScreen';
import { routeMetadata } from '@/lib/routes/routeMetadata';

export const generateMetadata = routeMetadata;

/** SPEC §2 /m/useragreement: the merchant's user agreement (row 103), linked from the register form. */
export default function UserAgreementPage() {
  return <AgreementScreen />;
}
