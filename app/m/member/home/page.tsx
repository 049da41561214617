import { MemberCentre } from '@/features/member/components/MemberCentre';
import { routeMetadata } from '@/lib/routes/routeMetadata';

export const generateMetadata = routeMetadata;

/** SPEC §2 member centre, its second address. */
export default function MemberHomePage() {
  return <MemberCentre path="/m/member/home" />;
}
