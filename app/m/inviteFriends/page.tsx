import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { InviteFriendsScreen } from '@/components/account/InviteFriendsScreen';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('titles'))('inviteFriends') };
}

/** SPEC §2 /m/inviteFriends (members only, by the route table). */
export default function InviteFriendsPage() {
  return <InviteFriendsScreen />;
}
