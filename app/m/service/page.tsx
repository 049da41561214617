import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ServiceScreen } from '@/components/service/ServiceScreen';
import { serviceType } from '@/lib/service/serviceLink';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('titles'))('service') };
}

export default async function ServicePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <ServiceScreen type={serviceType((await searchParams).type)} />;
}
