import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ContractScreen } from '@/components/contracts/ContractScreen';
import { contractResult } from '@/lib/contracts/contractResult';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('titles'))('hourContract') };
}

export default async function HourContractPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <ContractScreen kind="hourly" result={contractResult((await searchParams).result)} />;
}
