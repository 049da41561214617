import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MemberCentre } from '@/components/member/MemberCentre';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('titles'))('mine') };
}

/** SPEC §2 member centre. */
export default function MinePage() {
  return <MemberCentre path="/m/mine" />;
}
