import { ServiceScreen } from '@/features/service/components/ServiceScreen';
import { serviceType } from '@/features/service/logic/serviceLink';
import { routeMetadata } from '@/lib/routes/routeMetadata';

export const generateMetadata = routeMetadata;

export default async function ServicePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <ServiceScreen type={serviceType((await searchParams).type)} />;
}
