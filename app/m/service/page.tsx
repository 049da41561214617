import { ServiceScreen } from '@/components/service/ServiceScreen';
import { serviceType } from '@/lib/service/serviceLink';
import { routeMetadata } from '@/lib/routes/routeMetadata';

export const dynamic = 'force-dynamic';

export const generateMetadata = routeMetadata;

export default async function ServicePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <ServiceScreen type={serviceType((await searchParams).type)} />;
}
