import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ActivityInfoScreen } from '@/components/promo/ActivityInfoScreen';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('titles'))('activityInfo') };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** SPEC §2 /m/activityInfo?id= (visitors allowed). */
export default async function ActivityInfoPage({ searchParams }: Props) {
  const { id } = await searchParams;
  return <ActivityInfoScreen id={String(Array.isArray(id) ? id[0] : (id ?? ''))} />;
}
