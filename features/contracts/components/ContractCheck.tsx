import { getTranslations } from 'next-intl/server';
import type { PendingContract } from '@/features/contracts/logic/contractCheck';
import { ContractPrompt } from './ContractPrompt';

/** Streams in when the contract check of the home load has answered; renders the question only if one is pending. */
export async function ContractCheck({ pending }: { pending: Promise<PendingContract | null> }) {
  const contract = await pending;
  if (!contract) return null;
  const t = await getTranslations('home.contract');
  return <ContractPrompt path={contract.path} title={t('title')} message={t(contract.kind)} confirmLabel={t('go')} cancelLabel={t('later')} />;
}
