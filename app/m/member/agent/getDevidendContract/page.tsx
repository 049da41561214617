import { ContractScreen } from '@/features/contracts/components/ContractScreen';
import { contractResult } from '@/features/contracts/logic/contractResult';
import { routeMetadata } from '@/lib/routes/routeMetadata';

export const generateMetadata = routeMetadata;

export default async function DividendContractPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <ContractScreen kind="dividend" result={contractResult((await searchParams).result)} />;
}
