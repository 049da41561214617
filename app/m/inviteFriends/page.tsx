import { InviteFriendsScreen } from '@/features/myAccount/components/InviteFriendsScreen';
import { routeMetadata } from '@/lib/routes/routeMetadata';

export const generateMetadata = routeMetadata;

/** SPEC §2 /m/inviteFriends (members only, by the route table). */
export default function InviteFriendsPage() {
  return <InviteFriendsScreen />;
}
