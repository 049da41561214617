import { ActivityInfoScreen } from '@/features/promo/components/ActivityInfoScreen';
import { routeMetadata } from '@/lib/routes/routeMetadata';

export const generateMetadata = routeMetadata;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** SPEC §2 /m/activityInfo?id= (visitors allowed). */
export default async function ActivityInfoPage({ searchParams }: Props) {
  const { id } = await searchParams;
  return <ActivityInfoScreen id={String(Array.isArray(id) ? id[0] : (id ?? ''))} />;
}
