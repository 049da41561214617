'use client';

import { useTranslations } from 'next-intl';
import { useEffect, type ComponentProps } from 'react';
import { ContractPrompt } from '@/features/contracts/components/ContractPrompt';
import { favouriteStore } from '@/features/games/logic/favouriteStore';
import { useMemberHome } from '@/features/home/logic/useMemberHome';
import { LoginPopups } from './LoginPopups';

/** The hot games' hearts of the member (row 33), filled once the member's door answered: the shell drew them empty. */
export function MemberHearts() {
  const favourites = useMemberHome()?.favourites;
  useEffect(() => {
    // A heart the member toggled meanwhile keeps what the toggle answered.
    for (const nodeId of favourites ?? []) if (favouriteStore.get(nodeId) === undefined) favouriteStore.set(nodeId, true);
  }, [favourites]);
  return null;
}

/** SPEC §2 login popups (their notices are shared; which sign-in they were shown for is the member's door's to say). */
export function MemberPopups(props: Omit<ComponentProps<typeof LoginPopups>, 'signInKey'>) {
  const signInKey = useMemberHome()?.signInKey;
  return signInKey ? <LoginPopups signInKey={signInKey} {...props} /> : null;
}

/** SPEC §4 contract check: the question, once the member's door says a request is pending. */
export function MemberContract() {
  const contract = useMemberHome()?.contract;
  const t = useTranslations('home.contract');
  if (!contract) return null;
  return <ContractPrompt path={contract.path} title={t('title')} message={t(contract.kind)} confirmLabel={t('go')} cancelLabel={t('later')} />;
}
