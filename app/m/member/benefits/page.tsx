import { BenefitsScreen } from '@/features/myAccount/components/BenefitsScreen';
import { routeMetadata } from '@/lib/routes/routeMetadata';

export const generateMetadata = routeMetadata;

/** SPEC §2 /m/member/benefits (members only, by the route table). */
export default function BenefitsPage() {
  return <BenefitsScreen />;
}
