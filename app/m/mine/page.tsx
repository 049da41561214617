import { MemberCentre } from '@/features/member/components/MemberCentre';
import { routeMetadata } from '@/lib/routes/routeMetadata';

export const generateMetadata = routeMetadata;

/** SPEC §2 member centre. */
export default function MinePage() {
  return <MemberCentre path="/m/mine" />;
}
