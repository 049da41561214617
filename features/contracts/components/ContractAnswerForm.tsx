'use client';

import { useTranslations } from 'next-intl';
import { useRef, type FormEvent } from 'react';
import { answerContract } from '@/features/contracts/logic/answerContract';
import { confirmDialog } from '@/lib/toast/confirmDialog';
import type { ContractKind } from '@/features/home/logic/contractCheck';
import styles from './ContractScreen.module.css';

/**
 * Accept and Decline (rows 45, 47, 49), each asked again in the confirm dialog: an answer cannot be taken back.
 * Before hydration the form posts straight to the action, as the dialog needs scripts.
 */
export function ContractAnswerForm({ kind }: { kind: ContractKind }) {
  const t = useTranslations('contracts');
  const confirmed = useRef(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    if (confirmed.current) {
      confirmed.current = false;
      return;
    }
    event.preventDefault();
    const form = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const decision = submitter?.value === 'accept' ? 'accept' : 'decline';
    const ok = await confirmDialog({
      title: t(`confirm.${decision}Title`),
      message: t(`confirm.${decision}Message`),
      confirmLabel: t(decision),
    });
    if (!ok) return;
    confirmed.current = true;
    form.requestSubmit(submitter);
  };

  return (
    <form action={answerContract} onSubmit={onSubmit} className={styles.answer}>
      <input type="hidden" name="kind" value={kind} />
      <button type="submit" name="decision" value="decline" className={styles.decline}>
        {t('decline')}
      </button>
      <button type="submit" name="decision" value="accept" className={styles.accept}>
        {t('accept')}
      </button>
    </form>
  );
}
