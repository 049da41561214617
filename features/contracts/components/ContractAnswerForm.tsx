'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { NoticeDialog } from '@/components/forms/NoticeDialog';
import { answerContract } from '@/features/contracts/logic/answerContract';
import { initialFormState } from '@/lib/forms/formState';
import { useConfirmedSubmit } from '@/lib/toast/useConfirmedSubmit';
import type { ContractKind } from '@/features/contracts/logic/contractCheck';
import styles from './ContractScreen.module.css';

/**
 * Accept and Decline (rows 45, 47, 49), each asked again in the confirm dialog: an answer cannot be taken back.
 * An answer the pipeline refuses (the site closed since the screen was drawn) is told in the notice dialog.
 */
export function ContractAnswerForm({ kind }: { kind: ContractKind }) {
  const t = useTranslations('contracts');
  const [state, action] = useActionState(answerContract, initialFormState);
  const onSubmit = useConfirmedSubmit((submitter) => {
    const decision = submitter?.value === 'accept' ? 'accept' : 'decline';
    return { title: t(`confirm.${decision}Title`), message: t(`confirm.${decision}Message`), confirmLabel: t(decision) };
  });

  return (
    <>
      <form action={action} onSubmit={onSubmit} className={styles.answer}>
        <input type="hidden" name="kind" value={kind} />
        <button type="submit" name="decision" value="decline" className={styles.decline}>
          {t('decline')}
        </button>
        <button type="submit" name="decision" value="accept" className={styles.accept}>
          {t('accept')}
        </button>
      </form>
      <NoticeDialog message={state.notice} seq={state.seq} />
    </>
  );
}
